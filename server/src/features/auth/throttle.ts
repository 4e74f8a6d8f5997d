import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countFailedSignIns, insertSignInAttempt } from './queries.ts';

/** Failed sign-ins allowed per account, and per address, within the window; the next one is refused. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Whether sign-in for this account, or from this address, is paused (spec: "Too many login attempts"). */
export async function isSignInThrottled(db: Kysely<DB>, email: string, ipAddress: string, now = new Date()) {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    countFailedSignIns(db, since, { email }),
    countFailedSignIns(db, since, { ipAddress }),
  ]);
  return byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordSignIn(db: Kysely<DB>, email: string, ipAddress: string, succeeded: boolean) {
  await insertSignInAttempt(db, { email, ipAddress, succeeded });
}
