/**
 * Publishing a post to LinkedIn (spec §4 publish flow, §5 access check, §7 publishing): the access
 * check and its six refusals, publishing now (the admin's publishing mapping when one is enabled,
 * else LinkedIn's REST API), the pending post kept while the browser is at LinkedIn's consent, and
 * resolving a publish whose outcome is unknown.
 *
 * Never twice: LinkedIn's Posts API has no idempotency key, so a post is claimed (`publishing`, a
 * fresh attempt id) in its own transaction before anything is sent, media are uploaded before the
 * create, and a create whose answer was lost leaves the post "may have been published"
 * (`publish_outcome_unknown`) for the user to resolve; it is never retried blindly.
 */
import { randomUUID } from 'node:crypto';
import {
  isLinkedInTokenValid,
  LINKEDIN_PUBLISH_SCOPE,
  linkedInTokenExpiresAt,
  missingPublishScopes,
} from '@wordloom/shared/domain/linkedin';
import { extractMedia } from '@wordloom/shared/domain/linkedin-media';
import { escapeLittleText, toLinkedInText } from '@wordloom/shared/domain/linkedin-text';
import { AppErrorCode } from '@wordloom/shared/errors';
import type {
  TLinkedInPost,
  TLinkedInPublishingStatus,
  TMediaItem,
  TPublishedPost,
} from '@wordloom/shared/schemas/linkedin';
import type { AppConfig } from '../../config.ts';
import { inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createLinkedInApi, type LinkedInApi, type LinkedInPostContent } from '../../lib/linkedin/api.ts';
import { isLinkedInApiError, type LinkedInApiError } from '../../lib/linkedin/errors.ts';
import { feedUrl, MY_RECENT_ACTIVITY_URL } from '../../lib/linkedin/urls.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { linkedInAccessToken, linkedInMemberUrn } from '../auth/oauth-service.ts';
import { enabledMappingKeys, executeFirstMapping, type MappingExecution } from '../http-mappings/service.ts';
import { describeMedia, parseMediaUrl, readMedia } from '../media/service.ts';
import { scheduleInsightSnapshots } from './insights.ts';
import {
  clearPendingPostIfIs,
  lockPendingPostId,
  lockPublishState,
  type PostChanges,
  type PostRow,
  selectPost,
  setPendingPostId,
  updateClaimedPost,
  updatePost as updatePostRow,
} from './queries.ts';
import { getPost } from './service.ts';

// ── LinkedIn's client ──────────────────────────────────────────────────────────────────────────

/** LinkedIn's REST API as configured (LINKEDIN_API_URL: the real API, or the fake in local runs and tests). */
export function linkedInApiFor(config: Pick<AppConfig, 'linkedinApi'>): LinkedInApi {
  return createLinkedInApi(config.linkedinApi);
}

// ── Access check (spec §5) ─────────────────────────────────────────────────────────────────────

type AccessDeps = Pick<AppDeps, 'db' | 'secrets' | 'logger'>;

export interface LinkedInAccess {
  token: string;
  authorUrn: string;
}

/**
 * Spec §5's access check: the member URN from the profile (else the LinkedIn identity), then a
 * token valid at `now` (its expiry, else 59 days after it was stored). Each refusal is one of the
 * spec's six codes; a failure of the check itself is LINKEDIN_VALIDATION_FAILED.
 */
export async function checkLinkedInAccess(
  deps: AccessDeps,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<LinkedInAccess> {
  try {
    const authorUrn = await linkedInMemberUrn(deps.db, { userId }).catch((error: unknown) => {
      throw new AppError(AppErrorCode.LINKEDIN_PROFILE_FAILED, {
        cause: error,
        detail: 'the profile could not be read',
      });
    });
    if (authorUrn === undefined) throw new AppError(AppErrorCode.LINKEDIN_PROFILE_FAILED, { detail: 'no profile' });
    if (authorUrn === null) throw new AppError(AppErrorCode.LINKEDIN_NOT_CONNECTED);
    const stored = await linkedInAccessToken(deps, { userId }).catch((error: unknown) => {
      throw new AppError(AppErrorCode.LINKEDIN_TOKEN_FETCH_FAILED, {
        cause: error,
        detail: 'the token could not be read or opened',
      });
    });
    if (!stored) throw new AppError(AppErrorCode.LINKEDIN_TOKEN_MISSING);
    if (!isLinkedInTokenValid(stored, now)) throw new AppError(AppErrorCode.LINKEDIN_TOKEN_EXPIRED);
    return { token: stored.token, authorUrn };
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, userId }, 'the LinkedIn access check failed');
    throw new AppError(AppErrorCode.LINKEDIN_VALIDATION_FAILED, { cause: error });
  }
}

