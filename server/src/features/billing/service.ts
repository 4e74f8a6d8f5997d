import {
  type Currency,
  findPlan,
  findWordPack,
  isCurrency,
  wordsPerPeriod,
} from '@wordloom/shared/domain/billing-plans';
import { trialState } from '@wordloom/shared/domain/trial';
import { AppErrorCode } from '@wordloom/shared/errors';
import type {
  CheckoutOutcome,
  InvoiceSummary,
  RedirectAddress,
  SubscriptionOverview,
  TCheckoutItem,
} from '@wordloom/shared/schemas/billing';
import type Stripe from 'stripe';
import { inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { isPastTrial } from '../users/service.ts';
import { getWordAccount } from '../words/service.ts';
import { checkoutMetadata, fulfilPackSession, fulfilPaidInvoice, recordSubscriptionCheckout } from './fulfil.ts';
import {
  insertBillingCustomer,
  selectBillingCustomer,
  selectInvoices,
  selectInvoiceWords,
  selectSubscription,
  selectSubscriptionStatus,
  selectTrial,
  selectUserEmail,
} from './queries.ts';
import { isMissingResource, stripeClient } from './stripe.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

const INVOICES_SHOWN = 24;

function stripeOf(deps: Deps): Stripe {
  if (!deps.config.stripe) throw new AppError(AppErrorCode.PAYMENTS_NOT_CONFIGURED);
  return stripeClient(deps.config.stripe);
}

/** A Stripe call the buyer waits on: a failure is logged in full and shown as CHECKOUT_FAILED. */
async function callStripe<T>(deps: Deps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error }, `Stripe: ${what} failed`);
    throw new AppError(AppErrorCode.CHECKOUT_FAILED, { cause: error });
  }
}

