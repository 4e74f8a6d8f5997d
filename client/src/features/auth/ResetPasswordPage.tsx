import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AppErrorCode } from '@wordloom/shared/errors';
import { ValidationCode, ZResetPassword } from '@wordloom/shared/schemas/auth';
import { useState } from 'react';
import { appErrorCode, appErrorText } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useRefreshSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { ErrorAlert, FormAlert } from '../forms/FormAlert.tsx';
import { NewPasswordFields } from '../forms/NewPasswordFields.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { validationMessage } from '../forms/validation-messages.ts';
import { AuthCard } from './AuthCard.tsx';
import { RESET_PASSWORD_ERRORS } from './messages.ts';

type Field = 'password' | 'confirmPassword';

/**
 * The token of a reset link, or null when the link is unusable (spec §2): the mail puts it in the
 * URL fragment (`#access_token=…&type=recovery`), which never reaches the server or its logs, and
 * an `error` in the query means whoever sent the user here already knows the link failed.
 */
function readResetToken(): string | null {
  const query = new URLSearchParams(window.location.search);
  if (query.has('error') || query.has('error_description')) return null;
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = fragment.get('access_token');
  return fragment.get('type') === 'recovery' && token ? token : null;
}

function RequestNewLinkButton() {
  return (
    <Button component={Link} to="/forgot-password" fullWidth>
      <Trans>Request a new reset link</Trans>
    </Button>
  );
}

/** /reset-password (spec §2, §4, §5): a new password, twice, for the account of the reset link. */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Set a new password`);
  const [token] = useState(readResetToken);
  if (token) return <ResetPasswordForm token={token} />;
  return (
    <AuthCard
      icon={<IconLinkOff size={32} />}
      iconColor="red"
      title={<Trans>Invalid Reset Link</Trans>}
      subtitle={i18n._(appErrorText(AppErrorCode.INVALID_RESET_LINK))}
    >
      <RequestNewLinkButton />
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const refreshSession = useRefreshSession();
  const form = useSchemaForm({
    initialValues: { password: '', confirmPassword: '' },
    schema: ZResetPassword,
    toInput: (values) => ({ token, ...values }),
  });

  const resetPassword = trpc.auth.resetPassword.useMutation({
    onSuccess: async () => {
      // Resetting signs the account out everywhere; forget the cached user before anything reads it.
      await refreshSession();
      notifications.show({ color: 'green', message: t`Password reset successful` });
    },
  });

  if (resetPassword.isSuccess) {
    return (
      <AuthCard
        icon={<IconCircleCheck size={32} />}
        iconColor="green"
        title={<Trans>Password reset successful</Trans>}
        subtitle={<Trans>You can now log in with your new password.</Trans>}
      >
        <Button component={Link} to="/login" fullWidth>
          <Trans>Continue to Login</Trans>
        </Button>
      </AuthCard>
    );
  }

  // "Please fill in all fields." is about the form, not one field: it shows above, and the empty fields turn red.
  const missingFields = form.errors.password === ValidationCode.FIELDS_REQUIRED;
  const fieldError = (field: Field) => (missingFields ? !form.values[field] : form.errorText(field));
  const linkExpired = appErrorCode(resetPassword.error) === AppErrorCode.INVALID_RESET_LINK;

  return (
    <AuthCard
      title={<Trans>Set a new password</Trans>}
      subtitle={<Trans>Choose a new password for your account.</Trans>}
    >
      <form ref={form.formRef} onSubmit={form.submitWith(resetPassword)} noValidate>
        <Stack gap="md">
          {missingFields && (
            <FormAlert>
              <Text size="sm">{i18n._(validationMessage(ValidationCode.FIELDS_REQUIRED))}</Text>
            </FormAlert>
          )}
          {!missingFields && resetPassword.error && (
            <ErrorAlert error={resetPassword.error} overrides={RESET_PASSWORD_ERRORS}>
              {linkExpired && (
                <Anchor component={Link} to="/forgot-password" size="sm" fw={600} mt={4} display="inline-block">
                  <Trans>Request a new reset link</Trans>
                </Anchor>
              )}
            </ErrorAlert>
          )}
          <NewPasswordFields
            fields={['password', 'confirmPassword']}
            values={form.values}
            onChange={form.setField}
            error={fieldError}
          />
          <SubmitButton loading={resetPassword.isPending}>
            <Trans>Reset password</Trans>
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
