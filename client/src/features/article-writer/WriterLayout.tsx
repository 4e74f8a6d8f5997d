import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Modal, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconChevronLeft } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { stepIndex, stepIsReady } from '@wordloom/shared/domain/article-writer';
import { type TWriterStep, WRITER_STEPS, type WriterSession } from '@wordloom/shared/schemas/article-writer';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { LoadError } from '../errors/LoadError.tsx';
import type { WriterSessionHandle } from './use-writer-session.ts';
import { STEP_LABELS, STEP_PATHS } from './writer-steps.ts';

interface WriterLayoutProps {
  step: TWriterStep;
  /** The session, once a page has one (step 1 before its first run has none). */
  handle: WriterSessionHandle | null;
  /** The page's heading under the step indicator. */
  title: string;
  children: ReactNode;
  /** After Reset, with the session at its defaults (a page holding a form shows them). */
  onReset?: (fresh: WriterSession) => void;
}

/**
 * Every step page of the article writer: the step indicator (a step that has what it shows can be
 * opened), Reset to the defaults (spec §4), the way back to the list of articles in progress,
 * and the page's loading and error states.
 */
export function WriterLayout({ step, handle, title, children, onReset }: WriterLayoutProps) {
  const { t, i18n } = useLingui();
  usePageTitle(title);
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [confirmingReset, setConfirmingReset] = useState(false);
  const reset = trpc.articleWriter.sessions.reset.useMutation();
  const utils = trpc.useUtils();
  const session = handle?.session;

  const open = (target: TWriterStep) => {
    if (!session) return;
    void navigate({ to: STEP_PATHS[target], search: { session: session.id } });
  };

  const confirmReset = () => {
    if (!session) return;
    reset.mutate(
      { sessionId: session.id },
      {
        onSuccess: (fresh) => {
          utils.articleWriter.sessions.get.setData({ sessionId: fresh.id }, fresh);
          void utils.articleWriter.sessions.list.invalidate();
          setConfirmingReset(false);
          onReset?.(fresh);
          notifications.show({ color: 'green', message: t`The article writer was reset to its defaults.` });
          void navigate({ to: STEP_PATHS.keyword, search: { session: fresh.id } });
        },
        onError: (error) => notifications.show({ color: 'red', message: i18n._(errorMessage(error)) }),
      },
    );
  };

  let body: ReactNode = children;
  if (handle && !session) {
    body = handle.query.isError ? (
      <LoadError
        title={t`The article could not be loaded`}
        description={i18n._(errorMessage(handle.query.error))}
        onRetry={() => void handle.query.refetch()}
        retrying={handle.query.isFetching}
      />
    ) : (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={28} width="50%" />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Anchor component={Link} to="/article-writer" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconChevronLeft size={16} aria-hidden />
            <Trans>Articles in progress</Trans>
          </Group>
        </Anchor>
        {session && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconArrowBackUp size={16} />}
            onClick={() => setConfirmingReset(true)}
          >
            <Trans>Reset</Trans>
          </Button>
        )}
      </Group>
      <Stepper
        active={stepIndex(step)}
        onStepClick={(index) => open(WRITER_STEPS[index]!)}
        size="sm"
        orientation={narrow ? 'vertical' : 'horizontal'}
        aria-label={t`Article writer steps`}
      >
        {WRITER_STEPS.map((candidate) => (
          <Stepper.Step
            key={candidate}
            label={i18n._(STEP_LABELS[candidate])}
            allowStepSelect={session !== undefined && candidate !== step && stepIsReady(candidate, session.state)}
          />
        ))}
      </Stepper>
      <Title order={1} size="h2">
        {title}
      </Title>
      {body}
      <Modal
        opened={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        title={t`Reset the article writer?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Everything entered and generated for this article is cleared, and the form returns to its defaults. An
              article already saved to My Articles stays there.
            </Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmingReset(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={reset.isPending} onClick={confirmReset}>
              <Trans>Reset</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
