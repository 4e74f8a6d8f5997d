import type { TGenerationEvent } from '@wordloom/shared/schemas/ai';
import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AiGenerationStatus, DB } from '../../db/schema.ts';

/**
 * Notified each time events are added to a generation: the payload names it, and carries the
 * events when they fit (see eventsInPayload).
 */
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
    idempotencyKey: string | null;
    /** From the server's clock, the one the usage totals count days by. */
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('aiGenerations')
    .values({ ...row, status: 'running', latencyMs: null, errorCode: null, errorDetail: null, finishedAt: null })
    .execute();
}

/** The id of the user's generation started with `idempotencyKey`, if any. */
export async function selectGenerationIdByKey(
  db: Executor,
  userId: string,
  idempotencyKey: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('aiGenerations')
    .select('id')
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.id;
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

/** Events to add after a generation's last one. */
export interface EventBatch {
  generationId: string;
  events: readonly TGenerationEvent[];
}

/**
 * A notification's payload carries the events it announces when they fit (Postgres allows 8000
 * bytes), so readers need not read them back: `id:firstSeq:events`; otherwise just the id.
 */
const EVENTS_IN_PAYLOAD_BYTES = 7500;

/**
 * Adds each batch's events after its generation's last one and notifies their readers, as one
 * statement for every batch (a process writes all its generations' text together). With
 * `whileRunning`, nothing is added to a generation that has ended (someone else wrote its last
 * event). Returns the generations whose events were added.
 */
export async function appendGenerationEvents(
  db: Executor,
  batches: readonly EventBatch[],
  { whileRunning }: { whileRunning: boolean },
): Promise<Set<string>> {
  const batchesJson = JSON.stringify(
    batches.map(({ generationId, events }) => ({ generation_id: generationId, events })),
  );
  const { rows } = await sql<{ id: string }>`
    with batch as (
      select added.generation_id, added.events, jsonb_array_length(added.events) as count
      from jsonb_to_recordset(cast(${batchesJson}::text as jsonb)) as added(generation_id uuid, events jsonb)
    ), claimed as (
      update ai_generations set last_event_seq = last_event_seq + batch.count
      from batch
      where ai_generations.id = batch.generation_id and (ai_generations.status = 'running' or not ${whileRunning})
      returning ai_generations.id, ai_generations.last_event_seq - batch.count as seq_before, batch.events
    ), inserted as (
      insert into ai_generation_events (generation_id, seq, event)
      select claimed.id, claimed.seq_before + event.position, event.value
      from claimed, jsonb_array_elements(claimed.events) with ordinality as event(value, position)
    ), payload as (
      select id, id::text || ':' || (seq_before + 1) || ':' || events::text as full_text from claimed
    )
    select id, pg_notify(${GENERATION_EVENTS_CHANNEL},
      case when octet_length(full_text) <= ${EVENTS_IN_PAYLOAD_BYTES} then full_text else id::text end)
    from payload`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/** The events a notification on GENERATION_EVENTS_CHANNEL carries, or undefined when it only names the generation. */
export function eventsInPayload(payload: string): { firstSeq: number; events: TGenerationEvent[] } | undefined {
  const match = /^[^:]+:(\d+):(.*)$/s.exec(payload);
  if (!match) return undefined;
  return { firstSeq: Number(match[1]), events: JSON.parse(match[2]!) as TGenerationEvent[] };
}

/** Tells the process running the generation, wherever it is, that the generation was ended. */
export async function notifyGenerationStopped(db: Executor, generationId: string): Promise<void> {
  await sql`select pg_notify(${GENERATION_STOPS_CHANNEL}, ${generationId})`.execute(db);
}

/**
 * The user's generation's status and its events after `afterSeq`, read together so that a status
 * other than running means the events include the last one, and whether a reader said it
 * followed it within `followedWithinMs`. Undefined for a generation that is not the user's.
 */
export async function selectEventsAfter(
  db: Executor,
  {
    userId,
    generationId,
    afterSeq,
    followedWithinMs,
  }: { userId: string; generationId: string; afterSeq: number; followedWithinMs: number },
) {
  const rows = await db
    .selectFrom('aiGenerations')
    .leftJoin('aiGenerationEvents', (join) =>
      join
        .onRef('aiGenerationEvents.generationId', '=', 'aiGenerations.id')
        .on('aiGenerationEvents.seq', '>', afterSeq),
    )
    // As JSON text: the CamelCasePlugin would rename keys inside the event (a keyword-select
    // answer's `key_takeaways`), which the notification path delivers as written.
    .select([
      'aiGenerations.status',
      'aiGenerationEvents.seq',
      sql<string | null>`ai_generation_events.event::text`.as('event'),
    ])
    .select(sql<boolean>`ai_generations.followed_at > ${msAgo(followedWithinMs)}`.as('followedRecently'))
    .where('aiGenerations.id', '=', generationId)
    .where('aiGenerations.userId', '=', userId)
    .orderBy('aiGenerationEvents.seq')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const events = rows.flatMap(({ seq, event }) =>
    seq === null || event === null ? [] : [{ seq, event: JSON.parse(event) as TGenerationEvent }],
  );
  return { status: first.status, followedRecently: first.followedRecently, events };
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
