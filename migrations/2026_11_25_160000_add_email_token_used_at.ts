import type { Kysely } from 'kysely';

/**
 * A verification link that worked is kept, marked used, instead of deleted: opening it again can
 * then say the address is already verified rather than that the link is invalid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_tokens').addColumn('used_at', 'timestamptz').execute();
}

/** Used rows would read as unused links again, so they go with the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('email_tokens').where('used_at', 'is not', null).execute();
  await db.schema.alterTable('email_tokens').dropColumn('used_at').execute();
}
