import { sql } from 'kysely';
import { type Clock, fromKysely, fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import type { AnyJobDefinition, JobDefinition, JobDeps } from './define.ts';

/** pg-boss keeps a finished job this long, so admins can still see what was sent lately. */
const KEEP_FINISHED_SECONDS = 7 * 24 * 60 * 60;
/** A run that takes longer than this is taken as dead and tried again. */
const RUN_TIMEOUT_SECONDS = 5 * 60;
/** Connections of pg-boss's own pool on Postgres, beside the app's: workers and maintenance only. */
const POSTGRES_POOL_SIZE = 4;
/** Running jobs get this long to finish at shutdown; the rest are tried again by another process. */
const STOP_TIMEOUT_MS = 5_000;
/** Without a notification (another process, a dropped listener), a worker still looks this often. */
const POLL_SECONDS = 10;

export interface JobQueueOptions {
  database: Database;
  logger: Logger;
  /** Every job this queue can hold: their queues are created at start. */
  jobs: readonly AnyJobDefinition[];
  /**
   * False for a queue that only enqueues and runs jobs when asked (tests and scripts): no cron
   * schedules, no maintenance passes, no entry in pg-boss's instance registry.
   */
  background: boolean;
  /** pg-boss's clock; tests pass its TestClock to move time without waiting. */
  clock?: Clock;
}

/** When and how a job is sent: pg-boss's own options, the ones the app uses. */
export interface EnqueueOptions {
  /** The job is not run before this time (a delay from now: `queue.now()` plus the delay). */
  startAfter?: Date;
  /** Only one job with this key waits in the queue at a time. */
  singletonKey?: string;
}

export interface JobQueue {
  /** Installs or upgrades pg-boss's schema and creates the queues; `enqueue` works from then on. */
  start(): Promise<void>;
  /** Starts a worker per job (woken by LISTEN/NOTIFY when a job is committed) and the schedules. */
  work(deps: JobDeps): Promise<void>;
  /**
   * Adds a job through `executor`: given a transaction, the job exists only if that transaction
   * commits, so a job never announces a write that was rolled back.
   */
  enqueue<Payload>(
    executor: Executor,
    job: JobDefinition<Payload>,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<void>;
  /**
   * Cancels, through `executor`, the jobs of this kind sent under `singletonKey` that have not
   * started: given a transaction, they stay queued if it rolls back. Returns how many were cancelled.
   */
  cancelQueued(executor: Executor, job: AnyJobDefinition, singletonKey: string): Promise<number>;
  /**
   * Runs, in this process, every job that is due now until none is left, settling each as a
   * worker would (a failure is retried later with back-off). Returns how many ran.
   */
  runDue(deps: JobDeps): Promise<number>;
  /** Stops the workers (running jobs get a few seconds) before the database closes. */
  stop(): Promise<void>;
  /**
   * The queue's time: the real clock, or pg-boss's TestClock in tests. A job due some time from now
   * is sent with `startAfter` measured from it, so tests that move the clock see it due when they expect.
   */
  now(): Date;
}

/**
 * pg-boss on either engine. On PGlite it shares the app's one instance: Kysely runs each of its
 * transactions in PGlite's exclusive transaction, so a pg-boss statement issued meanwhile waits
 * for it instead of landing inside it (tested). On Postgres pg-boss has a small pool of its own.
 */
export function createJobQueue({ database, logger, jobs, background, clock }: JobQueueOptions): JobQueue {
  const connection = database.pglite
    ? { db: fromPglite(database.pglite), backend: 'pglite' as const }
    : { connectionString: database.connectionString ?? undefined, max: POSTGRES_POOL_SIZE };
  const boss = new PgBoss({
    ...connection,
    useListenNotify: true,
    schedule: background,
    supervise: background,
    registerInstance: background,
    ...(clock ? { clock } : {}),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning: warning.data }, warning.message));

  const byName = new Map(jobs.map((job) => [job.name, job]));
  let started = false;

  const definitionOf = <Payload>(job: JobDefinition<Payload>): JobDefinition<Payload> => {
    if (byName.get(job.name) !== job) throw new Error(`job ${job.name} is not registered with the queue`);
    return job;
  };

  /** A failure is logged here and rethrown, so pg-boss records it and schedules the next try. */
  const runOne = async (definition: AnyJobDefinition, job: Job<unknown>, deps: JobDeps): Promise<void> => {
    try {
      await definition.handler(definition.payload.parse(job.data), deps);
    } catch (error) {
      logger.warn({ err: error, job: definition.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
      throw error;
    }
  };

  return {
    async start() {
      await boss.start();
      started = true;
      for (const job of jobs) {
        const policy = {
          retryLimit: job.retry.limit,
          retryDelay: job.retry.delaySeconds,
          retryBackoff: job.retry.backoff,
          expireInSeconds: RUN_TIMEOUT_SECONDS,
          deleteAfterSeconds: KEEP_FINISHED_SECONDS,
          notify: true,
          ...(job.heartbeatSeconds ? { heartbeatSeconds: job.heartbeatSeconds } : {}),
        };
        // A scheduled sweep runs once at a time across every process; a new one waits its turn.
        await boss.createQueue(job.name, { ...policy, policy: job.schedule ? 'singleton' : 'standard' });
        // An existing queue keeps the options it was created with: bring them to the definition's.
        await boss.updateQueue(job.name, policy);
      }
    },

    async work(deps) {
      for (const job of jobs) {
        const pollSeconds = job.pollSeconds ?? POLL_SECONDS;
        // While LISTEN/NOTIFY is active pg-boss polls only every 30 s unless told otherwise; a job due
        // later (startAfter) sends no notification when it falls due, so its queue's own interval holds.
        const polling = {
          pollingIntervalSeconds: pollSeconds,
          notifyPollingIntervalSeconds: job.pollSeconds ? pollSeconds : Math.max(pollSeconds, 30),
          // A worker that found a job looks again at once instead of after its polling interval,
          // so a backlog (many posts due in one minute) drains at the speed of the work.
          burstWhenBatchFull: true,
          localConcurrency: job.concurrency ?? 1,
        };
        await boss.work(job.name, polling, async (batch) => {
          for (const item of batch) await runOne(job, item, deps);
        });
        if (job.schedule) await boss.schedule(job.name, job.schedule, null, { tz: 'UTC' });
      }
      // Schedules live in the database: one whose job left the code would keep sending jobs nobody runs.
      for (const schedule of await boss.getSchedules()) {
        if (!byName.get(schedule.name)?.schedule) await boss.unschedule(schedule.name, schedule.key);
      }
    },

    async enqueue(executor, job, payload, options = {}) {
      const definition = definitionOf(job);
      await boss.send(definition.name, definition.payload.parse(payload) as object, {
        ...options,
        db: fromKysely(executor),
      });
    },

    async cancelQueued(executor, job, singletonKey) {
      const definition = definitionOf(job);
      const { rows } = await sql<{ id: string }>`
        select id from pgboss.job
        where name = ${definition.name} and singleton_key = ${singletonKey} and state in ('created', 'retry')
      `.execute(executor);
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      await boss.cancel(definition.name, ids, { db: fromKysely(executor) });
      return ids.length;
    },

    async runDue(deps) {
      const runPass = async () => {
        let ran = 0;
        for (const job of jobs) {
          for (let batch = await boss.fetch(job.name); batch.length > 0; batch = await boss.fetch(job.name)) {
            for (const item of batch) {
              ran += 1;
              try {
                await runOne(job, item, deps);
                await boss.complete(job.name, item);
              } catch (error) {
                await boss.fail(job.name, item, error instanceof Error ? { message: error.message } : { error });
              }
            }
          }
        }
        return ran;
      };
      // A job may queue another of a kind already passed (a looked-up address queues its mail).
      let ran = 0;
      for (let ranInPass = await runPass(); ranInPass > 0; ranInPass = await runPass()) ran += ranInPass;
      return ran;
    },

    now() {
      return new Date(clock ? clock.now() : Date.now());
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
