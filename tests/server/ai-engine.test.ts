import { countWords } from '@wordloom/shared/domain/word-count';
import { type TGenerationEvent, type TUserGenerationRequest, ZOutlineOptions } from '@wordloom/shared/schemas/ai';
import { CamelCasePlugin, sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenerationRuns, generationRuns } from '../../server/src/features/ai/generation-runs.ts';
import {
  cancelGeneration,
  failStaleGenerations,
  startGenerationUpkeep,
  stopAllGenerations,
} from '../../server/src/features/ai/service.ts';
import { getWordAccount, holdWords } from '../../server/src/features/words/service.ts';
import {
  aiUser,
  eventTypes,
  FAKE_AI,
  followGeneration,
  lastEvent,
  type StreamedEvent,
  streamedText,
} from '../helpers/ai.ts';
import type { SignedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type FakeOpenAI, fakeOpenAI } from '../mocks/openai.ts';
import { mswServer } from '../setup/msw-node.ts';

const REPLY =
  'Remote teams thrive on clear writing. Decide in documents, not in meetings. Share progress openly every week. What is your team doing differently?';
const KEYWORDS = {
  keywords: [
    { keyword: 'remote work tools', intent: 'commercial', relevance: 'Readers choosing software.' },
    { keyword: 'remote work tips', intent: 'informational', relevance: 'Readers who work from home.' },
  ],
};

const linkedInPost = (topic = 'Remote work', postLength: 'short' | 'medium' | 'long' = 'medium') =>
  ({ kind: 'linkedin_post', inputs: { topic, postLength } }) as TUserGenerationRequest;
const keywordRequest = { kind: 'article_keywords', inputs: { keyword: 'remote work' } } as TUserGenerationRequest;

let testApp: TestApp;
let fake: FakeOpenAI;

beforeAll(async () => {
  testApp = await createTestApp({ ...FAKE_AI, AI_TIMEOUT_MS: '1000' });
});
afterAll(() => testApp.close());

function useFake(options: Partial<Parameters<typeof fakeOpenAI>[0]> = {}): FakeOpenAI {
  fake = fakeOpenAI({
    baseUrl: FAKE_AI.AI_BASE_URL,
    apiKey: FAKE_AI.AI_API_KEY,
    reply: () => REPLY,
    structured: () => KEYWORDS,
    hangMs: 3000,
    ...options,
  });
  mswServer.use(...fake.handlers);
  return fake;
}

beforeEach(() => {
  useFake();
});

async function generate(
  user: SignedInCaller,
  request: TUserGenerationRequest,
  provider?: 'openai_compatible' | 'offline' | 'mapping',
) {
  const { generationId } = await user.caller.ai.start({ request, provider });
  return { generationId, events: await followGeneration(user.caller, generationId) };
}

async function generationRow(generationId: string) {
  return testApp.deps.db
    .selectFrom('aiGenerations')
    .select(['userId', 'kind', 'provider', 'model', 'promptVersion', 'status', 'heldWords', 'words', 'latencyMs'])
    .select(['errorCode', 'errorDetail', 'holdId', 'finishedAt'])
    .where('id', '=', generationId)
    .executeTakeFirstOrThrow();
}

async function holdOf(generationId: string) {
  const { holdId } = await generationRow(generationId);
  return testApp.deps.db
    .selectFrom('wordHolds')
    .select(['words', 'status', 'chargedWords'])
    .where('id', '=', holdId!)
    .executeTakeFirstOrThrow();
}

async function balance(user: SignedInCaller) {
  const { availableWords, heldWords } = await user.caller.words.account();
  return { availableWords, heldWords };
}

/** Resolves once the generation has written an event of `type` (without following its stream). */
async function waitForEvent(generationId: string, type: TGenerationEvent['type']): Promise<void> {
  await vi.waitFor(
    async () => {
      const written = await testApp.deps.db
        .selectFrom('aiGenerationEvents')
        .select('seq')
        .where('generationId', '=', generationId)
        .where(sql<string>`event->>'type'`, '=', type)
        .executeTakeFirst();
      if (!written) throw new Error(`No ${type} event yet`);
    },
    { timeout: 5000, interval: 10 },
  );
}

/**
 * The same database as another server process sees it: its own handle, so none of the runs of
 * this process are known there (the run registry is per database handle).
 */
function fromAnotherProcess(db = testApp.deps.db) {
  return db.withoutPlugins().withPlugin(new CamelCasePlugin());
}

/** The texts of the user's word history, newest first. */
async function historyTexts(user: SignedInCaller): Promise<string[]> {
  const { history } = await getWordAccount(testApp.deps.db, { userId: user.userId });
  return history.map((row) => row.description);
}

/** "word0 word1 …" with `count` words. */
function numberedWords(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
}

function doneOf(events: StreamedEvent[]) {
  const last = lastEvent(events);
  if (last.type !== 'done') throw new Error(`The generation ended with ${JSON.stringify(last)}`);
  return last;
}

