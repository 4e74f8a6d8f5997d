import {
  RELATED_RECENT_DAYS,
  RELATED_RECENT_POINTS,
  RELATED_SAME_CATEGORY_POINTS,
  RELATED_SAME_CONTENT_TYPE_POINTS,
  RELATED_SAME_MICROCATEGORY_POINTS,
  RELATED_SAME_SUBCATEGORY_POINTS,
  RELATED_SHARED_CATEGORY_POINTS,
  RELATED_SHARED_TAG_POINTS,
  RELATED_SHARED_TITLE_WORD_POINTS,
  RELATED_VERY_RECENT_DAYS,
  RELATED_VERY_RECENT_EXTRA_POINTS,
} from '@wordloom/shared/domain/related-articles';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { BlogPostsTable } from '../../db/schema.ts';

/** What a listed article is shown with (shared/src/schemas/blog.ts ArticleSummary); content for its read time. */
const SUMMARY_COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'featuredImage',
  'languageCode',
  'category',
  'subcategory',
  'microcategory',
  'contentType',
  'status',
  'seoScore',
  'publishedAt',
  'createdAt',
  'updatedAt',
] as const;

export type SummaryRow = Pick<Selectable<BlogPostsTable>, (typeof SUMMARY_COLUMNS)[number]>;

/** The reactions a signed-in user keeps on an article: its table and the counter it moves. */
export type Reaction = 'like' | 'bookmark';
const REACTION_TABLE = { like: 'blogPostLikes', bookmark: 'blogPostBookmarks' } as const;
const REACTION_COUNTER = { like: 'likeCount', bookmark: 'bookmarkCount' } as const;

export interface EngagementArticleRow {
  id: string;
  status: 'draft' | 'published';
  authorId: string;
  editorId: string | null;
  likeCount: number;
  bookmarkCount: number;
  viewCount: number;
}

/** An article's owners, status and counters (any status: the caller decides who may see it). */
export async function selectEngagementArticle(db: Executor, id: string): Promise<EngagementArticleRow | undefined> {
  return db
    .selectFrom('blogPosts')
    .select(['id', 'status', 'authorId', 'editorId', 'likeCount', 'bookmarkCount', 'viewCount'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the user liked and bookmarked the article. */
export async function selectUserReactions(
  db: Executor,
  { postId, userId }: { postId: string; userId: string },
): Promise<{ liked: boolean; bookmarked: boolean }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb.selectFrom('blogPostLikes').select('postId').where('postId', '=', postId).where('userId', '=', userId),
        )
        .as('liked'),
      eb
        .exists(
          eb.selectFrom('blogPostBookmarks').select('postId').where('postId', '=', postId).where('userId', '=', userId),
        )
        .as('bookmarked'),
    ])
    .executeTakeFirstOrThrow();
  return { liked: Boolean(row.liked), bookmarked: Boolean(row.bookmarked) };
}

/**
 * Adds the user's like or bookmark; true only when this call added it (a repeat, even a
 * concurrent one, waits on the first row's key and then does nothing).
 */
