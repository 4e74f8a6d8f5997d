import { type Kysely, sql } from 'kysely';

/**
 * No-code tools (spec §3): the tool, its form fields, its webhook, SEO and chaining rows (each
 * read as the newest by created_at, older ones removed when an admin loads the tool), and a usage
 * log row per run. Columns holding admin- or visitor-named keys (options, rules, templates,
 * mappings, inputs, answers) are jsonb read back as text: the CamelCasePlugin would rename their keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tools')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('how_it_works', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('preview_image', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('draft').check(sql`status in ('draft', 'published')`),
    )
    .addColumn('language_code', 'text', (column) => column.notNull().defaultTo('en'))
    .addColumn('runner', 'text', (column) =>
      column.notNull().defaultTo('webhook').check(sql`runner in ('webhook', 'ai')`),
    )
    .addColumn('ai_prompt_template', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('ai_composer_recipe', 'text', (column) => column.notNull().defaultTo('none'))
    .addColumn('created_by', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('tools_status_updated_idx').on('tools').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('tool_fields')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tool_id', 'uuid', (column) => column.notNull().references('tools.id').onDelete('cascade'))
    .addColumn('field_name', 'text', (column) => column.notNull())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('field_type', 'text', (column) =>
      column.notNull().check(sql`field_type in ('text', 'textarea', 'dropdown', 'radio', 'checkbox')`),
    )
    .addColumn('placeholder', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('options', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_required', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('validation_rules', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('display_order', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tool_fields_name_unique', ['tool_id', 'field_name'])
    .execute();

  await db.schema
    .createTable('tool_webhooks')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tool_id', 'uuid', (column) => column.notNull().references('tools.id').onDelete('cascade'))
    .addColumn('webhook_url', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('http_method', 'text', (column) =>
      column.notNull().defaultTo('POST').check(sql`http_method in ('GET', 'POST', 'PUT', 'PATCH', 'DELETE')`),
    )
    .addColumn('timeout_seconds', 'integer', (column) =>
      column.notNull().defaultTo(30).check(sql`timeout_seconds between 1 and 120`),
    )
    .addColumn('payload_template', 'jsonb')
    .addColumn('response_mapping', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('headers', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('secret_header_name', 'text', (column) => column.notNull().defaultTo(''))
    /** Sealed with the server's SecretBox (AES-256-GCM), like the HTTP requests' secrets. */
    .addColumn('secret_header_value', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('tool_webhooks_tool_idx')
    .on('tool_webhooks')
    .columns(['tool_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('tool_seo')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tool_id', 'uuid', (column) => column.notNull().references('tools.id').onDelete('cascade'))
    .addColumn('page_title', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('og_title', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('og_description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('og_image', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('twitter_title', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('twitter_description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('twitter_image', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('canonical_url', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('structured_data', 'jsonb')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('tool_seo_tool_idx').on('tool_seo').columns(['tool_id', 'created_at']).execute();

  await db.schema
    .createTable('tool_chaining')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tool_id', 'uuid', (column) => column.notNull().references('tools.id').onDelete('cascade'))
    .addColumn('next_tool_id', 'uuid', (column) => column.references('tools.id').onDelete('cascade'))
    .addColumn('data_mapping', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('tool_chaining_tool_idx')
    .on('tool_chaining')
    .columns(['tool_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('tool_usage_logs')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('tool_id', 'uuid', (column) => column.notNull().references('tools.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (column) => column.notNull())
    .addColumn('input_data', 'jsonb', (column) => column.notNull())
    .addColumn('webhook_response', 'jsonb')
    .addColumn('response_time_ms', 'integer', (column) => column.notNull())
    .addColumn('success', 'boolean', (column) => column.notNull())
    .addColumn('error_message', 'text')
    /** An admin's run in test mode: kept, but left out of the analytics. */
    .addColumn('test_run', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('tool_usage_logs_tool_created_idx')
    .on('tool_usage_logs')
    .columns(['tool_id', 'created_at'])
    .execute();
  await db.schema.createIndex('tool_usage_logs_created_idx').on('tool_usage_logs').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tool_usage_logs').execute();
  await db.schema.dropTable('tool_chaining').execute();
  await db.schema.dropTable('tool_seo').execute();
  await db.schema.dropTable('tool_webhooks').execute();
  await db.schema.dropTable('tool_fields').execute();
  await db.schema.dropTable('tools').execute();
}
