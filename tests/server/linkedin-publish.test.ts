import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerTokenContext } from '../../server/src/features/auth/oauth-service.ts';
import { publishPost } from '../../server/src/features/linkedin/publish.ts';
import { uploadMedia } from '../../server/src/features/media/service.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { aiUser } from '../helpers/ai.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { httpRequestForm } from '../helpers/http-requests.ts';
import { PDF, png } from '../helpers/media-files.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type FakeLinkedIn, fakeLinkedIn, linkedInReplies, PUBLISH_SCOPE } from '../mocks/linkedin.ts';
import { mswServer } from '../setup/msw-node.ts';

/**
 * Publishing to LinkedIn against the fake LinkedIn (spec §4 publish flow, §7): what LinkedIn
 * receives field by field for a text, a multi-image and a PDF post; each refusal's code and the
 * post back to draft; a lost answer leaving the post "may have been published" until marked
 * published or published again; the admin's publishing mapping and its answer fields; owner filtering.
 */

const API = 'https://api.linkedin.test';
const TOKEN = 'member-token-1';
const SUB = 'aB3dE5fG7h';
const AUTHOR = `urn:li:person:${SUB}`;

let testApp: TestApp;
let deps: AppDeps;
let linkedIn: FakeLinkedIn;
let owner: SignedInCaller;
let stranger: SignedInCaller;

/** Connects LinkedIn as the OAuth callback does: the member URN on the profile, the token sealed. */
async function connectLinkedIn(appDeps: AppDeps, userId: string, token = TOKEN) {
  await appDeps.db.updateTable('profiles').set({ linkedinUrn: AUTHOR }).where('userId', '=', userId).execute();
  await appDeps.db
    .insertInto('userProviderTokens')
    .values({
      userId,
      provider: 'linkedin_oidc',
      token: appDeps.secrets.seal(token, providerTokenContext(userId, 'linkedin_oidc')),
      refreshToken: null,
      expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      scopes: `openid profile email ${PUBLISH_SCOPE}`,
      scopesArray: ['openid', 'profile', 'email', PUBLISH_SCOPE],
    })
    .execute();
}

