/**
 * Generations across real server processes (docs/decisions/009): on one Postgres (TEST_DATABASE_URL,
 * CI's Postgres pass), a stream is served by a process other than the one running the generation,
 * and a killed process's generation ends failed with its words returned, its stream ending on
 * another process. The embedded database serves one process at a time, so the PGlite pass kills
 * the server and starts it again.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '@mswjs/http-middleware';
import { countWords } from '@wordloom/shared/domain/word-count';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppProcess, freePort, LOOPBACK, startAppProcess } from '../../scripts/lib/app-process.ts';
import { createDatabase } from '../../server/src/db/client.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import type { DB } from '../../server/src/db/schema.ts';
import { getWordAccount } from '../../server/src/features/words/service.ts';
import {
  deltaText,
  type EventStream,
  nextEvent,
  openStream,
  readToEnd,
  startOverHttp,
  type TrackedMessage,
} from '../helpers/ai.ts';
import { signedInUser } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase, testPostgresUrl } from '../helpers/test-database.ts';
import { fakeOpenAI } from '../mocks/openai.ts';

const REPLY = Array.from({ length: 15 }, (_, index) => `Point ${index + 1}: write it down.`).join(' ');
const FAKE_KEY = 'sk-processes';
const TOKEN_ENC_KEYS = randomBytes(32).toString('base64');

/** A fake OpenAI-compatible API over HTTP whose answers take `chunkDelayMs` per two words. */
async function serveFakeProvider(reply: string, chunkDelayMs: number) {
  const port = await freePort();
  const baseUrl = `http://${LOOPBACK}:${port}/v1`;
  const server: Server = createServer(
    ...fakeOpenAI({ baseUrl, apiKey: FAKE_KEY, reply: () => reply, chunkDelayMs }).handlers,
  ).listen(port, LOOPBACK);
  await once(server, 'listening');
  return {
    baseUrl,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An answer long enough for a kill to land in its middle: 300 words, 150 chunks of 200 ms. */
const serveSlowProvider = () => serveFakeProvider(Array.from({ length: 300 }, () => 'word').join(' '), 200);

const started: AppProcess[] = [];
afterAll(() => Promise.all(started.map((server) => server.stop())));

/** The production server on its own port, on the database that `database` names (DATABASE_URL, or DATA_DIR). */
async function startServerProcess(database: Record<string, string>, aiBaseUrl: string): Promise<AppProcess> {
  const server = await startAppProcess({
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { TOKEN_ENC_KEYS, SEED_DEMO_CONTENT: 'false', AI_BASE_URL: aiBaseUrl, AI_API_KEY: FAKE_KEY, ...database },
  });
  started.push(server);
  return server;
}

/** A user with 2000 words and the session cookie the production server reads. */
function userWithWords(db: Kysely<DB>) {
  return signedInUser(db, { words: 2000 }, { env: 'production' });
}

/** Reads `stream` until the generation has streamed two pieces of text; what it read. */
async function readTwoPieces(stream: EventStream): Promise<TrackedMessage[]> {
  const seen: TrackedMessage[] = [];
  while (seen.filter(({ event }) => event.type === 'delta').length < 2) seen.push((await nextEvent(stream))!);
  return seen;
}

async function kill(server: AppProcess): Promise<void> {
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  await exited;
}

/** The end a killed server's generation comes to: failed with its reason, its words all back. */
async function expectInterrupted(db: Kysely<DB>, { userId, generationId }: { userId: string; generationId: string }) {
  const row = await db
    .selectFrom('aiGenerations')
    .select(['status', 'words', 'errorCode', 'errorDetail', 'holdId'])
    .where('id', '=', generationId)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    status: 'failed',
    words: 0,
    errorCode: 'AI_PROVIDER_FAILED',
    errorDetail: 'interrupted: the server stopped during the generation',
  });
  const hold = await db
    .selectFrom('wordHolds')
    .select(['status', 'chargedWords'])
    .where('id', '=', row.holdId!)
    .executeTakeFirstOrThrow();
  expect(hold).toEqual({ status: 'released', chargedWords: 0 });
  const account = await getWordAccount(db, { userId });
  expect(account).toMatchObject({ availableWords: 2000, heldWords: 0 });
  expect(account.history[0]?.description).toBe('Reserved words returned (generation did not finish)');
}

