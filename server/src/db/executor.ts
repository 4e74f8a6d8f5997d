import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/**
 * What queries and services run on: the database, or a transaction a caller already opened. A
 * service that takes an `Executor` can be called alone or as one step of a larger transaction.
 */
export type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (so several services share
 * one commit or one rollback), otherwise a new one.
 */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
