import type { LedgerNote } from '@wordloom/shared/domain/word-history';
import { allocateWords, isExpired, type SpendableGrant, spendingOrder } from '@wordloom/shared/domain/words';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { Transaction } from 'kysely';
import { type Executor, inTransaction } from '../../db/executor.ts';
import type { DB, WordGrantSource } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  debitWordGrant,
  insertWordBalance,
  insertWordGrant,
  insertWordHold,
  insertWordTransaction,
  lockWordBalance,
  markWordGrantExpired,
  resolveWordHold,
  selectGrantsWithWords,
  selectHold,
  selectHoldByKey,
  selectStaleHoldIds,
  selectTransactionByKey,
  selectUsersWithDueGrants,
  selectWordHistory,
  selectWordLedger,
  sumOpenHolds,
  updateWordBalance,
} from './queries.ts';

/**
 * The words ledger (ARCHITECTURE §4). Every change runs in one database transaction that first
 * locks the user's balance row, so concurrent changes for one user queue up and the balance can
 * never go below zero. Each transaction row's `wordsAmount` is its effect on the spendable
 * balance, so a user's rows always add up to their `availableWords`. Every function takes an
 * `Executor`: given a transaction, the change commits or rolls back with the caller's other writes.
 */

export interface WordBalance {
  availableWords: number;
  heldWords: number;
}

/**
 * Runs `work` with the user's ledger locked, after retiring grants that expired by `now`; inside
 * the caller's transaction when there is one, so the lock lasts until that transaction ends.
 */
async function withLockedLedger<T>(
  db: Executor,
  userId: string,
  now: Date,
  work: (trx: Transaction<DB>, grants: SpendableGrant[]) => Promise<T>,
): Promise<{ result: T; balance: WordBalance }> {
  return inTransaction(db, async (trx) => {
    if (!(await lockWordBalance(trx, userId))) throw new AppError(AppErrorCode.NOT_FOUND);
    const grants = await retireExpiredGrants(trx, userId, now);
    const result = await work(trx, grants);
    const balance = await recomputeBalance(trx, userId, now);
    return { result, balance };
  });
}

/** Zeroes grants past their expiry with an "expiry" row each; returns the grants still spendable. */
async function retireExpiredGrants(trx: Transaction<DB>, userId: string, now: Date): Promise<SpendableGrant[]> {
  const grants = await selectGrantsWithWords(trx, userId);
  const spendable: SpendableGrant[] = [];
  for (const grant of grants) {
    if (!isExpired(grant, now)) {
      spendable.push(grant);
      continue;
    }
    await markWordGrantExpired(trx, grant.id, now);
    await insertWordTransaction(trx, {
      userId,
      transactionType: 'expiry',
      wordsAmount: -grant.remaining,
      note: { reason: 'expired' },
      expiresAt: grant.expiresAt,
      grantId: grant.id,
    });
  }
  return spendable;
}

/** The balance as the grants and open holds make it at `now` (read only). */
async function liveBalance(db: Executor, userId: string, now: Date) {
  const grants = (await selectGrantsWithWords(db, userId)).filter((grant) => !isExpired(grant, now));
  const heldWords = await sumOpenHolds(db, userId);
  return { grants, balance: { availableWords: spendableTotal(grants) - heldWords, heldWords } };
}

async function recomputeBalance(trx: Transaction<DB>, userId: string, now: Date): Promise<WordBalance> {
  const { balance } = await liveBalance(trx, userId, now);
  await updateWordBalance(trx, userId, balance);
  return balance;
}

function spendableTotal(grants: SpendableGrant[]): number {
  return grants.reduce((sum, grant) => sum + grant.remaining, 0);
}

async function debitGrants(trx: Transaction<DB>, grants: SpendableGrant[], words: number): Promise<void> {
  const debits = allocateWords(grants, words);
  if (!debits) throw new AppError(AppErrorCode.INSUFFICIENT_WORDS);
  for (const debit of debits) await debitWordGrant(trx, debit.grantId, debit.words);
}

/** Gives a new user an empty balance; grants fill it. */
export async function openWordAccount(db: Executor, { userId }: { userId: string }): Promise<void> {
  await insertWordBalance(db, userId);
}

export interface GrantRequest {
  userId: string;
  amount: number;
  source: WordGrantSource;
  expiresAt: Date | null;
  /** Why, for the history: a reason the product knows, or a free-text note. */
  note: LedgerNote;
  /** The same key twice grants once (e.g. "signup"). */
  idempotencyKey?: string;
  now?: Date;
}

