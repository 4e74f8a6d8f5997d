/**
 * `npm start`: builds the client if needed, then starts the server, which applies migrations,
 * seeds demo content into an empty database and serves on PORT (default 3000).
 */
import { isLocalUrl, loadConfigOrExit } from '../server/src/config.ts';
import { startServer } from '../server/src/index.ts';
import { ensureClientBuild } from './lib/client-build.ts';

process.env.NODE_ENV ??= 'production';
// The local trial run has no mail server: without the mailbox, nobody could follow a verification
// or reset link. Setting SMTP_URL switches it off; so does a public APP_URL, since the page lists
// everyone's single-use links. The Docker image does not start through here.
if (isLocalUrl(process.env.APP_URL)) process.env.DEV_MAILBOX ??= 'true';
const config = loadConfigOrExit();
try {
  ensureClientBuild();
  await startServer(config);
} catch (error) {
  process.stderr.write(`Wordloom could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
