import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { TUserGenerationRequest } from '@wordloom/shared/schemas/ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiToolDefinition, runAiTool, toolTopic } from '../../server/src/features/tools/ai-runner.ts';
import { composeToolList } from '../../server/src/lib/ai/composer/tool.ts';
import { maxOutputTokens } from '../../server/src/lib/ai/word-cap.ts';
import { AppError } from '../../server/src/lib/app-error.ts';
import { aiUser, FAKE_AI } from '../helpers/ai.ts';
import { httpRequestForm } from '../helpers/http-requests.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { type FakeOpenAI, fakeOpenAI } from '../mocks/openai.ts';
import { mswServer } from '../setup/msw-node.ts';

/**
 * AI tools run through the AI engine's providers: the admin's prompt filled with the visitor's
 * values goes to the OpenAI-compatible API, its answer comes back as the result; nothing is held
 * from anyone's words and no generation is recorded. A failing provider hands over to the
 * template composer, as it does in a generation.
 */

const REPLY = '1. Remote teams that ship\n2. Small team, big reach';

const HEADLINES: AiToolDefinition = {
  id: '6f0f9c4e-3f3a-4c36-9a57-2f1d2e0b5a10',
  name: 'Headline Generator',
  languageCode: 'en',
  promptTemplate:
    'Write 10 headlines about {{topic}} for {{audience}}. Tone: {{tone}}. Formats: {{formats}}. Emoji: {{emoji}}.',
  composerRecipe: 'headlines',
};

const VALUES = {
  topic: '  remote work for small teams ',
  audience: 'founders',
  tone: 'playful',
  formats: ['list', 'question'],
  emoji: false,
};

let testApp: TestApp;
let fake: FakeOpenAI;

beforeAll(async () => {
  testApp = await createTestApp({ ...FAKE_AI, AI_TIMEOUT_MS: '2000' });
});
afterAll(() => testApp.close());

beforeEach(() => {
  fake = fakeOpenAI({ baseUrl: FAKE_AI.AI_BASE_URL, apiKey: FAKE_AI.AI_API_KEY, reply: () => REPLY });
  mswServer.use(...fake.handlers);
});

function run(tool: AiToolDefinition = HEADLINES, values: Record<string, string | boolean | string[]> = VALUES) {
  return runAiTool(testApp.deps, { tool, values, signal: new AbortController().signal });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error instanceof AppError) return error;
  throw new Error(`Expected an AppError, got ${String(error)}`);
}

