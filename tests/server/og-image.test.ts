import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LruCache, uncoveredText } from '../../server/src/features/blog-feeds/og-image.ts';
import { createArticle, type TestArticleRow } from '../helpers/blog.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let published: TestArticleRow;
let draft: TestArticleRow;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a PNG must start with. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const card = (id: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/og/blog/${id}.png`, { headers });

beforeAll(async () => {
  testApp = await createTestApp();
  server = await listen(testApp.app);
  const { userId: authorId } = await createUser(testApp.deps.db);
  published = await createArticle(testApp.deps.db, {
    authorId,
    title: 'How to write articles people finish',
    category: 'Writing',
    status: 'published',
  });
  draft = await createArticle(testApp.deps.db, { authorId, title: 'Still a draft' });
});

afterAll(async () => {
  await server?.close();
  await testApp?.close();
});

describe('social card image', () => {
  it('is a 1200×630 PNG of a published article, cached for a day with an ETag', async () => {
    const answer = await card(published.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(pngSize(Buffer.from(await answer.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const etag = answer.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"card-[\w-]+"$/);
    const again = await card(published.id, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('gets a new ETag and new bytes when the article changes', async () => {
    const before = await card(published.id);
    const beforeBytes = Buffer.from(await before.arrayBuffer());
    await testApp.deps.db
      .updateTable('blogPosts')
      .set({ title: 'A different title altogether', updatedAt: new Date(Date.now() + 1000) })
      .where('id', '=', published.id)
      .execute();
    const after = await card(published.id, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(Buffer.from(await after.arrayBuffer()).equals(beforeBytes)).toBe(false);
  });

  it('is 404 for a draft, an unknown id and an address that is not an id', async () => {
    expect((await card(draft.id)).status).toBe(404);
    expect((await card(randomUUID())).status).toBe(404);
    expect((await card('not-an-id')).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/og/blog/${published.id}.jpg`)).status).toBe(404);
  });

  it('draws a news card and a title in a script without a font (CJK) without failing', async () => {
    const { userId: authorId } = await createUser(testApp.deps.db);
    const news = await createArticle(testApp.deps.db, {
      authorId,
      title: '搜索更新 🚀',
      category: '行业',
      languageCode: 'zh',
      contentType: 'news',
      status: 'published',
    });
    const answer = await card(news.id);
    expect(answer.status).toBe(200);
    expect(pngSize(Buffer.from(await answer.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });
});

describe('card fonts', () => {
  it.each([
    ['Latin', 'Crème brûlée, Łódź, İstanbul, Nguyễn'],
    ['Cyrillic', 'Как писать статьи'],
    ['Greek', 'Πώς να γράφετε άρθρα'],
    ['Arabic', 'كيف تكتب مقالات'],
    ['Persian', 'چگونه مقاله بنویسیم'],
    ['Hebrew', 'איך לכתוב מאמרים'],
    ['Devanagari', 'लेख कैसे लिखें'],
    ['Tamil', 'கட்டுரைகளை எழுதுவது'],
    ['Telugu', 'వ్యాసాలు ఎలా రాయాలి'],
    ['Kannada', 'ಲೇಖನಗಳನ್ನು ಬರೆಯುವುದು'],
    ['Malayalam', 'ലേഖനങ്ങൾ എഴുതുന്നത്'],
  ])('cover %s', async (_script, text) => {
    expect(await uncoveredText(text)).toEqual([]);
  });

  it('report what they cannot draw (CJK), so the card leaves it out instead of drawing boxes', async () => {
    expect(await uncoveredText('Search 搜索')).toEqual(['搜索']);
  });
});

describe('card cache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