/** Adds words that can be spent until `expiresAt`. */
export async function grantWords(db: Executor, request: GrantRequest): Promise<WordBalance> {
  const { userId, amount, source, expiresAt, note, idempotencyKey, now = new Date() } = request;
  const { balance } = await withLockedLedger(db, userId, now, async (trx) => {
    if (idempotencyKey && (await selectTransactionByKey(trx, userId, 'grant', idempotencyKey))) return;
    const grant = await insertWordGrant(trx, { userId, amount, source, expiresAt });
    await insertWordTransaction(trx, {
      userId,
      transactionType: 'grant',
      wordsAmount: amount,
      note,
      expiresAt,
      grantId: grant.id,
      idempotencyKey: idempotencyKey ?? null,
    });
  });
  return balance;
}

export interface SpendRequest {
  userId: string;
  words: number;
  /** Why, for the history: a reason the product knows, or a free-text note. */
  note: LedgerNote;
  idempotencyKey: string;
  now?: Date;
}

/**
 * Takes words at once, soonest-expiring grant first. The same key twice debits once; not enough
 * words fails with INSUFFICIENT_WORDS and changes nothing.
 */
export async function spendWords(db: Executor, request: SpendRequest): Promise<WordBalance> {
  const { userId, words, note, idempotencyKey, now = new Date() } = request;
  const { balance } = await withLockedLedger(db, userId, now, async (trx, grants) => {
    if (await selectTransactionByKey(trx, userId, 'spend', idempotencyKey)) return;
    if (spendableTotal(grants) - (await sumOpenHolds(trx, userId)) < words) {
      throw new AppError(AppErrorCode.INSUFFICIENT_WORDS);
    }
    await debitGrants(trx, grants, words);
    await insertWordTransaction(trx, {
      userId,
      transactionType: 'spend',
      wordsAmount: -words,
      note,
      idempotencyKey,
    });
  });
  return balance;
}

/**
 * An admin takes words away (a `deduct` row whose note the user reads in their history), soonest-
 * expiring grant first like a spend. Words held by running work cannot be taken: more than the
 * spendable balance fails with INSUFFICIENT_WORDS and changes nothing.
 */
export async function deductWords(
  db: Executor,
  { userId, words, note, now = new Date() }: { userId: string; words: number; note: LedgerNote; now?: Date },
): Promise<WordBalance> {
  const { balance } = await withLockedLedger(db, userId, now, async (trx, grants) => {
    if (spendableTotal(grants) - (await sumOpenHolds(trx, userId)) < words) {
      throw new AppError(AppErrorCode.INSUFFICIENT_WORDS);
    }
    await debitGrants(trx, grants, words);
    await insertWordTransaction(trx, { userId, transactionType: 'deduct', wordsAmount: -words, note });
  });
  return balance;
}

export type HoldRequest = SpendRequest;

/** Reserves words for work still running (AI generation); settle or release it afterwards. */
export async function holdWords(db: Executor, request: HoldRequest): Promise<{ holdId: string; balance: WordBalance }> {
  const { userId, words, note, idempotencyKey, now = new Date() } = request;
  const { result: holdId, balance } = await withLockedLedger(db, userId, now, async (trx, grants) => {
    const existing = await selectHoldByKey(trx, userId, idempotencyKey);
    if (existing) return existing.id;
    if (spendableTotal(grants) - (await sumOpenHolds(trx, userId)) < words) {
      throw new AppError(AppErrorCode.INSUFFICIENT_WORDS);
    }
    // Dated by the caller's clock like the rest of the ledger, so the stale-hold sweep can judge its age.
    const hold = await insertWordHold(trx, { userId, words, idempotencyKey, createdAt: now });
    await insertWordTransaction(trx, {
      userId,
      transactionType: 'hold',
      wordsAmount: -words,
      note,
      holdId: hold.id,
      idempotencyKey,
    });
    return hold.id;
  });
  return { holdId, balance };
}

async function openHoldOwner(db: Executor, holdId: string): Promise<string> {
  const hold = await selectHold(db, holdId);
  if (!hold) throw new AppError(AppErrorCode.NOT_FOUND);
  return hold.userId;
}

/**
 * Ends a hold by charging the words actually produced: the held words return and the real count
 * is taken, but never more than the user has (a generation is not refused after the fact).
 * Settling a settled hold again changes nothing.
 */