describe('OpenAI-compatible provider', () => {
  it('streams a LinkedIn post in pieces and charges the words of the text', async () => {
    const user = await aiUser(testApp.deps);
    const { generationId, events } = await generate(user, linkedInPost());

    expect(eventTypes(events)).toEqual(['started', 'delta', 'done']);
    expect(events.map(({ id }) => id)).toEqual(events.map((_, index) => String(index + 1)));
    expect(events[0]!.event).toEqual({
      type: 'started',
      generationId,
      provider: 'openai_compatible',
      model: 'fake-gpt',
      heldWords: 300,
      templateDraft: false,
    });
    expect(events.filter(({ event }) => event.type === 'delta').length).toBeGreaterThan(5);
    expect(streamedText(events)).toBe(REPLY);
    const done = doneOf(events);
    expect(done).toEqual({ type: 'done', text: REPLY, words: countWords(REPLY), result: undefined });

    expect(await balance(user)).toEqual({ availableWords: 2000 - countWords(REPLY), heldWords: 0 });
    expect(await holdOf(generationId)).toEqual({ words: 300, status: 'settled', chargedWords: countWords(REPLY) });
    expect(await generationRow(generationId)).toMatchObject({
      userId: user.userId,
      kind: 'linkedin_post',
      provider: 'openai_compatible',
      model: 'fake-gpt',
      promptVersion: 'linkedin_post.v1',
      status: 'succeeded',
      heldWords: 300,
      words: countWords(REPLY),
      errorCode: null,
    });
    expect((await generationRow(generationId)).latencyMs).toBeGreaterThanOrEqual(0);

    const [sent] = fake.requests;
    expect(sent).toMatchObject({ model: 'fake-gpt', stream: true, responseFormat: undefined });
    expect(sent!.messages[0]).toMatchObject({ role: 'system' });
    expect(sent!.messages[0]!.content).toContain('Write everything in English.');
    expect(sent!.messages[1]).toMatchObject({ role: 'user' });
    expect(sent!.messages[1]!.content).toContain('Topic: Remote work');
  });

  it('returns the validated list for a structured step, asked for with a JSON schema', async () => {
    const user = await aiUser(testApp.deps);
    const { events } = await generate(user, keywordRequest);

    expect(eventTypes(events)).toEqual(['started', 'done']);
    const done = doneOf(events);
    expect(done.result).toEqual(KEYWORDS);
    expect(done.text).toBe(
      'remote work tools\nReaders choosing software.\n\nremote work tips\nReaders who work from home.',
    );
    expect(done.words).toBe(14);
    expect(await balance(user)).toEqual({ availableWords: 1986, heldWords: 0 });

    const [sent] = fake.requests;
    expect(sent).toMatchObject({ stream: false, responseFormat: { type: 'json_schema' } });
    expect(sent!.responseFormat?.json_schema).toMatchObject({ name: 'article_keywords', strict: false });
    const schema = sent!.responseFormat?.json_schema?.schema;
    expect(schema?.properties).toHaveProperty('keywords');
    // The lenient intent (any case, spaces) still reaches the model as the four intents.
    expect(schema?.properties?.keywords?.items?.properties?.intent).toEqual({
      type: 'string',
      enum: ['informational', 'navigational', 'commercial', 'transactional'],
    });
  });

  // The admin playground names the provider, so its failures are shown rather than covered up.
  it.each([
    ['rate_limit', linkedInPost(), 'rate limited by the provider'],
    ['server_error', linkedInPost(), 'provider error 500'],
    ['malformed', keywordRequest, "the provider's answer did not match the expected format"],
    ['malformed', linkedInPost(), "the provider's answer did not match the expected format"],
    ['hang', linkedInPost(), 'no answer within 1 s'],
  ] as const)('fails with a clear error on %s (%s) and returns the held words', async (failure, request, detail) => {
    const admin = await aiUser(testApp.deps, { admin: true });
    fake.failWith(failure);
    const { generationId, events } = await generate(admin, request, 'openai_compatible');

    expect(lastEvent(events)).toEqual({ type: 'error', code: 'AI_PROVIDER_FAILED', detail });
    expect(eventTypes(events)).not.toContain('fallback');
    expect(await balance(admin)).toEqual({ availableWords: 2000, heldWords: 0 });
    expect((await holdOf(generationId)).status).toBe('released');
    expect(await generationRow(generationId)).toMatchObject({
      status: 'failed',
      words: 0,
      errorCode: 'AI_PROVIDER_FAILED',
      errorDetail: detail,
    });
  });
});

