import type { Kysely } from 'kysely';

/**
 * Why words moved, as codes next to the English description, so the history can be shown in
 * every language (shared/src/domain/word-history.ts). Null for free text such as an admin's note.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('word_transactions')
    .addColumn('reason', 'text')
    .addColumn('reason_kind', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('word_transactions').dropColumn('reason').dropColumn('reason_kind').execute();
}
