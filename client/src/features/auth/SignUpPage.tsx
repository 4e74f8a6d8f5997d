import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  type ComboboxParsedItem,
  Group,
  Input,
  Loader,
  type OptionsFilter,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconCircleCheck, IconGift } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { FREE_WORDS_AT_SIGN_UP, REFERRAL_BONUS_WORDS } from '@wordloom/shared/constants';
import { AppErrorCode } from '@wordloom/shared/errors';
import { COUNTRIES, DEFAULT_COUNTRY_CODE, findCountryByCode } from '@wordloom/shared/reference/countries';
import { DEFAULT_DIAL_CODE, type DialCode, dialCodeOptions } from '@wordloom/shared/reference/dial-codes';
import { type TSignUp, ZSignUp } from '@wordloom/shared/schemas/auth';
import { type FormEvent, memo, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard, focusFirstInvalidField } from './AuthCard.tsx';
import { appErrorOf, firstErrorPerField, signUpErrorMessage, validationMessage } from './messages.ts';
import { OAuthButtons } from './OAuthButtons.tsx';

/** How long the Account Created screen shows before the dashboard opens (spec §9). */
const CREATED_REDIRECT_MS = 3000;

/** Both selectors list many countries; the spec caps their dropdowns at 300 px. */
const DROPDOWN_MAX_HEIGHT = 300;

interface FormValues {
  email: string;
  fullName: string;
  /** ISO code of the calling code's country, so the many +1 countries stay apart. */
  dialCountry: string;
  phone: string;
  organization: string;
  /** ISO code of the chosen country; the account stores its full name. */
  country: string | null;
  password: string;
}

type FieldErrors = Partial<Record<keyof TSignUp, string>>;

const { popular: POPULAR_DIAL_CODES, all: ALL_DIAL_CODES } = dialCodeOptions();
const DIAL_CODE_BY_COUNTRY = new Map<string, DialCode>(ALL_DIAL_CODES.map((dialCode) => [dialCode.country, dialCode]));
const POPULAR_COUNTRIES = new Set<string>(POPULAR_DIAL_CODES.map((dialCode) => dialCode.country));
const OTHER_DIAL_CODES = ALL_DIAL_CODES.filter((dialCode) => !POPULAR_COUNTRIES.has(dialCode.country));

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: `${country.flag} ${country.name}` }));

/** The selected calling code shows compactly in the field; the list shows the country name too. */
function dialCodeOption(dialCode: DialCode) {
  return { value: dialCode.country, label: `${dialCode.flag} ${dialCode.code}` };
}

function dialCodeText(country: string): string {
  const dialCode = DIAL_CODE_BY_COUNTRY.get(country);
  return dialCode ? `${dialCode.flag} ${dialCode.code} ${dialCode.name}` : country;
}

/** Searches calling codes by country name as well as by code, though the field shows only the code. */
const filterDialCodes: OptionsFilter = ({ options, search }) => {
  const query = search.trim().toLowerCase();
  const matches = (value: string) => dialCodeText(value).toLowerCase().includes(query);
  return options
    .map(
      (item): ComboboxParsedItem =>
        'group' in item ? { ...item, items: item.items.filter((option) => matches(option.value)) } : item,
    )
    .filter((item) => ('group' in item ? item.items.length > 0 : matches(item.value)));
};

function toPayload(values: FormValues, referralCode: string | undefined, language: string): TSignUp {
  return {
    fullName: values.fullName,
    email: values.email,
    password: values.password,
    dialCode: DIAL_CODE_BY_COUNTRY.get(values.dialCountry)?.code ?? DEFAULT_DIAL_CODE,
    phone: values.phone,
    country: (values.country && findCountryByCode(values.country)?.name) || '',
    organization: values.organization.trim() || undefined,
    referralCode,
    language,
  };
}

/** The calling code beside the phone number: compact in the field, with country names in the list. */
const DialCodeSelect = memo(function DialCodeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (country: string) => void;
}) {
  const { t } = useLingui();
  const data = useMemo(
    () => [
      { group: t`Popular`, items: POPULAR_DIAL_CODES.map(dialCodeOption) },
      // The popular countries are listed once: the values of a select must be unique.
      { group: t`All countries`, items: OTHER_DIAL_CODES.map(dialCodeOption) },
    ],
    [t],
  );
  return (
    <Select
      aria-label={t`Country code`}
      data={data}
      value={value}
      onChange={(country) => country && onChange(country)}
      renderOption={({ option, checked }) => (
        <Group gap="xs" wrap="nowrap">
          {checked && <IconCheck size={14} />}
          {dialCodeText(option.value)}
        </Group>
      )}
      filter={filterDialCodes}
      searchable
      allowDeselect={false}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      nothingFoundMessage={t`No country found`}
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      w={116}
      style={{ flexShrink: 0 }}
    />
  );
});