async function storedPost(id: string) {
  return deps.db
    .selectFrom('linkedinPosts')
    .select([
      'status',
      'linkedinPostId',
      'linkedinUrl',
      'publishedAt',
      'scheduledFor',
      'publishAttemptId',
      'publishStartedAt',
      'publishOutcomeUnknown',
      'publishError',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function createRequests() {
  return linkedIn.state.requests.filter((request) => request.operation === 'createPost');
}

beforeAll(async () => {
  testApp = await createTestApp({ LINKEDIN_API_URL: API });
  deps = testApp.deps;
  owner = await signedInCaller(deps);
  stranger = await signedInCaller(deps);
  await connectLinkedIn(deps, owner.userId);
});

afterAll(() => testApp.close());

beforeEach(() => {
  linkedIn = fakeLinkedIn({
    baseUrl: API,
    members: [{ token: TOKEN, sub: SUB, name: 'Ada Member', scopes: ['openid', 'profile', 'email', PUBLISH_SCOPE] }],
  });
  mswServer.use(...linkedIn.handlers);
});

describe('publish now through LinkedIn’s REST API', () => {
  it('sends a text post with its commentary escaped and bold as Unicode, and records it as published', async () => {
    const post = await owner.caller.linkedin.posts.create({
      content: '**Big** news for #launch (v2)\n\nThanks @team',
      unicodeStyles: true,
    });

    const published = await owner.caller.linkedin.posts.publish({ id: post.id });

    const [create] = createRequests();
    expect(create?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(create?.headers['linkedin-version']).toMatch(/^\d{6}$/);
    expect(create?.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(create?.body).toEqual({
      author: AUTHOR,
      commentary: '𝗕𝗶𝗴 news for {hashtag|\\#|launch} \\(v2\\)\n\nThanks \\@team',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
    const urn = linkedIn.livePosts()[0]?.urn;
    expect(urn).toMatch(/^urn:li:share:\d+$/);
    expect(published.linkedinUrl).toBe(`https://www.linkedin.com/feed/update/${urn}/`);
    expect(published.post).toMatchObject({ status: 'published', linkedinPostId: urn, publishError: null });
    const row = await storedPost(post.id);
    expect(row).toMatchObject({
      status: 'published',
      linkedinPostId: urn,
      linkedinUrl: `https://www.linkedin.com/feed/update/${urn}/`,
      publishAttemptId: null,
      publishStartedAt: null,
      publishOutcomeUnknown: false,
      publishError: null,
    });
    expect(row.publishedAt).toBeInstanceOf(Date);
  });

  it('sends bold as plain text when Unicode styles are off', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: '**Plain** words', unicodeStyles: false });
    await owner.caller.linkedin.posts.publish({ id: post.id });
    expect(createRequests()[0]?.body).toMatchObject({ commentary: 'Plain words' });
  });

  it('uploads several images first and sends them as a multi-image post', async () => {
    const first = await uploadMedia(deps, { userId: owner.userId, fileName: 'team.png', bytes: png(4, 3) });
    const second = await uploadMedia(deps, { userId: owner.userId, fileName: 'office.png', bytes: png(5, 2) });
    const post = await owner.caller.linkedin.posts.create({
      content: 'Our new office',
      mediaUrls: [first.src, second.src],
    });

    await owner.caller.linkedin.posts.publish({ id: post.id });

    const initialized = linkedIn.state.requests.filter((request) => request.operation === 'initializeImageUpload');
    expect(initialized.map((request) => request.body)).toEqual([
      { initializeUploadRequest: { owner: AUTHOR } },
      { initializeUploadRequest: { owner: AUTHOR } },
    ]);
    const [image1, image2] = linkedIn.state.uploads;
    expect(Buffer.from(image1?.bytes ?? [])).toEqual(png(4, 3));
    expect(image1?.contentType).toBe('image/png');
    expect(Buffer.from(image2?.bytes ?? [])).toEqual(png(5, 2));
    // Every upload is finished before the post is created.
    const operations = linkedIn.state.requests.map((request) => request.operation);
    expect(operations.lastIndexOf('upload')).toBeLessThan(operations.indexOf('createPost'));
    expect(createRequests()[0]?.body).toMatchObject({
      author: AUTHOR,
      commentary: 'Our new office',
      content: {
        multiImage: {
          images: [
            { id: image1?.urn, altText: '' },
            { id: image2?.urn, altText: '' },
          ],
        },
      },
    });
    expect((await storedPost(post.id)).status).toBe('published');
  });

  it('sends one image as a single media post', async () => {
    const image = await uploadMedia(deps, { userId: owner.userId, fileName: 'one.png', bytes: png(3, 3) });
    const post = await owner.caller.linkedin.posts.create({ content: 'One picture', mediaUrls: [image.src] });
    await owner.caller.linkedin.posts.publish({ id: post.id });
    expect(createRequests()[0]?.body).toMatchObject({
      content: { media: { id: linkedIn.state.uploads[0]?.urn, altText: '' } },
    });
  });

  it('uploads a PDF as a document and sends it with its title', async () => {
    const pdf = await uploadMedia(deps, { userId: owner.userId, fileName: 'Quarterly report.pdf', bytes: PDF });
    const post = await owner.caller.linkedin.posts.create({ content: 'Our quarter in numbers', mediaUrls: [pdf.src] });

    await owner.caller.linkedin.posts.publish({ id: post.id });

    expect(linkedIn.state.requests.find((request) => request.operation === 'initializeDocumentUpload')?.body).toEqual({
      initializeUploadRequest: { owner: AUTHOR },
    });
    const [document] = linkedIn.state.uploads;
    expect(document?.kind).toBe('document');
    expect(Buffer.from(document?.bytes ?? [])).toEqual(PDF);
    expect(document?.contentType).toBe('application/pdf');
    expect(createRequests()[0]?.body).toMatchObject({
      commentary: 'Our quarter in numbers',
      content: { media: { id: document?.urn, title: pdf.fileName } },
    });
  });
});

describe('LinkedIn refuses the post', () => {
  const refusals = [
    { status: 401, failure: linkedInReplies.expiredToken(), code: 'LINKEDIN_TOKEN_EXPIRED' },
    {
      status: 403,
      failure: linkedInReplies.accessDenied('partnerApiPostsExternal.CREATE'),
      code: 'LINKEDIN_PERMISSION_MISSING',
    },
    {
      status: 422,
      failure: linkedInReplies.duplicate('urn:li:share:7400000000000000001'),
      code: 'LINKEDIN_DUPLICATE_POST',
    },
    { status: 429, failure: linkedInReplies.rateLimited(120), code: 'LINKEDIN_RATE_LIMITED' },
    { status: 500, failure: linkedInReplies.serverError(), code: 'LINKEDIN_PUBLISH_FAILED' },
  ];

  it.each(refusals)('a $status answers $code and the scheduled post returns to draft', async ({ failure, code }) => {
    const post = await owner.caller.linkedin.posts.create({ content: `Refused with ${code}` });
    await owner.caller.linkedin.posts.schedule({ id: post.id, scheduledFor: new Date(Date.now() + 3_600_000) });
    linkedIn.failNext('createPost', failure);

    await expect(owner.caller.linkedin.posts.publish({ id: post.id })).rejects.toMatchObject({ message: code });

    expect(await storedPost(post.id)).toMatchObject({
      status: 'draft',
      scheduledFor: null,
      publishAttemptId: null,
      publishOutcomeUnknown: false,
      publishError: code,
      linkedinPostId: null,
    });
    expect(linkedIn.livePosts()).toHaveLength(0);
  });

  it('tells the scheduler when to retry a 429, and which failures are worth retrying', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Throttled' });
    linkedIn.failNext('createPost', linkedInReplies.rateLimited(90));
    expect(await publishPost(deps, { userId: owner.userId, postId: post.id })).toMatchObject({
      ok: false,
      code: 'LINKEDIN_RATE_LIMITED',
      retryable: true,
      retryAfterSeconds: 90,
      outcomeUnknown: false,
    });

    linkedIn.failNext('createPost', linkedInReplies.expiredToken());
    expect(await publishPost(deps, { userId: owner.userId, postId: post.id })).toMatchObject({
      ok: false,
      code: 'LINKEDIN_TOKEN_EXPIRED',
      retryable: false,
      retryAfterSeconds: null,
    });
  });

  it('keeps a scheduled post scheduled after a 5xx when the scheduler will try again', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Try me later' });
    const scheduledFor = new Date(Date.now() + 3_600_000);
    await owner.caller.linkedin.posts.schedule({ id: post.id, scheduledFor });
    linkedIn.failNext('createPost', linkedInReplies.serverError(503));

    const result = await publishPost(deps, { userId: owner.userId, postId: post.id, keepScheduleWhenRetryable: true });

    expect(result).toMatchObject({ ok: false, code: 'LINKEDIN_PUBLISH_FAILED', retryable: true });
    expect(await storedPost(post.id)).toMatchObject({
      status: 'scheduled',
      scheduledFor,
      publishAttemptId: null,
      publishError: 'LINKEDIN_PUBLISH_FAILED',
    });
  });

  it('a failed image upload creates no post and returns the post to draft', async () => {
    const image = await uploadMedia(deps, { userId: owner.userId, fileName: 'x.png', bytes: png(2, 2) });
    const post = await owner.caller.linkedin.posts.create({ content: 'With a picture', mediaUrls: [image.src] });
    linkedIn.failNext('upload', linkedInReplies.serverError());

    await expect(owner.caller.linkedin.posts.publish({ id: post.id })).rejects.toMatchObject({
      message: 'LINKEDIN_PUBLISH_FAILED',
    });
    expect(createRequests()).toHaveLength(0);
    expect((await storedPost(post.id)).status).toBe('draft');
  });
});

describe('a create whose answer was lost', () => {
  it('leaves the post "may have been published" until the user marks it published', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Lost in transit' });
    linkedIn.failNext('createPost', 'lost_answer');

    await expect(owner.caller.linkedin.posts.publish({ id: post.id })).rejects.toMatchObject({
      message: 'LINKEDIN_OUTCOME_UNKNOWN',
    });
    // LinkedIn did create it; the app cannot know, so it claims nothing and retries nothing.
    expect(linkedIn.livePosts()).toHaveLength(1);
    const unknown = await storedPost(post.id);
    expect(unknown).toMatchObject({
      status: 'publishing',
      publishOutcomeUnknown: true,
      publishError: 'LINKEDIN_OUTCOME_UNKNOWN',
    });
    expect(unknown.publishAttemptId).not.toBeNull();
    const listed = await owner.caller.linkedin.posts.get({ id: post.id });
    expect(listed).toMatchObject({ status: 'publishing', publishOutcomeUnknown: true });

    // A plain publish is refused: only "publish again" may send it once more.
    await expect(owner.caller.linkedin.posts.publish({ id: post.id })).rejects.toMatchObject({
      message: 'POST_STATUS_CONFLICT',
    });
    expect(createRequests()).toHaveLength(1);

    const urn = linkedIn.livePosts()[0]!.urn;
    const marked = await owner.caller.linkedin.posts.markPublished({
      id: post.id,
      linkedinUrl: `https://www.linkedin.com/feed/update/${urn}/`,
    });
    expect(marked).toMatchObject({
      status: 'published',
      linkedinPostId: urn,
      linkedinUrl: `https://www.linkedin.com/feed/update/${urn}/`,
      publishOutcomeUnknown: false,
      publishError: null,
    });
    expect(marked.publishedAt).toEqual(unknown.publishStartedAt);
  });

  it('"publish again" answered as a duplicate counts as published, once on LinkedIn', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Sent twice, posted once' });
    linkedIn.failNext('createPost', 'lost_answer');
    await expect(owner.caller.linkedin.posts.publish({ id: post.id })).rejects.toMatchObject({
      message: 'LINKEDIN_OUTCOME_UNKNOWN',
    });

    const again = await owner.caller.linkedin.posts.publishAgain({ id: post.id });

    expect(linkedIn.livePosts()).toHaveLength(1);
    const urn = linkedIn.livePosts()[0]!.urn;
    expect(again.linkedinUrl).toBe(`https://www.linkedin.com/feed/update/${urn}/`);
    expect(await storedPost(post.id)).toMatchObject({
      status: 'published',
      linkedinPostId: urn,
      publishOutcomeUnknown: false,
      publishAttemptId: null,
      publishError: null,
    });
  });

  it('"publish again" when the first never arrived publishes it', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Never arrived' });
    // The connection broke before LinkedIn acted, but the app cannot tell that from a lost answer.
    linkedIn.failNext('createPost', 'network');
    await expect(owner.caller.linkedin.posts.publish({ id: post.id })).rejects.toMatchObject({
      message: 'LINKEDIN_OUTCOME_UNKNOWN',
    });
    expect(linkedIn.livePosts()).toHaveLength(0);

    await owner.caller.linkedin.posts.publishAgain({ id: post.id });
    expect(linkedIn.livePosts()).toHaveLength(1);
    expect((await storedPost(post.id)).status).toBe('published');
  });

  it('mark as published is refused for a post whose outcome is known', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Just a draft' });
    await expect(owner.caller.linkedin.posts.markPublished({ id: post.id })).rejects.toMatchObject({
      message: 'POST_STATUS_CONFLICT',
    });
    await expect(owner.caller.linkedin.posts.publishAgain({ id: post.id })).rejects.toMatchObject({
      message: 'POST_STATUS_CONFLICT',
    });
  });
});

