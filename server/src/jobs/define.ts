import type { z } from 'zod';
import type { AppDeps } from '../trpc/context.ts';

/** How a failed run is tried again: `limit` more times, first after `delaySeconds`, doubling with `backoff`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** What a job's handler may use: the app's dependencies, the queue included (a job may queue the next). */
export type JobDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets' | 'mailer' | 'jobs' | 'storage'>;

/**
 * One kind of job, declared by the feature that owns it. The payload is checked against its
 * schema when the job is enqueued and again when it runs (it comes back from the database).
 */
export interface JobDefinition<Payload> {
  /** The pg-boss queue name: lower-case words joined by dashes. */
  name: string;
  payload: z.ZodType<Payload>;
  handler(payload: Payload, deps: JobDeps): Promise<void>;
  retry: RetryPolicy;
  /**
   * A cron expression (UTC) for a job the queue sends itself; such a queue lets one run at a time
   * across all server processes.
   */
  schedule?: string;
  /**
   * How often, in seconds, an idle worker looks for due jobs of this kind even when no insert woke
   * it (a job sent with `startAfter` wakes nobody when it falls due). The queue's default otherwise.
   */
  pollSeconds?: number;
  /**
   * A running job's worker proves it is alive this often (pg-boss heartbeats); one that stops (a
   * killed process) has its job failed and retried after this long plus a supervision pass (≤ 60 s),
   * instead of after the 5-minute run timeout. At least 10.
   */
  heartbeatSeconds?: number;
  /** Jobs of this kind one process runs at once (default 1): more for work that mostly waits on the network. */
  concurrency?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of job definitions holds every payload type.
export type AnyJobDefinition = JobDefinition<any>;

/** Declares a job; the identity function exists so the payload type is inferred from the schema. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}