describe('fallback to the template composer', () => {
  it('takes over when the active provider fails, logs it, and charges nothing', async () => {
    const logs: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => logs.push(line) });
    const user = await aiUser({ ...testApp.deps, logger });
    fake.failWith('server_error');
    const { generationId, events } = await generate(user, linkedInPost('Hiring engineers'));

    expect(eventTypes(events)).toEqual(['started', 'fallback', 'delta', 'done']);
    // The detail stays in the log and the row: this user is no admin.
    expect(events[1]!.event).toStrictEqual({ type: 'fallback', code: 'AI_PROVIDER_FAILED', provider: 'offline' });
    const done = doneOf(events);
    expect(done.words).toBe(0);
    expect(done.text).toContain('Hiring engineers');
    expect(streamedText(events)).toBe(done.text);
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
    expect((await holdOf(generationId)).status).toBe('released');
    expect(logs.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'AI provider failed; the template composer takes over',
        generationId,
        provider: 'openai_compatible',
        detail: 'provider error 500',
      }),
    ]);
    expect(await generationRow(generationId)).toMatchObject({
      provider: 'openai_compatible',
      status: 'succeeded',
      words: 0,
      errorCode: 'AI_PROVIDER_FAILED',
      errorDetail: 'provider error 500',
    });
  });

  it('starts the text over when the provider dies in the middle of its answer', async () => {
    const user = await aiUser(testApp.deps);
    fake.breakStreamAfter(3);
    const { events } = await generate(user, linkedInPost('Hiring engineers'));

    const types = events.map(({ event }) => event.type);
    const fallbackAt = types.indexOf('fallback');
    expect(types.slice(0, fallbackAt)).toContain('delta');
    expect(streamedText(events)).toBe(doneOf(events).text);
    expect(doneOf(events).text).not.toContain('Remote teams');
  });
});

describe('offline composer', () => {
  let offlineApp: TestApp;
  beforeAll(async () => {
    offlineApp = await createTestApp();
  });
  afterAll(() => offlineApp.close());

  it('is the default without a configured provider: a free, deterministic template draft', async () => {
    const user = await aiUser(offlineApp.deps);
    const request = {
      kind: 'linkedin_post',
      inputs: { topic: 'Remote work', icp: 'startup founders', intent: 'engagement', category: 'Leadership' },
    } as TUserGenerationRequest;
    const first = await user.caller.ai.start({ request });
    const firstEvents = await followGeneration(user.caller, first.generationId);
    const second = await user.caller.ai.start({ request });
    const secondEvents = await followGeneration(user.caller, second.generationId);

    expect(firstEvents[0]!.event).toMatchObject({
      provider: 'offline',
      model: 'template-composer',
      templateDraft: true,
    });
    const text = doneOf(firstEvents).text;
    expect(doneOf(secondEvents).text).toBe(text);
    expect(doneOf(firstEvents).words).toBe(0);
    expect(text.split('\n')[0]).toBe('Remote work: what matters, and what to do about it.');
    expect(text).toContain('This one is for startup founders.');
    expect(text).toContain('What is your experience? Tell me in the comments, I read every one.');
    expect(text).toContain('#Leadership #RemoteWork');
    expect(await user.caller.words.account()).toMatchObject({ availableWords: 2000, heldWords: 0 });
  });

  it('writes outline options of the sections asked for, and an article in the order its sections are read', async () => {
    const user = await aiUser(offlineApp.deps);
    const keywordInputs = {
      keyword: 'solar panels',
      country: 'US',
      language: 'en',
      contentType: 'How-to Guide',
    } as const;
    const outline = await user.caller.ai.start({
      request: {
        kind: 'article_outline',
        inputs: { ...keywordInputs, title: 'Solar Panels at Home', headingsCount: 4 },
      },
    });
    const outlineDone = doneOf(await followGeneration(user.caller, outline.generationId));
    const options = ZOutlineOptions.parse(outlineDone.result);
    expect(options.outlines.map((option) => option.angle)).toEqual(['Step by step', 'Problems and fixes']);
    expect(options.outlines[0]!.sections.map((section) => section.heading)).toEqual([
      'What you need before you start with solar panels',
      'Step 1: Set your goal',
      'Step 2: Prepare',
      'Step 3: Do the first pass',
    ]);
    expect(outlineDone.words).toBe(0);

    const body = await user.caller.ai.start({
      request: {
        kind: 'article_body',
        inputs: {
          ...keywordInputs,
          selectedKeywords: ['panel installers'],
          title: 'Solar Panels at Home',
          pointOfView: 'second_person',
          outline: [
            { heading: 'Costs', points: ['Buying', 'Running'] },
            { heading: 'Installation', points: ['Roof check'] },
          ],
        },
      },
    });
    const text = doneOf(await followGeneration(user.caller, body.generationId)).text;
    expect(text.startsWith('# Solar Panels at Home\n\nThis guide is about solar panels. You will go through it')).toBe(
      true,
    );
    expect(text.match(/^## .+$/gm)).toEqual([
      '## Key takeaways',
      '## Costs',
      '## Installation',
      '## FAQ about solar panels',
    ]);
    expect(text).toContain('It also ties in with panel installers.');
  });
});

