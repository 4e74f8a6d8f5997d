import { type Kysely, sql } from 'kysely';

/**
 * The article writer (spec §3 "Article writer session"):
 * - `article_writer_sessions`: one per article being written, so it resumes on any device. The
 *   flow's data (keyword form, answers, choices, outline, generated article, link results) is one
 *   document validated by shared/src/schemas/article-writer.ts `ZWriterSessionState`; `keyword`,
 *   `title` and `step` are copied out of it for the recent-sessions list.
 * - `blog_posts.focus_keyphrase` and `seo_score`: the keyphrase the on-page SEO score checks, and
 *   the score the server computed at the last write (shown in My Articles).
 * - `article_link_checks`: the weekly recheck of published articles' outbound links; `broke_at`
 *   and `notified_at` make an author hear of a broken link once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('article_writer_sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workflow_id', 'uuid', (column) => column.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('step', 'text', (column) =>
      column
        .notNull()
        .defaultTo('keyword')
        .check(
          sql`step in ('keyword', 'select-keywords', 'title-description', 'outline', 'generated', 'generated-article')`,
        ),
    )
    .addColumn('keyword', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('title', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('state', 'jsonb', (column) => column.notNull())
    .addColumn('article_id', 'uuid', (column) => column.references('blog_posts.id').onDelete('set null'))
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // The recent-sessions list: one user's sessions, last changed first.
  await sql`create index article_writer_sessions_user_updated_idx on article_writer_sessions (user_id, updated_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .alterTable('blog_posts')
    .addColumn('focus_keyphrase', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('seo_score', 'smallint', (column) => column.check(sql`seo_score between 0 and 100`))
    .execute();

  await db.schema
    .createTable('article_link_checks')
    .addColumn('post_id', 'uuid', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('working', 'redirected', 'broken', 'timed_out', 'unsafe')`),
    )
    .addColumn('http_status', 'integer')
    .addColumn('final_url', 'text')
    .addColumn('checked_at', 'timestamptz', (column) => column.notNull())
    // When the link was first found broken (cleared when it works again).
    .addColumn('broke_at', 'timestamptz')
    // When the author was told of it; a link that breaks again later is told again.
    .addColumn('notified_at', 'timestamptz')
    .addPrimaryKeyConstraint('article_link_checks_pkey', ['post_id', 'url'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('article_link_checks').execute();
  await db.schema.alterTable('blog_posts').dropColumn('seo_score').dropColumn('focus_keyphrase').execute();
  await db.schema.dropTable('article_writer_sessions').execute();
}
