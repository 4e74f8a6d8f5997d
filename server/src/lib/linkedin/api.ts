/**
 * The server's client of LinkedIn's versioned REST API (api.linkedin.com/rest, Rest.li protocol 2.0)
 * for a member's own token: who the member is, uploading images and documents, creating a post,
 * checking that a post still exists, and reading its counts.
 *
 * Every call carries the member's bearer token, `LinkedIn-Version` (a YYYYMM version LinkedIn still
 * serves) and `X-Restli-Protocol-Version: 2.0.0`, and fails with one `LinkedInApiError`.
 */
import { errorFromResponse, LinkedInApiError, networkError } from './errors.ts';

export interface LinkedInApiOptions {
  /** `https://api.linkedin.com`, or a fake's address in tests and local runs. */
  baseUrl: string;
  /** `LinkedIn-Version`, e.g. `202610`. */
  version: string;
  /** The global fetch (undici) unless a test passes another. */
  fetch?: typeof globalThis.fetch;
  /** How long one call may take before it counts as lost (default 30 s). */
  timeoutMs?: number;
}

/** The OpenID Connect userinfo of the token's member; `sub` is the id in their person URN. */
export interface LinkedInUserInfo {
  sub: string;
  name: string;
  email?: string;
}

/** One image, or a document (PDF) with the title LinkedIn shows above it. */
export interface LinkedInMediaContent {
  media: { id: string; title?: string; altText?: string };
}

/** Two to twenty images shown as a grid. */
export interface LinkedInMultiImageContent {
  multiImage: { images: { id: string; altText: string }[] };
}

export type LinkedInPostContent = LinkedInMediaContent | LinkedInMultiImageContent;

export interface CreatePostInput {
  /** The member's person URN (`urn:li:person:…`). */
  author: string;
  /** LinkedIn "little text", already escaped by the caller (`escapeLittleText`). */
  commentary: string;
  content?: LinkedInPostContent;
}

/** A post as `GET /rest/posts/{urn}` describes it (the fields the app reads). */
export interface LinkedInPostSummary {
  id: string;
  author: string;
  commentary: string;
  lifecycleState: string;
}

/** A post's totals from the member post analytics API. */
export interface LinkedInPostAnalytics {
  impressions: number;
  membersReached: number;
  reactions: number;
  comments: number;
  reshares: number;
}

/** The counts any token with access to the post can read (`socialActions`), without the analytics scope. */
export interface LinkedInSocialCounts {
  likes: number;
  comments: number;
}

