import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { AppErrorCode } from '@wordloom/shared/errors';
import { ZChangePassword, ZChangePasswordWithCurrent } from '@wordloom/shared/schemas/account';
import { appErrorCode, appErrorText, serverFieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ErrorAlert } from '../forms/FormAlert.tsx';
import { NewPasswordFields } from '../forms/NewPasswordFields.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { validationMessage } from '../forms/validation-messages.ts';
import { ACCOUNT_CHANGE_ERRORS } from './messages.ts';
import { SectionCard } from './SectionCard.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The server's answer to a wrong current password belongs under that field. */
function passwordFieldErrors(error: unknown): Record<string, string> {
  if (appErrorCode(error) === AppErrorCode.WRONG_PASSWORD) return { currentPassword: AppErrorCode.WRONG_PASSWORD };
  return serverFieldErrors(error);
}

function passwordFieldMessage(code: string) {
  return code === AppErrorCode.WRONG_PASSWORD ? appErrorText(code) : validationMessage(code);
}

/**
 * Changes the password, or sets a first one for an account that signs in only with Google or
 * LinkedIn. Either way every other session ends (the server does it; the list below is reloaded).
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: hasPassword ? ZChangePasswordWithCurrent : ZChangePassword,
    messageOf: passwordFieldMessage,
    fieldErrorsOf: passwordFieldErrors,
  });

  const changePassword = trpc.account.changePassword.useMutation({
    onSuccess: async () => {
      form.restart(EMPTY);
      notifications.show({
        color: 'green',
        message: hasPassword
          ? t`Password changed. You were signed out on your other devices.`
          : t`Password set. You can now also log in with your email and password.`,
      });
      await Promise.all([utils.account.overview.invalidate(), utils.account.sessions.invalidate()]);
    },
  });

  const wrongPassword = appErrorCode(changePassword.error) === AppErrorCode.WRONG_PASSWORD;

  return (
    <SectionCard
      icon={<IconLock size={20} />}
      title={hasPassword ? <Trans>Change password</Trans> : <Trans>Set a password</Trans>}
      description={
        hasPassword ? (
          <Trans>Changing your password signs you out on all your other devices.</Trans>
        ) : (
          <Trans>
            You sign in with Google or LinkedIn. Set a password to also log in with your email; your other devices will
            be signed out.
          </Trans>
        )
      }
    >
      <form ref={form.formRef} onSubmit={form.submitWith(changePassword)} noValidate>
        <Stack gap="md" maw={420}>
          {changePassword.error && !wrongPassword && (
            <ErrorAlert error={changePassword.error} overrides={ACCOUNT_CHANGE_ERRORS} />
          )}
          {hasPassword && (
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
          )}
          <NewPasswordFields
            fields={['newPassword', 'confirmPassword']}
            values={form.values}
            onChange={form.setField}
            error={form.errorText}
            passwordDescription={t`At least 8 characters`}
          />
          <Group>
            <Button type="submit" loading={changePassword.isPending}>
              {hasPassword ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
