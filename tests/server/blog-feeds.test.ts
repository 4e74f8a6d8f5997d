import { request } from 'node:http';
import { allSolutionPaths } from '@wordloom/shared/domain/solution-paths';
import express from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFeedRoutes } from '../../server/src/features/blog-feeds/routes.ts';
import { createArticle, type TestArticleRow } from '../helpers/blog.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, listen, type TestApp, testDeps } from '../helpers/test-app.ts';

/** A production-like deployment: the sites are told apart by their hosts. */
const CONFIG = { APP_URL: 'https://wordloom.test', SITE_HOST: 'wordloom.test' };
const HOSTS = { main: 'wordloom.test', blog: 'blog.wordloom.test', news: 'news.wordloom.test' } as const;
const HOUR = 60 * 60 * 1000;

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const articles: Record<string, TestArticleRow> = {};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET with a Host header of our choosing (fetch may not set one). */
function get(baseUrl: string, path: string, host: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const fetchFrom = (site: keyof typeof HOSTS, path: string, headers?: Record<string, string>) =>
  get(server.baseUrl, path, HOSTS[site], headers);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['sitemap', 'url', 'xhtml:link', 'item', 'category'].includes(name),
  parseTagValue: false,
});

/** Valid XML or the test fails; then its parsed form. */
function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

function indexLocs(body: string): string[] {
  return (parseXml(body).sitemapindex.sitemap ?? []).map((entry: { loc: string }) => entry.loc);
}

interface ParsedUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: { '@hreflang': string; '@href': string }[];
  'news:news'?: {
    'news:publication': { 'news:name': string; 'news:language': string };
    'news:publication_date': string;
    'news:title': string;
  };
}

function urls(body: string): ParsedUrl[] {
  return parseXml(body).urlset.url ?? [];
}

const blogUrl = (path: string) => `https://blog.wordloom.test${path}`;
const newsUrl = (path: string) => `https://news.wordloom.test${path}`;
const seoPath = (lang: string, slug: string) => `/search-engine-optimization/links/general/${lang}/${slug}`;

beforeAll(async () => {
  testApp = await createTestApp(CONFIG);
  server = await listen(testApp.app);
  const { db } = testApp.deps;
  const { userId: authorId } = await createUser(db);
  const seo = { category: 'Search Engine Optimization', subcategory: 'Links', authorId };
  articles.linksEn = await createArticle(db, {
    ...seo,
    title: 'Links & <anchors> that rank',
    slug: 'links-anchors',
    excerpt: 'Why anchor text matters & how to write it.',
    featuredImage: '/media/blog-images/u1/cover.jpg',
    categories: ['SEO', 'Writing'],
    status: 'published',
    publishedAt: new Date(Date.now() - 5 * HOUR),
  });
  const group = articles.linksEn.translationGroupId;
  articles.linksFr = await createArticle(db, {
    ...seo,
    title: 'Des liens qui comptent',
    slug: 'liens',
    languageCode: 'fr',
    translationGroupId: group,
    status: 'published',
  });
  articles.linksDeDraft = await createArticle(db, {
    ...seo,
    title: 'Links, die zählen',
    slug: 'links',
    languageCode: 'de',
    translationGroupId: group,
  });
  articles.styleEn = await createArticle(db, {
    authorId,
    title: 'A house style in ten rules',
    slug: 'house-style',
    category: 'Writing',
    status: 'published',
    publishedAt: new Date(Date.now() - 2 * HOUR),
  });
  articles.draftEn = await createArticle(db, { authorId, title: 'Not ready yet', category: 'Writing' });
  articles.newsFresh = await createArticle(db, {
    authorId,
    title: 'Search update "rolls out" today',
    slug: 'search-update',
    category: 'Industry',
    contentType: 'news',
    status: 'published',
    publishedAt: new Date(Date.now() - HOUR),
  });
  articles.newsOld = await createArticle(db, {
    authorId,
    title: 'Last week in search',
    slug: 'last-week',
    category: 'Industry',
    contentType: 'news',
    status: 'published',
    publishedAt: new Date(Date.now() - 3 * 24 * HOUR),
  });
  articles.newsZh = await createArticle(db, {
    authorId,
    title: '搜索更新',
    slug: '搜索更新',
    category: 'Industry',
    languageCode: 'zh',
    contentType: 'news',
    status: 'published',
  });
  articles.newsDraft = await createArticle(db, { authorId, title: 'Embargoed news', contentType: 'news' });
});

