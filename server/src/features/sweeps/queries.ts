import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * Takes the sweep's lease until `until` if nobody holds it at `now`; true when this caller got it.
 * One statement, so two processes racing for it cannot both win.
 */
export async function acquireSweepLease(db: Kysely<DB>, name: string, now: Date, until: Date): Promise<boolean> {
  const row = await db
    .insertInto('sweepLeases')
    .values({ name, leasedUntil: until })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ leasedUntil: until }).where('sweepLeases.leasedUntil', '<=', now),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the outcome and holds the sweep until its next run, if the lease taken until
 * `leasedUntil` is still this run's: a run that outlived its lease (another process has taken
 * the sweep since) changes nothing.
 */
export async function finishSweep(
  db: Kysely<DB>,
  name: string,
  { leasedUntil, ranAt, result, nextRunAt }: { leasedUntil: Date; ranAt: Date; result: number | null; nextRunAt: Date },
): Promise<boolean> {
  const finished = await db
    .updateTable('sweepLeases')
    .set({ lastRunAt: ranAt, lastResult: result, leasedUntil: nextRunAt })
    .where('name', '=', name)
    .where('leasedUntil', '=', leasedUntil)
    .executeTakeFirst();
  return finished.numUpdatedRows > 0n;
}

export async function selectSweepLease(db: Kysely<DB>, name: string) {
  return db
    .selectFrom('sweepLeases')
    .select(['name', 'leasedUntil', 'lastRunAt', 'lastResult'])
    .where('name', '=', name)
    .executeTakeFirst();
}
