import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  aiUser,
  deltaText,
  FAKE_AI,
  nextEvent,
  openStream,
  readToEnd,
  startOverHttp,
  type TrackedMessage,
} from '../helpers/ai.ts';
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

describe('ai.stream over HTTP (server-sent events)', () => {
  it('delivers the first piece while the generation is still running, uncompressed', async () => {
    const user = await aiUser(testApp.deps);
    const generationId = await startOverHttp(server.baseUrl, user.cookie);
    const stream = await openStream(server.baseUrl, user.cookie, { generationId });

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
    const generationId = await startOverHttp(server.baseUrl, user.cookie);
    const firstConnection = await openStream(server.baseUrl, user.cookie, { generationId });
    const seen: TrackedMessage[] = [];
    while (seen.length < 3) seen.push((await nextEvent(firstConnection))!);
    firstConnection.close();

    const [input, headers] = resume('3');
    const secondConnection = await openStream(server.baseUrl, user.cookie, { generationId, ...input }, headers);
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
    const generationId = await startOverHttp(server.baseUrl, owner.cookie);

    const stream = await openStream(server.baseUrl, other.cookie, { generationId });
    await expect(nextEvent(stream)).rejects.toThrow(/NOT_FOUND/);
    stream.close();
    const ownStream = await openStream(server.baseUrl, owner.cookie, { generationId });
    expect((await readToEnd(ownStream)).at(-1)?.event.type).toBe('done');
  });
});
