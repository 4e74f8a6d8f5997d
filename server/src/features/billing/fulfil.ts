import {
  type BillingInterval,
  findPlan,
  findWordPack,
  isCurrency,
  packWordsExpiry,
  wordsPerPeriod,
} from '@wordloom/shared/domain/billing-plans';
import type { TSubscriptionStatus } from '@wordloom/shared/schemas/billing';
import type Stripe from 'stripe';
import type { Executor } from '../../db/executor.ts';
import { grantWords } from '../words/service.ts';
import {
  insertBillingCustomer,
  selectSubscription,
  selectSubscriptionOwner,
  updateSubscriptionStatus,
  upsertFailedInvoice,
  upsertPaidInvoice,
  upsertSubscription,
} from './queries.ts';

/**
 * What a payment changes in Wordloom: words through the ledger (keyed by Stripe's session or
 * invoice id, so they are granted once whichever of the webhook and the buyer's return comes
 * first), the invoice, the subscription and the balance's status. Each function runs in the
 * caller's transaction.
 */

/** What the app put on every session and subscription it made (service.ts). */
export interface CheckoutMetadata {
  userId: string;
  kind: 'plan' | 'pack';
  itemId: string;
  interval?: BillingInterval;
}

export function checkoutMetadata(metadata: Stripe.Metadata | null | undefined): CheckoutMetadata | null {
  const { userId, kind, itemId, interval } = metadata ?? {};
  if (!userId || !itemId || (kind !== 'plan' && kind !== 'pack')) return null;
  return {
    userId,
    kind,
    itemId,
    ...(interval === 'month' || interval === 'year' ? { interval } : {}),
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

function subscriptionStatus(status: Stripe.Subscription.Status): 'active' | 'past_due' | 'cancelled' {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return 'past_due';
  }
}

/** The balance shows the state of the subscription row as it now stands. */
async function syncBalanceStatus(db: Executor, userId: string): Promise<void> {
  const row = await selectSubscription(db, userId);
  const status: TSubscriptionStatus = row ? row.status : 'free';
  await updateSubscriptionStatus(db, userId, status);
}

/** Stores a subscription as Stripe describes it at `at`; the owner comes from its metadata. */
export async function storeSubscription(
  db: Executor,
  subscription: Stripe.Subscription,
  at: Date,
): Promise<string | null> {
  const meta = checkoutMetadata(subscription.metadata);
  const item = subscription.items.data[0];
  if (meta?.kind !== 'plan' || !item) return null;
  const interval = meta.interval ?? (item.price.recurring?.interval === 'year' ? 'year' : 'month');
  await upsertSubscription(db, {
    userId: meta.userId,
    stripeSubscriptionId: subscription.id,
    planId: meta.itemId,
    interval,
    currency: subscription.currency,
    status: subscriptionStatus(subscription.status),
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stripeUpdatedAt: at,
  });
  await syncBalanceStatus(db, meta.userId);
  return meta.userId;
}

/** A paid word-pack session: its words (12 months) and its invoice row. Answers the words granted. */
export async function fulfilPackSession(db: Executor, session: Stripe.Checkout.Session): Promise<number | null> {
  const meta = checkoutMetadata(session.metadata);
  const pack = meta?.kind === 'pack' ? findWordPack(meta.itemId) : undefined;
  if (!meta || !pack || session.payment_status !== 'paid') return null;
  const paidAt = fromUnix(session.created);
  await grantWords(db, {
    userId: meta.userId,
    amount: pack.words,
    source: 'purchase',
    expiresAt: packWordsExpiry(paidAt),
    note: { reason: 'word_pack' },
    idempotencyKey: `pack:${session.id}`,
  });
  await upsertPaidInvoice(db, {
    userId: meta.userId,
    stripeId: session.id,
    kind: 'pack',
    itemId: pack.id,
    amount: session.amount_total ?? 0,
    currency: session.currency ?? '',
    status: 'paid',
    words: pack.words,
    hostedUrl: null,
    periodEnd: null,
  });
  const customerId = idOf(session.customer);
  if (customerId) await insertBillingCustomer(db, meta.userId, customerId);
  return pack.words;
}

export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * The subscription's owner and plan: from our row, or (when this invoice's webhook comes before
 * the subscription's) from Stripe, whose copy carries the metadata the checkout put on it.
 */
async function knownSubscription(db: Executor, stripe: Stripe, subscriptionId: string, at: Date) {
  let userId = await selectSubscriptionOwner(db, subscriptionId);
  if (!userId) {
    userId = await storeSubscription(db, await stripe.subscriptions.retrieve(subscriptionId), at);
    if (!userId) return null;
  }
  const row = await selectSubscription(db, userId);
  return row && row.stripeSubscriptionId === subscriptionId ? row : null;
}

/** A paid plan invoice: the period's words (until the period's end), the invoice row, the plan active. */
export async function fulfilPaidInvoice(
  db: Executor,
  stripe: Stripe,
  invoice: Stripe.Invoice,
  at: Date,
): Promise<number | null> {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId || invoice.status !== 'paid') return null;
  const subscription = await knownSubscription(db, stripe, subscriptionId, at);
  const plan = subscription ? findPlan(subscription.planId) : undefined;
  const line = invoice.lines.data[0];
  if (!subscription || !plan || !line) return null;
  const periodStart = fromUnix(line.period.start);
  const periodEnd = fromUnix(line.period.end);
  const words = wordsPerPeriod(plan, subscription.interval);
  const { userId } = subscription;
  await grantWords(db, {
    userId,
    amount: words,
    source: 'plan',
    expiresAt: periodEnd,
    note: { reason: 'plan_words' },
    idempotencyKey: `invoice:${invoice.id}`,
  });
  await upsertPaidInvoice(db, {
    userId,
    stripeId: invoice.id,
    kind: 'plan',
    itemId: plan.id,
    amount: invoice.amount_paid,
    currency: isCurrency(invoice.currency) ? invoice.currency : subscription.currency,
    status: 'paid',
    words,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    periodEnd,
  });
  // A paid period means the plan runs (until a newer event says otherwise).
  const renewed = periodEnd > subscription.currentPeriodEnd ? periodEnd : subscription.currentPeriodEnd;
  await upsertSubscription(db, {
    ...subscription,
    status: 'active',
    currentPeriodStart: periodEnd > subscription.currentPeriodEnd ? periodStart : subscription.currentPeriodStart,
    currentPeriodEnd: renewed,
    stripeUpdatedAt: at,
  });
  const customerId = idOf(invoice.customer);
  if (customerId) await insertBillingCustomer(db, userId, customerId);
  await syncBalanceStatus(db, userId);
  return words;
}

