import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.ts';
import { insertOutboxMail, selectOutboxMails } from '../features/mail/queries.ts';
import type { SecretBox } from './crypto.ts';

/** A mail the product sends; `kind` names the template it came from. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: 'verify_email' | 'reset_password' | 'welcome';
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Binds sealed outbox bodies to the outbox, so they cannot be passed off as another kind of secret. */
export const OUTBOX_CONTEXT = 'mail-outbox';

export interface MailerOptions {
  /** Unset: mail goes to the outbox table instead of an SMTP server. */
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<DB>;
  secrets: SecretBox;
  logger: Logger;
  /** Development only: bodies carry single-use links, which must not reach production logs. */
  logBodies: boolean;
}

/**
 * The product's mailer (ARCHITECTURE §1): SMTP when `SMTP_URL` is set, and otherwise the outbox
 * table, where a developer reads the mail at /dev/mailbox or in the log. Outbox bodies are sealed
 * because they hold verification and reset links, which must not sit in the database readable.
 */
export function createMailer({ smtpUrl, from, db, secrets, logger, logBodies }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from, to, subject, text, html });
      },
    };
  }
  return {
    async send({ to, subject, text, html, kind }) {
      await insertOutboxMail(db, {
        toAddress: to,
        subject,
        kind,
        bodyEncrypted: secrets.seal(JSON.stringify({ text, html }), OUTBOX_CONTEXT),
      });
      logger.info(
        logBodies ? { to, subject, kind, text } : { to, subject, kind },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
  };
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  kind: string;
  createdAt: Date;
  text: string;
  html: string;
}

/** The outbox, newest first and readable again: what the development mailbox and tests show. */
export async function readOutbox(db: Kysely<DB>, secrets: SecretBox, limit = 50): Promise<OutboxMail[]> {
  const rows = await selectOutboxMails(db, limit);
  return rows.map(({ id, toAddress, subject, kind, createdAt, bodyEncrypted }) => {
    const { text, html } = JSON.parse(secrets.open(bodyEncrypted, OUTBOX_CONTEXT)) as { text: string; html: string };
    return { id, to: toAddress, subject, kind, createdAt, text, html };
  });
}
