import { parseArticlePath } from '@wordloom/shared/domain/blog-paths';
import { PUBLIC_ARTICLES_PAGE_SIZE } from '@wordloom/shared/schemas/blog-public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicArticles, resolvePublicArticle } from '../../server/src/features/blog/public-service.ts';
import { createArticle, type TestArticleRow } from '../helpers/blog.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Spec §2 post page paths and §7 "read by id and language_code, fallback by slug and language, final fallback slug only". */

let testApp: TestApp;
let authorId: string;
let english: TestArticleRow;
let spanish: TestArticleRow;
let germanDraft: TestArticleRow;
let draft: TestArticleRow;
let onlyGerman: TestArticleRow;

const ENGLISH_PATH = '/marketing/seo/on-page/en/title-tags';
const SPANISH_PATH = '/marketing/seo/on-page/es/etiquetas-de-titulo';

beforeAll(async () => {
  testApp = await createTestApp();
  authorId = (await createUser(testApp.deps.db)).userId;
  const place = { category: 'Marketing', subcategory: 'SEO', microcategory: 'On Page' };
  english = await createArticle(testApp.deps.db, {
    authorId,
    ...place,
    title: 'Title Tags',
    status: 'published',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  spanish = await createArticle(testApp.deps.db, {
    authorId,
    ...place,
    title: 'Etiquetas de título',
    slug: 'etiquetas-de-titulo',
    languageCode: 'es',
    translationGroupId: english.id,
    status: 'published',
    createdAt: new Date('2026-01-02T00:00:00Z'),
  });
  germanDraft = await createArticle(testApp.deps.db, {
    authorId,
    ...place,
    title: 'Title-Tags',
    slug: 'title-tags-de',
    languageCode: 'de',
    translationGroupId: english.id,
  });
  draft = await createArticle(testApp.deps.db, { authorId, title: 'Unfinished', status: 'draft' });
  onlyGerman = await createArticle(testApp.deps.db, {
    authorId,
    title: 'Nur Deutsch',
    languageCode: 'de',
    status: 'published',
  });
});

afterAll(() => testApp.close());

async function resolve(path: string) {
  const parsed = parseArticlePath(path);
  if (!parsed) throw new Error(`not an article path: ${path}`);
  return resolvePublicArticle(testApp.deps.db, parsed);
}

describe('the canonical path', () => {
  it('finds the article by slug and language, with its published translations only', async () => {
    const found = await resolve(ENGLISH_PATH);
    expect(found.kind).toBe('article');
    if (found.kind !== 'article') return;
    expect(found.article).toMatchObject({ id: english.id, path: ENGLISH_PATH, status: 'published' });
    expect(found.article.translations).toEqual([
      { id: english.id, languageCode: 'en', title: 'Title Tags', status: 'published', path: ENGLISH_PATH },
      { id: spanish.id, languageCode: 'es', title: 'Etiquetas de título', status: 'published', path: SPANISH_PATH },
    ]);
    expect(found.article.translations.map((item) => item.id)).not.toContain(germanDraft.id);
  });

  it('redirects when the category segments differ (the article moved category)', async () => {
    expect(await resolve('/old-category/seo/on-page/en/title-tags')).toEqual({
      kind: 'redirect',
      location: ENGLISH_PATH,
    });
  });

  it('redirects an upper-case slug to the canonical path', async () => {
    expect(await resolve('/marketing/seo/on-page/en/Title-Tags')).toEqual({ kind: 'redirect', location: ENGLISH_PATH });
  });

  it('falls back to the slug alone when the language has no such slug', async () => {
    expect(await resolve('/marketing/seo/on-page/fr/title-tags')).toEqual({ kind: 'redirect', location: ENGLISH_PATH });
  });

  it('is missing for a draft, a draft translation and an unknown slug', async () => {
    expect(await resolve(`/general/general/general/en/${draft.slug}`)).toEqual({ kind: 'missing' });
    expect(await resolve('/marketing/seo/on-page/de/title-tags-de')).toEqual({ kind: 'missing' });
    expect(await resolve('/marketing/seo/on-page/en/no-such-article')).toEqual({ kind: 'missing' });
  });
});

describe('the path with the id', () => {
  it('redirects to the canonical path when id and language match, whatever the slug', async () => {
    expect(await resolve(`/a/b/c/${english.id}/en/anything`)).toEqual({ kind: 'redirect', location: ENGLISH_PATH });
  });

  it('falls back to slug and language when the id is of another language', async () => {
    expect(await resolve(`/a/b/c/${english.id}/es/etiquetas-de-titulo`)).toEqual({
      kind: 'redirect',
      location: SPANISH_PATH,
    });
  });

  it('falls back to slug and language, then to the slug alone, when the id is unknown', async () => {
    const unknown = crypto.randomUUID();
    expect(await resolve(`/a/b/c/${unknown}/es/etiquetas-de-titulo`)).toEqual({
      kind: 'redirect',
      location: SPANISH_PATH,
    });
    expect(await resolve(`/a/b/c/${unknown}/en/nur-deutsch`)).toEqual({
      kind: 'redirect',
      location: `/general/general/general/de/${onlyGerman.slug}`,
    });
  });

  it('is missing for a draft’s id and slug, and for nothing found', async () => {
    expect(await resolve(`/a/b/c/${draft.id}/en/${draft.slug}`)).toEqual({ kind: 'missing' });
    expect(await resolve(`/a/b/c/${crypto.randomUUID()}/en/no-such-article`)).toEqual({ kind: 'missing' });
  });
});

describe('the dashboard address /blog/{id}', () => {
  it('redirects a published article to its canonical path', async () => {
    expect(await resolve(`/blog/${spanish.id}`)).toEqual({ kind: 'redirect', location: SPANISH_PATH });
  });

  it('is missing for a draft and an unknown id', async () => {
    expect(await resolve(`/blog/${draft.id}`)).toEqual({ kind: 'missing' });
    expect(await resolve(`/blog/${crypto.randomUUID()}`)).toEqual({ kind: 'missing' });
  });
});

describe('public procedures', () => {
  it('blog.publicArticle resolves any address; one that is no article path is missing', async () => {
    expect(await testApp.caller.blog.publicArticle({ path: `/blog/${english.id}` })).toEqual({
      kind: 'redirect',
      location: ENGLISH_PATH,
    });
    expect(await testApp.caller.blog.publicArticle({ path: '/pricing' })).toEqual({ kind: 'missing' });
    const found = await testApp.caller.blog.publicArticle({ path: SPANISH_PATH });
    expect(found).toMatchObject({ kind: 'article', article: { id: spanish.id } });
  });
});

describe('listings', () => {
  let listAuthor: string;
  const base = Date.parse('2026-06-01T00:00:00Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000);

  beforeAll(async () => {
    listAuthor = (await createUser(testApp.deps.db)).userId;
    const italian = { authorId: listAuthor, languageCode: 'it', status: 'published' as const };
    for (let index = 0; index < PUBLIC_ARTICLES_PAGE_SIZE + 1; index += 1) {
      await createArticle(testApp.deps.db, {
        ...italian,
        title: `Blog ${index}`,
        category: index % 2 === 0 ? 'Data Science' : 'Cooking',
        publishedAt: at(index),
      });
    }
    await createArticle(testApp.deps.db, { ...italian, title: 'News 1', contentType: 'news', publishedAt: at(100) });
    await createArticle(testApp.deps.db, {
      ...italian,
      title: 'News data',
      category: 'data science',
      contentType: 'news',
      publishedAt: at(101),
    });
    await createArticle(testApp.deps.db, { authorId: listAuthor, languageCode: 'it', title: 'Italian draft' });
  });

  it('lists published articles of the language newest first, a page at a time, with the total', async () => {
    const first = await listPublicArticles(testApp.deps.db, { languageCode: 'it', page: 1, pageSize: 5 });
    expect(first.total).toBe(PUBLIC_ARTICLES_PAGE_SIZE + 3);
    expect(first.items.map((item) => item.title)).toEqual(['News data', 'News 1', 'Blog 12', 'Blog 11', 'Blog 10']);
    expect(first.categoryName).toBeNull();
    const last = await listPublicArticles(testApp.deps.db, { languageCode: 'it', page: 3, pageSize: 5 });
    expect(last.items.map((item) => item.title)).toEqual(['Blog 4', 'Blog 3', 'Blog 2', 'Blog 1', 'Blog 0']);
    expect(last.items.every((item) => item.status === 'published' && item.path !== null)).toBe(true);
    expect((await listPublicArticles(testApp.deps.db, { languageCode: 'it', page: 4, pageSize: 5 })).items).toEqual([]);
  });

  it('lists one content type only', async () => {
    const news = await listPublicArticles(testApp.deps.db, {
      languageCode: 'it',
      contentType: 'news',
      page: 1,
      pageSize: 20,
    });
    expect(news.items.map((item) => item.title)).toEqual(['News data', 'News 1']);
    const blog = await listPublicArticles(testApp.deps.db, {
      languageCode: 'it',
      contentType: 'blog',
      page: 1,
      pageSize: 20,
    });
    expect(blog.total).toBe(PUBLIC_ARTICLES_PAGE_SIZE + 1);
    expect(blog.items.some((item) => item.contentType === 'news')).toBe(false);
  });

  it('lists a category by its path segment, whatever its spelling, named by its most used spelling', async () => {
    const category = await listPublicArticles(testApp.deps.db, {
      languageCode: 'it',
      categorySegment: 'data-science',
      page: 1,
      pageSize: 20,
    });
    expect(category.categoryName).toBe('Data Science');
    expect(category.items.map((item) => item.title)).toEqual([
      'News data',
      'Blog 12',
      'Blog 10',
      'Blog 8',
      'Blog 6',
      'Blog 4',
      'Blog 2',
      'Blog 0',
    ]);
    const uncategorised = await listPublicArticles(testApp.deps.db, {
      languageCode: 'it',
      categorySegment: 'general',
      page: 1,
      pageSize: 20,
    });
    expect(uncategorised).toMatchObject({ categoryName: '', total: 1, items: [{ title: 'News 1' }] });
  });

  it('is empty, with no category name, for a category nobody published in', async () => {
    expect(
      await listPublicArticles(testApp.deps.db, {
        languageCode: 'it',
        categorySegment: 'gardening',
        page: 1,
        pageSize: 20,
      }),
    ).toEqual({ items: [], total: 0, categoryName: null });
  });

  it('blog.publicList answers the same, a page of 12', async () => {
    const page = await testApp.caller.blog.publicList({ languageCode: 'it', contentType: 'blog' });
    expect(page.items).toHaveLength(PUBLIC_ARTICLES_PAGE_SIZE);
    expect(page.total).toBe(PUBLIC_ARTICLES_PAGE_SIZE + 1);
  });
});