/** The country of the account, by flag and name. */
const CountrySelect = memo(function CountrySelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (country: string) => void;
  error: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Country`}
      data={COUNTRY_OPTIONS}
      value={value}
      onChange={(country) => country && onChange(country)}
      searchable
      allowDeselect={false}
      required
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      nothingFoundMessage={t`No country found`}
      error={error}
    />
  );
});

interface SignUpPageProps {
  /** From the referral link's ?ref= (spec §2); the server decides whether it earns the bonus. */
  referralCode?: string;
}

/** Sign-up (spec §2, §4, §5): the free-words offer, the account form, then Account Created. */
export function SignUpPage({ referralCode }: SignUpPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Sign Up`);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);
  const phoneId = useId();
  const [values, setValues] = useState<FormValues>({
    email: '',
    fullName: '',
    dialCountry: DEFAULT_COUNTRY_CODE,
    phone: '',
    organization: '',
    country: DEFAULT_COUNTRY_CODE,
    password: '',
  });
  // After the first attempt to submit, every field shows its current error, so errors go once fixed.
  const [submitted, setSubmitted] = useState(false);
  // Stable, so the two long selectors are not drawn again on every keystroke.
  const change = useCallback(<Field extends keyof FormValues>(field: Field, value: FormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const changeDialCountry = useCallback((value: string) => change('dialCountry', value), [change]);
  const changeCountry = useCallback((value: string) => change('country', value), [change]);

  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: async ({ referralApplied }) => {
      // Sign-up also signs in: the cached "signed out" answer must not send the dashboard back to /login.
      await utils.auth.me.invalidate(undefined, { refetchType: 'all' });
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

  const parsed = ZSignUp.safeParse(toPayload(values, referralCode, i18n.locale));
  const errors: FieldErrors = submitted && !parsed.success ? firstErrorPerField(parsed.error) : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) {
      signUp.reset();
      focusFirstInvalidField(formRef.current);
      return;
    }
    signUp.mutate(parsed.data);
  }

  const errorText = (field: keyof TSignUp) => {
    const code = errors[field];
    return code && i18n._(validationMessage(code));
  };

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
  const emailTaken = appErrorOf(signUp.error) === AppErrorCode.EMAIL_TAKEN;

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
      <OAuthButtons />
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {signUp.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              <Text size="sm">{i18n._(signUpErrorMessage(signUp.error))}</Text>
              {emailTaken && (
                <Anchor component={Link} to="/login" size="sm" fw={600} mt={4} display="inline-block">
                  <Trans>Log In</Trans>
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
            error={errorText('email')}
          />
          <TextInput
            label={t`Full name`}
            autoComplete="name"
            required
            value={values.fullName}
            onChange={(event) => change('fullName', event.currentTarget.value)}
            error={errorText('fullName')}
          />
          <Input.Wrapper id={phoneId} label={t`Phone number`} required error={errorText('phone')}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <DialCodeSelect value={values.dialCountry} onChange={changeDialCountry} />
              <Input
                id={phoneId}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                value={values.phone}
                onChange={(event) => change('phone', event.currentTarget.value)}
                error={Boolean(errors.phone)}
                style={{ flex: 1, minWidth: 0 }}
              />
            </Group>
          </Input.Wrapper>
          <TextInput
            label={t`Organization name`}
            description={t`Optional`}
            autoComplete="organization"
            value={values.organization}
            onChange={(event) => change('organization', event.currentTarget.value)}
            error={errorText('organization')}
          />
          <CountrySelect value={values.country} onChange={changeCountry} error={errorText('country')} />
          <PasswordInput
            label={t`Password`}
            description={t`At least 8 characters`}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={errorText('password')}
          />
          <Button type="submit" fullWidth size="md" loading={signUp.isPending}>
            <Trans>Create account</Trans>
          </Button>
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
