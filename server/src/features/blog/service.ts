/**
 * Articles of the blog and news sites (spec §3 "Blog post", §6, §7 "blog_posts"): My Articles,
 * the protected view, and the writes of their author or editor. Every write is filtered in SQL by
 * author or editor (an admin may edit any article): another user's article is BLOG_NOT_FOUND,
 * never FORBIDDEN. Content is sanitised before it is stored. An article that leaves its public
 * address (unpublished, deleted, moved to another slug or language) puts that address on the
 * removed list in the same transaction, so it answers 410 rather than 404.
 */

import { randomUUID } from 'node:crypto';
import { type ArticlePlace, articlePath, pathSegment, slugify } from '@wordloom/shared/domain/blog-paths';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  type ArticleDetail,
  MAX_SLUG_LENGTH,
  MY_ARTICLES_PAGE_SIZE,
  type MyArticlesPage,
  type TArticleContentType,
  type TCreateArticle,
  type TListMyArticles,
  type TUpdateArticle,
} from '@wordloom/shared/schemas/blog';
import type { Transaction } from 'kysely';
import { type Executor, inTransaction } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { recordAdminAction } from '../admin/audit.ts';
import { changeRemovedPaths, forgetRemovedUrlRules } from '../removed-urls/service.ts';
import { hasRole } from '../users/roles.ts';
import { isPastTrial } from '../users/service.ts';
import { bumpBlogContentVersion } from './content-version.ts';
import { toArticleDetail, toArticleSummary } from './dto.ts';
import {
  type Actor,
  type ArticleChanges,
  type ArticleRow,
  countMyArticles,
  deleteEditableArticle,
  insertArticleUnlessSlugTaken,
  isSlugTaken,
  lockEditableArticle,
  type NewArticle,
  selectGroupLanguages,
  selectMyArticlePage,
  selectPublishedCategoryCounts,
  selectSlugsLike,
  selectTrialHasBlogLeft,
  selectVisibleArticle,
  selectVisibleTranslations,
  takeTrialBlog,
  updateEditableArticle,
} from './queries.ts';
import { sanitizeArticleHtml, textExcerpt } from './sanitize.ts';
import { storedSeoScore } from './seo.ts';

type BlogDeps = Pick<AppDeps, 'db'>;
/** Writes that store the SEO score need the site's origins to tell internal links. */
type BlogWriteDeps = Pick<AppDeps, 'db' | 'config'>;

/** How many slugs a derived one tries ("title", "title-2", …) before giving up. */
const MAX_SLUG_ATTEMPTS = 100;

/** The slug of a title made only of punctuation. */
const FALLBACK_SLUG = 'article';

async function actorOf(db: Executor, userId: string): Promise<Actor> {
  return { userId, isAdmin: await hasRole(db, { userId, role: 'admin' }) };
}

function canEdit(actor: Actor, row: ArticleRow): boolean {
  return actor.isAdmin || row.authorId === actor.userId || row.editorId === actor.userId;
}

function isUniqueViolation(error: unknown): boolean {
  // 23505: unique violation, here on (language_code, slug).
  return (error as { code?: string }).code === '23505';
}

/** The article as the actor may see it, with its translations (the actor's drafts among them). */
async function detailFor(db: Executor, actor: Actor, id: string): Promise<ArticleDetail & { canEdit: boolean }> {
  const row = await selectVisibleArticle(db, actor, id);
  if (!row) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
  const group = await selectVisibleTranslations(db, actor, row.translationGroupId);
  return { ...toArticleDetail(row, group), canEdit: canEdit(actor, row) };
}

// ── Reading ────────────────────────────────────────────────────────────────────────────────────

/** My Articles: the articles the user wrote or edits, newest first, searched and filtered. */
export async function listMyArticles(
  deps: BlogDeps,
  { userId, search, status, languageCode, category, page }: { userId: string } & TListMyArticles,
): Promise<MyArticlesPage> {
  const filter = { userId, search, status: status === 'all' ? undefined : status, languageCode, category };
  const [rows, total] = await Promise.all([
    selectMyArticlePage(deps.db, {
      ...filter,
      limit: MY_ARTICLES_PAGE_SIZE,
      offset: (page - 1) * MY_ARTICLES_PAGE_SIZE,
    }),
    countMyArticles(deps.db, filter),
  ]);
  return { items: rows.map(toArticleSummary), total, page, pageSize: MY_ARTICLES_PAGE_SIZE };
}

/**
 * The protected view: the author, the editor and admins see any status; another signed-in user
 * only a published article; anything else is BLOG_NOT_FOUND.
 */
export async function getArticle(
  deps: BlogDeps,
  { userId, id }: { userId: string; id: string },
): Promise<ArticleDetail & { canEdit: boolean }> {
  return detailFor(deps.db, await actorOf(deps.db, userId), id);
}

