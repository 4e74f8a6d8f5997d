import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface PermanentlyRemovedUrlsTable {
  id: Generated<string>;
  /** An exact path, or "Starts with: " followed by a path prefix (spec §3). */
  url: string;
  createdAt: CreatedAt;
}

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface WordBalanceTable {
  userId: string;
  /** Words the user can spend now: unexpired grants' remaining words less open holds. */
  availableWords: ColumnType<number, number | undefined, number>;
  heldWords: ColumnType<number, number | undefined, number>;
  subscriptionStatus: ColumnType<string, string | undefined, string>;
  updatedAt: UpdatedAt;
}

export type WordGrantSource = 'signup' | 'referral' | 'purchase' | 'admin';

export interface WordGrantsTable {
  id: Generated<string>;
  userId: string;
  amount: number;
  remaining: number;
  source: WordGrantSource;
  expiresAt: Date | null;
  expiredAt: Date | null;
  createdAt: CreatedAt;
}

export type WordHoldStatus = 'held' | 'settled' | 'released';

export interface WordHoldsTable {
  id: Generated<string>;
  userId: string;
  words: number;
  status: WordHoldStatus;
  idempotencyKey: string;
  chargedWords: number | null;
  createdAt: CreatedAt;
  resolvedAt: Date | null;
}

export type WordTransactionType = 'grant' | 'hold' | 'spend' | 'release' | 'settle' | 'expiry';

export interface WordTransactionsTable {
  id: Generated<string>;
  userId: string;
  transactionType: WordTransactionType;
  /** Positive adds spendable words, negative takes them away. */
  wordsAmount: number;
  description: string;
  expiresAt: Date | null;
  grantId: string | null;
  holdId: string | null;
  idempotencyKey: string | null;
  createdAt: CreatedAt;
}

/** The database as Kysely sees it, camelCased by the CamelCasePlugin. */
export interface DB {
  permanentlyRemovedUrls: PermanentlyRemovedUrlsTable;
  users: UsersTable;
  wordBalance: WordBalanceTable;
  wordGrants: WordGrantsTable;
  wordHolds: WordHoldsTable;
  wordTransactions: WordTransactionsTable;
}
