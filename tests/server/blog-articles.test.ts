import { articlePath } from '@wordloom/shared/domain/blog-paths';
import { MY_ARTICLES_PAGE_SIZE } from '@wordloom/shared/schemas/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogContentVersion } from '../../server/src/features/blog/content-version.ts';
import { isRemovedPath } from '../../server/src/features/removed-urls/service.ts';
import { createArticle } from '../helpers/blog.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testPostgresUrl } from '../helpers/test-database.ts';

/** Articles (spec §3 "Blog post", §7 blog_posts): writing, slugs, publishing and the 410 rules it leaves. */

let testApp: TestApp;
let writer: SignedInCaller;

beforeAll(async () => {
  testApp = await createTestApp();
  writer = await signedInCaller(testApp.deps, { paid: true });
});

afterAll(() => testApp.close());

async function storedRow(id: string) {
  return testApp.deps.db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
}

function removed(path: string): Promise<boolean> {
  return isRemovedPath(testApp.deps.db, { path });
}

describe('create', () => {
  it('stores a sanitised draft by the user, its slug from the title, excerpt and description from the text', async () => {
    const article = await writer.caller.blog.create({
      title: 'Ten SEO Tips for 2026!',
      content:
        '<h1>Intro</h1><p onclick="x()">Search engines reward <a href="javascript:alert(1)">clear</a> pages.</p><script>alert(1)</script>',
      category: 'Marketing',
      tags: ['seo'],
    });
    expect(article).toMatchObject({
      title: 'Ten SEO Tips for 2026!',
      slug: 'ten-seo-tips-for-2026',
      status: 'draft',
      path: null,
      publishedAt: null,
      authorId: writer.userId,
      authorName: 'Ada Lovelace',
      languageCode: 'en',
      excerpt: 'Intro Search engines reward clear pages.',
      metaDescription: 'Intro Search engines reward clear pages.',
      readMinutes: 1,
      translationGroupId: article.id,
      translations: [{ id: article.id, languageCode: 'en', status: 'draft', path: null }],
    });
    const row = await storedRow(article.id);
    expect(row?.content).toBe(
      '<h2>Intro</h2><p>Search engines reward <span class="invalid-link" title="Invalid link">clear</span> pages.</p>',
    );
    expect(row).toMatchObject({ authorId: writer.userId, status: 'draft', translationGroupId: article.id });
  });

  it('keeps a given excerpt and meta description', async () => {
    const article = await writer.caller.blog.create({
      title: 'Given texts',
      content: '<p>Body</p>',
      excerpt: 'My excerpt',
      metaDescription: 'My description',
    });
    expect(article).toMatchObject({ excerpt: 'My excerpt', metaDescription: 'My description' });
  });

  it('numbers a derived slug that is taken in the language, and leaves other languages alone', async () => {
    const first = await writer.caller.blog.create({ title: 'Same Title' });
    const second = await writer.caller.blog.create({ title: 'Same Title' });
    const third = await writer.caller.blog.create({ title: 'Same title' });
    const french = await writer.caller.blog.create({ title: 'Same Title', languageCode: 'fr' });
    expect([first.slug, second.slug, third.slug, french.slug]).toEqual([
      'same-title',
      'same-title-2',
      'same-title-3',
      'same-title',
    ]);
  });

  it('refuses a given slug that is taken in the language with SLUG_TAKEN, and stores nothing', async () => {
    await writer.caller.blog.create({ title: 'Original', slug: 'chosen-slug' });
    const before = await testApp.deps.db.selectFrom('blogPosts').select('id').execute();
    await expect(writer.caller.blog.create({ title: 'Copy', slug: 'chosen-slug' })).rejects.toMatchObject({
      message: 'SLUG_TAKEN',
    });
    expect(await testApp.deps.db.selectFrom('blogPosts').select('id').execute()).toHaveLength(before.length);
    const other = await signedInCaller(testApp.deps);
    await expect(other.caller.blog.create({ title: 'Copy', slug: 'chosen-slug' })).rejects.toMatchObject({
      message: 'SLUG_TAKEN',
    });
    expect((await writer.caller.blog.create({ title: 'Copy', slug: 'chosen-slug', languageCode: 'de' })).slug).toBe(
      'chosen-slug',
    );
  });

  it('derives a slug from a title of other scripts, and "article" from one with no letters', async () => {
    expect((await writer.caller.blog.create({ title: 'Привет мир', languageCode: 'ru' })).slug).toBe('привет-мир');
    expect((await writer.caller.blog.create({ title: '!!!' })).slug).toBe('article');
  });

  it.runIf(testPostgresUrl())('gives 20 concurrent creates of one title 20 different slugs (Postgres)', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, () => writer.caller.blog.create({ title: 'Race Condition' })),
    );
    const slugs = created.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs.sort()).toEqual(
      ['race-condition', ...Array.from({ length: 19 }, (_, index) => `race-condition-${index + 2}`)].sort(),
    );
  });

  it('refuses an invalid slug or image address before anything is stored', async () => {
    await expect(writer.caller.blog.create({ title: 'x', slug: 'Not A Slug' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('INVALID_SLUG'),
    });
    await expect(writer.caller.blog.create({ title: 'x', featuredImage: 'javascript:alert(1)' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: expect.stringContaining('INVALID_URL'),
      },
    );
  });
});

