import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { freePort, LOOPBACK } from '../../scripts/lib/app-process.ts';
import { loadConfig } from '../../server/src/config.ts';
import { createLinkedInApi, type LinkedInApi } from '../../server/src/lib/linkedin/api.ts';
import { LinkedInApiError } from '../../server/src/lib/linkedin/errors.ts';
import { feedUrl } from '../../server/src/lib/linkedin/urls.ts';
import { ANALYTICS_SCOPE, type FakeLinkedIn, fakeLinkedIn, linkedInReplies, personUrn } from '../mocks/linkedin.ts';
import { mswServer } from '../setup/msw-node.ts';

const BASE_URL = 'https://api.linkedin.test';
const VERSION = '202610';
const TOKEN = 'member-token';
const ANALYTICS_TOKEN = 'member-token-with-analytics';
const MEMBER = { sub: 'aB3xY9', name: 'Lena Linkedin', email: 'lena@example.com' };
const AUTHOR = personUrn(MEMBER.sub);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

let linkedin: FakeLinkedIn;
let api: LinkedInApi;

beforeEach(() => {
  linkedin = fakeLinkedIn({
    baseUrl: BASE_URL,
    members: [
      { ...MEMBER, token: TOKEN, scopes: ['openid', 'profile', 'email', 'w_member_social'] },
      { ...MEMBER, token: ANALYTICS_TOKEN, scopes: ['openid', 'profile', 'email', 'w_member_social', ANALYTICS_SCOPE] },
    ],
  });
  mswServer.use(...linkedin.handlers);
  api = createLinkedInApi({ baseUrl: BASE_URL, version: VERSION });
});

/** The error a call failed with (the test fails if it succeeded). */
async function failure(call: Promise<unknown>): Promise<LinkedInApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LinkedInApiError);
  return error as LinkedInApiError;
}

function requestsOf(operation: string) {
  return linkedin.state.requests.filter((request) => request.operation === operation);
}

