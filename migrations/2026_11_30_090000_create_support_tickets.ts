import { type Kysely, sql } from 'kysely';

/**
 * Support tickets (issue 16 point 4; spec §2 `/support`, `/support/{ticketId}`): a user's ticket,
 * its thread of messages (an admin's internal notes among them, never shown to the user), and the
 * files attached to a message (uploads of the media storage's `support` bucket).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('support_tickets')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    /** What the user and the admins call it: #1042. */
    .addColumn('number', 'serial', (column) => column.notNull().unique())
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) =>
      column
        .notNull()
        .check(sql`category in ('account', 'billing', 'technical', 'content', 'feature_request', 'other')`),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('open').check(sql`status in ('open', 'waiting_for_user', 'closed')`),
    )
    .addColumn('assigned_to', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('last_message_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('support_tickets_user_idx')
    .on('support_tickets')
    .columns(['user_id', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('support_tickets_status_idx')
    .on('support_tickets')
    .columns(['status', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('ticket_id', 'uuid', (column) => column.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('author_role', 'text', (column) => column.notNull().check(sql`author_role in ('user', 'admin')`))
    .addColumn('body', 'text', (column) => column.notNull())
    /** An admin's note to the other admins: never shown to the user, never mailed. */
    .addColumn('internal', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('support_messages_ticket_idx')
    .on('support_messages')
    .columns(['ticket_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('support_attachments')
    .addColumn('message_id', 'uuid', (column) => column.notNull().references('support_messages.id').onDelete('cascade'))
    .addColumn('media_file_id', 'uuid', (column) => column.notNull().references('media_files.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('support_attachments_pk', ['message_id', 'media_file_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_attachments').execute();
  await db.schema.dropTable('support_messages').execute();
  await db.schema.dropTable('support_tickets').execute();
}
