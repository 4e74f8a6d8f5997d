import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRemovedPath } from '../../server/src/features/removed-urls/service.ts';
import { createArticle, type TestArticleRow } from '../helpers/blog.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Spec §6: an article is written only by its author or editor (or an admin). Another signed-in
 * user gets "not found" from every write, never "forbidden", and the article stays as it was.
 */

let testApp: TestApp;
let author: SignedInCaller;
let stranger: SignedInCaller;
let draft: TestArticleRow;
let published: TestArticleRow;

const NOT_FOUND = { message: 'BLOG_NOT_FOUND' };

beforeAll(async () => {
  testApp = await createTestApp();
  author = await signedInCaller(testApp.deps);
  stranger = await signedInCaller(testApp.deps);
  draft = await createArticle(testApp.deps.db, { authorId: author.userId, title: 'Private draft' });
  published = await createArticle(testApp.deps.db, {
    authorId: author.userId,
    title: 'Public piece',
    category: 'Guides',
    status: 'published',
  });
});

afterAll(() => testApp.close());

async function snapshot() {
  return testApp.deps.db
    .selectFrom('blogPosts')
    .selectAll()
    .where('id', 'in', [draft.id, published.id])
    .orderBy('title')
    .execute();
}

async function rules() {
  return testApp.deps.db.selectFrom('permanentlyRemovedUrls').select('url').execute();
}

describe("another user's article", () => {
  for (const target of ['draft', 'published'] as const) {
    const id = () => (target === 'draft' ? draft.id : published.id);
    it.each([
      ['update', () => stranger.caller.blog.update({ id: id(), title: 'Hijacked', slug: 'hijacked' })],
      ['publish', () => stranger.caller.blog.publish({ id: id() })],
      ['unpublish', () => stranger.caller.blog.unpublish({ id: id() })],
      ['delete', () => stranger.caller.blog.delete({ id: id() })],
      [
        'create as its translation',
        () => stranger.caller.blog.create({ title: 'Mine', languageCode: 'fr', translationOf: id() }),
      ],
    ])(`${target}: %s is BLOG_NOT_FOUND and changes nothing`, async (_name, call) => {
      const before = await snapshot();
      const rulesBefore = await rules();
      await expect(call()).rejects.toMatchObject(NOT_FOUND);
      expect(await snapshot()).toEqual(before);
      expect(await rules()).toEqual(rulesBefore);
      expect(await isRemovedPath(testApp.deps.db, { path: '/guides/general/general/en/public-piece' })).toBe(false);
    });
  }

  it('a draft is BLOG_NOT_FOUND to read; a published one reads without edit rights', async () => {
    await expect(stranger.caller.blog.get({ id: draft.id })).rejects.toMatchObject(NOT_FOUND);
    expect(await stranger.caller.blog.get({ id: published.id })).toMatchObject({ id: published.id, canEdit: false });
    expect(await author.caller.blog.get({ id: draft.id })).toMatchObject({ id: draft.id, canEdit: true });
  });

  it('My Articles lists none of them', async () => {
    expect(await stranger.caller.blog.mine({})).toMatchObject({ items: [], total: 0 });
    expect((await author.caller.blog.mine({})).total).toBe(2);
  });

  it('an unknown id is BLOG_NOT_FOUND too', async () => {
    await expect(author.caller.blog.update({ id: crypto.randomUUID(), title: 'x' })).rejects.toMatchObject(NOT_FOUND);
    await expect(author.caller.blog.get({ id: crypto.randomUUID() })).rejects.toMatchObject(NOT_FOUND);
  });

  it('a visitor without a session is refused every procedure but the public ones', async () => {
    await expect(testApp.caller.blog.get({ id: published.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(testApp.caller.blog.delete({ id: published.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(testApp.caller.blog.mine({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await snapshot()).toHaveLength(2);
  });
});
