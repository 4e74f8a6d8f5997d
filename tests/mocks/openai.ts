/**
 * An OpenAI-compatible chat-completions API as the real one answers (`POST {base}/chat/completions`):
 * bearer-key check, streamed `chat.completion.chunk` events ending in `data: [DONE]`, plain JSON
 * answers, structured answers for a `response_format` JSON schema, and the failures a provider
 * really has: 429 with OpenAI's error body, 500, a malformed answer, and no answer at all.
 */
import { delay, HttpResponse, http } from 'msw';

export type FakeOpenAIFailure = 'rate_limit' | 'server_error' | 'malformed' | 'hang';

interface ChatMessage {
  role: string;
  content: string;
}

/** What a test can check about a request the fake received. */
export interface ChatRequest {
  model: string;
  stream: boolean;
  messages: ChatMessage[];
  responseFormat: { type: string; json_schema?: { name: string; strict?: boolean; schema: JsonSchema } } | undefined;
  /** The most tokens the answer may have (`max_tokens`), when the request sets one. */
  maxTokens: number | undefined;
  /** The client went away before a streamed answer was complete, and the fake stopped writing it. */
  abandoned: boolean;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
}

export interface FakeOpenAIOptions {
  /** The API base, e.g. `https://fake-openai.test/v1`. */
  baseUrl: string;
  apiKey?: string;
  /** The text answer to a request (default: a fixed paragraph about the first line of the prompt). */
  reply?: (request: ChatRequest) => string;
  /** A structured answer for a JSON-schema request (default: filled from the schema). */
  structured?: (request: ChatRequest) => unknown;
  /** Streamed pieces per chunk, in words (default 2). */
  wordsPerChunk?: number;
  /** Pause before the first chunk and between chunks, so streaming can be watched. */
  firstChunkDelayMs?: number;
  chunkDelayMs?: number;
  /** How long a 'hang' keeps the connection without answering (default 30 s). */
  hangMs?: number;
}

export interface FakeOpenAI {
  handlers: ReturnType<typeof http.post>[];
  /** Every request received, oldest first. */
  requests: ChatRequest[];
  /** Makes the following requests fail this way (`null` answers normally again). */
  failWith(failure: FakeOpenAIFailure | null): void;
  /** A streamed request that fails after sending this many chunks (a provider dying mid-answer). */
  breakStreamAfter(chunks: number | null): void;
}

const CREATED = 1_763_900_000;

function sampleFromSchema(schema: JsonSchema, name: string): unknown {
  // A nullable value (zod's `.nullable()`) is `anyOf` a type and null: a model fills the type.
  const branch = schema.anyOf?.find((candidate) => candidate.type !== 'null');
  if (branch) return sampleFromSchema(branch, name);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  if (schema.enum) return schema.enum[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleFromSchema(property, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 3) }, (_, index) =>
        sampleFromSchema(schema.items ?? { type: 'string' }, `${name} ${index + 1}`),
      );
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return `Sample ${name}`;
  }
}

function defaultReply(request: ChatRequest): string {
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
  const firstLine = user.split('\n')[0] ?? '';
  return `A fake model answer about ${firstLine.replace(/^[^:]*:\s*/, '')}. It has a few sentences, streamed in small pieces, so that the page fills in as it would with a real model.`;
}