describe('translations', () => {
  it('joins the source article’s group, lists the drafts for the writer, refuses a language the group has', async () => {
    const english = await writer.caller.blog.create({ title: 'Growth guide' });
    const spanish = await writer.caller.blog.create({
      title: 'Guía de crecimiento',
      languageCode: 'es',
      translationOf: english.id,
    });
    expect(spanish.translationGroupId).toBe(english.id);
    expect(spanish.translations.map((item) => item.languageCode)).toEqual(['en', 'es']);
    await expect(
      writer.caller.blog.create({ title: 'Otra', languageCode: 'es', translationOf: spanish.id }),
    ).rejects.toMatchObject({ message: 'VALIDATION' });
    await expect(writer.caller.blog.update({ id: spanish.id, languageCode: 'en' })).rejects.toMatchObject({
      message: 'VALIDATION',
    });

    // Another user sees only the published members of the group.
    await writer.caller.blog.publish({ id: english.id });
    const reader = await signedInCaller(testApp.deps);
    const seen = await reader.caller.blog.get({ id: english.id });
    expect(seen.translations).toEqual([
      { id: english.id, languageCode: 'en', title: 'Growth guide', status: 'published', path: expect.any(String) },
    ]);
    await writer.caller.blog.publish({ id: spanish.id });
    expect((await reader.caller.blog.get({ id: english.id })).translations.map((item) => item.languageCode)).toEqual([
      'en',
      'es',
    ]);
  });

  it('refuses to translate another user’s article (BLOG_NOT_FOUND)', async () => {
    const other = await signedInCaller(testApp.deps);
    const theirs = await createArticle(testApp.deps.db, { authorId: other.userId, status: 'published' });
    await expect(
      writer.caller.blog.create({ title: 'Mine now', languageCode: 'it', translationOf: theirs.id }),
    ).rejects.toMatchObject({ message: 'BLOG_NOT_FOUND' });
  });
});

describe('update', () => {
  it('changes only the given fields, sanitises content, and re-derives an emptied excerpt', async () => {
    const article = await writer.caller.blog.create({
      title: 'Before',
      content: '<p>Old body</p>',
      category: 'Marketing',
      tags: ['a'],
    });
    const updated = await writer.caller.blog.update({
      id: article.id,
      content: '<p>New body<img src="data:image/png;base64,AAA" alt="Graph"></p>',
      excerpt: '',
      tags: ['b', 'c'],
    });
    expect(updated).toMatchObject({
      title: 'Before',
      slug: 'before',
      category: 'Marketing',
      tags: ['b', 'c'],
      excerpt: 'New body',
      content: '<p>New body<span class="image-placeholder" role="img" aria-label="Graph"></span></p>',
    });
  });

  it('derives the slug again from the title when given empty, and refuses a taken one', async () => {
    const article = await writer.caller.blog.create({ title: 'Draft name' });
    await writer.caller.blog.create({ title: 'Taken name', slug: 'taken-name' });
    expect((await writer.caller.blog.update({ id: article.id, title: 'Final Name', slug: '' })).slug).toBe(
      'final-name',
    );
    await expect(writer.caller.blog.update({ id: article.id, slug: 'taken-name' })).rejects.toMatchObject({
      message: 'SLUG_TAKEN',
    });
    expect((await storedRow(article.id))?.slug).toBe('final-name');
  });

  it('lets an admin edit any article, and makes the admin its editor', async () => {
    const admin = await signedInCaller(testApp.deps, { admin: true });
    const article = await writer.caller.blog.create({ title: 'Needs a fix' });
    expect(await admin.caller.blog.get({ id: article.id })).toMatchObject({ canEdit: true, status: 'draft' });
    const fixed = await admin.caller.blog.update({ id: article.id, title: 'Fixed' });
    expect(fixed).toMatchObject({ title: 'Fixed', authorId: writer.userId, editorId: admin.userId });
  });

  it('lets the editor edit and list the article, as the author does', async () => {
    const editor = await signedInCaller(testApp.deps);
    const row = await createArticle(testApp.deps.db, {
      authorId: writer.userId,
      editorId: editor.userId,
      title: 'Shared work',
    });
    expect(await editor.caller.blog.get({ id: row.id })).toMatchObject({ canEdit: true });
    expect((await editor.caller.blog.update({ id: row.id, title: 'Edited by editor' })).title).toBe('Edited by editor');
    expect((await editor.caller.blog.mine({})).items.map((item) => item.id)).toEqual([row.id]);
  });
});

