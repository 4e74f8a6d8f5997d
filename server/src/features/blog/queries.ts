import type { TArticleContentType, TArticleStatus } from '@wordloom/shared/schemas/blog';
import { type ExpressionBuilder, type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { BlogPostsTable, DB } from '../../db/schema.ts';

/** Every column an article is shown with (the publishing platform columns belong to a later issue). */
const ARTICLE_COLUMNS = [
  'id',
  'title',
  'slug',
  'content',
  'excerpt',
  'metaDescription',
  'featuredImage',
  'authorId',
  'editorId',
  'languageCode',
  'category',
  'subcategory',
  'microcategory',
  'categories',
  'tags',
  'contentType',
  'status',
  'translationGroupId',
  'externalUrl',
  'focusKeyphrase',
  'seoScore',
  'viewCount',
  'likeCount',
  'bookmarkCount',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;

export type ArticleRow = Pick<Selectable<BlogPostsTable>, (typeof ARTICLE_COLUMNS)[number]> & {
  authorName: string | null;
};
export type NewArticle = Insertable<BlogPostsTable> & { id: string };
export type ArticleChanges = Omit<Updateable<BlogPostsTable>, 'id' | 'authorId' | 'createdAt' | 'updatedAt'>;

/** Who acts: a user, and whether they are an admin (who may edit and see every article). */
export interface Actor {
  userId: string;
  isAdmin: boolean;
}

type PostsBuilder = ExpressionBuilder<DB, 'blogPosts'>;

/** The author's name is the profile's, read with the article. */
function authorName(eb: PostsBuilder) {
  return eb
    .selectFrom('profiles')
    .select('profiles.name')
    .whereRef('profiles.userId', '=', 'blogPosts.authorId')
    .as('authorName');
}

function selectArticles(db: Executor) {
  return db.selectFrom('blogPosts').select(ARTICLE_COLUMNS).select(authorName);
}

/** Spec §6: writes by the author or the editor; an admin may edit any article. */
function editableBy(eb: PostsBuilder, { userId, isAdmin }: Actor) {
  return isAdmin ? eb.lit(true) : eb.or([eb('authorId', '=', userId), eb('editorId', '=', userId)]);
}

/** A published article is everyone's to read; a draft only its author's, editor's or an admin's. */
function visibleTo(eb: PostsBuilder, actor: Actor) {
  return eb.or([eb('status', '=', 'published'), editableBy(eb, actor)]);
}

/** `%`, `_` and the backslash match literally in an ILIKE pattern built from user text. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface MyArticlesFilter {
  userId: string;
  search: string;
  status: TArticleStatus | undefined;
  languageCode: string | undefined;
  category: string | undefined;
}

function myArticles(db: Executor, { userId, search, status, languageCode, category }: MyArticlesFilter) {
  let query = db
    .selectFrom('blogPosts')
    .where((eb) => eb.or([eb('authorId', '=', userId), eb('editorId', '=', userId)]));
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('excerpt', 'ilike', pattern)]));
  }
  if (status) query = query.where('status', '=', status);
  if (languageCode) query = query.where('languageCode', '=', languageCode);
  if (category !== undefined) query = query.where('category', '=', category);
  return query;
}

/** One page of My Articles, newest first. */
export async function selectMyArticlePage(
  db: Executor,
  filter: MyArticlesFilter & { limit: number; offset: number },
): Promise<ArticleRow[]> {
  return myArticles(db, filter)
    .select(ARTICLE_COLUMNS)
    .select(authorName)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countMyArticles(db: Executor, filter: MyArticlesFilter): Promise<number> {
  const row = await myArticles(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The article when the actor may read it. */
export async function selectVisibleArticle(db: Executor, actor: Actor, id: string): Promise<ArticleRow | undefined> {
  return selectArticles(db)
    .where('id', '=', id)
    .where((eb) => visibleTo(eb, actor))
    .executeTakeFirst();
}

/** The article when the actor may edit it, locked until the transaction ends (a write reads, then writes). */
export async function lockEditableArticle(db: Executor, actor: Actor, id: string): Promise<ArticleRow | undefined> {
  return selectArticles(db)
    .where('id', '=', id)
    .where((eb) => editableBy(eb, actor))
    .forUpdate()
    .executeTakeFirst();
}

/** The articles of a translation group the actor may read, oldest first (a stable order). */
export async function selectVisibleTranslations(
  db: Executor,
  actor: Actor,
  translationGroupId: string,
): Promise<ArticleRow[]> {
  return selectArticles(db)
    .where('translationGroupId', '=', translationGroupId)
    .where((eb) => visibleTo(eb, actor))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The languages a translation group already has, but for one article (the one being changed). */
export async function selectGroupLanguages(
  db: Executor,
  translationGroupId: string,
  exceptId?: string,
): Promise<string[]> {
  let query = db.selectFrom('blogPosts').select('languageCode').where('translationGroupId', '=', translationGroupId);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return rows.map((row) => row.languageCode);
}

/** Slugs of a language that are `base` or `base-N`, but another article's than `exceptId`. */
export async function selectSlugsLike(
  db: Executor,
  { languageCode, base, exceptId }: { languageCode: string; base: string; exceptId?: string | undefined },
): Promise<string[]> {
  let query = db
    .selectFrom('blogPosts')
    .select('slug')
    .where('languageCode', '=', languageCode)
    .where((eb) =>
      eb.or([
        eb('slug', '=', base),
        // A literal prefix, then a number: "seo-tips-2" but not "seo-tips-guide".
        eb('slug', '~', `^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9]+$`),
      ]),
    );
  if (exceptId) query = query.where('id', '<>', exceptId);
  const rows = await query.execute();
  return rows.map((row) => row.slug);
}

export async function isSlugTaken(
  db: Executor,
  { languageCode, slug, exceptId }: { languageCode: string; slug: string; exceptId?: string | undefined },
): Promise<boolean> {
  let query = db.selectFrom('blogPosts').select('id').where('languageCode', '=', languageCode).where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Inserts an article unless its slug is taken in its language: then undefined, and the
 * transaction is still usable (ON CONFLICT waits for a concurrent insert of the same slug to
 * commit or roll back, and never aborts).
 */
export async function insertArticleUnlessSlugTaken(db: Executor, article: NewArticle): Promise<string | undefined> {
  const row = await db
    .insertInto('blogPosts')
    .values(article)
    .onConflict((conflict) => conflict.columns(['languageCode', 'slug']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Whether the free trial has a blog left and its days are not over. */
export async function selectTrialHasBlogLeft(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('userId')
    .where('userId', '=', userId)
    .where('trialBlogsRemaining', '>', 0)
    .where('trialEndsAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one of the free trial's blogs while some are left and its days are not over; false
 * otherwise. The update locks the profile until the transaction ends, so concurrent creates
 * queue on it and each sees the count the one before left.
 */
export async function takeTrialBlog(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('profiles')
    .set((eb) => ({ trialBlogsRemaining: eb('trialBlogsRemaining', '-', 1) }))
    .where('userId', '=', userId)
    .where('trialBlogsRemaining', '>', 0)
    .where('trialEndsAt', '>', sql<Date>`now()`)
    .returning('trialBlogsRemaining')
    .executeTakeFirst();
  return row !== undefined;
}

/** Changes an article the actor may edit (its `updated_at` too); undefined when there is none. */
export async function updateEditableArticle(
  db: Executor,
  actor: Actor,
  id: string,
  changes: ArticleChanges,
): Promise<string | undefined> {
  const row = await db
    .updateTable('blogPosts')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) => editableBy(eb, actor))
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function deleteEditableArticle(db: Executor, actor: Actor, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('blogPosts')
    .where('id', '=', id)
    .where((eb) => editableBy(eb, actor))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ── Public reading: published articles only ────────────────────────────────────────────────────

function selectPublished(db: Executor) {
  return selectArticles(db).where('status', '=', 'published');
}

export async function selectPublishedById(db: Executor, id: string): Promise<ArticleRow | undefined> {
  return selectPublished(db).where('id', '=', id).executeTakeFirst();
}

/**
 * A published article by slug, in the language when given; without a language, the oldest
 * published one with that slug (a slug is unique per language only).
 */
export async function selectPublishedBySlug(
  db: Executor,
  { slug, languageCode }: { slug: string; languageCode?: string },
): Promise<ArticleRow | undefined> {
  let query = selectPublished(db).where('slug', '=', slug);
  if (languageCode) query = query.where('languageCode', '=', languageCode);
  return query.orderBy('publishedAt').orderBy('id').limit(1).executeTakeFirst();
}

/** The published articles of a translation group, oldest first. */
export async function selectPublishedTranslations(db: Executor, translationGroupId: string): Promise<ArticleRow[]> {
  return selectPublished(db)
    .where('translationGroupId', '=', translationGroupId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export interface PublishedFilter {
  languageCode: string;
  contentType?: TArticleContentType | undefined;
  /** Only these exact categories (the stored spellings of one path segment). */
  categories?: readonly string[] | undefined;
}

function published(db: Executor, { languageCode, contentType, categories }: PublishedFilter) {
  let query = db.selectFrom('blogPosts').where('status', '=', 'published').where('languageCode', '=', languageCode);
  if (contentType) query = query.where('contentType', '=', contentType);
  if (categories) {
    // No stored spelling matches: nothing does.
    query = categories.length > 0 ? query.where('category', 'in', categories) : query.where(sql<boolean>`false`);
  }
  return query;
}

/** One page of published articles, newest first (the partial published index). */
export async function selectPublishedPage(
  db: Executor,
  filter: PublishedFilter & { limit: number; offset: number },
): Promise<ArticleRow[]> {
  return published(db, filter)
    .select(ARTICLE_COLUMNS)
    .select(authorName)
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countPublished(db: Executor, filter: PublishedFilter): Promise<number> {
  const row = await published(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface CategoryCountRow {
  languageCode: string;
  contentType: TArticleContentType;
  category: string;
  count: number;
}

/** How many published articles each (language, content type, category) has. */
export async function selectPublishedCategoryCounts(
  db: Executor,
  filter: Partial<PublishedFilter> = {},
): Promise<CategoryCountRow[]> {
  let query = db
    .selectFrom('blogPosts')
    .select(['languageCode', 'contentType', 'category', (eb) => eb.fn.countAll<string>().as('count')])
    .where('status', '=', 'published');
  if (filter.languageCode) query = query.where('languageCode', '=', filter.languageCode);
  if (filter.contentType) query = query.where('contentType', '=', filter.contentType);
  const rows = await query
    .groupBy(['languageCode', 'contentType', 'category'])
    .orderBy('languageCode')
    .orderBy('category')
    .orderBy('contentType')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