describe('metering', () => {
  it('shows the held words in the balance while the generation runs', async () => {
    useFake({ chunkDelayMs: 30 });
    const user = await aiUser(testApp.deps);
    const { generationId } = await user.caller.ai.start({ request: linkedInPost('Remote work', 'long') });
    await waitForEvent(generationId, 'delta');

    expect(await balance(user)).toEqual({ availableWords: 1400, heldWords: 600 });
    expect((await generationRow(generationId)).status).toBe('running');
    const account = await getWordAccount(testApp.deps.db, { userId: user.userId });
    expect(account.history[0]).toMatchObject({ transactionType: 'hold', wordsAmount: -600 });

    await followGeneration(user.caller, generationId);
    expect(await balance(user)).toEqual({ availableWords: 2000 - countWords(REPLY), heldWords: 0 });
  });

  it('returns the held words when the user cancels, and stops the provider call', async () => {
    useFake({ chunkDelayMs: 50 });
    const user = await aiUser(testApp.deps);
    const { generationId } = await user.caller.ai.start({ request: linkedInPost() });
    await waitForEvent(generationId, 'delta');

    expect(await user.caller.ai.cancel({ generationId })).toEqual({ cancelled: true });
    const events = await followGeneration(user.caller, generationId);
    expect(lastEvent(events)).toEqual({ type: 'cancelled' });
    expect(streamedText(events).length).toBeLessThan(REPLY.length);
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
    expect((await holdOf(generationId)).status).toBe('released');
    expect((await generationRow(generationId)).status).toBe('cancelled');
    expect(await user.caller.ai.cancel({ generationId })).toEqual({ cancelled: false });
  });

  it('refuses a fourth generation at once, and accepts one again when a slot frees up', async () => {
    useFake({ firstChunkDelayMs: 5000 });
    const user = await aiUser(testApp.deps);
    const running = [];
    for (let index = 0; index < 3; index += 1) {
      running.push((await user.caller.ai.start({ request: linkedInPost('Remote work', 'short') })).generationId);
    }
    await expect(user.caller.ai.start({ request: linkedInPost() })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'TOO_MANY_GENERATIONS',
    });
    expect(await balance(user)).toEqual({ availableWords: 2000 - 3 * 150, heldWords: 450 });

    await user.caller.ai.cancel({ generationId: running[0]! });
    const fourth = await user.caller.ai.start({ request: linkedInPost('Remote work', 'short') });
    for (const generationId of [...running.slice(1), fourth.generationId]) {
      await user.caller.ai.cancel({ generationId });
    }
    const rows = await testApp.deps.db
      .selectFrom('aiGenerations')
      .select('status')
      .where('userId', '=', user.userId)
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
  });

  it('lets only three of five simultaneous starts through', async () => {
    useFake({ firstChunkDelayMs: 5000 });
    const user = await aiUser(testApp.deps);
    const starts = await Promise.allSettled(
      Array.from({ length: 5 }, () => user.caller.ai.start({ request: linkedInPost('Remote work', 'short') })),
    );
    const accepted = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value.generationId] : []));
    const refused = starts.flatMap((start) => (start.status === 'rejected' ? [start.reason] : []));
    expect(accepted).toHaveLength(3);
    expect(refused).toEqual([
      expect.objectContaining({ message: 'TOO_MANY_GENERATIONS' }),
      expect.objectContaining({ message: 'TOO_MANY_GENERATIONS' }),
    ]);
    for (const generationId of accepted) await user.caller.ai.cancel({ generationId });
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
  });

  it('charges no more than the balance, and records the words it charged', async () => {
    const longReply = numberedWords(200);
    useFake({ reply: () => longReply });
    const user = await aiUser(testApp.deps, { words: 150 });
    const { generationId, events } = await generate(user, linkedInPost('Remote work', 'short'));

    expect(doneOf(events)).toMatchObject({ text: numberedWords(150), words: 150, truncated: true });
    expect(await balance(user)).toEqual({ availableWords: 0, heldWords: 0 });
    expect(await holdOf(generationId)).toEqual({ words: 150, status: 'settled', chargedWords: 150 });
    expect(await generationRow(generationId)).toMatchObject({ status: 'succeeded', words: 150 });
  });

  it("counts the user's running generations by this server's clock, whatever the database's says", async () => {
    useFake({ firstChunkDelayMs: 5000 });
    const { db } = testApp.deps;
    const user = await aiUser(testApp.deps);
    // The database's clock is an hour behind this process's.
    await sql`alter table ai_generations alter column created_at set default now() - interval '1 hour'`.execute(db);
    try {
      const running = [];
      for (let index = 0; index < 3; index += 1) {
        running.push((await user.caller.ai.start({ request: linkedInPost('Remote work', 'short') })).generationId);
      }
      await expect(user.caller.ai.start({ request: linkedInPost() })).rejects.toMatchObject({
        message: 'TOO_MANY_GENERATIONS',
      });
      for (const generationId of running) await user.caller.ai.cancel({ generationId });
    } finally {
      await sql`alter table ai_generations alter column created_at set default now()`.execute(db);
    }
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
  });

  // The row and its hold are one transaction: a start that fails after the words were held leaves neither.
  it('leaves nothing running and no words held when the generation cannot be recorded after its hold', async () => {
    const { db } = testApp.deps;
    const user = await aiUser(testApp.deps);
    await sql`create function refuse_generation() returns trigger language plpgsql as $$
      begin raise exception 'the generation is refused'; end $$`.execute(db);
    await sql`create trigger refuse_generation before insert on ai_generations for each row
      when (new.user_id = ${sql.lit(user.userId)}) execute function refuse_generation()`.execute(db);
    try {
      await expect(user.caller.ai.start({ request: linkedInPost() })).rejects.toMatchObject({
        code: 'INTERNAL_SERVER_ERROR',
      });
    } finally {
      await sql`drop trigger refuse_generation on ai_generations`.execute(db);
      await sql`drop function refuse_generation()`.execute(db);
    }

    const rows = await db.selectFrom('aiGenerations').select('id').where('userId', '=', user.userId).execute();
    expect(rows).toEqual([]);
    const holds = await db.selectFrom('wordHolds').select('status').where('userId', '=', user.userId).execute();
    expect(holds).toEqual([]);
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
    expect(fake.requests).toEqual([]);
  });

  it('refuses a generation the balance cannot cover before anything is generated', async () => {
    const user = await aiUser(testApp.deps, { words: 100 });
    await expect(user.caller.ai.start({ request: linkedInPost() })).rejects.toMatchObject({
      message: 'INSUFFICIENT_WORDS',
    });
    expect(fake.requests).toEqual([]);
    expect(await balance(user)).toEqual({ availableWords: 100, heldWords: 0 });
    const rows = await testApp.deps.db
      .selectFrom('aiGenerations')
      .select('id')
      .where('userId', '=', user.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('cancels a generation nobody follows any more and returns its words', async () => {
    const quickApp = await createTestApp(FAKE_AI);
    try {
      generationRuns(quickApp.deps, { abandonAfterMs: 200, heartbeatEveryMs: 50 });
      useFake({ firstChunkDelayMs: 5000 });
      const user = await aiUser(quickApp.deps);
      const { generationId } = await user.caller.ai.start({ request: linkedInPost() });
      await generationRuns(quickApp.deps).get(generationId)?.finished;

      expect(lastEvent(await followGeneration(user.caller, generationId))).toEqual({ type: 'cancelled' });
      expect(await user.caller.words.account()).toMatchObject({ availableWords: 2000, heldWords: 0 });
      const row = await quickApp.deps.db
        .selectFrom('aiGenerations')
        .select(['status', 'errorDetail'])
        .where('id', '=', generationId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'cancelled', errorDetail: 'abandoned' });
    } finally {
      await quickApp.close();
    }
  });
});

