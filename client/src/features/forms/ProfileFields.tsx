import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { findCountryByCode } from '@wordloom/shared/reference/countries';
import type { TUpdateProfile } from '@wordloom/shared/schemas/account';
import { type ReactNode, useCallback } from 'react';
import { CountrySelect, dialCodeOfCountry, PhoneNumberField } from './PhoneAndCountryFields.tsx';

export type ProfileFormValues = {
  fullName: string;
  /** ISO code of the calling code's country, so the many +1 countries stay apart. */
  dialCountry: string;
  /** The national digits. */
  phone: string;
  organization: string;
  /** ISO code of the chosen country; the account stores its full name. */
  country: string | null;
};

/** What sign-up and the account page send: the calling code itself and the country's English name. */
export function profilePayload(values: ProfileFormValues): TUpdateProfile {
  return {
    fullName: values.fullName,
    dialCode: dialCodeOfCountry(values.dialCountry),
    phone: values.phone,
    organization: values.organization.trim() || undefined,
    country: (values.country && findCountryByCode(values.country)?.name) || '',
  };
}

interface ProfileFieldsProps {
  values: ProfileFormValues;
  /** Should be stable, so the two long selectors are not drawn again on every keystroke. */
  onChange: (field: keyof ProfileFormValues, value: string) => void;
  /** The error shown under a field, by the name the profile schema gives it. */
  error: (field: keyof TUpdateProfile) => ReactNode;
  /**
   * Where the organization's "Optional" shows: under the label in a single column, or as the
   * placeholder in a grid, where a description would push the field below its neighbour's.
   */
  organizationHint: 'description' | 'placeholder';
  /** Fields of the form shown between the name and the phone (sign-up: e-mail and password). */
  afterName?: ReactNode;
}

/**
 * Full name, phone with its calling code, country and the optional organization: the sign-up
 * form's profile, in the order the spec checks its fields (§5), so errors read top to bottom.
 */
export function ProfileFields({ values, onChange, error, organizationHint, afterName }: ProfileFieldsProps) {
  const { t } = useLingui();
  const changeDialCountry = useCallback((value: string) => onChange('dialCountry', value), [onChange]);
  const changePhone = useCallback((value: string) => onChange('phone', value), [onChange]);
  const changeCountry = useCallback((value: string) => onChange('country', value), [onChange]);
  const optional = t`Optional`;
  return (
    <>
      <TextInput
        label={t`Full name`}
        autoComplete="name"
        required
        value={values.fullName}
        onChange={(event) => onChange('fullName', event.currentTarget.value)}
        error={error('fullName')}
      />
      {afterName}
      <PhoneNumberField
        dialCountry={values.dialCountry}
        onDialCountryChange={changeDialCountry}
        phone={values.phone}
        onPhoneChange={changePhone}
        error={error('phone')}
      />
      <CountrySelect value={values.country} onChange={changeCountry} error={error('country')} />
      <TextInput
        label={t`Organization name`}
        description={organizationHint === 'description' ? optional : undefined}
        placeholder={organizationHint === 'placeholder' ? optional : undefined}
        autoComplete="organization"
        value={values.organization}
        onChange={(event) => onChange('organization', event.currentTarget.value)}
        error={error('organization')}
      />
    </>
  );
}
