import { type Kysely, sql } from 'kysely';

/**
 * Billing and the admin console (issue 16 points 1, 2, 3 and 6).
 *
 * - `billing_customers`: the Stripe customer of a user, made at their first checkout.
 * - `subscriptions`: a user's plan as Stripe last told it (one row per user: a new plan replaces it).
 * - `invoices`: what a user paid (a plan period or a word pack) and the words it granted.
 * - `stripe_events`: every webhook event handled, by Stripe's event id, so one delivered twice
 *   is handled once.
 * - `admin_audit_log`: every admin action, who did it, to whom and with what.
 * - `users.suspended_at`: a suspended account cannot sign in.
 * - The ledger learns plan words (`source = 'plan'`) and an admin's deduction (`deduct`), and the
 *   balance's `subscription_status` is held to the four states the product knows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stripe_subscription_id', 'text', (column) => column.notNull().unique())
    .addColumn('plan_id', 'text', (column) => column.notNull())
    .addColumn('interval', 'text', (column) => column.notNull().check(sql`interval in ('month', 'year')`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('active', 'past_due', 'cancelled')`))
    .addColumn('current_period_start', 'timestamptz', (column) => column.notNull())
    .addColumn('current_period_end', 'timestamptz', (column) => column.notNull())
    .addColumn('cancel_at_period_end', 'boolean', (column) => column.notNull().defaultTo(false))
    /** When Stripe made the state stored here (its event's `created`): an older event never overwrites a newer one. */
    .addColumn('stripe_updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    /** Stripe's invoice id for a plan period, the Checkout Session id for a word pack. */
    .addColumn('stripe_id', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('plan', 'pack')`))
    /** The plan's or the pack's id in the billing configuration. */
    .addColumn('item_id', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('paid', 'failed')`))
    .addColumn('words', 'integer', (column) => column.notNull().defaultTo(0).check(sql`words >= 0`))
    /** Stripe's page for the invoice (a receipt), when it has one. */
    .addColumn('hosted_url', 'text')
    .addColumn('period_end', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('invoices_user_idx').on('invoices').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('admin_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    /** Kept when the admin's account is deleted, so the log still says who. */
    .addColumn('admin_email', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target_user_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('target_email', 'text')
    /** What the action changed (JSON), e.g. { words, reason }. */
    .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('admin_audit_log_created_idx').on('admin_audit_log').column('created_at').execute();
  await db.schema
    .createIndex('admin_audit_log_target_idx')
    .on('admin_audit_log')
    .columns(['target_user_id', 'created_at'])
    .execute();

  await db.schema.alterTable('users').addColumn('suspended_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('suspended_reason', 'text').execute();

  await sql`alter table word_grants drop constraint word_grants_source_check`.execute(db);
  await sql`alter table word_grants add constraint word_grants_source_check
    check (source in ('signup', 'referral', 'purchase', 'plan', 'admin'))`.execute(db);
  await sql`alter table word_transactions drop constraint word_transactions_transaction_type_check`.execute(db);
  await sql`alter table word_transactions add constraint word_transactions_transaction_type_check
    check (transaction_type in ('grant', 'hold', 'spend', 'release', 'settle', 'expiry', 'deduct'))`.execute(db);
  await sql`alter table word_balance add constraint word_balance_subscription_status_check
    check (subscription_status in ('free', 'active', 'past_due', 'cancelled'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table word_balance drop constraint word_balance_subscription_status_check`.execute(db);
  await sql`alter table word_transactions drop constraint word_transactions_transaction_type_check`.execute(db);
  await sql`alter table word_transactions add constraint word_transactions_transaction_type_check
    check (transaction_type in ('grant', 'hold', 'spend', 'release', 'settle', 'expiry'))`.execute(db);
  await sql`alter table word_grants drop constraint word_grants_source_check`.execute(db);
  await sql`alter table word_grants add constraint word_grants_source_check
    check (source in ('signup', 'referral', 'purchase', 'admin'))`.execute(db);
  await db.schema.alterTable('users').dropColumn('suspended_reason').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
  for (const table of ['admin_audit_log', 'stripe_events', 'invoices', 'subscriptions', 'billing_customers']) {
    await db.schema.dropTable(table).execute();
  }
}
