import superjson from 'superjson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiUser, FAKE_AI } from '../helpers/ai.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import { fakeOpenAI } from '../mocks/openai.ts';
import { mswServer } from '../setup/msw-node.ts';

const REPLY =
  'Remote teams thrive on clear writing. Decide in documents, not in meetings. Share progress openly every week. What is your team doing differently?';

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  testApp = await createTestApp(FAKE_AI);
  server = await listen(testApp.app);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});
beforeEach(() => {
  // Pauses between chunks, so the generation is still running while the first pieces arrive.
  mswServer.use(
    ...fakeOpenAI({ baseUrl: FAKE_AI.AI_BASE_URL, apiKey: FAKE_AI.AI_API_KEY, reply: () => REPLY, chunkDelayMs: 40 })
      .handlers,
  );
});

async function startOverHttp(cookie: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/trpc/ai.start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(superjson.serialize({ request: { kind: 'linkedin_post', inputs: { topic: 'Remote work' } } })),
  });
  const body = (await response.json()) as { result: { data: { json: { generationId: string } } } };
  return body.result.data.json.generationId;
}

interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** Opens `ai.stream` as EventSource does (GET, Accept: text/event-stream) and reads its messages one by one. */
async function openStream(
  cookie: string,
  input: { generationId: string; lastEventId?: string },
  headers: Record<string, string> = {},
) {
  const abort = new AbortController();
  const url = `${server.baseUrl}/trpc/ai.stream?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br', ...headers },
    signal: abort.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(): Promise<SseMessage | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = {};
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          const field = line.slice(0, colon);
          const value = line.slice(colon + 1).trimStart();
          if (field === 'id' || field === 'event') message[field] = value;
          if (field === 'data') message.data = message.data === undefined ? value : `${message.data}\n${value}`;
        }
        // Comment-only blocks (pings) carry no message.
        if (Object.keys(message).length > 0) return message;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  }
  return { response, next, close: () => abort.abort() };
}

interface TrackedMessage {
  id: string;
  event: { type: string; text?: string };
}

/** The next generation event (skipping the connection's own messages), or null when the stream ended. */
async function nextEvent(stream: Awaited<ReturnType<typeof openStream>>): Promise<TrackedMessage | null> {
  for (;;) {
    const message = await stream.next();
    if (!message || message.event === 'return') return null;
    if (message.event === 'serialized-error') throw new Error(`stream error: ${message.data}`);
    if (message.id && message.data) {
      const payload = JSON.parse(message.data) as { json: TrackedMessage['event'] };
      return { id: message.id, event: payload.json };
    }
  }
}

async function readToEnd(stream: Awaited<ReturnType<typeof openStream>>): Promise<TrackedMessage[]> {
  const events: TrackedMessage[] = [];
  for (let event = await nextEvent(stream); event; event = await nextEvent(stream)) events.push(event);
  return events;
}

const deltaText = (events: TrackedMessage[]) =>
  events.map(({ event }) => (event.type === 'delta' ? event.text : '')).join('');

describe('ai.stream over HTTP (server-sent events)', () => {
  it('delivers the first piece while the generation is still running, uncompressed', async () => {
    const user = await aiUser(testApp.deps);
    const generationId = await startOverHttp(user.cookie);
    const stream = await openStream(user.cookie, { generationId });

    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('content-encoding')).toBeNull();

    const first = await nextEvent(stream);
    expect(first).toMatchObject({ id: '1', event: { type: 'started' } });
    const second = await nextEvent(stream);
    expect(second).toMatchObject({ id: '2', event: { type: 'delta' } });
    const row = await testApp.deps.db
      .selectFrom('aiGenerations')
      .select('status')
      .where('id', '=', generationId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('running');

    const rest = await readToEnd(stream);
    expect(rest.at(-1)?.event.type).toBe('done');
    expect(deltaText([second!, ...rest])).toBe(REPLY);
  });

  it.each([
    ['the Last-Event-ID header', (lastEventId: string) => [{}, { 'last-event-id': lastEventId }] as const],
    ['lastEventId in the input', (lastEventId: string) => [{ lastEventId }, {}] as const],
  ])('resumes after a dropped connection with %s, sending only later events', async (_, resume) => {
    const user = await aiUser(testApp.deps);
    const generationId = await startOverHttp(user.cookie);
    const firstConnection = await openStream(user.cookie, { generationId });
    const seen: TrackedMessage[] = [];
    while (seen.length < 3) seen.push((await nextEvent(firstConnection))!);
    firstConnection.close();

    const [input, headers] = resume('3');
    const secondConnection = await openStream(user.cookie, { generationId, ...input }, headers);
    const later = await readToEnd(secondConnection);

    expect(seen.map(({ id }) => id)).toEqual(['1', '2', '3']);
    expect(later[0]?.id).toBe('4');
    expect(later.map(({ id }) => Number(id))).toEqual(later.map((_event, index) => index + 4));
    expect(later.at(-1)?.event.type).toBe('done');
    expect(deltaText([...seen, ...later])).toBe(REPLY);
  });

  it("does not stream another user's generation", async () => {
    const owner = await aiUser(testApp.deps);
    const other = await aiUser(testApp.deps);
    const generationId = await startOverHttp(owner.cookie);

    const stream = await openStream(other.cookie, { generationId });
    await expect(nextEvent(stream)).rejects.toThrow(/NOT_FOUND/);
    stream.close();
    const ownStream = await openStream(owner.cookie, { generationId });
    expect((await readToEnd(ownStream)).at(-1)?.event.type).toBe('done');
  });
});
