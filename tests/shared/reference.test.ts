import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhoneDigits } from '../../shared/src/domain/phone.ts';
import { LANGUAGE_CODES } from '../../shared/src/languages.ts';
import {
  COUNTRIES,
  countryNamesIn,
  DEFAULT_COUNTRY_CODE,
  findCountryByCode,
  findCountryByName,
  flagOf,
} from '../../shared/src/reference/countries.ts';
import {
  DEFAULT_DIAL_CODE,
  DIAL_CODES,
  dialCodeOptions,
  POPULAR_DIAL_CODE_COUNTRIES,
} from '../../shared/src/reference/dial-codes.ts';

describe('COUNTRIES', () => {
  it('offers the UN member states plus the usual extra territories', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(193);
    expect(COUNTRIES.length).toBeLessThanOrEqual(205);
    for (const code of ['PS', 'VA', 'TW', 'HK', 'XK', 'PR']) expect(findCountryByCode(code)).toBeDefined();
  });

  it('has unique two-letter uppercase codes and unique names', () => {
    const codes = COUNTRIES.map((country) => country.code);
    const names = COUNTRIES.map((country) => country.name);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('derives each flag from the code', () => {
    expect(flagOf('US')).toBe('🇺🇸');
    expect(flagOf('gb')).toBe('🇬🇧');
    for (const country of COUNTRIES) expect(country.flag).toBe(flagOf(country.code));
    expect(() => flagOf('USA')).toThrow(RangeError);
  });

  it('finds countries by code and by name, ignoring case', () => {
    expect(findCountryByCode('de')?.name).toBe('Germany');
    expect(findCountryByName('germany')?.code).toBe('DE');
    expect(findCountryByName("CÔTE D'IVOIRE")?.code).toBe('CI');
    expect(findCountryByCode('ZZ')).toBeUndefined();
    expect(findCountryByName('Atlantis')).toBeUndefined();
  });
});

describe('countryNamesIn', () => {
  it('names every country in each interface language', () => {
    expect(countryNamesIn('de').get('US')).toBe('Vereinigte Staaten');
    expect(countryNamesIn('ja').get('DE')).toBe('ドイツ');
    for (const language of LANGUAGE_CODES) {
      const names = countryNamesIn(language);
      for (const country of COUNTRIES) {
        const name = names.get(country.code) ?? '';
        expect(name, `${language} ${country.code}`).toMatch(/\p{L}/u);
        expect(name, `${language} ${country.code}`).not.toBe(country.code);
      }
    }
  });
});

describe('DIAL_CODES', () => {
  it('gives every country exactly one well-formed calling code', () => {
    expect(DIAL_CODES.map((dialCode) => dialCode.country)).toEqual(COUNTRIES.map((country) => country.code));
    for (const dialCode of DIAL_CODES) expect(dialCode.code).toMatch(/^\+\d{1,4}$/);
  });

  it.each([
    ['US', '+1'],
    ['CA', '+1'],
    ['GB', '+44'],
    ['DE', '+49'],
    ['FR', '+33'],
    ['IN', '+91'],
    ['JP', '+81'],
    ['CN', '+86'],
    ['AU', '+61'],
    ['XK', '+383'],
    ['PR', '+1'],
    ['HK', '+852'],
    ['TW', '+886'],
    ['VA', '+39'],
    ['PS', '+970'],
  ])('gives %s the calling code %s', (country, code) => {
    expect(DIAL_CODES.find((dialCode) => dialCode.country === country)?.code).toBe(code);
  });

  it('defaults to the United States and +1', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('US');
    expect(findCountryByCode(DEFAULT_COUNTRY_CODE)?.name).toBe('United States');
    expect(DEFAULT_DIAL_CODE).toBe('+1');
  });

  it('lists the popular countries first, in the spec order, and every country after them', () => {
    const expected = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'IN', 'JP', 'CN'];
    expect(POPULAR_DIAL_CODE_COUNTRIES).toEqual(expected);
    const { popular, all } = dialCodeOptions();
    expect(popular.map((dialCode) => dialCode.country)).toEqual(expected);
    expect(popular[0]).toEqual({ code: '+1', country: 'US', flag: '🇺🇸', name: 'United States' });
    expect(all).toEqual(DIAL_CODES);
  });
});

describe('phone rules', () => {
  it.each(['123456', '123456789012'])('accepts %s', (value) => {
    expect(isValidPhoneDigits(value)).toBe(true);
  });

  it.each(['', '12345', '1234567890123', '12 3456', '+123456', 'abcdef', '١٢٣٤٥٦'])('rejects %j', (value) => {
    expect(isValidPhoneDigits(value)).toBe(false);
  });

  it('stores the calling code immediately followed by the digits', () => {
    expect(formatPhone('+44', '7911123456')).toBe('+447911123456');
  });
});
