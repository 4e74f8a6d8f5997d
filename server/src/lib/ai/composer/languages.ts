/**
 * The languages the template composer writes, each from its own phrase table. Any other language
 * gets the English table: the UI says which languages the composer writes.
 */
import { LANGUAGES, type LanguageCode } from '@wordloom/shared/languages';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { ja } from './ja.ts';
import type { PostPhrases } from './phrases.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { zh } from './zh.ts';

export const COMPOSER_LANGUAGES: Partial<Record<LanguageCode, PostPhrases>> = {
  en,
  zh,
  hi,
  es,
  fr,
  ar,
  pt,
  ru,
  ja,
  de,
};

/** The table for a post's language, given as a code ("fr"), an English name ("French") or its own ("Français"). */
export function postPhrasesFor(language: string): PostPhrases {
  const wanted = language.trim().toLowerCase();
  const known = LANGUAGES.find((candidate) =>
    [candidate.code, candidate.englishName.toLowerCase(), candidate.nativeName.toLowerCase()].includes(wanted),
  );
  return (known && COMPOSER_LANGUAGES[known.code]) ?? en;
}