export async function insertReaction(
  db: Executor,
  reaction: Reaction,
  { postId, userId }: { postId: string; userId: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto(REACTION_TABLE[reaction])
    .values({ postId, userId })
    .onConflict((conflict) => conflict.columns(['postId', 'userId']).doNothing())
    .returning('postId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Removes the user's like or bookmark; true only when this call removed it. */
export async function deleteReaction(
  db: Executor,
  reaction: Reaction,
  { postId, userId }: { postId: string; userId: string },
): Promise<boolean> {
  const deleted = await db
    .deleteFrom(REACTION_TABLE[reaction])
    .where('postId', '=', postId)
    .where('userId', '=', userId)
    .returning('postId')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Moves a like or bookmark counter by `delta`. */
export async function addToReactionCount(
  db: Executor,
  reaction: Reaction,
  { postId, delta }: { postId: string; delta: 1 | -1 },
): Promise<void> {
  const counter = REACTION_COUNTER[reaction];
  await db
    .updateTable('blogPosts')
    .set((eb) => ({ [counter]: eb(counter, '+', delta) }))
    .where('id', '=', postId)
    .execute();
}

/** Records a visitor's view of the day; true only for the visitor's first view that day. */
export async function insertDailyView(
  db: Executor,
  view: { postId: string; day: string; visitorHash: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('blogPostViews')
    .values(view)
    .onConflict((conflict) => conflict.columns(['postId', 'day', 'visitorHash']).doNothing())
    .returning('postId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Counts one more view; returns the new total. */
export async function incrementViewCount(db: Executor, postId: string): Promise<number> {
  const row = await db
    .updateTable('blogPosts')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', postId)
    .returning('viewCount')
    .executeTakeFirstOrThrow();
  return row.viewCount;
}

/** Forgets the daily view rows of days before `keepFrom` (the counter already holds them). */
export async function deleteViewsBefore(db: Executor, keepFrom: string): Promise<number> {
  const result = await db.deleteFrom('blogPostViews').where('day', '<', keepFrom).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One page of the user's bookmarked published articles, newest bookmark first, and their number. */
export async function selectBookmarkedPage(
  db: Executor,
  { userId, limit, offset }: { userId: string; limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const bookmarked = db
    .selectFrom('blogPostBookmarks as bookmark')
    .innerJoin('blogPosts as post', 'post.id', 'bookmark.postId')
    .where('bookmark.userId', '=', userId)
    .where('post.status', '=', 'published');
  const [rows, count] = await Promise.all([
    bookmarked
      .select(SUMMARY_COLUMNS.map((column) => `post.${column}` as const))
      .orderBy('bookmark.createdAt', 'desc')
      .orderBy('bookmark.postId', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    bookmarked.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** What the score reads of a candidate, all held by the category index (an index-only scan). */
const SCORED_COLUMNS = sql`p.id, p.category, p.subcategory, p.microcategory, p.content_type, p.published_at,
  p.tags, p.categories, p.title_words`;

/**
 * The related articles of an article, best first, in one query: spec §9's score computed in SQL,
 * the same rule as shared/src/domain/related-articles.ts `rankRelated` (tests hold the two
 * together). Only candidates are scored, not the whole blog (spec §7): published articles of
 * the language with the same category, read from a covering index without touching the table,
 * and, through a GIN index of the language's tags, those of another category sharing a tag.
 * Shared tags, categories and title words: most candidates share none, which the array
 * overlap `&&` tells at once; the others are counted as |A| + |B| - |A ∪ B| of the arrays as
 * text-search lexeme sets (`array_to_tsvector` dedupes, `||` merges in C), far cheaper than an
 * `intersect` subquery. Empty strings are no tags (lexemes cannot be empty), so the article's
 * arrays are compared without them. Only the winners' rows are read in full. `now` makes
 * "newer than 30 / 7 days" exact.
 */
export async function selectRelatedArticles(
  db: Executor,
  { id, now, limit }: { id: string; now: Date; limit: number },
): Promise<(SummaryRow & { score: number })[]> {
  const recentSince = new Date(now.getTime() - RELATED_RECENT_DAYS * 86_400_000);
  const veryRecentSince = new Date(now.getTime() - RELATED_VERY_RECENT_DAYS * 86_400_000);
  const points = (value: number) => sql.lit(value);
  const withoutEmpty = (array: RawBuilder<unknown>) => sql`array_remove(array_remove(${array}, ''), null)`;
  const lexemes = (array: RawBuilder<unknown>) => sql`array_to_tsvector(${withoutEmpty(array)})`;
  const sharedCount = (column: 'tags' | 'categories' | 'title_words') => {
    const mine = sql`a.${sql.ref(column)}`;
    const set = sql`a.${sql.ref(`${column}_set`)}`;
    const theirs = lexemes(sql`p.${sql.ref(column)}`);
    return sql`(case when p.${sql.ref(column)} && ${mine}
      then length(${set}) + length(${theirs}) - length(${set} || ${theirs}) else 0 end)`;
  };
  const columns = sql.join(SUMMARY_COLUMNS.map((column) => sql`p.${sql.ref(column)}`));
  const result = await sql<SummaryRow & { score: number }>`
    with article as materialized (
      select id, language_code, category, subcategory, microcategory, content_type,
             blog_language_tags(language_code, tags) as language_tags,
             ${withoutEmpty(sql`tags`)} as tags,
             ${withoutEmpty(sql`categories`)} as categories,
             title_words,
             ${lexemes(sql`tags`)} as tags_set,
             ${lexemes(sql`categories`)} as categories_set,
             ${lexemes(sql`title_words`)} as title_words_set
      from blog_posts
      where id = ${id}
    ),
    -- The article's values as init-plan parameters, so each branch is one index scan.
    candidate as (
      select ${SCORED_COLUMNS}
      from blog_posts p
      where p.status = 'published'
        and p.language_code = (select language_code from article)
        and p.category = (select category from article)
        and (select category from article) <> ''
        and p.id <> (select id from article)
      union all
      select ${SCORED_COLUMNS}
      from blog_posts p
      where p.status = 'published'
        -- A language-qualified tag in common implies the same language.
        and blog_language_tags(p.language_code, p.tags) && (select language_tags from article)
        and not (p.category = (select category from article) and (select category from article) <> '')
        and p.id <> (select id from article)
    ),
    ranked as (
      select p.id, p.published_at, score
      from candidate p
      cross join article a
      cross join lateral (
        select
          (case when a.category <> '' and p.category = a.category then ${points(RELATED_SAME_CATEGORY_POINTS)} else 0 end)
          + (case when a.subcategory <> '' and p.subcategory = a.subcategory then ${points(RELATED_SAME_SUBCATEGORY_POINTS)} else 0 end)
          + (case when a.microcategory <> '' and p.microcategory = a.microcategory then ${points(RELATED_SAME_MICROCATEGORY_POINTS)} else 0 end)
          + ${points(RELATED_SHARED_TAG_POINTS)} * ${sharedCount('tags')}
          + ${points(RELATED_SHARED_CATEGORY_POINTS)} * ${sharedCount('categories')}
          + ${points(RELATED_SHARED_TITLE_WORD_POINTS)} * ${sharedCount('title_words')}
          + (case when p.published_at > ${recentSince} then ${points(RELATED_RECENT_POINTS)} else 0 end)
          + (case when p.published_at > ${veryRecentSince} then ${points(RELATED_VERY_RECENT_EXTRA_POINTS)} else 0 end)
          + (case when p.content_type = a.content_type then ${points(RELATED_SAME_CONTENT_TYPE_POINTS)} else 0 end)
          as score
      ) s
      order by score desc, p.published_at desc, p.id
      limit ${limit}
    )
    select ${columns}, r.score
    from ranked r
    join blog_posts p on p.id = r.id
    order by r.score desc, r.published_at desc, r.id`.execute(db);
  return result.rows;
}
