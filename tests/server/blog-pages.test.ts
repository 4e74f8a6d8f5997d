/**
 * The public blog and news pages as a crawler without JavaScript gets them: plain HTTP, the HTML
 * rendered on the server with its title, body, canonical, social tags, JSON-LD, hreflang and status.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../../server/src/app.ts';
import { bumpBlogContentVersion } from '../../server/src/features/blog/content-version.ts';
import { addRemovedUrlRules } from '../../server/src/features/removed-urls/service.ts';
import { createArticle, type TestArticleRow } from '../helpers/blog.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
let english: TestArticleRow;

const place = { category: 'SEO', subcategory: 'On-page', microcategory: 'Titles' } as const;

beforeAll(async () => {
  testApp = await createTestApp();
  server = await listen(testApp.app);
  const { db } = testApp.deps;
  const { userId } = await createUser(db);
  english = await createArticle(db, {
    authorId: userId,
    status: 'published',
    title: 'Writing titles that earn the click',
    excerpt: 'How to write a title people choose.',
    metaDescription: 'A practical guide to titles that earn clicks from search results.',
    content: '<h2>Start with the promise</h2><p>A good title states what the reader gets.</p>',
    tags: ['titles', 'ctr'],
    ...place,
  });
  await createArticle(db, {
    authorId: userId,
    status: 'published',
    title: 'Écrire des titres qui donnent envie de cliquer',
    languageCode: 'fr',
    translationGroupId: english.id,
    ...place,
  });
  await createArticle(db, { authorId: userId, status: 'draft', title: 'A draft nobody may see', ...place });
  await createArticle(db, {
    authorId: userId,
    status: 'published',
    contentType: 'news',
    title: 'Wordloom now speaks Greek',
    category: 'Product',
  });
  // The first page compiles the renderer from the sources (see server/src/http/public-renderer.ts).
  await fetch(`${server.baseUrl}/blog`);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await testApp?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers });
}

const canonicalPath = '/seo/on-page/titles/en/writing-titles-that-earn-the-click';

describe('an article page', () => {
  it('holds the article, its canonical, social tags, JSON-LD and hreflang in the HTML', async () => {
    const response = await get(canonicalPath);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Writing titles that earn the click · Wordloom Blog</title>');
    expect(html).toContain('A good title states what the reader gets.');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${canonicalPath}?subdomain=blog"`);
    expect(html).toContain('content="A practical guide to titles that earn clicks from search results."');
    expect(html).toMatch(/<meta property="og:title" content="Writing titles that earn the click"/);
    expect(html).toMatch(/hrefLang="fr"|hreflang="fr"/i);
    expect(html).toMatch(/hreflang="x-default"/i);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse((match[1] ?? '').replace(/&quot;/g, '"')),
    );
    expect(jsonLd.map((entry) => entry['@type'])).toEqual(['Article', 'BreadcrumbList']);
  });
});

describe('other addresses of an article', () => {
  it('moves the longer pattern, a language-prefixed path and /blog/{id} to the canonical path with 301', async () => {
    for (const path of [
      `/seo/on-page/titles/${english.id}/en/writing-titles-that-earn-the-click`,
      `/seo/on-page/titles/${english.id}/en/an-older-slug`,
      `/blog/${english.id}`,
      '/other/category/names/en/writing-titles-that-earn-the-click',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(canonicalPath);
    }
    const prefixed = await get(`/fr${canonicalPath}`);
    expect(prefixed.status).toBe(301);
    expect(prefixed.headers.get('location')).toBe(canonicalPath);
  });

  it('moves a query the browser’s router would spell differently to its spelling, so the page hydrates as rendered', async () => {
    const spelledOtherwise = await get(`${canonicalPath}?utm_source=https://news.example/a`);
    expect(spelledOtherwise.status).toBe(301);
    expect(spelledOtherwise.headers.get('location')).toBe(`${canonicalPath}?utm_source=https%3A%2F%2Fnews.example%2Fa`);
    const spelledAlike = await get(`${canonicalPath}?utm_source=https%3A%2F%2Fnews.example%2Fa`);
    expect(spelledAlike.status).toBe(200);
  });

  it('answers 404 for an unknown slug and for a draft, 410 once the address was removed', async () => {
    expect((await get('/seo/on-page/titles/en/no-such-article')).status).toBe(404);
    expect((await get('/seo/on-page/titles/en/a-draft-nobody-may-see')).status).toBe(404);
    const { db } = testApp.deps;
    const { userId } = await createUser(db);
    const gone = await createArticle(db, { authorId: userId, status: 'published', title: 'Soon gone', ...place });
    const path = '/seo/on-page/titles/en/soon-gone';
    expect((await get(path)).status).toBe(200);
    await addRemovedUrlRules(db, { rules: [path] });
    await db.updateTable('blogPosts').set({ status: 'draft' }).where('id', '=', gone.id).execute();
    const response = await get(path);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('410 - Gone');
  });

  it('leaves /blog/{id} of a draft to the dashboard (its protected view)', async () => {
    const { db } = testApp.deps;
    const { userId } = await createUser(db);
    const draft = await createArticle(db, { authorId: userId, title: 'Private draft' });
    const response = await get(`/blog/${draft.id}`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('Private draft');
  });
});

describe('the listings', () => {
  it('lists published blog articles on the blog subdomain, never news and never drafts', async () => {
    const html = await (await get('/?subdomain=blog')).text();
    expect(html).toContain('Writing titles that earn the click');
    expect(html).not.toContain('Wordloom now speaks Greek');
    expect(html).not.toContain('A draft nobody may see');
    expect(html).not.toContain('Écrire des titres');
  });

  it('lists only news on the news subdomain, and both kinds on the main site', async () => {
    const news = await (await get('/?subdomain=news')).text();
    expect(news).toContain('Wordloom now speaks Greek');
    expect(news).not.toContain('Writing titles that earn the click');
    const main = await (await get('/blog')).text();
    expect(main).toContain('Wordloom now speaks Greek');
    expect(main).toContain('Writing titles that earn the click');
  });

  it('lists a category, in the language of the path, and answers 404 for an unknown one', async () => {
    const french = await (await get('/fr/blog')).text();
    expect(french).toContain('Écrire des titres qui donnent envie de cliquer');
    expect(french).not.toContain('Writing titles that earn the click');
    expect(french).toContain('<html lang="fr"');
    const category = await get('/blog/category/seo');
    expect(category.status).toBe(200);
    expect(await category.text()).toContain('<h1');
    expect((await get('/blog/category/no-such-category')).status).toBe(404);
  });
});

describe('caching', () => {
  it('answers with an ETag, cache headers for a CDN, 304 when it has not changed, and a CSP that allows its inline scripts by hash', async () => {
    const first = await get(canonicalPath);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    const csp = first.headers.get('content-security-policy') ?? '';
    const html = await first.text();
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]+?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, body = ''] of inline) {
      const hash = createHash('sha256').update(body).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(csp).not.toContain("unsafe-inline' 'sha256");
    expect((await get(canonicalPath, { 'If-None-Match': etag ?? '' })).status).toBe(304);
  });

  it('renders an article again once it changed', async () => {
    await get(canonicalPath);
    const { db } = testApp.deps;
    await db
      .updateTable('blogPosts')
      .set({ title: 'Writing titles that earn the click, revised' })
      .where('id', '=', english.id)
      .execute();
    bumpBlogContentVersion(db);
    expect(await (await get(canonicalPath)).text()).toContain('Writing titles that earn the click, revised');
  });
});

describe('pages answered from memory before the app', () => {
  it('answers a rendered page again with the same body and headers, and a removal at once', async () => {
    const { db } = testApp.deps;
    const { userId } = await createUser(db);
    await createArticle(db, { authorId: userId, status: 'published', title: 'Served from memory', ...place });
    const path = '/seo/on-page/titles/en/served-from-memory';
    const listener = http.createServer(createRequestListener(testApp.deps));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const first = await fetch(`http://127.0.0.1:${port}${path}`);
      const again = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(await first.text());
      for (const header of [
        'etag',
        'cache-control',
        'content-security-policy',
        'x-content-type-options',
        'content-type',
      ]) {
        expect(again.headers.get(header), header).toBe(first.headers.get(header));
      }
      // Not the app's answer: no request id was given to it.
      expect(first.headers.get('x-request-id')).not.toBeNull();
      expect(again.headers.get('x-request-id')).toBeNull();
      expect(
        (
          await fetch(`http://127.0.0.1:${port}${path}`, {
            headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
          })
        ).status,
      ).toBe(304);

      await addRemovedUrlRules(db, { rules: [path] });
      expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(410);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});
