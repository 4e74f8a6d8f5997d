/** The one mapping from stored article rows to what the API answers (every list and page uses it). */
import { articlePath } from '@wordloom/shared/domain/blog-paths';
import type { ArticleDetail, ArticleSummary, ArticleTranslation } from '@wordloom/shared/schemas/blog';
import type { ArticleRow } from './queries.ts';
import { readMinutesOf } from './sanitize.ts';

/** The columns a summary is made of: what any query listing articles selects. */
export type ArticleSummaryRow = Pick<
  ArticleRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'featuredImage'
  | 'languageCode'
  | 'category'
  | 'subcategory'
  | 'microcategory'
  | 'contentType'
  | 'status'
  | 'seoScore'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/** A draft has no public address. */
function publicPath(row: ArticleSummaryRow): string | null {
  return row.status === 'published' ? articlePath(row) : null;
}

export function toArticleSummary(row: ArticleSummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    languageCode: row.languageCode,
    category: row.category,
    subcategory: row.subcategory,
    microcategory: row.microcategory,
    contentType: row.contentType,
    status: row.status,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    path: publicPath(row),
    readMinutes: readMinutesOf(row.content),
    seoScore: row.seoScore,
  };
}

function toTranslation(row: ArticleRow): ArticleTranslation {
  return { id: row.id, languageCode: row.languageCode, title: row.title, status: row.status, path: publicPath(row) };
}

/** An article in full; `group` is its translation group as the reader may see it (itself included or not). */
export function toArticleDetail(row: ArticleRow, group: readonly ArticleRow[]): ArticleDetail {
  const translations = group.some((member) => member.id === row.id) ? group : [...group, row];
  return {
    ...toArticleSummary(row),
    content: row.content,
    metaDescription: row.metaDescription,
    categories: row.categories,
    tags: row.tags,
    authorId: row.authorId,
    authorName: row.authorName ?? '',
    editorId: row.editorId,
    translationGroupId: row.translationGroupId,
    externalUrl: row.externalUrl,
    focusKeyphrase: row.focusKeyphrase,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    bookmarkCount: row.bookmarkCount,
    translations: translations.map(toTranslation),
  };
}
