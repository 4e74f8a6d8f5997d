/**
 * `npm start`: builds the client if needed, then starts the server, which applies migrations,
 * seeds demo content into an empty database and serves on PORT (default 3000).
 */
import { loadConfigOrExit } from '../server/src/config.ts';
import { startServer } from '../server/src/index.ts';
import { ensureClientBuild } from './lib/client-build.ts';

process.env.NODE_ENV ??= 'production';
const config = loadConfigOrExit();
try {
  ensureClientBuild();
  await startServer(config);
} catch (error) {
  process.stderr.write(`Wordloom could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
