import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

const NOTICE_COLUMNS = ['id', 'kind', 'payload', 'createdAt', 'readAt'] as const;

export async function insertNotice(
  db: Executor,
  notice: { userId: string; kind: string; payload: Record<string, unknown> },
): Promise<string> {
  const row = await db
    .insertInto('userNotices')
    .values({ userId: notice.userId, kind: notice.kind, payload: JSON.stringify(notice.payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the user already has a notice of this kind carrying this `onceKey` in its payload. */
export async function noticeWithKeyExists(
  db: Executor,
  { userId, kind, onceKey }: { userId: string; kind: string; onceKey: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('userNotices')
    .select('id')
    .where('userId', '=', userId)
    .where('kind', '=', kind)
    .where(sql<string>`payload->>'onceKey'`, '=', onceKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's latest notices, newest first (the (user_id, created_at desc) index). */
export async function selectNotices(db: Executor, { userId, limit }: { userId: string; limit: number }) {
  return db
    .selectFrom('userNotices')
    .select(NOTICE_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnreadNotices(db: Executor, { userId }: { userId: string }): Promise<number> {
  const row = await db
    .selectFrom('userNotices')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the user's unread notices read: the ones named, or all of them. Another user's ids match nothing. */
export async function updateNoticesRead(
  db: Executor,
  { userId, ids, now }: { userId: string; ids: readonly string[] | undefined; now: Date },
): Promise<number> {
  let query = db
    .updateTable('userNotices')
    .set({ readAt: now })
    .where('userId', '=', userId)
    .where('readAt', 'is', null);
  if (ids) {
    if (ids.length === 0) return 0;
    query = query.where('id', 'in', ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
