/** Usage analytics of tools for admins (issue 15 point 7), from the usage logs of visitors' runs. */
import type { ToolAnalytics, TToolAnalytics } from '@wordloom/shared/schemas/tools';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  type RunFigures,
  selectRunsPerDay,
  selectRunsPerTool,
  selectRunTotals,
  selectTopErrors,
  type UsageRange,
} from './analytics-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_ERRORS = 5;

/** The last `days` UTC days up to and including `now`'s: their dates (`YYYY-MM-DD`, oldest first) and their runs. */
function lastDays(now: Date, days: number, toolId: string | undefined): { dates: string[]; range: UsageRange } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (days - 1) * DAY_MS;
  return {
    dates: Array.from({ length: days }, (_, index) => new Date(first + index * DAY_MS).toISOString().slice(0, 10)),
    range: { from: new Date(first), to: new Date(today + DAY_MS), toolId },
  };
}

function successRate({ runs, successes }: RunFigures): number | null {
  return runs === 0 ? null : successes / runs;
}

/**
 * What visitors' runs did over the last `days` UTC days (today included), for one tool or all:
 * totals, every day of the range (days without runs as zeros), the most frequent errors and each
 * tool's share. Admins' test runs are left out. The four readings come from one snapshot, so the
 * totals are the sum of the days even while runs are being logged.
 */
export async function toolAnalytics(
  db: Kysely<DB>,
  { toolId, days }: TToolAnalytics,
  now: Date = new Date(),
): Promise<ToolAnalytics> {
  const { dates, range } = lastDays(now, days, toolId);
  const { totals, perDay, topErrors, perTool } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => ({
      totals: await selectRunTotals(trx, range),
      perDay: await selectRunsPerDay(trx, range),
      topErrors: await selectTopErrors(trx, range, TOP_ERRORS),
      perTool: await selectRunsPerTool(trx, range),
    }));
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    days,
    totals: { ...totals, successRate: successRate(totals) },
    perDay: dates.map((day) => {
      const figures = byDay.get(day) ?? { runs: 0, successes: 0, p50Ms: null, p95Ms: null };
      return { day, ...figures, failures: figures.runs - figures.successes };
    }),
    topErrors,
    perTool: perTool.map((tool) => ({
      toolId: tool.toolId,
      toolName: tool.toolName,
      runs: tool.runs,
      successRate: successRate(tool),
      p95Ms: tool.p95Ms,
    })),
  };
}
