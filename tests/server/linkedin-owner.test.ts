import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMedia } from '../../server/src/features/media/service.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Owner filtering (spec §6): a post or template of another user is "not found" through every
 * procedure, never "forbidden", and stays exactly as it was.
 */

let testApp: TestApp;
let owner: SignedInCaller;
let stranger: SignedInCaller;
let postId: string;
let templateId: string;
let imageSrc: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const NOT_FOUND = { message: 'NOT_FOUND' };

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInCaller(testApp.deps, { words: 2000 });
  stranger = await signedInCaller(testApp.deps, { words: 2000 });
  imageSrc = (await uploadMedia(testApp.deps, { userId: owner.userId, fileName: 'private.png', bytes: PNG })).src;
  const post = await owner.caller.linkedin.posts.create({
    topic: 'Private plans',
    content: 'Our unannounced roadmap',
    mediaUrls: [imageSrc],
  });
  postId = post.id;
  templateId = (
    await owner.caller.linkedin.templates.create({
      name: 'Secret formula',
      category: 'Storytelling',
      structure: 'Hook\nStory\nLesson',
    })
  ).id;
});

afterAll(() => testApp.close());

/** The owner's post and template rows as stored, to compare before and after a stranger's attempt. */
async function snapshot() {
  const post = await testApp.deps.db
    .selectFrom('linkedinPosts')
    .selectAll()
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const template = await testApp.deps.db
    .selectFrom('linkedinTemplates')
    .selectAll()
    .where('id', '=', templateId)
    .executeTakeFirstOrThrow();
  const files = await testApp.deps.db
    .selectFrom('mediaFiles')
    .select('key')
    .where('userId', '=', owner.userId)
    .execute();
  const posts = await testApp.deps.db
    .selectFrom('linkedinPosts')
    .select('id')
    .where('userId', '=', stranger.userId)
    .execute();
  return { post, template, files, strangersPosts: posts };
}

describe("another user's post", () => {
  it.each([
    ['get', () => stranger.caller.linkedin.posts.get({ id: postId })],
    ['update', () => stranger.caller.linkedin.posts.update({ id: postId, content: 'Hijacked' })],
    [
      'schedule',
      () => stranger.caller.linkedin.posts.schedule({ id: postId, scheduledFor: new Date(Date.now() + 3_600_000) }),
    ],
    ['cancelSchedule', () => stranger.caller.linkedin.posts.cancelSchedule({ id: postId })],
    ['duplicate', () => stranger.caller.linkedin.posts.duplicate({ id: postId })],
    ['delete', () => stranger.caller.linkedin.posts.delete({ id: postId })],
    [
      'templates.createFromPost',
      () => stranger.caller.linkedin.templates.createFromPost({ postId, name: 'Copied', category: 'Storytelling' }),
    ],
  ])('is not found through %s, and stays as it was', async (_procedure, attempt) => {
    const before = await snapshot();
    await expect(attempt()).rejects.toMatchObject(NOT_FOUND);
    expect(await snapshot()).toEqual(before);
  });

  it('is not listed, nor found by a search for its words', async () => {
    const list = await stranger.caller.linkedin.posts.list({ search: 'roadmap' });
    expect(list).toMatchObject({ posts: [], total: 0, counts: { all: 0, draft: 0, scheduled: 0, published: 0 } });
    expect((await stranger.caller.linkedin.templates.list({})).own).toEqual([]);
  });

  it("cannot take its media into one of the stranger's posts", async () => {
    const before = await snapshot();
    await expect(
      stranger.caller.linkedin.posts.create({ topic: 'Mine now', content: 'x', mediaUrls: [imageSrc] }),
    ).rejects.toMatchObject(NOT_FOUND);
    expect(await snapshot()).toEqual(before);
  });
});

describe("another user's template", () => {
  it.each([
    [
      'update',
      () =>
        stranger.caller.linkedin.templates.update({
          id: templateId,
          name: 'Hijacked',
          category: 'Storytelling',
          structure: 'Nothing',
        }),
    ],
    ['delete', () => stranger.caller.linkedin.templates.delete({ id: templateId })],
    [
      'posts.generate',
      () =>
        stranger.caller.linkedin.posts.generate({
          topic: 'Borrowing a template',
          templateId,
          postCreationMethod: 'From Template',
          idempotencyKey: crypto.randomUUID(),
        }),
    ],
  ])('is not found through %s, and stays as it was', async (_procedure, attempt) => {
    const before = await snapshot();
    await expect(attempt()).rejects.toMatchObject(NOT_FOUND);
    expect(await snapshot()).toEqual(before);
  });
});
