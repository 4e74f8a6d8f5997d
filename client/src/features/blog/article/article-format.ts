import { LANGUAGES } from '@wordloom/shared/languages';

/** The language's own name ("Deutsch"), or its code when unknown. */
export function languageLabel(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}

/**
 * An article's date in the reader's language. Formatted in UTC: the public pages are rendered on
 * the server and hydrated in the browser, and both must write the same day.
 */
export function articleDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
