import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AppErrorCode } from '@wordloom/shared/errors';
import { isLanguageCode } from '@wordloom/shared/languages';
import type { ArticleDetail, TArticleFields } from '@wordloom/shared/schemas/blog';
import { appErrorCode, appErrorText, serverFieldErrors } from '../../../lib/errors.ts';
import { validationMessage } from '../../forms/validation-messages.ts';

/** What the editor's form holds: every field a writer edits except the article writer's external URL. */
export type ArticleFormValues = Omit<TArticleFields, 'externalUrl'>;

export const NEW_ARTICLE_VALUES: ArticleFormValues = {
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  metaDescription: '',
  featuredImage: null,
  languageCode: 'en',
  category: '',
  subcategory: '',
  microcategory: '',
  categories: [],
  tags: [],
  contentType: 'blog',
  focusKeyphrase: '',
};

export function articleFormValues(article: ArticleDetail): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    content: article.content,
    excerpt: article.excerpt,
    metaDescription: article.metaDescription,
    featuredImage: article.featuredImage,
    // An unknown code (never written by this app) falls back to English rather than break the form.
    languageCode: isLanguageCode(article.languageCode) ? article.languageCode : 'en',
    category: article.category,
    subcategory: article.subcategory,
    microcategory: article.microcategory,
    categories: article.categories,
    tags: article.tags,
    contentType: article.contentType,
    focusKeyphrase: article.focusKeyphrase,
  };
}

/** The slug's own rule code, said in words. */
const INVALID_SLUG = msg`Use lower-case letters and digits, joined by single hyphens.`;

/** The editor's texts of rule codes: the slug's own, then the shared ones. */
export function articleRuleMessage(code: string): MessageDescriptor {
  if (code === AppErrorCode.SLUG_TAKEN) return appErrorText(AppErrorCode.SLUG_TAKEN);
  if (code === 'INVALID_SLUG') return INVALID_SLUG;
  return validationMessage(code);
}

/** A refusal as field errors: a taken slug belongs on the slug field (spec: unique per language). */
export function articleFieldErrors(error: unknown): Record<string, string> {
  if (appErrorCode(error) === AppErrorCode.SLUG_TAKEN) return { slug: AppErrorCode.SLUG_TAKEN };
  return serverFieldErrors(error);
}
