import { AppErrorCode } from '@wordloom/shared/errors';
import { findLibraryTemplate } from '@wordloom/shared/reference/linkedin-templates';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { inTransaction } from '../../db/executor.ts';
import type { LinkedinPostSnapshotsTable } from '../../db/schema.ts';
import { defineJob, type JobDeps } from '../../jobs/define.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLinkedInApi, type LinkedInApi } from '../../lib/linkedin/api.ts';
import { isLinkedInApiError } from '../../lib/linkedin/errors.ts';
import { RATE_LIMITS } from '../rate-limits/policies.ts';
import { consume, rateLimit } from '../rate-limits/service.ts';
import {
  findSnapshotTarget,
  type InsightsPostRow,
  insertSnapshot,
  listInsightsPosts,
  listSnapshots,
  listSnapshotTargets,
  markDeletedOnLinkedin,
  type SnapshotRow,
  type SnapshotTarget,
  updateLatestCounts,
} from './insights-queries.ts';
import { checkLinkedInAccess } from './publish.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The scope LinkedIn grants (after approving the app) for impressions and members reached. */
export const ANALYTICS_SCOPE = 'r_member_postAnalytics';

/** The daily readings run from this day after publishing (day 7 has its own) to the last one. */
const FIRST_DAILY_DAY = 8;
const LAST_DAILY_DAY = 30;

type SnapshotReason = LinkedinPostSnapshotsTable['reason'];

const ZSnapshotJob = z.object({
  postId: z.uuid(),
  userId: z.uuid(),
  reason: z.enum(['after_1h', 'after_24h', 'after_7d', 'daily']),
  /** For a daily reading: which day after publishing it is (8…30). */
  day: z.number().int().min(FIRST_DAILY_DAY).max(LAST_DAILY_DAY).optional(),
});
type TSnapshotJob = z.infer<typeof ZSnapshotJob>;

/** What a reading of one post came to. */
export type SnapshotOutcome = 'taken' | 'deleted_on_linkedin';

type SnapshotDeps = Pick<JobDeps, 'db' | 'config' | 'logger' | 'secrets'>;

/**
 * Reads one post's counts from LinkedIn and stores them as a dated snapshot, keeping the post's
 * `*_count` columns as the latest. Without the analytics scope the likes and comments come from
 * `socialActions` and impressions / members reached stay null (unknown, not zero). A post LinkedIn
 * no longer has is marked deleted on LinkedIn; nothing is read for it again.
 */
async function takeSnapshot(
  deps: SnapshotDeps,
  { target, reason, token, api }: { target: SnapshotTarget; reason: SnapshotReason; token: string; api: LinkedInApi },
): Promise<SnapshotOutcome> {
  const takenAt = new Date();
  let counts: {
    impressions: number | null;
    membersReached: number | null;
    reactions: number | null;
    comments: number | null;
    reshares: number | null;
  };
  let missingScopes: string[] = [];
  try {
    try {
      counts = await api.postAnalytics(token, target.linkedinPostId);
    } catch (error) {
      if (!isLinkedInApiError(error) || error.kind !== 'missing_scope') throw error;
      const social = await api.socialActions(token, target.linkedinPostId);
      counts = {
        impressions: null,
        membersReached: null,
        reactions: social.likes,
        comments: social.comments,
        reshares: null,
      };
      missingScopes = [ANALYTICS_SCOPE];
    }
  } catch (error) {
    if (isLinkedInApiError(error) && error.kind === 'not_found') {
      await markDeletedOnLinkedin(deps.db, { postId: target.id, userId: target.userId, at: takenAt });
      return 'deleted_on_linkedin';
    }
    throw error;
  }
  await inTransaction(deps.db, async (trx) => {
    await insertSnapshot(trx, { postId: target.id, userId: target.userId, takenAt, reason, ...counts, missingScopes });
    await updateLatestCounts(trx, { postId: target.id, userId: target.userId, takenAt, ...counts });
  });
  return 'taken';
}

function snapshotJobsAfter(publishedAt: Date): { payload: Omit<TSnapshotJob, 'postId' | 'userId'>; at: Date }[] {
  const at = (ms: number) => new Date(publishedAt.getTime() + ms);
  return [
    { payload: { reason: 'after_1h' }, at: at(HOUR_MS) },
    { payload: { reason: 'after_24h' }, at: at(DAY_MS) },
    { payload: { reason: 'after_7d' }, at: at(7 * DAY_MS) },
    { payload: { reason: 'daily', day: FIRST_DAILY_DAY }, at: at(FIRST_DAILY_DAY * DAY_MS) },
  ];
}

