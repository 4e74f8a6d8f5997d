/**
 * `npm run fakes`: the third parties the app talks to, faked on one local port, so the whole
 * connect → publish → insights journey runs on a laptop: Google and LinkedIn sign-in (OAuth and
 * OpenID userinfo), Google's People API (the contacts Gmail sharing offers), LinkedIn's REST API
 * (uploads, posts, analytics, social actions), an OpenAI-compatible API and Stripe (its API, a
 * Checkout page and a customer portal that send signed webhooks to --app-url). They are the same
 * fakes the browser tests use (tests/setup/fake-providers.ts).
 *
 *   npm run fakes [-- --port 4010] [--analytics] [--app-url http://localhost:3000] [--write-env .env.fakes]
 *
 * Prints the environment lines that point the app at them (and writes them to --write-env).
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startFakeProviders } from '../tests/setup/fake-providers.ts';

const DEFAULT_PORT = 4010;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    analytics: { type: 'boolean', default: false },
    'app-url': { type: 'string' },
    'write-env': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    [
      'Usage: npm run fakes -- [--port N] [--analytics] [--app-url URL] [--write-env PATH]',
      `  --port N         listen on 127.0.0.1:N (default FAKES_PORT or ${DEFAULT_PORT})`,
      '  --analytics      the LinkedIn token also has r_member_postAnalytics (impressions, members reached)',
      '  --app-url URL    the app the Stripe fake sends webhooks to (default APP_URL or http://localhost:3000)',
      '  --write-env PATH  also write the environment lines to PATH',
      '',
    ].join('\n'),
  );
  process.exit(0);
}

const portText = values.port ?? process.env.FAKES_PORT ?? String(DEFAULT_PORT);
const port = Number(portText);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  process.stderr.write(`--port: must be a whole number from 1 to 65535 (got ${portText})\n`);
  process.exit(1);
}

const appOrigin = (values['app-url'] ?? process.env.APP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
if (!URL.canParse(appOrigin)) {
  process.stderr.write(`--app-url: must be an http(s) URL (got ${appOrigin})\n`);
  process.exit(1);
}

let fakes: Awaited<ReturnType<typeof startFakeProviders>>;
try {
  fakes = await startFakeProviders({ port, linkedinAnalytics: values.analytics, appOrigin });
} catch (error) {
  process.stderr.write(
    `The fakes could not start on port ${port}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}

const envLines = Object.entries(fakes.env).map(([name, value]) => `${name}=${value}`);
if (values['write-env']) await writeFile(values['write-env'], `${envLines.join('\n')}\n`);

process.stdout.write(
  [
    `Fakes listening on http://127.0.0.1:${port} (Ctrl-C stops them).`,
    `LinkedIn's token ${values.analytics ? 'has' : 'does not have'} r_member_postAnalytics${values.analytics ? '' : ' (add --analytics for impressions)'}.`,
    `Stripe's webhooks go to ${appOrigin}/api/stripe/webhook.`,
    'Start the app with these variables:',
    '',
    ...envLines,
    '',
  ].join('\n'),
);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await fakes.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
