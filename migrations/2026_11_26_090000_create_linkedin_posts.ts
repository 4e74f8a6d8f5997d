import { type Kysely, sql } from 'kysely';

/**
 * LinkedIn Grow (spec §3 "LinkedIn post"): the posts, the templates users save, and the stored
 * objects of the default storage driver (server/src/lib/storage), which keeps uploaded bytes in the
 * database so the embedded database and many server processes need nothing else.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('linkedin_posts')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('topic', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('English'))
    .addColumn('post_length', 'text', (column) => column.notNull().defaultTo('medium'))
    .addColumn('writing_style', 'text', (column) => column.notNull().defaultTo('professional'))
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('draft').check(sql`status in ('draft', 'scheduled', 'published')`),
    )
    .addColumn('workflow_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('execution_id', 'text')
    .addColumn('icp', 'text')
    .addColumn('intent', 'text')
    .addColumn('category', 'text')
    .addColumn('additional_guidance', 'text')
    .addColumn('template_id', 'text')
    .addColumn('template_structure', 'text')
    .addColumn('template_example_post', 'text')
    .addColumn('post_creation_method', 'text', (column) => column.notNull().defaultTo('By Topic'))
    .addColumn('linkedin_post_id', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('scheduled_for', 'timestamptz')
    .addColumn('likes_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('shares_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('impressions_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('additional_data', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('media_urls', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
    // Bold and italic sent to LinkedIn as Unicode mathematical letters (off: plain letters).
    .addColumn('unicode_styles', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('linkedin_posts_scheduled_has_time', sql`status <> 'scheduled' or scheduled_for is not null`)
    .execute();
  // My Posts: one user's posts, newest first.
  await sql`create index linkedin_posts_user_created_idx on linkedin_posts (user_id, created_at desc, id desc)`.execute(
    db,
  );
  // The scheduler (LinkedIn Grow part 2): scheduled posts that are due.
  await db.schema
    .createIndex('linkedin_posts_status_scheduled_idx')
    .on('linkedin_posts')
    .columns(['status', 'scheduled_for'])
    .execute();

  // Templates a user saved (the built-in library is code: shared/src/reference/linkedin-templates.ts).
  await db.schema
    .createTable('linkedin_templates')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('structure', 'text', (column) => column.notNull())
    .addColumn('example_post', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index linkedin_templates_user_idx on linkedin_templates (user_id, created_at desc)`.execute(db);

  // Every uploaded file, whichever driver holds its bytes: its owner (owner filtering, the orphan
  // sweep), the name it was uploaded with (a document's title) and its sniffed type.
  await db.schema
    .createTable('media_files')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bucket', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('mime_type', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('media_files_bucket_key_key', ['bucket', 'key'])
    .execute();
  await db.schema.createIndex('media_files_user_idx').on('media_files').columns(['user_id', 'created_at']).execute();

  // The database storage driver's bytes, by bucket and key as in S3.
  await db.schema
    .createTable('storage_objects')
    .addColumn('bucket', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('bytes', 'bytea', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('storage_objects_pk', ['bucket', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storage_objects').execute();
  await db.schema.dropTable('media_files').execute();
  await db.schema.dropTable('linkedin_templates').execute();
  await db.schema.dropTable('linkedin_posts').execute();
}