/** What the UI shows before publishing: connected or not, until when, and whether posting is allowed. */
export async function linkedInPublishingStatus(
  deps: AccessDeps,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<TLinkedInPublishingStatus> {
  const [authorUrn, stored] = await Promise.all([
    linkedInMemberUrn(deps.db, { userId }),
    linkedInAccessToken(deps, { userId }).catch((error: unknown) => {
      deps.logger.warn({ err: error, userId }, 'a stored LinkedIn token could not be opened');
      return null;
    }),
  ]);
  const connected = Boolean(authorUrn) && stored !== null;
  const missingScopes = stored ? missingPublishScopes(stored.scopes) : [LINKEDIN_PUBLISH_SCOPE];
  return {
    connected,
    expiresAt: stored ? linkedInTokenExpiresAt(stored) : null,
    canPublish: connected && stored !== null && isLinkedInTokenValid(stored, now) && missingScopes.length === 0,
    missingScopes,
  };
}

// ── What a publish attempt ends with ────────────────────────────────────────────────────────────

/** A publish that did not go through, for the scheduler to decide whether and when to try again. */
export interface PublishFailure {
  ok: false;
  code: AppErrorCode;
  /** Worth trying again later: LinkedIn throttled, failed itself, or never got the request. */
  retryable: boolean;
  /** LinkedIn's Retry-After, when it gave one. */
  retryAfterSeconds: number | null;
  /** The create may have reached LinkedIn: the post is "may have been published", never retried blindly. */
  outcomeUnknown: boolean;
  /** A short English reason for logs. */
  detail: string;
}

export type PublishResult = ({ ok: true } & TPublishedPost) | PublishFailure;

type Attempt =
  | { kind: 'published'; linkedinPostId: string | null; linkedinUrl: string | null }
  | Omit<PublishFailure, 'ok'>;

function failure(
  code: AppErrorCode,
  detail: string,
  options: { retryable?: boolean; retryAfterSeconds?: number | null; outcomeUnknown?: boolean } = {},
): Omit<PublishFailure, 'ok'> {
  return {
    code,
    detail,
    retryable: options.retryable ?? false,
    retryAfterSeconds: options.retryAfterSeconds ?? null,
    outcomeUnknown: options.outcomeUnknown ?? false,
  };
}

/** A LinkedIn error on the way (an upload or the create) as what it means for the post. */
function fromLinkedInError(error: LinkedInApiError, allowDuplicateAsPublished: boolean): Attempt {
  const detail = `${error.operation}: ${error.message}`;
  switch (error.kind) {
    case 'expired_token':
      return failure(AppErrorCode.LINKEDIN_TOKEN_EXPIRED, detail);
    case 'missing_scope':
      return failure(AppErrorCode.LINKEDIN_PERMISSION_MISSING, detail);
    case 'duplicate':
      // A repeat of a post whose first outcome was lost: LinkedIn has it, so it is published.
      if (allowDuplicateAsPublished) {
        return {
          kind: 'published',
          linkedinPostId: error.duplicateOf,
          linkedinUrl: error.duplicateOf ? feedUrl(error.duplicateOf) : null,
        };
      }
      return failure(AppErrorCode.LINKEDIN_DUPLICATE_POST, detail);
    case 'rate_limited':
      return failure(AppErrorCode.LINKEDIN_RATE_LIMITED, detail, {
        retryable: true,
        retryAfterSeconds: error.retryAfterSeconds,
      });
    case 'server':
      return failure(AppErrorCode.LINKEDIN_PUBLISH_FAILED, detail, { retryable: true });
    case 'network':
      // Only a create can have made the post; a lost upload answer leaves nothing on anyone's feed.
      if (error.operation === 'createPost' && error.outcomeUnknown) {
        return failure(AppErrorCode.LINKEDIN_OUTCOME_UNKNOWN, detail, { outcomeUnknown: true });
      }
      return failure(AppErrorCode.LINKEDIN_PUBLISH_FAILED, detail, { retryable: true });
    default:
      return failure(AppErrorCode.LINKEDIN_PUBLISH_FAILED, detail);
  }
}

// ── The post's text and media ───────────────────────────────────────────────────────────────────

type PublishDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets' | 'storage' | 'jobs'>;

interface MediaFile {
  item: TMediaItem;
  bytes: Uint8Array;
}

/**
 * The post's media with their bytes, in order (spec §4 extraction). Sources that are not the
 * user's uploads (an image linked from another site) cannot be sent to LinkedIn and are left out;
 * an upload of the user's that is gone fails the publish rather than posting without it.
 */
async function mediaOf(deps: PublishDeps, userId: string, post: PostRow): Promise<MediaFile[]> {
  const described = await describeMedia(deps, {
    userId,
    urls: extractMedia({ content: post.content, mediaUrls: post.mediaUrls }).map((item) => item.src),
  });
  const bySrc = new Map(described.map((item) => [item.src, item]));
  const items = extractMedia({ content: post.content, mediaUrls: post.mediaUrls, describe: (src) => bySrc.get(src) });
  const files: MediaFile[] = [];
  for (const item of items) {
    const location = parseMediaUrl(item.src);
    if (!location || location.userId !== userId || !bySrc.has(item.src)) continue;
    const stored = await readMedia(deps, location);
    if (!stored)
      throw new AppError(AppErrorCode.NOT_FOUND, { detail: `a media file of the post is gone: ${item.src}` });
    files.push({ item: { ...item, mimeType: stored.mimeType }, bytes: stored.bytes });
  }
  return files;
}

/** The Posts API's `content`: one document, one image, or several images as a multi-image post. */
async function uploadContent(
  api: LinkedInApi,
  access: LinkedInAccess,
  files: readonly MediaFile[],
): Promise<LinkedInPostContent | undefined> {
  const document = files.find((file) => file.item.type === 'document');
  if (document) {
    const id = await api.uploadDocument(access.token, { owner: access.authorUrn, bytes: document.bytes });
    return { media: { id, title: document.item.title } };
  }
  const images: { id: string; altText: string }[] = [];
  for (const file of files) {
    const id = await api.uploadImage(access.token, {
      owner: access.authorUrn,
      bytes: file.bytes,
      contentType: file.item.mimeType,
    });
    images.push({ id, altText: file.item.alt });
  }
  if (images.length === 0) return undefined;
  const [only] = images;
  if (only && images.length === 1) return { media: only };
  return { multiImage: { images } };
}

// ── The mapping path (spec §7) ──────────────────────────────────────────────────────────────────

const PUBLISH_MAPPING_KEYS = ['linkedin.publish_post', 'LinkedinPost_user_publish'] as const;

function textField(record: Record<string, unknown>, names: readonly string[]): string | null {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return null;
}

function answerRecord(execution: MappingExecution): Record<string, unknown> {
  const body =
    typeof execution.body === 'object' && execution.body !== null && !Array.isArray(execution.body)
      ? (execution.body as Record<string, unknown>)
      : {};
  return { ...body, ...(execution.mapped ?? {}) };
}

/** Spec §7: the publish answer's id (`linkedinPostId`, `postId` or `id`), URL, else the feed-update URL, and `error`. */
function readMappingAnswer(execution: MappingExecution, allowDuplicateAsPublished: boolean): Attempt {
  const answer = answerRecord(execution);
  const error = textField(answer, ['error']);
  if (!execution.success || error) {
    const detail = `mapping ${execution.mappingKey} answered ${execution.status}: ${error ?? 'no error text'}`;
    const retryAfter = Number(execution.headers['retry-after']);
    if (execution.status === 401) return failure(AppErrorCode.LINKEDIN_TOKEN_EXPIRED, detail);
    if (execution.status === 403) return failure(AppErrorCode.LINKEDIN_PERMISSION_MISSING, detail);
    if (execution.status === 422 && /duplicate/i.test(error ?? '')) {
      return allowDuplicateAsPublished
        ? { kind: 'published', linkedinPostId: null, linkedinUrl: null }
        : failure(AppErrorCode.LINKEDIN_DUPLICATE_POST, detail);
    }
    if (execution.status === 429) {
      return failure(AppErrorCode.LINKEDIN_RATE_LIMITED, detail, {
        retryable: true,
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
      });
    }
    return failure(AppErrorCode.LINKEDIN_PUBLISH_FAILED, detail, { retryable: execution.status >= 500 });
  }
  const linkedinPostId = textField(answer, ['linkedinPostId', 'postId', 'id']);
  const linkedinUrl =
    textField(answer, ['linkedinUrl', 'postUrl', 'url']) ?? (linkedinPostId ? feedUrl(linkedinPostId) : null);
  return { kind: 'published', linkedinPostId, linkedinUrl };
}

/** Where the app serves a media file, as an absolute address the mapping's endpoint can fetch. */
function absoluteMediaUrl(config: Pick<AppConfig, 'appUrl'>, src: string): string {
  return new URL(src, config.appUrl).toString();
}

/**
 * The admin's publishing mapping: the text payload of spec §7, or, with media, the body of the
 * `linkedin-publish-media` function (content, mediaFiles, linkedinToken, authorUrn, postId and the
 * post's workflow ids).
 */
async function publishThroughMapping(
  deps: PublishDeps,
  {
    userId,
    post,
    access,
    files,
    onSend,
  }: { userId: string; post: PostRow; access: LinkedInAccess; files: MediaFile[]; onSend: () => void },
): Promise<MappingExecution> {
  const text = toLinkedInText(post.content, { unicodeStyles: post.unicodeStyles });
  const formData: Record<string, unknown> =
    files.length > 0
      ? {
          content: text,
          mediaFiles: files.map(({ item }) => ({
            url: absoluteMediaUrl(deps.config, item.src),
            type: item.type,
            mimeType: item.mimeType,
            title: item.title,
            alt: item.alt,
          })),
          linkedinToken: access.token,
          authorUrn: access.authorUrn,
          postId: post.id,
          workflowId: post.workflowId,
          sessionId: post.sessionId,
          executionId: post.executionId,
        }
      : {
          postContent: text,
          author: access.authorUrn,
          visibility: 'PUBLIC',
          lifecycleState: 'PUBLISHED',
          specificContent: {
            'com.linkedin.ugc.ShareContent': { shareCommentary: { text }, shareMediaCategory: 'NONE' },
          },
          linkedinToken: access.token,
          postId: post.id,
        };
  onSend();
  return executeFirstMapping(deps, {
    keys: PUBLISH_MAPPING_KEYS,
    formData,
    variables: {
      userId,
      ...(post.workflowId ? { workflowId: post.workflowId } : {}),
      ...(post.sessionId ? { sessionId: post.sessionId } : {}),
      ...(post.executionId ? { executionId: post.executionId } : {}),
    },
  });
}

/** Errors of the mapping engine: which of them certainly sent nothing. */
function fromMappingError(error: AppError, createSent: boolean): Attempt {
  const detail = `publishing mapping: ${error.appCode}${error.detail ? ` (${error.detail})` : ''}`;
  if (error.appCode === AppErrorCode.RATE_LIMITED) {
    return failure(AppErrorCode.LINKEDIN_RATE_LIMITED, detail, { retryable: true, retryAfterSeconds: 60 });
  }
  // A timeout or a broken connection after the call left: the endpoint may have published.
  if (error.appCode === AppErrorCode.OUTBOUND_FAILED && createSent) {
    return failure(AppErrorCode.LINKEDIN_OUTCOME_UNKNOWN, detail, { outcomeUnknown: true });
  }
  return failure(AppErrorCode.LINKEDIN_PUBLISH_FAILED, detail);
}

// ── Publishing ──────────────────────────────────────────────────────────────────────────────────

interface Claim {
  attemptId: string;
  post: PostRow;
  previousStatus: 'draft' | 'scheduled' | 'publishing';
  /** The post was already "may have been published" (this is "publish again"). */
  wasOutcomeUnknown: boolean;
}

/**
 * Claims the post for one attempt, committed before LinkedIn is called: a draft or scheduled post
 * becomes `publishing` under a fresh attempt id. A post whose earlier outcome is unknown is only
 * taken by "publish again" (`allowDuplicateAsPublished`); anything else is POST_STATUS_CONFLICT.
 */
async function claimPost(
  deps: PublishDeps,
  {
    userId,
    postId,
    allowDuplicateAsPublished,
    onlyOutcomeUnknown,
    now,
  }: { userId: string; postId: string; allowDuplicateAsPublished: boolean; onlyOutcomeUnknown: boolean; now: Date },
): Promise<Claim> {
  return inTransaction(deps.db, async (trx) => {
    const state = await lockPublishState(trx, userId, postId);
    if (!state) throw new AppError(AppErrorCode.NOT_FOUND);
    const resolvingUnknown = state.publishOutcomeUnknown && allowDuplicateAsPublished;
    const claimable =
      (state.status === 'draft' ||
        state.status === 'scheduled' ||
        (state.status === 'publishing' && resolvingUnknown)) &&
      (!state.publishOutcomeUnknown || resolvingUnknown);
    if (!claimable || (onlyOutcomeUnknown && !state.publishOutcomeUnknown)) {
      throw new AppError(AppErrorCode.POST_STATUS_CONFLICT, {
        detail: `cannot publish a post that is ${state.status}`,
      });
    }
    const attemptId = randomUUID();
    const post = await updatePostRow(trx, userId, postId, {
      status: 'publishing',
      publishAttemptId: attemptId,
      publishStartedAt: now,
    });
    if (!post) throw new AppError(AppErrorCode.NOT_FOUND);
    return {
      attemptId,
      post,
      previousStatus: state.status as Claim['previousStatus'],
      wasOutcomeUnknown: state.publishOutcomeUnknown,
    };
  });
}

/** Sends the claimed post: the mapping when an admin enabled one, else LinkedIn's REST API. */
async function send(
  deps: PublishDeps,
  {
    userId,
    claim,
    allowDuplicateAsPublished,
    now,
  }: { userId: string; claim: Claim; allowDuplicateAsPublished: boolean; now: Date },
): Promise<Attempt> {
  let createSent = false;
  try {
    const access = await checkLinkedInAccess(deps, { userId, now });
    const files = await mediaOf(deps, userId, claim.post);
    const mappingKeys = await enabledMappingKeys(deps.db);
    if (PUBLISH_MAPPING_KEYS.some((key) => mappingKeys.has(key))) {
      const execution = await publishThroughMapping(deps, {
        userId,
        post: claim.post,
        access,
        files,
        onSend: () => {
          createSent = true;
        },
      });
      return readMappingAnswer(execution, allowDuplicateAsPublished);
    }
    const api = linkedInApiFor(deps.config);
    const content = await uploadContent(api, access, files);
    const commentary = escapeLittleText(
      toLinkedInText(claim.post.content, { unicodeStyles: claim.post.unicodeStyles }),
    );
    createSent = true;
    const { postUrn } = await api.createPost(access.token, {
      author: access.authorUrn,
      commentary,
      ...(content ? { content } : {}),
    });
    return { kind: 'published', linkedinPostId: postUrn, linkedinUrl: feedUrl(postUrn) };
  } catch (error) {
    if (isLinkedInApiError(error)) return fromLinkedInError(error, allowDuplicateAsPublished);
    if (error instanceof AppError && !createSent) {
      const code =
        error.appCode === AppErrorCode.NOT_FOUND || error.appCode === AppErrorCode.MAPPING_NOT_FOUND
          ? AppErrorCode.LINKEDIN_PUBLISH_FAILED
          : error.appCode;
      return failure(code, error.detail ?? error.appCode);
    }
    if (error instanceof AppError) return fromMappingError(error, createSent);
    deps.logger.error({ err: error, postId: claim.post.id }, 'publishing a LinkedIn post failed unexpectedly');
    // After the create left, an unexpected failure cannot tell whether LinkedIn has the post.
    return createSent
      ? failure(AppErrorCode.LINKEDIN_OUTCOME_UNKNOWN, 'unexpected failure after the create', { outcomeUnknown: true })
      : failure(AppErrorCode.LINKEDIN_PUBLISH_FAILED, 'unexpected failure before the create');
  }
}

/**
 * Writes what the attempt ended with, while the claim is still this attempt's:
 * - published: the LinkedIn id, URL and time, the claim and the last error cleared, the pending
 *   post cleared if it was this one, and the insight readings queued in the same transaction;
 * - outcome unknown: stays `publishing` under its claim, marked "may have been published";
 * - refused: back to `draft` with its schedule cleared (spec §4) and the reason kept; a scheduled
 *   post the scheduler will try again stays `scheduled`; "publish again" refused stays
 *   "may have been published" (the first attempt's outcome is still unknown).
 */
async function settle(
  deps: PublishDeps,
  {
    userId,
    claim,
    attempt,
    now,
    keepScheduleWhenRetryable,
  }: { userId: string; claim: Claim; attempt: Attempt; now: Date; keepScheduleWhenRetryable: boolean },
): Promise<void> {
  const where = { userId, id: claim.post.id, attemptId: claim.attemptId };
  if ('kind' in attempt) {
    await inTransaction(deps.db, async (trx) => {
      const published = await updateClaimedPost(trx, where, {
        status: 'published',
        linkedinPostId: attempt.linkedinPostId,
        linkedinUrl: attempt.linkedinUrl,
        publishedAt: now,
        publishAttemptId: null,
        publishStartedAt: null,
        publishOutcomeUnknown: false,
        publishError: null,
      });
      if (!published) return;
      await clearPendingPostIfIs(trx, userId, claim.post.id);
      if (attempt.linkedinPostId) {
        await scheduleInsightSnapshots(
          { db: trx, jobs: deps.jobs },
          { postId: claim.post.id, userId, publishedAt: now },
        );
      }
    });
    return;
  }
  let changes: PostChanges;
  if (attempt.outcomeUnknown || claim.wasOutcomeUnknown) {
    changes = { publishOutcomeUnknown: true, publishError: attempt.code };
  } else if (attempt.retryable && keepScheduleWhenRetryable && claim.previousStatus === 'scheduled') {
    changes = { status: 'scheduled', publishAttemptId: null, publishStartedAt: null, publishError: attempt.code };
  } else {
    changes = {
      status: 'draft',
      scheduledFor: null,
      publishAttemptId: null,
      publishStartedAt: null,
      publishOutcomeUnknown: false,
      publishError: attempt.code,
    };
  }
  await updateClaimedPost(deps.db, where, changes);
}

/**
 * Publishes the user's post (`linkedin.posts.publish`, "publish again", and the scheduler's job):
 * claims it, checks LinkedIn access, uploads its media, creates it, and records the outcome.
 * Refusing the claim throws (NOT_FOUND for another user's post, POST_STATUS_CONFLICT); anything
 * LinkedIn or the access check answered comes back as a PublishFailure the caller decides on.
 * `allowDuplicateAsPublished` ("publish again") counts LinkedIn's duplicate refusal as published;
 * `keepScheduleWhenRetryable` (the scheduler, which will try again) keeps a scheduled post
 * scheduled after a 429 or 5xx instead of returning it to draft.
 */
export async function publishPost(
  deps: PublishDeps,
  {
    userId,
    postId,
    allowDuplicateAsPublished = false,
    onlyOutcomeUnknown = false,
    keepScheduleWhenRetryable = false,
    now = new Date(),
  }: {
    userId: string;
    postId: string;
    allowDuplicateAsPublished?: boolean;
    /** "Publish again": only a post that may have been published (POST_STATUS_CONFLICT otherwise). */
    onlyOutcomeUnknown?: boolean;
    keepScheduleWhenRetryable?: boolean;
    now?: Date;
  },
): Promise<PublishResult> {
  const claim = await claimPost(deps, { userId, postId, allowDuplicateAsPublished, onlyOutcomeUnknown, now });
  const attempt = await send(deps, { userId, claim, allowDuplicateAsPublished, now });
  await settle(deps, { userId, claim, attempt, now, keepScheduleWhenRetryable });
  if ('kind' in attempt) {
    const post = await getPost(deps, { userId, id: postId });
    return { ok: true, post, linkedinUrl: post.linkedinUrl ?? MY_RECENT_ACTIVITY_URL };
  }
  const { code, detail, retryable, retryAfterSeconds, outcomeUnknown } = attempt;
  deps.logger.info({ postId, code, detail, retryable, outcomeUnknown }, 'a LinkedIn publish did not go through');
  return { ok: false, code, detail, retryable, retryAfterSeconds, outcomeUnknown };
}

/** The browser's publish: the post and its LinkedIn address, or the failure as the error it shows. */
export async function publishPostNow(
  deps: PublishDeps,
  input: { userId: string; id: string; allowDuplicateAsPublished?: boolean; onlyOutcomeUnknown?: boolean; now?: Date },
): Promise<TPublishedPost> {
  const { id, ...rest } = input;
  const result = await publishPost(deps, { ...rest, postId: id });
  if (result.ok) return { post: result.post, linkedinUrl: result.linkedinUrl };
  throw new AppError(result.code, {
    detail:
      result.retryAfterSeconds === null ? result.detail : `${result.detail}; retry after ${result.retryAfterSeconds} s`,
    retryAfterSeconds: result.retryAfterSeconds ?? undefined,
  });
}

/** "Publish again" for a post that may have been published: a duplicate refusal counts as published. */
export function publishAgain(
  deps: PublishDeps,
  { userId, id, now }: { userId: string; id: string; now?: Date },
): Promise<TPublishedPost> {
  return publishPostNow(deps, {
    userId,
    id,
    allowDuplicateAsPublished: true,
    onlyOutcomeUnknown: true,
    ...(now ? { now } : {}),
  });
}

/** The post's URN when a LinkedIn post address names one (…/feed/update/urn:li:share:7…/). */
function urnInUrl(url: string): string | null {
  return /urn:li:(?:share|ugcPost|activity):[0-9A-Za-z_-]+/.exec(decodeURIComponent(url))?.[0] ?? null;
}

/**
 * "Mark as published": the user found the post on LinkedIn. Only a post that may have been
 * published (its outcome unknown) is marked; its publish time is when the attempt started.
 */
export async function markPublished(
  deps: PublishDeps,
  {
    userId,
    id,
    linkedinUrl,
    now = new Date(),
  }: { userId: string; id: string; linkedinUrl?: string | undefined; now?: Date },
): Promise<TLinkedInPost> {
  await inTransaction(deps.db, async (trx) => {
    const state = await lockPublishState(trx, userId, id);
    if (!state) throw new AppError(AppErrorCode.NOT_FOUND);
    if (!state.publishOutcomeUnknown) throw new AppError(AppErrorCode.POST_STATUS_CONFLICT);
    const linkedinPostId = linkedinUrl ? urnInUrl(linkedinUrl) : null;
    const publishedAt = state.publishStartedAt ?? now;
    await updatePostRow(trx, userId, id, {
      status: 'published',
      linkedinPostId,
      linkedinUrl: linkedinUrl ?? null,
      publishedAt,
      publishAttemptId: null,
      publishStartedAt: null,
      publishOutcomeUnknown: false,
      publishError: null,
    });
    await clearPendingPostIfIs(trx, userId, id);
    if (linkedinPostId)
      await scheduleInsightSnapshots({ db: trx, jobs: deps.jobs }, { postId: id, userId, publishedAt });
  });
  return getPost(deps, { userId, id });
}

// ── The pending post (spec §4 LinkedIn OAuth) ───────────────────────────────────────────────────

/** Keeps the post to publish once the browser is back from LinkedIn's consent; another user's post is NOT_FOUND. */
export async function setPendingPost(
  deps: Pick<AppDeps, 'db'>,
  { userId, postId }: { userId: string; postId: string },
): Promise<{ postId: string }> {
  await inTransaction(deps.db, async (trx) => {
    if (!(await selectPost(trx, userId, postId))) throw new AppError(AppErrorCode.NOT_FOUND);
    await setPendingPostId(trx, userId, postId);
  });
  return { postId };
}

/** After `/auth/callback`: the pending post's id (null when none), cleared so it is published once. */
export async function takePendingPost(
  deps: Pick<AppDeps, 'db'>,
  { userId }: { userId: string },
): Promise<{ postId: string | null }> {
  return inTransaction(deps.db, async (trx) => {
    const postId = await lockPendingPostId(trx, userId);
    if (postId) await setPendingPostId(trx, userId, null);
    return { postId };
  });
}

/** The LinkedIn login failed: nothing is pending any more (spec §4). */
export async function clearPendingPost(deps: Pick<AppDeps, 'db'>, { userId }: { userId: string }): Promise<void> {
  await setPendingPostId(deps.db, userId, null);
}
