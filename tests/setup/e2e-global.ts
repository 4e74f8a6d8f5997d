import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type AppProcess, startAppProcess } from '../../scripts/lib/app-process.ts';
import { ensureClientBuild } from '../../scripts/lib/client-build.ts';
import { createE2eAdmin, E2E_ADMIN, type E2eAccount } from './e2e-admin.ts';
import { startFakeProviders } from './fake-providers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the app under test listens; empty when browser tests are skipped. */
    appOrigin: string;
    chromiumPath: string;
    /** An admin account of the app under test (signs in with a password; address confirmed). */
    adminAccount: E2eAccount;
    /** Where the fake providers listen (tests/setup/fake-providers.ts), e.g. a tool's webhook. */
    fakeProvidersOrigin: string;
  }
}

function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)));
}

let app: AppProcess | undefined;
let dataDir: string | undefined;
let providers: Awaited<ReturnType<typeof startFakeProviders>> | undefined;

/**
 * Browser tests run against the production build, served by the real server on a free port
 * with a new embedded database holding only an admin account (adminAccount), and fake Google,
 * LinkedIn and OpenAI-compatible servers on loopback. Without Chromium they are skipped and say
 * so, unless E2E_REQUIRED=1 (CI), where that is a failure.
 */
export async function setup(project: TestProject): Promise<void> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    const message = 'No Chromium found (set CHROMIUM_PATH or install Debian\'s "chromium").';
    if (process.env.E2E_REQUIRED === '1') throw new Error(`E2E_REQUIRED=1: ${message}`);
    console.warn(`Skipping the browser tests: ${message}`);
    project.provide('appOrigin', '');
    project.provide('chromiumPath', '');
    project.provide('fakeProvidersOrigin', '');
    return;
  }
  ensureClientBuild();
  providers = await startFakeProviders();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-e2e-'));
  await createE2eAdmin(dataDir);
  // Development mode: mail waits in the outbox and /dev/mailbox shows it, as for a developer.
  // Outbound calls may reach loopback, where the fakes serve the tools journey's webhook.
  app = await startAppProcess({
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { NODE_ENV: 'development', DATA_DIR: dataDir, OUTBOUND_ALLOW_LOOPBACK: 'true', ...providers.env },
  });
  // The Stripe fake's Checkout page sends its signed webhooks to the app, known only now.
  providers.setAppOrigin(app.origin);
  project.provide('appOrigin', app.origin);
  project.provide('chromiumPath', chromiumPath);
  project.provide('adminAccount', E2E_ADMIN);
  project.provide('fakeProvidersOrigin', providers.origin);
}

export async function teardown(): Promise<void> {
  await app?.stop();
  await providers?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
