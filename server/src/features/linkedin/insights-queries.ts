import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { LinkedinPostSnapshotsTable } from '../../db/schema.ts';

/** What a snapshot needs of a post: where it is on LinkedIn and when it went there. */
export interface SnapshotTarget {
  id: string;
  userId: string;
  linkedinPostId: string;
  publishedAt: Date;
  deletedOnLinkedin: boolean;
}

/** One published post of its owner that LinkedIn knows by an id; another user's post is not found. */
export async function findSnapshotTarget(
  db: Executor,
  { postId, userId }: { postId: string; userId: string },
): Promise<SnapshotTarget | undefined> {
  const row = await db
    .selectFrom('linkedinPosts')
    .select(['id', 'userId', 'linkedinPostId', 'publishedAt', 'deletedOnLinkedin'])
    .where('id', '=', postId)
    .where('userId', '=', userId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!row?.linkedinPostId || !row.publishedAt) return undefined;
  return { ...row, linkedinPostId: row.linkedinPostId, publishedAt: row.publishedAt };
}

/** Every published post of a user still on LinkedIn, oldest first. */
export async function listSnapshotTargets(db: Executor, { userId }: { userId: string }): Promise<SnapshotTarget[]> {
  const rows = await db
    .selectFrom('linkedinPosts')
    .select(['id', 'userId', 'linkedinPostId', 'publishedAt', 'deletedOnLinkedin'])
    .where('userId', '=', userId)
    .where('status', '=', 'published')
    .where('deletedOnLinkedin', '=', false)
    .where('linkedinPostId', 'is not', null)
    .where('publishedAt', 'is not', null)
    .orderBy('publishedAt', 'asc')
    .execute();
  return rows.flatMap((row) =>
    row.linkedinPostId && row.publishedAt
      ? [{ ...row, linkedinPostId: row.linkedinPostId, publishedAt: row.publishedAt }]
      : [],
  );
}

export async function insertSnapshot(db: Executor, snapshot: Insertable<LinkedinPostSnapshotsTable>): Promise<void> {
  await db.insertInto('linkedinPostSnapshots').values(snapshot).execute();
}

/**
 * Keeps the post's `*_count` columns as the latest reading. A count LinkedIn did not give (null)
 * leaves the column as it was: the columns cannot say "unknown", the snapshots can.
 */
export async function updateLatestCounts(
  db: Executor,
  {
    postId,
    userId,
    takenAt,
    impressions,
    membersReached,
    reactions,
    comments,
    reshares,
  }: {
    postId: string;
    userId: string;
    takenAt: Date;
    impressions: number | null;
    membersReached: number | null;
    reactions: number | null;
    comments: number | null;
    reshares: number | null;
  },
): Promise<void> {
  await db
    .updateTable('linkedinPosts')
    .set((eb) => ({
      impressionsCount: impressions ?? eb.ref('impressionsCount'),
      membersReachedCount: membersReached ?? eb.ref('membersReachedCount'),
      likesCount: reactions ?? eb.ref('likesCount'),
      commentsCount: comments ?? eb.ref('commentsCount'),
      sharesCount: reshares ?? eb.ref('sharesCount'),
      insightsUpdatedAt: takenAt,
    }))
    .where('id', '=', postId)
    .where('userId', '=', userId)
    .execute();
}

export async function markDeletedOnLinkedin(
  db: Executor,
  { postId, userId, at }: { postId: string; userId: string; at: Date },
): Promise<void> {
  await db
    .updateTable('linkedinPosts')
    .set({ deletedOnLinkedin: true, insightsUpdatedAt: at })
    .where('id', '=', postId)
    .where('userId', '=', userId)
    .execute();
}

/** A published post as the insights page shows it, with the name of the template it was written from. */
export interface InsightsPostRow {
  id: string;
  content: string;
  topic: string;
  linkedinUrl: string | null;
  publishedAt: Date;
  templateId: string | null;
  userTemplateName: string | null;
  writingStyle: string;
  postLength: string;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
  impressionsCount: number;
  membersReachedCount: number;
  insightsUpdatedAt: Date | null;
  deletedOnLinkedin: boolean;
}

export async function listInsightsPosts(db: Executor, { userId }: { userId: string }): Promise<InsightsPostRow[]> {
  const rows = await db
    .selectFrom('linkedinPosts as post')
    // A post's template id is a library id (`lib:…`) or one of the user's templates (a uuid).
    .leftJoin('linkedinTemplates as template', (join) =>
      join.on(sql<string>`template.id::text`, '=', sql<string>`post.template_id`).on('template.userId', '=', userId),
    )
    .select([
      'post.id',
      'post.content',
      'post.topic',
      'post.linkedinUrl',
      'post.publishedAt',
      'post.templateId',
      'template.name as userTemplateName',
      'post.writingStyle',
      'post.postLength',
      'post.likesCount',
      'post.commentsCount',
      'post.sharesCount',
      'post.impressionsCount',
      'post.membersReachedCount',
      'post.insightsUpdatedAt',
      'post.deletedOnLinkedin',
    ])
    .where('post.userId', '=', userId)
    .where('post.status', '=', 'published')
    .where('post.publishedAt', 'is not', null)
    .orderBy('post.publishedAt', 'desc')
    .execute();
  return rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));
}

export interface SnapshotRow {
  postId: string;
  takenAt: Date;
  reason: LinkedinPostSnapshotsTable['reason'];
  impressions: number | null;
  membersReached: number | null;
  reactions: number | null;
  comments: number | null;
  reshares: number | null;
  missingScopes: string[];
}

/** Every snapshot of a user's posts, oldest first. */
export async function listSnapshots(db: Executor, { userId }: { userId: string }): Promise<SnapshotRow[]> {
  return db
    .selectFrom('linkedinPostSnapshots')
    .select([
      'postId',
      'takenAt',
      'reason',
      'impressions',
      'membersReached',
      'reactions',
      'comments',
      'reshares',
      'missingScopes',
    ])
    .where('userId', '=', userId)
    .orderBy('takenAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
