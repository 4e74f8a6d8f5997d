/**
 * `npm run bench` (blog): the related-articles query (spec §9's score in one SQL query) at
 * 100,000 published articles, against the goal of 5 ms. It runs on the machine's Postgres
 * (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) in a
 * database of its own, created for the run and dropped at the end.
 *
 * The blog is generated in one statement: 7 languages (English three times as often), 12
 * categories of 4 subcategories of 3 microcategories, 2 to 5 tags of 300, 0 to 2 extra
 * categories of 20, titles of 5 to 9 words of 2,000, published over three years.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../../server/src/db/client.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { relatedArticles } from '../../server/src/features/blog-engagement/service.ts';

const TOTAL_ARTICLES = 100_000;
const MEASURED_ARTICLES = 200;
const WARMUP_ARTICLES = 20;
const GOAL_MS = 5;

function serverUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const url = serverUrl();
  const name = `wordloom_bench_related_${randomBytes(4).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const database = createDatabase({ databaseUrl: withDatabaseName(url, name) });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const author = await db
      .insertInto('users')
      .values({ email: 'bench-related@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const started = performance.now();
    await sql`select setseed(0.17)`.execute(db);
    await sql`
      insert into blog_posts (title, slug, content, author_id, language_code, category, subcategory, microcategory,
                              categories, tags, content_type, status, translation_group_id, published_at)
      select title, 'article-' || i, '<p>' || title || '</p>', ${author.id}, language, 'Category ' || category,
             'Subcategory ' || category || '.' || subcategory, 'Micro ' || category || '.' || subcategory || '.' || micro,
             array(select 'Area ' || (random() * 19)::int from generate_series(1, extra_categories)),
             array(select 'tag' || (random() * 299)::int from generate_series(1, tags)),
             case when random() < 0.3 then 'news' else 'blog' end, 'published', gen_random_uuid(),
             now() - random() * interval '1095 days'
      from (
        select i,
               (array['en', 'en', 'en', 'de', 'fr', 'es', 'it', 'pt', 'ja'])[1 + (random() * 8)::int] as language,
               (random() * 11)::int as category, (random() * 3)::int as subcategory, (random() * 2)::int as micro,
               (random() * 2)::int as extra_categories, 2 + (random() * 3)::int as tags,
               -- Correlated with i, so each row draws its own title.
               (select string_agg(initcap('word' || (random() * 1999)::int), ' ')
                from generate_series(1, 5 + (random() * 4)::int) where i > 0) as title
        from generate_series(1, ${TOTAL_ARTICLES}) as i
      ) generated`.execute(db);
    await sql`vacuum analyze blog_posts`.execute(db);
    console.log(
      `Filled ${TOTAL_ARTICLES.toLocaleString('en-US')} published articles in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );

    const { rows: sample } = await sql<{ id: string }>`
      select id from blog_posts order by random() limit ${MEASURED_ARTICLES + WARMUP_ARTICLES}`.execute(db);
    const now = new Date();
    const times: number[] = [];
    let returned = 0;
    for (const [index, { id }] of sample.entries()) {
      const begun = performance.now();
      const related = await relatedArticles({ db }, { id, now });
      const elapsed = performance.now() - begun;
      if (index >= WARMUP_ARTICLES) {
        times.push(elapsed);
        returned += related.length;
      }
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    const p99 = percentile(times, 0.99);
    console.log(
      [
        `Related articles at ${TOTAL_ARTICLES.toLocaleString('en-US')} articles, ${times.length} random articles (${(returned / times.length).toFixed(1)} related each):`,
        `  median ${median.toFixed(2)} ms (${(median / GOAL_MS).toFixed(2)}× the ${GOAL_MS} ms goal)`,
        `  p99    ${p99.toFixed(2)} ms (${(p99 / GOAL_MS).toFixed(2)}× the ${GOAL_MS} ms goal)`,
        // Wall-clock times on a shared machine grow with its load: say how busy it was.
        `  load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`,
      ].join('\n'),
    );
  } finally {
    await database.close();
    await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