describe('words beyond the hold', () => {
  it('asks the provider for the words held, cuts a longer answer there, says so, and charges the hold', async () => {
    const longReply = numberedWords(1000);
    useFake({ reply: () => longReply, wordsPerChunk: 7, chunkDelayMs: 20 });
    const user = await aiUser(testApp.deps);
    const posts = [];
    for (let index = 0; index < 3; index += 1) posts.push(await generate(user, linkedInPost('Remote work', 'short')));

    for (const { generationId, events } of posts) {
      expect(streamedText(events)).toBe(numberedWords(150));
      expect(doneOf(events)).toEqual({
        type: 'done',
        text: numberedWords(150),
        words: 150,
        result: undefined,
        truncated: true,
      });
      expect(await holdOf(generationId)).toEqual({ words: 150, status: 'settled', chargedWords: 150 });
    }
    expect(await balance(user)).toEqual({ availableWords: 2000 - 3 * 150, heldWords: 0 });
    expect(fake.requests.map((request) => request.maxTokens)).toEqual([210, 210, 210]);
    // The provider is not left writing words nobody reads.
    await vi.waitFor(() => expect(fake.requests.map((request) => request.abandoned)).toEqual([true, true, true]));
  });

  it('cuts Chinese text between its characters, each one word', async () => {
    useFake({ reply: () => '远程工作'.repeat(100) });
    const user = await aiUser(testApp.deps);
    const { events } = await generate(user, linkedInPost('Remote work', 'short'));

    expect(doneOf(events)).toMatchObject({ text: `${'远程工作'.repeat(37)}远程`, words: 150, truncated: true });
  });

  it('charges a structured list no more than the words held', async () => {
    const keywords = Array.from({ length: 40 }, (_, index) => ({
      keyword: `remote work idea number ${index}`,
      intent: 'informational',
    }));
    useFake({ structured: () => ({ keywords }) });
    const user = await aiUser(testApp.deps);
    const { generationId, events } = await generate(user, keywordRequest);

    expect(doneOf(events)).toMatchObject({ words: 150, result: { keywords } });
    expect(await holdOf(generationId)).toEqual({ words: 150, status: 'settled', chargedWords: 150 });
  });

  it('says "not enough words" at a balance the running generations took, not "too many generations"', async () => {
    useFake({ firstChunkDelayMs: 5000 });
    const user = await aiUser(testApp.deps, { words: 450 });
    const running = [];
    for (let index = 0; index < 3; index += 1) {
      running.push((await user.caller.ai.start({ request: linkedInPost('Remote work', 'short') })).generationId);
    }
    await expect(user.caller.ai.start({ request: linkedInPost('Remote work', 'short') })).rejects.toMatchObject({
      message: 'INSUFFICIENT_WORDS',
    });
    for (const generationId of running) await user.caller.ai.cancel({ generationId });
    expect(await balance(user)).toEqual({ availableWords: 450, heldWords: 0 });
  });
});

