import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { MailOutboxTable } from '../../db/schema.ts';

export type OutboxMailRow = Omit<Selectable<MailOutboxTable>, 'sequence'>;

/** Keeps a mail that no SMTP server will carry; the body arrives already sealed. */
export async function insertOutboxMail(
  db: Executor,
  mail: Pick<Insertable<MailOutboxTable>, 'toAddress' | 'subject' | 'bodyEncrypted' | 'kind'>,
): Promise<void> {
  await db
    .insertInto('mailOutbox')
    .values({ toAddress: mail.toAddress, subject: mail.subject, bodyEncrypted: mail.bodyEncrypted, kind: mail.kind })
    .execute();
}

/** The newest mails first, for the development mailbox. */
export async function selectOutboxMails(db: Executor, limit: number): Promise<OutboxMailRow[]> {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'subject', 'bodyEncrypted', 'kind', 'createdAt'])
    .orderBy('sequence', 'desc')
    .limit(limit)
    .execute();
}

export interface MailDeliveryRow {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  kind: string | null;
  toAddress: string | null;
  retryCount: number;
  retryLimit: number;
  /** pg-boss's record of the last failure (or of the completion). */
  output: { message?: unknown } | null;
  startAfter: Date;
  createdOn: Date;
  completedOn: Date | null;
}

/**
 * The mail jobs of pg-boss's job table, newest first. Only the address and the kind are read
 * from the payload: the sealed link stays in the database.
 */
export async function selectMailDeliveries(db: Executor, queue: string, limit: number): Promise<MailDeliveryRow[]> {
  const { rows } = await sql<MailDeliveryRow>`
    select id, state, data->>'kind' as kind, data->>'to' as to_address, retry_count, retry_limit, output,
      start_after, created_on, completed_on
    from pgboss.job
    where name = ${queue}
    order by created_on desc
    limit ${limit}
  `.execute(db);
  return rows;
}

/** Every outbox body, sealed. */
export async function selectSealedOutboxBodies(db: Executor) {
  return db.selectFrom('mailOutbox').select(['id', 'bodyEncrypted']).execute();
}

export async function updateOutboxBody(db: Executor, id: string, bodyEncrypted: string): Promise<void> {
  await db.updateTable('mailOutbox').set({ bodyEncrypted }).where('id', '=', id).execute();
}
