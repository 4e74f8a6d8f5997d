import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowBack, IconMailForward } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard } from './AuthCard.tsx';
import { DevMailboxNote } from './DevMailboxNote.tsx';
import { passwordResetRequestErrorMessage, validationMessage } from './messages.ts';
import { useEmailForm } from './use-email-form.ts';

/** /forgot-password (spec §2): asks for the address to mail a reset link to, then says to check the inbox. */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Reset your password`);

  const request = trpc.auth.requestPasswordReset.useMutation({
    onSuccess: () => notifications.show({ color: 'green', message: t`Email sent` }),
  });

  const { formRef, email, setEmail, errorCode, submit } = useEmailForm(request);

  const backToLogin = (
    <Button component={Link} to="/login" variant="default" fullWidth leftSection={<IconArrowBack size={18} />}>
      <Trans>Back to login</Trans>
    </Button>
  );

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
        {backToLogin}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={<Trans>Reset your password</Trans>}
      subtitle={<Trans>Enter the email address of your account and we'll send you instructions to reset it.</Trans>}
    >
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {request.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {i18n._(passwordResetRequestErrorMessage(request.error))}
            </Alert>
          )}
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errorCode && i18n._(validationMessage(errorCode))}
          />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            <Trans>Send reset link</Trans>
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
