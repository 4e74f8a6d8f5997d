import { describeWords, type LedgerNote } from '@wordloom/shared/domain/word-history';
import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB, WordGrantSource, WordTransactionType } from '../../db/schema.ts';

export async function insertWordBalance(db: Executor, userId: string): Promise<void> {
  await db
    .insertInto('wordBalance')
    .values({ userId })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
}

/** Locks the user's balance row until the transaction ends: one ledger change per user at a time. */
export async function lockWordBalance(trx: Transaction<DB>, userId: string) {
  return trx
    .selectFrom('wordBalance')
    .select(['availableWords', 'heldWords'])
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateWordBalance(
  trx: Transaction<DB>,
  userId: string,
  balance: { availableWords: number; heldWords: number },
): Promise<void> {
  await trx
    .updateTable('wordBalance')
    .set({ ...balance, updatedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .execute();
}

/** Grants that still hold words, expired or not (the caller decides what counts). */
export async function selectGrantsWithWords(db: Executor, userId: string) {
  return db
    .selectFrom('wordGrants')
    .select(['id', 'remaining', 'expiresAt', 'createdAt'])
    .where('userId', '=', userId)
    .where('remaining', '>', 0)
    .execute();
}

export async function insertWordGrant(
  trx: Transaction<DB>,
  grant: { userId: string; amount: number; source: WordGrantSource; expiresAt: Date | null },
): Promise<{ id: string }> {
  return trx
    .insertInto('wordGrants')
    .values({ ...grant, remaining: grant.amount, expiredAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function debitWordGrant(trx: Transaction<DB>, grantId: string, words: number): Promise<void> {
  await trx
    .updateTable('wordGrants')
    .set((eb) => ({ remaining: eb('remaining', '-', words) }))
    .where('id', '=', grantId)
    .execute();
}

export async function markWordGrantExpired(trx: Transaction<DB>, grantId: string, at: Date): Promise<void> {
  await trx.updateTable('wordGrants').set({ remaining: 0, expiredAt: at }).where('id', '=', grantId).execute();
}

export interface NewWordTransaction {
  userId: string;
  transactionType: WordTransactionType;
  wordsAmount: number;
  note: LedgerNote;
  expiresAt?: Date | null;
  grantId?: string | null;
  holdId?: string | null;
  idempotencyKey?: string | null;
}

export async function insertWordTransaction(
  trx: Transaction<DB>,
  { note, ...row }: NewWordTransaction,
): Promise<{ id: string }> {
  const described =
    typeof note === 'string'
      ? { description: note, reason: null, reasonKind: null }
      : { description: describeWords(note), reason: note.reason, reasonKind: note.kind ?? null };
  return trx
    .insertInto('wordTransactions')
    .values({ ...row, ...described })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function selectTransactionByKey(
  trx: Transaction<DB>,
  userId: string,
  transactionType: WordTransactionType,
  idempotencyKey: string,
) {
  return trx
    .selectFrom('wordTransactions')
    .select(['id', 'wordsAmount'])
    .where('userId', '=', userId)
    .where('transactionType', '=', transactionType)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Every ledger row of a user, newest first, as written: what an admin reads. */
export async function selectWordLedger(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('wordTransactions')
    .select(['id', 'transactionType', 'wordsAmount', 'description', 'reason', 'reasonKind', 'expiresAt', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('sequence', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A user's history, newest first: the rows outside holds, and of each hold one row, the one that
 * closed it (settle or release) or, while it runs, the hold itself, with the hold's words and
 * final charge.
 */
export async function selectWordHistory(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('wordTransactions as t')
    .leftJoin('wordHolds as h', 'h.id', 't.holdId')
    .select([
      't.id',
      't.transactionType',
      't.wordsAmount',
      't.description',
      't.reason',
      't.reasonKind',
      't.expiresAt',
      't.createdAt',
      'h.status as holdStatus',
      'h.words as heldWords',
      'h.chargedWords',
    ])
    .where('t.userId', '=', userId)
    .where((eb) =>
      eb.or([
        eb('h.id', 'is', null),
        eb.and([eb('h.status', '=', 'held'), eb('t.transactionType', '=', 'hold')]),
        eb.and([eb('h.status', '!=', 'held'), eb('t.transactionType', 'in', ['settle', 'release'])]),
      ]),
    )
    .orderBy('t.createdAt', 'desc')
    .orderBy('t.sequence', 'desc')
    .limit(limit)
    .execute();
}

export async function insertWordHold(
  trx: Transaction<DB>,
  hold: { userId: string; words: number; idempotencyKey: string; createdAt: Date },
): Promise<{ id: string }> {
  return trx
    .insertInto('wordHolds')
    .values({ ...hold, status: 'held', chargedWords: null, resolvedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function selectHoldByKey(trx: Transaction<DB>, userId: string, idempotencyKey: string) {
  return trx
    .selectFrom('wordHolds')
    .select(['id', 'words', 'status'])
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function selectHold(db: Executor, holdId: string) {
  return db
    .selectFrom('wordHolds')
    .select(['id', 'userId', 'words', 'status', 'chargedWords'])
    .where('id', '=', holdId)
    .executeTakeFirst();
}

export async function resolveWordHold(
  trx: Transaction<DB>,
  holdId: string,
  resolution: { status: 'settled' | 'released'; chargedWords: number },
): Promise<void> {
  await trx
    .updateTable('wordHolds')
    .set({ ...resolution, resolvedAt: sql<Date>`now()` })
    .where('id', '=', holdId)
    .execute();
}

/** Total words of a user's open holds. */
export async function sumOpenHolds(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('wordHolds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('words'), eb.lit(0)).as('total'))
    .where('userId', '=', userId)
    .where('status', '=', 'held')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function selectStaleHoldIds(db: Executor, olderThan: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('wordHolds')
    .select('id')
    .where('status', '=', 'held')
    .where('createdAt', '<', olderThan)
    .execute();
  return rows.map((row) => row.id);
}

export async function selectUsersWithDueGrants(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('wordGrants')
    .select('userId')
    .distinct()
    .where('remaining', '>', 0)
    .where('expiresAt', '<=', now)
    .execute();
  return rows.map((row) => row.userId);
}
