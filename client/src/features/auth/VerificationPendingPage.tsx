import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailCheck, IconMailForward } from '@tabler/icons-react';
import { ValidationCode } from '@wordloom/shared/schemas/auth';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { BackToLoginButton, BackToLoginLink } from '../forms/BackToLogin.tsx';
import { EmailField } from '../forms/EmailField.tsx';
import { ErrorAlert, FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { validationMessage } from '../forms/validation-messages.ts';
import { AuthCard } from './AuthCard.tsx';
import { DevMailboxNote } from './DevMailboxNote.tsx';
import { useEmailOnlyForm } from './email-only-form.ts';
import { RESEND_VERIFICATION_ERRORS } from './messages.ts';

interface VerificationPendingPageProps {
  /** The address to prefill (?email=), e.g. from a Log In refused for an unverified address. */
  email?: string;
}

/** /email-verification-pending (spec §2, §4, §5): asks the user to verify, and mails a new link on request. */
export function VerificationPendingPage({ email: initialEmail = '' }: VerificationPendingPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Verify your email address`);

  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () => notifications.show({ color: 'green', message: t`Email sent` }),
  });

  const form = useEmailOnlyForm(initialEmail);

  if (resend.isSuccess) {
    const sentTo = resend.variables.email;
    return (
      <AuthCard
        icon={<IconMailCheck size={32} />}
        iconColor="green"
        title={<Trans>Check your email</Trans>}
        subtitle={
          <Trans>If {sentTo} belongs to an account that is not verified yet, we sent it a new verification link.</Trans>
        }
      >
        <DevMailboxNote />
        <BackToLoginButton />
      </AuthCard>
    );
  }

  // The spec words an empty address as a titled message (Email Required), other mistakes as field errors.
  const emailMissing = form.errors.email === ValidationCode.EMAIL_REQUIRED;
  const emailInput = form.getInputProps('email');

  return (
    <AuthCard
      icon={<IconMailForward size={32} />}
      title={<Trans>Verify your email address</Trans>}
      subtitle={
        <Trans>
          Open the verification link we sent to your inbox to activate your account. No email? Send a new link.
        </Trans>
      }
    >
      <DevMailboxNote />
      <form ref={form.formRef} onSubmit={form.submitWith(resend)} noValidate>
        <Stack gap="md">
          {emailMissing && (
            <FormAlert title={<Trans>Email Required</Trans>}>
              {i18n._(validationMessage(ValidationCode.EMAIL_REQUIRED))}
            </FormAlert>
          )}
          {resend.error && (
            <ErrorAlert
              error={resend.error}
              overrides={RESEND_VERIFICATION_ERRORS}
              title={<Trans>Failed to Send Email</Trans>}
            />
          )}
          <EmailField {...emailInput} error={emailMissing || emailInput.error} />
          <SubmitButton loading={resend.isPending}>
            <Trans>Resend verification email</Trans>
          </SubmitButton>
          <BackToLoginLink />
        </Stack>
      </form>
    </AuthCard>
  );
}
