import { randomUUID } from 'node:crypto';
import { articleTranslationRequest } from '@wordloom/shared/domain/article-translation';
import { countWords, estimateWords } from '@wordloom/shared/domain/word-count';
import type { TArticleTranslation } from '@wordloom/shared/schemas/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWordAccount } from '../../server/src/features/words/service.ts';
import { resultText } from '../../server/src/lib/ai/structured.ts';
import { aiUser, FAKE_AI, followGeneration, lastEvent } from '../helpers/ai.ts';
import { createArticle, type TestArticleOptions } from '../helpers/blog.ts';
import type { SignedInCaller } from '../helpers/callers.ts';
import { makeAdmin } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type FakeOpenAI, fakeOpenAI } from '../mocks/openai.ts';
import { mswServer } from '../setup/msw-node.ts';

/**
 * Issue 14 point 6: any article the user may edit, translated by the writer into another of the
 * 27 languages and saved as a draft of its translation group, with its slug and meta in the
 * target language; the words held by the estimate and charged by the translation's words.
 */

/** Links as the blog stores them (its sanitiser gives every link these `rel` values). */
const SOURCE_HTML =
  '<h2>Why grind fresh</h2><p>Ground coffee loses its aroma within minutes. Grind just before you brew, and use a <a href="https://example.org/grinders" rel="noopener noreferrer nofollow">burr grinder</a>.</p>';

const FRENCH: TArticleTranslation = {
  title: 'Guide du café filtre',
  excerpt: 'Tout ce qu’il faut pour un bon café filtre à la maison.',
  metaDescription: 'Moudre, doser et verser : le guide pratique du café filtre, de la mouture à la tasse.',
  focusKeyphrase: 'café filtre',
  slug: 'guide-cafe-filtre',
  html: '<h2>Pourquoi moudre frais</h2><p>Le café moulu perd son arôme en quelques minutes. Moulez juste avant l’infusion, avec un <a href="https://example.org/grinders" rel="noopener noreferrer nofollow">moulin à meules</a>.</p>',
};

let testApp: TestApp;
let fake: FakeOpenAI;
/** What the fake provider answers to the next translation. */
let answer: TArticleTranslation = FRENCH;

beforeAll(async () => {
  testApp = await createTestApp(FAKE_AI);
});

afterAll(() => testApp.close());

function useFakeOpenAI() {
  fake = fakeOpenAI({ baseUrl: FAKE_AI.AI_BASE_URL, apiKey: FAKE_AI.AI_API_KEY, structured: () => answer });
  mswServer.use(...fake.handlers);
}

