import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobDeps } from '../../server/src/jobs/define.ts';
import { createJobQueue, type JobQueue } from '../../server/src/jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const logger = pino({ level: 'silent' });
const handled: string[] = [];
const failuresLeft = new Map<string, number>();

/** Records each word it is given; fails as often as `failuresLeft` says for that word first. */
const recordWord = defineJob({
  name: 'record-word',
  payload: z.object({ word: z.string().min(1) }),
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  async handler({ word }) {
    const left = failuresLeft.get(word) ?? 0;
    if (left > 0) {
      failuresLeft.set(word, left - 1);
      throw new Error(`no ${word} yet`);
    }
    handled.push(word);
  },
});

let database: TestDatabase;
let queue: JobQueue;
// The test job uses none of the app's dependencies.
const deps = {} as JobDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createJobQueue({ database, logger, jobs: [recordWord], background: false });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await database.dispose();
});

async function jobStates(word: string): Promise<string[]> {
  const { rows } = await sql<{ state: string }>`
    select state from pgboss.job where name = ${recordWord.name} and data->>'word' = ${word}
  `.execute(database.db);
  return rows.map((row) => row.state);
}

describe('enqueue', () => {
  it('keeps a job enqueued in a transaction only if the transaction commits', async () => {
    await database.db.transaction().execute((trx) => queue.enqueue(trx, recordWord, { word: 'committed' }));
    const rolledBack = database.db.transaction().execute(async (trx) => {
      await queue.enqueue(trx, recordWord, { word: 'rolled-back' });
      throw new Error('the write that caused the job failed');
    });
    await expect(rolledBack).rejects.toThrow('the write that caused the job failed');

    expect(await jobStates('rolled-back')).toEqual([]);
    expect(await jobStates('committed')).toEqual(['created']);
    await queue.runDue(deps);
    expect(handled).toContain('committed');
    expect(handled).not.toContain('rolled-back');
    expect(await jobStates('committed')).toEqual(['completed']);
  });

  it('refuses a payload its schema does not accept, and a job the queue does not know', async () => {
    await expect(queue.enqueue(database.db, recordWord, { word: '' })).rejects.toThrow();
    const unknown = defineJob({ ...recordWord, name: 'unknown-job' });
    await expect(queue.enqueue(database.db, unknown, { word: 'x' })).rejects.toThrow(/not registered/);
  });
});

describe('runDue', () => {
  it('tries a failing job again until it succeeds, within its retry limit', async () => {
    failuresLeft.set('flaky', 2);
    await queue.enqueue(database.db, recordWord, { word: 'flaky' });
    expect(await queue.runDue(deps)).toBe(3);
    expect(handled.filter((word) => word === 'flaky')).toEqual(['flaky']);
    expect(await jobStates('flaky')).toEqual(['completed']);
  });

  it('fails a job for good once its retries are used up', async () => {
    failuresLeft.set('hopeless', 10);
    await queue.enqueue(database.db, recordWord, { word: 'hopeless' });
    expect(await queue.runDue(deps)).toBe(3);
    expect(await jobStates('hopeless')).toEqual(['failed']);
  });
});

describe('on one embedded connection', () => {
  it('waits for an open Kysely transaction instead of running its statements inside it', async () => {
    await queue.enqueue(database.db, recordWord, { word: 'outside' });
    let running: Promise<number> | undefined;
    const transaction = database.db.transaction().execute(async (trx) => {
      running = queue.runDue(deps);
      // The transaction keeps working while the queue tries to fetch the job.
      for (let step = 0; step < 5; step++) await sql`select 1`.execute(trx);
      throw new Error('roll back');
    });
    await expect(transaction).rejects.toThrow('roll back');

    // Had the fetch and the completion landed in the transaction, the rollback would have undone them.
    expect(await running).toBe(1);
    expect(await jobStates('outside')).toEqual(['completed']);
  });
});

describe('workers', () => {
  it('run a committed job as soon as it is enqueued, and stop with the queue', async () => {
    const workerDatabase = await createTestDatabase();
    const working = createJobQueue({ database: workerDatabase, logger, jobs: [recordWord], background: false });
    try {
      await working.start();
      await working.work(deps);
      await workerDatabase.db.transaction().execute((trx) => working.enqueue(trx, recordWord, { word: 'woken' }));
      // The insert's NOTIFY wakes the worker: no waiting out its polling interval.
      await expect.poll(() => handled.includes('woken'), { timeout: 5_000 }).toBe(true);
    } finally {
      await working.stop();
      await workerDatabase.dispose();
    }
  });
});
