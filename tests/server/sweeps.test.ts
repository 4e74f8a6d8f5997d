import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_HOLD_AGE_MS, SWEEPS } from '../../server/src/features/sweeps/service.ts';
import { getWordAccount, grantWords, holdWords } from '../../server/src/features/words/service.ts';
import { type AnyJobDefinition, defineJob, type JobDeps } from '../../server/src/jobs/define.ts';
import { createJobQueue, type JobQueue } from '../../server/src/jobs/queue.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const logger = pino({ level: 'silent' });
let database: TestDatabase;
let queue: JobQueue;
let deps: JobDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue({ database, logger, jobs: SWEEPS, background: false });
  await queue.start();
  // The sweeps use the database and the log only.
  deps = { db: database.db, logger } as JobDeps;
});
afterAll(async () => {
  await queue.stop();
  await database.dispose();
});

/** Runs one sweep now, as its schedule would. */
async function runSweep(name: string): Promise<void> {
  const sweep = SWEEPS.find((candidate) => candidate.name === name);
  if (!sweep) throw new Error(`no sweep ${name}`);
  await queue.enqueue(database.db, sweep, null);
  expect(await queue.runDue(deps)).toBe(1);
}

describe('ledger sweeps', () => {
  it('retires words past their expiry with an expiry row', async () => {
    const { userId } = await createUser(database.db);
    const grantedAt = new Date(Date.now() - 8 * DAY);
    await grantWords(database.db, {
      userId,
      amount: 2000,
      source: 'signup',
      expiresAt: new Date(grantedAt.getTime() + 7 * DAY),
      note: 'Free words for signing up',
      now: grantedAt,
    });

    await runSweep('expire-words');

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
    const { userId } = await createUser(database.db, { words: 1000 });
    const now = new Date();
    await holdWords(database.db, {
      userId,
      words: 300,
      note: 'Old generation',
      idempotencyKey: 'old',
      now: new Date(now.getTime() - STALE_HOLD_AGE_MS - MINUTE),
    });
    await holdWords(database.db, { userId, words: 200, note: 'Running generation', idempotencyKey: 'new' });

    await runSweep('release-stale-holds');

    const account = await getWordAccount(database.db, { userId });
    expect(account.heldWords).toBe(200);
    expect(account.availableWords).toBe(800);
  });
});

describe('sweep schedules', () => {
  it('sends expired words every 10 minutes and stale holds every 5, each sweep one run at a time', async () => {
    const serverDatabase = await createTestDatabase();
    const serverQueue = createJobQueue({ database: serverDatabase, logger, jobs: SWEEPS, background: true });
    try {
      await serverQueue.start();
      await serverQueue.work({ ...deps, db: serverDatabase.db });
      const { rows } = await sql<{ name: string; cron: string; timezone: string; policy: string }>`
        select s.name, s.cron, s.timezone, q.policy
        from pgboss.schedule s join pgboss.queue q on q.name = s.name
        where s.name in ('expire-words', 'release-stale-holds')
        order by s.name
      `.execute(serverDatabase.db);
      expect(rows).toEqual([
        { name: 'expire-words', cron: '*/10 * * * *', timezone: 'UTC', policy: 'singleton' },
        { name: 'release-stale-holds', cron: '*/5 * * * *', timezone: 'UTC', policy: 'singleton' },
      ]);
    } finally {
      await serverQueue.stop();
      await serverDatabase.dispose();
    }
  });

  it('stops sending a sweep that left the code', async () => {
    const serverDatabase = await createTestDatabase();
    const retired = defineJob({ ...SWEEPS[0], name: 'retired-sweep', schedule: '*/5 * * * *' } as AnyJobDefinition);
    const scheduled = async () => {
      const { rows } = await sql<{ name: string }>`select name from pgboss.schedule order by name`.execute(
        serverDatabase.db,
      );
      return rows.map((row) => row.name);
    };
    try {
      for (const jobs of [[...SWEEPS, retired], SWEEPS]) {
        const serverQueue = createJobQueue({ database: serverDatabase, logger, jobs, background: true });
        await serverQueue.start();
        await serverQueue.work({ ...deps, db: serverDatabase.db });
        await serverQueue.stop();
        if (jobs.includes(retired)) expect(await scheduled()).toContain('retired-sweep');
      }
      expect(await scheduled()).toEqual(SWEEPS.map((sweep) => sweep.name).sort());
    } finally {
      await serverDatabase.dispose();
    }
  });

  it('is not retried when it fails: the next period does what is due', () => {
    for (const sweep of SWEEPS) expect(sweep.retry.limit, sweep.name).toBe(0);
  });
});
