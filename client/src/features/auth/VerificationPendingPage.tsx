import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowBack, IconMailCheck, IconMailForward } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ValidationCode } from '@wordloom/shared/schemas/auth';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard } from './AuthCard.tsx';
import { DevMailboxNote } from './DevMailboxNote.tsx';
import { resendVerificationErrorMessage, validationMessage } from './messages.ts';
import { useEmailForm } from './use-email-form.ts';

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

  const { formRef, email, setEmail, errorCode, submit } = useEmailForm(resend, initialEmail);

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
        <Button component={Link} to="/login" variant="default" fullWidth leftSection={<IconArrowBack size={18} />}>
          <Trans>Back to login</Trans>
        </Button>
      </AuthCard>
    );
  }

  // The spec words an empty address as a titled message (Email Required), other mistakes as field errors.
  const emailMissing = errorCode === ValidationCode.EMAIL_REQUIRED;

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
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {emailMissing && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} />}
              title={<Trans>Email Required</Trans>}
              role="alert"
            >
              {i18n._(validationMessage(ValidationCode.EMAIL_REQUIRED))}
            </Alert>
          )}
          {resend.error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} />}
              title={<Trans>Failed to Send Email</Trans>}
              role="alert"
            >
              {i18n._(resendVerificationErrorMessage(resend.error))}
            </Alert>
          )}
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailMissing || (errorCode && i18n._(validationMessage(errorCode)))}
          />
          <Button type="submit" fullWidth size="md" loading={resend.isPending}>
            <Trans>Resend verification email</Trans>
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              <Trans>Back to login</Trans>
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
