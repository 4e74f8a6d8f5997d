/**
 * The public blog and news pages as a crawler without JavaScript gets them: plain HTTP, the HTML
 * rendered on the server with its title, body, canonical, social tags, JSON-LD, hreflang and status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
