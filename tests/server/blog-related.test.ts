import { articlePath } from '@wordloom/shared/domain/blog-paths';
import { rankRelated, relatedScore } from '@wordloom/shared/domain/related-articles';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { selectRelatedArticles } from '../../server/src/features/blog-engagement/queries.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { createArticle, type TestArticleRow } from '../helpers/blog.ts';
import { anonymousCaller, type Caller } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { testDeps } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/**
 * Related articles (issue 17 point 7): the one SQL query ranks exactly as spec §9's score does in
 * TypeScript (shared/src/domain/related-articles.ts), on a generated blog in several languages.
 */

const NOW = new Date('2026-11-27T12:00:00.000Z');
const DAY_MS = 86_400_000;
const ARTICLES = 360;

const LANGUAGES = ['en', 'de', 'fr'] as const;
const CATEGORIES = ['', 'Marketing', 'Writing', 'Sales'];
const SUBCATEGORIES = ['', 'SEO', 'Email', 'Social'];
const MICROCATEGORIES = ['', 'Links', 'Outreach', 'Newsletters'];
const EXTRA_CATEGORIES = ['Growth', 'Content', 'Strategy', 'Tools', 'Teams', 'Research'];
// An empty tag (the form refuses one, a direct write may not) is no tag in either.
const TAGS = ['', 'seo', 'email', 'ai', 'growth', 'b2b', 'saas', 'copy', 'video', 'audio', 'ads', 'crm', 'data'];
// Short words, mixed case, punctuation and letters outside ASCII: the title rule must agree in both.
const WORDS = [
  'Growth',
  'SEO',
  'guide',
  'for',
  'the',
  'Café',
  'crème',
  'Straße',
  'привет',
  'writing',
  'teams',
  'AI',
  '2026',
  'data-driven',
  'email:',
  'Newsletter',
  'how',
  'scale',
];

/** A small deterministic generator, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const some = <T>(values: readonly T[], max: number): T[] =>
    Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(values));
  return { next, pick, some };
}

// The procedures need the app's dependencies only, not its Express app.
let database: TestDatabase;
let testApp: { deps: AppDeps };
let caller: Caller;
let facts: TestArticleRow[];

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = { deps: testDeps(database) };
  await testApp.deps.jobs.start();
  caller = anonymousCaller(testApp.deps);
  const { userId } = await createUser(testApp.deps.db);
  const random = randomSource(17);
  // A few shared publication times, so ties are broken by id as well as by date.
  const sharedTimes = [3, 12, 40].map((days) => new Date(NOW.getTime() - days * DAY_MS));
  facts = [];
  for (let index = 0; index < ARTICLES; index += 1) {
    const draft = random.next() < 0.1;
    const publishedAt =
      random.next() < 0.15
        ? random.pick(sharedTimes)
        : new Date(NOW.getTime() - Math.floor(random.next() * 90 * DAY_MS));
    const row = await createArticle(testApp.deps.db, {
      authorId: userId,
      title: `${random.some(WORDS, 6).join(random.pick([' ', ' — ', ', ']))} ${index}`,
      slug: `article-${index}`,
      languageCode: random.pick(LANGUAGES),
      category: random.pick(CATEGORIES),
      subcategory: random.pick(SUBCATEGORIES),
      microcategory: random.pick(MICROCATEGORIES),
      categories: random.some(EXTRA_CATEGORIES, 3),
      tags: random.some(TAGS, 4),
      contentType: random.next() < 0.3 ? 'news' : 'blog',
      status: draft ? 'draft' : 'published',
      publishedAt: draft ? null : publishedAt,
    });
    facts.push(row);
  }
});

afterAll(async () => {
  await testApp.deps.jobs.stop();
  await database.dispose();
});

describe('related articles query', () => {
  it('orders and scores every published article’s related articles exactly as spec §9 computed in TypeScript', async () => {
    const published = facts.filter((article) => article.status === 'published');
    expect(published.length).toBeGreaterThan(300);
    let compared = 0;
    let withSix = 0;
    for (const article of published) {
      const expected = rankRelated(article, facts, NOW, 6);
      const rows = await selectRelatedArticles(testApp.deps.db, { id: article.id, now: NOW, limit: 6 });
      expect(
        rows.map((row) => row.id),
        `related articles of ${article.id}`,
      ).toEqual(expected.map((other) => other.id));
      expect(rows.map((row) => row.score)).toEqual(expected.map((other) => relatedScore(article, other, NOW)));
      compared += 1;
      if (rows.length === 6) withSix += 1;
    }
    // The generated blog is dense enough that most articles have a full list to order.
    expect(withSix).toBeGreaterThan(compared / 2);
  });

  it('serves up to six related summaries with their public path and read time, to anyone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    try {
      const article = facts.find((candidate) => candidate.status === 'published' && candidate.category === 'Marketing');
      if (!article) throw new Error('the generated blog has a published Marketing article');
      const related = await caller.blogEngagement.related({ id: article.id });
      const expected = rankRelated(article, facts, NOW, 6);
      expect(related.map((summary) => summary.id)).toEqual(expected.map((other) => other.id));
      const [first] = related;
      const firstRow = facts.find((candidate) => candidate.id === first?.id);
      if (!firstRow) throw new Error('a related article is one of the generated ones');
      expect(first).toMatchObject({
        title: firstRow.title,
        status: 'published',
        path: articlePath(firstRow),
        readMinutes: 1,
      });
      expect(first).not.toHaveProperty('content');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists nothing under a draft or an unknown article', async () => {
    const draft = facts.find((candidate) => candidate.status === 'draft');
    if (!draft) throw new Error('the generated blog has a draft');
    expect(await caller.blogEngagement.related({ id: draft.id })).toEqual([]);
    expect(await caller.blogEngagement.related({ id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });
});
