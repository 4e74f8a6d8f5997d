import { DEFAULT_COUNTRY_CODE, findCountryByName } from '@wordloom/shared/reference/countries';
import { DIAL_CODES, POPULAR_DIAL_CODE_COUNTRIES } from '@wordloom/shared/reference/dial-codes';
import type { ProfileFormValues } from '../forms/ProfileFields.tsx';

const POPULARITY = new Map<string, number>(POPULAR_DIAL_CODE_COUNTRIES.map((country, rank) => [country, rank]));

/**
 * Splits a stored phone number ('+447911123456') into the calling code's country and the digits.
 * Several countries share a code (+1, +7, +44): the account's own country wins among them, then
 * the spec's popular countries, then the first by name. The longest matching code is taken.
 */
export function splitPhone(phone: string, accountCountry: string | null): { dialCountry: string; digits: string } {
  const matches = DIAL_CODES.filter((dialCode) => phone.startsWith(dialCode.code));
  const longest = Math.max(0, ...matches.map((dialCode) => dialCode.code.length));
  const rank = (country: string) => (country === accountCountry ? -1 : (POPULARITY.get(country) ?? Infinity));
  const [best] = matches
    .filter((dialCode) => dialCode.code.length === longest)
    .sort((a, b) => rank(a.country) - rank(b.country));
  if (!best) return { dialCountry: accountCountry ?? DEFAULT_COUNTRY_CODE, digits: phone.replace(/^\+/, '') };
  return { dialCountry: best.country, digits: phone.slice(best.code.length) };
}

/** The form as the stored profile fills it; an account made through a provider starts from the defaults (spec §9). */
export function profileFormValues(profile: {
  name: string;
  phone: string | null;
  organization: string | null;
  country: string | null;
}): ProfileFormValues {
  const country = (profile.country && findCountryByName(profile.country)?.code) || null;
  const { dialCountry, digits } = profile.phone
    ? splitPhone(profile.phone, country)
    : { dialCountry: country ?? DEFAULT_COUNTRY_CODE, digits: '' };
  return {
    fullName: profile.name,
    dialCountry,
    phone: digits,
    organization: profile.organization ?? '',
    country: country ?? DEFAULT_COUNTRY_CODE,
  };
}
