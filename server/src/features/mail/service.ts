import type { LanguageCode } from '@wordloom/shared/languages';
import type { Executor } from '../../db/executor.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { MAIL_LINK_CONTEXT, sendMailJob, type TMailJob } from './jobs.ts';
import {
  insertOutboxMail,
  selectMailDeliveries,
  selectOutboxMails,
  selectSealedOutboxBodies,
  updateOutboxBody,
} from './queries.ts';

/** Binds sealed outbox bodies to the outbox, so they cannot be passed off as another kind of secret. */
export const OUTBOX_CONTEXT = 'mail-outbox';

/** A mail the product asks for; the link, if any, is sealed before it is stored. */
export type MailRequest = { to: string; name: string; language: LanguageCode } & (
  | { kind: 'verify_email' | 'reset_password'; link: string }
  | { kind: 'welcome'; freeWords: number }
  | { kind: 'newsletter_confirm'; link: string; unsubscribeLink: string; oneClickUnsubscribeLink: string }
  | { kind: 'linkedin_scheduled_post_failed'; postText: string; scheduledFor: Date; link: string }
  | { kind: 'linkedin_token_expiring'; postText: string; scheduledFor: Date; expiresAt: Date; link: string }
  | { kind: 'support_reply'; ticketNumber: number; ticketSubject: string; replyText: string; link: string }
);

/**
 * Queues a mail through `deps.db`: given the caller's transaction, the mail goes out only if what
 * caused it commits. Sending is retried with back-off while the SMTP server fails.
 */
export async function queueMail(
  deps: { db: Executor } & Pick<AppDeps, 'jobs' | 'secrets'>,
  request: MailRequest,
): Promise<void> {
  await deps.jobs.enqueue(deps.db, sendMailJob, mailJobOf(deps.secrets, request));
}

/**
 * What the job stores: a single-use link sealed; a post mail's link to My Posts and a support
 * reply's link to its ticket are no secret (the pages check who asks).
 */
function mailJobOf(secrets: SecretBox, request: MailRequest): TMailJob {
  const { to, name, language } = request;
  switch (request.kind) {
    case 'welcome':
      return { kind: 'welcome', to, name, language, freeWords: request.freeWords };
    case 'linkedin_scheduled_post_failed':
      return { ...request, scheduledFor: request.scheduledFor.toISOString() };
    case 'linkedin_token_expiring':
      return {
        ...request,
        scheduledFor: request.scheduledFor.toISOString(),
        expiresAt: request.expiresAt.toISOString(),
      };
    case 'support_reply':
      return request;
    case 'newsletter_confirm':
      return {
        kind: request.kind,
        to,
        name,
        language,
        sealedLink: secrets.seal(request.link, MAIL_LINK_CONTEXT),
        sealedUnsubscribeLink: secrets.seal(request.unsubscribeLink, MAIL_LINK_CONTEXT),
        sealedOneClickUnsubscribeLink: secrets.seal(request.oneClickUnsubscribeLink, MAIL_LINK_CONTEXT),
      };
    default:
      return { kind: request.kind, to, name, language, sealedLink: secrets.seal(request.link, MAIL_LINK_CONTEXT) };
  }
}

/** Keeps a mail in the outbox, sealed: its body holds verification and reset links. */
export async function keepInOutbox(
  { db, secrets }: { db: Executor; secrets: SecretBox },
  mail: OutgoingMail,
): Promise<void> {
  await insertOutboxMail(db, {
    toAddress: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    bodyEncrypted: secrets.seal(JSON.stringify({ text: mail.text, html: mail.html }), OUTBOX_CONTEXT),
  });
}

/** Seals every outbox body again with the first key (`npm run admin -- reencrypt`); returns how many rows. */
export async function resealOutbox({ db, secrets }: { db: Executor; secrets: SecretBox }): Promise<number> {
  const rows = await selectSealedOutboxBodies(db);
  for (const { id, bodyEncrypted } of rows)
    await updateOutboxBody(db, id, secrets.reseal(bodyEncrypted, OUTBOX_CONTEXT));
  return rows.length;
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
export async function readOutbox(
  { db, secrets }: { db: Executor; secrets: SecretBox },
  { limit = 50 }: { limit?: number } = {},
): Promise<OutboxMail[]> {
  const rows = await selectOutboxMails(db, limit);
  return rows.map(({ id, toAddress, subject, kind, createdAt, bodyEncrypted }) => {
    const { text, html } = JSON.parse(secrets.open(bodyEncrypted, OUTBOX_CONTEXT)) as { text: string; html: string };
    return { id, to: toAddress, subject, kind, createdAt, text, html };
  });
}

const DELIVERIES_SHOWN = 50;

/** Where a mail stands, as an admin sees it: never its body or its link. */
export interface MailDelivery {
  id: string;
  kind: string | null;
  to: string | null;
  status: 'waiting' | 'sending' | 'sent' | 'retrying' | 'failed' | 'cancelled';
  /** Tries made so far (a mail still waiting for its first try has made none). */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** When the next try is due; null once the mail is sent or given up. */
  nextTryAt: Date | null;
  queuedAt: Date;
}

const STATUS_OF_STATE = {
  created: 'waiting',
  active: 'sending',
  completed: 'sent',
  retry: 'retrying',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;

/** The latest mails the app sent or is sending, newest first, with the failures that delay them. */
export async function listMailDeliveries(db: Executor): Promise<MailDelivery[]> {
  const rows = await selectMailDeliveries(db, sendMailJob.name, DELIVERIES_SHOWN);
  return rows.map((row) => {
    const status = STATUS_OF_STATE[row.state];
    const failedTries = row.state === 'retry' || row.state === 'failed';
    const message = row.output?.message;
    return {
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      status,
      // pg-boss counts retries: every state past 'created' has had one more try than that.
      attempts: row.state === 'created' ? 0 : row.retryCount + 1,
      maxAttempts: row.retryLimit + 1,
      lastError: failedTries && typeof message === 'string' ? message : null,
      nextTryAt: row.state === 'created' || row.state === 'retry' ? row.startAfter : null,
      queuedAt: row.createdOn,
    };
  });
}
