import { type Kysely, sql } from 'kysely';

/**
 * Accounts' core row and the words ledger (ARCHITECTURE §4): words come in grants that expire,
 * every change is a transaction row, holds reserve words while AI work runs, and word_balance
 * keeps the spendable total in step inside the same database transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('word_balance')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('available_words', 'integer', (column) => column.notNull().defaultTo(0).check(sql`available_words >= 0`))
    .addColumn('held_words', 'integer', (column) => column.notNull().defaultTo(0).check(sql`held_words >= 0`))
    .addColumn('subscription_status', 'text', (column) => column.notNull().defaultTo('free'))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('word_grants')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('remaining', 'integer', (column) => column.notNull().check(sql`remaining >= 0 and remaining <= amount`))
    .addColumn('source', 'text', (column) =>
      column.notNull().check(sql`source in ('signup', 'referral', 'purchase', 'admin')`),
    )
    .addColumn('expires_at', 'timestamptz')
    .addColumn('expired_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('word_grants_spendable_idx')
    .on('word_grants')
    .columns(['user_id', 'expires_at'])
    .where(sql.ref('remaining'), '>', 0)
    .execute();

  await db.schema
    .createTable('word_holds')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('words', 'integer', (column) => column.notNull().check(sql`words > 0`))
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('held', 'settled', 'released')`))
    .addColumn('idempotency_key', 'text', (column) => column.notNull())
    .addColumn('charged_words', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addUniqueConstraint('word_holds_user_key_unique', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('word_holds_open_idx')
    .on('word_holds')
    .column('created_at')
    .where(sql.ref('status'), '=', 'held')
    .execute();

  await db.schema
    .createTable('word_transactions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('transaction_type', 'text', (column) =>
      column.notNull().check(sql`transaction_type in ('grant', 'hold', 'spend', 'release', 'settle', 'expiry')`),
    )
    .addColumn('words_amount', 'integer', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('grant_id', 'uuid', (column) => column.references('word_grants.id').onDelete('set null'))
    .addColumn('hold_id', 'uuid', (column) => column.references('word_holds.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('word_transactions_user_created_idx')
    .on('word_transactions')
    .columns(['user_id', 'created_at'])
    .execute();
  // A spend or grant sent twice with the same key is recorded once.
  await db.schema
    .createIndex('word_transactions_idempotency_unique')
    .on('word_transactions')
    .columns(['user_id', 'transaction_type', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['word_transactions', 'word_holds', 'word_grants', 'word_balance', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
