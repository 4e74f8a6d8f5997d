import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AppErrorCode } from '@wordloom/shared/errors';
import { type TSignIn, ZSignIn } from '@wordloom/shared/schemas/auth';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard, focusFirstInvalidField } from './AuthCard.tsx';
import {
  appErrorOf,
  firstErrorPerField,
  oauthErrorMessage,
  signInErrorMessage,
  validationMessage,
} from './messages.ts';
import { OAuthButtons } from './OAuthButtons.tsx';

/** How long the unverified-address message shows before the resend page opens (spec §9). */
const UNVERIFIED_REDIRECT_MS = 3000;

type Field = keyof TSignIn;

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
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TSignIn>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async () => {
      // The cached "signed out" answer would send the dashboard straight back here; refetch it first.
      await utils.auth.me.invalidate(undefined, { refetchType: 'all' });
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: t`Login successful` });
      await (redirectTo ? navigate({ href: redirectTo }) : navigate({ to: '/dashboard' }));
    },
  });

  const unverifiedEmail =
    appErrorOf(signIn.error) === AppErrorCode.EMAIL_NOT_VERIFIED ? signIn.variables?.email : undefined;

  useEffect(() => {
    if (unverifiedEmail === undefined) return;
    const timer = setTimeout(() => {
      void navigate({ to: '/email-verification-pending', search: { email: unverifiedEmail } });
    }, UNVERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [unverifiedEmail, navigate]);

  function validate(field: Field, next: TSignIn = values) {
    const result = ZSignIn.safeParse(next);
    const code = result.success ? undefined : firstErrorPerField(result.error)[field];
    setErrors((current) => ({ ...current, [field]: code }));
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field showing an error is checked again as it is typed in, so the error goes once fixed.
    if (errors[field]) validate(field, next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = ZSignIn.safeParse(values);
    if (!result.success) {
      signIn.reset();
      setErrors(firstErrorPerField(result.error));
      focusFirstInvalidField(formRef.current);
      return;
    }
    signIn.mutate(result.data);
  }

  const errorText = (field: Field) => {
    const code = errors[field];
    return code && i18n._(validationMessage(code));
  };

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
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            <Text size="sm">{i18n._(oauthErrorMessage(oauthFailure.provider, oauthFailure.reason))}</Text>
          </Alert>
        )}
        <OAuthButtons />
      </Stack>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {signIn.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              <Text size="sm">{i18n._(signInErrorMessage(signIn.error))}</Text>
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
            </Alert>
          )}
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            onBlur={() => validate('email')}
            error={errorText('email')}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            onBlur={() => validate('password')}
            error={errorText('password')}
          />
          <Group justify="flex-end" mt={-4}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={signIn.isPending}>
            <Trans>Log In</Trans>
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