describe('the pending post', () => {
  it('is kept before LinkedIn’s consent, taken once after the callback, and cleared on a failed login', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Publish me after connecting' });
    expect(await owner.caller.linkedin.publishing.takePending()).toEqual({ postId: null });

    await owner.caller.linkedin.publishing.setPending({ postId: post.id });
    expect(await owner.caller.linkedin.publishing.takePending()).toEqual({ postId: post.id });
    expect(await owner.caller.linkedin.publishing.takePending()).toEqual({ postId: null });

    await owner.caller.linkedin.publishing.setPending({ postId: post.id });
    await owner.caller.linkedin.publishing.clearPending();
    expect(await owner.caller.linkedin.publishing.takePending()).toEqual({ postId: null });
  });

  it('is cleared when that post is published', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Pending, then published' });
    await owner.caller.linkedin.publishing.setPending({ postId: post.id });
    await owner.caller.linkedin.posts.publish({ id: post.id });
    const profile = await deps.db
      .selectFrom('profiles')
      .select('pendingLinkedinPostId')
      .where('userId', '=', owner.userId)
      .executeTakeFirstOrThrow();
    expect(profile.pendingLinkedinPostId).toBeNull();
  });
});

describe('another user’s post', () => {
  it('is not found for publish, mark as published, publish again and set pending, and stays as it was', async () => {
    const post = await owner.caller.linkedin.posts.create({ content: 'Mine alone' });
    linkedIn.failNext('createPost', 'lost_answer');
    await expect(owner.caller.linkedin.posts.publish({ id: post.id })).rejects.toThrow();
    const before = await storedPost(post.id);
    await connectLinkedIn(deps, stranger.userId);

    for (const attempt of [
      () => stranger.caller.linkedin.posts.publish({ id: post.id }),
      () => stranger.caller.linkedin.posts.markPublished({ id: post.id }),
      () => stranger.caller.linkedin.posts.publishAgain({ id: post.id }),
      () => stranger.caller.linkedin.publishing.setPending({ postId: post.id }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ message: 'NOT_FOUND' });
    }
    expect(await storedPost(post.id)).toEqual(before);
    expect(createRequests()).toHaveLength(1);
    expect(await stranger.caller.linkedin.publishing.takePending()).toEqual({ postId: null });
  });
});

