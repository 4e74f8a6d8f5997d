import type { Executor } from '../../db/executor.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import type { RateLimitPolicy } from './policies.ts';
import { deleteEndedRateLimits, deleteRateLimit, hitRateLimit, unhitRateLimit } from './queries.ts';

/** One counter: `limit` attempts per `windowMs` for `key`. */
export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
}

/** An attempt that was counted, with what `release` needs to take it back. */
export interface CountedAttempt {
  key: string;
  windowEndsAt: Date;
}

export type Consumed =
  | { allowed: true; attempts: CountedAttempt[] }
  /** `retryAt`: when the (latest) refusing window ends. */
  | { allowed: false; retryAt: Date };

/**
 * The counter of `policy` for one subject (an account, a client address, a request id…). The
 * subject is stored hashed: the table then holds no e-mail or client address in clear.
 */
export function rateLimit(policy: RateLimitPolicy, subject: string, limit = policy.limit): RateLimit {
  return { key: `${policy.name}:${sha256Hex(subject)}`, limit, windowMs: policy.windowMs };
}

/**
 * Counts one attempt against every limit in `limits` and says whether all of them allow it. Call
 * it BEFORE the work it protects: the count is reserved atomically, so of any number of parallel
 * attempts at most `limit` per window are allowed. A refused attempt keeps no hit on the limits
 * that allowed it. Run it outside the protected work's transaction: a rollback would undo the count.
 */
export async function consume(
  db: Executor,
  { limits, now = new Date() }: { limits: readonly RateLimit[]; now?: Date },
): Promise<Consumed> {
  const attempts: CountedAttempt[] = [];
  let retryAt: Date | null = null;
  for (const { key, limit, windowMs } of limits) {
    const row = await hitRateLimit(db, key, new Date(now.getTime() + windowMs), now);
    // A window's first hit is a good moment to drop the rows of windows that have ended.
    if (row.hits === 1) await deleteEndedRateLimits(db, now);
    if (row.hits <= limit) attempts.push({ key, windowEndsAt: row.windowEndsAt });
    else if (!retryAt || row.windowEndsAt > retryAt) retryAt = row.windowEndsAt;
  }
  if (!retryAt) return { allowed: true, attempts };
  await release(db, { attempts });
  return { allowed: false, retryAt };
}

/** Takes counted attempts back (an attempt that turned out not to count, such as a right password). */
export async function release(db: Executor, { attempts }: { attempts: readonly CountedAttempt[] }): Promise<void> {
  for (const attempt of attempts) await unhitRateLimit(db, attempt.key, attempt.windowEndsAt);
}

/** Forgets every attempt counted against `limit`. */
export async function reset(db: Executor, { limit }: { limit: RateLimit }): Promise<void> {
  await deleteRateLimit(db, limit.key);
}