export async function getSubscriptionOverview(
  deps: Deps,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<SubscriptionOverview> {
  const { db } = deps;
  const [status, subscription, customer, account, trial, pastTrial, invoices] = await Promise.all([
    selectSubscriptionStatus(db, userId),
    selectSubscription(db, userId),
    selectBillingCustomer(db, userId),
    getWordAccount(db, { userId, historyLimit: 0, now }),
    selectTrial(db, userId),
    isPastTrial(db, { userId }),
    selectInvoices(db, userId, INVOICES_SHOWN),
  ]);
  const planOver = subscription?.status === 'cancelled' && subscription.currentPeriodEnd <= now;
  return {
    paymentsConfigured: deps.config.stripe !== null,
    status: status ?? 'free',
    plan:
      subscription && !planOver
        ? {
            planId: subscription.planId,
            interval: subscription.interval,
            currency: isCurrency(subscription.currency) ? subscription.currency : 'usd',
            currentPeriodEnd: subscription.currentPeriodEnd,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          }
        : null,
    hasBillingAccount: customer !== null,
    words: { available: account.availableWords, nextExpiry: account.nextExpiry },
    trial: trialState({ blogsRemaining: trial.trialBlogsRemaining, endsAt: trial.trialEndsAt, pastTrial }, now),
    invoices: invoices.map(
      (invoice): InvoiceSummary => ({
        ...invoice,
        currency: isCurrency(invoice.currency) ? invoice.currency : 'usd',
      }),
    ),
  };
}

/**
 * The user's Stripe customer, made once: Stripe's idempotency key makes two clicks at once get
 * the same customer, and the row keeps the first one stored.
 */
async function billingCustomer(deps: Deps, stripe: Stripe, userId: string): Promise<string> {
  const existing = await selectBillingCustomer(deps.db, userId);
  if (existing) return existing;
  const email = await selectUserEmail(deps.db, userId);
  const customer = await callStripe(deps, 'creating a customer', () =>
    stripe.customers.create(
      { email: email ?? undefined, metadata: { userId } },
      { idempotencyKey: `customer:${userId}` },
    ),
  );
  await insertBillingCustomer(deps.db, userId, customer.id);
  const stored = await selectBillingCustomer(deps.db, userId);
  if (!stored) throw new AppError(AppErrorCode.CHECKOUT_FAILED);
  return stored;
}

function lineItem(item: TCheckoutItem, currency: Currency): Stripe.Checkout.SessionCreateParams.LineItem {
  if (item.kind === 'pack') {
    const pack = findWordPack(item.packId)!;
    return {
      quantity: 1,
      price_data: {
        currency,
        unit_amount: pack.prices[currency],
        product_data: { name: `Wordloom ${pack.words.toLocaleString('en-US')} words` },
      },
    };
  }
  const plan = findPlan(item.planId)!;
  return {
    quantity: 1,
    price_data: {
      currency,
      unit_amount: plan.prices[item.interval][currency],
      recurring: { interval: item.interval },
      product_data: {
        name: `Wordloom ${plan.name} (${wordsPerPeriod(plan, item.interval).toLocaleString('en-US')} words per ${item.interval})`,
      },
    },
  };
}

export async function startCheckout(
  deps: Deps,
  { userId, item, currency }: { userId: string; item: TCheckoutItem; currency: Currency },
): Promise<RedirectAddress> {
  const stripe = stripeOf(deps);
  if (item.kind === 'plan') {
    const status = await selectSubscriptionStatus(deps.db, userId);
    // A second plan would bill twice; changing plans goes through the customer portal.
    if (status === 'active' || status === 'past_due') throw new AppError(AppErrorCode.ALREADY_SUBSCRIBED);
  }
  const customer = await billingCustomer(deps, stripe, userId);
  const metadata: Record<string, string> =
    item.kind === 'plan'
      ? { userId, kind: 'plan', itemId: item.planId, interval: item.interval }
      : { userId, kind: 'pack', itemId: item.packId };
  const appUrl = deps.config.appUrl.replace(/\/$/, '');
  const session = await callStripe(deps, 'creating a Checkout Session', () =>
    stripe.checkout.sessions.create({
      mode: item.kind === 'plan' ? 'subscription' : 'payment',
      customer,
      client_reference_id: userId,
      line_items: [lineItem(item, currency)],
      metadata,
      ...(item.kind === 'plan' ? { subscription_data: { metadata } } : {}),
      success_url: `${appUrl}/subscription/checkout?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/subscription?checkout=cancelled`,
    }),
  );
  if (!session.url) throw new AppError(AppErrorCode.CHECKOUT_FAILED);
  return { url: session.url };
}

export async function confirmCheckout(
  deps: Deps,
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<CheckoutOutcome> {
  const stripe = stripeOf(deps);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isMissingResource(error)) throw new AppError(AppErrorCode.NOT_FOUND);
    deps.logger.error({ err: error }, 'Stripe: reading a Checkout Session failed');
    throw new AppError(AppErrorCode.CHECKOUT_FAILED, { cause: error });
  }
  const meta = checkoutMetadata(session.metadata);
  if (!meta || meta.userId !== userId) throw new AppError(AppErrorCode.NOT_FOUND);
  if (session.status === 'open') return { state: 'pending' };
  if (session.status !== 'complete' || session.payment_status === 'unpaid') return { state: 'unpaid' };
  if (session.mode === 'payment') {
    const words = await inTransaction(deps.db, (trx) => fulfilPackSession(trx, session));
    return words === null ? { state: 'pending' } : { state: 'paid', kind: 'pack', words };
  }
  // A plan: its first invoice grants the words, as its webhook would.
  const words = await callStripe(deps, 'reading a subscription', async () => {
    const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    if (!subscriptionId) return null;
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const invoiceId =
      typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : subscription.latest_invoice?.id;
    const invoice = invoiceId ? await stripe.invoices.retrieve(invoiceId) : null;
    return inTransaction(deps.db, async (trx) => {
      // Stripe's own times, so a webhook about a later change still wins over this read.
      await recordSubscriptionCheckout(trx, stripe, session, new Date(session.created * 1000));
      if (invoice?.status === 'paid') {
        const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
        await fulfilPaidInvoice(trx, stripe, invoice, new Date(paidAt * 1000));
      }
      return invoice ? selectInvoiceWords(trx, invoice.id) : null;
    });
  });
  return words === null ? { state: 'pending' } : { state: 'paid', kind: 'plan', words };
}

export async function openBillingPortal(
  deps: Deps,
  { userId, flow = 'manage' }: { userId: string; flow?: 'manage' | 'cancel_plan' },
): Promise<RedirectAddress> {
  const stripe = stripeOf(deps);
  const customer = await selectBillingCustomer(deps.db, userId);
  if (!customer) throw new AppError(AppErrorCode.NO_BILLING_ACCOUNT);
  const returnUrl = `${deps.config.appUrl.replace(/\/$/, '')}/subscription`;
  let flowData: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined;
  if (flow === 'cancel_plan') {
    // Only a plan that still renews can be cancelled; the page offers it for no other.
    const subscription = await selectSubscription(deps.db, userId);
    if (!subscription || subscription.status === 'cancelled' || subscription.cancelAtPeriodEnd) {
      throw new AppError(AppErrorCode.NOT_FOUND);
    }
    flowData = {
      type: 'subscription_cancel',
      subscription_cancel: { subscription: subscription.stripeSubscriptionId },
      after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
    };
  }
  const session = await callStripe(deps, 'opening the billing portal', () =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: returnUrl,
      ...(flowData ? { flow_data: flowData } : {}),
    }),
  );
  return { url: session.url };
}
