/**
 * LinkedIn's REST API as a member's token meets it, for the server tests (through msw), the browser
 * tests and `npm run fakes` (served over HTTP): OpenID userinfo, image and document uploads
 * (`initializeUpload`, then the PUT of the bytes), the Posts API (create, read, list by author),
 * member post analytics and social actions.
 *
 * It answers the way LinkedIn does: `LinkedIn-Version` and `X-Restli-Protocol-Version: 2.0.0`
 * required, 401 with LinkedIn's token error bodies, 403 for a scope the token was not given, 422 for
 * a missing field and for a duplicate post, 201 with the post's URN in `x-restli-id` and no body.
 * A test can make the next calls of one operation fail (`failNext`) and reads everything it
 * received from `state`.
 */
import { type HttpHandler, HttpResponse, type HttpResponseResolver, http } from 'msw';

/** A member and the token the fake accepts for them. */
export interface FakeLinkedInMember {
  token: string;
  /** The id in their person URN (`urn:li:person:<sub>`), as `/v2/userinfo` gives it. */
  sub: string;
  name: string;
  email?: string;
  /** The OAuth scopes the token was granted, e.g. `openid profile email w_member_social`. */
  scopes: string[];
}

/** A post's counts on LinkedIn; `reactions` are also the likes social actions report. */
export interface FakeLinkedInStats {
  impressions: number;
  membersReached: number;
  reactions: number;
  comments: number;
  reshares: number;
}

export interface FakeLinkedInPost {
  urn: string;
  /** The JSON body LinkedIn received, as sent. */
  body: Record<string, unknown>;
  author: string;
  createdAt: Date;
  /** Deleted on LinkedIn: reading it answers 404. */
  deleted: boolean;
  stats: FakeLinkedInStats;
}

export interface FakeLinkedInUpload {
  urn: string;
  kind: 'image' | 'document';
  owner: string;
  uploadUrl: string;
  /** The bytes PUT to the upload URL; null until they arrive. */
  bytes: Uint8Array | null;
  contentType: string | null;
}

export type FakeLinkedInOperation =
  | 'userinfo'
  | 'initializeImageUpload'
  | 'initializeDocumentUpload'
  | 'upload'
  | 'createPost'
  | 'getPost'
  | 'listPosts'
  | 'analytics'
  | 'socialActions';

/** One request the fake received, for tests that check headers and bodies. */
export interface FakeLinkedInRequest {
  operation: FakeLinkedInOperation;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body (undefined without one; the bytes of an upload are in `uploads`). */
  body: unknown;
}

/** An HTTP answer to give instead of the normal one. */
export interface FakeLinkedInReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * What `failNext` makes an operation answer: an HTTP reply, `network` (the connection breaks before
 * the fake acts), or `lost_answer` (the fake acts, e.g. creates the post, then the connection breaks
 * before the answer arrives: the outcome a caller cannot know).
 */
export type FakeLinkedInFailure = FakeLinkedInReply | 'network' | 'lost_answer';

export interface FakeLinkedInState {
  members: Map<string, FakeLinkedInMember>;
  /** Tokens LinkedIn answers as expired (65602) or revoked (65601). */
  expiredTokens: Set<string>;
  revokedTokens: Set<string>;
  posts: FakeLinkedInPost[];
  uploads: FakeLinkedInUpload[];
  requests: FakeLinkedInRequest[];
}

export interface FakeLinkedInOptions {
  /** Where the fake answers, e.g. `https://api.linkedin.test` (`/rest/…`, `/v2/userinfo` under it). */
  baseUrl: string;
  members?: FakeLinkedInMember[];
  /** Versions before this one are sunset (426), as LinkedIn sunsets a version after a year. */
  oldestActiveVersion?: string;
  /** The counts a new post starts with (default all zero). */
  initialStats?: (post: { urn: string; author: string }) => FakeLinkedInStats;
  /** The clock for post dates. */
  now?: () => Date;
}

