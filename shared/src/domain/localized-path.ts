import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../languages.ts';

export interface LocalizedPath {
  /** The language named by the path's prefix, or null when the path has none (English). */
  language: LanguageCode | null;
  /** The path without the language prefix, always starting with "/". */
  path: string;
}

/**
 * Splits "/fr/pricing" into fr and "/pricing". English has no prefix (spec §2), so "/en/…"
 * is not a localized path and stays as it is.
 */
export function splitLanguagePrefix(pathname: string): LocalizedPath {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (!code || code === DEFAULT_LANGUAGE || !isLanguageCode(code)) {
    return { language: null, path: pathname || '/' };
  }
  return { language: code, path: match[2] ?? '/' };
}

/** The path as shown for a language: unchanged for English, "/{code}/…" otherwise. */
export function withLanguagePrefix(path: string, language: LanguageCode): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** Maps a browser language tag ("pt-BR", "zh-Hant-TW") to a supported language, if any. */
export function languageFromTag(tag: string): LanguageCode | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'iw') return 'he';
  return isLanguageCode(primary) ? primary : null;
}

export interface LanguageSources {
  fromPath: LanguageCode | null;
  saved: string | null;
  browser: readonly string[];
}

/** Spec §4: the URL prefix, else the saved preference, else the browser language, else English. */
export function chooseLanguage({ fromPath, saved, browser }: LanguageSources): LanguageCode {
  if (fromPath) return fromPath;
  if (saved && isLanguageCode(saved)) return saved;
  for (const tag of browser) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
