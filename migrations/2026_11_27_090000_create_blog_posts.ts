import { type Kysely, sql } from 'kysely';

/**
 * Blog and news (spec §3 "Blog post"): the articles, their likes, bookmarks and daily views, and
 * the newsletter's subscribers. Counters live on the article and move in the same transaction as
 * the row that counts, so a listing never joins the engagement tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('slug', 'text', (column) => column.notNull())
    // Sanitised HTML (server/src/features/blog/sanitize.ts); never stored unsanitised.
    .addColumn('content', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('excerpt', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('featured_image', 'text')
    .addColumn('author_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('editor_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('language_code', 'text', (column) => column.notNull().defaultTo('en'))
    .addColumn('category', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('subcategory', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('microcategory', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('categories', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('tags', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('content_type', 'text', (column) =>
      column.notNull().defaultTo('blog').check(sql`content_type in ('blog', 'news')`),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('draft').check(sql`status in ('draft', 'published')`),
    )
    // The same article in other languages shares this id (the first article's own id).
    .addColumn('translation_group_id', 'uuid', (column) => column.notNull())
    .addColumn('external_url', 'text')
    .addColumn('publish_platform', 'text')
    .addColumn('custom_platform', 'text')
    .addColumn('view_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('bookmark_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('blog_posts_published_has_date', sql`status <> 'published' or published_at is not null`)
    .execute();
  // A slug names one article per language: the public path ends in /{language}/{slug}.
  await sql`create unique index blog_posts_language_slug_idx on blog_posts (language_code, slug)`.execute(db);
  // My Articles: one author's articles, newest first.
  await sql`create index blog_posts_author_created_idx on blog_posts (author_id, created_at desc, id desc)`.execute(db);
  // Public listings, sitemaps and feeds: published articles of one language and kind, newest first.
  await sql`create index blog_posts_published_idx on blog_posts (language_code, content_type, published_at desc, id desc) where status = 'published'`.execute(
    db,
  );
  await sql`create index blog_posts_translation_group_idx on blog_posts (translation_group_id)`.execute(db);

  for (const table of ['blog_post_likes', 'blog_post_bookmarks']) {
    await db.schema
      .createTable(table)
      .addColumn('post_id', 'uuid', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
      .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['post_id', 'user_id'])
      .execute();
    await sql`create index ${sql.raw(`${table}_user_idx`)} on ${sql.table(table)} (user_id, created_at desc)`.execute(
      db,
    );
  }

  // One row per article, day and visitor, so a visitor counts once a day. The visitor is a keyed
  // hash of address and browser that changes every day: no cookie, nothing that identifies anyone.
  await db.schema
    .createTable('blog_post_views')
    .addColumn('post_id', 'uuid', (column) => column.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('visitor_hash', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('blog_post_views_pkey', ['post_id', 'day', 'visitor_hash'])
    .execute();
  await sql`create index blog_post_views_day_idx on blog_post_views (day)`.execute(db);

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Stored lower-cased and trimmed.
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('language_code', 'text', (column) => column.notNull().defaultTo('en'))
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'unsubscribed')`),
    )
    // SHA-256 (hex) of the confirmation token mailed; cleared once used.
    .addColumn('confirm_token_hash', 'text', (column) => column.unique())
    .addColumn('confirm_token_expires_at', 'timestamptz')
    // SHA-256 (hex) of the token in every mail's unsubscribe link; it stays valid.
    .addColumn('unsubscribe_token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
  await db.schema.dropTable('blog_post_views').execute();
  await db.schema.dropTable('blog_post_bookmarks').execute();
  await db.schema.dropTable('blog_post_likes').execute();
  await db.schema.dropTable('blog_posts').execute();
}
