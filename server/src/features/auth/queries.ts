import type { Kysely, Transaction } from 'kysely';
import type { DB, EmailTokenPurpose } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export async function replaceEmailToken(
  db: Kysely<DB>,
  token: { id: string; userId: string; purpose: EmailTokenPurpose; expiresAt: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A new link voids the previous one for the same purpose.
    await trx
      .deleteFrom('emailTokens')
      .where('userId', '=', token.userId)
      .where('purpose', '=', token.purpose)
      .execute();
    await trx.insertInto('emailTokens').values(token).execute();
  });
}

/** Deletes and returns the token row: whatever happens next, a link works once. */
export async function takeEmailToken(db: Executor, id: string, purpose: EmailTokenPurpose) {
  return db
    .deleteFrom('emailTokens')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
}

export async function insertSignInAttempt(
  db: Executor,
  attempt: { email: string; ipAddress: string; succeeded: boolean },
): Promise<void> {
  await db.insertInto('signInAttempts').values(attempt).execute();
}

export async function countFailedSignIns(db: Executor, since: Date, by: { email: string } | { ipAddress: string }) {
  let query = db
    .selectFrom('signInAttempts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('succeeded', '=', false)
    .where('createdAt', '>', since);
  query = 'email' in by ? query.where('email', '=', by.email) : query.where('ipAddress', '=', by.ipAddress);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
