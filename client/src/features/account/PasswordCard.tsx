import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { AppErrorCode } from '@wordloom/shared/errors';
import { ZChangePassword, ZChangePasswordWithCurrent } from '@wordloom/shared/schemas/account';
import { trpc } from '../../lib/trpc.ts';
import { accountErrorMessage, accountValidationMessage, appErrorOf } from '../auth/messages.ts';
import { NewPasswordFields } from '../auth/NewPasswordFields.tsx';
import { useSchemaForm } from '../auth/use-schema-form.ts';
import { SectionCard } from './SectionCard.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/**
 * Changes the password, or sets a first one for an account that signs in only with Google or
 * LinkedIn. Either way every other session ends (the server does it; the list below is reloaded).
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const schema = hasPassword ? ZChangePasswordWithCurrent : ZChangePassword;
  const form = useSchemaForm(EMPTY, (current) => schema.safeParse(current), accountValidationMessage);
  const { formRef, values } = form;

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

  const wrongPassword = appErrorOf(changePassword.error) === AppErrorCode.WRONG_PASSWORD;
  const fieldError = (field: Field) => {
    const text = form.errorText(field);
    if (text) return text;
    // The server's answer to a wrong current password belongs under that field.
    return field === 'currentPassword' && wrongPassword ? i18n._(accountErrorMessage(changePassword.error)) : undefined;
  };

  function change(field: Field, value: string) {
    form.change(field, value);
    if (field === 'currentPassword' && wrongPassword) changePassword.reset();
  }

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
      <form ref={formRef} onSubmit={form.submitWith(changePassword)} noValidate>
        <Stack gap="md" maw={420}>
          {changePassword.error && !wrongPassword && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              <Text size="sm">{i18n._(accountErrorMessage(changePassword.error))}</Text>
            </Alert>
          )}
          {hasPassword && (
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              required
              value={values.currentPassword}
              onChange={(event) => change('currentPassword', event.currentTarget.value)}
              error={fieldError('currentPassword')}
            />
          )}
          <NewPasswordFields
            fields={['newPassword', 'confirmPassword']}
            values={values}
            onChange={change}
            error={fieldError}
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
