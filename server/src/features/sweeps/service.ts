import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../../db/schema.ts';
import { expireWords, releaseStaleHolds } from '../words/service.ts';
import { acquireSweepLease, finishSweep } from './queries.ts';

const MINUTE = 60_000;

/** Periodic clean-up that is safe to repeat: each run does what is due and nothing else. */
export interface Sweep {
  name: string;
  intervalMs: number;
  /** Returns how many things it changed, for the log. */
  run(db: Kysely<DB>, now: Date): Promise<number>;
}

/** A hold this old belongs to work that died without settling (the longest generation takes minutes). */
export const STALE_HOLD_AGE_MS = 60 * MINUTE;
/** How long a crashed process can keep a sweep from running. */
const RUNNING_LEASE_MS = 10 * MINUTE;

/**
 * The server's sweeps: expired grants get their expiry rows (ARCHITECTURE §4); holds left by
 * work that died are released. (Generations a dead process left are the AI engine's upkeep.)
 */
export const SWEEPS: readonly Sweep[] = [
  { name: 'expire-words', intervalMs: 10 * MINUTE, run: (db, now) => expireWords(db, now) },
  {
    name: 'release-stale-holds',
    intervalMs: 5 * MINUTE,
    run: (db, now) => releaseStaleHolds(db, new Date(now.getTime() - STALE_HOLD_AGE_MS), now),
  },
];

/**
 * Runs `sweep` if its period has come and no other process is running it; the result, or null
 * when it was not this process's turn. Whatever happens, the next run is one period later.
 */
export async function runSweepIfDue(
  { db, logger }: { db: Kysely<DB>; logger: Logger },
  sweep: Sweep,
  now = new Date(),
): Promise<number | null> {
  const leasedUntil = new Date(now.getTime() + RUNNING_LEASE_MS);
  if (!(await acquireSweepLease(db, sweep.name, now, leasedUntil))) return null;
  let result: number | null = null;
  try {
    result = await sweep.run(db, now);
    if (result > 0) logger.info({ sweep: sweep.name, changed: result }, 'sweep done');
    return result;
  } catch (error) {
    logger.error({ err: error, sweep: sweep.name }, 'sweep failed');
    return null;
  } finally {
    await finishSweep(db, sweep.name, {
      leasedUntil,
      ranAt: now,
      result,
      nextRunAt: new Date(now.getTime() + sweep.intervalMs),
    });
  }
}

/**
 * Checks every sweep once a minute (and once right away) until stopped. Every server process
 * runs this; the leases make each sweep run once per period across all of them.
 */
export function startSweeps(
  deps: { db: Kysely<DB>; logger: Logger },
  sweeps: readonly Sweep[],
  { checkEveryMs = MINUTE } = {},
): { stop(): Promise<void> } {
  let current: Promise<unknown> = Promise.resolve();
  const check = () => {
    current = current
      .then(async () => {
        for (const sweep of sweeps) await runSweepIfDue(deps, sweep);
      })
      // The database may be briefly unreachable: the next check tries again.
      .catch((error: unknown) => deps.logger.error({ err: error }, 'sweep check failed'));
  };
  check();
  const timer = setInterval(check, checkEveryMs);
  // Sweeps never keep a process alive on their own.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
