/**
 * What Wordloom sells, in one place (issue 16 point 1): the plans, which grant words every period
 * (expiring at the period's end), and the word packs, bought once (expiring after 12 months).
 * Prices are in each currency's minor unit (cents, pence). The pricing page, `/subscription`,
 * the checkout and the webhooks all read this file: Checkout Sessions are made with these
 * amounts (`price_data`), so nothing has to be set up in Stripe's dashboard first.
 */

export const CURRENCIES = ['usd', 'eur', 'gbp'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'usd';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export type Prices = Record<Currency, number>;

export interface Plan {
  id: string;
  /** The plan's name, a brand name shown as written in every language. */
  name: string;
  /** Words granted at the start of every month; a yearly plan grants twelve months' worth at once. */
  wordsPerMonth: number;
  prices: Record<BillingInterval, Prices>;
  /** Shown as the plan to pick when in doubt. */
  recommended?: boolean;
}

export interface WordPack {
  id: string;
  words: number;
  prices: Prices;
}

export const PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    wordsPerMonth: 20_000,
    prices: { month: { usd: 1900, eur: 1800, gbp: 1600 }, year: { usd: 19000, eur: 18000, gbp: 16000 } },
  },
  {
    id: 'growth',
    name: 'Growth',
    wordsPerMonth: 60_000,
    prices: { month: { usd: 4900, eur: 4500, gbp: 3900 }, year: { usd: 49000, eur: 45000, gbp: 39000 } },
    recommended: true,
  },
  {
    id: 'agency',
    name: 'Agency',
    wordsPerMonth: 200_000,
    prices: { month: { usd: 12900, eur: 11900, gbp: 10500 }, year: { usd: 129000, eur: 119000, gbp: 105000 } },
  },
] as const satisfies readonly Plan[];

export const WORD_PACKS = [
  { id: 'pack_10k', words: 10_000, prices: { usd: 1500, eur: 1400, gbp: 1200 } },
  { id: 'pack_50k', words: 50_000, prices: { usd: 5900, eur: 5500, gbp: 4900 } },
  { id: 'pack_150k', words: 150_000, prices: { usd: 14900, eur: 13900, gbp: 11900 } },
] as const satisfies readonly WordPack[];

export type PlanId = (typeof PLANS)[number]['id'];
export type WordPackId = (typeof WORD_PACKS)[number]['id'];
export const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];
export const WORD_PACK_IDS = WORD_PACKS.map((pack) => pack.id) as [WordPackId, ...WordPackId[]];

/** Pack words can be spent for this long after the purchase. */
export const PACK_WORDS_VALID_MONTHS = 12;

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function findWordPack(id: string): WordPack | undefined {
  return WORD_PACKS.find((pack) => pack.id === id);
}

/** Words one period of the plan grants. */
export function wordsPerPeriod(plan: Plan, interval: BillingInterval): number {
  return interval === 'year' ? plan.wordsPerMonth * 12 : plan.wordsPerMonth;
}

/** When pack words bought at `purchasedAt` expire. */
export function packWordsExpiry(purchasedAt: Date): Date {
  const expiry = new Date(purchasedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + PACK_WORDS_VALID_MONTHS);
  return expiry;
}

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
