import { scoreArticle } from '@wordloom/shared/domain/seo-score';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOrigins } from '../../server/src/lib/site-urls.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The on-page SEO score stored on every save (issue 14 point 4) and shown in My Articles. */

let testApp: TestApp;
let writer: SignedInCaller;
let mainOrigin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  writer = await signedInCaller(testApp.deps, { paid: true });
  mainOrigin = siteOrigins(testApp.deps.config).origins.main;
});

afterAll(() => testApp.close());

async function storedRow(id: string) {
  return testApp.deps.db
    .selectFrom('blogPosts')
    .select(['title', 'metaDescription', 'slug', 'content', 'languageCode', 'focusKeyphrase', 'seoScore'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** What the editor would score for the stored row: the same module, the same origins. */
function scoreOfStored(row: Awaited<ReturnType<typeof storedRow>>): number {
  return scoreArticle({
    keyphrase: row.focusKeyphrase,
    title: row.title,
    metaDescription: row.metaDescription,
    slug: row.slug,
    html: row.content,
    languageCode: row.languageCode,
    siteOrigins: Object.values(siteOrigins(testApp.deps.config).origins),
  }).score;
}

const sentence = 'A cold brew coffee is smooth and sweet when the beans steep for a long night in the fridge. ';

function articleHtml(internalHref: string): string {
  return [
    `<p>Cold brew coffee is easy to make at home. ${sentence.repeat(3)}</p>`,
    `<h2>Why cold brew coffee tastes sweeter</h2><p>${sentence.repeat(6)}</p>`,
    `<h2>What you need</h2><p>${sentence.repeat(6)} <a href="${internalHref}">Our grinder guide</a></p>`,
    `<p>${sentence.repeat(4)} <a href="https://www.example.org/coffee">A roaster's notes</a></p>`,
    '<p><img src="/media/jar.png" alt="A jar of cold brew"></p>',
  ].join('');
}

describe('blog.create stores the SEO score', () => {
  it('scores the stored fields with the focus keyphrase, counting a link to this site as internal', async () => {
    const article = await writer.caller.blog.create({
      title: 'Cold brew coffee at home: a simple overnight guide',
      focusKeyphrase: 'cold brew coffee',
      metaDescription:
        'Cold brew coffee made at home: the beans, the grind, the jar and the night in the fridge that make it smooth and sweet, step by step for beginners.',
      // An absolute link to the main site is internal only with the site's origins.
      content: articleHtml(`${mainOrigin}/blog/grinders`),
    });
    const row = await storedRow(article.id);
    expect(row.slug).toBe('cold-brew-coffee-at-home-a-simple-overnight-guide');
    expect(row.seoScore).toBe(scoreOfStored(row));
    const withoutOrigins = scoreArticle({
      keyphrase: row.focusKeyphrase,
      title: row.title,
      metaDescription: row.metaDescription,
      slug: row.slug,
      html: row.content,
      languageCode: 'en',
    });
    expect(row.seoScore).toBeGreaterThan(withoutOrigins.score);
    expect(row.seoScore).toBeGreaterThanOrEqual(80);
  });

  it('stores no score without a focus keyphrase', async () => {
    const article = await writer.caller.blog.create({ title: 'Notes without a keyphrase', content: '<p>Short.</p>' });
    expect((await storedRow(article.id)).seoScore).toBeNull();
  });

  it('scores the slug the article gets when it is derived and numbered', async () => {
    const input = { title: 'Tea', focusKeyphrase: 'green tea', content: '<p>Green tea is mild.</p>' };
    await writer.caller.blog.create(input);
    const second = await writer.caller.blog.create(input);
    const row = await storedRow(second.id);
    expect(row.slug).toBe('tea-2');
    expect(row.seoScore).toBe(scoreOfStored(row));
  });
});

describe('blog.update stores the new SEO score', () => {
  it('rescores when the text, the keyphrase or the slug change, and clears it when the keyphrase goes', async () => {
    const article = await writer.caller.blog.create({
      title: 'Cold brew coffee at home: a simple overnight guide',
      focusKeyphrase: 'cold brew coffee',
      content: '<p>Short text.</p>',
    });
    const before = (await storedRow(article.id)).seoScore;

    await writer.caller.blog.update({ id: article.id, content: articleHtml('/blog/grinders') });
    const longer = await storedRow(article.id);
    expect(longer.seoScore).toBe(scoreOfStored(longer));
    expect(longer.seoScore).toBeGreaterThan(before ?? 100);

    await writer.caller.blog.update({ id: article.id, slug: 'overnight-guide' });
    const renamed = await storedRow(article.id);
    expect(renamed.seoScore).toBe(scoreOfStored(renamed));
    expect(renamed.seoScore).toBeLessThan(longer.seoScore ?? 0);

    await writer.caller.blog.update({ id: article.id, focusKeyphrase: 'espresso' });
    const otherPhrase = await storedRow(article.id);
    expect(otherPhrase.seoScore).toBe(scoreOfStored(otherPhrase));
    expect(otherPhrase.seoScore).toBeLessThan(renamed.seoScore ?? 0);

    await writer.caller.blog.update({ id: article.id, focusKeyphrase: '' });
    expect((await storedRow(article.id)).seoScore).toBeNull();
  });
});

describe('My Articles', () => {
  it('lists each article with its stored score, null without a keyphrase', async () => {
    const reader = await signedInCaller(testApp.deps, { email: 'seo-list@example.com' });
    const scored = await reader.caller.blog.create({
      title: 'Green tea brewing temperatures',
      focusKeyphrase: 'green tea',
      content: '<p>Green tea likes water below boiling.</p>',
    });
    const plain = await reader.caller.blog.create({ title: 'A plain draft', content: '<p>Nothing to score.</p>' });
    const page = await reader.caller.blog.mine({});
    const scores = Object.fromEntries(page.items.map((item) => [item.id, item.seoScore]));
    expect(scores).toEqual({ [scored.id]: (await storedRow(scored.id)).seoScore, [plain.id]: null });
    expect(scores[scored.id]).toEqual(expect.any(Number));
  });
});
