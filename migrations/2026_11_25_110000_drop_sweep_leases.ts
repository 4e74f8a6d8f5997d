import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * The sweeps run on pg-boss schedules now (decision 006): its cron sends each sweep once per
 * period across all processes, so the lease rows that did that job go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sweep_leases').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sweep_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('leased_until', 'timestamptz', (column) => column.notNull())
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('last_result', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}
