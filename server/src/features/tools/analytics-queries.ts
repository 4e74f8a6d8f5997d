import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** Which runs count: those logged in [from, to), of one tool or of all; test runs never. */
export interface UsageRange {
  from: Date;
  to: Date;
  toolId?: string | undefined;
}

/** Counts and response-time percentiles of a set of runs; percentiles are null when there are none. */
export interface RunFigures {
  runs: number;
  successes: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

/**
 * A percentile of the runs' response times, interpolated between neighbours (`percentile_cont`,
 * which Postgres 15 and PGlite both have), in whole milliseconds rounded half up (numeric `round`;
 * a double's `round` rounds half to even on some platforms).
 */
function responseTimePercentile(fraction: number): RawBuilder<number | null> {
  return sql<
    number | null
  >`round((percentile_cont(${sql.lit(fraction)}) within group (order by tool_usage_logs.response_time_ms))::numeric)::int`;
}

const runs = sql<number>`count(*)::int`;
const successes = sql<number>`(count(*) filter (where tool_usage_logs.success))::int`;

/** The runs of `range`, as a query to aggregate. */
function runsIn(db: Executor, { from, to, toolId }: UsageRange) {
  let query = db
    .selectFrom('toolUsageLogs')
    .where('toolUsageLogs.testRun', '=', false)
    .where('toolUsageLogs.createdAt', '>=', from)
    .where('toolUsageLogs.createdAt', '<', to);
  if (toolId !== undefined) query = query.where('toolUsageLogs.toolId', '=', toolId);
  return query;
}

/** Every run of the range together. */
export async function selectRunTotals(db: Executor, range: UsageRange): Promise<RunFigures> {
  return runsIn(db, range)
    .select([
      runs.as('runs'),
      successes.as('successes'),
      responseTimePercentile(0.5).as('p50Ms'),
      responseTimePercentile(0.95).as('p95Ms'),
    ])
    .executeTakeFirstOrThrow();
}

/** The runs of each UTC day (`YYYY-MM-DD`) that had any, oldest first. */
export async function selectRunsPerDay(db: Executor, range: UsageRange): Promise<(RunFigures & { day: string })[]> {
  const day = sql<string>`to_char(tool_usage_logs.created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  return runsIn(db, range)
    .select([
      day.as('day'),
      runs.as('runs'),
      successes.as('successes'),
      responseTimePercentile(0.5).as('p50Ms'),
      responseTimePercentile(0.95).as('p95Ms'),
    ])
    .groupBy(day)
    .orderBy(day)
    .execute();
}

/**
 * The `limit` error messages failed runs ended with most often, with how many ended so; equal
 * counts in the messages' order, so the list does not shuffle between loads. A failure without a
 * message has nothing to show and is left out.
 */
export async function selectTopErrors(
  db: Executor,
  range: UsageRange,
  limit: number,
): Promise<{ message: string; count: number }[]> {
  return runsIn(db, range)
    .where('toolUsageLogs.success', '=', false)
    .where('toolUsageLogs.errorMessage', 'is not', null)
    .where('toolUsageLogs.errorMessage', '<>', '')
    .select(['toolUsageLogs.errorMessage as message', runs.as('count')])
    .groupBy('toolUsageLogs.errorMessage')
    .orderBy('count', 'desc')
    .orderBy('toolUsageLogs.errorMessage')
    .limit(limit)
    .$narrowType<{ message: string }>()
    .execute();
}

/** Each tool with runs in the range, with its name; most runs first, then by name. */
export async function selectRunsPerTool(
  db: Executor,
  range: UsageRange,
): Promise<(RunFigures & { toolId: string; toolName: string })[]> {
  return runsIn(db, range)
    .innerJoin('tools', 'tools.id', 'toolUsageLogs.toolId')
    .select([
      'tools.id as toolId',
      'tools.name as toolName',
      runs.as('runs'),
      successes.as('successes'),
      responseTimePercentile(0.5).as('p50Ms'),
      responseTimePercentile(0.95).as('p95Ms'),
    ])
    .groupBy(['tools.id', 'tools.name'])
    .orderBy('runs', 'desc')
    .orderBy('tools.name')
    .orderBy('tools.id')
    .execute();
}
