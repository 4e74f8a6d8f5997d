import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countWords } from '@wordloom/shared/domain/word-count';
import { LINKEDIN_TEMPLATES } from '@wordloom/shared/reference/linkedin-templates';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGeneration } from '../../server/src/features/ai/service.ts';
import { getWordAccount } from '../../server/src/features/words/service.ts';
import { aiUser, FAKE_AI, followGeneration, lastEvent, streamedText } from '../helpers/ai.ts';
import { httpRequestForm } from '../helpers/http-requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type FakeOpenAI, fakeOpenAI } from '../mocks/openai.ts';
import { mswServer } from '../setup/msw-node.ts';

/**
 * Generating a LinkedIn post from the creation form: the engine streams it, and the draft is saved
 * with the form when the generation succeeds (its id in the `done` event), through the active
 * writer, an enabled creation mapping, or the template composer; repurposing reads a page's text.
 */

const REPLY =
  'Remote onboarding works when the first week has a buddy, a written plan and one real task shipped by Friday.';
const MAPPED_POST = 'Our automation wrote this post about hiring in public. What would you add?';

const ARTICLE_PARAGRAPHS = [
  'Most teams treat onboarding as a checklist of accounts and documents. New people need something else: a clear first win, and a person to ask when they are stuck.',
  'At our company every newcomer ships a small change in their first week. It is chosen in advance by their buddy, sized to take a day, and reviewed the same afternoon.',
  'The result is confidence. By the end of the week they know how code reaches production, who reviews what, and that their questions are welcome.',
];
const ARTICLE_PAGE = `<!doctype html><html><head><title>How we onboard engineers</title></head><body>
<nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/login">Log in</a></nav>
<main><article><h1>How we onboard engineers</h1>${ARTICLE_PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')}</article></main>
<footer>Cookie settings · Privacy · Terms</footer></body></html>`;
const EMPTY_PAGE = '<!doctype html><html><head><title>Sign in</title></head><body><form>Log in</form></body></html>';

let testApp: TestApp;
let fake: FakeOpenAI;
let site: Server;
let siteUrl: string;
const mappingBodies: unknown[] = [];

beforeAll(async () => {
  // The page to repurpose and the automation endpoint run on this machine: loopback is allowed here.
  testApp = await createTestApp({ ...FAKE_AI, OUTBOUND_ALLOW_LOOPBACK: 'true' });
  site = createServer((request, response) => {
    if (request.url === '/blog/onboarding') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(ARTICLE_PAGE);
    } else if (request.url === '/login') {
      response.setHeader('content-type', 'text/html');
      response.end(EMPTY_PAGE);
    } else if (request.url === '/webhook/linkedin' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        mappingBodies.push(JSON.parse(body));
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ linkedinPost: MAPPED_POST, executionId: 'exec-42', additionalData: { workflow: 'n8n-7' } }),
        );
      });
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await testApp.close();
});

