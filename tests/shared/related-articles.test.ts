import { describe, expect, it } from 'vitest';
import {
  type RelatedArticleFacts,
  rankRelated,
  relatedScore,
  titleWords,
} from '../../shared/src/domain/related-articles.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let nextId = 0;
function article(fields: Partial<RelatedArticleFacts> = {}): RelatedArticleFacts {
  nextId += 1;
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    title: '',
    languageCode: 'en',
    status: 'published',
    category: '',
    subcategory: '',
    microcategory: '',
    categories: [],
    tags: [],
    contentType: 'blog',
    publishedAt: daysAgo(100),
    ...fields,
  };
}

describe('titleWords', () => {
  it('keeps distinct lower-cased words longer than 3 letters, split on anything but letters and digits', () => {
    expect(titleWords('SEO for SaaS: the SEO-first guide, 2026 edition (and more)')).toEqual([
      'saas',
      'first',
      'guide',
      '2026',
      'edition',
      'more',
    ]);
  });

  it('reads letters of any script and counts characters, not bytes', () => {
    expect(titleWords('Café crème — Привет мир, große Straße')).toEqual(['café', 'crème', 'привет', 'große', 'straße']);
  });
});

describe('relatedScore (spec §9 weights)', () => {
  const base = article({ category: 'Marketing', subcategory: 'SEO', microcategory: 'Links', contentType: 'news' });

  it.each([
    ['same category', { category: 'Marketing' }, 50],
    ['same subcategory', { subcategory: 'SEO' }, 30],
    ['same microcategory', { microcategory: 'Links' }, 20],
    ['same content type', { contentType: 'news' }, 10],
    ['published 10 days ago', { publishedAt: daysAgo(10) }, 5],
    ['published 2 days ago', { publishedAt: daysAgo(2) }, 8],
    ['published exactly 30 days ago', { publishedAt: daysAgo(30) }, 0],
    ['published exactly 7 days ago', { publishedAt: daysAgo(7) }, 5],
    ['nothing in common', {}, 0],
  ] as const)('%s', (_name, fields, points) => {
    expect(relatedScore(base, article(fields), NOW)).toBe(points);
  });

  it('gives 10 a shared tag, 15 a shared category and 5 a shared title word, each counted once', () => {
    const source = article({
      title: 'Growing a newsletter audience',
      tags: ['email', 'growth', 'email', 'audience'],
      categories: ['Marketing', 'Writing'],
    });
    const candidate = article({
      title: 'Newsletter audience: growing it twice',
      tags: ['growth', 'email', 'email', 'sales'],
      categories: ['Writing', 'Marketing', 'Sales'],
    });
    // tags: email, growth (20); categories: Marketing, Writing (30); words: growing, newsletter,
    // audience (15); both blog posts (10).
    expect(relatedScore(source, candidate, NOW)).toBe(20 + 30 + 15 + 10);
  });

  it('does not count an empty category level as shared', () => {
    expect(relatedScore(article(), article(), NOW)).toBe(10);
  });
});

describe('rankRelated', () => {
  it('keeps published articles of the language that share the category or a tag, best first, six at most', () => {
    const source = article({ category: 'Marketing', tags: ['seo'] });
    const sameCategory = article({ category: 'Marketing', publishedAt: daysAgo(50) });
    const sameTagNewer = article({ tags: ['seo'], publishedAt: daysAgo(3) });
    const sameTagOlder = article({ tags: ['seo'], publishedAt: daysAgo(60) });
    const both = article({ category: 'Marketing', tags: ['seo'] });
    const noOverlap = article({ subcategory: 'SEO', contentType: 'blog', publishedAt: daysAgo(1) });
    const otherLanguage = article({ category: 'Marketing', tags: ['seo'], languageCode: 'de' });
    const draft = article({ category: 'Marketing', status: 'draft', publishedAt: null });
    const ranked = rankRelated(
      source,
      [sameTagOlder, noOverlap, sameCategory, draft, source, otherLanguage, both, sameTagNewer],
      NOW,
    );
    expect(ranked.map((candidate) => candidate.id)).toEqual([
      both.id,
      sameCategory.id,
      sameTagNewer.id,
      sameTagOlder.id,
    ]);
  });

  it('orders equal scores by the newer publication, then by id', () => {
    const source = article({ category: 'Marketing' });
    const older = article({ category: 'Marketing', publishedAt: daysAgo(90) });
    const first = article({ category: 'Marketing', publishedAt: daysAgo(40) });
    const second = article({ category: 'Marketing', publishedAt: daysAgo(40) });
    expect(rankRelated(source, [older, second, first], NOW, 2).map((candidate) => candidate.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it('returns six of many by default', () => {
    const source = article({ category: 'Marketing' });
    const many = Array.from({ length: 9 }, () => article({ category: 'Marketing' }));
    expect(rankRelated(source, many, NOW)).toHaveLength(6);
  });
});
