import { type Kysely, sql } from 'kysely';

/**
 * Admin-configured outside endpoints (spec §3 http_requests), the keyed mappings the product calls
 * them by (http_frontend_mappings), and per-minute call counters shared by every server process.
 * The authentication secret is stored sealed (AES-256-GCM) apart from the rest of auth_config.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('http_requests')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('endpoint_url', 'text', (column) => column.notNull())
    .addColumn('http_method', 'text', (column) =>
      column.notNull().defaultTo('POST').check(sql`http_method in ('GET', 'POST', 'PUT', 'PATCH', 'DELETE')`),
    )
    .addColumn('headers', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('auth_type', 'text', (column) =>
      column
        .notNull()
        .defaultTo('none')
        .check(sql`auth_type in ('none', 'bearer', 'api_key_header', 'api_key_query', 'basic')`),
    )
    .addColumn('auth_config', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('auth_secret', 'text')
    .addColumn('fixed_parameters', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('variable_parameters', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('request_body', 'text')
    .addColumn('response_mapping', 'jsonb')
    .addColumn('rate_limit_per_minute', 'integer', (column) =>
      column.notNull().defaultTo(60).check(sql`rate_limit_per_minute > 0`),
    )
    .addColumn('timeout_seconds', 'integer', (column) =>
      column.notNull().defaultTo(30).check(sql`timeout_seconds between 1 and 300`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('http_frontend_mappings')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('key', 'text', (column) => column.notNull().unique())
    .addColumn('request_id', 'uuid', (column) => column.notNull().references('http_requests.id').onDelete('cascade'))
    .addColumn('description', 'text')
    .addColumn('sample_payload', 'jsonb')
    .addColumn('expected_response_schema', 'jsonb')
    .addColumn('response_display_mapping', 'jsonb')
    .addColumn('payload_transform_template', 'jsonb')
    .addColumn('enabled', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('created_by', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('http_frontend_mappings_request_idx')
    .on('http_frontend_mappings')
    .column('request_id')
    .execute();

  await db.schema
    .createTable('http_request_rate_windows')
    .addColumn('request_id', 'uuid', (column) => column.notNull().references('http_requests.id').onDelete('cascade'))
    .addColumn('window_start', 'timestamptz', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('http_request_rate_windows_pk', ['request_id', 'window_start'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('http_request_rate_windows').execute();
  await db.schema.dropTable('http_frontend_mappings').execute();
  await db.schema.dropTable('http_requests').execute();
}
