import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { BackToLoginButton, BackToLoginLink } from '../forms/BackToLogin.tsx';
import { EmailField } from '../forms/EmailField.tsx';
import { ErrorAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { AuthCard } from './AuthCard.tsx';
import { DevMailboxNote } from './DevMailboxNote.tsx';
import { useEmailOnlyForm } from './email-only-form.ts';
import { RESET_REQUEST_ERRORS } from './messages.ts';

/** /forgot-password (spec §2): asks for the address to mail a reset link to, then says to check the inbox. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset your password`);

  const request = trpc.auth.requestPasswordReset.useMutation({
    onSuccess: () => notifications.show({ color: 'green', message: t`Email sent` }),
  });

  const form = useEmailOnlyForm();

  if (request.isSuccess) {
    const sentTo = request.variables.email;
    return (
      <AuthCard
        icon={<IconMailForward size={32} />}
        iconColor="green"
        title={<Trans>Check your email</Trans>}
        subtitle={
          <Trans>
            If an account exists for {sentTo}, you will receive an email with a link to reset your password.
          </Trans>
        }
      >
        <DevMailboxNote />
        <BackToLoginButton />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={<Trans>Reset your password</Trans>}
      subtitle={<Trans>Enter the email address of your account and we'll send you instructions to reset it.</Trans>}
    >
      <form ref={form.formRef} onSubmit={form.submitWith(request)} noValidate>
        <Stack gap="md">
          {request.error && <ErrorAlert error={request.error} overrides={RESET_REQUEST_ERRORS} />}
          <EmailField {...form.getInputProps('email')} />
          <SubmitButton loading={request.isPending}>
            <Trans>Send reset link</Trans>
          </SubmitButton>
          <BackToLoginLink />
        </Stack>
      </form>
    </AuthCard>
  );
}
