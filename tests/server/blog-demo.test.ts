import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { articlePath, parseArticlePath, slugify } from '@wordloom/shared/domain/blog-paths';
import { countWords } from '@wordloom/shared/domain/word-count';
import { SLUG_PATTERN, ZArticleFields } from '@wordloom/shared/schemas/blog';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, seedDemoContent } from '../../server/src/db/seed.ts';
import { DEMO_ARTICLES } from '../../server/src/features/blog/demo/articles/index.ts';
import { seedDemoArticles } from '../../server/src/features/blog/demo/seed.ts';
import { articleText, sanitizeArticleHtml } from '../../server/src/features/blog/sanitize.ts';
import { createArticle } from '../helpers/blog.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/**
 * The demo articles of a fresh `npm start`: enough published blog and news articles, in enough
 * categories and languages, for the blog, the news site, related articles and translations to show
 * something true; seeded once, and only into an empty blog.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../client/public');

let database: TestDatabase;
const now = new Date();
let seeded: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedDemoContent(database.db, { now });
});

afterAll(() => database.dispose());

function loadArticles() {
  return database.db
    .selectFrom('blogPosts')
    .select([
      'id',
      'title',
      'slug',
      'content',
      'excerpt',
      'metaDescription',
      'featuredImage',
      'authorId',
      'languageCode',
      'category',
      'subcategory',
      'microcategory',
      'categories',
      'tags',
      'contentType',
      'status',
      'translationGroupId',
      'viewCount',
      'likeCount',
      'bookmarkCount',
      'publishedAt',
      'createdAt',
    ])
    .$narrowType<{ publishedAt: Date }>()
    .orderBy('publishedAt')
    .execute();
}

type Article = Awaited<ReturnType<typeof loadArticles>>[number];

