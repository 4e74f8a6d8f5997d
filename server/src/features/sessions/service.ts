import type { Executor } from '../../db/executor.ts';
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

/** The signed-in user and the session of the browser asking, as the services acting on sessions take them. */
export interface SessionOwner {
  userId: string;
  sessionId: string;
}

/** The owner and id of a validated session. */
export function sessionOwner(session: Session): SessionOwner {
  return { userId: session.userId, sessionId: session.id };
}

export interface SessionMeta {
  userAgent: string | null;
  ipAddress: string | null;
}

/** Starts a session for `userId` on this device: the cookie's token (never stored) and the session. */
export async function createSession(
  db: Executor,
  { userId, userAgent, ipAddress, now = new Date() }: { userId: string; now?: Date } & SessionMeta,
): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const session = { id: sha256Hex(token), userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
  await insertSession(db, { ...session, userAgent, ipAddress });
  return { token, session };
}

export interface ValidatedSession {
  session: Session;
  /** True when the expiry moved: the cookie must be sent again with the new date. */
  renewed: boolean;
}

/**
 * The live session a cookie token stands for; expired ones are deleted on sight, and so are a
 * suspended account's (suspending deletes them all; this covers one started in between).
 */
export async function validateSessionToken(
  db: Executor,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<ValidatedSession | null> {
  const id = sha256Hex(token);
  const row = await selectSession(db, id);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime() || row.suspendedAt !== null) {
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

/** Ends one session (signing out). */
export async function invalidateSession(db: Executor, { sessionId }: { sessionId: string }): Promise<void> {
  await deleteSession(db, sessionId);
}

/** A user's unexpired sessions, most recently used first. */
export async function listUserSessions(db: Executor, { userId, now = new Date() }: { userId: string; now?: Date }) {
  return selectUserSessions(db, userId, now);
}

/** Ends one of a user's sessions, named by its public id: the ended session's id, or undefined when the user has none such. */
export async function invalidateUserSessionByPublicId(
  db: Executor,
  { userId, publicId }: { userId: string; publicId: string },
): Promise<string | undefined> {
  return deleteUserSessionByPublicId(db, userId, publicId);
}

/** Ends every session of a user, or every one but `keepSessionId` ("sign out everywhere else"). */
export async function invalidateUserSessions(
  db: Executor,
  { userId, keepSessionId }: { userId: string; keepSessionId?: string },
): Promise<void> {
  await deleteUserSessions(db, userId, keepSessionId);
}
