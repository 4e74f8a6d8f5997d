import type { TSubscriptionStatus } from '@wordloom/shared/schemas/billing';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { InvoicesTable, SubscriptionsTable } from '../../db/schema.ts';

export async function selectBillingCustomer(db: Executor, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('billingCustomers')
    .select('stripeCustomerId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.stripeCustomerId ?? null;
}

/** The first customer stored for a user stays; a second one made in a race is ignored. */
export async function insertBillingCustomer(db: Executor, userId: string, stripeCustomerId: string): Promise<void> {
  await db
    .insertInto('billingCustomers')
    .values({ userId, stripeCustomerId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function selectUserEmail(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

export async function selectSubscriptionStatus(db: Executor, userId: string): Promise<TSubscriptionStatus | null> {
  const row = await db
    .selectFrom('wordBalance')
    .select('subscriptionStatus')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.subscriptionStatus ?? null;
}

export async function updateSubscriptionStatus(db: Executor, userId: string, status: TSubscriptionStatus) {
  await db.updateTable('wordBalance').set({ subscriptionStatus: status }).where('userId', '=', userId).execute();
}

export type SubscriptionRow = Omit<SubscriptionsTable, 'createdAt' | 'updatedAt' | 'cancelAtPeriodEnd'> & {
  cancelAtPeriodEnd: boolean;
};

export async function selectSubscription(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select([
      'userId',
      'stripeSubscriptionId',
      'planId',
      'interval',
      'currency',
      'status',
      'currentPeriodStart',
      'currentPeriodEnd',
      'cancelAtPeriodEnd',
      'stripeUpdatedAt',
    ])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export async function selectSubscriptionOwner(db: Executor, stripeSubscriptionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('userId')
    .where('stripeSubscriptionId', '=', stripeSubscriptionId)
    .executeTakeFirst();
  return row?.userId ?? null;
}

/**
 * Stores the state Stripe made at `stripeUpdatedAt`, unless the row already holds a newer one
 * (webhooks arrive in any order). Answers whether it was stored.
 */
export async function upsertSubscription(db: Executor, row: SubscriptionRow): Promise<boolean> {
  const stored = await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('userId')
        .doUpdateSet({
          stripeSubscriptionId: (eb) => eb.ref('excluded.stripeSubscriptionId'),
          planId: (eb) => eb.ref('excluded.planId'),
          interval: (eb) => eb.ref('excluded.interval'),
          currency: (eb) => eb.ref('excluded.currency'),
          status: (eb) => eb.ref('excluded.status'),
          currentPeriodStart: (eb) => eb.ref('excluded.currentPeriodStart'),
          currentPeriodEnd: (eb) => eb.ref('excluded.currentPeriodEnd'),
          cancelAtPeriodEnd: (eb) => eb.ref('excluded.cancelAtPeriodEnd'),
          stripeUpdatedAt: (eb) => eb.ref('excluded.stripeUpdatedAt'),
          updatedAt: sql`now()`,
        })
        .where('subscriptions.stripeUpdatedAt', '<=', (eb) => eb.ref('excluded.stripeUpdatedAt')),
    )
    .returning('userId')
    .executeTakeFirst();
  return stored !== undefined;
}

export type NewInvoice = Omit<InvoicesTable, 'id' | 'createdAt' | 'words'> & { words: number };

/** A paid invoice is recorded once; one that failed before and is now paid becomes paid. */
export async function upsertPaidInvoice(db: Executor, invoice: NewInvoice): Promise<void> {
  await db
    .insertInto('invoices')
    .values(invoice)
    .onConflict((conflict) =>
      conflict.column('stripeId').doUpdateSet({
        status: 'paid',
        words: (eb) => eb.ref('excluded.words'),
        hostedUrl: (eb) => eb.ref('excluded.hostedUrl'),
        periodEnd: (eb) => eb.ref('excluded.periodEnd'),
      }),
    )
    .execute();
}

/** A failed attempt never turns a paid invoice back into a failed one. */
export async function upsertFailedInvoice(db: Executor, invoice: NewInvoice): Promise<void> {
  await db
    .insertInto('invoices')
    .values(invoice)
    .onConflict((conflict) =>
      conflict.column('stripeId').doUpdateSet({ status: 'failed' }).where('invoices.status', '<>', 'paid'),
    )
    .execute();
}

export async function selectInvoiceWords(db: Executor, stripeId: string): Promise<number | null> {
  const row = await db
    .selectFrom('invoices')
    .select('words')
    .where('stripeId', '=', stripeId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return row?.words ?? null;
}

export async function selectInvoices(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'kind', 'itemId', 'amount', 'currency', 'status', 'words', 'hostedUrl', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function selectTrial(db: Executor, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['trialBlogsRemaining', 'trialEndsAt'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Marks an event as handled; false when it was handled before (or is being handled right now). */
export async function claimStripeEvent(db: Executor, id: string, type: string): Promise<boolean> {
  const row = await db
    .insertInto('stripeEvents')
    .values({ id, type })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
