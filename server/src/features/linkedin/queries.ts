import type { TPostStatus } from '@wordloom/shared/schemas/linkedin';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { LinkedinPostsTable, LinkedinTemplatesTable } from '../../db/schema.ts';

/** Every column a post is shown with (all but its owner, which every query filters on). */
const POST_COLUMNS = [
  'id',
  'content',
  'topic',
  'language',
  'postLength',
  'writingStyle',
  'status',
  'workflowId',
  'sessionId',
  'executionId',
  'icp',
  'intent',
  'category',
  'additionalGuidance',
  'templateId',
  'templateStructure',
  'templateExamplePost',
  'postCreationMethod',
  'linkedinPostId',
  'linkedinUrl',
  'publishedAt',
  'scheduledFor',
  'likesCount',
  'commentsCount',
  'sharesCount',
  'impressionsCount',
  'additionalData',
  'mediaUrls',
  'unicodeStyles',
  'publishOutcomeUnknown',
  'publishError',
  'membersReachedCount',
  'insightsUpdatedAt',
  'deletedOnLinkedin',
  'createdAt',
  'updatedAt',
] as const;

export type PostRow = Pick<Selectable<LinkedinPostsTable>, (typeof POST_COLUMNS)[number]>;
export type NewPost = Omit<Insertable<LinkedinPostsTable>, 'id'>;
export type PostChanges = Omit<Updateable<LinkedinPostsTable>, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/**
 * `%`, `_` and the backslash match literally in an ILIKE pattern built from user text (the
 * backslash is PostgreSQL's default LIKE escape character).
 */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

interface PostFilter {
  userId: string;
  search?: string | undefined;
}

function filteredPosts(db: Executor, { userId, search }: PostFilter) {
  let query = db.selectFrom('linkedinPosts').where('userId', '=', userId);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) => eb.or([eb('topic', 'ilike', pattern), eb('content', 'ilike', pattern)]));
  }
  return query;
}

