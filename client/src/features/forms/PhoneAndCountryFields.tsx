import { useLingui } from '@lingui/react/macro';
import { type ComboboxParsedItem, Group, Input, type OptionsFilter, Select } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { COUNTRIES, countryNamesIn, findCountryByCode } from '@wordloom/shared/reference/countries';
import { DEFAULT_DIAL_CODE, type DialCode, dialCodeOptions } from '@wordloom/shared/reference/dial-codes';
import { memo, type ReactNode, useId, useMemo } from 'react';

/** Both selectors list many countries; the spec caps their dropdowns at 300 px. */
const DROPDOWN_MAX_HEIGHT = 300;

const { popular: POPULAR_DIAL_CODES, all: ALL_DIAL_CODES } = dialCodeOptions();
const DIAL_CODE_BY_COUNTRY = new Map<string, DialCode>(ALL_DIAL_CODES.map((dialCode) => [dialCode.country, dialCode]));
const POPULAR_COUNTRIES = new Set<string>(POPULAR_DIAL_CODES.map((dialCode) => dialCode.country));
const OTHER_DIAL_CODES = ALL_DIAL_CODES.filter((dialCode) => !POPULAR_COUNTRIES.has(dialCode.country));

/** The country list in the interface's language and its alphabetical order. */
function countryOptions(language: string) {
  const names = countryNamesIn(language);
  const collator = new Intl.Collator(language);
  return COUNTRIES.map((country) => ({
    value: country.code,
    label: `${country.flag} ${names.get(country.code)}`,
  })).sort((a, b) => collator.compare(names.get(a.value) ?? '', names.get(b.value) ?? ''));
}

/** A country is found by its name in the interface's language or in English. */
function countryMatches(code: string, query: string, language: string): boolean {
  const english = findCountryByCode(code)?.name ?? '';
  return [countryNamesIn(language).get(code) ?? '', english].some((name) => name.toLowerCase().includes(query));
}

/** The calling code of a country by its ISO code, e.g. '+44' for 'GB'. */
export function dialCodeOfCountry(country: string): string {
  return DIAL_CODE_BY_COUNTRY.get(country)?.code ?? DEFAULT_DIAL_CODE;
}

/** The selected calling code shows compactly in the field; the list shows the country name too. */
function dialCodeOption(dialCode: DialCode) {
  return { value: dialCode.country, label: `${dialCode.flag} ${dialCode.code}` };
}

function dialCodeText(country: string, language: string): string {
  const dialCode = DIAL_CODE_BY_COUNTRY.get(country);
  return dialCode
    ? `${dialCode.flag} ${dialCode.code} ${countryNamesIn(language).get(country) ?? dialCode.name}`
    : country;
}

/** Keeps the options (grouped or not) whose country `matches`. */
function filterOptions(options: ComboboxParsedItem[], matches: (country: string) => boolean): ComboboxParsedItem[] {
  return options
    .map(
      (item): ComboboxParsedItem =>
        'group' in item ? { ...item, items: item.items.filter((option) => matches(option.value)) } : item,
    )
    .filter((item) => ('group' in item ? item.items.length > 0 : matches(item.value)));
}

/** Searches calling codes by country name as well as by code, though the field shows only the code. */
function dialCodeFilter(language: string): OptionsFilter {
  return ({ options, search }) => {
    const query = search.trim().toLowerCase();
    return filterOptions(
      options,
      (country) =>
        dialCodeText(country, language).toLowerCase().includes(query) || countryMatches(country, query, language),
    );
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
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const filter = useMemo(() => dialCodeFilter(language), [language]);
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
          {dialCodeText(option.value, language)}
        </Group>
      )}
      filter={filter}
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

interface PhoneNumberFieldProps {
  /** ISO code of the calling code's country, so the many +1 countries stay apart. */
  dialCountry: string;
  onDialCountryChange: (country: string) => void;
  /** The national digits. */
  phone: string;
  onPhoneChange: (phone: string) => void;
  error: ReactNode;
}

/** The phone number with its calling-code selector, under one label (spec: sign-up form). */
export function PhoneNumberField({
  dialCountry,
  onDialCountryChange,
  phone,
  onPhoneChange,
  error,
}: PhoneNumberFieldProps) {
  const { t } = useLingui();
  const phoneId = useId();
  return (
    <Input.Wrapper id={phoneId} label={t`Phone number`} required error={error}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <DialCodeSelect value={dialCountry} onChange={onDialCountryChange} />
        <Input
          id={phoneId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={phone}
          onChange={(event) => onPhoneChange(event.currentTarget.value)}
          error={Boolean(error)}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
    </Input.Wrapper>
  );
}

/** The country of the account, by flag and name. */
export const CountrySelect = memo(function CountrySelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (country: string) => void;
  error: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale;
  const data = useMemo(() => countryOptions(language), [language]);
  const filter = useMemo<OptionsFilter>(
    () =>
      ({ options, search }) =>
        filterOptions(options, (country) => countryMatches(country, search.trim().toLowerCase(), language)),
    [language],
  );
  return (
    <Select
      label={t`Country`}
      data={data}
      filter={filter}
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
