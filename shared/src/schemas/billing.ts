/**
 * Billing (issue 16 points 1–3): what the subscription page asks the server and what it gets back.
 * What is sold, and at what price, is `domain/billing-plans.ts`.
 */
import { z } from 'zod';
import {
  BILLING_INTERVALS,
  type BillingInterval,
  CURRENCIES,
  type Currency,
  PLAN_IDS,
  WORD_PACK_IDS,
} from '../domain/billing-plans.ts';

/** spec §3 `subscription_status`: free until a plan is bought. */
export const SUBSCRIPTION_STATUSES = ['free', 'active', 'past_due', 'cancelled'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ZCheckoutItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), planId: z.enum(PLAN_IDS), interval: z.enum(BILLING_INTERVALS) }),
  z.object({ kind: z.literal('pack'), packId: z.enum(WORD_PACK_IDS) }),
]);
export type TCheckoutItem = z.infer<typeof ZCheckoutItem>;

/** Starts a Stripe Checkout Session; the answer is the address to send the browser to. */
export const ZStartCheckout = z.object({ item: ZCheckoutItem, currency: z.enum(CURRENCIES) });
export type TStartCheckout = z.infer<typeof ZStartCheckout>;

/** `/subscription/checkout?session_id=…`: Stripe sends the buyer back with the session's id. */
export const ZCheckoutReturn = z.object({ sessionId: z.string().trim().min(1).max(255) });
export type TCheckoutReturn = z.infer<typeof ZCheckoutReturn>;

/**
 * Stripe's customer portal: its home (payment method, invoices, changing the plan), or straight to
 * cancelling the plan, which the portal confirms and then sends the user back.
 */
export const ZOpenPortal = z
  .object({ flow: z.enum(['manage', 'cancel_plan']).default('manage') })
  .default({ flow: 'manage' });
export type TOpenPortal = z.input<typeof ZOpenPortal>;

/** Where the browser goes next (Stripe's Checkout or its customer portal). */
export interface RedirectAddress {
  url: string;
}

/**
 * How a return from Checkout ended: paid (the words are in the balance), still being confirmed
 * by Stripe (the page asks again), or not paid (the buyer left or the payment failed).
 */
export type CheckoutOutcome =
  | { state: 'paid'; kind: 'plan' | 'pack'; words: number }
  | { state: 'pending' }
  | { state: 'unpaid' };

export interface InvoiceSummary {
  id: string;
  kind: 'plan' | 'pack';
  /** The plan's or pack's id in the billing configuration. */
  itemId: string;
  /** In the currency's minor unit. */
  amount: number;
  currency: Currency;
  status: 'paid' | 'failed';
  words: number;
  /** Stripe's receipt page, when there is one. */
  hostedUrl: string | null;
  createdAt: Date;
}

export interface SubscriptionOverview {
  /** Whether this server has Stripe keys: without them the page shows the plans but cannot take payments. */
  paymentsConfigured: boolean;
  status: TSubscriptionStatus;
  plan: {
    planId: string;
    interval: BillingInterval;
    currency: Currency;
    /** The renewal date, or the end of the plan when it is cancelled at the period's end. */
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
  } | null;
  /** Whether the user can open Stripe's customer portal (they have paid before). */
  hasBillingAccount: boolean;
  words: { available: number; nextExpiry: { words: number; at: Date } | null };
  trial: TrialState;
  invoices: InvoiceSummary[];
}

/** The spec's default trial (§9: 2 blogs, 14 days), which applies until the user first pays. */
export interface TrialState {
  /** True until a plan or a word pack is bought. */
  onTrial: boolean;
  blogsRemaining: number;
  endsAt: Date;
  /** On trial, and out of blogs or past the end: new articles need a plan or a word pack. */
  expired: boolean;
}