function useFakeOpenAI(options: { firstChunkDelayMs?: number } = {}) {
  fake = fakeOpenAI({ baseUrl: FAKE_AI.AI_BASE_URL, apiKey: FAKE_AI.AI_API_KEY, reply: () => REPLY, ...options });
  mswServer.use(...fake.handlers);
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function savedPost(id: string) {
  return testApp.deps.db.selectFrom('linkedinPosts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function userPrompt(): string {
  return fake.requests.at(-1)?.messages.find((message) => message.role === 'user')?.content ?? '';
}

describe('generating a post', () => {
  it('streams the text and saves it as a draft with the form and the chosen template', async () => {
    useFakeOpenAI();
    const user = await aiUser(testApp.deps, { words: 1000 });
    const template = LINKEDIN_TEMPLATES[0];
    if (!template) throw new Error('The template library is empty');

    const { generationId } = await user.caller.linkedin.posts.generate({
      topic: 'Remote onboarding',
      language: 'English',
      postLength: 'short',
      writingStyle: 'educational',
      icp: 'Engineering managers',
      intent: 'Share a practice',
      category: 'Leadership',
      additionalGuidance: 'Mention the buddy system',
      templateId: template.id,
      postCreationMethod: 'From Template',
      idempotencyKey: randomUUID(),
    });
    const events = await followGeneration(user.caller, generationId);
    expect(streamedText(events)).toBe(REPLY);
    const done = lastEvent(events);
    expect(done).toMatchObject({ type: 'done', text: REPLY, words: countWords(REPLY) });
    if (done.type !== 'done' || !done.savedId) throw new Error('The done event named no saved post');

    expect(await savedPost(done.savedId)).toMatchObject({
      userId: user.userId,
      status: 'draft',
      content: REPLY,
      topic: 'Remote onboarding',
      language: 'English',
      postLength: 'short',
      writingStyle: 'educational',
      icp: 'Engineering managers',
      intent: 'Share a practice',
      category: 'Leadership',
      additionalGuidance: 'Mention the buddy system',
      templateId: template.id,
      templateStructure: template.structure,
      templateExamplePost: template.examplePost,
      postCreationMethod: 'From Template',
      executionId: null,
      additionalData: {},
    });
    // The template's structure went into the prompt.
    expect(userPrompt()).toContain(template.structure.split('\n')[0]);
    expect(await user.caller.linkedin.posts.list({})).toMatchObject({ total: 1 });
    expect(await getWordAccount(testApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 1000 - countWords(REPLY),
      heldWords: 0,
    });
  });

  it("repurposes a page: its article's readable text goes into the prompt, not its menu or footer", async () => {
    useFakeOpenAI();
    const user = await aiUser(testApp.deps);
    const { generationId } = await user.caller.linkedin.posts.generate({
      topic: 'Onboarding engineers',
      postCreationMethod: 'Repurpose',
      sourceUrl: `${siteUrl}/blog/onboarding`,
      idempotencyKey: randomUUID(),
    });
    const done = lastEvent(await followGeneration(user.caller, generationId));
    if (done.type !== 'done' || !done.savedId) throw new Error('The done event named no saved post');

    const prompt = userPrompt();
    expect(prompt).toContain('Rewrite this text as a LinkedIn post');
    for (const paragraph of ARTICLE_PARAGRAPHS) expect(prompt).toContain(paragraph);
    expect(prompt).not.toContain('Cookie settings');
    expect(prompt).not.toContain('Pricing');
    expect(await savedPost(done.savedId)).toMatchObject({ content: REPLY, postCreationMethod: 'Repurpose' });
  });

  it('puts a pasted source text into the prompt', async () => {
    useFakeOpenAI();
    const user = await aiUser(testApp.deps);
    const { generationId } = await user.caller.linkedin.posts.generate({
      topic: 'Release notes',
      postCreationMethod: 'Repurpose',
      sourceText: 'Version 2.0 adds dark mode and offline drafts.',
      idempotencyKey: randomUUID(),
    });
    await followGeneration(user.caller, generationId);
    expect(userPrompt()).toContain(
      'Rewrite this text as a LinkedIn post: Version 2.0 adds dark mode and offline drafts.',
    );
  });

  it('refuses a page with no readable text before holding any words', async () => {
    const user = await aiUser(testApp.deps, { words: 1000 });
    await expect(
      user.caller.linkedin.posts.generate({
        topic: 'Nothing here',
        postCreationMethod: 'Repurpose',
        sourceUrl: `${siteUrl}/login`,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ message: 'NO_READABLE_TEXT' });
    await expect(
      user.caller.linkedin.posts.generate({
        topic: 'Missing page',
        postCreationMethod: 'Repurpose',
        sourceUrl: `${siteUrl}/gone`,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ message: 'NO_READABLE_TEXT' });
    expect(await getWordAccount(testApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 1000,
      heldWords: 0,
    });
  });

  it('saves nothing when an admin-chosen provider fails, and returns the held words', async () => {
    useFakeOpenAI();
    fake.failWith('server_error');
    const user = await aiUser(testApp.deps, { words: 1000 });
    const onSucceeded = vi.fn(async () => randomUUID());
    const { generationId } = await startGeneration(testApp.deps, {
      userId: user.userId,
      request: {
        kind: 'linkedin_post',
        inputs: { topic: 'Failing provider', language: 'English', postLength: 'medium', writingStyle: 'professional' },
      },
      provider: 'openai_compatible',
      onSucceeded,
    });
    const done = lastEvent(await followGeneration(user.caller, generationId));
    expect(done).toMatchObject({ type: 'error', code: 'AI_PROVIDER_FAILED' });
    expect(onSucceeded).not.toHaveBeenCalled();
    expect((await user.caller.linkedin.posts.list({})).total).toBe(0);
    expect(await getWordAccount(testApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 1000,
      heldWords: 0,
    });
  });

  it('saves nothing when the user cancels the generation, and returns the held words', async () => {
    useFakeOpenAI({ firstChunkDelayMs: 3000 });
    const user = await aiUser(testApp.deps, { words: 1000 });
    const { generationId } = await user.caller.linkedin.posts.generate({
      topic: 'Changed my mind',
      postCreationMethod: 'By Topic',
      idempotencyKey: randomUUID(),
    });
    expect(await user.caller.ai.cancel({ generationId })).toEqual({ cancelled: true });
    expect(lastEvent(await followGeneration(user.caller, generationId))).toEqual({ type: 'cancelled' });
    expect((await user.caller.linkedin.posts.list({})).total).toBe(0);
    expect(await getWordAccount(testApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 1000,
      heldWords: 0,
    });
  });

  it('writes through an enabled linkedin.create_post mapping even when another provider is active, and keeps its execution id and data', async () => {
    useFakeOpenAI();
    const admin = await aiUser(testApp.deps, { admin: true });
    expect((await admin.caller.ai.admin.settings()).activeProvider).toBe('openai_compatible');
    const request = await admin.caller.httpMappings.createRequest(
      httpRequestForm({
        name: 'LinkedIn automation',
        endpointUrl: `${siteUrl}/webhook/linkedin`,
      }),
    );
    const mapping = await admin.caller.httpMappings.createMapping({
      key: 'linkedin.create_post',
      requestId: request.id,
      description: '',
      samplePayload: '',
      expectedResponseSchema: '',
      responseDisplayMapping: '',
      payloadTransformTemplate: '',
      enabled: true,
    });
    try {
      const user = await aiUser(testApp.deps, { words: 1000 });
      const requestsBefore = fake.requests.length;
      const { generationId } = await user.caller.linkedin.posts.generate({
        topic: 'Hiring in public',
        icp: 'Founders',
        postCreationMethod: 'By Topic',
        idempotencyKey: randomUUID(),
      });
      const done = lastEvent(await followGeneration(user.caller, generationId));
      expect(done).toMatchObject({ type: 'done', text: MAPPED_POST });
      if (done.type !== 'done' || !done.savedId) throw new Error('The done event named no saved post');
      expect(fake.requests).toHaveLength(requestsBefore);
      expect(mappingBodies.at(-1)).toMatchObject({ topic: 'Hiring in public', icp: 'Founders' });
      expect(await savedPost(done.savedId)).toMatchObject({
        content: MAPPED_POST,
        topic: 'Hiring in public',
        icp: 'Founders',
        postCreationMethod: 'By Topic',
        executionId: 'exec-42',
        additionalData: { workflow: 'n8n-7' },
      });
      const generation = await testApp.deps.db
        .selectFrom('aiGenerations')
        .select('provider')
        .where('id', '=', generationId)
        .executeTakeFirstOrThrow();
      expect(generation.provider).toBe('mapping');
    } finally {
      await admin.caller.httpMappings.setMappingEnabled({ id: mapping.id, enabled: false });
    }
  });
});

describe('without an AI provider, and with loopback addresses refused', () => {
  let offlineApp: TestApp;

  beforeAll(async () => {
    offlineApp = await createTestApp();
  });

  afterAll(() => offlineApp.close());

  it('saves the template draft the composer wrote, free of charge', async () => {
    const user = await aiUser(offlineApp.deps, { words: 1000 });
    const { generationId } = await user.caller.linkedin.posts.generate({
      topic: 'Shipping small changes',
      postCreationMethod: 'By Topic',
      idempotencyKey: randomUUID(),
    });
    const events = await followGeneration(user.caller, generationId);
    expect(events[0]?.event).toMatchObject({ type: 'started', templateDraft: true });
    const done = lastEvent(events);
    if (done.type !== 'done' || !done.savedId) throw new Error('The done event named no saved post');
    const post = await user.caller.linkedin.posts.get({ id: done.savedId });
    expect(post).toMatchObject({ status: 'draft', content: done.text, topic: 'Shipping small changes' });
    expect(post.content.length).toBeGreaterThan(100);
    expect(await getWordAccount(offlineApp.deps.db, { userId: user.userId })).toMatchObject({
      availableWords: 1000,
      heldWords: 0,
    });
  });

  it('refuses to fetch a loopback address to repurpose', async () => {
    const user = await aiUser(offlineApp.deps, { words: 1000 });
    await expect(
      user.caller.linkedin.posts.generate({
        topic: 'Internal page',
        postCreationMethod: 'Repurpose',
        sourceUrl: `${siteUrl}/blog/onboarding`,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ message: 'URL_REFUSED' });
    expect((await user.caller.linkedin.posts.list({})).total).toBe(0);
  });
});