describe('LinkedIn REST client against the fake', () => {
  it('sends the bearer token, LinkedIn-Version and Rest.li 2.0.0 on every call, and reads the member', async () => {
    await expect(api.userInfo(TOKEN)).resolves.toEqual({ sub: MEMBER.sub, name: MEMBER.name, email: MEMBER.email });
    await api.createPost(TOKEN, { author: AUTHOR, commentary: 'Hello' });
    for (const request of linkedin.state.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.headers['linkedin-version']).toBe(VERSION);
      expect(request.headers['x-restli-protocol-version']).toBe('2.0.0');
    }
    expect(linkedin.state.requests.map((request) => request.url)).toEqual([
      `${BASE_URL}/v2/userinfo`,
      `${BASE_URL}/rest/posts`,
    ]);
  });

  it('publishes a text post with the body LinkedIn expects and returns the URN from x-restli-id', async () => {
    const commentary = 'Three lessons from shipping \\(fast\\):\n\n1\\. Ask early';
    const { postUrn } = await api.createPost(TOKEN, { author: AUTHOR, commentary });

    expect(postUrn).toMatch(/^urn:li:share:\d{19}$/);
    expect(linkedin.state.posts).toHaveLength(1);
    const [post] = linkedin.state.posts;
    expect(post!.urn).toBe(postUrn);
    const body = post!.body;
    expect(Object.keys(body).sort()).toEqual(
      ['author', 'commentary', 'distribution', 'isReshareDisabledByAuthor', 'lifecycleState', 'visibility'].sort(),
    );
    expect(body.author).toBe(AUTHOR);
    expect(body.commentary).toBe(commentary);
    expect(body.visibility).toBe('PUBLIC');
    expect(body.distribution).toEqual({
      feedDistribution: 'MAIN_FEED',
      targetEntities: [],
      thirdPartyDistributionChannels: [],
    });
    expect(body.lifecycleState).toBe('PUBLISHED');
    expect(body.isReshareDisabledByAuthor).toBe(false);
    expect(requestsOf('createPost')[0]!.headers['content-type']).toBe('application/json');
  });

  it('uploads an image (initializeUpload, then the bytes) and publishes it as the post’s media', async () => {
    const imageUrn = await api.uploadImage(TOKEN, { owner: AUTHOR, bytes: PNG, contentType: 'image/png' });

    expect(imageUrn).toMatch(/^urn:li:image:/);
    const [initialize] = requestsOf('initializeImageUpload');
    expect(initialize!.url).toBe(`${BASE_URL}/rest/images?action=initializeUpload`);
    expect(initialize!.body).toEqual({ initializeUploadRequest: { owner: AUTHOR } });
    const [upload] = linkedin.state.uploads;
    expect(upload!.urn).toBe(imageUrn);
    expect(upload!.kind).toBe('image');
    expect(Array.from(upload!.bytes!)).toEqual(Array.from(PNG));
    expect(upload!.contentType).toBe('image/png');
    expect(requestsOf('upload')[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);

    await api.createPost(TOKEN, {
      author: AUTHOR,
      commentary: 'A photo from the meetup',
      content: { media: { id: imageUrn, altText: 'Twelve people around a table' } },
    });
    expect(linkedin.state.posts[0]!.body.content).toEqual({
      media: { id: imageUrn, altText: 'Twelve people around a table' },
    });
  });

  it('publishes several images as one multi-image post, each with its alt text', async () => {
    const first = await api.uploadImage(TOKEN, { owner: AUTHOR, bytes: PNG, contentType: 'image/png' });
    const second = await api.uploadImage(TOKEN, { owner: AUTHOR, bytes: JPEG, contentType: 'image/jpeg' });
    expect(first).not.toBe(second);

    const { postUrn } = await api.createPost(TOKEN, {
      author: AUTHOR,
      commentary: 'Before and after',
      content: {
        multiImage: {
          images: [
            { id: first, altText: 'The old dashboard' },
            { id: second, altText: 'The new dashboard' },
          ],
        },
      },
    });

    const post = linkedin.state.posts.find((candidate) => candidate.urn === postUrn);
    expect(post!.body.content).toEqual({
      multiImage: {
        images: [
          { id: first, altText: 'The old dashboard' },
          { id: second, altText: 'The new dashboard' },
        ],
      },
    });
    expect(linkedin.state.uploads.map((upload) => upload.contentType)).toEqual(['image/png', 'image/jpeg']);
  });

  it('uploads a PDF through the Documents API and publishes it with its title', async () => {
    const documentUrn = await api.uploadDocument(TOKEN, { owner: AUTHOR, bytes: PDF });

    expect(documentUrn).toMatch(/^urn:li:document:/);
    const [initialize] = requestsOf('initializeDocumentUpload');
    expect(initialize!.url).toBe(`${BASE_URL}/rest/documents?action=initializeUpload`);
    expect(initialize!.body).toEqual({ initializeUploadRequest: { owner: AUTHOR } });
    expect(Array.from(linkedin.state.uploads[0]!.bytes!)).toEqual(Array.from(PDF));
    expect(linkedin.state.uploads[0]!.contentType).toBe('application/pdf');

    await api.createPost(TOKEN, {
      author: AUTHOR,
      commentary: 'Our 2026 hiring guide',
      content: { media: { id: documentUrn, title: 'Hiring guide 2026' } },
    });
    expect(linkedin.state.posts[0]!.body.content).toEqual({ media: { id: documentUrn, title: 'Hiring guide 2026' } });
  });

  it('reads a post, and says not_found once it was deleted on LinkedIn', async () => {
    const { postUrn } = await api.createPost(TOKEN, { author: AUTHOR, commentary: 'Still there?' });
    await expect(api.getPost(TOKEN, postUrn)).resolves.toEqual({
      id: postUrn,
      author: AUTHOR,
      commentary: 'Still there?',
      lifecycleState: 'PUBLISHED',
    });
    expect(requestsOf('getPost')[0]!.url).toBe(`${BASE_URL}/rest/posts/${encodeURIComponent(postUrn)}`);

    linkedin.deletePost(postUrn);
    const error = await failure(api.getPost(TOKEN, postUrn));
    expect(error.kind).toBe('not_found');
    expect(error.status).toBe(404);
  });

  it('reads each analytics metric in its own TOTAL call', async () => {
    const { postUrn } = await api.createPost(ANALYTICS_TOKEN, { author: AUTHOR, commentary: 'Counted' });
    linkedin.setStats(postUrn, { impressions: 1520, membersReached: 980, reactions: 41, comments: 7, reshares: 3 });

    await expect(api.postAnalytics(ANALYTICS_TOKEN, postUrn)).resolves.toEqual({
      impressions: 1520,
      membersReached: 980,
      reactions: 41,
      comments: 7,
      reshares: 3,
    });
    const calls = requestsOf('analytics').map((request) => new URL(request.url).searchParams);
    expect(calls.map((params) => params.get('queryType'))).toEqual([
      'IMPRESSION',
      'MEMBERS_REACHED',
      'REACTION',
      'COMMENT',
      'RESHARE',
    ]);
    for (const params of calls) {
      expect(params.get('q')).toBe('entity');
      expect(params.get('entity')).toBe(`(share:${postUrn})`);
      expect(params.get('aggregation')).toBe('TOTAL');
    }
    expect(requestsOf('analytics')[0]!.url).toContain(`entity=(share:${encodeURIComponent(postUrn)})`);
  });

  it('says missing_scope when the token lacks r_member_postAnalytics, after one refused call', async () => {
    const { postUrn } = await api.createPost(TOKEN, { author: AUTHOR, commentary: 'No analytics scope' });

    const error = await failure(api.postAnalytics(TOKEN, postUrn));
    expect(error.kind).toBe('missing_scope');
    expect(error.status).toBe(403);
    expect(error.serviceErrorCode).toBe(100);
    expect(error.message).toBe('Not enough permissions to access: memberCreatorPostAnalytics.FINDER-entity');
    expect(requestsOf('analytics')).toHaveLength(1);
  });

  it('reads likes and comments from social actions without the analytics scope', async () => {
    const { postUrn } = await api.createPost(TOKEN, { author: AUTHOR, commentary: 'Liked' });
    linkedin.setStats(postUrn, { reactions: 12, comments: 4 });

    await expect(api.socialActions(TOKEN, postUrn)).resolves.toEqual({ likes: 12, comments: 4 });
    expect(requestsOf('socialActions')[0]!.url).toBe(`${BASE_URL}/rest/socialActions/${encodeURIComponent(postUrn)}`);
  });

  it('builds the post’s address from the feed update address', () => {
    expect(feedUrl('urn:li:share:7400000000000000001')).toBe(
      'https://www.linkedin.com/feed/update/urn:li:share:7400000000000000001/',
    );
  });
});

