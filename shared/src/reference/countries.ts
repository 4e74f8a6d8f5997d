/**
 * Countries and territories offered by the sign-up form's country selector: the 193 UN member
 * states plus Palestine, Vatican City, Taiwan, Hong Kong, Kosovo and Puerto Rico.
 */

/**
 * ISO 3166-1 alpha-2 code → common English name. Kosovo has no ISO code; 'XK' is the
 * user-assigned code that the EU, SWIFT and CLDR use for it.
 */
const COUNTRY_NAMES = {
  AF: 'Afghanistan',
  AL: 'Albania',
  DZ: 'Algeria',
  AD: 'Andorra',
  AO: 'Angola',
  AG: 'Antigua and Barbuda',
  AR: 'Argentina',
  AM: 'Armenia',
  AU: 'Australia',
  AT: 'Austria',
  AZ: 'Azerbaijan',
  BS: 'Bahamas',
  BH: 'Bahrain',
  BD: 'Bangladesh',
  BB: 'Barbados',
  BY: 'Belarus',
  BE: 'Belgium',
  BZ: 'Belize',
  BJ: 'Benin',
  BT: 'Bhutan',
  BO: 'Bolivia',
  BA: 'Bosnia and Herzegovina',
  BW: 'Botswana',
  BR: 'Brazil',
  BN: 'Brunei',
  BG: 'Bulgaria',
  BF: 'Burkina Faso',
  BI: 'Burundi',
  CV: 'Cape Verde',
  KH: 'Cambodia',
  CM: 'Cameroon',
  CA: 'Canada',
  CF: 'Central African Republic',
  TD: 'Chad',
  CL: 'Chile',
  CN: 'China',
  CO: 'Colombia',
  KM: 'Comoros',
  CG: 'Congo - Brazzaville',
  CD: 'Congo - Kinshasa',
  CR: 'Costa Rica',
  CI: "Côte d'Ivoire",
  HR: 'Croatia',
  CU: 'Cuba',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DK: 'Denmark',
  DJ: 'Djibouti',
  DM: 'Dominica',
  DO: 'Dominican Republic',
  EC: 'Ecuador',
  EG: 'Egypt',
  SV: 'El Salvador',
  GQ: 'Equatorial Guinea',
  ER: 'Eritrea',
  EE: 'Estonia',
  SZ: 'Eswatini',
  ET: 'Ethiopia',
  FJ: 'Fiji',
  FI: 'Finland',
  FR: 'France',
  GA: 'Gabon',
  GM: 'Gambia',
  GE: 'Georgia',
  DE: 'Germany',
  GH: 'Ghana',
  GR: 'Greece',
  GD: 'Grenada',
  GT: 'Guatemala',
  GN: 'Guinea',
  GW: 'Guinea-Bissau',
  GY: 'Guyana',
  HT: 'Haiti',
  HN: 'Honduras',
  HK: 'Hong Kong',
  HU: 'Hungary',
  IS: 'Iceland',
  IN: 'India',
  ID: 'Indonesia',
  IR: 'Iran',
  IQ: 'Iraq',
  IE: 'Ireland',
  IL: 'Israel',
  IT: 'Italy',
  JM: 'Jamaica',
  JP: 'Japan',
  JO: 'Jordan',
  KZ: 'Kazakhstan',
  KE: 'Kenya',
  KI: 'Kiribati',
  XK: 'Kosovo',
  KW: 'Kuwait',
  KG: 'Kyrgyzstan',
  LA: 'Laos',
  LV: 'Latvia',
  LB: 'Lebanon',
  LS: 'Lesotho',
  LR: 'Liberia',
  LY: 'Libya',
  LI: 'Liechtenstein',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MG: 'Madagascar',
  MW: 'Malawi',
  MY: 'Malaysia',
  MV: 'Maldives',
  ML: 'Mali',
  MT: 'Malta',
  MH: 'Marshall Islands',
  MR: 'Mauritania',
  MU: 'Mauritius',
  MX: 'Mexico',
  FM: 'Micronesia',
  MD: 'Moldova',
  MC: 'Monaco',
  MN: 'Mongolia',
  ME: 'Montenegro',
  MA: 'Morocco',
  MZ: 'Mozambique',
  MM: 'Myanmar',
  NA: 'Namibia',
  NR: 'Nauru',
  NP: 'Nepal',
  NL: 'Netherlands',
  NZ: 'New Zealand',
  NI: 'Nicaragua',
  NE: 'Niger',
  NG: 'Nigeria',
  KP: 'North Korea',
  MK: 'North Macedonia',
  NO: 'Norway',
  OM: 'Oman',
  PK: 'Pakistan',
  PW: 'Palau',
  PS: 'Palestine',
  PA: 'Panama',
  PG: 'Papua New Guinea',
  PY: 'Paraguay',
  PE: 'Peru',
  PH: 'Philippines',
  PL: 'Poland',
  PT: 'Portugal',
  PR: 'Puerto Rico',
  QA: 'Qatar',
  RO: 'Romania',
  RU: 'Russia',
  RW: 'Rwanda',
  KN: 'Saint Kitts and Nevis',
  LC: 'Saint Lucia',
  VC: 'Saint Vincent and the Grenadines',
  WS: 'Samoa',
  SM: 'San Marino',
  ST: 'São Tomé and Príncipe',
  SA: 'Saudi Arabia',
  SN: 'Senegal',
  RS: 'Serbia',
  SC: 'Seychelles',
  SL: 'Sierra Leone',
  SG: 'Singapore',
  SK: 'Slovakia',
  SI: 'Slovenia',
  SB: 'Solomon Islands',
  SO: 'Somalia',
  ZA: 'South Africa',
  KR: 'South Korea',
  SS: 'South Sudan',
  ES: 'Spain',
  LK: 'Sri Lanka',
  SD: 'Sudan',
  SR: 'Suriname',
  SE: 'Sweden',
  CH: 'Switzerland',
  SY: 'Syria',
  TW: 'Taiwan',
  TJ: 'Tajikistan',
  TZ: 'Tanzania',
  TH: 'Thailand',
  TL: 'Timor-Leste',
  TG: 'Togo',
  TO: 'Tonga',
  TT: 'Trinidad and Tobago',
  TN: 'Tunisia',
  TR: 'Turkey',
  TM: 'Turkmenistan',
  TV: 'Tuvalu',
  UG: 'Uganda',
  UA: 'Ukraine',
  AE: 'United Arab Emirates',
  GB: 'United Kingdom',
  US: 'United States',
  UY: 'Uruguay',
  UZ: 'Uzbekistan',
  VU: 'Vanuatu',
  VA: 'Vatican City',
  VE: 'Venezuela',
  VN: 'Vietnam',
  YE: 'Yemen',
  ZM: 'Zambia',
  ZW: 'Zimbabwe',
} as const;

