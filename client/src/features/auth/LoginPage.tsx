import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AppErrorCode } from '@wordloom/shared/errors';
import { ZSignIn } from '@wordloom/shared/schemas/auth';
import { useEffect } from 'react';
import { appErrorCode } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useRefreshSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { EmailField } from '../forms/EmailField.tsx';
import { ErrorAlert, FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { AuthCard } from './AuthCard.tsx';
import { oauthErrorMessage, SIGN_IN_ERRORS } from './messages.ts';
import { OAuthButtons } from './OAuthButtons.tsx';

/** How long the unverified-address message shows before the resend page opens (spec §9). */
const UNVERIFIED_REDIRECT_MS = 3000;

interface LoginPageProps {
  /** In-app path to return to after signing in (checked by the route); /dashboard when absent. */
  redirectTo?: string | undefined;
  /** A Google or LinkedIn sign-in that came back without success. */
  oauthFailure?: { provider: string; reason: string } | undefined;
}

/** Log In (spec §2, §4, §5): e-mail and password, each checked when the field is left. */
export function LoginPage({ redirectTo, oauthFailure }: LoginPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Log In`);
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    schema: ZSignIn,
    validateInputOnBlur: true,
  });

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async () => {
      // The cached "signed out" answer would send the dashboard straight back here; read the session first.
      await refreshSession();
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t`Login successful` });
      await (redirectTo ? navigate({ href: redirectTo }) : navigate({ to: '/dashboard' }));
    },
  });

  const unverifiedEmail =
    appErrorCode(signIn.error) === AppErrorCode.EMAIL_NOT_VERIFIED ? signIn.variables?.email : undefined;

  useEffect(() => {
    if (unverifiedEmail === undefined) return;
    const timer = setTimeout(() => {
      void navigate({ to: '/email-verification-pending', search: { email: unverifiedEmail } });
    }, UNVERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [unverifiedEmail, navigate]);

  return (
    <AuthCard
      title={<Trans>Log In</Trans>}
      subtitle={<Trans>Welcome back. Log in to continue writing.</Trans>}
      footer={
        <Trans>
          Don't have an account?{' '}
          <Anchor component={Link} to="/signup" inherit fw={600}>
            Start your free trial
          </Anchor>
        </Trans>
      }
    >
      <Stack gap="md">
        {oauthFailure && !signIn.error && (
          <FormAlert>
            <Text size="sm">{i18n._(oauthErrorMessage(oauthFailure.provider, oauthFailure.reason))}</Text>
          </FormAlert>
        )}
        <OAuthButtons />
      </Stack>
      <form ref={form.formRef} onSubmit={form.submitWith(signIn)} noValidate>
        <Stack gap="md">
          {signIn.error && (
            <ErrorAlert error={signIn.error} overrides={SIGN_IN_ERRORS}>
              {unverifiedEmail !== undefined && (
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/email-verification-pending" search={{ email: unverifiedEmail }} />
                  )}
                  size="sm"
                  fw={600}
                  mt={4}
                  display="inline-block"
                >
                  <Trans>Resend verification email</Trans>
                </Anchor>
              )}
            </ErrorAlert>
          )}
          <EmailField {...form.getInputProps('email')} />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-4}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <SubmitButton loading={signIn.isPending}>
            <Trans>Log In</Trans>
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
