import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconGift } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { FREE_WORDS_AT_SIGN_UP, REFERRAL_BONUS_WORDS } from '@wordloom/shared/constants';
import { AppErrorCode } from '@wordloom/shared/errors';
import { DEFAULT_COUNTRY_CODE } from '@wordloom/shared/reference/countries';
import { type TSignUp, ZSignUp } from '@wordloom/shared/schemas/auth';
import { useEffect } from 'react';
import { appErrorCode } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useRefreshSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { EmailField } from '../forms/EmailField.tsx';
import { ErrorAlert } from '../forms/FormAlert.tsx';
import { ProfileFields, type ProfileFormValues, profilePayload } from '../forms/ProfileFields.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { AuthCard } from './AuthCard.tsx';
import { SIGN_UP_ERRORS } from './messages.ts';
import { OAuthButtons } from './OAuthButtons.tsx';

/** How long the Account Created screen shows before the dashboard opens (spec §9). */
const CREATED_REDIRECT_MS = 3000;

type FormValues = ProfileFormValues & { email: string; password: string };

const EMPTY_FORM: FormValues = {
  email: '',
  fullName: '',
  dialCountry: DEFAULT_COUNTRY_CODE,
  phone: '',
  organization: '',
  country: DEFAULT_COUNTRY_CODE,
  password: '',
};

function toPayload(values: FormValues, referralCode: string | undefined, language: string): TSignUp {
  return { ...profilePayload(values), email: values.email, password: values.password, referralCode, language };
}

/** Tells a visitor who came through a referral link what it brings, before they sign up. */
function ReferralNotice() {
  const referralBonusWords = REFERRAL_BONUS_WORDS;
  return (
    <Alert color="teal" variant="light" radius="md" icon={<IconGift size={20} />}>
      <Trans>Signing up through a referral link adds {referralBonusWords} bonus words.</Trans>
    </Alert>
  );
}

interface SignUpPageProps {
  /** From the referral link's ?ref= (spec §2); the server decides whether it earns the bonus. */
  referralCode?: string;
}

/** Sign-up (spec §2, §4, §5): the free-words offer, the account form, then Account Created. */
export function SignUpPage({ referralCode }: SignUpPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Sign Up`);
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const form = useSchemaForm({
    initialValues: EMPTY_FORM,
    schema: ZSignUp,
    toInput: (values) => toPayload(values, referralCode, i18n.locale),
  });

  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: async ({ referralApplied }) => {
      // Sign-up also signs in: the cached "signed out" answer must not send the dashboard back to /login.
      await refreshSession();
      notifications.show({ color: 'green', message: t`Account created successfully` });
      if (referralApplied) {
        const bonusWords = REFERRAL_BONUS_WORDS;
        notifications.show({
          color: 'green',
          icon: <IconGift size={18} />,
          title: t`Referral Applied!`,
          message: t`${bonusWords} bonus words were added to your account.`,
        });
      }
    },
  });

  useEffect(() => {
    if (!signUp.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: '/dashboard' }), CREATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signUp.isSuccess, navigate]);

  if (signUp.isSuccess) {
    const email = signUp.variables.email;
    return (
      <AuthCard
        icon={<IconCircleCheck size={32} />}
        iconColor="green"
        title={<Trans>Account Created</Trans>}
        subtitle={<Trans>Welcome to Wordloom! We sent a verification link to {email}.</Trans>}
      >
        <Group justify="center" gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            <Trans>Redirecting to your dashboard…</Trans>
          </Text>
        </Group>
        <Button component={Link} to="/dashboard" fullWidth>
          <Trans>Go to Dashboard</Trans>
        </Button>
      </AuthCard>
    );
  }

  const freeWords = FREE_WORDS_AT_SIGN_UP;
  const emailTaken = appErrorCode(signUp.error) === AppErrorCode.EMAIL_TAKEN;

  return (
    <AuthCard
      title={<Trans>Get free {freeWords} words</Trans>}
      subtitle={<Trans>Create your account. No card needed.</Trans>}
      footer={
        <Trans>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" inherit fw={600}>
            Log in
          </Anchor>
        </Trans>
      }
    >
      {referralCode && <ReferralNotice />}
      <OAuthButtons />
      <form ref={form.formRef} onSubmit={form.submitWith(signUp)} noValidate>
        <Stack gap="md">
          {signUp.error && (
            <ErrorAlert error={signUp.error} overrides={SIGN_UP_ERRORS}>
              {emailTaken && (
                <Anchor component={Link} to="/login" size="sm" fw={600} mt={4} display="inline-block">
                  <Trans>Log In</Trans>
                </Anchor>
              )}
            </ErrorAlert>
          )}
          <ProfileFields
            values={form.values}
            onChange={form.setField}
            error={form.errorText}
            organizationHint="description"
            afterName={
              <>
                <EmailField {...form.getInputProps('email')} />
                <PasswordInput
                  label={t`Password`}
                  description={t`At least 8 characters`}
                  autoComplete="new-password"
                  required
                  {...form.getInputProps('password')}
                />
              </>
            }
          />
          <SubmitButton loading={signUp.isPending}>
            <Trans>Create account</Trans>
          </SubmitButton>
          <Text size="xs" c="dimmed" ta="center">
            <Trans>
              By signing up, you agree to our{' '}
              <Anchor component={Link} to="/terms" inherit>
                Terms of Service
              </Anchor>{' '}
              and{' '}
              <Anchor component={Link} to="/privacy" inherit>
                Privacy Policy
              </Anchor>
              .
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
