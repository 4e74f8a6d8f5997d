import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { freePort, startNode, waitUntilReady } from '../../scripts/lib/app-process.ts';
import { createApp } from '../../server/src/app.ts';
import { createDatabase } from '../../server/src/db/client.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { getWordAccount } from '../../server/src/features/words/service.ts';
import { signedInUser } from '../helpers/factories.ts';
import { listen, testDeps } from '../helpers/test-app.ts';
import { createEmptyTestDatabase } from '../helpers/test-database.ts';

describe('readiness', () => {
  it('/readyz answers 503 while migrations are pending, 200 once they ran', async () => {
    const database = await createEmptyTestDatabase();
    const app = createApp(testDeps(database));
    const server = await listen(app);
    try {
      const pending = await fetch(`${server.baseUrl}/readyz`);
      expect(pending.status).toBe(503);
      expect((await pending.json()).status).toBe('migrations pending');
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

      await migrateToLatest(database.db);
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});

describe('process lifecycle', () => {
  it('stops accepting requests, closes the database and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-lifecycle-'));
    const child = startNode(
      'server/src/index.ts',
      { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
      ['ignore', 'pipe', 'pipe'],
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    try {
      await waitUntilReady('app', child, `http://127.0.0.1:${port}/readyz`);
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(output).toContain('"msg":"shutting down"');
      expect(output).toContain('"msg":"stopped"');
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm start', () => {
  it('lists mail at /dev/mailbox, since it has no mail server, and says so at start', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-start-'));
    const origin = `http://127.0.0.1:${port}`;
    const child = startNode(
      'scripts/start.ts',
      { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', APP_URL: origin, DATA_DIR: dataDir },
      ['ignore', 'pipe', 'pipe'],
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    try {
      await waitUntilReady('app', child, `${origin}/readyz`);
      const mailbox = await fetch(`${origin}/dev/mailbox`);
      expect(mailbox.status).toBe(200);
      expect(await mailbox.text()).toContain('No mail yet.');
      expect(output).toContain(`"mailbox":"${origin}/dev/mailbox"`);
      expect(output).toContain('"level":40');
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('shutdown with a generation running', () => {
  /** An AI provider that takes the request and never answers; `asked` resolves once a request came in. */
  async function silentProvider() {
    let reportAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => {
      reportAsked = resolve;
    });
    const server = createServer((request) => {
      request.resume();
      reportAsked();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}/v1`,
      asked,
      close: () => {
        server.closeAllConnections();
        server.close();
      },
    };
  }

  it('cancels it and returns its held words before closing the database, then exits 0', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-shutdown-'));
    const pgliteDir = path.join(dataDir, 'pglite');
    const provider = await silentProvider();
    // The user is written before the server opens the embedded database (one process at a time).
    const setup = createDatabase({ pgliteDir });
    await migrateToLatest(setup.db);
    const { userId, cookie } = await signedInUser(setup.db, { words: 2000 }, { env: 'production' });
    await setup.close();

    const child = startNode(
      'server/src/index.ts',
      {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SEED_DEMO_CONTENT: 'false',
        AI_BASE_URL: provider.baseUrl,
        AI_API_KEY: 'sk-test',
      },
      ['ignore', 'ignore', 'pipe'],
    );
    try {
      await waitUntilReady('app', child, `http://127.0.0.1:${port}/readyz`);
      const response = await fetch(`http://127.0.0.1:${port}/trpc/ai.start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(
          superjson.serialize({ request: { kind: 'linkedin_post', inputs: { topic: 'Remote work' } } }),
        ),
      });
      expect(response.status).toBe(200);
      const { result } = (await response.json()) as { result: { data: { json: { generationId: string } } } };
      await provider.asked;

      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);

      const after = createDatabase({ pgliteDir });
      try {
        const row = await after.db
          .selectFrom('aiGenerations')
          .select(['status', 'errorDetail'])
          .where('id', '=', result.data.json.generationId)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: 'cancelled', errorDetail: 'shutdown' });
        expect(await getWordAccount(after.db, { userId })).toMatchObject({ availableWords: 2000, heldWords: 0 });
      } finally {
        await after.close();
      }
    } finally {
      child.kill('SIGKILL');
      provider.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('test isolation', () => {
  it('answers a request to the outside world that no test mocked with an error, never the network', async () => {
    const response = await fetch('https://api.example.com/v1/anything');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Unexpected request to GET https://api.example.com/v1/anything');
  });
});