/** One page of the user's posts, newest first (the (user_id, created_at desc, id desc) index). */
export async function selectPostPage(
  db: Executor,
  filter: PostFilter & { statuses?: readonly TPostStatus[] | undefined; limit: number; offset: number },
): Promise<PostRow[]> {
  let query = filteredPosts(db, filter);
  if (filter.statuses) query = query.where('status', 'in', filter.statuses);
  return query
    .select(POST_COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/** How many of the user's posts (matching the search) each status has. */
export async function countPostsByStatus(db: Executor, filter: PostFilter): Promise<Map<TPostStatus, number>> {
  const rows = await filteredPosts(db, filter)
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

export async function selectPost(db: Executor, userId: string, id: string): Promise<PostRow | undefined> {
  return db
    .selectFrom('linkedinPosts')
    .select(POST_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The post's status, locked until the transaction ends (a transition reads it, then writes). */
export async function lockPostStatus(db: Executor, userId: string, id: string): Promise<TPostStatus | undefined> {
  const row = await db
    .selectFrom('linkedinPosts')
    .select('status')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status;
}

export async function insertPost(db: Executor, post: NewPost): Promise<PostRow> {
  return db.insertInto('linkedinPosts').values(post).returning(POST_COLUMNS).executeTakeFirstOrThrow();
}

/** Changes the user's post (its `updated_at` too); undefined when the user has no such post. */
export async function updatePost(
  db: Executor,
  userId: string,
  id: string,
  changes: PostChanges,
): Promise<PostRow | undefined> {
  return db
    .updateTable('linkedinPosts')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(POST_COLUMNS)
    .executeTakeFirst();
}

/** Deletes the user's post; its media URLs, or undefined when the user has no such post. */
export async function deletePost(db: Executor, userId: string, id: string): Promise<string[] | undefined> {
  const row = await db
    .deleteFrom('linkedinPosts')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('mediaUrls')
    .executeTakeFirst();
  return row?.mediaUrls;
}

/** Which of `urls` some post of the user still uses: in its media, or in its text (an image put in the editor). */
export async function selectMediaUrlsInUse(
  db: Executor,
  userId: string,
  urls: readonly string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const result = await sql<{ url: string }>`
    select asked.url from unnest(${sql.val([...urls])}::text[]) as asked(url)
    where exists (
      select 1 from linkedin_posts post
      where post.user_id = ${userId} and (asked.url = any(post.media_urls) or strpos(post.content, asked.url) > 0)
    )`.execute(db);
  return new Set(result.rows.map((row) => row.url));
}

// ── Templates ──────────────────────────────────────────────────────────────────────────────────

const TEMPLATE_COLUMNS = ['id', 'name', 'category', 'description', 'structure', 'examplePost'] as const;

export type TemplateRow = Pick<Selectable<LinkedinTemplatesTable>, (typeof TEMPLATE_COLUMNS)[number]>;
export type TemplateValues = Omit<TemplateRow, 'id'>;

/** The user's own templates, newest first, in a category and matching a search when given. */
export async function selectTemplates(
  db: Executor,
  { userId, category, search }: { userId: string; category?: string | undefined; search?: string | undefined },
): Promise<TemplateRow[]> {
  let query = db.selectFrom('linkedinTemplates').select(TEMPLATE_COLUMNS).where('userId', '=', userId);
  if (category) query = query.where('category', '=', category);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('description', 'ilike', pattern), eb('structure', 'ilike', pattern)]),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

/** The categories of the user's own templates. */
export async function selectTemplateCategories(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('linkedinTemplates')
    .select('category')
    .distinct()
    .where('userId', '=', userId)
    .execute();
  return rows.map((row) => row.category);
}

export async function selectTemplate(db: Executor, userId: string, id: string): Promise<TemplateRow | undefined> {
  return db
    .selectFrom('linkedinTemplates')
    .select(TEMPLATE_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function insertTemplate(db: Executor, userId: string, values: TemplateValues): Promise<TemplateRow> {
  return db
    .insertInto('linkedinTemplates')
    .values({ ...values, userId })
    .returning(TEMPLATE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateTemplate(
  db: Executor,
  userId: string,
  id: string,
  values: TemplateValues,
): Promise<TemplateRow | undefined> {
  return db
    .updateTable('linkedinTemplates')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(TEMPLATE_COLUMNS)
    .executeTakeFirst();
}

export async function deleteTemplate(db: Executor, userId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('linkedinTemplates')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ── Publishing ─────────────────────────────────────────────────────────────────────────────────

/** What deciding on a publish needs, locked until the transaction ends. */
export async function lockPublishState(
  db: Executor,
  userId: string,
  id: string,
): Promise<
  | (Pick<PostRow, 'status' | 'publishOutcomeUnknown' | 'scheduledFor'> & {
      publishStartedAt: Date | null;
    })
  | undefined
> {
  return db
    .selectFrom('linkedinPosts')
    .select(['status', 'publishOutcomeUnknown', 'scheduledFor', 'publishStartedAt'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Changes the user's post only while `attemptId` still holds its publish claim: an attempt that
 * lost its claim (the user marked the post published meanwhile) changes nothing.
 */
export async function updateClaimedPost(
  db: Executor,
  { userId, id, attemptId }: { userId: string; id: string; attemptId: string },
  changes: PostChanges,
): Promise<PostRow | undefined> {
  return db
    .updateTable('linkedinPosts')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('publishAttemptId', '=', attemptId)
    .returning(POST_COLUMNS)
    .executeTakeFirst();
}

/** Sets (or clears, with null) the post the user publishes once back from connecting LinkedIn. */
export async function setPendingPostId(db: Executor, userId: string, postId: string | null): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ pendingLinkedinPostId: postId, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .execute();
}

/** The user's pending post, locked until the transaction ends (taking it reads, then clears). */
export async function lockPendingPostId(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('pendingLinkedinPostId')
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.pendingLinkedinPostId ?? null;
}

/** Clears the pending post when it is this one (it was published). */
export async function clearPendingPostIfIs(db: Executor, userId: string, postId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ pendingLinkedinPostId: null, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('pendingLinkedinPostId', '=', postId)
    .execute();
}
