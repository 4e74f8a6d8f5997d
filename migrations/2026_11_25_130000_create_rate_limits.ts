import { type Kysely, sql } from 'kysely';

/**
 * One table for every rate limit (server/src/features/rate-limits): a row per limited thing (an
 * account's password guesses, a client's reset mails, an HTTP request's calls) counting the hits
 * of its current window. It replaces the sign-in attempt log and the HTTP requests' minute
 * counters, which nothing reads any more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // Ended windows are deleted in bulk.
  await db.schema.createIndex('rate_limits_window_ends_at_idx').on('rate_limits').column('window_ends_at').execute();
  await db.schema.dropTable('sign_in_attempts').execute();
  await db.schema.dropTable('http_request_rate_windows').execute();
}

/** The old tables come back empty: the counts they held were only ever minutes old. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create table http_request_rate_windows (
      request_id uuid not null references http_requests (id) on delete cascade,
      window_start timestamptz not null,
      count integer not null,
      constraint http_request_rate_windows_pk primary key (request_id, window_start)
    )`.execute(db);
  await sql`
    create table sign_in_attempts (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      ip_address text not null,
      succeeded boolean not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sign_in_attempts_email_idx on sign_in_attempts (email, created_at)`.execute(db);
  await sql`create index sign_in_attempts_ip_idx on sign_in_attempts (ip_address, created_at)`.execute(db);
  await db.schema.dropTable('rate_limits').execute();
}
