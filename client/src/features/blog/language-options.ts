import { LANGUAGES } from '@wordloom/shared/languages';

/** The 27 languages for a select: the English name, with the language's own name when it differs. */
export const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language.code,
  label:
    language.nativeName === language.englishName
      ? language.englishName
      : `${language.englishName} (${language.nativeName})`,
}));
