/**
 * `npm run bench` (tools): webhook tool runs per second through the app — `tools.run` over HTTP as
 * the browser sends it — against a local webhook that answers at once, reported as a ratio
 * against calling that webhook directly with the body the app sends it, measured in the same run.
 * The difference is the app's work around a run: the tRPC stack, loading the tool, checking the
 * values, building the payload, the SSRF guard's checks, the response mapping and the usage log.
 *
 * The runs are an admin's (admins are not rate limited, so the limit does not cap the bench; test
 * mode is off, as for a visitor). The app runs in development mode with OUTBOUND_ALLOW_LOOPBACK
 * (refused in production), since the webhook listens on loopback. The webhook and the app are
 * child processes so that autocannon, in this process, never competes with them for an event loop.
 * BENCH_DURATION sets the seconds measured per target (default 5); BENCH_DATABASE_URL runs the app
 * on that Postgres database (its bench rows are deleted at the end) instead of a new embedded one.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildToolPayload } from '@wordloom/shared/domain/tool-payload';
import type { ToolRunResult } from '@wordloom/shared/schemas/tools';
import { ZCreateTool } from '@wordloom/shared/schemas/tools';
import superjson from 'superjson';
import { createDatabase } from '../../server/src/db/client.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { createAccount } from '../../server/src/features/auth/service.ts';
import { sessionCookieName } from '../../server/src/features/sessions/cookies.ts';
import { createSession } from '../../server/src/features/sessions/service.ts';
import { createTool } from '../../server/src/features/tools/service.ts';
import { grantAdminRole } from '../../server/src/features/users/service.ts';
import { createSecretBox } from '../../server/src/lib/crypto.ts';
import { toolInput } from '../../tests/helpers/tools.ts';
import { trpcMutation } from '../lib/ai-bench.ts';
import {
  type AppProcess,
  freePort,
  LOOPBACK,
  startAppProcess,
  startNode,
  stopProcess,
  waitUntilReady,
} from '../lib/app-process.ts';
import { describeRun, durationSeconds, formatTable, measure, runBenchmark, type Target } from '../lib/http-bench.ts';

const CONNECTIONS = 10;
const ADMIN_EMAIL = `bench-tools-${Date.now().toString(36)}@example.com`;
/** A paragraph a readability tool would be sent. */
const TEXT =
  'Short sentences help. Long ones, with many clauses and asides, make a reader work harder than they should, and most readers will not.';

async function main(): Promise<void> {
  const seconds = durationSeconds();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-bench-tools-'));
  const database = createDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') });
  let databaseOpen = true;
  const webhookPort = await freePort();
  const webhookUrl = `http://${LOOPBACK}:${webhookPort}/tools/readability`;
  // Server logs go to stderr so they never split the report.
  const webhook = startNode(
    'scripts/bench/tool-webhook-server.ts',
    { PATH: process.env.PATH, PORT: String(webhookPort) },
    ['ignore', 2, 2],
  );
  let app: AppProcess | undefined;
  let adminId: string | undefined;
  try {
    await migrateToLatest(database.db);
    adminId = await createAccount(database.db, {
      email: ADMIN_EMAIL,
      passwordHash: null,
      emailVerified: true,
      name: 'Bench Admin',
      phone: null,
      organization: null,
      country: null,
      language: 'en',
      referrerId: null,
    });
    await grantAdminRole(database.db, { email: ADMIN_EMAIL });
    const { token } = await createSession(database.db, {
      userId: adminId,
      ipAddress: LOOPBACK,
      userAgent: 'autocannon',
    });
    // The webhook tool as an admin saves it in the builder: one required field, the default payload.
    const tool = await createTool(
      { db: database.db, secrets: createSecretBox([randomBytes(32)]), config: { outboundAllowLoopback: true } },
      {
        ...ZCreateTool.parse(
          toolInput({
            name: 'Readability bench',
            slug: `readability-bench-${Date.now().toString(36)}`,
            fields: [
              {
                fieldName: 'text',
                label: 'Text',
                fieldType: 'textarea',
                placeholder: '',
                options: [],
                isRequired: true,
                validationRules: { minLength: 20 },
              },
            ],
            webhook: {
              webhookUrl,
              httpMethod: 'POST',
              timeoutSeconds: 10,
              payloadTemplate: '',
              responseMapping: { success: 'success', data: 'data', error: 'error' },
              headers: '',
              secretHeaderName: '',
              secretHeaderValue: '',
            },
          }),
        ),
        userId: adminId,
      },
    );
    // The embedded database is one process's at a time: the app opens it once this process let go.
    if (!databaseUrl) {
      await database.close();
      databaseOpen = false;
    }

    [app] = await Promise.all([
      startAppProcess({
        stdio: ['ignore', 2, 2],
        env: {
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
          NODE_ENV: 'development',
          OUTBOUND_ALLOW_LOOPBACK: 'true',
          SEED_DEMO_CONTENT: 'false',
        },
      }),
      waitUntilReady('tool webhook', webhook, webhookUrl),
    ]);
    const cookie = `${sessionCookieName({ env: 'development' })}=${token}`;
    const runInput = { toolId: tool.id, values: { text: TEXT }, sessionId: randomUUID(), test: false };

    // A run must succeed before it is measured: a failed step still answers 200.
    const { data: first } = await trpcMutation<ToolRunResult>(app.origin, 'tools.run', runInput, cookie);
    if (!first.success) throw new Error(`The bench tool's run failed: ${first.error}`);

    // The same body the app sends the webhook for a run (spec §7 default payload).
    const payload = buildToolPayload({
      template: null,
      values: { text: TEXT },
      context: {
        userId: adminId,
        sessionId: runInput.sessionId,
        workflowId: randomUUID(),
        toolId: tool.id,
        timestamp: new Date().toISOString(),
      },
    });
    const json = { 'content-type': 'application/json' };
    const baseline = await measure(
      { name: 'webhook called directly (baseline)', url: webhookUrl, headers: json, body: JSON.stringify(payload) },
      seconds,
      CONNECTIONS,
    );
    const target: Target = {
      name: 'tools.run through the app',
      url: `${app.origin}/trpc/tools.run`,
      headers: { ...json, cookie },
      body: JSON.stringify(superjson.serialize(runInput)),
    };
    const throughApp = await measure(target, seconds, CONNECTIONS);
    console.log(
      `Tool runs (webhook tool, default payload, response mapping, usage log) on ${databaseUrl ? 'Postgres' : 'the embedded database'}; ` +
        `${describeRun(seconds, CONNECTIONS)}\n\n${formatTable(baseline, [throughApp])}`,
    );
  } finally {
    await Promise.all([app?.stop(), stopProcess(webhook)]);
    if (databaseUrl && adminId) {
      // The tool's usage logs go with it.
      await database.db.deleteFrom('tools').where('createdBy', '=', adminId).execute();
      await database.db.deleteFrom('users').where('id', '=', adminId).execute();
    }
    if (databaseOpen) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await runBenchmark(main);
