import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type LanguageCode, textDirection } from '@wordloom/shared/languages';

/** Compiled catalogs, one lazy chunk per language (compiled from the .po files by Lingui's Vite plugin). */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

export async function loadMessages(language: LanguageCode): Promise<Messages> {
  const load = catalogs[`../locales/${language}/messages.po`];
  if (!load) throw new Error(`No catalog for language "${language}"`);
  return (await load()).messages;
}

/** Loads a language's messages, makes it the active one and sets <html lang dir>. */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  if (i18n.locale !== language) {
    i18n.loadAndActivate({ locale: language, messages: await loadMessages(language) });
  }
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
}

export function activeLanguage(): LanguageCode {
  return (i18n.locale || DEFAULT_LANGUAGE) as LanguageCode;
}

export { i18n };
