/**
 * Translating an article with the writer (issue 14 point 6): one of the user's articles into
 * another of the 27 languages, saved as a draft in its translation group with the title, slug,
 * excerpt, meta description and focus keyphrase in the target language.
 */
import { articleTranslationRequest } from '@wordloom/shared/domain/article-translation';
import { slugify } from '@wordloom/shared/domain/blog-paths';
import { AppErrorCode } from '@wordloom/shared/errors';
import { type TArticleTranslation, ZArticleTranslation } from '@wordloom/shared/schemas/ai';
import type { TTranslateArticle } from '@wordloom/shared/schemas/article-writer';
import type { ArticleDetail, TCreateArticle } from '@wordloom/shared/schemas/blog';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { startGeneration } from '../ai/service.ts';
import { createArticle, getArticle } from '../blog/service.ts';

type TranslateDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets' | 'notifications'>;

/**
 * Starts translating one of the user's articles into `languageCode`; follow it with `ai.stream`.
 * The article must be one the user may edit (author, editor or admin; any other is
 * BLOG_NOT_FOUND), and the language one its translation group does not have yet
 * (TRANSLATION_EXISTS, its own language included). The words held are the engine's estimate for
 * the article's length, settled by the words the translation has. When the generation
 * succeeds, the translation is saved as a draft in the transaction that settles the words, and
 * the `done` event's `savedId` is its id; the server translates the stored article, not edits
 * the editor has not saved.
 */
export async function translateArticle(
  deps: TranslateDeps,
  { userId, articleId, languageCode, idempotencyKey }: { userId: string } & TTranslateArticle,
): Promise<{ generationId: string }> {
  const source = await getArticle(deps, { userId, id: articleId });
  // A published article of another user is readable, but not theirs to translate.
  if (!source.canEdit) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
  if (source.translations.some((translation) => translation.languageCode === languageCode)) {
    throw new AppError(AppErrorCode.TRANSLATION_EXISTS);
  }
  return startGeneration(deps, {
    userId,
    request: articleTranslationRequest(source, languageCode),
    idempotencyKey,
    onSucceeded: async (trx, { result }) => {
      const translation = ZArticleTranslation.parse(result);
      const saved = await saveTranslation({ ...deps, db: trx }, { userId, source, languageCode, translation });
      return saved.id;
    },
  });
}

/**
 * The translation as a draft of the source's group: the translated texts, the source's image,
 * categories, tags and content type. Its slug is the answer's, made a valid slug; when another
 * article of the language has it (or the answer gave none), the blog service makes one from the
 * translated title, numbered until it is free.
 */
async function saveTranslation(
  deps: Omit<TranslateDeps, 'db'> & { db: Transaction<DB> },
  {
    userId,
    source,
    languageCode,
    translation,
  }: {
    userId: string;
    source: ArticleDetail;
    languageCode: TTranslateArticle['languageCode'];
    translation: TArticleTranslation;
  },
): Promise<ArticleDetail> {
  const article: { userId: string } & TCreateArticle = {
    userId,
    translationOf: source.id,
    languageCode,
    title: translation.title,
    slug: slugify(translation.slug),
    content: translation.html,
    excerpt: translation.excerpt,
    metaDescription: translation.metaDescription,
    focusKeyphrase: translation.focusKeyphrase,
    featuredImage: source.featuredImage,
    category: source.category,
    subcategory: source.subcategory,
    microcategory: source.microcategory,
    categories: source.categories,
    tags: source.tags,
    contentType: source.contentType,
    // The source's external address is its own, not the translation's.
    externalUrl: null,
  };
  if (!article.slug) return createArticle(deps, { ...article, slug: '' });
  try {
    return await createArticle(deps, article);
  } catch (error) {
    // A taken slug is refused before anything is written: the transaction goes on.
    if (!(error instanceof AppError) || error.appCode !== AppErrorCode.SLUG_TAKEN) throw error;
    return createArticle(deps, { ...article, slug: '' });
  }
}
