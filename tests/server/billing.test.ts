import { findPlan, packWordsExpiry } from '@wordloom/shared/domain/billing-plans';
import { sql } from 'kysely';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSubscriptionOverview, startCheckout } from '../../server/src/features/billing/service.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import { type FakeEvent, type FakeStripe, fakeStripe } from '../mocks/stripe.ts';
import { mswServer } from '../setup/msw-node.ts';

/** Card payments through Stripe (issue 16 points 1–2): checkout, its return, the portal and the webhooks. */

let testApp: TestApp;
let webhookUrl: string;
let closeServer: () => Promise<void>;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = fakeStripe({ baseUrl: 'https://api.stripe.com' });
  testApp = await createTestApp({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  });
  const server = await listen(testApp.app);
  webhookUrl = `${server.baseUrl}/api/stripe/webhook`;
  closeServer = server.close;
});

beforeEach(() => {
  mswServer.use(...stripe.handlers);
});

afterAll(async () => {
  await closeServer();
  await testApp.close();
});

const db = () => testApp.deps.db;

async function deliver(event: FakeEvent) {
  const response = await stripe.deliver(webhookUrl, event);
  expect(response.status).toBe(200);
}

async function available(userId: string) {
  const row = await db()
    .selectFrom('wordBalance')
    .select(['availableWords', 'subscriptionStatus'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row;
}

async function grantsOf(userId: string, source: 'plan' | 'purchase') {
  return db()
    .selectFrom('wordGrants')
    .select(['amount', 'expiresAt'])
    .where('userId', '=', userId)
    .where('source', '=', source)
    .orderBy('createdAt')
    .execute();
}

async function subscriptionRow(userId: string) {
  return db().selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** A user who has opened a checkout for `item` (the session is in the fake, not yet paid). */
async function checkout(
  user: SignedInCaller,
  item:
    | { kind: 'pack'; packId: 'pack_10k' | 'pack_50k' }
    | { kind: 'plan'; planId: 'growth'; interval: 'month' | 'year' },
  currency: 'usd' | 'eur' = 'usd',
) {
  const { url } = await user.caller.billing.startCheckout({ item, currency });
  const sessionId = url.split('/').pop()!;
  return sessionId;
}

/** A user on the monthly Growth plan, its events delivered in Stripe's order. */
async function subscribedUser() {
  const user = await signedInCaller(testApp.deps);
  const sessionId = await checkout(user, { kind: 'plan', planId: 'growth', interval: 'month' });
  const events = stripe.completeSession(sessionId);
  for (const event of events) await deliver(event);
  const subscriptionId = stripe.session(sessionId)!.subscription as string;
  return { user, sessionId, subscriptionId, events };
}

const GROWTH_MONTH = findPlan('growth')!.wordsPerMonth;

describe('without Stripe keys', () => {
  it('shows the plans as not payable and refuses to start a checkout', async () => {
    const user = await signedInCaller(testApp.deps);
    const deps = { ...testApp.deps, config: { ...testApp.deps.config, stripe: null } };
    const overview = await getSubscriptionOverview(deps, { userId: user.userId });
    expect(overview).toMatchObject({ paymentsConfigured: false, status: 'free', plan: null, hasBillingAccount: false });
    expect(overview.trial).toMatchObject({ onTrial: true, blogsRemaining: 2, expired: false });
    await expect(
      startCheckout(deps, { userId: user.userId, item: { kind: 'pack', packId: 'pack_10k' }, currency: 'usd' }),
    ).rejects.toMatchObject({ appCode: 'PAYMENTS_NOT_CONFIGURED' });
    expect(stripe.requests).toHaveLength(0);
  });
});

describe('checkout', () => {
  it('creates a pack session with the configured price, the metadata and the return addresses', async () => {
    const user = await signedInCaller(testApp.deps);
    const { url } = await user.caller.billing.startCheckout({
      item: { kind: 'pack', packId: 'pack_50k' },
      currency: 'eur',
    });
    expect(url).toMatch(/^https:\/\/api\.stripe\.com\/checkout\/cs_test_/);
    const sent = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params;
    const customer = await db()
      .selectFrom('billingCustomers')
      .select('stripeCustomerId')
      .where('userId', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({
      mode: 'payment',
      customer: customer.stripeCustomerId,
      client_reference_id: user.userId,
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '5500' } }],
      metadata: { userId: user.userId, kind: 'pack', itemId: 'pack_50k' },
      success_url: 'http://localhost:3000/subscription/checkout?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/subscription?checkout=cancelled',
    });
    expect(sent).not.toHaveProperty('subscription_data');
  });

  it('creates a yearly plan session that recurs every year and carries its metadata onto the subscription', async () => {
    const user = await signedInCaller(testApp.deps);
    await checkout(user, { kind: 'plan', planId: 'growth', interval: 'year' }, 'usd');
    const sent = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params;
    const metadata = { userId: user.userId, kind: 'plan', itemId: 'growth', interval: 'year' };
    expect(sent).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { currency: 'usd', unit_amount: '49000', recurring: { interval: 'year' } } }],
      metadata,
      subscription_data: { metadata },
    });
  });

  it('makes one Stripe customer when two checkouts start at once', async () => {
    const user = await signedInCaller(testApp.deps);
    const before = stripe.customers.size;
    const item = { kind: 'pack', packId: 'pack_10k' } as const;
    await Promise.all([
      user.caller.billing.startCheckout({ item, currency: 'usd' }),
      user.caller.billing.startCheckout({ item, currency: 'usd' }),
    ]);
    expect(stripe.customers.size).toBe(before + 1);
    const rows = await db().selectFrom('billingCustomers').selectAll().where('userId', '=', user.userId).execute();
    expect(rows).toHaveLength(1);
    expect(stripe.customers.has(rows[0]!.stripeCustomerId)).toBe(true);
  });

  it('refuses a second plan while one is active or past due', async () => {
    const { user } = await subscribedUser();
    await expect(
      user.caller.billing.startCheckout({
        item: { kind: 'plan', planId: 'growth', interval: 'year' },
        currency: 'usd',
      }),
    ).rejects.toMatchObject({ appCode: 'ALREADY_SUBSCRIBED' });
    // A word pack can still be bought on top of the plan.
    await expect(
      user.caller.billing.startCheckout({ item: { kind: 'pack', packId: 'pack_10k' }, currency: 'usd' }),
    ).resolves.toMatchObject({ url: expect.stringContaining('cs_test_') });
  });
});

