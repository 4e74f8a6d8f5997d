/**
 * `npm run bench` (LinkedIn Grow, scheduling): 1,000 posts of 100 members due in the same minute,
 * published by two server processes on one Postgres through their pg-boss workers, against the
 * LinkedIn fake served over HTTP. Prints how long the queue took to drain after the posts fell
 * due, against the count published, and fails unless every post reached LinkedIn exactly once.
 *
 * Two processes need Postgres: BENCH_DATABASE_URL names a server, on which a database of its own
 * is made for the run and dropped after. Without it the embedded database serves one process
 * (PGlite takes one at a time), and the line says so.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from '@mswjs/http-middleware';
import pg from 'pg';
import pino from 'pino';
import { createDatabase } from '../../server/src/db/client.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { providerTokenContext } from '../../server/src/features/auth/oauth-service.ts';
import { createAccount } from '../../server/src/features/auth/service.ts';
import { onPostScheduled } from '../../server/src/features/linkedin/scheduling.ts';
import { createJobQueue } from '../../server/src/jobs/queue.ts';
import { APP_JOBS } from '../../server/src/jobs/registry.ts';
import { createSecretBox } from '../../server/src/lib/crypto.ts';
import { fakeLinkedIn, PUBLISH_SCOPE, personUrn } from '../../tests/mocks/linkedin.ts';
import { type AppProcess, freePort, LOOPBACK, startAppProcess } from '../lib/app-process.ts';

const POSTS = 1_000;
const MEMBERS = 100;
const SCOPES = ['openid', 'profile', 'email', PUBLISH_SCOPE];
/** Room for the servers to start (and migrate) before the posts fall due. */
const DUE_AFTER_MS = 45_000;
/** The posts fall due across this minute. */
const DUE_WITHIN_MS = 60_000;
/** Past this after the last post fell due the run counts as failed. */
const DRAIN_TIMEOUT_MS = 5 * 60_000;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-bench-schedule-'));
  const benchName = `wordloom_bench_${randomBytes(5).toString('hex')}`;
  if (serverUrl) await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${benchName}`));
  const databaseUrl = serverUrl ? withDatabaseName(serverUrl, benchName) : undefined;
  const processes = databaseUrl ? 2 : 1;

  const port = await freePort();
  const baseUrl = `http://${LOOPBACK}:${port}/linkedin-api`;
  const linkedIn = fakeLinkedIn({ baseUrl });
  const fake: Server = createServer(...(linkedIn.handlers as unknown as Parameters<typeof createServer>)).listen(
    port,
    LOOPBACK,
  );
  await once(fake, 'listening');

  const tokenKey = randomBytes(32);
  const secrets = createSecretBox([tokenKey]);
  const database = createDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') });
  const servers: AppProcess[] = [];
  let databaseClosed = false;
  try {
    await migrateToLatest(database.db);
    const jobs = createJobQueue({ database, logger: pino({ level: 'silent' }), jobs: APP_JOBS, background: false });
    await jobs.start();

    const members: string[] = [];
    for (let member = 0; member < MEMBERS; member += 1) {
      const userId = await createAccount(database.db, {
        email: `bench-schedule-${member}@example.com`,
        passwordHash: null,
        emailVerified: true,
        name: `Bench member ${member}`,
        phone: null,
        organization: null,
        country: null,
        language: 'en',
        referrerId: null,
      });
      const sub = `bench${member}`;
      const token = `bench-token-${member}`;
      linkedIn.state.members.set(token, { token, sub, name: `Bench member ${member}`, scopes: SCOPES });
      await database.db
        .updateTable('profiles')
        .set({ linkedinUrn: personUrn(sub) })
        .where('userId', '=', userId)
        .execute();
      await database.db
        .insertInto('userProviderTokens')
        .values({
          userId,
          provider: 'linkedin_oidc',
          token: secrets.seal(token, providerTokenContext(userId, 'linkedin_oidc')),
          refreshToken: null,
          expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
          scopes: SCOPES.join(' '),
          scopesArray: SCOPES,
        })
        .execute();
      members.push(userId);
    }
    const firstDue = Date.now() + DUE_AFTER_MS;
    for (const [member, userId] of members.entries()) {
      for (let index = 0; index < POSTS / MEMBERS; index += 1) {
        const number = member * (POSTS / MEMBERS) + index;
        const scheduledFor = new Date(firstDue + Math.floor((number * DUE_WITHIN_MS) / POSTS));
        await database.db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('linkedinPosts')
            .values({ userId, content: `Scheduled bench post ${number}`, status: 'scheduled', scheduledFor })
            .returning('id')
            .executeTakeFirstOrThrow();
          await onPostScheduled({ db: trx, jobs }, { postId: id, userId, scheduledFor });
        });
      }
    }
    await jobs.stop();
    // The embedded database is one process's at a time: the server takes it over.
    if (!databaseUrl) {
      await database.close();
      databaseClosed = true;
    }
    const lastDue = firstDue + DUE_WITHIN_MS;
    if (Date.now() > firstDue) console.warn('the posts were due before the servers started: raise DUE_AFTER_MS');

    const env = {
      TOKEN_ENC_KEYS: tokenKey.toString('base64'),
      SEED_DEMO_CONTENT: 'false',
      LINKEDIN_API_URL: baseUrl,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    };
    for (let index = 0; index < processes; index += 1) {
      servers.push(await startAppProcess({ stdio: ['ignore', 'ignore', 'inherit'], env }));
    }

    while (linkedIn.livePosts().length < POSTS && Date.now() < lastDue + DRAIN_TIMEOUT_MS) await sleep(200);
    const drainedAt = Date.now();
    const published = linkedIn.livePosts();
    const distinct = new Set(published.map((post) => String(post.body.commentary))).size;
    const latest = Math.max(...published.map((post) => post.createdAt.getTime()));
    const drainSeconds = ((Math.min(latest, drainedAt) - lastDue) / 1000).toFixed(1);
    console.log(
      `LinkedIn scheduling: ${published.length} of ${POSTS} posts published (${distinct} distinct) by ${processes} process${processes > 1 ? 'es' : ''}` +
        `${databaseUrl ? '' : ' (embedded database: set BENCH_DATABASE_URL for two)'}; ` +
        `the last ${drainSeconds} s after the last post fell due (posts due across ${DUE_WITHIN_MS / 1000} s)`,
    );
    if (published.length !== POSTS || distinct !== POSTS) {
      console.error('not every scheduled post was published exactly once');
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (!databaseClosed) await database.close();
    fake.closeAllConnections();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
    if (serverUrl) {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${benchName} WITH (FORCE)`));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