describe('a retried start', () => {
  it('returns the same generation for the same key, sent twice at once, and starts it once', async () => {
    const user = await aiUser(testApp.deps);
    const idempotencyKey = crypto.randomUUID();
    const request = linkedInPost();
    const [first, second] = await Promise.all([
      user.caller.ai.start({ request, idempotencyKey }),
      user.caller.ai.start({ request, idempotencyKey }),
    ]);

    expect(second.generationId).toBe(first.generationId);
    expect(lastEvent(await followGeneration(user.caller, first.generationId)).type).toBe('done');
    const rows = await testApp.deps.db
      .selectFrom('aiGenerations')
      .select('id')
      .where('userId', '=', user.userId)
      .execute();
    expect(rows).toEqual([{ id: first.generationId }]);
    expect(fake.requests).toHaveLength(1);
    expect(await balance(user)).toEqual({ availableWords: 2000 - countWords(REPLY), heldWords: 0 });

    const again = await user.caller.ai.start({ request, idempotencyKey });
    expect(again.generationId).toBe(first.generationId);
    const other = await aiUser(testApp.deps);
    const others = await other.caller.ai.start({ request, idempotencyKey });
    expect(others.generationId).not.toBe(first.generationId);
    expect(lastEvent(await followGeneration(other.caller, others.generationId)).type).toBe('done');
  });
});

describe('access', () => {
  it("keeps a generation to its owner: another user's id is not found", async () => {
    useFake({ chunkDelayMs: 20 });
    const owner = await aiUser(testApp.deps);
    const other = await aiUser(testApp.deps);
    const { generationId } = await owner.caller.ai.start({ request: linkedInPost() });

    await expect(followGeneration(other.caller, generationId)).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await expect(other.caller.ai.cancel({ generationId })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    expect(lastEvent(await followGeneration(owner.caller, generationId)).type).toBe('done');
  });

  it('lets only admins choose the provider', async () => {
    const user = await aiUser(testApp.deps);
    await expect(user.caller.ai.start({ request: linkedInPost(), provider: 'offline' })).rejects.toMatchObject({
      message: 'ADMIN_ONLY',
    });
    await expect(user.caller.ai.admin.settings()).rejects.toMatchObject({ message: 'ADMIN_ONLY' });
  });

  it('reports a missing HTTP mapping to the admin who chose that provider', async () => {
    const admin = await aiUser(testApp.deps, { admin: true });
    const { generationId, events } = await generate(admin, linkedInPost(), 'mapping');
    expect(lastEvent(events)).toEqual({
      type: 'error',
      code: 'MAPPING_NOT_FOUND',
      detail: 'no enabled mapping for linkedin.create_post, LinkedinPost_Gemini',
    });
    expect((await holdOf(generationId)).status).toBe('released');
  });
});

describe('a generation ended elsewhere', () => {
  it('ends cancelled, without its text and charging nothing, when another server process cancelled it', async () => {
    useFake({ chunkDelayMs: 30 });
    const user = await aiUser(testApp.deps);
    const { generationId } = await user.caller.ai.start({ request: linkedInPost() });
    await waitForEvent(generationId, 'delta');

    const elsewhere = { db: fromAnotherProcess() };
    expect(await cancelGeneration(elsewhere, { userId: user.userId, generationId })).toEqual({ cancelled: true });
    const events = await followGeneration(user.caller, generationId);

    expect(lastEvent(events)).toEqual({ type: 'cancelled' });
    expect(eventTypes(events)).not.toContain('done');
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
    expect(await holdOf(generationId)).toEqual({ words: 300, status: 'released', chargedWords: 0 });
    expect(await generationRow(generationId)).toMatchObject({
      status: 'cancelled',
      words: 0,
      errorDetail: 'cancelled',
    });
  });

  it('stops the provider call within seconds when another server process cancelled it', async () => {
    const quickApp = await createTestApp(FAKE_AI);
    try {
      // No heartbeat within the test: the cancel's notification is what stops the call.
      generationRuns(quickApp.deps, { heartbeatEveryMs: 60_000 });
      const fake = useFake({ firstChunkDelayMs: 60_000 });
      const user = await aiUser(quickApp.deps);
      const { generationId } = await user.caller.ai.start({ request: linkedInPost() });
      const run = generationRuns(quickApp.deps).get(generationId)!;
      await vi.waitFor(() => expect(fake.requests).toHaveLength(1));

      const elsewhere = { db: fromAnotherProcess(quickApp.deps.db) };
      expect(await cancelGeneration(elsewhere, { userId: user.userId, generationId })).toEqual({ cancelled: true });
      // Well before the provider's first token, 60 s away (the test's limit is 10 s).
      await run.finished;

      expect(run.signal.aborted).toBe(true);
      expect(lastEvent(await followGeneration(user.caller, generationId))).toEqual({ type: 'cancelled' });
      expect(await user.caller.words.account()).toMatchObject({ availableWords: 2000, heldWords: 0 });
    } finally {
      await quickApp.close();
    }
  }, 10_000);

  it('ends with the error the stale sweep of another server process recorded', async () => {
    useFake({ chunkDelayMs: 30 });
    const user = await aiUser(testApp.deps);
    const { generationId } = await user.caller.ai.start({ request: linkedInPost() });
    await waitForEvent(generationId, 'delta');

    // Another process that has not seen a heartbeat of this one for as long as it asks (none).
    await failStaleGenerations(fromAnotherProcess(), { silentForMs: 0 });
    const events = await followGeneration(user.caller, generationId);

    expect(lastEvent(events)).toStrictEqual({ type: 'error', code: 'AI_PROVIDER_FAILED' });
    expect(eventTypes(events)).not.toContain('done');
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
    expect((await holdOf(generationId)).status).toBe('released');
    expect(await generationRow(generationId)).toMatchObject({ status: 'failed', words: 0 });
  });

  it('tells one whole story per generation when cancels from another process race their endings', async () => {
    useFake({ chunkDelayMs: 5 });
    const user = await aiUser(testApp.deps, { words: 5000 });
    const elsewhere = { db: fromAnotherProcess() };
    const generationIds: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const started = await Promise.all(
        [0, 1, 2].map(() => user.caller.ai.start({ request: linkedInPost('Remote work', 'short') })),
      );
      // Each cancel lands somewhere between the start and a little after the end.
      await Promise.all(
        started.map(async ({ generationId }, index) => {
          generationIds.push(generationId);
          await new Promise((resolve) => setTimeout(resolve, 25 * index * round));
          await cancelGeneration(elsewhere, { userId: user.userId, generationId });
        }),
      );
      await Promise.all(started.map(({ generationId }) => followGeneration(user.caller, generationId)));
    }

    let charged = 0;
    for (const generationId of generationIds) {
      const events = await followGeneration(user.caller, generationId);
      const row = await generationRow(generationId);
      const hold = await holdOf(generationId);
      expect(events.map(({ id }) => id)).toEqual(events.map((_, index) => String(index + 1)));
      expect(events.filter(({ event }) => ['done', 'error', 'cancelled'].includes(event.type))).toHaveLength(1);
      const last = lastEvent(events);
      if (last.type === 'done') {
        expect(row).toMatchObject({ status: 'succeeded', words: last.words });
        expect(hold).toMatchObject({ status: 'settled', chargedWords: last.words });
        charged += last.words;
      } else {
        expect(last).toEqual({ type: 'cancelled' });
        expect(row).toMatchObject({ status: 'cancelled', words: 0 });
        expect(hold).toMatchObject({ status: 'released', chargedWords: 0 });
      }
    }
    expect(await balance(user)).toEqual({ availableWords: 5000 - charged, heldWords: 0 });
  });
});

