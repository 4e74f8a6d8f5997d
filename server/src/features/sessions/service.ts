import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import {
  deleteSession,
  deleteUserSessionByPublicId,
  deleteUserSessions,
  insertSession,
  selectSession,
  selectUserSessions,
  touchSession,
} from './queries.ts';

/**
 * Sessions after Lucia's design (the `lucia` package itself is deprecated): the cookie holds a
 * random token, the database only its SHA-256, and the expiry slides forward while it is used.
 */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used when less than this is left is extended to a full lifetime again. */
const RENEW_WHEN_LEFT_MS = 15 * 24 * 60 * 60 * 1000;
/** "Last active" is this precise, so a busy session costs one write per interval, not per request. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export interface SessionMeta {
  userAgent: string | null;
  ipAddress: string | null;
}

export async function createSession(
  db: Kysely<DB>,
  userId: string,
  meta: SessionMeta,
  now = new Date(),
): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const session = { id: sha256Hex(token), userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
  await insertSession(db, { ...session, ...meta });
  return { token, session };
}

export interface ValidatedSession {
  session: Session;
  /** True when the expiry moved: the cookie must be sent again with the new date. */
  renewed: boolean;
}

/** The live session a cookie token stands for; expired ones are deleted on sight. */
export async function validateSessionToken(
  db: Kysely<DB>,
  token: string,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const id = sha256Hex(token);
  const row = await selectSession(db, id);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await deleteSession(db, id);
    return null;
  }
  const session: Session = { id, userId: row.userId, expiresAt: row.expiresAt };
  const renewed = row.expiresAt.getTime() - now.getTime() < RENEW_WHEN_LEFT_MS;
  const seenRecently = now.getTime() - row.lastSeenAt.getTime() < LAST_SEEN_PRECISION_MS;
  if (!renewed && seenRecently) return { session, renewed };
  if (renewed) session.expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await touchSession(db, id, { expiresAt: session.expiresAt, lastSeenAt: now });
  return { session, renewed };
}

export async function invalidateSession(db: Kysely<DB>, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** A user's unexpired sessions, most recently used first. */
export async function listUserSessions(db: Executor, userId: string, now = new Date()) {
  return selectUserSessions(db, userId, now);
}

/** Ends one of a user's sessions, named by its public id: the ended session's id, or undefined when the user has none such. */
export async function invalidateUserSessionByPublicId(
  db: Executor,
  userId: string,
  publicId: string,
): Promise<string | undefined> {
  return deleteUserSessionByPublicId(db, userId, publicId);
}

/** Ends every session of a user, or every one but `keepSessionId` ("sign out everywhere else"). */
export async function invalidateUserSessions(db: Kysely<DB>, userId: string, keepSessionId?: string): Promise<void> {
  await deleteUserSessions(db, userId, keepSessionId);
}
