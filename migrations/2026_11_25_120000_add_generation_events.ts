import { type Kysely, sql } from 'kysely';

/**
 * Generations that outlive the process serving them (docs/decisions/009): every event a
 * generation streams is a row, so any server process can serve any stream and resume it after
 * Last-Event-ID; the generation row counts the events it has (the next one's sequence number),
 * and carries the running process's heartbeat and when a reader last followed it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ai_generations')
    .addColumn('last_event_seq', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('heartbeat_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('followed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // Every process looks for running generations whose process stopped beating.
  await db.schema
    .createIndex('ai_generations_running_heartbeat_idx')
    .on('ai_generations')
    .column('heartbeat_at')
    .where(sql.ref('status'), '=', 'running')
    .execute();
  await db.schema
    .createTable('ai_generation_events')
    .addColumn('generation_id', 'uuid', (column) =>
      column.notNull().references('ai_generations.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('event', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ai_generation_events_pk', ['generation_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ai_generation_events').execute();
  await db.schema.dropIndex('ai_generations_running_heartbeat_idx').execute();
  await db.schema
    .alterTable('ai_generations')
    .dropColumn('last_event_seq')
    .dropColumn('heartbeat_at')
    .dropColumn('followed_at')
    .execute();
}
