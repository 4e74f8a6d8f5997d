import { chooseLanguage, splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { LANGUAGE_STORAGE_KEY, type LanguageCode } from '@wordloom/shared/languages';
import { activateLanguage } from './i18n.ts';

function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language the first page shows in: URL prefix, saved choice, browser, English (spec §4). */
export function initialLanguage(pathname: string): LanguageCode {
  return chooseLanguage({
    fromPath: splitLanguagePrefix(pathname).language,
    saved: readSavedLanguage(),
    browser: window.navigator.languages ?? [window.navigator.language],
  });
}

/** Remembers the visitor's choice and switches to it. */
export async function chooseAndActivateLanguage(language: LanguageCode): Promise<void> {
  await activateLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing can refuse storage; the choice then lasts for this visit only.
  }
}
