import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { LanguageCode } from '@wordloom/shared/languages';
import {
  NEWSLETTER_PAGE_SIZE,
  NEWSLETTER_STATUSES,
  type TListSubscribers,
  type TNewsletterToken,
  type TSubscribe,
  type TSubscriberList,
} from '@wordloom/shared/schemas/newsletter';
import { type Executor, inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Context } from '../../trpc/context.ts';
import { queueMail } from '../mail/service.ts';
import { RATE_LIMITS } from '../rate-limits/policies.ts';
import { consume, rateLimit } from '../rate-limits/service.ts';
import { newsletterSubscribeJob, type TNewsletterSubscribeJob } from './jobs.ts';
import {
  confirmByTokenHash,
  countSubscribersByStatus,
  deleteUnconfirmedSubscribers,
  insertPendingSubscriber,
  lockSubscriberStatus,
  type MailedTokens,
  renewPendingSubscriber,
  selectSubscriberPage,
  unsubscribeByTokenHash,
} from './queries.ts';

/** How long a confirmation link works (ARCHITECTURE §5's verification links live 24 h; a newsletter can wait longer). */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

/** Where a newsletter mail's `List-Unsubscribe` header points (RFC 8058 one-click; see routes.ts). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/newsletter/one-click-unsubscribe';

type Deps = Pick<Context, 'db' | 'config' | 'jobs' | 'secrets'>;

/**
 * Asks for the newsletter for `email`. The answer is the same whatever the address's state
 * (new, pending, confirmed, unsubscribed), and so is the work the request does: it counts the
 * limits and queues a job, which looks the address up and mails it if it should. RATE_LIMITED
 * when the client address has asked too often; an address asked for too often gets no more mail,
 * silently, so the answer tells nothing about it.
 */
export async function subscribe(deps: Deps & Pick<Context, 'ipAddress'>, input: TSubscribe): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const byClient = await consume(deps.db, {
    limits: [rateLimit(RATE_LIMITS.newsletterSubscribesPerClient, deps.ipAddress)],
  });
  if (!byClient.allowed) {
    throw new AppError(AppErrorCode.RATE_LIMITED, {
      retryAfterSeconds: Math.max(1, Math.ceil((byClient.retryAt.getTime() - Date.now()) / 1000)),
    });
  }
  const byAddress = await consume(deps.db, { limits: [rateLimit(RATE_LIMITS.newsletterMailsPerAddress, email)] });
  if (!byAddress.allowed) return;
  await deps.jobs.enqueue(deps.db, newsletterSubscribeJob, { email, language: input.languageCode });
}

/** A new pair of link tokens (≥128 bits each); only their hashes are stored. */
function newTokens(): { confirmToken: string; unsubscribeToken: string; hashes: MailedTokens } {
  const confirmToken = randomToken(20);
  const unsubscribeToken = randomToken(20);
  return {
    confirmToken,
    unsubscribeToken,
    hashes: {
      confirmTokenHash: sha256Hex(confirmToken),
      confirmTokenExpiresAt: new Date(Date.now() + NEWSLETTER_CONFIRM_TTL_MS),
      unsubscribeTokenHash: sha256Hex(unsubscribeToken),
    },
  };
}

function newsletterLink(deps: Pick<Deps, 'config'>, path: string, language: LanguageCode, token: string): string {
  return `${deps.config.appUrl}${withLanguagePrefix(path, language)}?token=${token}`;
}

/**
 * The job's half of `subscribe`: a new or pending address gets a confirmation mail with fresh
 * links (the previous mail's stop working), an unsubscribed one is pending again with a new mail,
 * a confirmed one gets nothing. The row and the mail are written in one transaction.
 */
export async function subscribeAddress(deps: Deps, { email, language }: TNewsletterSubscribeJob): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const { confirmToken, unsubscribeToken, hashes } = newTokens();
    const subscriber = { email, languageCode: language, ...hashes };
    if (!(await insertPendingSubscriber(trx, subscriber))) {
      if ((await lockSubscriberStatus(trx, email)) === 'confirmed') return;
      await renewPendingSubscriber(trx, subscriber);
    }
    await queueMail(
      { ...deps, db: trx },
      {
        kind: 'newsletter_confirm',
        to: email,
        name: '',
        language,
        link: newsletterLink(deps, '/newsletter/confirm', language, confirmToken),
        unsubscribeLink: newsletterLink(deps, '/newsletter/unsubscribe', language, unsubscribeToken),
        oneClickUnsubscribeLink: `${deps.config.appUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${unsubscribeToken}`,
      },
    );
  });
}

/** Confirms the subscription of a mailed link (single use, 48 hours); INVALID_NEWSLETTER_LINK otherwise. */
export async function confirmSubscription(deps: Pick<Deps, 'db'>, { token }: TNewsletterToken): Promise<void> {
  if (!(await confirmByTokenHash(deps.db, sha256Hex(token), new Date()))) {
    throw new AppError(AppErrorCode.INVALID_NEWSLETTER_LINK);
  }
}

/**
 * Unsubscribes the address of a mailed unsubscribe link; again is fine (the link keeps working),
 * an unknown token is INVALID_NEWSLETTER_LINK.
 */
export async function unsubscribe(deps: Pick<Deps, 'db'>, { token }: TNewsletterToken): Promise<void> {
  const status = await inTransaction(deps.db, (trx) => unsubscribeByTokenHash(trx, sha256Hex(token), new Date()));
  if (status === undefined) throw new AppError(AppErrorCode.INVALID_NEWSLETTER_LINK);
}

/** A pending address is kept this long after its link expired, so admins see it, then forgotten. */
export const UNCONFIRMED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Forgets the addresses nobody confirmed: typed by someone, never proven to want the newsletter,
 * they are kept only a week past their link's expiry (a new subscribe starts over anyway).
 */
export async function forgetUnconfirmedSubscribers(db: Executor, now: Date): Promise<number> {
  return deleteUnconfirmedSubscribers(db, new Date(now.getTime() - UNCONFIRMED_KEPT_MS));
}

/** Admins: one page of subscribers, newest first, with how many match and the counts per status. */
export async function listSubscribers(
  db: Executor,
  { status, search, page }: TListSubscribers,
): Promise<TSubscriberList> {
  const searched = search || undefined;
  const [rows, byStatus] = await Promise.all([
    selectSubscriberPage(db, {
      status,
      search: searched,
      limit: NEWSLETTER_PAGE_SIZE,
      offset: (page - 1) * NEWSLETTER_PAGE_SIZE,
    }),
    countSubscribersByStatus(db, searched),
  ]);
  const counts = { all: 0, pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const known of NEWSLETTER_STATUSES) {
    counts[known] = byStatus.get(known) ?? 0;
    counts.all += counts[known];
  }
  return { subscribers: rows, total: counts[status ?? 'all'], counts };
}
