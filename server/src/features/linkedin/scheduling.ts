/**
 * Durable scheduling (LinkedIn Grow part 2): one pg-boss job per scheduled post, due at the post's
 * time and sent under the post's id, so any server process publishes it and a reschedule or a
 * cancel finds it. The post's row stays the truth: a job whose post is no longer scheduled for the
 * time it was sent for does nothing. Never twice: `publishPost` claims the row before LinkedIn is
 * called, and a claim found still open (its process died mid-publish) is never retried blindly.
 */

import { linkedInTokenExpiresAt } from '@wordloom/shared/domain/linkedin';
import { AppErrorCode } from '@wordloom/shared/errors';
import { isLanguageCode, type LanguageCode } from '@wordloom/shared/languages';
import { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor.ts';
import { defineJob, type JobDeps } from '../../jobs/define.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { queueMail } from '../mail/service.ts';
import { addNotice } from '../notices/service.ts';
import { userWithProfile } from '../users/service.ts';
import { publishPost } from './publish.ts';
import {
  markInterruptedPublishUnknown,
  selectScheduledPostState,
  selectScheduledPostsWithTokens,
} from './scheduling-queries.ts';

/** Tries a scheduled post gets when LinkedIn throttles or fails (429, 5xx) before it is a draft again. */
export const SCHEDULED_PUBLISH_TRIES = 5;
/** The wait before the second try when LinkedIn gave no Retry-After; it doubles with each try. */
const RETRY_BASE_SECONDS = 30;
/** No wait longer than this, whatever LinkedIn's Retry-After says: the user expects the post today. */
const RETRY_MAX_SECONDS = 60 * 60;
/** A run later than this after its time is logged as overdue (the servers were down at the time). */
const ON_TIME_SECONDS = 5;
/** A post due within 5 s of its time needs its workers to look at least this often. */
const SCHEDULE_POLL_SECONDS = 1;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Warnings before a post whose LinkedIn connection ends first: a week ahead, then the day before. */
const TOKEN_WARNINGS = [
  { threshold: 'week', aheadMs: 7 * DAY_MS },
  { threshold: 'day', aheadMs: DAY_MS },
] as const;

const ZPublishScheduledPost = z.object({
  postId: z.uuid(),
  userId: z.uuid(),
  /** The time the job was sent for: a post rescheduled or edited since has another, and this job is stale. */
  scheduledFor: z.iso.datetime(),
  /** 1 for the first try. */
  attempt: z.number().int().min(1),
});
type TPublishScheduledPost = z.infer<typeof ZPublishScheduledPost>;

/** My Posts, where a post that failed can be published again or rescheduled. */
function myPostsLink(deps: Pick<AppDeps, 'config'>): string {
  return new URL('/linkedin-grow/my-posts', deps.config.appUrl).toString();
}

function mailLanguage(language: string | null | undefined): LanguageCode {
  return language && isLanguageCode(language) ? language : 'en';
}

/** The wait before try `attempt + 1`: LinkedIn's Retry-After when it gave one, else 30 s doubling. */
export function retryDelaySeconds(attempt: number, retryAfterSeconds: number | null): number {
  const seconds = retryAfterSeconds ?? RETRY_BASE_SECONDS * 2 ** (attempt - 1);
  return Math.min(Math.max(seconds, 1), RETRY_MAX_SECONDS);
}

/** Tells the user, in the app and by mail, that the scheduled post is a draft again and why. */
async function tellPublishFailed(
  deps: JobDeps,
  trx: Executor,
  post: { id: string; userId: string; content: string; scheduledFor: Date },
  code: string,
): Promise<void> {
  await addNotice(trx, {
    userId: post.userId,
    kind: 'linkedin_scheduled_publish_failed',
    payload: { postId: post.id, scheduledFor: post.scheduledFor.toISOString(), code },
  });
  const user = await userWithProfile(trx, { userId: post.userId });
  if (!user) return;
  await queueMail(
    { db: trx, jobs: deps.jobs, secrets: deps.secrets },
    {
      kind: 'linkedin_scheduled_post_failed',
      to: user.email,
      name: user.name,
      language: mailLanguage(user.preferredLanguage),
      postText: post.content,
      scheduledFor: post.scheduledFor,
      link: myPostsLink(deps),
    },
  );
}

async function tellOutcomeUnknown(
  db: Executor,
  post: { id: string; userId: string; scheduledFor: Date },
): Promise<void> {
  await addNotice(db, {
    userId: post.userId,
    kind: 'linkedin_scheduled_outcome_unknown',
    payload: { postId: post.id, scheduledFor: post.scheduledFor.toISOString() },
  });
}

async function publishScheduledPost(payload: TPublishScheduledPost, deps: JobDeps): Promise<void> {
  const { postId, userId, attempt } = payload;
  const scheduledFor = new Date(payload.scheduledFor);
  const post = await selectScheduledPostState(deps.db, postId);
  if (!post || post.userId !== userId) return;
  const sentForThisTime = post.scheduledFor?.getTime() === scheduledFor.getTime();

  // A claim still open when its job runs again: the process that made it died between the claim
  // and writing the outcome, perhaps after LinkedIn created the post. Never published again blindly.
  if (post.status === 'publishing' && !post.publishOutcomeUnknown && post.publishAttemptId && sentForThisTime) {
    await inTransaction(deps.db, async (trx) => {
      const marked = await markInterruptedPublishUnknown(trx, {
        postId,
        attemptId: post.publishAttemptId as string,
        code: AppErrorCode.LINKEDIN_OUTCOME_UNKNOWN,
      });
      if (marked) await tellOutcomeUnknown(trx, { id: postId, userId, scheduledFor });
    });
    deps.logger.warn(
      { postId, attemptId: post.publishAttemptId },
      'a scheduled publish was cut off: may have been published',
    );
    return;
  }
  // Cancelled, rescheduled, edited into a draft, or published by hand since this job was sent.
  if (post.status !== 'scheduled' || !sentForThisTime) return;

  const lateSeconds = (deps.jobs.now().getTime() - scheduledFor.getTime()) / 1000;
  if (attempt === 1 && lateSeconds > ON_TIME_SECONDS) {
    deps.logger.warn(
      { postId, scheduledFor, lateSeconds: Math.round(lateSeconds) },
      'an overdue scheduled post ran late',
    );
  }

  const lastTry = attempt >= SCHEDULED_PUBLISH_TRIES;
  let result: Awaited<ReturnType<typeof publishPost>>;
  try {
    result = await publishPost(deps, { userId, postId, keepScheduleWhenRetryable: !lastTry });
  } catch (error) {
    // Another run claimed it first, or the post went between the read and the claim: nothing to do.
    if (
      error instanceof AppError &&
      (error.appCode === AppErrorCode.POST_STATUS_CONFLICT || error.appCode === AppErrorCode.NOT_FOUND)
    )
      return;
    throw error;
  }
  if (result.ok) {
    deps.logger.info({ postId, attempt, lateSeconds: Math.round(lateSeconds) }, 'a scheduled post was published');
    return;
  }
  if (result.outcomeUnknown) {
    await tellOutcomeUnknown(deps.db, { id: postId, userId, scheduledFor });
    return;
  }
  if (result.retryable && !lastTry) {
    const delay = retryDelaySeconds(attempt, result.retryAfterSeconds);
    await deps.jobs.enqueue(
      deps.db,
      publishScheduledPostJob,
      { ...payload, attempt: attempt + 1 },
      { startAfter: new Date(deps.jobs.now().getTime() + delay * 1000), singletonKey: postId },
    );
    deps.logger.info(
      { postId, attempt, code: result.code, retryInSeconds: delay },
      'a scheduled post will be tried again',
    );
    return;
  }
  // Refused for good, or the last try failed: publishPost has made it a draft again.
  await inTransaction(deps.db, (trx) =>
    tellPublishFailed(deps, trx, { id: postId, userId, content: post.content, scheduledFor }, result.code),
  );
}

/**
 * Publishes one scheduled post at its time. Its own retries (a 429 or 5xx from LinkedIn) are new
 * jobs due later, so this queue's retry policy only covers a run that failed before deciding
 * (the database, a crash): such a run is safe to repeat, since the row says what was done.
 */
export const publishScheduledPostJob = defineJob({
  name: 'publish-scheduled-post',
  payload: ZPublishScheduledPost,
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  pollSeconds: SCHEDULE_POLL_SECONDS,
  // A process killed mid-publish hands the job on within about a minute; the run that picks it up
  // finds the claim open and marks the post "may have been published" instead of publishing again.
  heartbeatSeconds: 10,
  // A publish mostly waits on LinkedIn: a few at once per process drain a busy minute.
  concurrency: 4,
  handler: publishScheduledPost,
});

/**
 * Call inside the transaction that schedules, reschedules or edits a scheduled post: replaces
 * the post's queued job with one due at `scheduledFor`.
 */
export async function onPostScheduled(
  deps: Pick<AppDeps, 'jobs'> & { db: Executor },
  { postId, userId, scheduledFor }: { postId: string; userId: string; scheduledFor: Date },
): Promise<void> {
  await deps.jobs.cancelQueued(deps.db, publishScheduledPostJob, postId);
  await deps.jobs.enqueue(
    deps.db,
    publishScheduledPostJob,
    { postId, userId, scheduledFor: scheduledFor.toISOString(), attempt: 1 },
    { startAfter: scheduledFor, singletonKey: postId },
  );
}

/** Call inside the transaction that cancels a post's schedule (or deletes it): its job goes. */
export async function onScheduleCancelled(
  deps: Pick<AppDeps, 'jobs'> & { db: Executor },
  { postId }: { postId: string },
): Promise<void> {
  await deps.jobs.cancelQueued(deps.db, publishScheduledPostJob, postId);
}

/**
 * Warns the authors of scheduled posts whose LinkedIn connection ends before the post's time: a
 * week ahead and the day before, each once per post and token (a reconnect is a new token).
 * Returns how many warnings were sent.
 */
export async function warnTokensExpiringBeforePosts(deps: JobDeps, { now = new Date() }: { now?: Date } = {}) {
  const widest = Math.max(...TOKEN_WARNINGS.map((warning) => warning.aheadMs));
  const rows = await selectScheduledPostsWithTokens(deps.db, { from: now, until: new Date(now.getTime() + widest) });
  let sent = 0;
  for (const row of rows) {
    if (!row.scheduledFor) continue;
    const expiresAt = linkedInTokenExpiresAt({ expiresAt: row.tokenExpiresAt, createdAt: row.tokenCreatedAt });
    if (expiresAt.getTime() >= row.scheduledFor.getTime()) continue;
    const untilPost = row.scheduledFor.getTime() - now.getTime();
    // The nearest threshold reached: a post scheduled three days out gets the week's warning now.
    const warning = [...TOKEN_WARNINGS].reverse().find((candidate) => untilPost <= candidate.aheadMs);
    if (!warning) continue;
    const scheduledFor = row.scheduledFor;
    const added = await inTransaction(deps.db, async (trx) => {
      const isNew = await addNotice(trx, {
        userId: row.userId,
        kind: 'linkedin_token_expires_before_post',
        payload: { postId: row.postId, scheduledFor: scheduledFor.toISOString(), expiresAt: expiresAt.toISOString() },
        onceKey: `${row.postId}:${expiresAt.toISOString()}:${warning.threshold}`,
      });
      if (!isNew) return false;
      const user = await userWithProfile(trx, { userId: row.userId });
      if (user) {
        await queueMail(
          { db: trx, jobs: deps.jobs, secrets: deps.secrets },
          {
            kind: 'linkedin_token_expiring',
            to: user.email,
            name: user.name,
            language: mailLanguage(user.preferredLanguage),
            postText: row.content,
            scheduledFor,
            expiresAt,
            link: myPostsLink(deps),
          },
        );
      }
      return true;
    });
    if (added) sent += 1;
  }
  return sent;
}

/** Every morning (UTC), the warnings due that day; one run at a time across all processes. */
export const warnExpiringLinkedInTokensJob = defineJob({
  name: 'warn-expiring-linkedin-tokens',
  payload: z.null(),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  schedule: '0 8 * * *',
  async handler(_payload, deps) {
    const sent = await warnTokensExpiringBeforePosts(deps);
    if (sent > 0) deps.logger.info({ sent }, 'warned of LinkedIn connections ending before scheduled posts');
  },
});

export const SCHEDULING_JOBS = [publishScheduledPostJob, warnExpiringLinkedInTokensJob] as const;
