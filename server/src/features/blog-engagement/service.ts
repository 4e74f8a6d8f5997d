/**
 * What readers do with an article (issue 17 points 7 and 8): related articles, likes, bookmarks
 * ("Saved articles") and views. Counters live on the article and move in the same transaction as
 * the row that counts, and only when that row was really added or removed, so repeated and
 * concurrent calls never drift them.
 */
import { createHmac } from 'node:crypto';
import { RELATED_FETCHED } from '@wordloom/shared/domain/related-articles';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { ArticleSummary } from '@wordloom/shared/schemas/blog';
import {
  type ArticleEngagementState,
  SAVED_ARTICLES_PAGE_SIZE,
  type SavedArticlesPage,
} from '@wordloom/shared/schemas/blog-engagement';
import { type Executor, inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Context } from '../../trpc/context.ts';
import { toArticleSummary } from '../blog/dto.ts';
import { hasRole } from '../users/roles.ts';
import {
  addToReactionCount,
  deleteReaction,
  deleteViewsBefore,
  type EngagementArticleRow,
  incrementViewCount,
  insertDailyView,
  insertReaction,
  type Reaction,
  selectBookmarkedPage,
  selectEngagementArticle,
  selectRelatedArticles,
  selectUserReactions,
} from './queries.ts';

const DAY_MS = 86_400_000;

function isWriter(article: EngagementArticleRow, userId: string): boolean {
  return article.authorId === userId || article.editorId === userId;
}

/** A published article, or BLOG_NOT_FOUND (a draft is nobody's to like, save or count). */
async function publishedArticle(db: Executor, id: string): Promise<EngagementArticleRow> {
  const article = await selectEngagementArticle(db, id);
  if (article?.status !== 'published') throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
  return article;
}

/**
 * Up to 6 related articles of a published article (spec §9: 6 fetched, 3 shown), best first;
 * none for a draft or an unknown id.
 */
export async function relatedArticles(
  { db }: Pick<Context, 'db'>,
  { id, now = new Date() }: { id: string; now?: Date },
): Promise<ArticleSummary[]> {
  const article = await selectEngagementArticle(db, id);
  if (article?.status !== 'published') return [];
  const rows = await selectRelatedArticles(db, { id, now, limit: RELATED_FETCHED });
  return rows.map(({ score: _score, ...row }) => toArticleSummary(row));
}

/**
 * Who looks at an article and its counters. Anyone may ask about a published article; a draft
 * only its author, its editor or an admin (for anyone else it does not exist).
 */
export async function engagementState(
  { db, session }: Pick<Context, 'db' | 'session'>,
  { id }: { id: string },
): Promise<ArticleEngagementState> {
  const article = await selectEngagementArticle(db, id);
  if (!article) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
  const userId = session?.userId ?? null;
  const canEdit = userId !== null && (isWriter(article, userId) || (await hasRole(db, { userId, role: 'admin' })));
  if (article.status !== 'published' && !canEdit) throw new AppError(AppErrorCode.BLOG_NOT_FOUND);
  const reactions = userId
    ? await selectUserReactions(db, { postId: id, userId })
    : { liked: false, bookmarked: false };
  return {
    signedIn: userId !== null,
    canEdit,
    ...reactions,
    likeCount: article.likeCount,
    bookmarkCount: article.bookmarkCount,
    viewCount: article.viewCount,
  };
}

/**
 * Sets the user's like or bookmark of a published article to `on` (idempotent): the counter
 * moves with the row, in one transaction, only when the row was really added or removed.
 */
async function setReaction(
  context: Pick<Context, 'db'> & { session: NonNullable<Context['session']> },
  { id, reaction, on }: { id: string; reaction: Reaction; on: boolean },
): Promise<ArticleEngagementState> {
  const { db, session } = context;
  await inTransaction(db, async (trx) => {
    await publishedArticle(trx, id);
    const key = { postId: id, userId: session.userId };
    const changed = on ? await insertReaction(trx, reaction, key) : await deleteReaction(trx, reaction, key);
    if (changed) await addToReactionCount(trx, reaction, { postId: id, delta: on ? 1 : -1 });
  });
  return engagementState(context, { id });
}

/** Likes or unlikes a published article as the signed-in user; returns the new state. */
export function setLike(
  context: Pick<Context, 'db'> & { session: NonNullable<Context['session']> },
  { id, liked }: { id: string; liked: boolean },
): Promise<ArticleEngagementState> {
  return setReaction(context, { id, reaction: 'like', on: liked });
}

/** Bookmarks a published article ("Saved articles") or removes the bookmark; returns the new state. */
export function setBookmark(
  context: Pick<Context, 'db'> & { session: NonNullable<Context['session']> },
  { id, bookmarked }: { id: string; bookmarked: boolean },
): Promise<ArticleEngagementState> {
  return setReaction(context, { id, reaction: 'bookmark', on: bookmarked });
}

/** The user's "Saved articles": bookmarked articles still published, newest bookmark first. */
export async function savedArticles(
  { db }: Pick<Context, 'db'>,
  { userId, page }: { userId: string; page: number },
): Promise<SavedArticlesPage> {
  const { rows, total } = await selectBookmarkedPage(db, {
    userId,
    limit: SAVED_ARTICLES_PAGE_SIZE,
    offset: (page - 1) * SAVED_ARTICLES_PAGE_SIZE,
  });
  return { items: rows.map(toArticleSummary), total, page, pageSize: SAVED_ARTICLES_PAGE_SIZE };
}

/** The UTC day of `at` as the database's `date` (YYYY-MM-DD). */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Who a visitor is for one day without a cookie: a keyed hash of the day, the address and the
 * browser. The key never leaves the server, and the day in it makes yesterday's hash useless
 * for following anyone today.
 */
function visitorHash(
  { secrets, ipAddress, userAgent }: Pick<Context, 'secrets' | 'ipAddress' | 'userAgent'>,
  day: string,
): string {
  return createHmac('sha256', secrets.derive('blog-view-visitor'))
    .update(JSON.stringify([day, ipAddress, userAgent ?? '']))
    .digest('hex');
}

/**
 * Counts a view of a published article once per visitor and UTC day; returns the total. The
 * visitor is the client address as the request context knows it (proxy headers only with
 * TRUST_PROXY) and its user agent.
 */
export async function recordView(
  context: Pick<Context, 'db' | 'secrets' | 'ipAddress' | 'userAgent'>,
  { id, now = new Date() }: { id: string; now?: Date },
): Promise<{ viewCount: number }> {
  const day = utcDay(now);
  return inTransaction(context.db, async (trx) => {
    const article = await publishedArticle(trx, id);
    const first = await insertDailyView(trx, { postId: id, day, visitorHash: visitorHash(context, day) });
    return { viewCount: first ? await incrementViewCount(trx, id) : article.viewCount };
  });
}

/**
 * The daily sweep: a view row is only needed on its own day (yesterday's kept for a clock a
 * little behind), since the article's counter already holds the total.
 */
export function forgetOldViews(db: Executor, now: Date): Promise<number> {
  return deleteViewsBefore(db, utcDay(new Date(now.getTime() - DAY_MS)));
}
