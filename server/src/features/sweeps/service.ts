import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { type AnyJobDefinition, defineJob } from '../../jobs/define.ts';
import { forgetOldViews } from '../blog-engagement/service.ts';
import { forgetUnconfirmedSubscribers } from '../newsletter/service.ts';
import { expireWords, releaseStaleHolds } from '../words/service.ts';

const MINUTE = 60_000;

/** A hold this old belongs to work that died without settling (the longest generation takes minutes). */
export const STALE_HOLD_AGE_MS = 60 * MINUTE;

/**
 * A periodic clean-up that is safe to repeat: each run does what is due at that moment, so a
 * missed or failed run is caught up by the next one and is not retried. pg-boss sends it on its
 * cron schedule once per period across all server processes, and its queue runs one at a time.
 */
function defineSweep(name: string, schedule: string, run: (db: Executor, now: Date) => Promise<number>) {
  return defineJob({
    name,
    schedule,
    payload: z.null(),
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    async handler(_payload, { db, logger }) {
      const changed = await run(db, new Date());
      if (changed > 0) logger.info({ sweep: name, changed }, 'sweep done');
    },
  });
}

/**
 * The server's sweeps: expired grants get their expiry rows (ARCHITECTURE §4); holds left by
 * work that died are released; blog views' old daily visitor rows are forgotten. (Generations a
 * dead process left are the AI engine's upkeep.)
 */
export const SWEEPS: readonly AnyJobDefinition[] = [
  defineSweep('expire-words', '*/10 * * * *', (db, now) => expireWords(db, { now })),
  defineSweep('release-stale-holds', '*/5 * * * *', (db, now) =>
    releaseStaleHolds(db, { olderThan: new Date(now.getTime() - STALE_HOLD_AGE_MS), now }),
  ),
  // Daily view rows only tell whether a visitor was already counted that day.
  defineSweep('forget-old-blog-views', '17 3 * * *', forgetOldViews),
  // Newsletter addresses typed but never confirmed, a week after their link expired.
  defineSweep('forget-unconfirmed-newsletter-addresses', '41 3 * * *', forgetUnconfirmedSubscribers),
];