afterAll(async () => {
  await server?.close();
  await testApp?.close();
});

describe('robots.txt', () => {
  it('keeps crawlers out of the app and names the sitemap of the site asked', async () => {
    const answer = await fetchFrom('blog', '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = answer.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/dashboard', '/account', '/subscription', '/admin', '/blogs', '/article-writer']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/linkedin-grow', '/support', '/trpc', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /blog');
    expect(lines).toContain('Sitemap: https://blog.wordloom.test/sitemap.xml');

    expect((await fetchFrom('news', '/robots.txt')).body).toContain('Sitemap: https://news.wordloom.test/sitemap.xml');
    expect((await fetchFrom('main', '/robots.txt')).body).toContain('Sitemap: https://wordloom.test/sitemap.xml');
  });
});

describe('sitemap index', () => {
  it('on the blog site lists one sitemap per language with published blog posts, and no news sitemap', async () => {
    const answer = await fetchFrom('blog', '/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(indexLocs(answer.body)).toEqual([
      'https://blog.wordloom.test/sitemaps/blog-en.xml',
      'https://blog.wordloom.test/sitemaps/blog-fr.xml',
    ]);
  });

  it('on the news site lists its languages and the news sitemap', async () => {
    expect(indexLocs((await fetchFrom('news', '/sitemap.xml')).body)).toEqual([
      'https://news.wordloom.test/sitemaps/news-en.xml',
      'https://news.wordloom.test/sitemaps/news-zh.xml',
      'https://news.wordloom.test/sitemaps/news.xml',
    ]);
  });

  it('on the main site lists its pages, both kinds of article and the news sitemap', async () => {
    expect(indexLocs((await fetchFrom('main', '/sitemap.xml')).body)).toEqual([
      'https://wordloom.test/sitemaps/main-pages.xml',
      'https://wordloom.test/sitemaps/main-en.xml',
      'https://wordloom.test/sitemaps/main-fr.xml',
      'https://wordloom.test/sitemaps/main-zh.xml',
      'https://wordloom.test/sitemaps/news.xml',
    ]);
  });
});

describe('per-language sitemaps', () => {
  it('list only published blog posts on the blog site, with lastmod and hreflang alternates plus x-default', async () => {
    const answer = await fetchFrom('blog', '/sitemaps/blog-en.xml');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = urls(answer.body);
    expect(entries.map((entry) => entry.loc)).toEqual([
      blogUrl('/writing/general/general/en/house-style'),
      blogUrl(seoPath('en', 'links-anchors')),
    ]);
    const links = entries[1];
    expect(links?.lastmod).toBe(articles.linksEn?.updatedAt.toISOString());
    expect(links?.['xhtml:link']).toEqual([
      { '@rel': 'alternate', '@hreflang': 'en', '@href': blogUrl(seoPath('en', 'links-anchors')) },
      { '@rel': 'alternate', '@hreflang': 'fr', '@href': blogUrl(seoPath('fr', 'liens')) },
      { '@rel': 'alternate', '@hreflang': 'x-default', '@href': blogUrl(seoPath('en', 'links-anchors')) },
    ]);
    // An article in one language has no alternates.
    expect(entries[0]?.['xhtml:link']).toBeUndefined();
  });

  it('give a translation the same alternates', async () => {
    const [entry] = urls((await fetchFrom('blog', '/sitemaps/blog-fr.xml')).body);
    expect(entry?.loc).toBe(blogUrl(seoPath('fr', 'liens')));
    expect(entry?.['xhtml:link']?.map((link) => link['@hreflang'])).toEqual(['en', 'fr', 'x-default']);
  });

  it('on the main site hold both kinds at their canonical URLs on the blog and news sites', async () => {
    const locs = urls((await fetchFrom('main', '/sitemaps/main-en.xml')).body).map((entry) => entry.loc);
    expect(locs).toEqual([
      newsUrl('/industry/general/general/en/search-update'),
      blogUrl('/writing/general/general/en/house-style'),
      blogUrl(seoPath('en', 'links-anchors')),
      newsUrl('/industry/general/general/en/last-week'),
    ]);
  });

  it('answer 404 for another site, a language without posts and a bad name', async () => {
    expect((await fetchFrom('blog', '/sitemaps/news-en.xml')).status).toBe(404);
    expect((await fetchFrom('blog', '/sitemaps/blog-de.xml')).status).toBe(404);
    expect((await fetchFrom('blog', '/sitemaps/blog-xx.xml')).status).toBe(404);
    expect((await fetchFrom('blog', '/sitemaps/blog-en-2.xml')).status).toBe(404);
    expect((await fetchFrom('blog', '/sitemaps/blog-en.xml.bak')).status).toBe(404);
  });

  it("list the main site's public pages", async () => {
    const locs = urls((await fetchFrom('main', '/sitemaps/main-pages.xml')).body).map((entry) => entry.loc);
    expect(locs).toEqual(
      ['/', '/blog', '/pricing', '/features', '/about', '/contact', ...allSolutionPaths()].map(
        (path) => `https://wordloom.test${path}`,
      ),
    );
    expect((await fetchFrom('blog', '/sitemaps/main-pages.xml')).status).toBe(404);
  });
});

