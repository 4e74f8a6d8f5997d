import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolAnalytics } from '../../server/src/features/tools/analytics.ts';
import { anonymousCaller, type Caller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Usage analytics of tools (issue 15 point 7): visitors' runs of the last 7, 30 or 90 UTC days,
 * read from usage logs written straight into the database at chosen times, durations and outcomes.
 */

let testApp: TestApp;
let admin: Caller;
let member: Caller;
let headlineId: string;
let counterId: string;
let quietId: string;
let oldRunsId: string;

/** The moment the analytics are read at: the 7-day range is 2026-11-14 to 2026-11-20. */
const NOW = new Date('2026-11-20T15:00:00Z');

async function insertTool(name: string): Promise<string> {
  const row = await testApp.deps.db
    .insertInto('tools')
    .values({ name, slug: name.toLowerCase().replaceAll(' ', '-') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface LoggedRun {
  at: string;
  ms: number;
  /** The failure's message; a run without one succeeded, unless `failed` says otherwise. */
  error?: string;
  failed?: boolean;
  testRun?: boolean;
}

async function logRuns(toolId: string, runs: LoggedRun[]): Promise<void> {
  await testApp.deps.db
    .insertInto('toolUsageLogs')
    .values(
      runs.map(({ at, ms, error, failed = error !== undefined, testRun = false }) => ({
        toolId,
        sessionId: 'visitor-session',
        inputData: JSON.stringify({ headline: 'Ten ways to write', user_name: 'Ana' }),
        webhookResponse: JSON.stringify(failed ? null : { result: 'ok' }),
        responseTimeMs: ms,
        success: !failed,
        errorMessage: error ?? null,
        testRun,
        createdAt: new Date(at),
      })),
    )
    .execute();
}

beforeAll(async () => {
  testApp = await createTestApp();
  ({ caller: admin } = await signedInCaller(testApp.deps, { admin: true }));
  ({ caller: member } = await signedInCaller(testApp.deps));
  headlineId = await insertTool('Headline checker');
  counterId = await insertTool('Word counter');
  quietId = await insertTool('Quiet tool');
  oldRunsId = await insertTool('Older runs');

  await logRuns(headlineId, [
    { at: '2026-11-13T23:59:59.999Z', ms: 5000 }, // the day before the range
    { at: '2026-11-14T00:00:00.000Z', ms: 100 }, // the range's first moment
    { at: '2026-11-16T09:00:00Z', ms: 200 },
    { at: '2026-11-16T10:00:00Z', ms: 300 },
    { at: '2026-11-16T11:00:00Z', ms: 400 },
    { at: '2026-11-16T12:00:00Z', ms: 1000, error: 'HTTP 500: boom' },
    { at: '2026-11-16T13:00:00Z', ms: 9999, error: 'Only in a test', testRun: true },
    { at: '2026-11-16T14:00:00Z', ms: 8888, testRun: true },
    { at: '2026-11-20T23:59:59.999Z', ms: 600, error: 'Request timed out' }, // the range's last moment
    { at: '2026-11-21T00:00:00.000Z', ms: 5000 }, // the day after
  ]);
  await logRuns(counterId, [
    { at: '2026-11-18T08:00:00Z', ms: 50, error: 'HTTP 500: boom' },
    { at: '2026-11-18T09:00:00Z', ms: 70, error: 'HTTP 500: boom' },
    { at: '2026-11-19T10:00:00Z', ms: 80, error: 'Request timed out' },
    { at: '2026-11-19T11:00:00Z', ms: 90, error: 'Connection refused' },
    { at: '2026-11-19T12:00:00Z', ms: 110, error: 'HTTP 404: Not Found' },
    { at: '2026-11-19T13:00:00Z', ms: 120, error: 'HTTP 502: Bad Gateway' },
    { at: '2026-11-19T14:00:00Z', ms: 130, error: 'Invalid JSON answer' },
    { at: '2026-11-19T15:00:00Z', ms: 140, failed: true },
    { at: '2026-11-19T16:00:00Z', ms: 150 },
  ]);
  // Inside the 30-day range only.
  await logRuns(oldRunsId, [
    { at: '2026-10-22T00:00:00Z', ms: 100 },
    { at: '2026-11-01T12:00:00Z', ms: 101, error: 'Request timed out' },
    { at: '2026-10-21T23:59:59Z', ms: 7000 },
  ]);
});

afterAll(async () => {
  await testApp.close();
});

const zeroDay = (day: string) => ({ day, runs: 0, successes: 0, failures: 0, p50Ms: null, p95Ms: null });

describe('tools analytics', () => {
  it('sums every tool over the last 7 days: each day zero-filled, percentiles interpolated, the 5 most frequent errors, tools by runs', async () => {
    const analytics = await toolAnalytics(testApp.deps.db, { days: 7 }, NOW);

    // 50 70 80 90 100 110 120 130 140 150 200 300 400 600 1000: p50 the 8th, p95 600 + 0.3 × 400.
    expect(analytics.days).toBe(7);
    expect(analytics.totals).toEqual({ runs: 15, successes: 5, successRate: 5 / 15, p50Ms: 130, p95Ms: 720 });
    expect(analytics.perDay).toEqual([
      { day: '2026-11-14', runs: 1, successes: 1, failures: 0, p50Ms: 100, p95Ms: 100 },
      zeroDay('2026-11-15'),
      { day: '2026-11-16', runs: 4, successes: 3, failures: 1, p50Ms: 350, p95Ms: 910 },
      zeroDay('2026-11-17'),
      { day: '2026-11-18', runs: 2, successes: 0, failures: 2, p50Ms: 60, p95Ms: 69 },
      { day: '2026-11-19', runs: 7, successes: 1, failures: 6, p50Ms: 120, p95Ms: 147 },
      { day: '2026-11-20', runs: 1, successes: 0, failures: 1, p50Ms: 600, p95Ms: 600 },
    ]);
    // Equal counts in the messages' order; the sixth message and the failure without one are left out.
    expect(analytics.topErrors).toEqual([
      { message: 'HTTP 500: boom', count: 3 },
      { message: 'Request timed out', count: 2 },
      { message: 'Connection refused', count: 1 },
      { message: 'HTTP 404: Not Found', count: 1 },
      { message: 'HTTP 502: Bad Gateway', count: 1 },
    ]);
    expect(analytics.perTool).toEqual([
      { toolId: counterId, toolName: 'Word counter', runs: 9, successRate: 1 / 9, p95Ms: 146 },
      { toolId: headlineId, toolName: 'Headline checker', runs: 6, successRate: 4 / 6, p95Ms: 900 },
    ]);
  });

  it('reads one tool alone', async () => {
    const analytics = await toolAnalytics(testApp.deps.db, { toolId: headlineId, days: 7 }, NOW);

    expect(analytics.totals).toEqual({ runs: 6, successes: 4, successRate: 4 / 6, p50Ms: 350, p95Ms: 900 });
    expect(analytics.perDay).toEqual([
      { day: '2026-11-14', runs: 1, successes: 1, failures: 0, p50Ms: 100, p95Ms: 100 },
      zeroDay('2026-11-15'),
      { day: '2026-11-16', runs: 4, successes: 3, failures: 1, p50Ms: 350, p95Ms: 910 },
      zeroDay('2026-11-17'),
      zeroDay('2026-11-18'),
      zeroDay('2026-11-19'),
      { day: '2026-11-20', runs: 1, successes: 0, failures: 1, p50Ms: 600, p95Ms: 600 },
    ]);
    expect(analytics.topErrors).toEqual([
      { message: 'HTTP 500: boom', count: 1 },
      { message: 'Request timed out', count: 1 },
    ]);
    expect(analytics.perTool).toEqual([
      { toolId: headlineId, toolName: 'Headline checker', runs: 6, successRate: 4 / 6, p95Ms: 900 },
    ]);
  });

  it('answers zeros and no rates or percentiles for a tool without runs', async () => {
    const analytics = await toolAnalytics(testApp.deps.db, { toolId: quietId, days: 7 }, NOW);

    expect(analytics).toEqual({
      days: 7,
      totals: { runs: 0, successes: 0, successRate: null, p50Ms: null, p95Ms: null },
      perDay: ['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map(
        zeroDay,
      ),
      topErrors: [],
      perTool: [],
    });
  });

  it('reaches back 30 and 90 days, rounding a half millisecond up', async () => {
    const month = await toolAnalytics(testApp.deps.db, { toolId: oldRunsId, days: 30 }, NOW);
    expect(month.perDay).toHaveLength(30);
    expect(month.perDay[0]).toEqual({ day: '2026-10-22', runs: 1, successes: 1, failures: 0, p50Ms: 100, p95Ms: 100 });
    expect(month.perDay.find((day) => day.day === '2026-11-01')).toEqual({
      day: '2026-11-01',
      runs: 1,
      successes: 0,
      failures: 1,
      p50Ms: 101,
      p95Ms: 101,
    });
    expect(month.perDay.at(-1)?.day).toBe('2026-11-20');
    // 100 and 101: the median 100.5 shows as 101.
    expect(month.totals).toEqual({ runs: 2, successes: 1, successRate: 0.5, p50Ms: 101, p95Ms: 101 });

    const quarter = await toolAnalytics(testApp.deps.db, { days: 90 }, NOW);
    expect(quarter.perDay).toHaveLength(90);
    expect(quarter.perDay[0]?.day).toBe('2026-08-23');
    expect(quarter.perDay.at(-1)?.day).toBe('2026-11-20');
    expect(quarter.totals.runs).toBe(19);
    expect(quarter.perTool.map((tool) => [tool.toolName, tool.runs])).toEqual([
      ['Word counter', 9],
      ['Headline checker', 7],
      ['Older runs', 3],
    ]);
  });

  it('is for admins only', async () => {
    await expect(member.tools.analytics({ days: 7 })).rejects.toMatchObject({ appCode: 'ADMIN_ONLY' });
    await expect(anonymousCaller(testApp.deps).tools.analytics({ days: 7 })).rejects.toMatchObject({
      appCode: 'UNAUTHENTICATED',
    });
  });

  it('counts a run logged just now, for the admin, in a 30-day range by default', async () => {
    const justNowId = await insertTool('Just now');
    await logRuns(justNowId, [{ at: new Date().toISOString(), ms: 42 }]);

    const analytics = await admin.tools.analytics({ toolId: justNowId });

    expect(analytics.days).toBe(30);
    expect(analytics.perDay).toHaveLength(30);
    expect(analytics.totals).toEqual({ runs: 1, successes: 1, successRate: 1, p50Ms: 42, p95Ms: 42 });
    expect(analytics.perTool).toEqual([
      { toolId: justNowId, toolName: 'Just now', runs: 1, successRate: 1, p95Ms: 42 },
    ]);
  });
});
