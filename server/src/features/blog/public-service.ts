/**
 * What the public blog and news pages read (spec §2 post page paths, §7 blog queries): an article
 * found from any of its addresses, and the listings. Only published articles exist here. The
 * server's page rendering calls these functions directly; `blog.public*` answer the same.
 */
import { articlePath, type ParsedArticlePath, parseArticlePath, pathSegment } from '@wordloom/shared/domain/blog-paths';
import type { ArticleDetail, ArticleSummary, TArticleContentType } from '@wordloom/shared/schemas/blog';
import type { Executor } from '../../db/executor.ts';
import { toArticleDetail, toArticleSummary } from './dto.ts';
import {
  type ArticleRow,
  countPublished,
  selectPublishedById,
  selectPublishedBySlug,
  selectPublishedCategoryCounts,
  selectPublishedPage,
  selectPublishedTranslations,
} from './queries.ts';

export type PublicArticleResolution =
  | { kind: 'article'; article: ArticleDetail }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

/** Spec §7: by slug and language, then by slug alone (slugs are lower-case; an address may not be). */
async function publishedBySlug(db: Executor, slug: string, languageCode: string): Promise<ArticleRow | undefined> {
  const lowerSlug = slug.toLowerCase();
  return (
    (await selectPublishedBySlug(db, { slug: lowerSlug, languageCode })) ??
    (await selectPublishedBySlug(db, { slug: lowerSlug }))
  );
}

/**
 * The article at a public address, or where it lives now:
 * - `/{c}/{s}/{m}/{id}/{lang}/{slug}`: by id and language, else by slug and language, else by slug;
 *   always a redirect to the canonical path;
 * - `/{c}/{s}/{m}/{lang}/{slug}`: by slug and language, else by slug; the article itself at its
 *   canonical path, a redirect to it from any other (its categories or language changed);
 * - `/blog/{id}`: a redirect to the canonical path of a published article.
 */
export async function resolvePublicArticle(db: Executor, parsed: ParsedArticlePath): Promise<PublicArticleResolution> {
  if (parsed.kind === 'dashboard-id') {
    const row = await selectPublishedById(db, parsed.id);
    return row ? { kind: 'redirect', location: articlePath(row) } : { kind: 'missing' };
  }
  if (parsed.kind === 'with-id') {
    const byId = await selectPublishedById(db, parsed.id);
    const row =
      byId?.languageCode === parsed.languageCode ? byId : await publishedBySlug(db, parsed.slug, parsed.languageCode);
    return row ? { kind: 'redirect', location: articlePath(row) } : { kind: 'missing' };
  }
  const row = await publishedBySlug(db, parsed.slug, parsed.languageCode);
  if (!row) return { kind: 'missing' };
  const canonical = articlePath(row);
  const asked = `/${parsed.categories.join('/')}/${parsed.languageCode}/${parsed.slug}`;
  if (asked !== canonical) return { kind: 'redirect', location: canonical };
  return {
    kind: 'article',
    article: toArticleDetail(row, await selectPublishedTranslations(db, row.translationGroupId)),
  };
}

/** The article at a public address as the visitor typed it; any other path is missing. */
export async function resolvePublicAddress(db: Executor, { path }: { path: string }): Promise<PublicArticleResolution> {
  const parsed = parseArticlePath(path);
  return parsed ? resolvePublicArticle(db, parsed) : { kind: 'missing' };
}

export interface PublicListingQuery {
  contentType?: TArticleContentType | undefined;
  languageCode: string;
  /** A category as it appears in paths (`pathSegment(category)`). */
  categorySegment?: string | undefined;
  page: number;
  pageSize: number;
}

export interface PublicListing {
  items: ArticleSummary[];
  total: number;
  /** The category's name as written on its articles; null without a category, or when none has it. */
  categoryName: string | null;
}

/**
 * Published articles of a language (and kind), newest first; with a category segment, only the
 * articles whose category has that segment. The stored spellings of the segment are found among
 * the published categories of the language (a short list), so nothing new is stored for it.
 */
export async function listPublicArticles(
  db: Executor,
  { contentType, languageCode, categorySegment, page, pageSize }: PublicListingQuery,
): Promise<PublicListing> {
  let categories: string[] | undefined;
  if (categorySegment !== undefined) {
    const segment = categorySegment.toLowerCase();
    const counts = await selectPublishedCategoryCounts(db, { languageCode, contentType });
    // The most used spelling names the category.
    categories = counts
      .filter((row) => pathSegment(row.category) === segment)
      .sort((a, b) => b.count - a.count)
      .map((row) => row.category);
    categories = [...new Set(categories)];
  }
  const filter = { languageCode, contentType, categories };
  const [rows, total] = await Promise.all([
    selectPublishedPage(db, { ...filter, limit: pageSize, offset: (page - 1) * pageSize }),
    countPublished(db, filter),
  ]);
  return { items: rows.map(toArticleSummary), total, categoryName: categories?.[0] ?? null };
}
