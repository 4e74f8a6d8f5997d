import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NumberInput, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AppErrorCode } from '@wordloom/shared/errors';
import { ADMIN_REASON_MAX, ADMIN_WORDS_MAX, ZAdjustWords } from '@wordloom/shared/schemas/admin';
import { useId } from 'react';
import { appErrorCode, errorMessage, serverFieldErrors } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useSchemaForm } from '../../forms/use-schema-form.ts';
import { adminRuleMessage } from './user-labels.ts';

interface AdjustWordsValues extends Record<string, unknown> {
  direction: 'grant' | 'deduct';
  words: number | string;
  reason: string;
  /** Empty: the granted words never expire. */
  expiresInDays: number | string;
}

const EMPTY: AdjustWordsValues = { direction: 'grant', words: '', reason: '', expiresInDays: '' };

/** NumberInput answers '' when empty; the schema then says the number is missing. */
function numberOrNull(value: number | string): number | null {
  return typeof value === 'number' ? value : null;
}

/** A deduction over the balance is refused on the words field, with the balance the admin is up against. */
const INSUFFICIENT = 'INSUFFICIENT_WORDS';

/** Gives words to the account or takes them back; the reason is the ledger row's note, which the user reads. */
export function AdjustWordsForm({ userId, availableWords }: { userId: string; availableWords: number }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const utils = trpc.useUtils();
  const available = i18n.number(availableWords);
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: ZAdjustWords,
    toInput: (values: AdjustWordsValues) => ({
      userId,
      direction: values.direction,
      // 0 breaks the words' own rule, so a missing number reads like one out of range.
      words: numberOrNull(values.words) ?? 0,
      reason: values.reason,
      expiresInDays: values.direction === 'grant' ? numberOrNull(values.expiresInDays) : null,
    }),
    messageOf: (code) =>
      code === INSUFFICIENT ? msg`The user has only ${available} words available.` : adminRuleMessage(code),
    fieldErrorsOf: (error) =>
      appErrorCode(error) === AppErrorCode.INSUFFICIENT_WORDS ? { words: INSUFFICIENT } : serverFieldErrors(error),
  });
  const adjust = trpc.admin.adjustWords.useMutation({
    onSuccess: async (_answer, input) => {
      const words = i18n.number(input.words);
      notifications.show({
        color: 'green',
        message: input.direction === 'grant' ? t`${words} words granted` : t`${words} words deducted`,
      });
      form.restart({ ...EMPTY, direction: input.direction });
      await Promise.all([utils.admin.user.invalidate({ userId }), utils.admin.auditLog.invalidate()]);
    },
    onError: (error) => {
      const code = appErrorCode(error);
      if (code === AppErrorCode.INSUFFICIENT_WORDS || code === AppErrorCode.VALIDATION) return;
      notifications.show({ color: 'red', title: t`The words were not changed`, message: i18n._(errorMessage(error)) });
    },
  });
  const granting = form.values.direction === 'grant';
  return (
    <form ref={form.formRef} onSubmit={form.submitWith(adjust)} noValidate aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          <Trans>Grant or deduct words</Trans>
        </Title>
        <SegmentedControl
          aria-label={t`Grant or deduct`}
          data={[
            { value: 'grant', label: t`Grant` },
            { value: 'deduct', label: t`Deduct` },
          ]}
          value={form.values.direction}
          onChange={(value) => form.setFieldValue('direction', value === 'deduct' ? 'deduct' : 'grant')}
          style={{ alignSelf: 'flex-start' }}
        />
        <NumberInput
          label={t`Words`}
          min={1}
          max={ADMIN_WORDS_MAX}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator
          {...form.getInputProps('words')}
        />
        <Textarea
          label={t`Reason`}
          description={t`The user sees it in their words history.`}
          required
          autosize
          minRows={2}
          maxLength={ADMIN_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        {granting && (
          <NumberInput
            label={t`Expires after (days)`}
            description={t`Leave empty for words that never expire.`}
            min={1}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('expiresInDays')}
          />
        )}
        {granting && (
          <Text size="sm" c="dimmed">
            <Trans>Granted words also end the user's free trial, as a purchase does.</Trans>
          </Text>
        )}
        <Button type="submit" loading={adjust.isPending} style={{ alignSelf: 'flex-start' }}>
          {granting ? <Trans>Grant words</Trans> : <Trans>Deduct words</Trans>}
        </Button>
      </Stack>
    </form>
  );
}
