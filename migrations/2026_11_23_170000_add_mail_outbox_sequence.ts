import type { Kysely } from 'kysely';

/**
 * Mails written within the same clock tick share `created_at`, so "newest first" needs a strictly
 * increasing key of its own: `/dev/mailbox` must show the latest link on top.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('sequence', 'bigint', (column) => column.generatedAlwaysAsIdentity())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('sequence').execute();
}
