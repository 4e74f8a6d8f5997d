import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * One row per periodic sweep: a process runs a sweep only while it holds the lease, so with
 * several server processes each sweep still runs once per period. A lease (not an advisory lock)
 * because the embedded database has one connection, which a held lock would block.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sweep_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('leased_until', 'timestamptz', (column) => column.notNull())
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('last_result', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sweep_leases').execute();
}
