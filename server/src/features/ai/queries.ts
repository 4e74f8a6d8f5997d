import type { TGenerationEvent } from '@wordloom/shared/schemas/ai';
import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AiGenerationStatus, DB } from '../../db/schema.ts';

/** Notified with a generation's id each time events are added to it: its readers read them. */
export const GENERATION_EVENTS_CHANNEL = 'generation_events';
/** Notified with a generation's id when it was ended by someone other than the process running it. */
export const GENERATION_STOPS_CHANNEL = 'generation_stops';

/** `now()` less `ms`, on the database's clock: the one clock every server process shares. */
function msAgo(ms: number) {
  return sql<Date>`now() - make_interval(secs => ${ms / 1000})`;
}

/**
 * Serialises a user's generation starts until the transaction ends, across server processes:
 * counting running generations and adding one happen as one step.
 */
export async function lockUserGenerations(trx: Transaction<DB>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`ai_generations:${userId}`}))`.execute(trx);
}

/** The user's running generations whose process beat within `aliveWithinMs` (a dead one's rows do not count). */
export async function countRunningGenerations(db: Executor, userId: string, aliveWithinMs: number): Promise<number> {
  const row = await db
    .selectFrom('aiGenerations')
    .select((eb) => eb.fn.countAll<string>().as('running'))
    .where('userId', '=', userId)
    .where('status', '=', 'running')
    .where('heartbeatAt', '>', msAgo(aliveWithinMs))
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
    holdId: string;
    /** From the server's clock, the one the usage totals count days by. */
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('aiGenerations')
    .values({ ...row, status: 'running', latencyMs: null, errorCode: null, errorDetail: null, finishedAt: null })
    .execute();
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
 * Records how a generation ended, once: a row already finished (by a cancel, the stale sweep or
 * its own process) keeps its first outcome. Returns whether this call recorded it; the row stays
 * locked until the transaction ends, so the caller's events follow the outcome with nothing between.
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

/**
 * Fails every running generation whose process has not beaten for `silentForMs` (it died or lost
 * the database) with `outcome`, in one statement so a late heartbeat either wins or loses whole.
 */
export async function failSilentGenerations(
  db: Executor,
  silentForMs: number,
  outcome: Omit<GenerationOutcome, 'status' | 'words' | 'latencyMs'>,
) {
  return db
    .updateTable('aiGenerations')
    .set({ ...outcome, status: 'failed', words: 0, finishedAt: sql<Date>`now()` })
    .where('status', '=', 'running')
    .where('heartbeatAt', '<', msAgo(silentForMs))
    .returning(['id', 'holdId'])
    .execute();
}

/**
 * Adds `events` after the generation's last one and notifies its readers, as one statement. With
 * `whileRunning`, nothing is added to a generation that has ended (someone else wrote its last
 * event); returns whether they were added.
 */
export async function appendGenerationEvents(
  db: Executor,
  generationId: string,
  events: readonly TGenerationEvent[],
  { whileRunning }: { whileRunning: boolean },
): Promise<boolean> {
  const { rows } = await sql<{ appended: number }>`
    with claimed as (
      update ai_generations set last_event_seq = last_event_seq + ${events.length}
      where id = ${generationId} and (status = 'running' or not ${whileRunning})
      returning last_event_seq
    ), inserted as (
      insert into ai_generation_events (generation_id, seq, event)
      select ${generationId}, claimed.last_event_seq - ${events.length} + added.position, added.event
      from claimed, jsonb_array_elements(cast(${JSON.stringify(events)}::text as jsonb))
        with ordinality as added(event, position)
    )
    select 1 as appended, pg_notify(${GENERATION_EVENTS_CHANNEL}, ${generationId}) from claimed`.execute(db);
  return rows.length > 0;
}

/** Tells the process running the generation, wherever it is, that the generation was ended. */
export async function notifyGenerationStopped(db: Executor, generationId: string): Promise<void> {
  await sql`select pg_notify(${GENERATION_STOPS_CHANNEL}, ${generationId})`.execute(db);
}

/**
 * The user's generation's status and its events after `afterSeq`, read together so that a status
 * other than running means the events include the last one. Undefined for a generation that is
 * not the user's.
 */
export async function selectEventsAfter(db: Executor, userId: string, generationId: string, afterSeq: number) {
  const rows = await db
    .selectFrom('aiGenerations')
    .leftJoin('aiGenerationEvents', (join) =>
      join
        .onRef('aiGenerationEvents.generationId', '=', 'aiGenerations.id')
        .on('aiGenerationEvents.seq', '>', afterSeq),
    )
    .select(['aiGenerations.status', 'aiGenerationEvents.seq', 'aiGenerationEvents.event'])
    .where('aiGenerations.id', '=', generationId)
    .where('aiGenerations.userId', '=', userId)
    .orderBy('aiGenerationEvents.seq')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const events = rows.flatMap(({ seq, event }) => (seq === null ? [] : [{ seq, event: event as TGenerationEvent }]));
  return { status: first.status, events };
}

/** A reader says it still follows the generation (one nobody follows is abandoned). */
export async function markGenerationFollowed(db: Executor, generationId: string): Promise<void> {
  await db.updateTable('aiGenerations').set({ followedAt: sql<Date>`now()` }).where('id', '=', generationId).execute();
}

/**
 * The running process's heartbeat for its generations. Returns each one's status (another process
 * may have ended it) and whether no reader has followed it for `abandonAfterMs`.
 */
export async function beatGenerations(db: Executor, ids: readonly string[], abandonAfterMs: number) {
  if (ids.length === 0) return [];
  return db
    .updateTable('aiGenerations')
    .set({ heartbeatAt: sql<Date>`now()` })
    .where('id', 'in', ids)
    .returning(['id', 'status', sql<boolean>`followed_at < ${msAgo(abandonAfterMs)}`.as('abandoned')])
    .execute();
}

/** Deletes the events of generations that finished more than `finishedForMs` ago; returns how many. */
export async function deleteFinishedGenerationEvents(db: Executor, finishedForMs: number): Promise<number> {
  const result = await db
    .deleteFrom('aiGenerationEvents')
    .where('generationId', 'in', (eb) =>
      eb.selectFrom('aiGenerations').select('id').where('finishedAt', '<', msAgo(finishedForMs)),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One generation of one user (the owner filter is part of the lookup). */
export async function selectUserGeneration(db: Executor, userId: string, id: string) {
  return db
    .selectFrom('aiGenerations')
    .select(['id', 'status', 'holdId'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
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