/** An article of `authorId` about filter coffee, in English, with a focus keyphrase. */
async function sourceArticle(authorId: string, overrides: Omit<TestArticleOptions, 'authorId'> = {}) {
  const article = await createArticle(testApp.deps.db, {
    authorId,
    title: 'A guide to filter coffee',
    // Each test writes its own: slugs are unique per language.
    slug: `filter-coffee-${randomUUID().slice(0, 8)}`,
    excerpt: 'Everything you need for good filter coffee at home.',
    metaDescription: 'Grind, dose and pour: the practical guide to filter coffee, from the grinder to the cup.',
    content: SOURCE_HTML,
    featuredImage: '/media/blog-images/coffee.webp',
    category: 'Coffee',
    subcategory: 'Brewing',
    tags: ['coffee', 'brewing'],
    categories: ['Kitchen'],
    ...overrides,
  });
  return testApp.deps.db
    .updateTable('blogPosts')
    .set({ focusKeyphrase: 'filter coffee' })
    .where('id', '=', article.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function articleRow(id: string) {
  return testApp.deps.db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function groupRows(translationGroupId: string) {
  return testApp.deps.db
    .selectFrom('blogPosts')
    .select(['id', 'languageCode'])
    .where('translationGroupId', '=', translationGroupId)
    .orderBy('languageCode')
    .execute();
}

async function translate(user: SignedInCaller, articleId: string, languageCode: 'fr' | 'de' | 'en' | 'es' = 'fr') {
  const { generationId } = await user.caller.articleWriter.translate({
    articleId,
    languageCode,
    idempotencyKey: randomUUID(),
  });
  const events = await followGeneration(user.caller, generationId);
  const done = lastEvent(events);
  if (done.type !== 'done' || !done.savedId) throw new Error(`The translation ended with ${JSON.stringify(done)}`);
  return { events, done, savedId: done.savedId };
}

describe('translating with an AI provider', () => {
  it('saves a French draft in the same translation group, with the answer’s texts and slug, and charges its words', async () => {
    useFakeOpenAI();
    answer = FRENCH;
    const user = await aiUser(testApp.deps, { words: 2000 });
    const source = await sourceArticle(user.userId, { status: 'published' });

    const { events, done, savedId } = await translate(user, source.id);

    const held = estimateWords(articleTranslationRequest({ ...source, languageCode: 'en' }, 'fr'));
    expect(events[0]?.event).toMatchObject({ type: 'started', heldWords: held, templateDraft: false });
    const words = countWords(resultText('article_translation', FRENCH));
    expect(done).toMatchObject({ type: 'done', words });
    expect(words).toBeLessThan(held);

    expect(await articleRow(savedId)).toMatchObject({
      authorId: user.userId,
      status: 'draft',
      languageCode: 'fr',
      translationGroupId: source.translationGroupId,
      title: FRENCH.title,
      slug: 'guide-cafe-filtre',
      excerpt: FRENCH.excerpt,
      metaDescription: FRENCH.metaDescription,
      focusKeyphrase: 'café filtre',
      content: FRENCH.html,
      featuredImage: '/media/blog-images/coffee.webp',
      category: 'Coffee',
      subcategory: 'Brewing',
      tags: ['coffee', 'brewing'],
      categories: ['Kitchen'],
      contentType: 'blog',
      publishedAt: null,
    });
    // The source stays as it was, and now lists its French version.
    expect(await articleRow(source.id)).toMatchObject({ title: source.title, status: 'published', languageCode: 'en' });
    const detail = await user.caller.blog.get({ id: source.id });
    expect(detail.translations.map((translation) => [translation.languageCode, translation.title])).toEqual([
      ['en', source.title],
      ['fr', FRENCH.title],
    ]);

    expect(await getWordAccount(testApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 2000 - words,
      heldWords: 0,
    });

    // The prompt asked for French from English, with every field of the stored article.
    const prompt =
      fake.requests
        .at(-1)
        ?.messages.map((message) => message.content)
        .join('\n') ?? '';
    expect(prompt).toContain('into French');
    for (const text of [source.title, source.excerpt, source.metaDescription, 'filter coffee', SOURCE_HTML]) {
      expect(prompt).toContain(text);
    }
  });

  it('makes a valid slug of the answer’s, and numbers the translated title’s when another French article has it', async () => {
    useFakeOpenAI();
    const user = await aiUser(testApp.deps);
    const someoneElse = await aiUser(testApp.deps);
    await createArticle(testApp.deps.db, {
      authorId: someoneElse.userId,
      languageCode: 'fr',
      title: 'Espresso',
      slug: 'espresso-maison',
    });
    await createArticle(testApp.deps.db, {
      authorId: someoneElse.userId,
      languageCode: 'fr',
      title: 'Un autre',
      slug: 'espresso-a-la-maison',
    });

    answer = { ...FRENCH, title: 'Le Café Élégant', slug: 'Le Café Élégant!' };
    const first = await translate(user, (await sourceArticle(user.userId)).id);
    expect((await articleRow(first.savedId)).slug).toBe('le-cafe-elegant');

    answer = { ...FRENCH, title: 'Espresso à la maison', slug: 'espresso-maison' };
    const second = await translate(user, (await sourceArticle(user.userId)).id);
    expect((await articleRow(second.savedId)).slug).toBe('espresso-a-la-maison-2');

    answer = { ...FRENCH, title: 'Sans slug', slug: '' };
    const third = await translate(user, (await sourceArticle(user.userId)).id);
    expect((await articleRow(third.savedId)).slug).toBe('sans-slug');
  });

  it('stores the answer’s HTML sanitised', async () => {
    useFakeOpenAI();
    answer = {
      ...FRENCH,
      html: '<p onclick="steal()">Bonjour</p><script>steal()</script><a href="javascript:steal()">lien</a>',
    };
    const user = await aiUser(testApp.deps);
    const { savedId } = await translate(user, (await sourceArticle(user.userId)).id);
    const { content } = await articleRow(savedId);
    expect(content).toContain('Bonjour');
    expect(content).not.toMatch(/script|onclick|javascript:/);
  });

  it('lets the editor of an article and an admin translate it', async () => {
    useFakeOpenAI();
    answer = FRENCH;
    const author = await aiUser(testApp.deps);
    const editor = await aiUser(testApp.deps);
    const admin = await aiUser(testApp.deps);
    await makeAdmin(testApp.deps.db, admin.userId);
    const source = await sourceArticle(author.userId, { editorId: editor.userId });

    const byEditor = await translate(editor, source.id, 'fr');
    const byAdmin = await translate(admin, source.id, 'de');
    expect(await articleRow(byEditor.savedId)).toMatchObject({ authorId: editor.userId, languageCode: 'fr' });
    expect(await articleRow(byAdmin.savedId)).toMatchObject({ authorId: admin.userId, languageCode: 'de' });
    expect(await groupRows(source.translationGroupId)).toEqual([
      { id: byAdmin.savedId, languageCode: 'de' },
      { id: source.id, languageCode: 'en' },
      { id: byEditor.savedId, languageCode: 'fr' },
    ]);
  });

  it('a provider that fails hands over to the template composer: the untranslated draft is saved, free', async () => {
    useFakeOpenAI();
    fake.failWith('malformed');
    const user = await aiUser(testApp.deps, { words: 1000 });
    const source = await sourceArticle(user.userId);
    const { events, done, savedId } = await translate(user, source.id, 'es');
    expect(events.map(({ event }) => event.type)).toContain('fallback');
    expect(done).toMatchObject({ type: 'done', words: 0 });
    expect(await articleRow(savedId)).toMatchObject({
      languageCode: 'es',
      translationGroupId: source.translationGroupId,
      status: 'draft',
    });
    expect(await getWordAccount(testApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 1000,
      heldWords: 0,
    });
  });
});

describe('refusals, before any words are held', () => {
  async function generationCount(userId: string) {
    const row = await testApp.deps.db
      .selectFrom('aiGenerations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('the article’s own language, and a language its translation group has, are TRANSLATION_EXISTS', async () => {
    const user = await aiUser(testApp.deps, { words: 1000 });
    const source = await sourceArticle(user.userId);
    const german = await createArticle(testApp.deps.db, {
      authorId: user.userId,
      languageCode: 'de',
      title: 'Filterkaffee',
      translationGroupId: source.translationGroupId,
    });
    const refused = { message: 'TRANSLATION_EXISTS', code: 'CONFLICT' };
    const key = () => randomUUID();
    await expect(
      user.caller.articleWriter.translate({ articleId: source.id, languageCode: 'en', idempotencyKey: key() }),
    ).rejects.toMatchObject(refused);
    await expect(
      user.caller.articleWriter.translate({ articleId: source.id, languageCode: 'de', idempotencyKey: key() }),
    ).rejects.toMatchObject(refused);
    // From the German version, English is the group's too.
    await expect(
      user.caller.articleWriter.translate({ articleId: german.id, languageCode: 'en', idempotencyKey: key() }),
    ).rejects.toMatchObject(refused);

    expect(await generationCount(user.userId)).toBe(0);
    expect(await getWordAccount(testApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 1000,
      heldWords: 0,
    });
    expect(await groupRows(source.translationGroupId)).toHaveLength(2);
  });

  it('another user’s article, draft or published, is BLOG_NOT_FOUND', async () => {
    const author = await aiUser(testApp.deps);
    const stranger = await aiUser(testApp.deps, { words: 1000 });
    const draft = await sourceArticle(author.userId);
    const published = await sourceArticle(author.userId, { status: 'published' });
    for (const article of [draft, published]) {
      await expect(
        stranger.caller.articleWriter.translate({
          articleId: article.id,
          languageCode: 'fr',
          idempotencyKey: randomUUID(),
        }),
      ).rejects.toMatchObject({ message: 'BLOG_NOT_FOUND', code: 'NOT_FOUND' });
      expect(await groupRows(article.translationGroupId)).toHaveLength(1);
    }
    expect(await generationCount(stranger.userId)).toBe(0);
  });

  it('an article that does not exist is BLOG_NOT_FOUND', async () => {
    const user = await aiUser(testApp.deps);
    await expect(
      user.caller.articleWriter.translate({
        articleId: randomUUID(),
        languageCode: 'fr',
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ message: 'BLOG_NOT_FOUND' });
  });
});

describe('without an AI provider', () => {
  let offlineApp: TestApp;

  beforeAll(async () => {
    offlineApp = await createTestApp();
  });

  afterAll(() => offlineApp.close());

  it('saves the template composer’s honest draft: the source’s texts, said to be untranslated, free of charge', async () => {
    const user = await aiUser(offlineApp.deps, { words: 1000 });
    const source = await createArticle(offlineApp.deps.db, {
      authorId: user.userId,
      title: 'A guide to filter coffee',
      slug: 'filter-coffee-guide',
      content: SOURCE_HTML,
      metaDescription: 'Grind, dose and pour.',
    });
    const { generationId } = await user.caller.articleWriter.translate({
      articleId: source.id,
      languageCode: 'ja',
      idempotencyKey: randomUUID(),
    });
    const events = await followGeneration(user.caller, generationId);
    expect(events[0]?.event).toMatchObject({ type: 'started', templateDraft: true });
    const done = lastEvent(events);
    if (done.type !== 'done' || !done.savedId) throw new Error('The done event named no saved translation');
    expect(done.words).toBe(0);

    const saved = await offlineApp.deps.db
      .selectFrom('blogPosts')
      .selectAll()
      .where('id', '=', done.savedId)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      languageCode: 'ja',
      translationGroupId: source.translationGroupId,
      status: 'draft',
      title: source.title,
      // The composer has only the title to make a slug from.
      slug: 'a-guide-to-filter-coffee',
      metaDescription: 'Grind, dose and pour.',
    });
    // The text is the source's, after a first paragraph that says it was not translated.
    expect(saved.content).toContain(SOURCE_HTML);
    expect(saved.content.indexOf(SOURCE_HTML)).toBeGreaterThan(0);
    expect(saved.content).toMatch(/^<p>[^<]*not (been )?translated/i);
    expect(await getWordAccount(offlineApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 1000,
      heldWords: 0,
    });
  });
});
