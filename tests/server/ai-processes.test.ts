/**
 * Generations across real server processes on one Postgres (docs/decisions/009): a stream is
 * served by a process other than the one running the generation, and a generation whose process
 * is killed ends failed with its words returned. PGlite serves one process only, so these run on
 * Postgres (TEST_DATABASE_URL; CI's Postgres pass).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '@mswjs/http-middleware';
import { countWords } from '@wordloom/shared/domain/word-count';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, LOOPBACK, startNode, stopProcess, waitUntilReady } from '../../scripts/lib/app-process.ts';
import { createSession } from '../../server/src/auth/session.ts';
import { getWordAccount, grantWords } from '../../server/src/features/words/service.ts';
import { deltaText, nextEvent, openStream, readToEnd, startOverHttp, type TrackedMessage } from '../helpers/ai.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase, testPostgresUrl } from '../helpers/test-database.ts';
import { fakeOpenAI } from '../mocks/openai.ts';

const REPLY = Array.from({ length: 15 }, (_, index) => `Point ${index + 1}: write it down.`).join(' ');
const FAKE_KEY = 'sk-processes';
const TOKEN_ENC_KEYS = randomBytes(32).toString('base64');

interface AppServer {
  origin: string;
  child: ChildProcess;
}

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

describe.skipIf(!testPostgresUrl())('generations across server processes on one Postgres', () => {
  let database: TestDatabase;
  let dataDir: string;
  let cookie: string;
  let userId: string;
  const started: ChildProcess[] = [];

  /** `node server/src/index.ts` on this test's database (production settings, its own port). */
  async function startServerProcess(aiBaseUrl: string, port?: number): Promise<AppServer> {
    const listenPort = port ?? (await freePort());
    const origin = `http://${LOOPBACK}:${listenPort}`;
    const child = startNode(
      'server/src/index.ts',
      {
        PATH: process.env.PATH,
        PORT: String(listenPort),
        HOST: LOOPBACK,
        APP_URL: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: database.connectionString ?? '',
        TOKEN_ENC_KEYS,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SEED_DEMO_CONTENT: 'false',
        AI_BASE_URL: aiBaseUrl,
        AI_API_KEY: FAKE_KEY,
      },
      ['ignore', 'ignore', 'inherit'],
    );
    started.push(child);
    await waitUntilReady('server', child, `${origin}/readyz`);
    return { origin, child };
  }

  async function generation(generationId: string) {
    return database.db
      .selectFrom('aiGenerations')
      .select(['status', 'words', 'errorCode', 'errorDetail', 'holdId'])
      .where('id', '=', generationId)
      .executeTakeFirstOrThrow();
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-processes-'));
    userId = await createUser(database.db);
    await grantWords(database.db, { userId, amount: 2000, source: 'admin', expiresAt: null, note: 'test words' });
    const { token } = await createSession(database.db, userId, { userAgent: null, ipAddress: null });
    cookie = `__Host-wordloom_session=${token}`;
  });
  afterAll(async () => {
    await Promise.all(started.map((child) => stopProcess(child)));
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  describe('a stream served by another process', () => {
    let provider: Awaited<ReturnType<typeof serveFakeProvider>>;
    let runner: AppServer;
    let reader: AppServer;

    beforeAll(async () => {
      provider = await serveFakeProvider(REPLY, 40);
      [runner, reader] = await Promise.all([
        startServerProcess(provider.baseUrl),
        startServerProcess(provider.baseUrl),
      ]);
    });
    afterAll(async () => {
      await Promise.all([stopProcess(runner.child), stopProcess(reader.child)]);
      await provider.close();
    });

    it('is read to its end through a process that is not running the generation', async () => {
      const before = await getWordAccount(database.db, userId);
      const generationId = await startOverHttp(runner.origin, cookie);
      const stream = await openStream(reader.origin, cookie, { generationId });

      const first = await nextEvent(stream);
      const second = await nextEvent(stream);
      // The text arrives while the generation still runs on the other process.
      expect((await generation(generationId)).status).toBe('running');
      const events = [first!, second!, ...(await readToEnd(stream))];

      expect(events.map(({ id }) => id)).toEqual(events.map((_, index) => String(index + 1)));
      expect(events[0]!.event).toMatchObject({ type: 'started', generationId, provider: 'openai_compatible' });
      expect(events.at(-1)!.event).toMatchObject({ type: 'done', text: REPLY, words: countWords(REPLY) });
      expect(deltaText(events)).toBe(REPLY);
      expect(await generation(generationId)).toMatchObject({ status: 'succeeded', words: countWords(REPLY) });
      expect(await getWordAccount(database.db, userId)).toMatchObject({
        availableWords: before.availableWords - countWords(REPLY),
        heldWords: 0,
      });
    });

    it('resumes on that process after a dropped connection with Last-Event-ID, sending only later events', async () => {
      const generationId = await startOverHttp(runner.origin, cookie);
      const firstConnection = await openStream(reader.origin, cookie, { generationId });
      const seen: TrackedMessage[] = [];
      while (seen.length < 3) seen.push((await nextEvent(firstConnection))!);
      firstConnection.close();

      const secondConnection = await openStream(reader.origin, cookie, { generationId }, { 'last-event-id': '3' });
      const later = await readToEnd(secondConnection);

      expect(seen.map(({ id }) => id)).toEqual(['1', '2', '3']);
      expect(later.map(({ id }) => Number(id))).toEqual(later.map((_event, index) => index + 4));
      expect(later.at(-1)?.event.type).toBe('done');
      expect(deltaText([...seen, ...later])).toBe(REPLY);
    });
  });

  it('fails a generation whose server was killed, once that server is started again: no words stay held', async () => {
    // Long enough that the kill comes in the middle: 300 words, 150 chunks of 200 ms.
    const provider = await serveFakeProvider(Array.from({ length: 300 }, () => 'word').join(' '), 200);
    try {
      const doomedPort = await freePort();
      const doomed = await startServerProcess(provider.baseUrl, doomedPort);
      const reader = await startServerProcess(provider.baseUrl);
      const before = await getWordAccount(database.db, userId);
      const generationId = await startOverHttp(doomed.origin, cookie);
      const stream = await openStream(reader.origin, cookie, { generationId });
      const seen: TrackedMessage[] = [];
      while (seen.filter(({ event }) => event.type === 'delta').length < 2) seen.push((await nextEvent(stream))!);
      expect((await getWordAccount(database.db, userId)).heldWords).toBeGreaterThan(0);

      const killed = once(doomed.child, 'exit');
      doomed.child.kill('SIGKILL');
      await killed;
      // The restart comes after the 30 s a silent generation is given, without the test waiting for them.
      await sql`update ai_generations set heartbeat_at = heartbeat_at - interval '30 seconds'
        where id = ${generationId}`.execute(database.db);
      const restarted = await startServerProcess(provider.baseUrl, doomedPort);

      const rest = await readToEnd(stream);
      expect(rest.at(-1)?.event).toEqual({ type: 'error', code: 'AI_PROVIDER_FAILED' });
      expect(rest.map(({ event }) => event.type)).not.toContain('done');
      const row = await generation(generationId);
      expect(row).toMatchObject({
        status: 'failed',
        words: 0,
        errorCode: 'AI_PROVIDER_FAILED',
        errorDetail: 'interrupted: the server stopped during the generation',
      });
      const hold = await database.db
        .selectFrom('wordHolds')
        .select(['status', 'chargedWords'])
        .where('id', '=', row.holdId!)
        .executeTakeFirstOrThrow();
      expect(hold).toEqual({ status: 'released', chargedWords: 0 });
      const after = await getWordAccount(database.db, userId);
      expect(after).toMatchObject({ availableWords: before.availableWords, heldWords: 0 });
      expect(after.history[0]?.description).toBe('Reserved words returned (generation did not finish)');
      await Promise.all([stopProcess(restarted.child), stopProcess(reader.child)]);
    } finally {
      await provider.close();
    }
  }, 90_000);
});