describe('demo articles on a fresh start', () => {
  let articles: Article[];
  let english: Article[];

  beforeAll(async () => {
    articles = await loadArticles();
    english = articles.filter((article) => article.languageCode === 'en');
  });

  it('publishes at least 14 articles by the demo account, 4 of them news, with nothing counted yet', async () => {
    const demoUser = await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    expect(english.length).toBeGreaterThanOrEqual(14);
    expect(english.filter((article) => article.contentType === 'news').length).toBeGreaterThanOrEqual(4);
    expect(english.filter((article) => article.contentType === 'blog').length).toBeGreaterThanOrEqual(8);
    for (const article of articles) {
      expect(article).toMatchObject({
        status: 'published',
        authorId: demoUser.id,
        viewCount: 0,
        likeCount: 0,
        bookmarkCount: 0,
      });
    }
    expect(seeded).toContain(
      `${english.length - 4} blog articles and 4 news articles (${articles.length} pages with their translations)`,
    );
  });

  it('spreads them over categories with every level named, so each has related articles in its language', () => {
    const categories = new Set(english.map((article) => article.category));
    expect(categories.size).toBeGreaterThanOrEqual(4);
    for (const article of articles) {
      expect([article.category, article.subcategory, article.microcategory].every(Boolean), article.title).toBe(true);
      const sameLanguage = articles.filter(
        (other) => other.languageCode === article.languageCode && other.id !== article.id,
      );
      // Spec §7's candidates for related articles: the same category, or a tag in common.
      const candidates = sameLanguage.filter(
        (other) => other.category === article.category || other.tags.some((tag) => article.tags.includes(tag)),
      );
      if (sameLanguage.length > 0) expect(candidates.length, article.title).toBeGreaterThan(0);
    }
  });

  it('translates at least three articles into French and Spanish and one into Arabic, in the English article’s group', () => {
    const groups = new Map<string, Article[]>();
    for (const article of articles) {
      groups.set(article.translationGroupId, [...(groups.get(article.translationGroupId) ?? []), article]);
    }
    const languagesOf = (groupId: string) => (groups.get(groupId) ?? []).map((article) => article.languageCode).sort();
    for (const [groupId, members] of groups) {
      const original = members.find((article) => article.languageCode === 'en');
      expect(original?.id).toBe(groupId);
      for (const member of members) {
        expect(member.featuredImage).toBe(original?.featuredImage);
        expect(member.category).toBe(original?.category);
        expect(member.publishedAt.getTime()).toBeGreaterThanOrEqual(original?.publishedAt.getTime() ?? Infinity);
      }
    }
    const trilingual = [...groups.keys()].filter((groupId) =>
      ['en', 'es', 'fr'].every((code) => languagesOf(groupId).includes(code)),
    );
    expect(trilingual.length).toBeGreaterThanOrEqual(3);
    expect(articles.filter((article) => article.languageCode === 'ar')).toHaveLength(1);
  });

  it('gives each article its title’s slug, unique in its language, and a valid article form', () => {
    const addresses = new Set<string>();
    for (const article of articles) {
      expect(article.slug).toBe(slugify(article.title));
      expect(article.slug).toMatch(SLUG_PATTERN);
      addresses.add(`${article.languageCode}/${article.slug}`);
      const form = ZArticleFields.safeParse({ ...article, languageCode: article.languageCode });
      expect(form.error, article.title).toBeUndefined();
      expect(article.excerpt.length, article.title).toBeGreaterThan(100);
      // Written to fit a search result, not cut by one.
      expect(article.metaDescription.length, article.title).toBeLessThanOrEqual(160);
      expect(article.metaDescription.endsWith('.'), article.title).toBe(true);
    }
    expect(addresses.size).toBe(articles.length);
  });

  it('dates them over the last three months, with the news among the most recent', () => {
    const daysAgo = (article: Article) => (now.getTime() - article.publishedAt.getTime()) / DAY_MS;
    for (const article of articles) {
      expect(daysAgo(article)).toBeGreaterThanOrEqual(0);
      expect(daysAgo(article)).toBeLessThanOrEqual(100);
      expect(article.createdAt.getTime()).toBeLessThan(article.publishedAt.getTime());
    }
    expect(Math.max(...english.map(daysAgo))).toBeGreaterThan(60);
    for (const news of english.filter((article) => article.contentType === 'news')) {
      expect(daysAgo(news), news.title).toBeLessThanOrEqual(30);
    }
  });

  it('stores each article’s HTML as the sanitiser leaves it, 450 to 800 words with headings, a list and a quote', () => {
    const written = new Map(
      DEMO_ARTICLES.flatMap((article) => Object.values(article.texts).map((text) => [text.title, text.content])),
    );
    for (const article of articles) {
      expect(article.content).toBe(written.get(article.title));
      expect(sanitizeArticleHtml(article.content)).toBe(article.content);
      const words = countWords(articleText(article.content));
      expect(words, article.title).toBeGreaterThanOrEqual(450);
      expect(words, article.title).toBeLessThanOrEqual(800);
      expect(article.content).toMatch(/<h2>/);
      expect(article.content).toMatch(/<(ul|ol)>/);
      expect(article.content).toMatch(/<blockquote>/);
      expect(article.content).toMatch(/<a href=/);
    }
    expect(english.filter((article) => article.content.includes('<table>')).length).toBeGreaterThanOrEqual(2);
  });

  it('links only to http(s) pages and site paths, and every article path it links to is a demo article', () => {
    const paths = new Set(articles.map((article) => articlePath(article)));
    for (const article of articles) {
      for (const [, href = ''] of article.content.matchAll(/<a href="([^"]*)"/g)) {
        expect(href, article.title).toMatch(/^(https:\/\/|\/[a-z])/);
        if (parseArticlePath(href)) expect(paths, `${article.title} links to ${href}`).toContain(href);
      }
    }
  });

  it('has a small 1200×630 SVG cover without text for each article, on disk where the site serves it', () => {
    const covers = new Set(english.map((article) => article.featuredImage));
    expect(covers.size).toBe(english.length);
    for (const cover of covers) {
      expect(cover).toMatch(/^\/demo\/covers\/[a-z-]+\.svg$/);
      const file = path.join(PUBLIC_DIR, cover ?? '');
      expect(statSync(file).size, cover ?? '').toBeLessThan(4096);
      const svg = readFileSync(file, 'utf8');
      expect(XMLValidator.validate(svg), cover ?? '').toBe(true);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/,
      );
      expect(svg).not.toMatch(/<(text|image|script|foreignObject)\b/);
    }
  });

  it('adds nothing when seeded again', async () => {
    const before = articles.length;
    expect(await seedDemoContent(database.db, { now: new Date() })).toEqual([]);
    expect(await loadArticles()).toHaveLength(before);
  });
});

describe('demo articles on an existing database', () => {
  it('need the demo account, and come only into an empty blog: none beside an article already there, all into one emptied', async () => {
    const existing = await createTestDatabase();
    try {
      expect(await seedDemoArticles(existing.db, { authorEmail: DEMO_EMAIL, now })).toBeUndefined();
      expect(await existing.db.selectFrom('blogPosts').select('id').execute()).toEqual([]);

      await seedDemoContent(existing.db, { now });
      // A database from before the blog: the demo account exists, and a writer has one article.
      await existing.db.deleteFrom('blogPosts').execute();
      const demoUser = await existing.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_EMAIL)
        .executeTakeFirstOrThrow();
      const own = await createArticle(existing.db, { authorId: demoUser.id, title: 'My own first article' });

      expect(await seedDemoArticles(existing.db, { authorEmail: DEMO_EMAIL, now })).toBeUndefined();
      expect(await existing.db.selectFrom('blogPosts').select('id').execute()).toEqual([{ id: own.id }]);

      await existing.db.deleteFrom('blogPosts').execute();
      expect(await seedDemoArticles(existing.db, { authorEmail: DEMO_EMAIL, now })).toMatch(/blog articles/);
      const count = await existing.db
        .selectFrom('blogPosts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count.count)).toBeGreaterThanOrEqual(14);
    } finally {
      await existing.dispose();
    }
  });
});