describe('webhooks', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const user = await signedInCaller(testApp.deps);
    const sessionId = await checkout(user, { kind: 'pack', packId: 'pack_10k' });
    const [event] = stripe.completeSession(sessionId);
    const { body } = stripe.sign(event!, 'whsec_someone_else');
    const forged = stripe.sign(event!, 'whsec_someone_else').signature;
    for (const headers of [{ 'stripe-signature': forged }, {}] as Record<string, string>[]) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid signature.' });
    }
    expect(await db().selectFrom('stripeEvents').selectAll().where('id', '=', event!.id).execute()).toEqual([]);
    expect(await db().selectFrom('invoices').selectAll().where('userId', '=', user.userId).execute()).toEqual([]);
    expect((await available(user.userId)).availableWords).toBe(0);
  });

  it('answers 503 when this server has no Stripe keys', async () => {
    const { createApp } = await import('../../server/src/app.ts');
    const app = createApp({ ...testApp.deps, config: { ...testApp.deps.config, stripe: null } });
    const server = await listen(app);
    try {
      const response = await fetch(`${server.baseUrl}/api/stripe/webhook`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('grants a paid word pack once, however often its event is delivered, and lists its invoice', async () => {
    const user = await signedInCaller(testApp.deps);
    const sessionId = await checkout(user, { kind: 'pack', packId: 'pack_10k' });
    const [event] = stripe.completeSession(sessionId);
    await deliver(event!);
    await deliver(event!);
    expect((await available(user.userId)).availableWords).toBe(10_000);
    const grants = await grantsOf(user.userId, 'purchase');
    const purchasedAt = new Date(Number(stripe.session(sessionId)!.created) * 1000);
    expect(grants).toEqual([{ amount: 10_000, expiresAt: packWordsExpiry(purchasedAt) }]);
    const history = await db()
      .selectFrom('wordTransactions')
      .select(['description', 'wordsAmount'])
      .where('userId', '=', user.userId)
      .execute();
    expect(history).toEqual([{ description: 'Word pack purchased', wordsAmount: 10_000 }]);
    const overview = await user.caller.billing.overview();
    expect(overview).toMatchObject({ paymentsConfigured: true, status: 'free', hasBillingAccount: true });
    expect(overview.trial.onTrial).toBe(false);
    expect(overview.invoices).toEqual([
      expect.objectContaining({
        kind: 'pack',
        itemId: 'pack_10k',
        amount: 1500,
        currency: 'usd',
        status: 'paid',
        words: 10_000,
      }),
    ]);
  });

  it('answers 200 to an event type it does not handle', async () => {
    await deliver(stripe.otherEvent('customer.created'));
  });

  it('starts a plan: words for the period, expiring at its end, the plan active', async () => {
    const { user, subscriptionId } = await subscribedUser();
    const subscription = stripe.subscription(subscriptionId)!;
    const item = (subscription.items as { data: { current_period_end: number }[] }).data[0]!;
    const periodEnd = new Date(item.current_period_end * 1000);
    expect(await available(user.userId)).toEqual({ availableWords: GROWTH_MONTH, subscriptionStatus: 'active' });
    expect(await grantsOf(user.userId, 'plan')).toEqual([{ amount: GROWTH_MONTH, expiresAt: periodEnd }]);
    const overview = await user.caller.billing.overview();
    expect(overview.plan).toEqual({
      planId: 'growth',
      interval: 'month',
      currency: 'usd',
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    });
    expect(overview.words).toEqual({ available: GROWTH_MONTH, nextExpiry: { words: GROWTH_MONTH, at: periodEnd } });
  });

  it('grants once when invoice.paid comes before the subscription and the checkout events', async () => {
    const user = await signedInCaller(testApp.deps);
    const sessionId = await checkout(user, { kind: 'plan', planId: 'growth', interval: 'month' });
    const [created, paid, completed] = stripe.completeSession(sessionId);
    for (const event of [paid!, completed!, paid!, created!]) await deliver(event);
    expect(await available(user.userId)).toEqual({ availableWords: GROWTH_MONTH, subscriptionStatus: 'active' });
    expect(await grantsOf(user.userId, 'plan')).toHaveLength(1);
    expect(await subscriptionRow(user.userId)).toMatchObject({ status: 'active', planId: 'growth', interval: 'month' });
  });

  it('grants the next period on a paid renewal, expiring at that period end', async () => {
    const { user, subscriptionId } = await subscribedUser();
    const renewal = stripe.renew(subscriptionId);
    for (const event of renewal) await deliver(event);
    const item = (stripe.subscription(subscriptionId)!.items as { data: { current_period_end: number }[] }).data[0]!;
    const nextEnd = new Date(item.current_period_end * 1000);
    const grants = await grantsOf(user.userId, 'plan');
    expect(grants).toHaveLength(2);
    expect(grants[1]).toEqual({ amount: GROWTH_MONTH, expiresAt: nextEnd });
    expect(await available(user.userId)).toEqual({ availableWords: 2 * GROWTH_MONTH, subscriptionStatus: 'active' });
    expect((await subscriptionRow(user.userId))?.currentPeriodEnd).toEqual(nextEnd);
    const overview = await user.caller.billing.overview();
    expect(overview.invoices.map((invoice) => invoice.kind)).toEqual(['plan', 'plan']);
  });

  it('marks the plan and the balance past due when a renewal payment fails', async () => {
    const { user, subscriptionId } = await subscribedUser();
    for (const event of stripe.failRenewal(subscriptionId)) await deliver(event);
    expect(await available(user.userId)).toEqual({ availableWords: GROWTH_MONTH, subscriptionStatus: 'past_due' });
    expect((await subscriptionRow(user.userId))?.status).toBe('past_due');
    const invoices = await db()
      .selectFrom('invoices')
      .select(['kind', 'status', 'words'])
      .where('userId', '=', user.userId)
      .orderBy('createdAt')
      .execute();
    expect(invoices).toEqual([
      { kind: 'plan', status: 'paid', words: GROWTH_MONTH },
      { kind: 'plan', status: 'failed', words: 0 },
    ]);
  });

  it('marks the plan cancelled when deleted, and an older update arriving later does not revive it', async () => {
    const { user, subscriptionId } = await subscribedUser();
    const [olderUpdate] = stripe.cancel(subscriptionId, { atPeriodEnd: true });
    const [deleted] = stripe.cancel(subscriptionId, { atPeriodEnd: false });
    await deliver(deleted!);
    await deliver(olderUpdate!);
    expect((await available(user.userId)).subscriptionStatus).toBe('cancelled');
    expect(await subscriptionRow(user.userId)).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    const overview = await user.caller.billing.overview();
    expect(overview.status).toBe('cancelled');
    expect(overview.plan).toMatchObject({ planId: 'growth' });
    // Once the paid period is over, the page no longer shows the plan.
    const later = new Date(overview.plan!.currentPeriodEnd.getTime() + 1000);
    const afterwards = await getSubscriptionOverview(testApp.deps, { userId: user.userId, now: later });
    expect(afterwards).toMatchObject({ status: 'cancelled', plan: null });
  });

  it('records cancelling at the period end as an active plan that will not renew', async () => {
    const { user, subscriptionId } = await subscribedUser();
    for (const event of stripe.cancel(subscriptionId, { atPeriodEnd: true })) await deliver(event);
    const overview = await user.caller.billing.overview();
    expect(overview.status).toBe('active');
    expect(overview.plan?.cancelAtPeriodEnd).toBe(true);
  });

  it("rolls back an event that failed (500), so Stripe's retry is handled", async () => {
    const user = await signedInCaller(testApp.deps);
    const sessionId = await checkout(user, { kind: 'plan', planId: 'growth', interval: 'month' });
    const [, paid] = stripe.completeSession(sessionId);
    // The invoice comes first, so the app asks Stripe for the subscription, and Stripe fails once.
    mswServer.use(
      http.get(
        'https://api.stripe.com/v1/subscriptions/:id',
        () => HttpResponse.json({ error: { type: 'api_error', message: 'Something went wrong.' } }, { status: 400 }),
        { once: true },
      ),
    );
    const failed = await stripe.deliver(webhookUrl, paid!);
    expect(failed.status).toBe(500);
    expect(await db().selectFrom('stripeEvents').selectAll().where('id', '=', paid!.id).execute()).toEqual([]);
    expect(await grantsOf(user.userId, 'plan')).toEqual([]);
    await deliver(paid!);
    expect(await available(user.userId)).toEqual({ availableWords: GROWTH_MONTH, subscriptionStatus: 'active' });
  });

  it('grants exactly once when 20 copies of one event arrive at the same time', async () => {
    const user = await signedInCaller(testApp.deps);
    const sessionId = await checkout(user, { kind: 'plan', planId: 'growth', interval: 'month' });
    const [, paid] = stripe.completeSession(sessionId);
    const responses = await Promise.all(Array.from({ length: 20 }, () => stripe.deliver(webhookUrl, paid!)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(await grantsOf(user.userId, 'plan')).toHaveLength(1);
    expect((await available(user.userId)).availableWords).toBe(GROWTH_MONTH);
    const handled = await sql<{
      count: string;
    }>`select count(*)::text as count from stripe_events where id = ${paid!.id}`.execute(db());
    expect(handled.rows[0]?.count).toBe('1');
  });
});

describe('the return from Checkout', () => {
  it('answers NOT_FOUND for another user’s session or one Stripe does not know', async () => {
    const owner = await signedInCaller(testApp.deps);
    const other = await signedInCaller(testApp.deps);
    const sessionId = await checkout(owner, { kind: 'pack', packId: 'pack_10k' });
    stripe.completeSession(sessionId);
    await expect(other.caller.billing.confirmCheckout({ sessionId })).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
    await expect(other.caller.billing.confirmCheckout({ sessionId: 'cs_test_nothing' })).rejects.toMatchObject({
      appCode: 'NOT_FOUND',
    });
    expect((await available(other.userId)).availableWords).toBe(0);
    expect((await available(owner.userId)).availableWords).toBe(0);
  });

  it('is pending while the session is open and unpaid once it expired', async () => {
    const user = await signedInCaller(testApp.deps);
    const sessionId = await checkout(user, { kind: 'pack', packId: 'pack_10k' });
    await expect(user.caller.billing.confirmCheckout({ sessionId })).resolves.toEqual({ state: 'pending' });
    stripe.expireSession(sessionId);
    await expect(user.caller.billing.confirmCheckout({ sessionId })).resolves.toEqual({ state: 'unpaid' });
  });

  it('grants a pack once whether the return or the webhook comes first', async () => {
    for (const returnFirst of [true, false]) {
      const user = await signedInCaller(testApp.deps);
      const sessionId = await checkout(user, { kind: 'pack', packId: 'pack_50k' });
      const [completed] = stripe.completeSession(sessionId);
      if (!returnFirst) await deliver(completed!);
      await expect(user.caller.billing.confirmCheckout({ sessionId })).resolves.toEqual({
        state: 'paid',
        kind: 'pack',
        words: 50_000,
      });
      if (returnFirst) await deliver(completed!);
      await user.caller.billing.confirmCheckout({ sessionId });
      expect((await available(user.userId)).availableWords).toBe(50_000);
      expect(await grantsOf(user.userId, 'purchase')).toHaveLength(1);
    }
  });

  it('grants a plan’s first period once whether the return or the webhooks come first', async () => {
    for (const returnFirst of [true, false]) {
      const user = await signedInCaller(testApp.deps);
      const sessionId = await checkout(user, { kind: 'plan', planId: 'growth', interval: 'month' });
      const events = stripe.completeSession(sessionId);
      if (!returnFirst) for (const event of events) await deliver(event);
      await expect(user.caller.billing.confirmCheckout({ sessionId })).resolves.toEqual({
        state: 'paid',
        kind: 'plan',
        words: GROWTH_MONTH,
      });
      if (returnFirst) for (const event of events) await deliver(event);
      expect(await available(user.userId)).toEqual({ availableWords: GROWTH_MONTH, subscriptionStatus: 'active' });
      expect(await grantsOf(user.userId, 'plan')).toHaveLength(1);
    }
  });
});

describe('the billing portal', () => {
  it('needs a billing account, then opens Stripe’s portal returning to /subscription', async () => {
    const user = await signedInCaller(testApp.deps);
    await expect(user.caller.billing.openPortal()).rejects.toMatchObject({ appCode: 'NO_BILLING_ACCOUNT' });
    const { user: subscriber } = await subscribedUser();
    const { url } = await subscriber.caller.billing.openPortal();
    const portal = stripe.portalSession(url.split('/').pop()!);
    expect(portal).toMatchObject({ return_url: 'http://localhost:3000/subscription', flow: null });
  });

  it('opens straight on cancelling the plan, coming back to /subscription once done', async () => {
    const { user, subscriptionId } = await subscribedUser();
    const { url } = await user.caller.billing.openPortal({ flow: 'cancel_plan' });
    expect(stripe.portalSession(url.split('/').pop()!)).toMatchObject({
      flow: {
        type: 'subscription_cancel',
        subscription_cancel: { subscription: subscriptionId },
        after_completion: { type: 'redirect', redirect: { return_url: 'http://localhost:3000/subscription' } },
      },
    });
  });

  it('has no plan to cancel for a user without one, or whose plan already ends', async () => {
    const { user, subscriptionId } = await subscribedUser();
    for (const event of stripe.cancel(subscriptionId, { atPeriodEnd: true })) await deliver(event);
    const before = stripe.requests.length;
    await expect(user.caller.billing.openPortal({ flow: 'cancel_plan' })).rejects.toMatchObject({
      appCode: 'NOT_FOUND',
    });
    // Refused here, without asking Stripe for a portal it would refuse too.
    expect(stripe.requests.slice(before).map((request) => request.path)).not.toContain('/v1/billing_portal/sessions');
  });
});
