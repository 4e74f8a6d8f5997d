import type { TArticleContentType } from '@wordloom/shared/schemas/blog';
import type { Executor } from '../../db/executor.ts';

/** What places an article at its canonical URL (shared/src/domain/blog-paths.ts). */
const PLACE_COLUMNS = [
  'blogPosts.id',
  'blogPosts.slug',
  'blogPosts.languageCode',
  'blogPosts.category',
  'blogPosts.subcategory',
  'blogPosts.microcategory',
  'blogPosts.contentType',
] as const;

export interface PlacedArticle {
  id: string;
  slug: string;
  languageCode: string;
  category: string;
  subcategory: string;
  microcategory: string;
  contentType: TArticleContentType;
}

interface PublishedFilter {
  contentTypes: readonly TArticleContentType[];
  languageCode: string;
}

function published(db: Executor, contentTypes: readonly TArticleContentType[]) {
  return db
    .selectFrom('blogPosts')
    .where('blogPosts.status', '=', 'published')
    .where('blogPosts.contentType', 'in', [...contentTypes]);
}

export interface LanguageCount {
  languageCode: string;
  count: number;
}

/** How many published articles of these kinds each language has (languages without any left out). */
export async function publishedCountsByLanguage(
  db: Executor,
  contentTypes: readonly TArticleContentType[],
): Promise<LanguageCount[]> {
  const rows = await published(db, contentTypes)
    .select(['blogPosts.languageCode', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('blogPosts.languageCode')
    .orderBy('blogPosts.languageCode')
    .execute();
  return rows.map((row) => ({ languageCode: row.languageCode, count: Number(row.count) }));
}

export interface SitemapArticle extends PlacedArticle {
  translationGroupId: string;
  updatedAt: Date;
}

/** One page of a language's published articles for its sitemap, newest first. */
export function sitemapArticles(
  db: Executor,
  filter: PublishedFilter & { limit: number; offset: number },
): Promise<SitemapArticle[]> {
  return published(db, filter.contentTypes)
    .where('blogPosts.languageCode', '=', filter.languageCode)
    .select([...PLACE_COLUMNS, 'blogPosts.translationGroupId', 'blogPosts.updatedAt'])
    .orderBy('blogPosts.publishedAt', 'desc')
    .orderBy('blogPosts.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export interface TranslationRow extends PlacedArticle {
  translationGroupId: string;
  publishedAt: Date;
}

/** Every published article of these translation groups, in any language and of any kind. */
export async function publishedTranslations(db: Executor, groupIds: readonly string[]): Promise<TranslationRow[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('blogPosts')
    .where('blogPosts.status', '=', 'published')
    .where('blogPosts.translationGroupId', 'in', [...groupIds])
    .select([...PLACE_COLUMNS, 'blogPosts.translationGroupId', 'blogPosts.publishedAt'])
    .orderBy('blogPosts.publishedAt')
    .orderBy('blogPosts.id')
    .execute();
  // The table's check constraint guarantees a published article has its date.
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt as Date }));
}

export interface RecentNews extends PlacedArticle {
  title: string;
  publishedAt: Date;
}

/** News published since `since`, newest first, at most `limit`. */
export async function recentNews(db: Executor, args: { since: Date; limit: number }): Promise<RecentNews[]> {
  const rows = await published(db, ['news'])
    .where('blogPosts.publishedAt', '>=', args.since)
    .select([...PLACE_COLUMNS, 'blogPosts.title', 'blogPosts.publishedAt'])
    .orderBy('blogPosts.publishedAt', 'desc')
    .orderBy('blogPosts.id', 'desc')
    .limit(args.limit)
    .execute();
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt as Date }));
}

/** The category names of one language's published articles of these kinds. */
export async function publishedCategories(db: Executor, filter: PublishedFilter): Promise<string[]> {
  const rows = await published(db, filter.contentTypes)
    .where('blogPosts.languageCode', '=', filter.languageCode)
    .select('blogPosts.category')
    .distinct()
    .execute();
  return rows.map((row) => row.category);
}

export interface FeedArticle extends PlacedArticle {
  title: string;
  excerpt: string;
  metaDescription: string;
  featuredImage: string | null;
  categories: string[];
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
  authorName: string | null;
}

/** The latest published articles of one language (of some categories when given), with the author's name. */
export async function feedArticles(
  db: Executor,
  filter: PublishedFilter & { categories?: readonly string[]; limit: number },
): Promise<FeedArticle[]> {
  let query = published(db, filter.contentTypes)
    .where('blogPosts.languageCode', '=', filter.languageCode)
    .leftJoin('profiles', 'profiles.userId', 'blogPosts.authorId');
  if (filter.categories) {
    if (filter.categories.length === 0) return [];
    query = query.where('blogPosts.category', 'in', [...filter.categories]);
  }
  const rows = await query
    .select([
      ...PLACE_COLUMNS,
      'blogPosts.title',
      'blogPosts.excerpt',
      'blogPosts.metaDescription',
      'blogPosts.featuredImage',
      'blogPosts.categories',
      'blogPosts.tags',
      'blogPosts.publishedAt',
      'blogPosts.updatedAt',
      'profiles.name as authorName',
    ])
    .orderBy('blogPosts.publishedAt', 'desc')
    .orderBy('blogPosts.id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt as Date }));
}

export interface CardArticle {
  id: string;
  title: string;
  category: string;
  contentType: TArticleContentType;
  languageCode: string;
  updatedAt: Date;
}

/** A published article's social card facts; undefined for an unknown id or a draft. */
export function cardArticle(db: Executor, id: string): Promise<CardArticle | undefined> {
  return db
    .selectFrom('blogPosts')
    .where('blogPosts.id', '=', id)
    .where('blogPosts.status', '=', 'published')
    .select([
      'blogPosts.id',
      'blogPosts.title',
      'blogPosts.category',
      'blogPosts.contentType',
      'blogPosts.languageCode',
      'blogPosts.updatedAt',
    ])
    .executeTakeFirst();
}

export interface SitemapTool {
  id: string;
  slug: string;
  updatedAt: Date;
}

/** The published tools, newest change first, for the tools site's sitemap. */
export function sitemapTools(db: Executor): Promise<SitemapTool[]> {
  return db
    .selectFrom('tools')
    .select(['id', 'slug', 'updatedAt'])
    .where('status', '=', 'published')
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
}
