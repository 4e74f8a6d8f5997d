import type { ArticleDetail, ArticleSummary } from '../../shared/src/schemas/blog.ts';

/** An English published article by Ada, one language only; `overrides` sets what a test is about. */
export function anArticle(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  const id = overrides.id ?? '0a1b2c3d-0000-4000-8000-000000000001';
  return {
    id,
    title: 'How search engines read your titles',
    slug: 'how-search-engines-read-your-titles',
    excerpt: 'Titles are the first thing a crawler weighs.',
    featuredImage: null,
    languageCode: 'en',
    category: 'SEO',
    subcategory: 'On-page',
    microcategory: 'Titles',
    contentType: 'blog',
    status: 'published',
    publishedAt: new Date('2026-11-20T09:00:00Z'),
    createdAt: new Date('2026-11-19T09:00:00Z'),
    updatedAt: new Date('2026-11-20T09:00:00Z'),
    path: '/seo/on-page/titles/en/how-search-engines-read-your-titles',
    readMinutes: 5,
    seoScore: null,
    content: '<p>A title is a promise.</p>',
    metaDescription: 'Titles are the first thing a crawler weighs.',
    categories: ['Writing'],
    tags: ['titles', 'crawling'],
    authorId: 'user-1',
    authorName: 'Ada Lovelace',
    editorId: null,
    translationGroupId: id,
    externalUrl: null,
    focusKeyphrase: '',
    viewCount: 10,
    likeCount: 4,
    bookmarkCount: 2,
    translations: [
      {
        id,
        languageCode: overrides.languageCode ?? 'en',
        title: 'How search engines read your titles',
        status: 'published',
        path: '/seo/on-page/titles/en/how-search-engines-read-your-titles',
      },
    ],
    ...overrides,
  };
}

/** A short article for lists (My Articles, related, saved). */
export function aSummary(overrides: Partial<ArticleSummary> & { id: string; title: string }): ArticleSummary {
  const {
    content: _content,
    metaDescription: _meta,
    categories: _c,
    tags: _t,
    translations: _tr,
    ...summary
  } = anArticle();
  return { ...summary, ...overrides };
}
