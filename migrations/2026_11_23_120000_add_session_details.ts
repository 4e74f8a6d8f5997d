import { type Kysely, sql } from 'kysely';

/**
 * What the account page lists about each session. A session's id is the hash its cookie is looked
 * up by, so pages name a session by a separate random public id; and when it was last used, kept
 * to within a few minutes rather than written on every request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('public_id', 'uuid', (column) => column.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.updateTable('sessions').set({ last_seen_at: sql`created_at` }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').dropColumn('public_id').execute();
}