/**
 * Plans a published post's readings: 1 hour, 24 hours and 7 days after publishing, then daily
 * until day 30 (each daily reading queues the next). Call it in the transaction that marks the
 * post published (`{ ...deps, db: trx }`): the readings exist only if the publish commits.
 */
export async function scheduleInsightSnapshots(
  deps: { db: Executor; jobs: JobQueue },
  { postId, userId, publishedAt }: { postId: string; userId: string; publishedAt: Date },
): Promise<void> {
  for (const { payload, at } of snapshotJobsAfter(publishedAt)) {
    await deps.jobs.enqueue(deps.db, insightSnapshotJob, { postId, userId, ...payload }, { startAfter: at });
  }
}

async function runSnapshotJob(job: TSnapshotJob, deps: JobDeps): Promise<void> {
  const target = await findSnapshotTarget(deps.db, job);
  // Deleted or unpublished in the app since: nothing to read, and no more readings.
  if (!target || target.deletedOnLinkedin) return;

  const queueNextDay = async () => {
    if (job.reason !== 'daily' || !job.day || job.day >= LAST_DAILY_DAY) return;
    const day = job.day + 1;
    await deps.jobs.enqueue(
      deps.db,
      insightSnapshotJob,
      { postId: job.postId, userId: job.userId, reason: 'daily', day },
      { startAfter: new Date(target.publishedAt.getTime() + day * DAY_MS) },
    );
  };

  let access: { token: string };
  try {
    access = await checkLinkedInAccess(deps, { userId: job.userId });
  } catch (error) {
    // Disconnected or expired: this reading is skipped; a later one reads again after a reconnect.
    if (!(error instanceof AppError)) throw error;
    deps.logger.info({ postId: job.postId, reason: job.reason, code: error.appCode }, 'insight snapshot skipped');
    await queueNextDay();
    return;
  }

  try {
    const outcome = await takeSnapshot(deps, {
      target,
      reason: job.reason,
      token: access.token,
      api: createLinkedInApi(deps.config.linkedinApi),
    });
    if (outcome === 'deleted_on_linkedin') return;
  } catch (error) {
    // The milestone readings are tried again; a failed daily one is superseded by the next day's.
    if (job.reason !== 'daily') throw error;
    deps.logger.warn({ err: error, postId: job.postId, day: job.day }, 'daily insight snapshot failed');
  }
  await queueNextDay();
}

export const insightSnapshotJob = defineJob({
  name: 'linkedin-insight-snapshot',
  payload: ZSnapshotJob,
  retry: { limit: 3, delaySeconds: 5 * 60, backoff: true },
  handler: runSnapshotJob,
});

/** What a refresh did: readings taken, posts found deleted on LinkedIn, readings that failed. */
export interface TRefreshResult {
  taken: number;
  deletedOnLinkedin: number;
  failed: number;
}

/**
 * "Refresh": reads one post of the user now, or every published post still on LinkedIn. Counted
 * against the user's refresh limit first (each refresh costs LinkedIn calls per post).
 */