export interface LinkedInApi {
  userInfo(token: string): Promise<LinkedInUserInfo>;
  /** Registers the upload (`initializeUpload`), sends the bytes, and returns the image URN. */
  uploadImage(token: string, input: { owner: string; bytes: Uint8Array; contentType: string }): Promise<string>;
  /** The same for a PDF; returns the document URN. */
  uploadDocument(token: string, input: { owner: string; bytes: Uint8Array }): Promise<string>;
  /** Publishes the post; its URN comes from the 201's `x-restli-id` header. */
  createPost(token: string, input: CreatePostInput): Promise<{ postUrn: string }>;
  /** The post, or a `not_found` LinkedInApiError when it was deleted on LinkedIn. */
  getPost(token: string, postUrn: string): Promise<LinkedInPostSummary>;
  /** Totals of each metric (one call per metric, as LinkedIn requires); `missing_scope` without `r_member_postAnalytics`. */
  postAnalytics(token: string, postUrn: string): Promise<LinkedInPostAnalytics>;
  socialActions(token: string, postUrn: string): Promise<LinkedInSocialCounts>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const RESTLI_PROTOCOL_VERSION = '2.0.0';

/** The metrics of `memberCreatorPostAnalytics`, in the order they are asked for. */
const ANALYTICS_METRICS = [
  ['impressions', 'IMPRESSION'],
  ['membersReached', 'MEMBERS_REACHED'],
  ['reactions', 'REACTION'],
  ['comments', 'COMMENT'],
  ['reshares', 'RESHARE'],
] as const satisfies readonly (readonly [keyof LinkedInPostAnalytics, string])[];

/** The body every post is created with: public, in the main feed, reshares allowed. */
function postBody(input: CreatePostInput): Record<string, unknown> {
  return {
    author: input.author,
    commentary: input.commentary,
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    ...(input.content ? { content: input.content } : {}),
  };
}

/**
 * The analytics finder's `entity` parameter in Rest.li 2.0 syntax: `(share:urn%3Ali%3Ashare%3A1)` or
 * `(ugc:urn%3Ali%3AugcPost%3A1)`; the URN inside is encoded, the parentheses and the first colon not.
 */
export function analyticsEntityParam(postUrn: string): string {
  const member = postUrn.startsWith('urn:li:ugcPost:') ? 'ugc' : 'share';
  return `(${member}:${encodeURIComponent(postUrn)})`;
}

/** A plain ArrayBuffer copy: fetch's body type does not take a view over a shared buffer. */
function bodyBytes(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function createLinkedInApi(options: LinkedInApiOptions): LinkedInApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const baseOrigin = new URL(baseUrl).origin;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function headers(token: string, extra: Record<string, string> = {}): Record<string, string> {
    return {
      Authorization: `Bearer ${token}`,
      'LinkedIn-Version': options.version,
      'X-Restli-Protocol-Version': RESTLI_PROTOCOL_VERSION,
      ...extra,
    };
  }

  /** Sends one request; any non-2xx answer or lost answer becomes a LinkedInApiError. */
  async function send(operation: string, url: string, init: RequestInit): Promise<Response> {
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal, redirect: 'error' });
    } catch (error) {
      throw networkError(error, operation, signal.aborted);
    }
    if (!response.ok) throw await errorFromResponse(response, operation);
    return response;
  }

  async function json(operation: string, response: Response): Promise<Record<string, unknown>> {
    try {
      const body: unknown = await response.json();
      if (body && typeof body === 'object') return body as Record<string, unknown>;
    } catch (error) {
      throw new LinkedInApiError({
        kind: 'server',
        status: response.status,
        message: 'LinkedIn answered something that is not JSON',
        requestSent: true,
        operation,
        cause: error,
      });
    }
    throw new LinkedInApiError({
      kind: 'server',
      status: response.status,
      message: 'LinkedIn answered an empty body',
      requestSent: true,
      operation,
    });
  }

  function unexpected(operation: string, status: number, message: string): LinkedInApiError {
    return new LinkedInApiError({ kind: 'server', status, message, requestSent: true, operation });
  }

  /**
   * The upload address LinkedIn hands out is on linkedin.com (or, in tests, the fake's own origin);
   * the member's token is only ever sent there.
   */
  function checkedUploadUrl(operation: string, uploadUrl: unknown, status: number): string {
    if (typeof uploadUrl !== 'string' || !URL.canParse(uploadUrl)) {
      throw unexpected(operation, status, 'LinkedIn gave no upload address');
    }
    const url = new URL(uploadUrl);
    const onLinkedIn =
      url.protocol === 'https:' && (url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com'));
    if (!onLinkedIn && url.origin !== baseOrigin) {
      throw unexpected(operation, status, `LinkedIn gave an upload address outside LinkedIn: ${url.origin}`);
    }
    return url.toString();
  }

  async function upload(
    kind: 'images' | 'documents',
    token: string,
    owner: string,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<string> {
    const operation = kind === 'images' ? 'uploadImage' : 'uploadDocument';
    const initialized = await send(operation, `${baseUrl}/rest/${kind}?action=initializeUpload`, {
      method: 'POST',
      headers: headers(token, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ initializeUploadRequest: { owner } }),
    });
    const value = (await json(operation, initialized)).value as Record<string, unknown> | undefined;
    const urn = kind === 'images' ? value?.image : value?.document;
    if (typeof urn !== 'string' || !urn.startsWith('urn:li:')) {
      throw unexpected(
        operation,
        initialized.status,
        `LinkedIn gave no ${kind === 'images' ? 'image' : 'document'} URN`,
      );
    }
    const uploadUrl = checkedUploadUrl(operation, value?.uploadUrl, initialized.status);
    await send(operation, uploadUrl, {
      method: 'PUT',
      headers: headers(token, { 'Content-Type': contentType }),
      body: bodyBytes(bytes),
    });
    return urn;
  }

  return {
    async userInfo(token) {
      const response = await send('userInfo', `${baseUrl}/v2/userinfo`, { method: 'GET', headers: headers(token) });
      const body = await json('userInfo', response);
      if (typeof body.sub !== 'string' || !body.sub)
        throw unexpected('userInfo', response.status, 'LinkedIn gave no member id');
      const name =
        typeof body.name === 'string'
          ? body.name
          : [body.given_name, body.family_name].filter((part) => typeof part === 'string').join(' ');
      return { sub: body.sub, name, ...(typeof body.email === 'string' ? { email: body.email } : {}) };
    },

    uploadImage(token, { owner, bytes, contentType }) {
      return upload('images', token, owner, bytes, contentType);
    },

    uploadDocument(token, { owner, bytes }) {
      return upload('documents', token, owner, bytes, 'application/pdf');
    },

    async createPost(token, input) {
      const response = await send('createPost', `${baseUrl}/rest/posts`, {
        method: 'POST',
        headers: headers(token, { 'Content-Type': 'application/json' }),
        body: JSON.stringify(postBody(input)),
      });
      // The 201 has no body; the new post's URN is only in this header.
      const postUrn = response.headers.get('x-restli-id');
      if (!postUrn) {
        // LinkedIn accepted the post but did not say which it is: its outcome cannot be checked.
        throw new LinkedInApiError({
          kind: 'network',
          status: response.status,
          message: 'LinkedIn accepted the post without naming it (no x-restli-id header)',
          requestSent: true,
          operation: 'createPost',
        });
      }
      return { postUrn };
    },

    async getPost(token, postUrn) {
      const response = await send('getPost', `${baseUrl}/rest/posts/${encodeURIComponent(postUrn)}`, {
        method: 'GET',
        headers: headers(token),
      });
      const body = await json('getPost', response);
      return {
        id: typeof body.id === 'string' ? body.id : postUrn,
        author: typeof body.author === 'string' ? body.author : '',
        commentary: typeof body.commentary === 'string' ? body.commentary : '',
        lifecycleState: typeof body.lifecycleState === 'string' ? body.lifecycleState : 'PUBLISHED',
      };
    },

    async postAnalytics(token, postUrn) {
      const totals: LinkedInPostAnalytics = {
        impressions: 0,
        membersReached: 0,
        reactions: 0,
        comments: 0,
        reshares: 0,
      };
      // One metric per call (the finder takes one queryType), one after another so a missing
      // scope stops at the first refusal instead of five.
      for (const [field, queryType] of ANALYTICS_METRICS) {
        const query = `q=entity&entity=${analyticsEntityParam(postUrn)}&queryType=${queryType}&aggregation=TOTAL`;
        const response = await send('postAnalytics', `${baseUrl}/rest/memberCreatorPostAnalytics?${query}`, {
          method: 'GET',
          headers: headers(token),
        });
        const elements = (await json('postAnalytics', response)).elements;
        totals[field] = Array.isArray(elements)
          ? elements.reduce(
              (sum: number, element: unknown) => sum + countOf((element as { count?: unknown })?.count),
              0,
            )
          : 0;
      }
      return totals;
    },

    async socialActions(token, postUrn) {
      const response = await send('socialActions', `${baseUrl}/rest/socialActions/${encodeURIComponent(postUrn)}`, {
        method: 'GET',
        headers: headers(token),
      });
      const body = await json('socialActions', response);
      const likes = body.likesSummary as { totalLikes?: unknown; aggregatedTotalLikes?: unknown } | undefined;
      const comments = body.commentsSummary as
        | { aggregatedTotalComments?: unknown; totalFirstLevelComments?: unknown }
        | undefined;
      return {
        likes: countOf(likes?.aggregatedTotalLikes ?? likes?.totalLikes),
        comments: countOf(comments?.aggregatedTotalComments ?? comments?.totalFirstLevelComments),
      };
    },
  };
}
