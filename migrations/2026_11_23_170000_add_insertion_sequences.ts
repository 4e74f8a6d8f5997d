import type { Kysely } from 'kysely';

/**
 * Rows written in one transaction (a sign-up grant and its referral bonus) or within one clock
 * tick share `created_at`, and their uuid ids are random, so "newest first" needs a strictly
 * increasing key of its own: `/dev/mailbox` shows the latest link on top and the word history
 * keeps the order in which words moved.
 */
const TABLES = ['mail_outbox', 'word_transactions'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('sequence', 'bigint', (column) => column.generatedAlwaysAsIdentity())
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('sequence').execute();
  }
}
