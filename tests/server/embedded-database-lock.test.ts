import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/client.ts';
import { openDatabase } from '../../server/src/index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

let dataDir: string;
const opened: Database[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-lock-'));
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  await rm(dataDir, { recursive: true, force: true });
});

function embeddedConfig() {
  const loaded = loadConfig({ DATA_DIR: dataDir });
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  return loaded.config;
}

/**
 * The embedded database of `dataDir`, as the server and the scripts open it, once it answers:
 * PGlite sets its files up in the background, and removing the directory under it fails that.
 */
async function openEmbedded(): Promise<Database> {
  const database = openDatabase(embeddedConfig());
  opened.push(database);
  await sql`select 1`.execute(database.db);
  return database;
}

const lockFile = () => path.join(dataDir, 'pglite.lock');

/** `npm run admin -- promote`, as an operator would run it beside the server. */
function promote(email: string) {
  return spawnSync(process.execPath, ['scripts/admin.ts', 'promote', email], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** The id of a process that has ended. */
async function deadProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no process id');
  return child.pid;
}

describe('embedded database directory', () => {
  it('refuses a second process while one has it open, naming the holder, and lets it in after close', async () => {
    await openEmbedded();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));

    const refused = promote('nobody@example.com');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `Promotion failed: the embedded database is in use by process ${process.pid} (a running Wordloom server?). ` +
        `Stop that process first; if none runs, delete ${lockFile()}.\n`,
    );

    await opened.pop()?.close();
    expect(fs.existsSync(lockFile())).toBe(false);
    const allowed = promote('nobody@example.com');
    expect(allowed.stderr).toBe('Promotion failed: no account has the address nobody@example.com\n');
  });

  it('takes over a lock left by a process that ended without closing', async () => {
    fs.writeFileSync(lockFile(), String(await deadProcessId()));
    await openEmbedded();
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  });

  it('refuses to open it twice in one process', async () => {
    await openEmbedded();
    expect(() => openDatabase(embeddedConfig())).toThrow('the embedded database is already open in this process');
  });
});
