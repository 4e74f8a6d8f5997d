import type { TLinkCheckResult } from '@wordloom/shared/schemas/article-writer';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** Authors with at least one published article: each gets one recheck (and at most one mail). */
export async function selectAuthorsWithPublishedArticles(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('blogPosts')
    .select('authorId')
    .distinct()
    .where('status', '=', 'published')
    .orderBy('authorId')
    .execute();
  return rows.map((row) => row.authorId);
}

/** The author's next published articles after `afterId` (by id, so the pages never overlap or skip). */
export async function selectPublishedArticlesPage(
  db: Executor,
  { authorId, afterId, limit }: { authorId: string; afterId: string | null; limit: number },
) {
  let query = db
    .selectFrom('blogPosts')
    .select(['id', 'content'])
    .where('authorId', '=', authorId)
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(limit);
  if (afterId) query = query.where('id', '>', afterId);
  return query.execute();
}

/**
 * Records the article's checked links. `broke_at` keeps the time a link first stopped working
 * (so a break is told once), and both it and `notified_at` are cleared once the link works
 * again (so a later break is told again). Links no longer in the article are forgotten.
 */
export async function saveArticleLinkChecks(
  db: Executor,
  {
    postId,
    results,
    isDown,
  }: { postId: string; results: readonly TLinkCheckResult[]; isDown: (r: TLinkCheckResult) => boolean },
): Promise<void> {
  const urls = results.map((result) => result.url);
  let forget = db.deleteFrom('articleLinkChecks').where('postId', '=', postId);
  if (urls.length > 0) forget = forget.where('url', 'not in', urls);
  await forget.execute();
  if (results.length === 0) return;
  await db
    .insertInto('articleLinkChecks')
    .values(
      results.map((result) => ({
        postId,
        url: result.url,
        status: result.status,
        httpStatus: result.httpStatus,
        finalUrl: result.finalUrl,
        checkedAt: result.checkedAt,
        brokeAt: isDown(result) ? result.checkedAt : null,
        notifiedAt: null,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['postId', 'url']).doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        httpStatus: eb.ref('excluded.httpStatus'),
        finalUrl: eb.ref('excluded.finalUrl'),
        checkedAt: eb.ref('excluded.checkedAt'),
        brokeAt: sql<Date | null>`case when excluded.broke_at is null then null
          else coalesce(article_link_checks.broke_at, excluded.broke_at) end`,
        notifiedAt: sql<Date | null>`case when excluded.broke_at is null then null
          else article_link_checks.notified_at end`,
      })),
    )
    .execute();
}

/**
 * Marks the author's broken links nobody told them of yet as told, and returns them with their
 * article's title: run in the transaction that queues the mail, so each break is mailed once.
 */
export async function claimUnnotifiedBreaks(db: Executor, { authorId, now }: { authorId: string; now: Date }) {
  const claimed = await db
    .updateTable('articleLinkChecks')
    .set({ notifiedAt: now })
    .where('brokeAt', 'is not', null)
    .where('notifiedAt', 'is', null)
    .where('postId', 'in', (eb) =>
      eb.selectFrom('blogPosts').select('id').where('authorId', '=', authorId).where('status', '=', 'published'),
    )
    .returning(['postId', 'url', 'status', 'httpStatus'])
    .execute();
  if (claimed.length === 0) return [];
  const titles = await db
    .selectFrom('blogPosts')
    .select(['id', 'title'])
    .where('id', 'in', [...new Set(claimed.map((row) => row.postId))])
    .where('authorId', '=', authorId)
    .execute();
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return claimed.map((row) => ({ ...row, title: titleOf.get(row.postId) ?? '' }));
}