export async function settleHold(
  db: Executor,
  {
    holdId,
    actualWords,
    note,
    now = new Date(),
  }: { holdId: string; actualWords: number; note: LedgerNote; now?: Date },
): Promise<{ chargedWords: number; balance: WordBalance }> {
  const userId = await openHoldOwner(db, holdId);
  const { result: chargedWords, balance } = await withLockedLedger(db, userId, now, async (trx, grants) => {
    const hold = await selectHold(trx, holdId);
    if (hold?.status !== 'held') return hold?.chargedWords ?? 0;
    const otherHolds = (await sumOpenHolds(trx, userId)) - hold.words;
    const charged = Math.max(0, Math.min(actualWords, spendableTotal(grants) - otherHolds));
    await resolveWordHold(trx, holdId, { status: 'settled', chargedWords: charged });
    await debitGrants(trx, grants, charged);
    await insertWordTransaction(trx, {
      userId,
      transactionType: 'settle',
      wordsAmount: hold.words - charged,
      note,
      holdId,
    });
    return charged;
  });
  return { chargedWords, balance };
}

/** Ends a hold without charging (the work failed or was cancelled). Releasing twice changes nothing. */
export async function releaseHold(
  db: Executor,
  { holdId, note, now = new Date() }: { holdId: string; note: LedgerNote; now?: Date },
): Promise<WordBalance> {
  const userId = await openHoldOwner(db, holdId);
  const { balance } = await withLockedLedger(db, userId, now, async (trx) => {
    const hold = await selectHold(trx, holdId);
    if (hold?.status !== 'held') return;
    await resolveWordHold(trx, holdId, { status: 'released', chargedWords: 0 });
    await insertWordTransaction(trx, {
      userId,
      transactionType: 'release',
      wordsAmount: hold.words,
      note,
      holdId,
    });
  });
  return balance;
}

/** Sweeper: releases holds older than `olderThan` (their work died without settling). */
export async function releaseStaleHolds(
  db: Executor,
  { olderThan, now = new Date() }: { olderThan: Date; now?: Date },
): Promise<number> {
  const holdIds = await selectStaleHoldIds(db, olderThan);
  for (const holdId of holdIds) {
    await releaseHold(db, { holdId, note: { reason: 'unfinished_work' }, now });
  }
  return holdIds.length;
}

/** Sweeper: retires every grant past its expiry, for all users; returns how many users changed. */
export async function expireWords(db: Executor, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const userIds = await selectUsersWithDueGrants(db, now);
  for (const userId of userIds) await withLockedLedger(db, userId, now, async () => undefined);
  return userIds.length;
}

type HistoryRow = Awaited<ReturnType<typeof selectWordHistory>>[number];

/** One line of a user's word history. */
export interface WordHistoryEntry extends Omit<HistoryRow, 'holdStatus' | 'heldWords' | 'chargedWords'> {
  /** A generation still running: `wordsAmount` is what it holds, not yet what it costs. */
  pending: boolean;
}

/**
 * A generation is one line, whatever ledger rows it wrote: while it runs, minus the words it
 * holds; once ended, minus what it finally cost (zero when nothing was charged).
 */
function historyEntry({ holdStatus, heldWords, chargedWords, ...row }: HistoryRow): WordHistoryEntry {
  if (holdStatus === null || heldWords === null) return { ...row, pending: false };
  const pending = holdStatus === 'held';
  return { ...row, pending, wordsAmount: 0 - (pending ? heldWords : (chargedWords ?? 0)) };
}

export interface WordAccount extends WordBalance {
  /** The next words to expire, if any expire. */
  nextExpiry: { words: number; at: Date } | null;
  history: WordHistoryEntry[];
}

/**
 * The balance as of `now` and the latest history lines, newest first (one per generation). Read only: grants past
 * their expiry already stop counting here; their "expiry" rows are written by the next change
 * or the sweeper.
 */
export async function getWordAccount(
  db: Executor,
  { userId, historyLimit = 50, now = new Date() }: { userId: string; historyLimit?: number; now?: Date },
) {
  const { grants, balance } = await liveBalance(db, userId, now);
  const [soonest] = spendingOrder(grants);
  const nextExpiry =
    soonest?.expiresAt != null
      ? {
          at: soonest.expiresAt,
          words: grants
            .filter((grant) => grant.expiresAt?.getTime() === soonest.expiresAt?.getTime())
            .reduce((sum, grant) => sum + grant.remaining, 0),
        }
      : null;
  const history = (await selectWordHistory(db, userId, historyLimit)).map(historyEntry);
  const account: WordAccount = { ...balance, nextExpiry, history };
  return account;
}

/** Every ledger row of a user as written (each hold, settle and release apart), newest first: for admins. */
export async function getWordLedger(db: Executor, { userId, limit = 200 }: { userId: string; limit?: number }) {
  return selectWordLedger(db, userId, limit);
}
