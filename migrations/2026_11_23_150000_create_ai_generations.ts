import { type Kysely, sql } from 'kysely';

/**
 * The AI engine's records: one row per generation (who, which provider and prompt, how many
 * words were held and charged, how it ended) for metering, the concurrency limit and the admin's
 * usage totals; and app-wide settings such as the admin's active provider.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ai_generations')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('prompt_version', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('running', 'succeeded', 'failed', 'cancelled')`),
    )
    .addColumn('held_words', 'integer', (column) => column.notNull().check(sql`held_words >= 0`))
    .addColumn('hold_id', 'uuid', (column) => column.references('word_holds.id').onDelete('set null'))
    .addColumn('words', 'integer', (column) => column.notNull().defaultTo(0).check(sql`words >= 0`))
    .addColumn('latency_ms', 'integer')
    .addColumn('error_code', 'text')
    .addColumn('error_detail', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // The concurrency limit counts a user's running generations.
  await db.schema
    .createIndex('ai_generations_user_status_idx')
    .on('ai_generations')
    .columns(['user_id', 'status'])
    .execute();
  // Usage totals and the stale-run sweeper read by date.
  await db.schema.createIndex('ai_generations_created_idx').on('ai_generations').column('created_at').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'jsonb', (column) => column.notNull())
    .addColumn('updated_by', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_settings').execute();
  await db.schema.dropTable('ai_generations').execute();
}
