import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countWords } from '@wordloom/shared/domain/word-count';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getWordAccount } from '../../server/src/features/words/service.ts';
import { aiUser, FAKE_AI, followGeneration, lastEvent } from '../helpers/ai.ts';
import {
  ARTICLE_MARKDOWN,
  defaultAnswers,
  KEYWORD,
  KEYWORD_IDEAS,
  KEYWORD_SELECT,
  NEW_SECTION_TEXT,
  OUTLINES,
  readyForArticle,
  runToEnd,
  sessionWith,
  useWriterFake,
  type WriterAnswers,
} from '../helpers/article-writer.ts';
import { httpRequestForm } from '../helpers/http-requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import type { FakeOpenAI } from '../mocks/openai.ts';

/**
 * Each writer run of the article writer against the OpenAI-compatible emulation: the validated
 * answer lands in the session in the transaction that settles its words, a failed or cancelled
 * run leaves the session as it was, and the keywords run reads competing pages from an enabled
 * `article.serp` mapping.
 */

let testApp: TestApp;
let answers: WriterAnswers;
let fake: FakeOpenAI;
let serp: Server;
let serpUrl: string;
let serpAnswer: { status: number; body: unknown };
const serpBodies: unknown[] = [];

beforeAll(async () => {
  // The search-results service runs on this machine: loopback is allowed here.
  testApp = await createTestApp({ ...FAKE_AI, OUTBOUND_ALLOW_LOOPBACK: 'true' });
  serp = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      serpBodies.push(JSON.parse(body));
      response.statusCode = serpAnswer.status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(serpAnswer.body));
    });
  });
  await new Promise<void>((resolve) => serp.listen(0, '127.0.0.1', resolve));
  serpUrl = `http://127.0.0.1:${(serp.address() as AddressInfo).port}/serp`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => serp.close(() => resolve()));
  await testApp.close();
});

beforeEach(() => {
  answers = defaultAnswers();
  fake = useWriterFake(answers);
});

async function words(userId: string) {
  return getWordAccount(testApp.deps.db, { userId });
}