describe('news sitemap', () => {
  it('lists only news of the last two days, in Google News format', async () => {
    const answer = await fetchFrom('news', '/sitemaps/news.xml');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    const entries = urls(answer.body);
    expect(entries.map((entry) => entry.loc)).toEqual([
      newsUrl(`/industry/general/general/zh/${encodeURIComponent('搜索更新')}`),
      newsUrl('/industry/general/general/en/search-update'),
    ]);
    expect(entries[1]?.['news:news']).toEqual({
      'news:publication': { 'news:name': 'Wordloom', 'news:language': 'en' },
      'news:publication_date': articles.newsFresh?.publishedAt?.toISOString(),
      'news:title': 'Search update "rolls out" today',
    });
    expect(entries[0]?.['news:news']?.['news:publication']['news:language']).toBe('zh-cn');
    expect(answer.body).toContain('<news:title>Search update &quot;rolls out&quot; today</news:title>');
  });

  it('is on the main site too, and not on the blog site', async () => {
    expect(urls((await fetchFrom('main', '/sitemaps/news.xml')).body)).toHaveLength(2);
    expect((await fetchFrom('blog', '/sitemaps/news.xml')).status).toBe(404);
  });
});

interface ParsedItem {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  pubDate: string;
  description: string;
  author?: string;
  category?: { '#text': string }[] | string[];
  enclosure?: { '@url': string; '@type': string };
}

function items(body: string): ParsedItem[] {
  return parseXml(body).rss.channel.item ?? [];
}

