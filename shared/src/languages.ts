/** The 27 languages the product speaks (spec §3), grouped by region for the selector. */
export const LANGUAGE_REGIONS = ['europe', 'middleEast', 'southAsia', 'eastAsia'] as const;
export type LanguageRegion = (typeof LANGUAGE_REGIONS)[number];

export interface LanguageInfo {
  code: LanguageCode;
  /** English name, used for search alongside the native one. */
  englishName: string;
  /** The language's own name for itself, shown in the selector. */
  nativeName: string;
  region: LanguageRegion;
}

export const LANGUAGE_CODES = [
  'en',
  'es',
  'fr',
  'de',
  'zh',
  'hi',
  'ru',
  'ar',
  'id',
  'ms',
  'pt',
  'ja',
  'tr',
  'it',
  'fa',
  'nl',
  'ta',
  'te',
  'kn',
  'ml',
  'pl',
  'ko',
  'sv',
  'ur',
  'he',
  'el',
  'da',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar', 'he', 'fa', 'ur'];
/** localStorage key of the visitor's chosen language (spec §9). */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'en', englishName: 'English', nativeName: 'English', region: 'europe' },
  { code: 'es', englishName: 'Spanish', nativeName: 'Español', region: 'europe' },
  { code: 'fr', englishName: 'French', nativeName: 'Français', region: 'europe' },
  { code: 'de', englishName: 'German', nativeName: 'Deutsch', region: 'europe' },
  { code: 'it', englishName: 'Italian', nativeName: 'Italiano', region: 'europe' },
  { code: 'pt', englishName: 'Portuguese', nativeName: 'Português', region: 'europe' },
  { code: 'nl', englishName: 'Dutch', nativeName: 'Nederlands', region: 'europe' },
  { code: 'pl', englishName: 'Polish', nativeName: 'Polski', region: 'europe' },
  { code: 'sv', englishName: 'Swedish', nativeName: 'Svenska', region: 'europe' },
  { code: 'da', englishName: 'Danish', nativeName: 'Dansk', region: 'europe' },
  { code: 'el', englishName: 'Greek', nativeName: 'Ελληνικά', region: 'europe' },
  { code: 'ru', englishName: 'Russian', nativeName: 'Русский', region: 'europe' },
  { code: 'ar', englishName: 'Arabic', nativeName: 'العربية', region: 'middleEast' },
  { code: 'he', englishName: 'Hebrew', nativeName: 'עברית', region: 'middleEast' },
  { code: 'fa', englishName: 'Persian', nativeName: 'فارسی', region: 'middleEast' },
  { code: 'tr', englishName: 'Turkish', nativeName: 'Türkçe', region: 'middleEast' },
  { code: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी', region: 'southAsia' },
  { code: 'ur', englishName: 'Urdu', nativeName: 'اردو', region: 'southAsia' },
  { code: 'ta', englishName: 'Tamil', nativeName: 'தமிழ்', region: 'southAsia' },
  { code: 'te', englishName: 'Telugu', nativeName: 'తెలుగు', region: 'southAsia' },
  { code: 'kn', englishName: 'Kannada', nativeName: 'ಕನ್ನಡ', region: 'southAsia' },
  { code: 'ml', englishName: 'Malayalam', nativeName: 'മലയാളം', region: 'southAsia' },
  { code: 'zh', englishName: 'Chinese', nativeName: '中文', region: 'eastAsia' },
  { code: 'ja', englishName: 'Japanese', nativeName: '日本語', region: 'eastAsia' },
  { code: 'ko', englishName: 'Korean', nativeName: '한국어', region: 'eastAsia' },
  { code: 'id', englishName: 'Indonesian', nativeName: 'Bahasa Indonesia', region: 'eastAsia' },
  { code: 'ms', englishName: 'Malay', nativeName: 'Bahasa Melayu', region: 'eastAsia' },
];

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function textDirection(language: LanguageCode): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