describe('the admin’s publishing mapping (spec §7)', () => {
  let endpoint: Server;
  let endpointUrl: string;
  const received: unknown[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let mappingApp: TestApp;
  let author: SignedInCaller;

  beforeAll(async () => {
    endpoint = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.statusCode = answer.status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/webhook/linkedin-publish`;
    // The automation endpoint runs on this machine, so the guard must let loopback through.
    mappingApp = await createTestApp({ LINKEDIN_API_URL: API, OUTBOUND_ALLOW_LOOPBACK: 'true' });
    const admin = await aiUser(mappingApp.deps, { admin: true });
    const request = await admin.caller.httpMappings.createRequest(
      httpRequestForm({
        name: 'LinkedIn publishing automation',
        endpointUrl,
      }),
    );
    await admin.caller.httpMappings.createMapping({
      key: 'LinkedinPost_user_publish',
      requestId: request.id,
      description: '',
      samplePayload: '',
      expectedResponseSchema: '',
      responseDisplayMapping: '',
      payloadTransformTemplate: '',
      enabled: true,
    });
    author = await signedInCaller(mappingApp.deps);
    await connectLinkedIn(mappingApp.deps, author.userId);
  });

  afterAll(async () => {
    await mappingApp.close();
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  });
  afterEach(() => {
    received.length = 0;
  });

  it('sends the text payload and reads linkedinPostId and linkedinUrl', async () => {
    answer = {
      status: 200,
      body: { linkedinPostId: 'urn:li:share:9001', linkedinUrl: 'https://www.linkedin.com/posts/ada_9001' },
    };
    const post = await author.caller.linkedin.posts.create({ content: '**Bold** move', unicodeStyles: true });

    const published = await author.caller.linkedin.posts.publish({ id: post.id });

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      postContent: '𝗕𝗼𝗹𝗱 move',
      author: AUTHOR,
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
      specificContent: {
        'com.linkedin.ugc.ShareContent': { shareCommentary: { text: '𝗕𝗼𝗹𝗱 move' }, shareMediaCategory: 'NONE' },
      },
      linkedinToken: TOKEN,
      postId: post.id,
      mapping_key: 'LinkedinPost_user_publish',
      user_id: author.userId,
    });
    expect(createRequests()).toHaveLength(0);
    expect(published.linkedinUrl).toBe('https://www.linkedin.com/posts/ada_9001');
    expect(published.post).toMatchObject({ status: 'published', linkedinPostId: 'urn:li:share:9001' });
  });

  it('reads postId and builds the URL from the feed-update address when only an id came back', async () => {
    answer = { status: 200, body: { postId: 'urn:li:share:9002' } };
    const post = await author.caller.linkedin.posts.create({ content: 'Only an id' });
    const published = await author.caller.linkedin.posts.publish({ id: post.id });
    expect(published.post).toMatchObject({
      linkedinPostId: 'urn:li:share:9002',
      linkedinUrl: 'https://www.linkedin.com/feed/update/urn:li:share:9002/',
    });
  });

  it('reads id and url', async () => {
    answer = { status: 200, body: { id: 'urn:li:share:9003', url: 'https://www.linkedin.com/feed/update/x/' } };
    const post = await author.caller.linkedin.posts.create({ content: 'Id and url' });
    const published = await author.caller.linkedin.posts.publish({ id: post.id });
    expect(published.post).toMatchObject({
      linkedinPostId: 'urn:li:share:9003',
      linkedinUrl: 'https://www.linkedin.com/feed/update/x/',
    });
  });

  it('sends the linkedin-publish-media body for a post with media', async () => {
    answer = { status: 200, body: { success: true, linkedinPostId: 'urn:li:share:9004', mediaCount: 1 } };
    const pdf = await uploadMedia(mappingApp.deps, { userId: author.userId, fileName: 'Deck.pdf', bytes: PDF });
    const post = await author.caller.linkedin.posts.create({ content: 'See the deck', mediaUrls: [pdf.src] });

    await author.caller.linkedin.posts.publish({ id: post.id });

    expect(received[0]).toMatchObject({
      content: 'See the deck',
      mediaFiles: [
        {
          url: new URL(pdf.src, mappingApp.deps.config.appUrl).toString(),
          type: 'document',
          mimeType: 'application/pdf',
          title: pdf.fileName,
        },
      ],
      linkedinToken: TOKEN,
      authorUrn: AUTHOR,
      postId: post.id,
    });
  });

  it('an answer with an error publishes nothing and returns the post to draft', async () => {
    answer = { status: 200, body: { success: false, error: 'LinkedIn rejected the token' } };
    const post = await author.caller.linkedin.posts.create({ content: 'Refused by the automation' });
    await expect(author.caller.linkedin.posts.publish({ id: post.id })).rejects.toMatchObject({
      message: 'LINKEDIN_PUBLISH_FAILED',
    });
    const row = await mappingApp.deps.db
      .selectFrom('linkedinPosts')
      .select(['status', 'publishError'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'draft', publishError: 'LINKEDIN_PUBLISH_FAILED' });
  });
});