export async function refreshInsights(
  deps: SnapshotDeps,
  { userId, postId, now = new Date() }: { userId: string; postId?: string | undefined; now?: Date },
): Promise<TRefreshResult> {
  let targets: SnapshotTarget[];
  if (postId) {
    const target = await findSnapshotTarget(deps.db, { postId, userId });
    if (!target) throw new AppError(AppErrorCode.NOT_FOUND);
    targets = target.deletedOnLinkedin ? [] : [target];
  } else {
    targets = await listSnapshotTargets(deps.db, { userId });
  }

  const consumed = await consume(deps.db, { limits: [rateLimit(RATE_LIMITS.insightRefreshesPerUser, userId)], now });
  if (!consumed.allowed) throw new AppError(AppErrorCode.RATE_LIMITED);

  const result: TRefreshResult = { taken: 0, deletedOnLinkedin: 0, failed: 0 };
  if (targets.length === 0) return result;
  const { token } = await checkLinkedInAccess(deps, { userId });
  const api = createLinkedInApi(deps.config.linkedinApi);
  for (const target of targets) {
    try {
      const outcome = await takeSnapshot(deps, { target, reason: 'refresh', token, api });
      if (outcome === 'taken') result.taken += 1;
      else result.deletedOnLinkedin += 1;
    } catch (error) {
      // A token LinkedIn refuses, or its throttle, stops the refresh: every other post would fail alike.
      if (isLinkedInApiError(error) && error.kind === 'expired_token') {
        throw new AppError(AppErrorCode.LINKEDIN_TOKEN_EXPIRED);
      }
      if (isLinkedInApiError(error) && error.kind === 'rate_limited') {
        throw new AppError(AppErrorCode.LINKEDIN_RATE_LIMITED, {
          retryAfterSeconds: error.retryAfterSeconds ?? undefined,
        });
      }
      if (!isLinkedInApiError(error)) throw error;
      // Any other refusal for one post is told in the count; the other posts are still read.
      deps.logger.warn({ err: error, postId: target.id }, 'insight refresh failed');
      result.failed += 1;
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The overview: totals, trends, each post's curve, the best posts, and what works.

export interface TInsightCounts {
  /** Null: LinkedIn gave none (no analytics scope), or the post has not been read yet. */
  impressions: number | null;
  membersReached: number | null;
  reactions: number | null;
  comments: number | null;
  reshares: number | null;
}

export interface TInsightCurvePoint extends TInsightCounts {
  takenAt: Date;
}

export interface TInsightPost extends TInsightCounts {
  id: string;
  /** The post's topic or first line, to name it in a table. */
  excerpt: string;
  linkedinUrl: string | null;
  publishedAt: Date;
  insightsUpdatedAt: Date | null;
  deletedOnLinkedin: boolean;
  /** (reactions + comments + reshares) / impressions; null while impressions are unknown. */
  engagementRate: number | null;
  curve: TInsightCurvePoint[];
}

export interface TInsightGroup {
  /** A template's name, a writing style, a post length, a weekday (0 = Sunday) or an hour (0…23). */
  key: string;
  posts: number;
  /** Average reactions + comments + reshares per post. */
  engagement: number;
  engagementRate: number | null;
}

export interface TInsightsOverview {
  totals: TInsightCounts & { posts: number; engagementRate: number | null };
  /** Counts that need LinkedIn's approval of the analytics scope: shown as such, never as zeros. */
  needsApproval: ('impressions' | 'membersReached')[];
  /** Per day, the sum of each post's latest reading on or before that day. */
  trend: (TInsightCounts & { day: string })[];
  posts: TInsightPost[];
  /** What "best" was measured by: the rate needs impressions for every post read. */
  bestBy: 'engagementRate' | 'reactions';
  bestPostIds: string[];
  breakdowns: {
    template: TInsightGroup[];
    writingStyle: TInsightGroup[];
    postLength: TInsightGroup[];
    dayOfWeek: TInsightGroup[];
    hour: TInsightGroup[];
  };
}

const EMPTY_COUNTS: TInsightCounts = {
  impressions: null,
  membersReached: null,
  reactions: null,
  comments: null,
  reshares: null,
};
const BEST_POSTS = 3;
const EXCERPT_CHARS = 160;
const TREND_DAYS_AT_MOST = 120;

function countsOf(snapshot: SnapshotRow | undefined): TInsightCounts {
  if (!snapshot) return EMPTY_COUNTS;
  const { impressions, membersReached, reactions, comments, reshares } = snapshot;
  return { impressions, membersReached, reactions, comments, reshares };
}

function interactions(counts: TInsightCounts): number {
  return (counts.reactions ?? 0) + (counts.comments ?? 0) + (counts.reshares ?? 0);
}

function rateOf(counts: TInsightCounts): number | null {
  return counts.impressions ? interactions(counts) / counts.impressions : null;
}

/** Sums a count over readings; null when no reading has it. */
function sumOf(list: readonly TInsightCounts[], field: keyof TInsightCounts): number | null {
  const known = list.map((counts) => counts[field]).filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0);
}

function sumCounts(list: readonly TInsightCounts[]): TInsightCounts {
  return {
    impressions: sumOf(list, 'impressions'),
    membersReached: sumOf(list, 'membersReached'),
    reactions: sumOf(list, 'reactions'),
    comments: sumOf(list, 'comments'),
    reshares: sumOf(list, 'reshares'),
  };
}

/** A post's name as the rest of the app gives it: its topic, else its first line without markdown. */
function excerptOf(post: InsightsPostRow): string {
  const firstLine = post.content
    .split('\n')
    .map((line) => line.replace(/[*_#>`~]/g, '').trim())
    .find((line) => line !== '');
  const text = post.topic.trim() || firstLine || '';
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text;
}

/** The calendar day and hour of an instant in the user's time zone. */
function localParts(at: Date, timeZone: string): { day: string; weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: weekdays.indexOf(part('weekday')),
    hour: Number(part('hour')),
  };
}

function validTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function groupBy(posts: readonly TInsightPost[], keyOf: (post: TInsightPost) => string): TInsightGroup[] {
  const groups = new Map<string, TInsightPost[]>();
  for (const post of posts) {
    const key = keyOf(post);
    groups.set(key, [...(groups.get(key) ?? []), post]);
  }
  return [...groups.entries()]
    .map(([key, members]) => {
      const totals = sumCounts(members);
      return {
        key,
        posts: members.length,
        engagement: interactions(totals) / members.length,
        engagementRate: members.every((post) => post.impressions !== null) ? rateOf(totals) : null,
      };
    })
    .sort((a, b) => b.engagement - a.engagement);
}

/** Days from `first` to `last` (YYYY-MM-DD, inclusive), at most the last TREND_DAYS_AT_MOST. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  const start = Math.max(Date.parse(`${first}T00:00:00Z`), end - (TREND_DAYS_AT_MOST - 1) * DAY_MS);
  for (let at = start; at <= end; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The insights page: every count a published post of the user has, read from its snapshots. */
export async function insightsOverview(
  deps: { db: Executor },
  { userId, timeZone }: { userId: string; timeZone?: string | undefined },
): Promise<TInsightsOverview> {
  const zone = validTimeZone(timeZone);
  // One after the other: `deps.db` may be a transaction, whose one connection runs one query at a time.
  const rows = await listInsightsPosts(deps.db, { userId });
  const snapshots = await listSnapshots(deps.db, { userId });
  const snapshotsByPost = new Map<string, SnapshotRow[]>();
  for (const snapshot of snapshots) {
    snapshotsByPost.set(snapshot.postId, [...(snapshotsByPost.get(snapshot.postId) ?? []), snapshot]);
  }

  const posts: TInsightPost[] = rows.map((row) => {
    const own = snapshotsByPost.get(row.id) ?? [];
    const latest = countsOf(own.at(-1));
    return {
      id: row.id,
      excerpt: excerptOf(row),
      linkedinUrl: row.linkedinUrl,
      publishedAt: row.publishedAt,
      insightsUpdatedAt: row.insightsUpdatedAt,
      deletedOnLinkedin: row.deletedOnLinkedin,
      ...latest,
      engagementRate: rateOf(latest),
      curve: own.map((snapshot) => ({ takenAt: snapshot.takenAt, ...countsOf(snapshot) })),
    };
  });

  const latestMissing = new Set([...snapshotsByPost.values()].flatMap((own) => own.at(-1)?.missingScopes ?? []));
  const needsApproval: TInsightsOverview['needsApproval'] = latestMissing.has(ANALYTICS_SCOPE)
    ? ['impressions', 'membersReached']
    : [];

  const read = posts.filter((post) => post.curve.length > 0);
  const totalCounts = sumCounts(read);
  const bestBy = read.length > 0 && read.every((post) => post.impressions !== null) ? 'engagementRate' : 'reactions';
  const bestPostIds = [...read]
    .sort((a, b) =>
      bestBy === 'engagementRate'
        ? (b.engagementRate ?? 0) - (a.engagementRate ?? 0)
        : (b.reactions ?? 0) - (a.reactions ?? 0),
    )
    .slice(0, BEST_POSTS)
    .map((post) => post.id);

  const trend: TInsightsOverview['trend'] = [];
  if (snapshots.length > 0) {
    const dated = snapshots.map((snapshot) => ({ snapshot, day: localParts(snapshot.takenAt, zone).day }));
    const days = daysBetween(dated[0]?.day ?? '', dated.at(-1)?.day ?? '');
    const latestByPost = new Map<string, SnapshotRow>();
    let next = 0;
    for (const day of days) {
      // Snapshots are oldest first: take in every one up to the end of this day.
      for (; next < dated.length && (dated[next]?.day ?? '') <= day; next++) {
        const item = dated[next];
        if (item) latestByPost.set(item.snapshot.postId, item.snapshot);
      }
      trend.push({ day, ...sumCounts([...latestByPost.values()].map(countsOf)) });
    }
  }

  const rowById = new Map(rows.map((row) => [row.id, row]));
  const rowOf = (post: TInsightPost) => rowById.get(post.id);
  return {
    totals: {
      posts: posts.length,
      ...totalCounts,
      engagementRate: bestBy === 'engagementRate' ? rateOf(totalCounts) : null,
    },
    needsApproval,
    trend,
    posts,
    bestBy,
    bestPostIds,
    breakdowns: {
      template: groupBy(read, (post) => {
        const row = rowOf(post);
        return row ? templateLabel(row) : '';
      }),
      writingStyle: groupBy(read, (post) => rowOf(post)?.writingStyle ?? ''),
      postLength: groupBy(read, (post) => rowOf(post)?.postLength ?? ''),
      dayOfWeek: groupBy(read, (post) => String(localParts(post.publishedAt, zone).weekday)),
      hour: groupBy(read, (post) => String(localParts(post.publishedAt, zone).hour)),
    },
  };
}

/** A post's template by name (library or the user's own); '' for a post written without one. */
function templateLabel(row: InsightsPostRow): string {
  if (!row.templateId) return '';
  return row.userTemplateName ?? findLibraryTemplate(row.templateId)?.name ?? '';
}
