import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { AppErrorCode } from '@wordloom/shared/errors';
import { useMemo } from 'react';
import { z } from 'zod';
import { appErrorCode, appErrorText } from '../../../lib/errors.ts';
import { type RouterOutputs, trpc } from '../../../lib/trpc.ts';
import { type FormMutation, useSchemaForm } from '../../forms/use-schema-form.ts';
import { validationMessage } from '../../forms/validation-messages.ts';
import { formatPostTime } from './post-time.ts';
import { defaultScheduleTime, instantOf, type LocalDateTime, toLocalDateTime, userTimeZone } from './schedule-time.ts';

type ScheduledPost = RouterOutputs['linkedin']['posts']['schedule'];

/** The post to schedule: a new schedule starts tomorrow at 09:00, a reschedule at its current time. */
export interface SchedulablePost {
  id: string;
  scheduledFor: Date | null;
}

interface ScheduleDialogProps {
  /** The post being scheduled; the dialog is open while there is one. */
  post: SchedulablePost | null;
  onClose: () => void;
  onScheduled?: (post: ScheduledPost) => void;
  /** The clock the past is judged by (tests set it). */
  now?: () => Date;
}

const DATE_REQUIRED = 'DATE_REQUIRED';
const TIME_REQUIRED = 'TIME_REQUIRED';
const IN_PAST = AppErrorCode.SCHEDULE_IN_PAST;

const RULE_TEXTS = {
  [DATE_REQUIRED]: msg`Please choose a date.`,
  [TIME_REQUIRED]: msg`Please choose a time.`,
  [IN_PAST]: appErrorText(AppErrorCode.SCHEDULE_IN_PAST),
};

function ruleText(code: string) {
  return Object.hasOwn(RULE_TEXTS, code) ? RULE_TEXTS[code as keyof typeof RULE_TEXTS] : validationMessage(code);
}

/** The inputs' rules: both given, and a moment still ahead when the form is sent. */
function scheduleSchema(now: () => Date) {
  return z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_REQUIRED),
      time: z.string().regex(/^\d{2}:\d{2}$/, TIME_REQUIRED),
    })
    .superRefine((values, context) => {
      const instant = instantOf(values);
      if (instant === null) context.addIssue({ code: 'custom', path: ['date'], message: DATE_REQUIRED });
      else if (instant.getTime() <= now().getTime())
        context.addIssue({ code: 'custom', path: ['time'], message: IN_PAST });
    });
}

/** The server's refusal of a moment that passed meanwhile shows on the time; other failures are a toast. */
function scheduleFieldErrors(error: unknown): Record<string, string> {
  return appErrorCode(error) === AppErrorCode.SCHEDULE_IN_PAST ? { time: IN_PAST } : {};
}

function ScheduleForm({
  post,
  onClose,
  onScheduled,
  now,
}: Required<Omit<ScheduleDialogProps, 'post'>> & { post: SchedulablePost }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const timeZone = userTimeZone();
  const schema = useMemo(() => scheduleSchema(now), [now]);
  const form = useSchemaForm<LocalDateTime, typeof schema>({
    initialValues:
      post.scheduledFor && post.scheduledFor.getTime() > now().getTime()
        ? toLocalDateTime(post.scheduledFor)
        : defaultScheduleTime(now()),
    schema,
    messageOf: ruleText,
    fieldErrorsOf: scheduleFieldErrors,
  });
  const schedule = trpc.linkedin.posts.schedule.useMutation({
    onSuccess: async (scheduled) => {
      notifications.show({
        color: 'green',
        message: t`Post scheduled for ${scheduled.scheduledFor ? formatPostTime(i18n, scheduled.scheduledFor) : ''}`,
      });
      onScheduled(scheduled);
      onClose();
      await utils.linkedin.posts.invalidate();
    },
    onError: (error) => {
      if (appErrorCode(error) !== AppErrorCode.SCHEDULE_IN_PAST)
        notifications.show({ color: 'red', message: t`Failed to schedule post. Please try again.` });
    },
  });
  // The form checks the inputs; the server receives the instant they name in the user's zone.
  const sendInstant: FormMutation<LocalDateTime> = {
    reset: schedule.reset,
    mutate: (values, options) => {
      const scheduledFor = instantOf(values);
      if (scheduledFor) schedule.mutate({ id: post.id, scheduledFor }, options);
    },
  };
  const today = toLocalDateTime(now()).date;

  return (
    <form ref={form.formRef} onSubmit={form.submitWith(sendInstant)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Times are in your time zone: <strong>{timeZone}</strong>.
          </Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t`Date`}
            min={today}
            leftSection={<IconCalendar size={16} />}
            required
            data-autofocus
            {...form.getInputProps('date')}
          />
          <TextInput
            type="time"
            label={t`Time`}
            leftSection={<IconClock size={16} />}
            required
            {...form.getInputProps('time')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={schedule.isPending}>
            <Trans>Schedule</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const systemClock = () => new Date();
const ignoreScheduled = () => {};

/**
 * Picks the moment a post goes out, as a date and a time in the user's own time zone (named in the
 * dialog), and schedules it (`linkedin.posts.schedule`). Moments in the past are refused before
 * sending; a moment that passed while the dialog was open is refused by the server and shown the same.
 */
export function ScheduleDialog({
  post,
  onClose,
  onScheduled = ignoreScheduled,
  now = systemClock,
}: ScheduleDialogProps) {
  const { t } = useLingui();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={post !== null}
      onClose={onClose}
      title={post?.scheduledFor ? t`Reschedule post` : t`Schedule post`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
      fullScreen={narrow}
    >
      {post && <ScheduleForm key={post.id} post={post} onClose={onClose} onScheduled={onScheduled} now={now} />}
    </Modal>
  );
}
