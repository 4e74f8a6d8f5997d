import { randomUUID } from 'node:crypto';
import { splitArticleMarkdown } from '@wordloom/shared/domain/article-markdown';
import { articlePath, slugify } from '@wordloom/shared/domain/blog-paths';
import type { TWriterSessionPatch } from '@wordloom/shared/schemas/article-writer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiUser, FAKE_AI } from '../helpers/ai.ts';
import {
  ARTICLE_MARKDOWN,
  defaultAnswers,
  KEYWORD,
  KEYWORD_IDEAS,
  KEYWORD_SELECT,
  OUTLINES,
  readyForArticle,
  runToEnd,
  useWriterFake,
} from '../helpers/article-writer.ts';
import { createArticle } from '../helpers/blog.ts';
import type { SignedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { FakeOpenAI } from '../mocks/openai.ts';

/**
 * The generated article saved as the user's draft blog article (through the blog service), and
 * the internal links suggested from the user's own published articles.
 */

let testApp: TestApp;
let fake: FakeOpenAI;

beforeAll(async () => {
  testApp = await createTestApp(FAKE_AI);
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(() => {
  fake = useWriterFake(defaultAnswers());
});

const GENERATED: TWriterSessionPatch['generatedArticle'] = {
  title: 'How to Make a Sourdough Starter in 7 Days',
  metaDescription: '',
  sections: splitArticleMarkdown(ARTICLE_MARKDOWN, {
    outline: OUTLINES.outlines[0]!.sections,
    includeKeyTakeaways: true,
    includeFaq: true,
  }).sections,
};

async function articleRow(id: string) {
  return testApp.deps.db
    .selectFrom('blogPosts')
    .select([
      'authorId',
      'status',
      'title',
      'slug',
      'excerpt',
      'metaDescription',
      'content',
      'focusKeyphrase',
      'languageCode',
      'contentType',
      'tags',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function articlesBy(authorId: string) {
  return testApp.deps.db.selectFrom('blogPosts').select('id').where('authorId', '=', authorId).execute();
}

/** The keyword form with its own keyword: each test's slugs are its own in the file's one database. */
function keywordForm(keyword: string, contentType: 'How-to Guide' | 'News Article' = 'How-to Guide') {
  return { keyword, country: 'US', language: 'en' as const, contentType, brokenLinks: false, brokenLinkCount: 10 };
}

function generatedSession(user: SignedInCaller, keyword: string, patch: TWriterSessionPatch = {}) {
  return readyForArticle(user.caller, { generatedArticle: GENERATED, keywordForm: keywordForm(keyword), ...patch });
}

/** One of `authorId`'s articles, under a slug no other test uses. */
function article(authorId: string, options: Omit<Parameters<typeof createArticle>[1], 'authorId'>) {
  return createArticle(testApp.deps.db, {
    authorId,
    slug: `${slugify(options.title ?? 'article')}-${randomUUID()}`,
    ...options,
  });
}

describe('saving the generated article', () => {
  it('creates a draft blog article from the session, and keeps its id', async () => {
    const user = await aiUser(testApp.deps);
    const session = await generatedSession(user, KEYWORD);

    const { articleId } = await user.caller.articleWriter.saveArticle({ sessionId: session.id });
    const row = await articleRow(articleId);
    expect(row).toMatchObject({
      authorId: user.userId,
      status: 'draft',
      title: 'How to Make a Sourdough Starter in 7 Days',
      slug: 'sourdough-starter',
      // The introduction's whole sentences within 300 characters.
      excerpt:
        'A sourdough starter is flour and water that wild yeast has moved into. It takes a week of patience. This guide shows each day.',
      metaDescription: KEYWORD_SELECT.titlesAndShortDescription[0]!.description,
      focusKeyphrase: KEYWORD,
      languageCode: 'en',
      contentType: 'blog',
      // The kept keywords (the first three here).
      tags: KEYWORD_IDEAS.slice(0, 3).map((idea) => idea.keyword),
    });
    expect(row.content).toContain('<h2>Day-by-day plan</h2>');
    expect(row.content).toContain('<p>Mix 50 g of flour with 50 g of water on day one.</p>');
    expect(row.content).not.toContain('<h1>');

    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.articleId).toBe(articleId);
    expect(after.state).toEqual(session.state);
  });

  it('saving again updates the same article (its slug kept); one gone is created again', async () => {
    const user = await aiUser(testApp.deps);
    const session = await generatedSession(user, 'rye starter');
    const first = await user.caller.articleWriter.saveArticle({ sessionId: session.id });

    await user.caller.articleWriter.sessions.update({
      sessionId: session.id,
      patch: { chosenTitle: { title: 'Sourdough Starter, Day by Day', description: 'A week with a starter.' } },
    });
    const second = await user.caller.articleWriter.saveArticle({ sessionId: session.id });
    expect(second).toEqual(first);
    expect(await articlesBy(user.userId)).toHaveLength(1);
    expect(await articleRow(first.articleId)).toMatchObject({
      title: 'Sourdough Starter, Day by Day',
      slug: 'rye-starter',
      metaDescription: 'A week with a starter.',
    });

    await user.caller.blog.delete({ id: first.articleId });
    const third = await user.caller.articleWriter.saveArticle({ sessionId: session.id });
    expect(third.articleId).not.toBe(first.articleId);
    expect(await articlesBy(user.userId)).toEqual([{ id: third.articleId }]);
  });

  it('numbers the keyword slug when it is taken, and saves a news article as news', async () => {
    const user = await aiUser(testApp.deps);
    const other = await aiUser(testApp.deps);
    await createArticle(testApp.deps.db, { authorId: other.userId, slug: 'spelt-starter', title: 'Another one' });
    const session = await generatedSession(user, 'spelt starter', {
      keywordForm: keywordForm('spelt starter', 'News Article'),
    });
    const { articleId } = await user.caller.articleWriter.saveArticle({ sessionId: session.id });
    expect(await articleRow(articleId)).toMatchObject({ slug: 'spelt-starter-2', contentType: 'news' });
  });

  it('cuts a long description at a word within 156 characters', async () => {
    const user = await aiUser(testApp.deps);
    const description = `${'Feed your starter every morning and watch it grow. '.repeat(5)}`.trim();
    const session = await generatedSession(user, 'starter care', {
      chosenTitle: { title: 'Starter care', description },
    });
    const { articleId } = await user.caller.articleWriter.saveArticle({ sessionId: session.id });
    const { metaDescription } = await articleRow(articleId);
    expect(metaDescription.length).toBeLessThanOrEqual(156);
    expect(description.startsWith(metaDescription)).toBe(true);
    expect(description[metaDescription.length]).toBe(' ');
  });

  it('answers WRITER_STEP_NOT_READY before an article was generated', async () => {
    const user = await aiUser(testApp.deps);
    const session = await readyForArticle(user.caller);
    await expect(user.caller.articleWriter.saveArticle({ sessionId: session.id })).rejects.toMatchObject({
      message: 'WRITER_STEP_NOT_READY',
    });
    expect(await articlesBy(user.userId)).toEqual([]);
  });
});

describe('internal links', () => {
  it("suggests the user's own published articles on the subject, not drafts, other languages or other users'", async () => {
    const user = await aiUser(testApp.deps);
    const other = await aiUser(testApp.deps);
    const related = await article(user.userId, {
      status: 'published',
      title: 'Baking with a sourdough starter',
      category: 'Baking',
    });
    const byTag = await article(user.userId, {
      status: 'published',
      title: 'Flour guide',
      tags: ['Feeding Sourdough Starter'],
    });
    await article(user.userId, { status: 'draft', title: 'Sourdough starter notes' });
    await article(user.userId, { status: 'published', languageCode: 'fr', title: 'Sourdough starter en français' });
    await article(user.userId, { status: 'published', title: 'Tax returns explained' });
    await article(other.userId, { status: 'published', title: 'Sourdough starter by someone else' });
    const session = await readyForArticle(user.caller);

    const suggested = await user.caller.articleWriter.suggestInternalLinks({ sessionId: session.id });
    expect(
      suggested.state.internalLinks.map(({ articleId, path, selected }) => ({ articleId, path, selected })),
    ).toEqual(
      expect.arrayContaining([
        { articleId: related.id, path: articlePath(related), selected: true },
        { articleId: byTag.id, path: articlePath(byTag), selected: true },
      ]),
    );
    expect(suggested.state.internalLinks).toHaveLength(2);
    expect(suggested.state.internalLinks.every((link) => link.score > 0)).toBe(true);
  });

  it('the article run suggests them first when none were, links to them, and keeps them with the article', async () => {
    const user = await aiUser(testApp.deps, { words: 5000 });
    const related = await article(user.userId, { status: 'published', title: 'Baking with a sourdough starter' });
    const session = await readyForArticle(user.caller);

    await runToEnd(user.caller, { run: 'article', sessionId: session.id });
    expect(JSON.stringify(fake.requests.at(-1)?.messages)).toContain(articlePath(related));
    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.state.internalLinks).toMatchObject([{ articleId: related.id, path: articlePath(related) }]);
  });

  it('the article run links only to the ticked ones', async () => {
    const user = await aiUser(testApp.deps, { words: 5000 });
    const kept = await article(user.userId, { status: 'published', title: 'Baking with a sourdough starter' });
    const unticked = await article(user.userId, { status: 'published', title: 'Storing a sourdough starter' });
    const session = await readyForArticle(user.caller);
    const suggested = await user.caller.articleWriter.suggestInternalLinks({ sessionId: session.id });
    await user.caller.articleWriter.sessions.update({
      sessionId: session.id,
      patch: {
        internalLinks: suggested.state.internalLinks.map((link) => ({
          ...link,
          selected: link.articleId === kept.id,
        })),
      },
    });

    await runToEnd(user.caller, { run: 'article', sessionId: session.id });
    const prompt = JSON.stringify(fake.requests.at(-1)?.messages);
    expect(prompt).toContain(articlePath(kept));
    expect(prompt).not.toContain(articlePath(unticked));
  });
});
