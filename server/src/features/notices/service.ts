import type { Executor } from '../../db/executor.ts';
import { countUnreadNotices, insertNotice, noticeWithKeyExists, selectNotices, updateNoticesRead } from './queries.ts';

/**
 * What happened in the background that the user should know, as a code the client words, e.g.
 * a scheduled post that could not be published, or a LinkedIn connection that ends before one.
 */
export const NOTICE_KINDS = [
  'linkedin_scheduled_publish_failed',
  'linkedin_scheduled_outcome_unknown',
  'linkedin_token_expires_before_post',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface Notice {
  id: string;
  kind: NoticeKind;
  payload: Record<string, unknown>;
  createdAt: Date;
  readAt: Date | null;
}

/** The latest notices a user is shown. */
const NOTICES_SHOWN = 50;

/**
 * Adds a notice through the caller's executor (its transaction: the notice exists only if what it
 * tells of commits). With `onceKey`, a notice of that kind with the same key is added only once
 * per user; returns whether one was added.
 */
export async function addNotice(
  db: Executor,
  {
    userId,
    kind,
    payload,
    onceKey,
  }: { userId: string; kind: NoticeKind; payload: Record<string, unknown>; onceKey?: string },
): Promise<boolean> {
  if (onceKey !== undefined && (await noticeWithKeyExists(db, { userId, kind, onceKey }))) return false;
  await insertNotice(db, { userId, kind, payload: onceKey === undefined ? payload : { ...payload, onceKey } });
  return true;
}

/** The user's latest notices, newest first, and how many are unread. */
export async function listNotices(
  db: Executor,
  { userId }: { userId: string },
): Promise<{ notices: Notice[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    selectNotices(db, { userId, limit: NOTICES_SHOWN }),
    countUnreadNotices(db, { userId }),
  ]);
  const notices = rows.map((row) => ({
    id: row.id,
    kind: row.kind as NoticeKind,
    payload: (row.payload ?? {}) as Record<string, unknown>,
    createdAt: row.createdAt,
    readAt: row.readAt,
  }));
  return { notices, unread };
}

/** Marks the user's notices read (the ones named, or all); returns how many changed. */
export async function markNoticesRead(
  db: Executor,
  { userId, ids, now = new Date() }: { userId: string; ids?: readonly string[] | undefined; now?: Date },
): Promise<number> {
  return updateNoticesRead(db, { userId, ids, now });
}
