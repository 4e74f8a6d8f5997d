import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertSession(
  db: Executor,
  session: { id: string; userId: string; expiresAt: Date; userAgent: string | null; ipAddress: string | null },
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function selectSession(db: Executor, sessionId: string) {
  return db
    .selectFrom('sessions')
    .select(['sessions.userId', 'sessions.expiresAt'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function updateSessionExpiry(db: Executor, sessionId: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expiresAt }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteUserSessions(db: Executor, userId: string, keepSessionId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function selectUserSessions(db: Executor, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'userAgent', 'ipAddress', 'createdAt', 'expiresAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
}