describe('publishing and the removed addresses', () => {
  it('publish dates it once and frees its address; unpublish removes the address (410); publish again frees it', async () => {
    const article = await writer.caller.blog.create({ title: 'Launch notes', category: 'Product News' });
    const versionBefore = blogContentVersion(testApp.deps.db);
    const published = await writer.caller.blog.publish({ id: article.id });
    // Rendered public pages are stale once an article changed.
    expect(blogContentVersion(testApp.deps.db)).toBeGreaterThan(versionBefore);
    const path = '/product-news/general/general/en/launch-notes';
    expect(published).toMatchObject({ status: 'published', path });
    const firstDate = published.publishedAt;
    expect(firstDate).toBeInstanceOf(Date);
    expect(await removed(path)).toBe(false);

    const unpublished = await writer.caller.blog.unpublish({ id: article.id });
    expect(unpublished).toMatchObject({ status: 'draft', path: null });
    expect(await removed(path)).toBe(true);

    const again = await writer.caller.blog.publish({ id: article.id });
    expect(again.publishedAt).toEqual(firstDate);
    expect(await removed(path)).toBe(false);
  });

  it('unpublishing or deleting a draft leaves no rule', async () => {
    const draft = await writer.caller.blog.create({ title: 'Never out' });
    const path = articlePath({ ...draft, slug: draft.slug });
    await writer.caller.blog.unpublish({ id: draft.id });
    await writer.caller.blog.delete({ id: draft.id });
    expect(await removed(path)).toBe(false);
    expect(await storedRow(draft.id)).toBeUndefined();
  });

  it('deleting a published article removes the row and its address answers 410', async () => {
    const article = await writer.caller.blog.create({ title: 'Short lived' });
    const { path } = await writer.caller.blog.publish({ id: article.id });
    expect(await writer.caller.blog.delete({ id: article.id })).toEqual({ id: article.id });
    expect(await storedRow(article.id)).toBeUndefined();
    expect(await removed(path ?? '')).toBe(true);
  });

  it('a published article moved to another slug or language leaves its old address removed; a category change does not', async () => {
    const article = await writer.caller.blog.create({ title: 'Moving article', category: 'Old' });
    const { path: firstPath } = await writer.caller.blog.publish({ id: article.id });
    const recategorised = await writer.caller.blog.update({ id: article.id, category: 'New' });
    expect(recategorised.path).toBe('/new/general/general/en/moving-article');
    expect(await removed(firstPath ?? '')).toBe(false);

    const renamed = await writer.caller.blog.update({ id: article.id, slug: 'moved-article' });
    expect(await removed('/new/general/general/en/moving-article')).toBe(true);
    expect(await removed(renamed.path ?? '')).toBe(false);

    const translated = await writer.caller.blog.update({ id: article.id, languageCode: 'pt' });
    expect(translated.path).toBe('/new/general/general/pt/moved-article');
    expect(await removed('/new/general/general/en/moved-article')).toBe(true);
  });

  it('stores the rule of a non-Latin address as requests carry it, percent-encoded', async () => {
    const article = await writer.caller.blog.create({ title: 'Добрый день', languageCode: 'ru' });
    const { path } = await writer.caller.blog.publish({ id: article.id });
    expect(path).toBe('/general/general/general/ru/добрый-день');
    await writer.caller.blog.unpublish({ id: article.id });
    expect(await removed(`/general/general/general/ru/${encodeURIComponent('добрый-день')}`)).toBe(true);
    await writer.caller.blog.publish({ id: article.id });
    expect(await removed(`/general/general/general/ru/${encodeURIComponent('добрый-день')}`)).toBe(false);
  });

  it('a rule is committed with the article: a refused write leaves none', async () => {
    const article = await writer.caller.blog.create({ title: 'Stays put' });
    const { path } = await writer.caller.blog.publish({ id: article.id });
    await writer.caller.blog.create({ title: 'Blocker', slug: 'blocker' });
    await expect(writer.caller.blog.update({ id: article.id, slug: 'blocker' })).rejects.toMatchObject({
      message: 'SLUG_TAKEN',
    });
    expect(await removed(path ?? '')).toBe(false);
  });
});

