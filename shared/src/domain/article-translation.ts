/**
 * Translating an article with the writer (issue 14 point 6): the one request both sides build,
 * so the words the editor shows before a translation starts are the words the server holds.
 */
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts';
import type { TGenerationRequest } from '../schemas/ai.ts';
import { estimateWords } from './word-count.ts';

/** The fields of an article a translation carries into the other language. */
export interface TranslatableArticle {
  title: string;
  excerpt: string;
  metaDescription: string;
  focusKeyphrase: string;
  /** The article's HTML. */
  content: string;
  languageCode: string;
}

export type ArticleTranslationRequest = Extract<TGenerationRequest, { kind: 'article_translation' }>;

/** The writer request that translates `article` into `targetLanguage`. */
export function articleTranslationRequest(
  article: TranslatableArticle,
  targetLanguage: LanguageCode,
): ArticleTranslationRequest {
  return {
    kind: 'article_translation',
    inputs: {
      sourceLanguage: article.languageCode,
      targetLanguage,
      title: article.title,
      excerpt: article.excerpt,
      metaDescription: article.metaDescription,
      focusKeyphrase: article.focusKeyphrase,
      html: article.content,
    },
  };
}

/**
 * The words translating `article` holds, shown before the language is chosen: the estimate
 * depends on the source's length only, not on the language it goes into.
 */
export function translationWordsHeld(article: TranslatableArticle): number {
  return estimateWords(articleTranslationRequest(article, 'en'));
}

/** The languages an article can still be translated into: the 27 but those its translation group has. */
export function languagesToTranslateInto(groupLanguages: Iterable<string>): LanguageCode[] {
  const taken = new Set(groupLanguages);
  return LANGUAGE_CODES.filter((code) => !taken.has(code));
}
