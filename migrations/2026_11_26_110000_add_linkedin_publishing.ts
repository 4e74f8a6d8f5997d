import { type Kysely, sql } from 'kysely';

/**
 * LinkedIn Grow part 2: publishing, scheduling and insights.
 * - A post being published is `publishing`, claimed by an attempt id written BEFORE LinkedIn is
 *   called; a create whose outcome is unknown (a crash or a lost answer after the request left)
 *   is marked `publish_outcome_unknown` and never retried blindly.
 * - The post a user is about to publish when sent to connect LinkedIn is kept on the server
 *   (`profiles.pending_linkedin_post_id`) as well as in the browser.
 * - Insights are dated snapshots in their own table; the post's `*_count` columns hold the latest.
 * - Notices tell a user in the app what happened in the background (a scheduled post that failed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table linkedin_posts drop constraint if exists linkedin_posts_status_check`.execute(db);
  await sql`
    alter table linkedin_posts add constraint linkedin_posts_status_check
    check (status in ('draft', 'scheduled', 'publishing', 'published'))`.execute(db);
  await db.schema
    .alterTable('linkedin_posts')
    .addColumn('publish_attempt_id', 'uuid')
    .addColumn('publish_started_at', 'timestamptz')
    .addColumn('publish_outcome_unknown', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('publish_error', 'text')
    .addColumn('publish_tries', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('members_reached_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('insights_updated_at', 'timestamptz')
    .addColumn('deleted_on_linkedin', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();

  await db.schema
    .alterTable('profiles')
    .addColumn('pending_linkedin_post_id', 'uuid', (column) =>
      column.references('linkedin_posts.id').onDelete('set null'),
    )
    .execute();

  await db.schema
    .createTable('linkedin_post_snapshots')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('post_id', 'uuid', (column) => column.notNull().references('linkedin_posts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('taken_at', 'timestamptz', (column) => column.notNull())
    // Why it was taken: 'after_1h', 'after_24h', 'after_7d', 'daily', 'refresh'.
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('impressions', 'integer')
    .addColumn('members_reached', 'integer')
    .addColumn('reactions', 'integer')
    .addColumn('comments', 'integer')
    .addColumn('reshares', 'integer')
    // Counts LinkedIn did not give because the token lacks the analytics scope stay null.
    .addColumn('missing_scopes', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
    .execute();
  await sql`create index linkedin_post_snapshots_post_idx on linkedin_post_snapshots (post_id, taken_at)`.execute(db);
  await sql`create index linkedin_post_snapshots_user_idx on linkedin_post_snapshots (user_id, taken_at)`.execute(db);

  await db.schema
    .createTable('user_notices')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // What happened, as a code the client words (e.g. 'linkedin_publish_failed'), and its details.
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create index user_notices_user_idx on user_notices (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_notices').execute();
  await db.schema.dropTable('linkedin_post_snapshots').execute();
  await db.schema.alterTable('profiles').dropColumn('pending_linkedin_post_id').execute();
  await sql`update linkedin_posts set status = 'draft' where status = 'publishing'`.execute(db);
  for (const column of [
    'publish_attempt_id',
    'publish_started_at',
    'publish_outcome_unknown',
    'publish_error',
    'publish_tries',
    'members_reached_count',
    'insights_updated_at',
    'deleted_on_linkedin',
  ]) {
    await db.schema.alterTable('linkedin_posts').dropColumn(column).execute();
  }
  await sql`alter table linkedin_posts drop constraint if exists linkedin_posts_status_check`.execute(db);
  await sql`
    alter table linkedin_posts add constraint linkedin_posts_status_check
    check (status in ('draft', 'scheduled', 'published'))`.execute(db);
}