describe('shutdown', () => {
  it('cancels the generations running here, returns their words, and waits until that is recorded', async () => {
    useFake({ chunkDelayMs: 50 });
    const user = await aiUser(testApp.deps);
    const { generationId } = await user.caller.ai.start({ request: linkedInPost() });
    await waitForEvent(generationId, 'delta');

    expect(await stopAllGenerations(testApp.deps, { timeoutMs: 5000 })).toBe(0);
    // Recorded by the time it returns, so the database can be closed after it.
    expect(await generationRow(generationId)).toMatchObject({ status: 'cancelled', words: 0, errorDetail: 'shutdown' });
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
    expect((await historyTexts(user))[0]).toBe('Reserved words returned (generation did not finish)');
    expect(lastEvent(await followGeneration(user.caller, generationId))).toEqual({ type: 'cancelled' });
  });

  it('waits no longer than its limit for a generation that does not stop', async () => {
    const runs = new GenerationRuns(testApp.deps, { heartbeatEveryMs: 60_000 });
    const stuck = await runs.start('stuck', () => new Promise(() => undefined));
    const stopping = await runs.start(
      'stopping',
      (run) => new Promise<void>((resolve) => run.signal.addEventListener('abort', () => resolve())),
    );

    expect(await runs.stopAll('shutdown', 100)).toBe(1);
    expect(stuck.signal.reason).toBe('shutdown');
    expect(stopping.ended).toBe(true);
  });
});