describe('LinkedIn errors, each mapped to its kind', () => {
  it('401 for a token LinkedIn does not know: expired_token with LinkedIn’s code and message', async () => {
    const error = await failure(api.createPost('not-a-token', { author: AUTHOR, commentary: 'Hi' }));
    expect(error).toMatchObject({
      kind: 'expired_token',
      status: 401,
      serviceErrorCode: 65600,
      code: 'INVALID_ACCESS_TOKEN',
      message: 'Invalid access token',
      requestSent: true,
      outcomeUnknown: false,
      retryable: false,
    });
    expect(linkedin.state.posts).toHaveLength(0);
  });

  it('401 for an expired or revoked token', async () => {
    linkedin.state.expiredTokens.add(TOKEN);
    const expired = await failure(api.userInfo(TOKEN));
    expect(expired).toMatchObject({ kind: 'expired_token', serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN' });
    expect(expired.message).toBe('The token used in the request has expired');

    linkedin.state.expiredTokens.clear();
    linkedin.state.revokedTokens.add(TOKEN);
    const revoked = await failure(api.uploadImage(TOKEN, { owner: AUTHOR, bytes: PNG, contentType: 'image/png' }));
    expect(revoked).toMatchObject({ kind: 'expired_token', serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN' });
  });

  it('422 duplicate when the same author posts the same commentary twice, naming the first post', async () => {
    const { postUrn } = await api.createPost(TOKEN, { author: AUTHOR, commentary: 'Same words' });
    const error = await failure(api.createPost(TOKEN, { author: AUTHOR, commentary: 'Same words' }));
    expect(error).toMatchObject({ kind: 'duplicate', status: 422, code: 'DUPLICATE_POST', duplicateOf: postUrn });
    expect(error.message).toBe(`Content is a duplicate of ${postUrn}`);
    expect(linkedin.state.posts).toHaveLength(1);
  });

  it('429 with Retry-After gives the seconds to wait, and may be retried', async () => {
    linkedin.failNext('createPost', linkedInReplies.rateLimited(120));
    const error = await failure(api.createPost(TOKEN, { author: AUTHOR, commentary: 'Throttled' }));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 120, retryable: true });
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(linkedin.state.posts).toHaveLength(0);

    // The next call goes through: the failure was for one call only.
    await expect(api.createPost(TOKEN, { author: AUTHOR, commentary: 'Throttled' })).resolves.toHaveProperty('postUrn');
    expect(linkedin.state.posts).toHaveLength(1);
  });

  it('500 and 503 are server errors that may be retried', async () => {
    linkedin.failNext('createPost', linkedInReplies.serverError(500));
    linkedin.failNext('initializeImageUpload', linkedInReplies.serverError(503));
    const created = await failure(api.createPost(TOKEN, { author: AUTHOR, commentary: 'Down' }));
    expect(created).toMatchObject({ kind: 'server', status: 500, message: 'Internal Server Error', retryable: true });
    const uploaded = await failure(api.uploadImage(TOKEN, { owner: AUTHOR, bytes: PNG, contentType: 'image/png' }));
    expect(uploaded).toMatchObject({ kind: 'server', status: 503, operation: 'uploadImage' });
  });

  it('a field LinkedIn needs, or media whose bytes never arrived, is a bad_request with LinkedIn’s reason', async () => {
    const missing = await fetch(`${BASE_URL}/rest/posts`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        'LinkedIn-Version': VERSION,
        'X-Restli-Protocol-Version': '2.0.0',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ author: AUTHOR, visibility: 'PUBLIC' }),
    });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({
      status: 422,
      message: 'ERROR :: /commentary :: field is required but not found and has no default value\n',
    });

    const initialized = await fetch(`${BASE_URL}/rest/images?action=initializeUpload`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        'LinkedIn-Version': VERSION,
        'X-Restli-Protocol-Version': '2.0.0',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ initializeUploadRequest: { owner: AUTHOR } }),
    });
    const { value } = (await initialized.json()) as { value: { image: string } };
    const error = await failure(
      api.createPost(TOKEN, { author: AUTHOR, commentary: 'Too soon', content: { media: { id: value.image } } }),
    );
    expect(error).toMatchObject({ kind: 'bad_request', status: 422 });
    expect(error.message).toContain(`media ${value.image} is not available yet`);
  });

  it('a sunset LinkedIn-Version is a bad_request (426)', async () => {
    const old = createLinkedInApi({ baseUrl: BASE_URL, version: '202301' });
    const error = await failure(old.createPost(TOKEN, { author: AUTHOR, commentary: 'Old' }));
    expect(error).toMatchObject({ kind: 'bad_request', status: 426, code: 'NONEXISTENT_VERSION' });
    expect(error.message).toBe('Requested version 202301 is not active');
  });

  it('a network failure before the request left: requestSent false, LinkedIn certainly made nothing', async () => {
    const closedPort = await freePort();
    const unreachable = createLinkedInApi({ baseUrl: `http://${LOOPBACK}:${closedPort}`, version: VERSION });
    const error = await failure(unreachable.createPost(TOKEN, { author: AUTHOR, commentary: 'Nowhere' }));
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      requestSent: false,
      outcomeUnknown: false,
      retryable: true,
    });
    expect(error.message).toBe('Could not reach LinkedIn (ECONNREFUSED)');
  });

  it('an answer lost after LinkedIn created the post: requestSent true, outcome unknown, one post at LinkedIn', async () => {
    linkedin.failNext('createPost', 'lost_answer');
    const error = await failure(api.createPost(TOKEN, { author: AUTHOR, commentary: 'Did it go?' }));
    expect(error).toMatchObject({ kind: 'network', requestSent: true, outcomeUnknown: true, retryable: false });
    expect(linkedin.livePosts().map((post) => post.body.commentary)).toEqual(['Did it go?']);
  });

  it('a connection broken after sending, before LinkedIn acted, is still an unknown outcome to the caller', async () => {
    linkedin.failNext('createPost', 'network');
    const error = await failure(api.createPost(TOKEN, { author: AUTHOR, commentary: 'Cut' }));
    expect(error).toMatchObject({ kind: 'network', requestSent: true, outcomeUnknown: true });
    expect(linkedin.state.posts).toHaveLength(0);
  });

  it('no answer within the timeout: network, sent, outcome unknown', async () => {
    mswServer.use(
      http.post(`${BASE_URL}/rest/posts`, async () => {
        await delay(2_000);
        return new HttpResponse(null, { status: 201, headers: { 'x-restli-id': 'urn:li:share:1' } });
      }),
    );
    const impatient = createLinkedInApi({ baseUrl: BASE_URL, version: VERSION, timeoutMs: 100 });
    const error = await failure(impatient.createPost(TOKEN, { author: AUTHOR, commentary: 'Slow' }));
    expect(error).toMatchObject({ kind: 'network', requestSent: true, outcomeUnknown: true });
    expect(error.message).toBe('LinkedIn did not answer in time');
  });

  it('never sends the token to an upload address outside LinkedIn', async () => {
    mswServer.use(
      http.post(`${BASE_URL}/rest/images`, () =>
        HttpResponse.json({ value: { uploadUrl: 'https://uploads.example.com/put', image: 'urn:li:image:X1' } }),
      ),
    );
    const error = await failure(api.uploadImage(TOKEN, { owner: AUTHOR, bytes: PNG, contentType: 'image/png' }));
    expect(error.kind).toBe('server');
    expect(error.message).toBe('LinkedIn gave an upload address outside LinkedIn: https://uploads.example.com');
  });
});

describe('LinkedIn API settings', () => {
  it('default to LinkedIn itself and a version LinkedIn serves, and take a fake’s address', () => {
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.linkedinApi).toEqual({
      baseUrl: 'https://api.linkedin.com',
      version: '202610',
    });
    const pointed = loadConfig({
      LINKEDIN_API_URL: 'http://127.0.0.1:4010/linkedin-api',
      LINKEDIN_API_VERSION: '202611',
    });
    expect(pointed.ok && pointed.config.linkedinApi).toEqual({
      baseUrl: 'http://127.0.0.1:4010/linkedin-api',
      version: '202611',
    });
  });

  it('refuse a version that is not YYYYMM, naming the variable', () => {
    expect(loadConfig({ LINKEDIN_API_VERSION: '2026-10' })).toEqual({
      ok: false,
      problems: ['LINKEDIN_API_VERSION: must be a LinkedIn API version, YYYYMM'],
    });
  });
});
