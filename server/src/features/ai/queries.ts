import { type Kysely, sql, type Transaction } from 'kysely';
import type { AiGenerationStatus, DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Serialises a user's generation starts until the transaction ends, across server processes:
 * counting running generations and adding one happen as one step.
 */
export async function lockUserGenerations(trx: Transaction<DB>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`ai_generations:${userId}`}))`.execute(trx);
}

/** The user's generations marked running that started after `since`. */
export async function countRunningGenerations(db: Executor, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('aiGenerations')
    .select((eb) => eb.fn.countAll<string>().as('running'))
    .where('userId', '=', userId)
    .where('status', '=', 'running')
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.running);
}

export async function insertGeneration(
  db: Executor,
  row: {
    id: string;
    userId: string;
    kind: string;
    provider: string;
    model: string;
    promptVersion: string;
    heldWords: number;
    /** From the server's clock, the one the slot count and the stale sweep judge a row's age by. */
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('aiGenerations')
    .values({
      ...row,
      status: 'running',
      holdId: null,
      latencyMs: null,
      errorCode: null,
      errorDetail: null,
      finishedAt: null,
    })
    .execute();
}

/** Removes a generation that never started (its words could not be reserved). */
export async function deleteGeneration(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('aiGenerations').where('id', '=', id).execute();
}

export async function setGenerationHold(db: Executor, id: string, holdId: string): Promise<void> {
  await db.updateTable('aiGenerations').set({ holdId }).where('id', '=', id).execute();
}

/** The words a finished generation charged, when settling took fewer than its outcome first said. */
export async function setGenerationWords(db: Executor, id: string, words: number): Promise<void> {
  await db.updateTable('aiGenerations').set({ words }).where('id', '=', id).execute();
}

export interface GenerationOutcome {
  status: Exclude<AiGenerationStatus, 'running'>;
  words: number;
  latencyMs: number | null;
  errorCode: string | null;
  errorDetail: string | null;
}

/**
 * Records how a generation ended, once: a row already finished (by a cancel from elsewhere or the
 * sweeper) keeps its first outcome. Returns whether this call recorded it.
 */
export async function finishGeneration(db: Executor, id: string, outcome: GenerationOutcome): Promise<boolean> {
  const result = await db
    .updateTable('aiGenerations')
    .set({ ...outcome, finishedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One generation of one user (the owner filter is part of the lookup). */
export async function selectUserGeneration(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('aiGenerations')
    .select(['id', 'status', 'holdId', 'errorCode'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Generations still marked running that started before `olderThan`. */
export async function selectStaleGenerations(db: Executor, olderThan: Date) {
  return db
    .selectFrom('aiGenerations')
    .select(['id', 'holdId'])
    .where('status', '=', 'running')
    .where('createdAt', '<', olderThan)
    .execute();
}

export async function selectSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function upsertSetting(db: Executor, key: string, value: unknown, updatedBy: string): Promise<void> {
  // Cast from text so both Postgres and PGlite parse the JSON once, on the server.
  const json = sql<string>`cast(${JSON.stringify(value)}::text as jsonb)`;
  await db
    .insertInto('appSettings')
    .values({ key, value: json, updatedBy })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: json, updatedBy, updatedAt: sql<Date>`now()` }),
    )
    .execute();
}

/**
 * Per UTC day and provider since `since`: generations started; those that succeeded with the
 * provider itself; those where it failed (ending in an error, or handing over to the template
 * composer); words charged; and the mean time of the successful ones. Cancelled generations count
 * only as started.
 */
export async function selectUsageTotals(db: Executor, since: Date) {
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .selectFrom('aiGenerations')
    .select([
      day.as('day'),
      'provider',
      sql<number>`count(*)::int`.as('generations'),
      sql<number>`(count(*) filter (where status = 'succeeded' and error_code is null))::int`.as('succeeded'),
      sql<number>`(count(*) filter (where status = 'failed' or (status = 'succeeded' and error_code is not null)))::int`.as(
        'failed',
      ),
      sql<number>`coalesce(sum(words), 0)::int`.as('words'),
      sql<number>`coalesce(round(avg(latency_ms) filter (where status = 'succeeded')), 0)::int`.as('avgLatencyMs'),
    ])
    .where('createdAt', '>=', since)
    .groupBy([day, 'provider'])
    .orderBy(day, 'desc')
    .orderBy('provider')
    .execute();
}