describe('admin', () => {
  it('shows the providers and switches the active one', async () => {
    const admin = await aiUser(testApp.deps, { admin: true });
    expect(await admin.caller.ai.admin.settings()).toEqual({
      activeProvider: 'openai_compatible',
      providers: [
        { id: 'openai_compatible', configured: true, model: 'fake-gpt' },
        // No enabled HTTP mapping: nothing for that provider to call.
        { id: 'mapping', configured: false, model: 'http-mapping' },
        { id: 'offline', configured: true, model: 'template-composer' },
      ],
    });
    await expect(admin.caller.ai.admin.setActiveProvider({ provider: 'mapping' })).rejects.toMatchObject({
      message: 'VALIDATION',
    });

    await admin.caller.ai.admin.setActiveProvider({ provider: 'offline' });
    try {
      expect((await admin.caller.ai.admin.settings()).activeProvider).toBe('offline');
      const { events } = await generate(admin, linkedInPost());
      expect(events[0]!.event).toMatchObject({ provider: 'offline', templateDraft: true });
      expect(fake.requests).toEqual([]);
    } finally {
      await admin.caller.ai.admin.setActiveProvider({ provider: 'openai_compatible' });
    }
  });

  it('sums usage per day and provider', async () => {
    const usageApp = await createTestApp(FAKE_AI);
    try {
      const admin = await aiUser(usageApp.deps, { admin: true });
      const run = async (provider?: 'openai_compatible' | 'offline') => {
        const { generationId } = await admin.caller.ai.start({ request: linkedInPost(), provider });
        return followGeneration(admin.caller, generationId);
      };
      await run();
      await run();
      fake.failWith('server_error');
      await run('openai_compatible');
      await run();
      fake.failWith(null);
      await run('offline');
      // A generation from long ago falls outside the window.
      await sql`update ai_generations set created_at = now() - interval '40 days' where provider = 'offline'`.execute(
        usageApp.deps.db,
      );

      const today = new Date().toISOString().slice(0, 10);
      const { rows } = await admin.caller.ai.admin.usage({ days: 30 });
      expect(rows).toEqual([
        {
          day: today,
          provider: 'openai_compatible',
          generations: 4,
          succeeded: 2,
          failed: 2,
          words: 2 * countWords(REPLY),
          avgLatencyMs: expect.any(Number),
        },
      ]);
      expect((await admin.caller.ai.admin.usage({ days: 90 })).rows.map((row) => row.provider)).toEqual([
        'openai_compatible',
        'offline',
      ]);
    } finally {
      await usageApp.close();
    }
  });
});

describe('stale generations', () => {
  /** A generation a dead process left running, with its words still held, started `ageMs` ago. */
  async function leftRunning(user: SignedInCaller, ageMs: number, db = testApp.deps.db): Promise<string> {
    const generationId = crypto.randomUUID();
    const { holdId } = await holdWords(db, {
      userId: user.userId,
      words: 300,
      note: { reason: 'reserved', kind: 'linkedin_post' },
      idempotencyKey: generationId,
    });
    await db
      .insertInto('aiGenerations')
      .values({
        id: generationId,
        userId: user.userId,
        kind: 'linkedin_post',
        provider: 'openai_compatible',
        model: 'fake-gpt',
        promptVersion: 'linkedin_post.v1',
        status: 'running',
        heldWords: 300,
        holdId,
        latencyMs: null,
        errorCode: null,
        errorDetail: null,
        finishedAt: null,
        createdAt: new Date(Date.now() - ageMs),
        // Its process died right after the start: it never beat again.
        heartbeatAt: new Date(Date.now() - ageMs),
      })
      .execute();
    return generationId;
  }

  it('fails generations a dead process left running and returns their words', async () => {
    const user = await aiUser(testApp.deps);
    const generationId = await leftRunning(user, 2 * 60 * 60 * 1000);
    expect(await balance(user)).toEqual({ availableWords: 1700, heldWords: 300 });

    expect(await failStaleGenerations(testApp.deps.db, { silentForMs: 60 * 60 * 1000 })).toBe(1);
    expect(await generationRow(generationId)).toMatchObject({ status: 'failed', errorCode: 'AI_PROVIDER_FAILED' });
    expect(await balance(user)).toEqual({ availableWords: 2000, heldWords: 0 });
    expect(await failStaleGenerations(testApp.deps.db, { silentForMs: 60 * 60 * 1000 })).toBe(0);
  });

  it("does not let rows a dead process left running take the user's slots", async () => {
    const user = await aiUser(testApp.deps, { words: 5000 });
    for (let index = 0; index < 3; index += 1) await leftRunning(user, 20 * 60 * 1000);
    const { events } = await generate(user, linkedInPost());
    expect(lastEvent(events).type).toBe('done');
  });

  it('at a server start, fails what a stopped one left running and clears events finished an hour ago', async () => {
    const startingApp = await createTestApp(FAKE_AI);
    try {
      const { db } = startingApp.deps;
      const user = await aiUser(startingApp.deps);
      const leftJustNow = await leftRunning(user, 0, db);
      const finishedLongAgo = (await generate(user, linkedInPost())).generationId;
      const finishedNow = (await generate(user, linkedInPost())).generationId;
      await sql`update ai_generations set finished_at = now() - interval '2 hours'
        where id = ${finishedLongAgo}`.execute(db);

      await startGenerationUpkeep(startingApp.deps).stop();

      const { status } = await db
        .selectFrom('aiGenerations')
        .select('status')
        .where('id', '=', leftJustNow)
        .executeTakeFirstOrThrow();
      // Only one process opens the embedded database: what runs in it at start was left by one that
      // stopped. On Postgres a generation that beat a moment ago may be running on another server.
      expect(status).toBe(startingApp.deps.engine === 'pglite' ? 'failed' : 'running');
      const eventsOf = (generationId: string) =>
        db.selectFrom('aiGenerationEvents').select('seq').where('generationId', '=', generationId).execute();
      expect(await eventsOf(finishedLongAgo)).toEqual([]);
      expect((await eventsOf(finishedNow)).length).toBeGreaterThan(2);
      // Its stream ends at once rather than waiting for events that will not come.
      expect(await followGeneration(user.caller, finishedLongAgo)).toEqual([]);
    } finally {
      await startingApp.close();
    }
  });
});