/** ISO 3166-1 alpha-2 code of a country in the selector; lets other tables be checked for completeness. */
export type CountryCode = keyof typeof COUNTRY_NAMES;

export interface Country {
  code: CountryCode;
  name: string;
  /** Emoji flag, derived from `code` by {@link flagOf}. */
  flag: string;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * Emoji flag of a two-letter region code: each letter maps to its Unicode regional indicator
 * symbol, and platforms render the pair as the flag (or as the two letters where they have none).
 */
export function flagOf(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) throw new RangeError(`Not a two-letter region code: ${code}`);
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0)),
  );
}

/** Every country, sorted by English name (a fixed 'en' collation, so the order never depends on the host locale). */
export const COUNTRIES: readonly Country[] = (Object.entries(COUNTRY_NAMES) as [CountryCode, string][])
  .map(([code, name]) => ({ code, name, flag: flagOf(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const DEFAULT_COUNTRY_CODE = 'US' satisfies CountryCode;

const COUNTRIES_BY_CODE = new Map<string, Country>(COUNTRIES.map((country) => [country.code, country]));
const COUNTRIES_BY_NAME = new Map<string, Country>(COUNTRIES.map((country) => [country.name.toLowerCase(), country]));

/** The country with this alpha-2 code, in either case; undefined when it is not offered. */
export function findCountryByCode(code: string): Country | undefined {
  return COUNTRIES_BY_CODE.get(code.toUpperCase());
}

/** The country with exactly this English name, ignoring case; undefined when there is none. */
export function findCountryByName(name: string): Country | undefined {
  return COUNTRIES_BY_NAME.get(name.toLowerCase());
}

const localNamesCache = new Map<string, ReadonlyMap<string, string>>();

/**
 * Every country's name in `language` (by alpha-2 code), as the runtime's Unicode data spells it;
 * the English name where the runtime has none. The stored value stays the code or English name.
 */
export function countryNamesIn(language: string): ReadonlyMap<string, string> {
  let names = localNamesCache.get(language);
  if (!names) {
    const display = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
    names = new Map(COUNTRIES.map((country) => [country.code, display.of(country.code) ?? country.name]));
    localNamesCache.set(language, names);
  }
  return names;
}