describe.skipIf(!testPostgresUrl())('generations across server processes on one Postgres', () => {
  let database: TestDatabase;
  let onDatabase: Record<string, string>;
  let user: { userId: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    onDatabase = { DATABASE_URL: database.connectionString ?? '' };
  });
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    user = await userWithWords(database.db);
  });

  describe('a stream served by another process', () => {
    let provider: Awaited<ReturnType<typeof serveFakeProvider>>;
    let runner: AppProcess;
    let reader: AppProcess;

    beforeAll(async () => {
      provider = await serveFakeProvider(REPLY, 40);
      [runner, reader] = await Promise.all([
        startServerProcess(onDatabase, provider.baseUrl),
        startServerProcess(onDatabase, provider.baseUrl),
      ]);
    });
    afterAll(async () => {
      await Promise.all([runner.stop(), reader.stop()]);
      await provider.close();
    });

    it('is read to its end through a process that is not running the generation', async () => {
      const generationId = await startOverHttp(runner.origin, user.cookie);
      const stream = await openStream(reader.origin, user.cookie, { generationId });

      const first = await nextEvent(stream);
      const second = await nextEvent(stream);
      // The text arrives while the generation still runs on the other process.
      const running = await database.db
        .selectFrom('aiGenerations')
        .select('status')
        .where('id', '=', generationId)
        .executeTakeFirstOrThrow();
      expect(running.status).toBe('running');
      const events = [first!, second!, ...(await readToEnd(stream))];

      expect(events.map(({ id }) => id)).toEqual(events.map((_, index) => String(index + 1)));
      expect(events[0]!.event).toMatchObject({ type: 'started', generationId, provider: 'openai_compatible' });
      expect(events.at(-1)!.event).toMatchObject({ type: 'done', text: REPLY, words: countWords(REPLY) });
      expect(deltaText(events)).toBe(REPLY);
      expect(await getWordAccount(database.db, { userId: user.userId })).toMatchObject({
        availableWords: 2000 - countWords(REPLY),
        heldWords: 0,
      });
    });

    it('resumes on that process after a dropped connection with Last-Event-ID, sending only later events', async () => {
      const generationId = await startOverHttp(runner.origin, user.cookie);
      const firstConnection = await openStream(reader.origin, user.cookie, { generationId });
      const seen: TrackedMessage[] = [];
      while (seen.length < 3) seen.push((await nextEvent(firstConnection))!);
      firstConnection.close();

      const secondConnection = await openStream(reader.origin, user.cookie, { generationId }, { 'last-event-id': '3' });
      const later = await readToEnd(secondConnection);

      expect(seen.map(({ id }) => id)).toEqual(['1', '2', '3']);
      expect(later.map(({ id }) => Number(id))).toEqual(later.map((_event, index) => index + 4));
      expect(later.at(-1)?.event.type).toBe('done');
      expect(deltaText([...seen, ...later])).toBe(REPLY);
    });
  });

  it('fails the generation of a killed server, ending its stream on another, with no words held', async () => {
    const provider = await serveSlowProvider();
    try {
      const [doomed, reader] = await Promise.all([
        startServerProcess(onDatabase, provider.baseUrl),
        startServerProcess(onDatabase, provider.baseUrl),
      ]);
      const generationId = await startOverHttp(doomed.origin, user.cookie);
      const stream = await openStream(reader.origin, user.cookie, { generationId });
      await readTwoPieces(stream);
      expect((await getWordAccount(database.db, { userId: user.userId })).heldWords).toBe(300);

      await kill(doomed);
      // As if the 30 s a silent generation is given had passed, without the test waiting for them.
      await sql`update ai_generations set heartbeat_at = heartbeat_at - interval '30 seconds'
        where id = ${generationId}`.execute(database.db);
      const restarted = await startServerProcess(onDatabase, provider.baseUrl);

      const rest = await readToEnd(stream);
      expect(rest.at(-1)?.event).toEqual({ type: 'error', code: 'AI_PROVIDER_FAILED' });
      expect(rest.map(({ event }) => event.type)).not.toContain('done');
      await expectInterrupted(database.db, { userId: user.userId, generationId });
      await Promise.all([restarted.stop(), reader.stop()]);
    } finally {
      await provider.close();
    }
  }, 90_000);
});

// The embedded database serves one process, which the CI's PGlite pass runs this with.
describe.skipIf(testPostgresUrl())('a generation of a killed server on the embedded database', () => {
  it('is failed when the server starts again, and its stream ends there, with no words held', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-killed-'));
    const pgliteDir = path.join(dataDir, 'pglite');
    const provider = await serveSlowProvider();
    try {
      // The user is written before the server opens the embedded database (one process at a time).
      const setup = createDatabase({ pgliteDir });
      await migrateToLatest(setup.db);
      const user = await userWithWords(setup.db);
      await setup.close();

      const doomed = await startServerProcess({ DATA_DIR: dataDir }, provider.baseUrl);
      const generationId = await startOverHttp(doomed.origin, user.cookie);
      const seen = await readTwoPieces(await openStream(doomed.origin, user.cookie, { generationId }));
      await kill(doomed);

      const restarted = await startServerProcess({ DATA_DIR: dataDir }, provider.baseUrl);
      const lastEventId = seen.at(-1)!.id;
      const rest = await readToEnd(await openStream(restarted.origin, user.cookie, { generationId, lastEventId }));
      expect(rest.at(-1)?.event).toEqual({ type: 'error', code: 'AI_PROVIDER_FAILED' });
      expect(rest.map(({ id }) => Number(id))).toEqual(rest.map((_event, index) => Number(lastEventId) + index + 1));
      await restarted.stop();

      const after = createDatabase({ pgliteDir });
      try {
        await expectInterrupted(after.db, { userId: user.userId, generationId });
      } finally {
        await after.close();
      }
    } finally {
      await provider.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