export interface FakeLinkedIn {
  handlers: HttpHandler[];
  state: FakeLinkedInState;
  /** The next `times` calls of `operation` answer `failure` instead (queued after earlier ones). */
  failNext(operation: FakeLinkedInOperation, failure: FakeLinkedInFailure, times?: number): void;
  /** Sets a post's counts, as readers engaging with it would. */
  setStats(postUrn: string, stats: Partial<FakeLinkedInStats>): void;
  /** The member deletes the post on LinkedIn. */
  deletePost(postUrn: string): void;
  /** The posts that exist (not deleted), oldest first. */
  livePosts(): FakeLinkedInPost[];
}

export const PUBLISH_SCOPE = 'w_member_social';
export const ANALYTICS_SCOPE = 'r_member_postAnalytics';
/** Reading a member's posts by author is restricted to approved partners; an app token does not have it. */
export const READ_POSTS_SCOPE = 'r_member_social';

/** LinkedIn's error bodies, for tests that reply with one through `failNext`. */
export const linkedInReplies = {
  expiredToken: (): FakeLinkedInReply => ({
    status: 401,
    body: {
      status: 401,
      serviceErrorCode: 65602,
      code: 'EXPIRED_ACCESS_TOKEN',
      message: 'The token used in the request has expired',
    },
  }),
  revokedToken: (): FakeLinkedInReply => ({
    status: 401,
    body: {
      status: 401,
      serviceErrorCode: 65601,
      code: 'REVOKED_ACCESS_TOKEN',
      message: 'The token used in the request has been revoked by the user',
    },
  }),
  invalidToken: (): FakeLinkedInReply => ({
    status: 401,
    body: { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' },
  }),
  accessDenied: (resource: string): FakeLinkedInReply => ({
    status: 403,
    body: {
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: `Not enough permissions to access: ${resource}`,
    },
  }),
  duplicate: (ofUrn: string): FakeLinkedInReply => ({
    status: 422,
    body: { status: 422, code: 'DUPLICATE_POST', message: `Content is a duplicate of ${ofUrn}` },
  }),
  rateLimited: (retryAfterSeconds: number): FakeLinkedInReply => ({
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
    body: {
      status: 429,
      serviceErrorCode: 101,
      code: 'TOO_MANY_REQUESTS',
      message: 'Resource level throttle MEMBER DAY limit for calls to this resource is reached.',
    },
  }),
  serverError: (status = 500): FakeLinkedInReply => ({
    status,
    body: { status, code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' },
  }),
  notFound: (): FakeLinkedInReply => ({
    status: 404,
    body: { status: 404, code: 'NOT_FOUND', message: 'Not Found' },
  }),
};

/** LinkedIn's validation answer: one input error per field, its path and what is wrong with it. */
function validationError(fieldPath: string, description: string, code: string): FakeLinkedInReply {
  return {
    status: 422,
    body: {
      status: 422,
      errorDetailType: 'com.linkedin.common.error.BadRequest',
      code: 'UNPROCESSABLE_ENTITY',
      message: `ERROR :: ${fieldPath} :: ${description}\n`,
      errorDetails: { inputErrors: [{ description, input: { inputPath: { fieldPath } }, code }] },
    },
  };
}

function reply({ status, body, headers }: FakeLinkedInReply): Response {
  if (body === undefined) return new HttpResponse(null, { status, headers: headers ?? {} });
  return HttpResponse.json(body, { status, headers: headers ?? {} });
}

const ZERO_STATS: FakeLinkedInStats = { impressions: 0, membersReached: 0, reactions: 0, comments: 0, reshares: 0 };

const ANALYTICS_FIELDS: Record<string, keyof FakeLinkedInStats> = {
  IMPRESSION: 'impressions',
  MEMBERS_REACHED: 'membersReached',
  REACTION: 'reactions',
  COMMENT: 'comments',
  RESHARE: 'reshares',
};

const VISIBILITIES = ['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'];
const FEED_DISTRIBUTIONS = ['MAIN_FEED', 'NONE'];
const LIFECYCLE_STATES = ['PUBLISHED', 'DRAFT'];
/** LinkedIn's limit for a post's commentary. */
const COMMENTARY_LIMIT = 3000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function personUrn(sub: string): string {
  return `urn:li:person:${sub}`;
}

export function fakeLinkedIn(options: FakeLinkedInOptions): FakeLinkedIn {
  const base = options.baseUrl.replace(/\/+$/, '');
  const oldestVersion = options.oldestActiveVersion ?? '202511';
  const now = options.now ?? (() => new Date());
  const state: FakeLinkedInState = {
    members: new Map((options.members ?? []).map((member) => [member.token, member])),
    expiredTokens: new Set(),
    revokedTokens: new Set(),
    posts: [],
    uploads: [],
    requests: [],
  };
  const failures = new Map<FakeLinkedInOperation, FakeLinkedInFailure[]>();
  let nextId = 1;
  // LinkedIn's activity ids are 19-digit numbers; these stay recognisably fake but the same shape.
  const newId = () => String(7_400_000_000_000_000_000n + BigInt(nextId++));

  function record(operation: FakeLinkedInOperation, request: Request, body: unknown): void {
    state.requests.push({
      operation,
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
  }

  /** The member the bearer token belongs to, or LinkedIn's 401 for it. */
  function authenticate(request: Request): FakeLinkedInMember | FakeLinkedInReply {
    const match = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '');
    if (!match) return linkedInReplies.invalidToken();
    const token = match[1]!;
    if (state.revokedTokens.has(token)) return linkedInReplies.revokedToken();
    if (state.expiredTokens.has(token)) return linkedInReplies.expiredToken();
    return state.members.get(token) ?? linkedInReplies.invalidToken();
  }

  /** The versioned API's headers: a version still served, and Rest.li protocol 2.0.0. */
  function checkVersioning(request: Request): FakeLinkedInReply | null {
    const version = request.headers.get('linkedin-version');
    if (!version) {
      return {
        status: 400,
        body: {
          status: 400,
          code: 'VERSION_MISSING',
          message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
        },
      };
    }
    if (!/^\d{6}(\.\d{2})?$/.test(version) || version.slice(0, 6) < oldestVersion) {
      return {
        status: 426,
        body: { status: 426, code: 'NONEXISTENT_VERSION', message: `Requested version ${version} is not active` },
      };
    }
    if (request.headers.get('x-restli-protocol-version') !== '2.0.0') {
      return {
        status: 400,
        body: {
          status: 400,
          code: 'ILLEGAL_ARGUMENT',
          message: 'This API requires the header X-Restli-Protocol-Version: 2.0.0',
        },
      };
    }
    return null;
  }

  function isReply(value: unknown): value is FakeLinkedInReply {
    return isRecord(value) && typeof value.status === 'number';
  }

  async function readJson(request: Request): Promise<unknown> {
    const text = await request.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return Symbol.for('unparseable');
    }
  }

  /**
   * Runs one operation: records the request, applies an injected failure, checks the token (and
   * for `/rest/` the versioning headers), then answers with `act`.
   */
  function operation(
    name: FakeLinkedInOperation,
    checks: { versioned: boolean; scopes?: string[]; resource?: string; readBody?: 'json' | 'bytes' },
    act: (context: {
      request: Request;
      member: FakeLinkedInMember;
      body: unknown;
      bytes: Uint8Array | null;
      params: Record<string, string>;
    }) => FakeLinkedInReply,
  ) {
    const resolver: HttpResponseResolver = async ({ request, params }) => {
      const bytes = checks.readBody === 'bytes' ? new Uint8Array(await request.arrayBuffer()) : null;
      const body = checks.readBody === 'json' ? await readJson(request) : undefined;
      record(name, request, body);
      const failure = failures.get(name)?.shift();
      if (failure === 'network') return HttpResponse.error();
      if (failure && failure !== 'lost_answer') return reply(failure);

      const answer = ((): FakeLinkedInReply => {
        if (checks.versioned) {
          const versionProblem = checkVersioning(request);
          if (versionProblem) return versionProblem;
        }
        const member = authenticate(request);
        if (isReply(member)) return member;
        const granted = checks.scopes ?? [];
        if (granted.length > 0 && !granted.some((scope) => member.scopes.includes(scope))) {
          return linkedInReplies.accessDenied(checks.resource ?? name);
        }
        if (body === Symbol.for('unparseable')) {
          return { status: 400, body: { status: 400, message: 'Unable to parse the request body as JSON' } };
        }
        const plainParams = Object.fromEntries(
          Object.entries(params).map(([key, value]) => [key, decodeURIComponent(String(value ?? ''))]),
        );
        return act({ request, member, body, bytes, params: plainParams });
      })();
      if (failure === 'lost_answer') return HttpResponse.error();
      return reply(answer);
    };
    return resolver;
  }

  function initializeUpload(kind: 'image' | 'document') {
    return operation(
      kind === 'image' ? 'initializeImageUpload' : 'initializeDocumentUpload',
      { versioned: true, scopes: [PUBLISH_SCOPE], resource: `${kind}s.ACTION-initializeUpload`, readBody: 'json' },
      ({ member, body }) => {
        const owner =
          isRecord(body) && isRecord(body.initializeUploadRequest) ? body.initializeUploadRequest.owner : null;
        if (typeof owner !== 'string') {
          return validationError(
            '/initializeUploadRequest/owner',
            'field is required but not found and has no default value',
            'MISSING_REQUIRED_FIELD',
          );
        }
        if (owner !== personUrn(member.sub)) {
          return linkedInReplies.accessDenied(`${kind}s.ACTION-initializeUpload owner ${owner}`);
        }
        const id = newId();
        const urn = kind === 'image' ? `urn:li:image:D4E10AQFake${id}` : `urn:li:document:D4D10AQFake${id}`;
        const uploadUrl = `${base}/dms-uploads/${kind}/${id}`;
        state.uploads.push({ urn, kind, owner, uploadUrl, bytes: null, contentType: null });
        const expiresAt = now().getTime() + 24 * 60 * 60 * 1000;
        return { status: 200, body: { value: { uploadUrlExpiresAt: expiresAt, uploadUrl, [kind]: urn } } };
      },
    );
  }

  /** The uploaded media a post names, or LinkedIn's 422 for one it cannot use. */
  function checkMedia(ids: unknown[], kind: 'image' | 'document' | 'any', author: string, path: string) {
    for (const [index, id] of ids.entries()) {
      const fieldPath = ids.length > 1 ? `${path}/${index}/id` : `${path}/id`;
      const upload = state.uploads.find((candidate) => candidate.urn === id);
      if (typeof id !== 'string' || !upload || (kind !== 'any' && upload.kind !== kind)) {
        return validationError(fieldPath, `media ${String(id)} not found`, 'INVALID_VALUE');
      }
      if (upload.owner !== author) {
        return validationError(fieldPath, `media ${id} is not owned by ${author}`, 'INVALID_VALUE');
      }
      if (!upload.bytes) {
        return validationError(
          fieldPath,
          `media ${id} is not available yet: its upload was not received`,
          'INVALID_VALUE',
        );
      }
    }
    return null;
  }

  function validatePost(body: unknown, member: FakeLinkedInMember): FakeLinkedInReply | null {
    if (!isRecord(body)) {
      return validationError('/', 'a JSON object is required', 'MISSING_REQUIRED_FIELD');
    }
    for (const field of ['author', 'commentary', 'visibility', 'distribution', 'lifecycleState']) {
      if (body[field] === undefined) {
        return validationError(
          `/${field}`,
          'field is required but not found and has no default value',
          'MISSING_REQUIRED_FIELD',
        );
      }
    }
    if (body.author !== personUrn(member.sub)) {
      return linkedInReplies.accessDenied(
        'Field Value validation failed in REQUEST_BODY: Data Processing Exception while processing fields [/author]',
      );
    }
    if (typeof body.commentary !== 'string') {
      return validationError('/commentary', 'must be a string', 'INVALID_VALUE');
    }
    if (body.commentary.length > COMMENTARY_LIMIT) {
      return validationError('/commentary', `length must be at most ${COMMENTARY_LIMIT}`, 'FIELD_LENGTH_TOO_LONG');
    }
    if (!VISIBILITIES.includes(String(body.visibility))) {
      return validationError('/visibility', `invalid value ${String(body.visibility)}`, 'INVALID_VALUE');
    }
    const distribution = body.distribution;
    if (!isRecord(distribution) || !FEED_DISTRIBUTIONS.includes(String(distribution.feedDistribution))) {
      return validationError(
        '/distribution/feedDistribution',
        'field is required and must be MAIN_FEED or NONE',
        'INVALID_VALUE',
      );
    }
    if (!LIFECYCLE_STATES.includes(String(body.lifecycleState))) {
      return validationError('/lifecycleState', `invalid value ${String(body.lifecycleState)}`, 'INVALID_VALUE');
    }
    if (body.content === undefined) return null;
    const content = body.content;
    if (!isRecord(content)) return validationError('/content', 'must be an object', 'INVALID_VALUE');
    const media = content.media;
    if (isRecord(media)) {
      const problem = checkMedia([media.id], 'any', body.author, '/content/media');
      if (problem) return problem;
      const upload = state.uploads.find((candidate) => candidate.urn === media.id);
      if (upload?.kind === 'document' && typeof media.title !== 'string') {
        return validationError('/content/media/title', 'a document post requires a title', 'MISSING_REQUIRED_FIELD');
      }
      return null;
    }
    if (isRecord(content.multiImage)) {
      const images = content.multiImage.images;
      if (!Array.isArray(images) || images.length < 2 || images.length > 20) {
        return validationError('/content/multiImage/images', 'a multi-image post has 2 to 20 images', 'INVALID_VALUE');
      }
      return checkMedia(
        images.map((image) => (isRecord(image) ? image.id : undefined)),
        'image',
        body.author,
        '/content/multiImage/images',
      );
    }
    return validationError('/content', 'unsupported content', 'INVALID_VALUE');
  }

  function postView(post: FakeLinkedInPost): Record<string, unknown> {
    const at = post.createdAt.getTime();
    return {
      ...post.body,
      id: post.urn,
      createdAt: at,
      publishedAt: at,
      lastModifiedAt: at,
      lifecycleStateInfo: { isEditedByAuthor: false },
    };
  }

  function livePost(urn: string): FakeLinkedInPost | undefined {
    return state.posts.find((post) => post.urn === urn && !post.deleted);
  }

  const handlers = [
    http.get(
      `${base}/v2/userinfo`,
      operation('userinfo', { versioned: false, scopes: ['openid'], resource: 'userinfo' }, ({ member }) => {
        const [givenName, ...familyName] = member.name.split(' ');
        return {
          status: 200,
          body: {
            sub: member.sub,
            name: member.name,
            given_name: givenName,
            family_name: familyName.join(' '),
            locale: { country: 'US', language: 'en' },
            ...(member.email ? { email: member.email, email_verified: true } : {}),
          },
        };
      }),
    ),
    http.post(`${base}/rest/images`, initializeUpload('image')),
    http.post(`${base}/rest/documents`, initializeUpload('document')),
    http.put(
      `${base}/dms-uploads/:kind/:id`,
      operation('upload', { versioned: false, readBody: 'bytes' }, ({ request, member, bytes }) => {
        const upload = state.uploads.find((candidate) => candidate.uploadUrl === request.url);
        if (!upload) return linkedInReplies.notFound();
        if (upload.owner !== personUrn(member.sub)) return linkedInReplies.accessDenied('dms-uploads');
        if (!bytes || bytes.byteLength === 0) {
          return { status: 400, body: { status: 400, message: 'The upload has no content' } };
        }
        upload.bytes = bytes;
        upload.contentType = request.headers.get('content-type');
        return { status: 201 };
      }),
    ),
    http.post(
      `${base}/rest/posts`,
      operation(
        'createPost',
        { versioned: true, scopes: [PUBLISH_SCOPE], resource: 'partnerApiPostsExternal.CREATE', readBody: 'json' },
        ({ member, body }) => {
          const problem = validatePost(body, member);
          if (problem) return problem;
          const post = body as Record<string, unknown> & { author: string; commentary: string };
          const earlier = state.posts.find(
            (candidate) =>
              !candidate.deleted && candidate.author === post.author && candidate.body.commentary === post.commentary,
          );
          if (earlier) return linkedInReplies.duplicate(earlier.urn);
          const urn = `urn:li:share:${newId()}`;
          state.posts.push({
            urn,
            body: post,
            author: post.author,
            createdAt: now(),
            deleted: false,
            stats: options.initialStats?.({ urn, author: post.author }) ?? { ...ZERO_STATS },
          });
          // LinkedIn answers 201 with an empty body; the new post's URN is in these headers only.
          return { status: 201, headers: { 'x-restli-id': urn, 'x-linkedin-id': urn } };
        },
      ),
    ),
    http.get(
      `${base}/rest/posts`,
      operation(
        'listPosts',
        { versioned: true, scopes: [READ_POSTS_SCOPE], resource: 'partnerApiPostsExternal.FINDER-author' },
        ({ request }) => {
          const author = new URL(request.url).searchParams.get('author');
          const elements = state.posts
            .filter((post) => !post.deleted && post.author === author)
            .reverse()
            .map(postView);
          return { status: 200, body: { paging: { start: 0, count: 10, links: [] }, elements } };
        },
      ),
    ),
    http.get(
      `${base}/rest/posts/:urn`,
      operation('getPost', { versioned: true }, ({ params }) => {
        const post = livePost(params.urn!);
        return post ? { status: 200, body: postView(post) } : linkedInReplies.notFound();
      }),
    ),
    http.get(
      `${base}/rest/memberCreatorPostAnalytics`,
      operation(
        'analytics',
        { versioned: true, scopes: [ANALYTICS_SCOPE], resource: 'memberCreatorPostAnalytics.FINDER-entity' },
        ({ request, member }) => {
          const search = new URL(request.url).searchParams;
          const entity = /^\((share|ugc):(urn:li:(?:share|ugcPost):\d+)\)$/.exec(search.get('entity') ?? '');
          const field = ANALYTICS_FIELDS[search.get('queryType') ?? ''];
          const aggregation = search.get('aggregation');
          if (search.get('q') !== 'entity' || !entity) {
            return { status: 400, body: { status: 400, message: 'Invalid query parameters passed to request' } };
          }
          if (!field) return validationError('/queryType', `invalid value ${search.get('queryType')}`, 'INVALID_VALUE');
          if (aggregation !== 'TOTAL' && aggregation !== 'DAILY') {
            return validationError('/aggregation', `invalid value ${aggregation}`, 'INVALID_VALUE');
          }
          const post = livePost(entity[2]!);
          if (!post) return linkedInReplies.notFound();
          if (post.author !== personUrn(member.sub)) {
            return linkedInReplies.accessDenied('memberCreatorPostAnalytics.FINDER-entity');
          }
          const metricType = {
            'com.linkedin.adsexternalapi.memberanalytics.v1.CreatorPostAnalyticsMetricTypeV1': search.get('queryType'),
          };
          const count = post.stats[field];
          const day = post.createdAt;
          const element =
            aggregation === 'TOTAL'
              ? { count, metricType }
              : {
                  count,
                  metricType,
                  dateRange: {
                    start: { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
                    end: { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() + 1 },
                  },
                };
          return { status: 200, body: { paging: { start: 0, count: 10, links: [] }, elements: [element] } };
        },
      ),
    ),
    http.get(
      `${base}/rest/socialActions/:urn`,
      operation(
        'socialActions',
        { versioned: true, scopes: [PUBLISH_SCOPE, READ_POSTS_SCOPE], resource: 'socialActions.GET' },
        ({ params }) => {
          const post = livePost(params.urn!);
          if (!post) return linkedInReplies.notFound();
          return {
            status: 200,
            body: {
              target: post.urn,
              likesSummary: {
                selectedLikes: [],
                likedByCurrentUser: false,
                totalLikes: post.stats.reactions,
                aggregatedTotalLikes: post.stats.reactions,
              },
              commentsSummary: {
                selectedComments: [],
                commentsState: 'OPEN',
                totalFirstLevelComments: post.stats.comments,
                aggregatedTotalComments: post.stats.comments,
              },
            },
          };
        },
      ),
    ),
  ];

  return {
    handlers,
    state,
    failNext(operationName, failure, times = 1) {
      const queue = failures.get(operationName) ?? [];
      for (let index = 0; index < times; index += 1) queue.push(failure);
      failures.set(operationName, queue);
    },
    setStats(postUrn, stats) {
      const post = state.posts.find((candidate) => candidate.urn === postUrn);
      if (!post) throw new Error(`The fake LinkedIn has no post ${postUrn}`);
      post.stats = { ...post.stats, ...stats };
    },
    deletePost(postUrn) {
      const post = state.posts.find((candidate) => candidate.urn === postUrn);
      if (!post) throw new Error(`The fake LinkedIn has no post ${postUrn}`);
      post.deleted = true;
    },
    livePosts: () => state.posts.filter((post) => !post.deleted),
  };
}