describe('RSS', () => {
  it("carries the blog site's latest English posts with link, guid, date, excerpt, author, categories and image", async () => {
    const answer = await fetchFrom('blog', '/rss.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = parseXml(answer.body);
    expect(feed.rss['@version']).toBe('2.0');
    expect(feed.rss.channel.title).toBe('Wordloom Blog');
    expect(feed.rss.channel.language).toBe('en');
    const list = items(answer.body);
    expect(list.map((item) => item.title)).toEqual(['A house style in ten rules', 'Links & <anchors> that rank']);
    const links = list[1];
    expect(links?.link).toBe(blogUrl(seoPath('en', 'links-anchors')));
    expect(links?.guid['#text']).toBe(articles.linksEn?.id);
    expect(new Date(links?.pubDate ?? '').getTime()).toBe(
      Math.floor((articles.linksEn?.publishedAt?.getTime() ?? 0) / 1000) * 1000,
    );
    expect(links?.description).toBe('Why anchor text matters & how to write it.');
    expect(links?.author).toBe('Ada Lovelace');
    expect(links?.category).toEqual(['Search Engine Optimization', 'SEO', 'Writing']);
    expect(links?.enclosure).toMatchObject({
      '@url': 'https://blog.wordloom.test/media/blog-images/u1/cover.jpg',
      '@type': 'image/jpeg',
    });
  });

  it('follows ?lang=, and the news site carries only news', async () => {
    expect(items((await fetchFrom('blog', '/rss.xml?lang=fr')).body).map((item) => item.title)).toEqual([
      'Des liens qui comptent',
    ]);
    expect(items((await fetchFrom('news', '/rss.xml')).body).map((item) => item.title)).toEqual([
      'Search update "rolls out" today',
      'Last week in search',
    ]);
    expect((await fetchFrom('blog', '/rss.xml?lang=xx')).status).toBe(404);
  });

  it("has a feed per category, at the category listing's path", async () => {
    const answer = await fetchFrom('blog', '/blog/category/search-engine-optimization/rss.xml');
    expect(answer.status).toBe(200);
    expect(parseXml(answer.body).rss.channel.title).toBe('Wordloom Blog: Search Engine Optimization');
    expect(items(answer.body).map((item) => item.title)).toEqual(['Links & <anchors> that rank']);
    expect(items((await fetchFrom('blog', '/blog/category/writing/rss.xml')).body).map((item) => item.title)).toEqual([
      'A house style in ten rules',
    ]);
    // Industry is a news category: not on the blog site.
    expect((await fetchFrom('blog', '/blog/category/industry/rss.xml')).status).toBe(404);
    expect((await fetchFrom('blog', '/blog/category/unknown/rss.xml')).status).toBe(404);
  });
});

describe('caching', () => {
  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/blog-en.xml', '/rss.xml', '/robots.txt']) {
      const first = await fetchFrom('blog', path);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetchFrom('blog', path, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await fetchFrom('blog', path, { 'if-none-match': '"stale"' })).status).toBe(200);
    }
  });

  it('changes the ETag when a post is published', async () => {
    const before = (await fetchFrom('blog', '/sitemaps/blog-en.xml')).headers.etag as string;
    const { userId } = await createUser(testApp.deps.db);
    const extra = await createArticle(testApp.deps.db, { authorId: userId, status: 'published' });
    const after = await fetchFrom('blog', '/sitemaps/blog-en.xml', { 'if-none-match': before });
    expect(after.status).toBe(200);
    expect(after.body).toContain(extra.slug);
    await testApp.deps.db.deleteFrom('blogPosts').where('id', '=', extra.id).execute();
  });
});

describe('sitemaps on a development host and in pages', () => {
  let local: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    // One article per sitemap file, on localhost, where ?subdomain= picks the site.
    const deps = testDeps(testApp.database, { APP_URL: 'http://localhost:3000' });
    local = await listen(express().use(blogFeedRoutes(deps, { sitemapPageSize: 1 })));
  });

  afterAll(() => local?.close());

  it('splits a language over numbered files and names the site with ?subdomain=', async () => {
    const index = await get(local.baseUrl, '/sitemap.xml?subdomain=blog', 'localhost:3000');
    expect(indexLocs(index.body)).toEqual([
      'http://localhost:3000/sitemaps/blog-en.xml?subdomain=blog',
      'http://localhost:3000/sitemaps/blog-en-2.xml?subdomain=blog',
      'http://localhost:3000/sitemaps/blog-fr.xml?subdomain=blog',
    ]);
    const second = await get(local.baseUrl, '/sitemaps/blog-en-2.xml?subdomain=blog', 'localhost:3000');
    expect(urls(second.body).map((entry) => entry.loc)).toEqual([
      `http://localhost:3000${seoPath('en', 'links-anchors')}?subdomain=blog`,
    ]);
    expect((await get(local.baseUrl, '/sitemaps/blog-en-3.xml?subdomain=blog', 'localhost:3000')).status).toBe(404);
    expect((await get(local.baseUrl, '/robots.txt', 'localhost:3000')).body).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml\n',
    );
  });
});
