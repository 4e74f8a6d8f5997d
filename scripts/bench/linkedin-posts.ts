/**
 * `npm run bench` (LinkedIn Grow): the My Posts list of a user with 10,000 posts among 100,000,
 * over HTTP through the app process, against `/healthz` measured in the same run. The figure that
 * matters is the ratio of the two p95 latencies: the list (two indexed queries and the tRPC stack)
 * should stay within a small multiple of the app's cheapest route whatever the machine.
 *
 * The database is filled before the app starts (bulk SQL with generate_series): the embedded
 * database by default, or the Postgres server at BENCH_DATABASE_URL (its bench rows are deleted at
 * the end). BENCH_DURATION sets the seconds measured per target (default 5).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import superjson from 'superjson';
import { createDatabase, type Database } from '../../server/src/db/client.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { createAccount } from '../../server/src/features/auth/service.ts';
import { sessionCookieName } from '../../server/src/features/sessions/cookies.ts';
import { createSession } from '../../server/src/features/sessions/service.ts';
import { startAppProcess } from '../lib/app-process.ts';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
const DEFAULT_DURATION_SECONDS = 5;
const TOTAL_POSTS = 100_000;
const POSTS_OF_MEASURED_USER = 10_000;
const OTHER_USERS = 90;
const POSTS_PER_OTHER_USER = (TOTAL_POSTS - POSTS_OF_MEASURED_USER) / OTHER_USERS;
const TOPICS = ['remote onboarding', 'hiring in public', 'product roadmap', 'weekly meetings', 'launch lessons'];

interface Target {
  name: string;
  path: string;
}

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION ?? String(DEFAULT_DURATION_SECONDS);
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_DURATION must be a positive number of seconds, not "${raw}".`);
  }
  return seconds;
}

/** Adds the users and their posts; returns the measured user's id and every bench user's id. */
async function fillDatabase(database: Database, runId: string): Promise<{ userId: string; userIds: string[] }> {
  const { db } = database;
  const account = (index: number) =>
    createAccount(db, {
      email: `bench-${runId}-${index}@example.com`,
      passwordHash: null,
      emailVerified: true,
      name: `Bench user ${index}`,
      phone: null,
      organization: null,
      country: null,
      language: 'en',
      referrerId: null,
    });
  const userId = await account(0);
  const others: string[] = [];
  for (let index = 1; index <= OTHER_USERS; index += 1) others.push(await account(index));

  // Every third post is a draft, scheduled or published; one topic in five matches the search.
  const insertPosts = (owners: string[], perUser: number) => sql`
    insert into linkedin_posts (user_id, topic, content, status, scheduled_for, published_at, created_at, updated_at)
    select owner.id,
           'Post ' || i || ' on ' || (${sql.val(TOPICS)}::text[])[1 + i % ${TOPICS.length}],
           'What we learned about ' || (${sql.val(TOPICS)}::text[])[1 + i % ${TOPICS.length}] || ' this week, in three short points.' || repeat(' More detail.', 20),
           (array['draft', 'scheduled', 'published'])[1 + i % 3],
           case when i % 3 = 1 then now() + interval '2 days' end,
           case when i % 3 = 2 then now() - make_interval(mins => i) end,
           now() - make_interval(mins => i),
           now() - make_interval(mins => i)
    from unnest(${sql.val(owners)}::uuid[]) as owner(id)
    cross join generate_series(1, ${perUser}) as i`;
  await insertPosts([userId], POSTS_OF_MEASURED_USER).execute(db);
  await insertPosts(others, POSTS_PER_OTHER_USER).execute(db);
  // As autovacuum would have by now on a live table: statistics, and the visibility map index-only scans read.
  await sql`vacuum analyze linkedin_posts`.execute(db);
  const { count } = await db
    .selectFrom('linkedinPosts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) < TOTAL_POSTS) throw new Error(`Only ${count} posts were inserted.`);
  return { userId, userIds: [userId, ...others] };
}

/** The GET URL of a tRPC query, as the browser's client sends it. */
function queryPath(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** autocannon reports no p95, so each response's time is kept and the percentiles taken here. */
function run(options: autocannon.Options): Promise<{ result: autocannon.Result; times: number[] }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function measure(origin: string, cookie: string, target: Target, seconds: number): Promise<Measurement> {
  const options = { url: `${origin}${target.path}`, connections: CONNECTIONS, headers: { cookie } };
  await run({ ...options, duration: WARMUP_SECONDS });
  const { result, times } = await run({ ...options, duration: seconds });
  if (result.requests.total === 0 || result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${target.name}: ${result.requests.total} responses, ${result.non2xx} non-2xx, ${result.errors} errors.`,
    );
  }
  times.sort((a, b) => a - b);
  return {
    name: target.name,
    requestsPerSecond: result.requests.mean,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  };
}

function formatTable(baseline: Measurement, measurements: Measurement[]): string {
  const header = ['target', 'req/s (mean)', 'p50 (ms)', 'p95 (ms)', 'p95 vs /healthz'];
  const cells = (m: Measurement) => [
    m.name,
    Math.round(m.requestsPerSecond).toLocaleString('en-US'),
    m.p50Ms.toFixed(1),
    m.p95Ms.toFixed(1),
    m === baseline ? '—' : `${(m.p95Ms / baseline.p95Ms).toFixed(1)}×`,
  ];
  const rows = [header, ...[baseline, ...measurements].map(cells)];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('   ');
  const [headerRow, ...rest] = rows.map(line);
  return [headerRow, widths.map((width) => '─'.repeat(width)).join('   '), ...rest].join('\n');
}

async function main(): Promise<void> {
  const seconds = durationSeconds();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordloom-bench-posts-'));
  const runId = Date.now().toString(36);
  const database = createDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') });
  let databaseOpen = true;
  let app: Awaited<ReturnType<typeof startAppProcess>> | undefined;
  let userIds: string[] = [];
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const filled = await fillDatabase(database, runId);
    userIds = filled.userIds;
    const { token } = await createSession(database.db, {
      userId: filled.userId,
      ipAddress: '127.0.0.1',
      userAgent: 'autocannon',
    });
    const fillSeconds = ((performance.now() - started) / 1000).toFixed(1);
    // The embedded database is one process's at a time: the app opens it once this process let go.
    if (!databaseUrl) {
      await database.close();
      databaseOpen = false;
    }

    app = await startAppProcess({
      stdio: ['ignore', 2, 2],
      env: {
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
        SEED_DEMO_CONTENT: 'false',
      },
    });
    const cookie = `${sessionCookieName({ env: 'production' })}=${token}`;
    const baseline = await measure(app.origin, cookie, { name: '/healthz', path: '/healthz' }, seconds);
    const targets: Target[] = [
      { name: 'My Posts, first page', path: queryPath('linkedin.posts.list', { tab: 'all', page: 1, pageSize: 10 }) },
      {
        name: 'My Posts, page 50 of drafts',
        path: queryPath('linkedin.posts.list', { tab: 'draft', page: 50, pageSize: 10 }),
      },
      {
        name: 'My Posts, search',
        path: queryPath('linkedin.posts.list', { search: 'roadmap', page: 1, pageSize: 10 }),
      },
    ];
    const measurements: Measurement[] = [];
    for (const target of targets) measurements.push(await measure(app.origin, cookie, target, seconds));

    console.log(
      `${TOTAL_POSTS.toLocaleString('en-US')} posts, ${POSTS_OF_MEASURED_USER.toLocaleString('en-US')} of the measured user ` +
        `(filled in ${fillSeconds} s) on ${databaseUrl ? 'Postgres' : 'the embedded database'}; ` +
        `${CONNECTIONS} connections, ${seconds} s per target after a ${WARMUP_SECONDS} s warm-up, ` +
        `Node ${process.version}, ${os.availableParallelism()} CPUs\n\n${formatTable(baseline, measurements)}`,
    );
  } finally {
    await app?.stop();
    if (databaseUrl && userIds.length > 0) await database.db.deleteFrom('users').where('id', 'in', userIds).execute();
    if (databaseOpen) await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
