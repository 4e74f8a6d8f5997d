import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWEEPS } from '../../server/src/features/sweeps/service.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { createArticle, type TestArticleRow } from '../helpers/blog.ts';
import { anonymousCaller, type SignedInCaller, signedInCaller, testClient } from '../helpers/callers.ts';
import { testDeps } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/**
 * Likes, bookmarks and views are real (issue 17 point 8): stored per user, counted on the article
 * in the same transaction, exact under concurrency; views once per visitor and day, no cookie.
 */

// The procedures need the app's dependencies only, not its Express app.
let database: TestDatabase;
let testApp: { deps: AppDeps };
let author: SignedInCaller;
let reader: SignedInCaller;
let article: TestArticleRow;

const UNAUTHENTICATED = { message: 'UNAUTHENTICATED' };
const BLOG_NOT_FOUND = { message: 'BLOG_NOT_FOUND' };

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = { deps: testDeps(database) };
  await testApp.deps.jobs.start();
  author = await signedInCaller(testApp.deps);
  reader = await signedInCaller(testApp.deps);
});

afterAll(async () => {
  await testApp.deps.jobs.stop();
  await database.dispose();
});

beforeEach(async () => {
  article = await createArticle(testApp.deps.db, { authorId: author.userId, status: 'published' });
});