/** A plan invoice whose payment failed: the invoice row failed, the plan and the balance past due. */
export async function recordFailedInvoice(db: Executor, stripe: Stripe, invoice: Stripe.Invoice, at: Date) {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return;
  const subscription = await knownSubscription(db, stripe, subscriptionId, at);
  if (!subscription) return;
  const line = invoice.lines.data[0];
  await upsertFailedInvoice(db, {
    userId: subscription.userId,
    stripeId: invoice.id,
    kind: 'plan',
    itemId: subscription.planId,
    amount: invoice.amount_due,
    currency: invoice.currency,
    status: 'failed',
    words: 0,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    periodEnd: line ? fromUnix(line.period.end) : null,
  });
  await upsertSubscription(db, { ...subscription, status: 'past_due', stripeUpdatedAt: at });
  await syncBalanceStatus(db, subscription.userId);
}

/** A completed subscription checkout: the customer and the subscription as Stripe has them now. */
export async function recordSubscriptionCheckout(
  db: Executor,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
  at: Date,
): Promise<void> {
  const meta = checkoutMetadata(session.metadata);
  const subscriptionId = idOf(session.subscription);
  if (!meta || !subscriptionId) return;
  const customerId = idOf(session.customer);
  if (customerId) await insertBillingCustomer(db, meta.userId, customerId);
  if (!(await selectSubscriptionOwner(db, subscriptionId))) {
    await storeSubscription(db, await stripe.subscriptions.retrieve(subscriptionId), at);
  }
}