function errorBody(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

function chunk(id: string, model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: CREATED,
    model,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
}

export function fakeOpenAI(options: FakeOpenAIOptions): FakeOpenAI {
  const requests: ChatRequest[] = [];
  let failure: FakeOpenAIFailure | null = null;
  let breakAfter: number | null = null;
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;

  function answerText(request: ChatRequest): string {
    const format = request.responseFormat;
    if (format?.type === 'json_schema' && format.json_schema) {
      const answer = options.structured?.(request) ?? sampleFromSchema(format.json_schema.schema, 'item');
      return JSON.stringify(answer);
    }
    if (format?.type === 'json_object') return JSON.stringify(options.structured?.(request) ?? {});
    return (options.reply ?? defaultReply)(request);
  }

  function stream(request: ChatRequest, text: string, id: string, signal: AbortSignal): Response {
    const encoder = new TextEncoder();
    const wordsPerChunk = options.wordsPerChunk ?? 2;
    const allWords = text.match(/\s*\S+/g) ?? [];
    // A real model stops at max_tokens with finish_reason "length"; here a word is a token.
    const words = request.maxTokens === undefined ? allWords : allWords.slice(0, request.maxTokens);
    const finishReason = words.length < allWords.length ? 'length' : 'stop';
    const pieces: string[] = [];
    for (let index = 0; index < words.length; index += wordsPerChunk) {
      pieces.push(words.slice(index, index + wordsPerChunk).join(''));
    }
    const events: string[] = [
      JSON.stringify(chunk(id, request.model, { role: 'assistant', content: '' }, null)),
      ...pieces.map((piece) => JSON.stringify(chunk(id, request.model, { content: piece }, null))),
      JSON.stringify(chunk(id, request.model, {}, finishReason)),
    ];
    if (failure === 'malformed') events.splice(2, 0, '{"id": "broken", "choices": [');
    const brokenAt = breakAfter;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        if (options.firstChunkDelayMs) await delay(options.firstChunkDelayMs);
        for (const [index, event] of events.entries()) {
          if (brokenAt !== null && index === brokenAt) {
            // Erroring drops what is still queued: the client gets to read the chunks sent so far first.
            await delay(20);
            controller.error(new Error('connection reset by the fake provider'));
            return;
          }
          if (index > 0 && options.chunkDelayMs) await delay(options.chunkDelayMs);
          if (signal.aborted) {
            request.abandoned = true;
            return;
          }
          controller.enqueue(encoder.encode(`data: ${event}\n\n`));
        }
        controller.enqueue(encoder.encode('data: [DONE]\n\n'));
        controller.close();
      },
    });
    return new HttpResponse(body, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' },
    });
  }

  const handler = http.post(url, async ({ request }) => {
    if (options.apiKey && request.headers.get('authorization') !== `Bearer ${options.apiKey}`) {
      return HttpResponse.json(errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'), {
        status: 401,
      });
    }
    const body = (await request.json()) as {
      model: string;
      stream?: boolean;
      messages: ChatMessage[];
      response_format?: ChatRequest['responseFormat'];
      max_tokens?: number;
    };
    const chat: ChatRequest = {
      model: body.model,
      stream: body.stream === true,
      messages: body.messages,
      responseFormat: body.response_format,
      maxTokens: body.max_tokens,
      abandoned: false,
    };
    requests.push(chat);

    if (failure === 'rate_limit') {
      return HttpResponse.json(
        errorBody(
          `Rate limit reached for ${chat.model} on requests per min (RPM): Limit 3, Used 3, Requested 1.`,
          'requests',
          'rate_limit_exceeded',
        ),
        { status: 429, headers: { 'retry-after': '20', 'x-ratelimit-remaining-requests': '0' } },
      );
    }
    if (failure === 'server_error') {
      return HttpResponse.json(
        errorBody('The server had an error while processing your request. Sorry about that!', 'server_error', null),
        { status: 500 },
      );
    }
    if (failure === 'hang') {
      await Promise.race([
        delay(options.hangMs ?? 30_000),
        new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true })),
      ]);
      return HttpResponse.json(errorBody('Gateway timeout', 'server_error', null), { status: 504 });
    }

    const id = `chatcmpl-fake${requests.length}`;
    const text = failure === 'malformed' && chat.responseFormat ? '{"keywords": "not a list"' : answerText(chat);
    if (chat.stream) return stream(chat, text, id, request.signal);
    const completionTokens = text.split(/\s+/).length;
    return HttpResponse.json({
      id,
      object: 'chat.completion',
      created: CREATED,
      model: chat.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 42, completion_tokens: completionTokens, total_tokens: 42 + completionTokens },
    });
  });

  return {
    handlers: [handler],
    requests,
    failWith(next) {
      failure = next;
    },
    breakStreamAfter(chunks) {
      breakAfter = chunks;
    },
  };
}
