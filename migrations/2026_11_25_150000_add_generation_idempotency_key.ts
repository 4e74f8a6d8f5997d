import type { Kysely } from 'kysely';

/**
 * `ai.start` takes the client's key for a user action: the same key again (a retried request)
 * finds the generation it started. Unique per user, so two requests racing with one key start one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ai_generations').addColumn('idempotency_key', 'uuid').execute();
  await db.schema
    .createIndex('ai_generations_user_idempotency_key')
    .on('ai_generations')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ai_generations_user_idempotency_key').execute();
  await db.schema.alterTable('ai_generations').dropColumn('idempotency_key').execute();
}
