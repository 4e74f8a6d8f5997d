/**
 * Starting the real app (and other Node entry points) as child processes, for the benchmark
 * and the browser tests: a free port, a throwaway embedded database, readiness, clean stop.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const LOOPBACK = '127.0.0.1';
/** A fresh database is migrated and seeded before /readyz answers, which can take a while. */
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 250;
/** One probe must not hang on a server that accepted the connection but never answers. */
const PROBE_TIMEOUT_MS = 2_000;
/** Longer than the server's own 10 s shutdown grace, so it is only killed if that grace fails. */
const STOP_TIMEOUT_MS = 12_000;

/** A port nothing listens on right now; the OS picks it so parallel runs do not collide. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, LOOPBACK);
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Runs an entry point of the repository with this same Node binary. */
export function startNode(entry: string, env: Record<string, string | undefined>, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, [entry], { cwd: repoRoot, env, stdio });
}

async function respondsOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export async function waitUntilReady(name: string, child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The ${name} exited (${child.exitCode ?? child.signalCode}) before it was ready.`);
    }
    if (await respondsOk(url)) return;
    await sleep(READY_POLL_MS);
  }
  throw new Error(`The ${name} was not ready at ${url} within ${READY_TIMEOUT_MS / 1000} s.`);
}

/** Asks a child to shut down cleanly, and kills it if it does not. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(killer);
}

export interface AppProcess {
  origin: string;
  /** The server's process, for tests that kill it. */
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The production server on a free loopback port with a new, empty embedded database (seeded
 * with demo content at start, like `npm start`). Only the variables set here reach it, so a
 * developer's shell (DATABASE_URL above all) cannot point it at a real database.
 */
export async function startAppProcess({
  stdio = 'inherit',
  env = {},
}: {
  stdio?: StdioOptions;
  /** More settings for the server (NODE_ENV, fake third parties' URLs, a DATABASE_URL or DATA_DIR of its own…). */
  env?: Record<string, string>;
} = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-app-'));
  const origin = `http://${LOOPBACK}:${port}`;
  const child = startNode(
    'server/src/index.ts',
    {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: LOOPBACK,
      APP_URL: origin,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  );
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= stopProcess(child).then(() => rm(dataDir, { recursive: true, force: true })));
  try {
    await waitUntilReady('app', child, `${origin}/readyz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}
