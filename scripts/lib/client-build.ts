import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const builtIndex = path.join(repoRoot, 'client/dist/index.html');
/** Everything the client bundle is made from; a newer file here makes the build stale. */
const SOURCES = ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/lingui.config.ts', 'shared/src'];

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), stat.mtimeMs);
}

export function isClientBuildStale(): boolean {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((source) => newestModification(path.join(repoRoot, source)) > built.mtimeMs);
}

/** Builds the client when its build is missing or older than its sources. */
export function ensureClientBuild(log: (line: string) => void = console.log): void {
  if (!isClientBuildStale()) return;
  log('Building the client (missing or out of date)…');
  // Always a production build, also when a test runner (NODE_ENV=test) asks for it.
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'client'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The client build failed.');
}