async function stored(id: string) {
  const { db } = testApp.deps;
  const counters = await db
    .selectFrom('blogPosts')
    .select(['likeCount', 'bookmarkCount', 'viewCount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const likes = await db.selectFrom('blogPostLikes').select('userId').where('postId', '=', id).execute();
  const bookmarks = await db.selectFrom('blogPostBookmarks').select('userId').where('postId', '=', id).execute();
  const views = await db.selectFrom('blogPostViews').select('day').where('postId', '=', id).execute();
  return { ...counters, likes: likes.length, bookmarks: bookmarks.length, views: views.length };
}

describe('likes and bookmarks', () => {
  it('counts 50 readers liking at the same moment exactly once each', async () => {
    const readers = await Promise.all(Array.from({ length: 50 }, () => signedInCaller(testApp.deps)));
    const states = await Promise.all(
      readers.map(({ caller }) => caller.blogEngagement.setLike({ id: article.id, liked: true })),
    );
    expect(states.every((state) => state.liked)).toBe(true);
    expect(await stored(article.id)).toMatchObject({ likeCount: 50, likes: 50 });
  });

  it('counts one reader liking 50 times at once as one like', async () => {
    const states = await Promise.all(
      Array.from({ length: 50 }, () => reader.caller.blogEngagement.setLike({ id: article.id, liked: true })),
    );
    expect(states.every((state) => state.liked && state.likeCount >= 1)).toBe(true);
    expect(await stored(article.id)).toMatchObject({ likeCount: 1, likes: 1 });
  });

  it('never counts below zero when a like is taken back twice, or taken back without one', async () => {
    await reader.caller.blogEngagement.setLike({ id: article.id, liked: true });
    const [first, second] = await Promise.all([
      reader.caller.blogEngagement.setLike({ id: article.id, liked: false }),
      reader.caller.blogEngagement.setLike({ id: article.id, liked: false }),
    ]);
    expect([first?.liked, second?.liked]).toEqual([false, false]);
    const third = await reader.caller.blogEngagement.setLike({ id: article.id, liked: false });
    expect(third).toMatchObject({ liked: false, likeCount: 0 });
    expect(await stored(article.id)).toMatchObject({ likeCount: 0, likes: 0 });
  });

  it('keeps bookmarks apart from likes and returns the reader’s new state', async () => {
    const state = await reader.caller.blogEngagement.setBookmark({ id: article.id, bookmarked: true });
    expect(state).toEqual({
      signedIn: true,
      canEdit: false,
      liked: false,
      bookmarked: true,
      likeCount: 0,
      bookmarkCount: 1,
      viewCount: 0,
    });
    await reader.caller.blogEngagement.setBookmark({ id: article.id, bookmarked: true });
    expect(await stored(article.id)).toMatchObject({ bookmarkCount: 1, bookmarks: 1, likeCount: 0 });
    await reader.caller.blogEngagement.setBookmark({ id: article.id, bookmarked: false });
    expect(await stored(article.id)).toMatchObject({ bookmarkCount: 0, bookmarks: 0 });
  });

  it('asks a visitor to sign in to like or bookmark, and changes nothing', async () => {
    const visitor = anonymousCaller(testApp.deps);
    await expect(visitor.blogEngagement.setLike({ id: article.id, liked: true })).rejects.toMatchObject(
      UNAUTHENTICATED,
    );
    await expect(visitor.blogEngagement.setBookmark({ id: article.id, bookmarked: true })).rejects.toMatchObject(
      UNAUTHENTICATED,
    );
    expect(await stored(article.id)).toMatchObject({ likeCount: 0, likes: 0, bookmarkCount: 0, bookmarks: 0 });
  });

  it('finds no draft or unknown article to like or bookmark, not even its author', async () => {
    const draft = await createArticle(testApp.deps.db, { authorId: author.userId });
    await expect(author.caller.blogEngagement.setLike({ id: draft.id, liked: true })).rejects.toMatchObject(
      BLOG_NOT_FOUND,
    );
    await expect(reader.caller.blogEngagement.setBookmark({ id: draft.id, bookmarked: true })).rejects.toMatchObject(
      BLOG_NOT_FOUND,
    );
    await expect(
      reader.caller.blogEngagement.setLike({ id: '00000000-0000-4000-8000-000000000000', liked: true }),
    ).rejects.toMatchObject(BLOG_NOT_FOUND);
    expect(await stored(draft.id)).toMatchObject({ likeCount: 0, likes: 0, bookmarkCount: 0, bookmarks: 0 });
  });
});

describe('state', () => {
  it('tells a visitor only the counters', async () => {
    await reader.caller.blogEngagement.setLike({ id: article.id, liked: true });
    expect(await anonymousCaller(testApp.deps).blogEngagement.state({ id: article.id })).toEqual({
      signedIn: false,
      canEdit: false,
      liked: false,
      bookmarked: false,
      likeCount: 1,
      bookmarkCount: 0,
      viewCount: 0,
    });
  });

  it('lets the author, the editor and an admin edit, and no other reader', async () => {
    const editor = await signedInCaller(testApp.deps);
    const admin = await signedInCaller(testApp.deps, { admin: true });
    const edited = await createArticle(testApp.deps.db, {
      authorId: author.userId,
      editorId: editor.userId,
      status: 'published',
    });
    const canEdit = async (who: SignedInCaller) => (await who.caller.blogEngagement.state({ id: edited.id })).canEdit;
    expect([await canEdit(author), await canEdit(editor), await canEdit(admin), await canEdit(reader)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('shows a draft’s state to its author only', async () => {
    const draft = await createArticle(testApp.deps.db, { authorId: author.userId });
    expect(await author.caller.blogEngagement.state({ id: draft.id })).toMatchObject({ signedIn: true, canEdit: true });
    await expect(reader.caller.blogEngagement.state({ id: draft.id })).rejects.toMatchObject(BLOG_NOT_FOUND);
    await expect(anonymousCaller(testApp.deps).blogEngagement.state({ id: draft.id })).rejects.toMatchObject(
      BLOG_NOT_FOUND,
    );
  });
});

describe('saved articles', () => {
  it('lists only the reader’s own bookmarks of published articles, newest bookmark first, with the total', async () => {
    const saver = await signedInCaller(testApp.deps);
    const other = await signedInCaller(testApp.deps);
    const titles = ['First saved', 'Second saved', 'Third saved'];
    const articles = [];
    for (const title of titles) {
      const saved = await createArticle(testApp.deps.db, { authorId: author.userId, status: 'published', title });
      await saver.caller.blogEngagement.setBookmark({ id: saved.id, bookmarked: true });
      articles.push(saved);
    }
    const onlyOthers = await createArticle(testApp.deps.db, { authorId: author.userId, status: 'published' });
    await other.caller.blogEngagement.setBookmark({ id: onlyOthers.id, bookmarked: true });
    // Unpublished after it was saved: it leaves the list.
    await testApp.deps.db
      .updateTable('blogPosts')
      .set({ status: 'draft', publishedAt: null })
      .where('id', '=', articles[0]?.id ?? '')
      .execute();

    const page = await saver.caller.blogEngagement.saved({ page: 1 });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.title)).toEqual(['Third saved', 'Second saved']);
    expect(page.items[0]?.path).toMatch(/\/en\/third-saved$/);
    expect((await other.caller.blogEngagement.saved({ page: 1 })).items.map((item) => item.id)).toEqual([
      onlyOthers.id,
    ]);
    await expect(anonymousCaller(testApp.deps).blogEngagement.saved({ page: 1 })).rejects.toMatchObject(
      UNAUTHENTICATED,
    );
  });
});

describe('views', () => {
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const visitor = (userAgent: string, ipAddress = '198.51.100.20') =>
    testClient(testApp.deps, { userAgent, ipAddress }).caller;

  it('counts a visitor once a day, another browser or address again, and the same visitor again the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T09:00:00Z') });
    try {
      expect(await visitor(FIREFOX).blogEngagement.recordView({ id: article.id })).toEqual({ viewCount: 1 });
      vi.setSystemTime(new Date('2026-11-27T23:59:00Z'));
      expect(await visitor(FIREFOX).blogEngagement.recordView({ id: article.id })).toEqual({ viewCount: 1 });
      expect(await visitor(CHROME).blogEngagement.recordView({ id: article.id })).toEqual({ viewCount: 2 });
      expect(await visitor(FIREFOX, '198.51.100.21').blogEngagement.recordView({ id: article.id })).toEqual({
        viewCount: 3,
      });
      vi.setSystemTime(new Date('2026-11-28T00:01:00Z'));
      expect(await visitor(FIREFOX).blogEngagement.recordView({ id: article.id })).toEqual({ viewCount: 4 });
      expect(await stored(article.id)).toMatchObject({ viewCount: 4, views: 4 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts concurrent first views of one visitor once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => visitor(FIREFOX).blogEngagement.recordView({ id: article.id })),
    );
    expect(results.map((result) => result.viewCount).sort()).toContain(1);
    expect(await stored(article.id)).toMatchObject({ viewCount: 1, views: 1 });
  });

  it('keeps no trace of who viewed: the stored visitor is a hash without the address or browser', async () => {
    await visitor(FIREFOX).blogEngagement.recordView({ id: article.id });
    const [row] = await testApp.deps.db
      .selectFrom('blogPostViews')
      .select('visitorHash')
      .where('postId', '=', article.id)
      .execute();
    expect(row?.visitorHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not count a draft', async () => {
    const draft = await createArticle(testApp.deps.db, { authorId: author.userId });
    await expect(visitor(FIREFOX).blogEngagement.recordView({ id: draft.id })).rejects.toMatchObject(BLOG_NOT_FOUND);
    expect(await stored(draft.id)).toMatchObject({ viewCount: 0, views: 0 });
  });

  it('forgets view rows older than yesterday in the daily sweep, keeping the counts', async () => {
    const other = await createArticle(testApp.deps.db, { authorId: author.userId, status: 'published' });
    const now = Date.now();
    const dayOf = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (const daysAgo of [3, 2, 1, 0]) {
      vi.useFakeTimers({ toFake: ['Date'], now: now - daysAgo * 86_400_000 });
      await visitor(FIREFOX).blogEngagement.recordView({ id: other.id });
      vi.useRealTimers();
    }
    const sweep = SWEEPS.find((candidate) => candidate.name === 'forget-old-blog-views');
    if (!sweep) throw new Error('the views sweep is registered');
    await testApp.deps.jobs.enqueue(testApp.deps.db, sweep, null);
    await testApp.deps.jobs.runDue(testApp.deps);
    const days = await testApp.deps.db
      .selectFrom('blogPostViews')
      .select(sql<string>`day::text`.as('day'))
      .where('postId', '=', other.id)
      .orderBy('day')
      .execute();
    expect(days.map(({ day }) => day)).toEqual([dayOf(1), dayOf(0)]);
    expect(await stored(other.id)).toMatchObject({ viewCount: 4 });
  });
});
