import type { Executor } from '../../db/executor.ts';

export async function insertSession(
  db: Executor,
  session: { id: string; userId: string; expiresAt: Date; userAgent: string | null; ipAddress: string | null },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function selectSession(db: Executor, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.userId', 'sessions.expiresAt', 'sessions.lastSeenAt', 'users.suspendedAt'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function touchSession(
  db: Executor,
  sessionId: string,
  changes: { expiresAt: Date; lastSeenAt: Date },
): Promise<void> {
  await db.updateTable('sessions').set(changes).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Executor, userId: string, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** The user's unexpired sessions, most recently used first. */
export async function selectUserSessions(db: Executor, userId: string, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'publicId', 'userAgent', 'ipAddress', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now)
    .orderBy('lastSeenAt', 'desc')
    .execute();
}

/** Deletes one session of this user by its public id: its id, or undefined when the user has no such session. */
export async function deleteUserSessionByPublicId(db: Executor, userId: string, publicId: string) {
  const deleted = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .where('publicId', '=', publicId)
    .returning('id')
    .executeTakeFirst();
  return deleted?.id;
}
