import type { TNewsletterStatus } from '@wordloom/shared/schemas/newsletter';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { NewsletterSubscribersTable } from '../../db/schema.ts';

/** What the admin list shows: never a token hash. */
const LISTED_COLUMNS = ['id', 'email', 'languageCode', 'status', 'createdAt', 'confirmedAt', 'unsubscribedAt'] as const;
export type ListedSubscriberRow = Pick<Selectable<NewsletterSubscribersTable>, (typeof LISTED_COLUMNS)[number]>;

/** The hashes and expiry of the tokens a new confirmation mail carries. */
export interface MailedTokens {
  confirmTokenHash: string;
  confirmTokenExpiresAt: Date;
  unsubscribeTokenHash: string;
}

/**
 * Adds `email` as a pending subscriber with the tokens of its first mail; false when the address
 * is already there (a parallel insert of the same address waits for the other and adds nothing).
 */
export async function insertPendingSubscriber(
  db: Executor,
  subscriber: { email: string; languageCode: string } & MailedTokens,
): Promise<boolean> {
  const row = await db
    .insertInto('newsletterSubscribers')
    .values({ ...subscriber, status: 'pending' })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The address's subscription status, locked until the transaction ends (a subscribe reads, then writes). */
export async function lockSubscriberStatus(db: Executor, email: string): Promise<TNewsletterStatus | undefined> {
  const row = await db
    .selectFrom('newsletterSubscribers')
    .select('status')
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
  return row?.status;
}

/**
 * Pending again with new tokens (an earlier mail's links stop working) and the language asked for
 * now; the dates of an earlier confirmation or unsubscription go with the old subscription.
 */
export async function renewPendingSubscriber(
  db: Executor,
  subscriber: { email: string; languageCode: string } & MailedTokens,
): Promise<void> {
  const { email, ...changes } = subscriber;
  await db
    .updateTable('newsletterSubscribers')
    .set((eb) => ({
      ...changes,
      status: 'pending',
      confirmedAt: null,
      unsubscribedAt: null,
      updatedAt: eb.fn<Date>('now'),
    }))
    .where('email', '=', email)
    .execute();
}

/**
 * Confirms the pending subscription whose unexpired confirmation token hashes to `tokenHash`, and
 * spends the token; false when no such token is waiting.
 */
export async function confirmByTokenHash(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('newsletterSubscribers')
    .set((eb) => ({
      status: 'confirmed',
      confirmedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: eb.fn<Date>('now'),
    }))
    .where('confirmTokenHash', '=', tokenHash)
    .where('confirmTokenExpiresAt', '>', now)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Unsubscribes the subscriber of the unsubscribe token hashing to `tokenHash` (a pending one's
 * confirmation link stops working too); the status it had, or undefined for an unknown token.
 * An address already unsubscribed keeps the date it left.
 */
export async function unsubscribeByTokenHash(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<TNewsletterStatus | undefined> {
  const row = await db
    .selectFrom('newsletterSubscribers')
    .select(['id', 'status'])
    .where('unsubscribeTokenHash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.status === 'unsubscribed') return row?.status;
  await db
    .updateTable('newsletterSubscribers')
    .set((eb) => ({
      status: 'unsubscribed',
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: eb.fn<Date>('now'),
    }))
    .where('id', '=', row.id)
    .execute();
  return row.status;
}

/** Forgets pending addresses whose confirmation link expired before `expiredBefore`; returns how many. */
export async function deleteUnconfirmedSubscribers(db: Executor, expiredBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('newsletterSubscribers')
    .where('status', '=', 'pending')
    .where('confirmTokenExpiresAt', '<', expiredBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * `%`, `_` and the backslash match literally in an ILIKE pattern built from typed text (the
 * backslash is PostgreSQL's default LIKE escape character).
 */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchedSubscribers(db: Executor, search: string | undefined) {
  const query = db.selectFrom('newsletterSubscribers');
  return search ? query.where('email', 'ilike', containsPattern(search)) : query;
}

/** One page of subscribers, newest first. */
export async function selectSubscriberPage(
  db: Executor,
  filter: { status?: TNewsletterStatus | undefined; search?: string | undefined; limit: number; offset: number },
): Promise<ListedSubscriberRow[]> {
  let query = searchedSubscribers(db, filter.search);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query
    .select(LISTED_COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/** How many subscribers (matching the search) each status has. */
export async function countSubscribersByStatus(
  db: Executor,
  search: string | undefined,
): Promise<Map<TNewsletterStatus, number>> {
  const rows = await searchedSubscribers(db, search)
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}