async function countRows(table: 'aiGenerations' | 'wordTransactions'): Promise<number> {
  const { count } = await testApp.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('an AI tool through the OpenAI-compatible API', () => {
  it('sends the prompt filled with the values (lists joined, a box as yes or no) and returns the answer', async () => {
    const result = await run();
    expect(result).toEqual({
      text: REPLY,
      prompt:
        'Write 10 headlines about remote work for small teams for founders. Tone: playful. Formats: list, question. Emoji: no.',
      provider: 'openai_compatible',
      templateDraft: false,
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.messages.find((message) => message.role === 'user')?.content).toBe(result.prompt);
    const system = request?.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toContain('the online tool "Headline Generator"');
    expect(system).toContain('Write everything in English.');
    // A run writes at most 400 words.
    expect(request?.maxTokens).toBe(maxOutputTokens(400));
  });

  it('leaves a placeholder with no value empty, and fills a value only once (a value holding {{…}} stays as typed)', async () => {
    const result = await run(HEADLINES, { topic: 'pricing {{audience}}', audience: '' });
    expect(result.prompt).toBe('Write 10 headlines about pricing {{audience}} for . Tone: . Formats: . Emoji: .');
  });

  it('holds no words and records no generation', async () => {
    await aiUser(testApp.deps);
    const before = { generations: await countRows('aiGenerations'), words: await countRows('wordTransactions') };
    await run();
    expect({ generations: await countRows('aiGenerations'), words: await countRows('wordTransactions') }).toEqual(
      before,
    );
  });

  it('hands over to the template composer when the provider answers 500 (the active provider, as in a generation)', async () => {
    fake.failWith('server_error');
    const result = await run();
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(result.provider).toBe('offline');
    expect(result.templateDraft).toBe(true);
    expect(result.text).toBe(
      composeToolList({
        toolName: HEADLINES.name,
        language: 'en',
        prompt: result.prompt,
        recipe: 'headlines',
        topic: 'remote work for small teams',
        values: {},
      }),
    );
    expect(result.text.split('\n')).toHaveLength(10);
  });

  it("fails with the provider's AI_PROVIDER_FAILED when the provider fails and the tool has no recipe", async () => {
    fake.failWith('server_error');
    const error = await refusal(run({ ...HEADLINES, composerRecipe: 'none' }));
    expect(error.appCode).toBe(AppErrorCode.AI_PROVIDER_FAILED);
    // The reason is the provider's failure, not the composer's "needs an AI provider".
    expect(error.detail).toMatch(/500|server/i);
  });

  it('fails with AI_PROVIDER_FAILED when the provider answers with nothing', async () => {
    fake = fakeOpenAI({ baseUrl: FAKE_AI.AI_BASE_URL, apiKey: FAKE_AI.AI_API_KEY, reply: () => '   ' });
    mswServer.use(...fake.handlers);
    const error = await refusal(run());
    expect(error.appCode).toBe(AppErrorCode.AI_PROVIDER_FAILED);
  });
});

describe('an AI tool with no provider configured', () => {
  let offlineApp: TestApp;
  beforeAll(async () => {
    offlineApp = await createTestApp();
  });
  afterAll(() => offlineApp.close());

  it('is answered by the template composer, by its recipe, without calling anyone', async () => {
    const result = await runAiTool(offlineApp.deps, {
      tool: { ...HEADLINES, composerRecipe: 'linkedin_hooks', languageCode: 'es' },
      values: VALUES,
      signal: new AbortController().signal,
    });
    expect(fake.requests).toHaveLength(0);
    expect(result.provider).toBe('offline');
    expect(result.templateDraft).toBe(true);
    const lines = result.text.split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^1\. /);
    for (const line of lines) expect(line.toLowerCase()).toContain('remote work for small teams');
  });

  it('says a tool without a recipe needs an AI provider', async () => {
    const error = await refusal(
      runAiTool(offlineApp.deps, {
        tool: { ...HEADLINES, composerRecipe: 'none' },
        values: VALUES,
        signal: new AbortController().signal,
      }),
    );
    expect(error.appCode).toBe(AppErrorCode.AI_PROVIDER_FAILED);
    expect(error.detail).toBe('this tool needs an AI provider');
  });
});

describe('an AI tool through an HTTP mapping', () => {
  let mappingApp: TestApp;
  let endpoint: Server;
  const received: unknown[] = [];

  beforeAll(async () => {
    // The automation endpoint runs on this machine, so the guard must let loopback through.
    mappingApp = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
    endpoint = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ content: '1. Headline from the automation' }));
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    await mappingApp.close();
  });

  it('goes to the tools.run mapping an admin enabled, with the tool, the filled prompt and the values', async () => {
    const admin = await aiUser(mappingApp.deps, { admin: true });
    const request = await admin.caller.httpMappings.createRequest(
      httpRequestForm({
        name: 'Tool automation',
        endpointUrl: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/tools`,
      }),
    );
    await admin.caller.httpMappings.createMapping({
      key: 'tools.run',
      requestId: request.id,
      description: '',
      samplePayload: '',
      expectedResponseSchema: '',
      responseDisplayMapping: '',
      payloadTransformTemplate: '',
      enabled: true,
    });

    const result = await runAiTool(mappingApp.deps, {
      tool: HEADLINES,
      values: VALUES,
      signal: new AbortController().signal,
    });
    expect(result).toMatchObject({
      text: '1. Headline from the automation',
      provider: 'mapping',
      templateDraft: false,
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      toolName: 'Headline Generator',
      language: 'en',
      recipe: 'headlines',
      topic: 'remote work for small teams',
      prompt: result.prompt,
      values: VALUES,
    });
  });
});

describe('the topic the composer writes about', () => {
  it('is the first field the prompt names that holds text', () => {
    expect(toolTopic('For {{audience}}: headlines on {{topic}}', { topic: 'pricing', audience: 'founders' })).toBe(
      'founders',
    );
    expect(toolTopic('For {{ audience }}: headlines on {{topic}}', { topic: 'pricing', audience: '  ' })).toBe(
      'pricing',
    );
  });

  it('is else the first text value sent; boxes are never a topic', () => {
    expect(toolTopic('Write headlines.', { cta: true, tags: ['a'], page: ' pricing page ' })).toBe('pricing page');
    expect(toolTopic('Write headlines about {{missing}}.', { cta: true })).toBe('');
  });
});

describe('ai.start', () => {
  it('refuses a tool_run: only tools.run starts one', async () => {
    const user = await aiUser(testApp.deps);
    const toolRun = {
      kind: 'tool_run',
      inputs: { toolName: 'Anything', language: 'en', prompt: 'Write anything', recipe: 'none' },
    };
    // Sent as a browser could send it: the client's own request type has no tool_run.
    await expect(user.caller.ai.start({ request: toolRun as unknown as TUserGenerationRequest })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    );
    expect(fake.requests).toHaveLength(0);
  });
});
