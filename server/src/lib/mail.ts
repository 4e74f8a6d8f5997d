import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.ts';
import { keepInOutbox } from '../features/mail/service.ts';
import type { SecretBox } from './crypto.ts';

export { type OutboxMail, readOutbox } from '../features/mail/service.ts';

/** A mail the product sends; `kind` names the template it came from. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind:
    | 'verify_email'
    | 'reset_password'
    | 'welcome'
    | 'linkedin_scheduled_post_failed'
    | 'linkedin_token_expiring'
    | 'newsletter_confirm'
    | 'article_links_broken'
    | 'support_reply';
  /** Extra header lines, such as a newsletter's `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Delivers now; rejects when the SMTP server cannot be reached or refuses (the mail job retries). */
  send(mail: OutgoingMail): Promise<void>;
}

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
 * table, where a developer reads the mail at /dev/mailbox or in the log. The send-mail job calls
 * it, so mail is rendered and delivered outside the request that asked for it.
 */
export function createMailer({ smtpUrl, from, db, secrets, logger, logBodies }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      async send({ to, subject, text, html, headers }) {
        await transport.sendMail({ from, to, subject, text, html, ...(headers ? { headers } : {}) });
      },
    };
  }
  return {
    async send(mail) {
      await keepInOutbox({ db, secrets }, mail);
      const { to, subject, kind, text } = mail;
      logger.info(
        logBodies ? { to, subject, kind, text } : { to, subject, kind },
        'mail kept in the outbox (no SMTP_URL)',
      );
    },
  };
}
