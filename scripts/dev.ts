/**
 * `npm run dev`: the API server restarting on change (node --watch) and Vite's dev server with
 * hot reload on http://localhost:5173, which forwards /trpc to the API server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'server/src/index.ts'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { cwd: path.join(repoRoot, 'client'), env, stdio: 'inherit' }),
];

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
