import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import { createApp } from '../../server/src/app.ts';
import { type AppConfig, loadConfig } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { createAppDeps } from '../../server/src/deps.ts';
import { createSecretBox } from '../../server/src/lib/crypto.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { anonymousCaller, type Caller } from './callers.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const FIXTURE_CLIENT_DIST = path.resolve(import.meta.dirname, '../fixtures/client-dist');

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const result = loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: FIXTURE_CLIENT_DIST, ...overrides });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

export interface TestApp {
  app: Express;
  deps: AppDeps;
  database: TestDatabase;
  /** Calls procedures directly, as the tRPC client would without a session, without HTTP. */
  caller: Caller;
  close(): Promise<void>;
}

/**
 * The app's dependencies on a given database, as the server wires them (mail goes to the outbox).
 * Its job queue is not started, and has no workers or schedules once it is: a test runs the jobs
 * due with `deps.jobs.runDue(deps)` and so knows when they are done.
 */
export function testDeps(database: Database, configOverrides: Record<string, string> = {}): AppDeps {
  return createAppDeps({
    database,
    config: testConfig(configOverrides),
    logger: pino({ level: 'silent' }),
    secrets: createSecretBox([randomBytes(32)]),
    background: false,
  });
}

/** The whole app on a fresh migrated database, built the way the server builds it, its job queue started. */
export async function createTestApp(configOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const deps = testDeps(database, configOverrides);
  await deps.jobs.start();
  return {
    app: createApp(deps),
    deps,
    database,
    caller: anonymousCaller(deps),
    close: async () => {
      await deps.jobs.stop();
      await database.dispose();
    },
  };
}

/** Serves an Express app on a free loopback port for real HTTP requests. */
export async function listen(app: Express): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