export interface ArticleCategory {
  languageCode: string;
  contentType: TArticleContentType;
  category: string;
  /** The category as it appears in paths and listing addresses. */
  segment: string;
  count: number;
}

/** The categories published articles use, with how many each has, per language and content type. */
export async function listPublishedCategories(deps: BlogDeps): Promise<ArticleCategory[]> {
  const rows = await selectPublishedCategoryCounts(deps.db);
  return rows.map((row) => ({ ...row, segment: pathSegment(row.category) }));
}

// ── Writing ────────────────────────────────────────────────────────────────────────────────────

function numberedSlug(base: string, attempt: number): string {
  if (attempt === 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * Inserts the article under its own slug, or under the title's slug with the first free "-N"
 * when none was given. A given slug that is taken is SLUG_TAKEN. Concurrent creates of the same
 * title each end with their own slug: a slug taken between the look-up and the insert only
 * moves this one to the next number. `seoScoreFor` scores the article under the slug it gets.
 */
async function insertWithFreeSlug(
  trx: Transaction<DB>,
  fields: Omit<NewArticle, 'slug' | 'seoScore'>,
  givenSlug: string,
  seoScoreFor: (slug: string) => number | null,
) {
  const withSlug = (slug: string): NewArticle => ({ ...fields, slug, seoScore: seoScoreFor(slug) });
  if (givenSlug) {
    if (!(await insertArticleUnlessSlugTaken(trx, withSlug(givenSlug)))) {
      throw new AppError(AppErrorCode.SLUG_TAKEN);
    }
    return;
  }
  const base = slugify(fields.title ?? '') || FALLBACK_SLUG;
  const tried = new Set<string>();
  for (let round = 0; round < MAX_SLUG_ATTEMPTS; round += 1) {
    const taken = new Set([
      ...(await selectSlugsLike(trx, { languageCode: fields.languageCode ?? 'en', base })),
      ...tried,
    ]);
    let attempt = 1;
    while (taken.has(numberedSlug(base, attempt))) attempt += 1;
    const slug = numberedSlug(base, attempt);
    if (await insertArticleUnlessSlugTaken(trx, withSlug(slug))) return;
    tried.add(slug);
  }
  throw new AppError(AppErrorCode.SLUG_TAKEN);
}

/** The first free "-N" slug of `base` in a language, for an article that moves there or renames itself. */
async function freeSlug(
  db: Executor,
  { languageCode, base, exceptId }: { languageCode: string; base: string; exceptId: string },
) {
  const taken = new Set(await selectSlugsLike(db, { languageCode, base, exceptId }));
  let attempt = 1;
  while (taken.has(numberedSlug(base, attempt))) attempt += 1;
  return numberedSlug(base, attempt);
}

/** Excerpt and meta description: given, or taken from the text (the excerpt) and the excerpt (the description). */
function summaryTexts(content: string, excerpt: string, metaDescription: string) {
  const resolvedExcerpt = excerpt || textExcerpt(content);
  return { excerpt: resolvedExcerpt, metaDescription: metaDescription || resolvedExcerpt };
}

/** Maps a unique violation that slipped past the checks (a concurrent write) to SLUG_TAKEN. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(AppErrorCode.SLUG_TAKEN);
    throw error;
  }
}

/**
 * Decision 015: until the user first pays, each new article takes one of the free trial's blogs;
 * none left, or the trial's days over, is TRIAL_ENDED and the article is not written.
 */
async function takeTrialBlogUnlessPaid(trx: Transaction<DB>, userId: string): Promise<void> {
  if (await isPastTrial(trx, { userId })) return;
  if (!(await takeTrialBlog(trx, userId))) throw new AppError(AppErrorCode.TRIAL_ENDED);
}

/**
 * TRIAL_ENDED when a new article by the user would be refused, for work that costs words before
 * it creates one (the article writer's article run); it takes nothing: the creation does.
 */
export async function assertMayCreateArticle(deps: BlogDeps, { userId }: { userId: string }): Promise<void> {
  const [pastTrial, blogLeft] = await Promise.all([
    isPastTrial(deps.db, { userId }),
    selectTrialHasBlogLeft(deps.db, userId),
  ]);
  if (!pastTrial && !blogLeft) throw new AppError(AppErrorCode.TRIAL_ENDED);
}

/**
 * A new draft by the user. With `translationOf`, it joins that article's translation group (an
 * article the user may edit, in a language the group does not have yet); otherwise it starts
 * its own group, named by its own id, and takes a trial blog from a user who has not paid (a
 * translation is the same article in another language; admins are not limited).
 */
export async function createArticle(
  deps: BlogWriteDeps,
  { userId, translationOf, slug, content, excerpt, metaDescription, ...fields }: { userId: string } & TCreateArticle,
): Promise<ArticleDetail> {
  const actor = await actorOf(deps.db, userId);
  return slugSafe(() =>
    inTransaction(deps.db, async (trx) => {
      const id = randomUUID();
      let translationGroupId: string = id;
      if (translationOf) {
        const source = await lockEditableArticle(trx, actor, translationOf);
        if (!source) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
        const languages = await selectGroupLanguages(trx, source.translationGroupId);
        if (languages.includes(fields.languageCode)) throw new AppError(AppErrorCode.VALIDATION);
        translationGroupId = source.translationGroupId;
      } else if (!actor.isAdmin) {
        await takeTrialBlogUnlessPaid(trx, userId);
      }
      const clean = sanitizeArticleHtml(content);
      const texts = summaryTexts(clean, excerpt, metaDescription);
      await insertWithFreeSlug(
        trx,
        { ...fields, ...texts, id, content: clean, authorId: userId, translationGroupId, status: 'draft' },
        slug,
        (storedSlug) =>
          storedSeoScore(deps.config, {
            ...fields,
            metaDescription: texts.metaDescription,
            slug: storedSlug,
            content: clean,
          }),
      );
      return toArticleDetail(...(await rowAndGroup(trx, actor, id)));
    }),
  );
}

async function rowAndGroup(db: Executor, actor: Actor, id: string): Promise<[ArticleRow, ArticleRow[]]> {
  const row = await selectVisibleArticle(db, actor, id);
  if (!row) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
  return [row, await selectVisibleTranslations(db, actor, row.translationGroupId)];
}

/**
 * The removed-URL rule of an article's address, as requests carry the path: percent-encoded
 * (a slug in Cyrillic or Chinese arrives as %D0%BF…), which leaves an ASCII path as it is.
 */
function removalRule(place: ArticlePlace): string {
  return encodeURI(articlePath(place));
}

/** A write that may move published addresses: the paths that leave and the ones that come back. */
interface AddressChange {
  removed: string[];
  restored: string[];
}

/**
 * Runs a write to an existing article in a transaction with the address changes it causes; once
 * committed, this process sees the new removed-URL rules and renders public pages again. (A new
 * article is a draft: no public page shows it.)
 */
async function withAddressChanges<T>(
  deps: BlogDeps,
  work: (trx: Transaction<DB>) => Promise<{ result: T; addresses: AddressChange }>,
): Promise<T> {
  const { result, addresses } = await inTransaction(deps.db, async (trx) => {
    const outcome = await work(trx);
    await changeRemovedPaths(trx, outcome.addresses);
    return outcome;
  });
  if (addresses.removed.length > 0 || addresses.restored.length > 0) forgetRemovedUrlRules(deps.db);
  // The public pages rendered from the article (and its listings) are stale now.
  bumpBlogContentVersion(deps.db);
  return result;
}

const NO_ADDRESS_CHANGE: AddressChange = { removed: [], restored: [] };

/**
 * Changes the fields given. Only the author or editor (or an admin, who then becomes the editor).
 * An empty slug is derived again from the title; a published article whose slug or language
 * changes leaves its old address removed (410). A category change keeps the address working:
 * the public lookup finds the article by its slug and redirects.
 */
export async function updateArticle(
  deps: BlogWriteDeps,
  {
    userId,
    id,
    title: givenTitle,
    slug: givenSlug,
    languageCode: givenLanguage,
    content: givenContent,
    excerpt,
    metaDescription,
    ...fields
  }: { userId: string } & TUpdateArticle,
): Promise<ArticleDetail> {
  const actor = await actorOf(deps.db, userId);
  return slugSafe(() =>
    withAddressChanges(deps, async (trx) => {
      const current = await lockEditableArticle(trx, actor, id);
      if (!current) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
      const languageCode = givenLanguage ?? current.languageCode;
      if (languageCode !== current.languageCode) {
        const languages = await selectGroupLanguages(trx, current.translationGroupId, id);
        if (languages.includes(languageCode)) throw new AppError(AppErrorCode.VALIDATION);
      }
      const title = givenTitle ?? current.title;
      const slug = await slugForUpdate(trx, { current, given: givenSlug, title, languageCode });
      const content = givenContent === undefined ? current.content : sanitizeArticleHtml(givenContent);
      const texts = summaryTexts(content, excerpt ?? current.excerpt, metaDescription ?? current.metaDescription);
      const seoScore = storedSeoScore(deps.config, {
        focusKeyphrase: fields.focusKeyphrase ?? current.focusKeyphrase,
        title,
        metaDescription: texts.metaDescription,
        slug,
        content,
        languageCode,
      });
      const values: ArticleChanges = { ...fields, title, slug, languageCode, content, ...texts, seoScore };
      if (actor.isAdmin && current.authorId !== userId) values.editorId = userId;
      if (!(await updateEditableArticle(trx, actor, id, values))) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
      const [row, group] = await rowAndGroup(trx, actor, id);
      await auditAdminChange(trx, actor, row, 'article_updated');
      const moved = row.slug !== current.slug || row.languageCode !== current.languageCode;
      const addresses =
        current.status === 'published' && moved
          ? { removed: [removalRule(current)], restored: [removalRule(row)] }
          : NO_ADDRESS_CHANGE;
      return { result: toArticleDetail(row, group), addresses };
    }),
  );
}

/**
 * The slug after an update: unchanged when none is given (unless the article moves to a language
 * where it is taken: SLUG_TAKEN); derived from the title when given empty; the given one unless
 * another article of the language has it (SLUG_TAKEN).
 */
async function slugForUpdate(
  db: Executor,
  {
    current,
    given,
    title,
    languageCode,
  }: { current: ArticleRow; given: string | undefined; title: string; languageCode: string },
): Promise<string> {
  if (given === '') {
    return freeSlug(db, { languageCode, base: slugify(title) || FALLBACK_SLUG, exceptId: current.id });
  }
  const slug = given ?? current.slug;
  if (slug === current.slug && languageCode === current.languageCode) return slug;
  if (await isSlugTaken(db, { languageCode, slug, exceptId: current.id })) throw new AppError(AppErrorCode.SLUG_TAKEN);
  return slug;
}

/** Publishes an article: it gets its first publication date once, and its address answers again. */
export async function publishArticle(
  deps: BlogDeps,
  { userId, id }: { userId: string; id: string },
): Promise<ArticleDetail> {
  const actor = await actorOf(deps.db, userId);
  return withAddressChanges(deps, async (trx) => {
    const current = await lockEditableArticle(trx, actor, id);
    if (!current) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
    await updateEditableArticle(trx, actor, id, {
      status: 'published',
      publishedAt: current.publishedAt ?? new Date(),
    });
    if (current.status !== 'published') await auditAdminChange(trx, actor, current, 'article_published');
    const [row, group] = await rowAndGroup(trx, actor, id);
    // It may have been unpublished before, which removed this very address.
    return { result: toArticleDetail(row, group), addresses: { removed: [], restored: [removalRule(row)] } };
  });
}

/** Takes an article off the sites: a published one's address answers 410 from now on. */
export async function unpublishArticle(
  deps: BlogDeps,
  { userId, id }: { userId: string; id: string },
): Promise<ArticleDetail> {
  const actor = await actorOf(deps.db, userId);
  return withAddressChanges(deps, async (trx) => {
    const current = await lockEditableArticle(trx, actor, id);
    if (!current) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
    if (current.status !== 'published') {
      return { result: toArticleDetail(...(await rowAndGroup(trx, actor, id))), addresses: NO_ADDRESS_CHANGE };
    }
    await updateEditableArticle(trx, actor, id, { status: 'draft' });
    await auditAdminChange(trx, actor, current, 'article_unpublished');
    return {
      result: toArticleDetail(...(await rowAndGroup(trx, actor, id))),
      addresses: { removed: [removalRule(current)], restored: [] },
    };
  });
}

/** An admin's change to another user's article is an admin action: it goes to the audit log. */
async function auditAdminChange(
  trx: Executor,
  actor: Actor,
  article: Pick<ArticleRow, 'id' | 'authorId' | 'title' | 'slug'>,
  action: 'article_updated' | 'article_published' | 'article_unpublished' | 'article_deleted',
): Promise<void> {
  if (!actor.isAdmin || article.authorId === actor.userId) return;
  await recordAdminAction(trx, {
    adminId: actor.userId,
    action,
    targetUserId: article.authorId,
    details: { articleId: article.id, title: article.title, slug: article.slug },
  });
}

/** Deletes an article (its likes, bookmarks and views with it); a published one's address answers 410. */
export async function deleteArticle(
  deps: BlogDeps,
  { userId, id }: { userId: string; id: string },
): Promise<{ id: string }> {
  const actor = await actorOf(deps.db, userId);
  return withAddressChanges(deps, async (trx) => {
    const current = await lockEditableArticle(trx, actor, id);
    if (!current || !(await deleteEditableArticle(trx, actor, id))) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
    await auditAdminChange(trx, actor, current, 'article_deleted');
    return {
      result: { id },
      addresses: current.status === 'published' ? { removed: [removalRule(current)], restored: [] } : NO_ADDRESS_CHANGE,
    };
  });
}
