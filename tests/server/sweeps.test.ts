import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectSweepLease } from '../../server/src/features/sweeps/queries.ts';
import {
  runSweepIfDue,
  STALE_HOLD_AGE_MS,
  SWEEPS,
  type Sweep,
  startSweeps,
} from '../../server/src/features/sweeps/service.ts';
import { getWordAccount, grantWords, holdWords } from '../../server/src/features/words/service.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let database: TestDatabase;
let deps: { db: TestDatabase['db']; logger: pino.Logger };

beforeAll(async () => {
  database = await createTestDatabase();
  deps = { db: database.db, logger: pino({ level: 'silent' }) };
});
afterAll(() => database.dispose());

function ledgerSweep(name: string): Sweep {
  const sweep = SWEEPS.find((candidate) => candidate.name === name);
  if (!sweep) throw new Error(`no sweep ${name}`);
  return sweep;
}

/** A sweep that counts its runs, to watch the leases. */
function countingSweep(name: string, intervalMs = 5 * MINUTE) {
  const calls: Date[] = [];
  const sweep: Sweep = {
    name,
    intervalMs,
    run: async (_db, now) => {
      calls.push(now);
      return 1;
    },
  };
  return { sweep, calls };
}

describe('ledger sweeps', () => {
  it('retires words past their expiry with an expiry row', async () => {
    const userId = await createUser(database.db);
    const grantedAt = new Date(Date.now() - 8 * DAY);
    await grantWords(database.db, {
      userId,
      amount: 2000,
      source: 'signup',
      expiresAt: new Date(grantedAt.getTime() + 7 * DAY),
      note: 'Free words for signing up',
      now: grantedAt,
    });

    expect(await runSweepIfDue(deps, ledgerSweep('expire-words'))).toBeGreaterThanOrEqual(1);

    const expiry = await database.db
      .selectFrom('wordTransactions')
      .select(['wordsAmount'])
      .where('userId', '=', userId)
      .where('transactionType', '=', 'expiry')
      .execute();
    expect(expiry).toEqual([{ wordsAmount: -2000 }]);
    const balance = await database.db
      .selectFrom('wordBalance')
      .select('availableWords')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(balance.availableWords).toBe(0);
  });

  it('returns the words of a hold left open for over an hour, and leaves a fresh one', async () => {
    const userId = await createUser(database.db);
    await grantWords(database.db, { userId, amount: 1000, source: 'admin', expiresAt: null, note: 'Test' });
    const now = new Date();
    await holdWords(database.db, {
      userId,
      words: 300,
      note: 'Old generation',
      idempotencyKey: 'old',
      now: new Date(now.getTime() - STALE_HOLD_AGE_MS - MINUTE),
    });
    await holdWords(database.db, { userId, words: 200, note: 'Running generation', idempotencyKey: 'new' });

    await runSweepIfDue(deps, ledgerSweep('release-stale-holds'), now);

    const account = await getWordAccount(database.db, userId);
    expect(account.heldWords).toBe(200);
    expect(account.availableWords).toBe(800);
  });
});

describe('sweep leases', () => {
  it('lets one of two processes run a sweep at a time', async () => {
    const { sweep, calls } = countingSweep('race');
    const now = new Date();
    const results = await Promise.all([runSweepIfDue(deps, sweep, now), runSweepIfDue(deps, sweep, now)]);
    expect(calls).toHaveLength(1);
    expect(results.filter((result) => result === null)).toHaveLength(1);
  });

  it('runs again only once its period has passed, and records the last run', async () => {
    const { sweep, calls } = countingSweep('period', 5 * MINUTE);
    const start = new Date();
    await runSweepIfDue(deps, sweep, start);
    expect(await runSweepIfDue(deps, sweep, new Date(start.getTime() + 4 * MINUTE))).toBeNull();
    expect(await runSweepIfDue(deps, sweep, new Date(start.getTime() + 5 * MINUTE))).toBe(1);
    expect(calls).toHaveLength(2);
    expect(await selectSweepLease(database.db, 'period')).toMatchObject({
      lastRunAt: new Date(start.getTime() + 5 * MINUTE),
      lastResult: 1,
    });
  });

  it('tries a failed sweep again the next period', async () => {
    let attempts = 0;
    const failing: Sweep = {
      name: 'failing',
      intervalMs: MINUTE,
      run: async () => {
        attempts += 1;
        throw new Error('database hiccup');
      },
    };
    const start = new Date();
    expect(await runSweepIfDue(deps, failing, start)).toBeNull();
    expect(await runSweepIfDue(deps, failing, new Date(start.getTime() + MINUTE))).toBeNull();
    expect(attempts).toBe(2);
  });

  it('runs every sweep at start and stops cleanly', async () => {
    const first = countingSweep('at-start-1');
    const second = countingSweep('at-start-2');
    const running = startSweeps(deps, [first.sweep, second.sweep], { checkEveryMs: 60 * MINUTE });
    await running.stop();
    expect([first.calls.length, second.calls.length]).toEqual([1, 1]);
  });
});

describe('a sweep that outlives its lease', () => {
  it('leaves the lease of the process that took over alone', async () => {
    const start = new Date();
    let releaseSlowRun: (changed: number) => void = () => undefined;
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const slow: Sweep = {
      name: 'slow',
      intervalMs: 5 * MINUTE,
      run: () =>
        new Promise<number>((resolve) => {
          releaseSlowRun = resolve;
          markStarted();
        }),
    };
    const slowRun = runSweepIfDue(deps, slow, start);
    await started;

    // Eleven minutes on, the first run's 10-minute lease has lapsed: another process takes the sweep.
    const takeover = countingSweep('slow');
    const later = new Date(start.getTime() + 11 * MINUTE);
    expect(await runSweepIfDue(deps, takeover.sweep, later)).toBe(1);
    const afterTakeover = await selectSweepLease(database.db, 'slow');

    releaseSlowRun(1);
    await slowRun;
    expect(await selectSweepLease(database.db, 'slow')).toEqual(afterTakeover);
  });
});