describe('the keywords run', () => {
  it('lists every idea, keeps the first five and the keywords the user added, and opens the selection step', async () => {
    const user = await aiUser(testApp.deps, { words: 1000 });
    const session = await sessionWith(user.caller, {
      selectedKeywords: [{ keyword: 'rye sourdough starter', isSelected: true }],
    });

    const { last } = await runToEnd(user.caller, { run: 'keywords', sessionId: session.id });
    if (last.type !== 'done') throw new Error(`the run ended with ${last.type}`);
    expect(last.savedId).toBe(session.id);

    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.step).toBe('select-keywords');
    expect(after.state.keywordResponse).toEqual({
      keywords: KEYWORD_IDEAS.map((idea) => ({ ...idea })),
      competingPages: [],
    });
    expect(after.state.selectedKeywords).toEqual([
      ...KEYWORD_IDEAS.map((idea, index) => ({ keyword: idea.keyword, isSelected: index < 5 })),
      { keyword: 'rye sourdough starter', isSelected: true },
    ]);
    expect(after.revision).toBe(session.revision + 1);
    // The words of the answer were charged.
    expect(await words(user.userId)).toMatchObject({ availableWords: 1000 - last.words, heldWords: 0 });
    expect(last.words).toBeGreaterThan(0);
    // The prompt was written from the stored keyword form.
    expect(JSON.stringify(fake.requests.at(-1)?.messages)).toContain(KEYWORD);
  });

  it('running it again replaces the old ideas but keeps what the user added', async () => {
    const user = await aiUser(testApp.deps);
    const session = await sessionWith(user.caller);
    await runToEnd(user.caller, { run: 'keywords', sessionId: session.id });
    await user.caller.articleWriter.sessions.update({
      sessionId: session.id,
      patch: {
        selectedKeywords: [
          ...(await user.caller.articleWriter.sessions.get({ sessionId: session.id })).state.selectedKeywords,
          { keyword: 'starter discard recipes', isSelected: true },
        ],
      },
    });
    answers.structured.article_keywords = {
      keywords: [{ keyword: 'sourdough hydration', intent: 'informational', relevance: 'Bakers tune it.' }],
    };
    await runToEnd(user.caller, { run: 'keywords', sessionId: session.id });
    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.state.selectedKeywords).toEqual([
      { keyword: 'sourdough hydration', isSelected: true },
      { keyword: 'starter discard recipes', isSelected: true },
    ]);
  });

  it('answers WRITER_STEP_NOT_READY without a keyword, holding no words', async () => {
    const user = await aiUser(testApp.deps, { words: 1000 });
    const session = await user.caller.articleWriter.sessions.create({});
    await expect(
      user.caller.articleWriter.run({ run: 'titles', sessionId: session.id, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      message: 'WRITER_STEP_NOT_READY',
    });
    await expect(
      user.caller.articleWriter.run({ run: 'keywords', sessionId: session.id, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toMatchObject({ message: 'WRITER_STEP_NOT_READY' });
    expect(await words(user.userId)).toMatchObject({ availableWords: 1000, heldWords: 0 });
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses to run on another user's session, which stays as it was", async () => {
    const owner = await aiUser(testApp.deps);
    const other = await aiUser(testApp.deps);
    const session = await sessionWith(owner.caller);
    await expect(
      other.caller.articleWriter.run({ run: 'keywords', sessionId: session.id, idempotencyKey: crypto.randomUUID() }),
    ).rejects.toMatchObject({ message: 'WRITER_SESSION_NOT_FOUND' });
    expect(await owner.caller.articleWriter.sessions.get({ sessionId: session.id })).toEqual(session);
  });
});

describe('a malformed or stopped run', () => {
  it('hands a malformed keywords answer to the template composer: its ideas are saved, the words returned', async () => {
    const user = await aiUser(testApp.deps, { words: 1000 });
    const session = await sessionWith(user.caller);
    answers.structured.article_keywords = { keywords: 'not a list' };

    const { events, last } = await runToEnd(user.caller, { run: 'keywords', sessionId: session.id });
    expect(events.map(({ event }) => event.type)).toContain('fallback');
    expect(events.find(({ event }) => event.type === 'fallback')?.event).toMatchObject({ code: 'AI_PROVIDER_FAILED' });
    expect(last).toMatchObject({ type: 'done', words: 0, savedId: session.id });

    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.state.keywordResponse?.keywords.length).toBeGreaterThan(0);
    expect(after.state.keywordResponse?.keywords.map((idea) => idea.keyword)).not.toContain(KEYWORD_IDEAS[0]!.keyword);
    expect(await words(user.userId)).toMatchObject({ availableWords: 1000, heldWords: 0 });
  });

  it('leaves the session exactly as entered when the article run is cancelled, and returns the words', async () => {
    const user = await aiUser(testApp.deps, { words: 5000 });
    const session = await readyForArticle(user.caller);
    // The answer never comes: the run is still going when the user cancels it.
    fake.failWith('hang');

    const { generationId } = await user.caller.articleWriter.run({
      run: 'article',
      sessionId: session.id,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(await user.caller.ai.cancel({ generationId })).toEqual({ cancelled: true });
    expect(lastEvent(await followGeneration(user.caller, generationId))).toEqual({ type: 'cancelled' });

    expect(await user.caller.articleWriter.sessions.get({ sessionId: session.id })).toEqual(session);
    expect(await words(user.userId)).toMatchObject({ availableWords: 5000, heldWords: 0 });
  });
});

describe('the titles and outline runs', () => {
  it('keeps the keyword-select answer, offers its titles and chooses the first', async () => {
    const user = await aiUser(testApp.deps);
    const session = await sessionWith(
      user.caller,
      {
        keywordResponse: { keywords: KEYWORD_IDEAS, competingPages: [] },
        selectedKeywords: [
          { keyword: 'feeding sourdough starter', isSelected: true },
          { keyword: 'sourdough starter jar', isSelected: false },
        ],
      },
      'select-keywords',
    );

    const { last } = await runToEnd(user.caller, { run: 'titles', sessionId: session.id });
    expect(last).toMatchObject({ type: 'done', savedId: session.id });
    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.step).toBe('title-description');
    expect(after.state.keywordSelectResponse).toEqual(KEYWORD_SELECT);
    expect(after.state.titleOptions).toEqual(
      KEYWORD_SELECT.titlesAndShortDescription.map((option, index) => ({ id: `t${index + 1}`, ...option })),
    );
    expect(after.state.chosenTitle).toEqual(KEYWORD_SELECT.titlesAndShortDescription[0]);
    // Only the kept keywords went into the prompt.
    const prompt = JSON.stringify(fake.requests.at(-1)?.messages);
    expect(prompt).toContain('feeding sourdough starter');
    expect(prompt).not.toContain('sourdough starter jar');
  });

  it('keeps the outline options and copies the first one to be edited', async () => {
    const user = await aiUser(testApp.deps);
    const session = await sessionWith(
      user.caller,
      {
        keywordSelectResponse: KEYWORD_SELECT,
        chosenTitle: { title: 'My own title for starters', description: '' },
      },
      'title-description',
    );

    await runToEnd(user.caller, { run: 'outline', sessionId: session.id });
    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.step).toBe('outline');
    expect(after.state.outlineOptions).toEqual([
      { id: 'o1', ...OUTLINES.outlines[0] },
      { id: 'o2', ...OUTLINES.outlines[1] },
    ]);
    expect(after.state.selectedOutline).toEqual({ optionId: 'o1', sections: OUTLINES.outlines[0]!.sections });
    expect(JSON.stringify(fake.requests.at(-1)?.messages)).toContain('My own title for starters');
  });
});

describe('the article and section runs', () => {
  it('cuts the streamed article into its sections under the chosen title and description', async () => {
    const user = await aiUser(testApp.deps, { words: 5000 });
    const session = await readyForArticle(user.caller);

    const { last } = await runToEnd(user.caller, { run: 'article', sessionId: session.id });
    expect(last).toMatchObject({ type: 'done', text: ARTICLE_MARKDOWN, words: countWords(ARTICLE_MARKDOWN) });

    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    expect(after.step).toBe('generated');
    const article = after.state.generatedArticle;
    expect(article?.title).toBe('How to Make a Sourdough Starter in 7 Days');
    expect(article?.metaDescription).toBe(KEYWORD_SELECT.titlesAndShortDescription[0]!.description);
    expect(article?.sections.map(({ id, kind, heading }) => ({ id, kind, heading }))).toEqual([
      { id: 'intro', kind: 'introduction', heading: '' },
      { id: 'takeaways', kind: 'takeaways', heading: 'Key takeaways' },
      { id: 's1', kind: 'section', heading: 'What a sourdough starter is' },
      { id: 's2', kind: 'section', heading: 'Day-by-day plan' },
      { id: 's3', kind: 'section', heading: 'Troubleshooting' },
      { id: 'faq', kind: 'faq', heading: 'Frequently asked questions' },
    ]);
    expect(article?.sections[3]).toMatchObject({
      points: ['Day 1 mix', 'Days 2 to 7 feed'],
      markdown: 'Mix 50 g of flour with 50 g of water on day one.',
    });
    expect(await words(user.userId)).toMatchObject({ availableWords: 5000 - countWords(ARTICLE_MARKDOWN) });
  });

  it('regenerates one section with the note, and nothing else changes', async () => {
    const user = await aiUser(testApp.deps, { words: 5000 });
    const session = await readyForArticle(user.caller);
    await runToEnd(user.caller, { run: 'article', sessionId: session.id });
    const before = await user.caller.articleWriter.sessions.get({ sessionId: session.id });

    const { last } = await runToEnd(user.caller, {
      run: 'section',
      sessionId: session.id,
      sectionId: 's2',
      note: 'Use rye flour',
    });
    expect(last).toMatchObject({ type: 'done', savedId: session.id });
    const prompt = JSON.stringify(fake.requests.at(-1)?.messages);
    expect(prompt).toContain('Use rye flour');

    const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
    const sections = before.state.generatedArticle!.sections;
    expect(after.state.generatedArticle).toEqual({
      ...before.state.generatedArticle,
      sections: sections.map((section) => (section.id === 's2' ? { ...section, markdown: NEW_SECTION_TEXT } : section)),
    });
    expect({ ...after.state, generatedArticle: null }).toEqual({ ...before.state, generatedArticle: null });
    expect(after.step).toBe(before.step);
  });

  it('answers WRITER_STEP_NOT_READY for a section the article does not have', async () => {
    const user = await aiUser(testApp.deps, { words: 5000 });
    const session = await readyForArticle(user.caller);
    await expect(
      user.caller.articleWriter.run({
        run: 'section',
        sessionId: session.id,
        sectionId: 's2',
        note: '',
        idempotencyKey: crypto.randomUUID(),
      }),
    ).rejects.toMatchObject({ message: 'WRITER_STEP_NOT_READY' });
  });
});

describe('competing pages from the article.serp mapping', () => {
  async function enableSerpMapping(responseMapping = '') {
    const admin = await aiUser(testApp.deps, { admin: true });
    const request = await admin.caller.httpMappings.createRequest(
      httpRequestForm({
        name: 'Search results',
        endpointUrl: serpUrl,
        responseMapping,
        timeoutSeconds: 10,
      }),
    );
    const mapping = await admin.caller.httpMappings.createMapping({
      key: 'article.serp',
      requestId: request.id,
      description: '',
      samplePayload: '',
      expectedResponseSchema: '',
      responseDisplayMapping: '',
      payloadTransformTemplate: '',
      enabled: true,
    });
    return async () => {
      await admin.caller.httpMappings.deleteMapping({ id: mapping.id });
      await admin.caller.httpMappings.deleteRequest({ id: request.id });
    };
  }

  it('asks the mapping with the keyword form and keeps up to ten valid results', async () => {
    const organic = Array.from({ length: 12 }, (_, index) => ({
      title: `Starter guide ${index + 1}`,
      link: `https://bakery${index + 1}.example/starter`,
      snippet: `Snippet ${index + 1}`,
    }));
    serpAnswer = {
      status: 200,
      body: {
        organic_results: [{ title: 'No address' }, { title: 'A script', link: 'javascript:alert(1)' }, ...organic],
      },
    };
    const disable = await enableSerpMapping();
    try {
      const user = await aiUser(testApp.deps);
      const session = await sessionWith(user.caller);
      serpBodies.length = 0;
      await runToEnd(user.caller, { run: 'keywords', sessionId: session.id });

      expect(serpBodies).toHaveLength(1);
      expect(serpBodies[0]).toMatchObject({ keyword: KEYWORD, country: 'US', language: 'en' });
      const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
      expect(after.state.keywordResponse?.competingPages).toEqual(
        organic.slice(0, 10).map(({ title, link, snippet }) => ({ title, url: link, snippet })),
      );
      // The titles run writes with them.
      await runToEnd(user.caller, { run: 'titles', sessionId: session.id });
      expect(JSON.stringify(fake.requests.at(-1)?.messages)).toContain('https://bakery1.example/starter');
    } finally {
      await disable();
    }
  });

  it('goes on without competing pages when the mapping fails', async () => {
    serpAnswer = { status: 500, body: { error: 'down' } };
    const disable = await enableSerpMapping();
    try {
      const user = await aiUser(testApp.deps);
      const session = await sessionWith(user.caller);
      const { last } = await runToEnd(user.caller, { run: 'keywords', sessionId: session.id });
      expect(last.type).toBe('done');
      const after = await user.caller.articleWriter.sessions.get({ sessionId: session.id });
      expect(after.state.keywordResponse).toEqual({ keywords: KEYWORD_IDEAS, competingPages: [] });
    } finally {
      await disable();
    }
  });
});