describe('My Articles', () => {
  it('lists the user’s articles newest first, searched in title and excerpt, filtered, paged, with the total', async () => {
    const user = await signedInCaller(testApp.deps);
    const other = await signedInCaller(testApp.deps);
    await createArticle(testApp.deps.db, { authorId: other.userId, title: 'Not mine', status: 'published' });
    const base = Date.parse('2026-11-01T10:00:00Z');
    const ids: string[] = [];
    for (let index = 0; index < MY_ARTICLES_PAGE_SIZE + 2; index += 1) {
      const row = await createArticle(testApp.deps.db, {
        authorId: user.userId,
        title: `Note ${index}`,
        createdAt: new Date(base + index * 60_000),
        languageCode: index % 2 === 0 ? 'en' : 'fr',
        category: index < 3 ? 'Sales' : 'Ops',
        status: index % 3 === 0 ? 'published' : 'draft',
        excerpt: index === 5 ? 'About 100% growth_rate' : '',
      });
      ids.push(row.id);
    }
    const newestFirst = [...ids].reverse();

    const first = await user.caller.blog.mine({});
    expect(first).toMatchObject({ total: MY_ARTICLES_PAGE_SIZE + 2, page: 1, pageSize: MY_ARTICLES_PAGE_SIZE });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, MY_ARTICLES_PAGE_SIZE));
    expect((await user.caller.blog.mine({ page: 2 })).items.map((item) => item.id)).toEqual(
      newestFirst.slice(MY_ARTICLES_PAGE_SIZE),
    );

    expect((await user.caller.blog.mine({ search: 'NOTE 1' })).total).toBe(11); // 1, 10–19
    expect((await user.caller.blog.mine({ search: '100%' })).items.map((item) => item.title)).toEqual(['Note 5']);
    expect((await user.caller.blog.mine({ search: 'e_1' })).total).toBe(0); // "_" is no wildcard: "Note 1" does not match
    expect((await user.caller.blog.mine({ status: 'published' })).total).toBe(8);
    expect((await user.caller.blog.mine({ languageCode: 'fr' })).total).toBe(11);
    expect((await user.caller.blog.mine({ category: 'Sales' })).items.map((item) => item.title)).toEqual([
      'Note 2',
      'Note 1',
      'Note 0',
    ]);
  });
});

describe('categories', () => {
  it('counts published articles per language, kind and category, for everyone', async () => {
    const author = await signedInCaller(testApp.deps);
    for (const [category, languageCode, status] of [
      ['Data Science', 'nl', 'published'],
      ['Data Science', 'nl', 'published'],
      ['Data Science', 'nl', 'draft'],
      ['Cooking', 'nl', 'published'],
    ] as const) {
      await createArticle(testApp.deps.db, { authorId: author.userId, category, languageCode, status });
    }
    const dutch = (await testApp.caller.blog.categories()).filter((row) => row.languageCode === 'nl');
    expect(dutch).toEqual([
      { languageCode: 'nl', contentType: 'blog', category: 'Cooking', segment: 'cooking', count: 1 },
      { languageCode: 'nl', contentType: 'blog', category: 'Data Science', segment: 'data-science', count: 2 },
    ]);
  });
});
