import type { Executor } from '../../db/executor.ts';

/**
 * Counts one hit against `key` and returns the window's count with it: a window that has ended
 * starts again at 1 with a new end. One statement, so hits from every server process at once are
 * counted exactly (the conflicting insert waits for the row and updates what the other wrote).
 */
export async function hitRateLimit(db: Executor, key: string, newWindowEndsAt: Date, now: Date) {
  return db
    .insertInto('rateLimits')
    .values({ key, hits: 1, windowEndsAt: newWindowEndsAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const windowEnded = eb('rateLimits.windowEndsAt', '<=', now);
        return {
          hits: eb
            .case()
            .when(windowEnded)
            .then(eb.lit(1))
            .else(eb('rateLimits.hits', '+', eb.lit(1)))
            .end(),
          windowEndsAt: eb
            .case()
            .when(windowEnded)
            .then(eb.ref('excluded.windowEndsAt'))
            .else(eb.ref('rateLimits.windowEndsAt'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'windowEndsAt'])
    .executeTakeFirstOrThrow();
}

/** Takes one hit back, if its window is still the current one. */
export async function unhitRateLimit(db: Executor, key: string, windowEndsAt: Date): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set((eb) => ({ hits: eb('hits', '-', eb.lit(1)) }))
    .where('key', '=', key)
    .where('windowEndsAt', '=', windowEndsAt)
    .where('hits', '>', 0)
    .execute();
}

export async function deleteRateLimit(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Rows of ended windows count nothing (the next hit starts over); returns how many went. */
export async function deleteEndedRateLimits(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('windowEndsAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
