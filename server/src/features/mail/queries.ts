import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, MailOutboxTable } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

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
