import { type Kysely, sql } from 'kysely';

/**
 * Accounts: credentials, profiles, sessions, roles, single-use e-mail tokens, OAuth identities
 * and provider tokens, sign-in attempts for throttling, and the mail outbox. Secrets are never
 * stored in clear: sessions and e-mail tokens by SHA-256, passwords by argon2id, provider tokens
 * and outbox bodies encrypted (AES-256-GCM).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('organization', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('linkedin_urn', 'text')
    .addColumn('persona', 'text')
    .addColumn('company_size', 'text')
    .addColumn('company_age', 'text')
    .addColumn('articles_per_month', 'text')
    .addColumn('onboarding_completed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('existing_user_welcomed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('trial_blogs_remaining', 'integer', (column) => column.notNull().defaultTo(2))
    .addColumn('trial_ends_at', 'timestamptz', (column) => column.notNull())
    .addColumn('google_contacts', 'jsonb')
    .addColumn('preferred_language', 'text', (column) => column.notNull().defaultTo('en'))
    .addColumn('referral_code', 'text', (column) => column.notNull().unique())
    .addColumn('referred_by', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('user', 'admin')`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('verify_email', 'reset_password')`),
    )
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_tokens_user_purpose_idx')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('oauth_identities')
    .addColumn('provider', 'text', (column) => column.notNull().check(sql`provider in ('google', 'linkedin_oidc')`))
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('oauth_identities_pk', ['provider', 'subject'])
    .execute();

  await db.schema
    .createTable('user_provider_tokens')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (column) => column.notNull().check(sql`provider in ('google', 'linkedin_oidc')`))
    .addColumn('token', 'text', (column) => column.notNull())
    .addColumn('refresh_token', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('scopes', 'text')
    .addColumn('scopes_array', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_provider_tokens_user_provider_unique', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('ip_address', 'text', (column) => column.notNull())
    .addColumn('succeeded', 'boolean', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_email_idx')
    .on('sign_in_attempts')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_ip_idx')
    .on('sign_in_attempts')
    .columns(['ip_address', 'created_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    // Text and HTML bodies, encrypted like OAuth tokens: they carry single-use links.
    .addColumn('body_encrypted', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'sign_in_attempts',
    'user_provider_tokens',
    'oauth_identities',
    'email_tokens',
    'user_roles',
    'sessions',
    'profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('email_verified_at').dropColumn('password_hash').execute();
}
