import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startNode, waitUntilReady } from '../../scripts/lib/app-process.ts';
import { createApp } from '../../server/src/app.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
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

describe('test isolation', () => {
  it('answers a request to the outside world that no test mocked with an error, never the network', async () => {
    const response = await fetch('https://api.example.com/v1/anything');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Unexpected request to GET https://api.example.com/v1/anything');
  });
});
