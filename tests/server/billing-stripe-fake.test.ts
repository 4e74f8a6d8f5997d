import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { signedInCaller } from '../helpers/callers.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import { startFakeProviders } from '../setup/fake-providers.ts';

/**
 * The Stripe fake over HTTP, as the browser test and `npm run fakes` serve it, against the real
 * app: the SDK reaches it through STRIPE_API_URL, and its pages send signed webhooks to the app.
 */

let testApp: TestApp;
let closeServer: () => Promise<void>;
let fakes: Awaited<ReturnType<typeof startFakeProviders>>;

beforeAll(async () => {
  fakes = await startFakeProviders();
  const stripeEnv = Object.fromEntries(Object.entries(fakes.env).filter(([name]) => name.startsWith('STRIPE_')));
  testApp = await createTestApp(stripeEnv);
  const server = await listen(testApp.app);
  closeServer = server.close;
  fakes.setAppOrigin(server.baseUrl);
});

afterAll(async () => {
  await closeServer();
  await testApp.close();
  await fakes.close();
});

async function balance(userId: string) {
  return testApp.deps.db
    .selectFrom('wordBalance')
    .select(['availableWords', 'subscriptionStatus'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('the Stripe fake over HTTP', () => {
  it('shows the pack and its price, and paying sends the webhook and returns to the app with the session id', async () => {
    const user = await signedInCaller(testApp.deps);
    const { url } = await user.caller.billing.startCheckout({
      item: { kind: 'pack', packId: 'pack_10k' },
      currency: 'usd',
    });
    expect(url.startsWith(`${fakes.origin}/stripe/checkout/cs_test_`)).toBe(true);
    const html = await (await fetch(url)).text();
    expect(html).toContain('Wordloom 10,000 words');
    expect(html).toContain('$15.00');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('href="http://localhost:3000/subscription?checkout=cancelled">Cancel</a>');

    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    const sessionId = url.split('/').pop()!;
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/subscription/checkout?session_id=${sessionId}`);
    expect(await balance(user.userId)).toEqual({ availableWords: 10_000, subscriptionStatus: 'free' });
    await expect(user.caller.billing.confirmCheckout({ sessionId })).resolves.toEqual({
      state: 'paid',
      kind: 'pack',
      words: 10_000,
    });
    expect((await balance(user.userId)).availableWords).toBe(10_000);
  });

  it('subscribes through Checkout, and "Cancel plan" in the portal marks the plan to end with its period', async () => {
    const user = await signedInCaller(testApp.deps);
    const { url } = await user.caller.billing.startCheckout({
      item: { kind: 'plan', planId: 'starter', interval: 'month' },
      currency: 'gbp',
    });
    expect(await (await fetch(url)).text()).toContain('£16.00 per month');
    await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(await balance(user.userId)).toEqual({ availableWords: 20_000, subscriptionStatus: 'active' });

    const portal = await user.caller.billing.openPortal();
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('starter: £16.00');
    expect(page).toContain('>Cancel plan</button>');
    expect(page).toContain('href="http://localhost:3000/subscription">Return to Wordloom</a>');
    const cancelled = await fetch(`${portal.url}/cancel`, { method: 'POST' });
    expect(await cancelled.text()).toContain('Cancels on');
    const overview = await user.caller.billing.overview();
    expect(overview).toMatchObject({ status: 'active', plan: { planId: 'starter', cancelAtPeriodEnd: true } });
  });

  it('"Cancel plan" on the page opens the portal on the cancel flow, which ends back on /subscription', async () => {
    const user = await signedInCaller(testApp.deps);
    const { url } = await user.caller.billing.startCheckout({
      item: { kind: 'plan', planId: 'growth', interval: 'year' },
      currency: 'usd',
    });
    await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });

    const portal = await user.caller.billing.openPortal({ flow: 'cancel_plan' });
    expect(await (await fetch(portal.url)).text()).toContain('<h1>Cancel your plan</h1>');
    const confirmed = await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('http://localhost:3000/subscription');
    expect(await user.caller.billing.overview()).toMatchObject({
      status: 'active',
      plan: { planId: 'growth', interval: 'year', cancelAtPeriodEnd: true },
    });
  });

  it('refuses API calls without the secret key, as Stripe does', async () => {
    const response = await fetch(`${fakes.origin}/v1/customers`, { method: 'POST', body: 'email=a%40example.com' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
    });
  });
});

describe('Stripe settings', () => {
  it('turns payments on only with both keys, and checks the API address', () => {
    const base = { NODE_ENV: 'test' };
    const only = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' });
    expect(only.ok && only.config.stripe).toBe(null);
    const both = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(both.ok && both.config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'https://api.stripe.com',
    });
    expect(loadConfig({ ...base, STRIPE_API_URL: 'ftp://stripe.test' })).toEqual({
      ok: false,
      problems: ['STRIPE_API_URL: must be an http(s) URL'],
    });
  });
});
