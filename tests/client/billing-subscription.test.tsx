import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSummary, TStartCheckout } from '../../shared/src/schemas/billing.ts';
import { renderApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { FAIL } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { overview, serveSignedIn } from './billing-fixture.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 8000 });

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_123';
const PORTAL_URL = 'https://billing.stripe.com/p/session/test_456';

const ACTIVE_GROWTH = overview({
  status: 'active',
  hasBillingAccount: true,
  plan: {
    planId: 'growth',
    interval: 'month',
    currency: 'usd',
    currentPeriodEnd: new Date('2026-12-20T12:00:00Z'),
    cancelAtPeriodEnd: false,
  },
  words: { available: 61_500, nextExpiry: { words: 60_000, at: new Date('2026-12-20T12:00:00Z') } },
  trial: { onTrial: false, blogsRemaining: 0, endsAt: new Date('2026-11-10T12:00:00Z'), expired: false },
});

/** Where the page would send the browser: jsdom cannot leave the page. */
function watchRedirects() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  return assign;
}

async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  const view = await renderApp();
  return { ...view, user: userEvent.setup() };
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('/subscription without Stripe keys', () => {
  it('says payments are not configured and shows the plans with their buttons disabled', async () => {
    serveSignedIn({ 'billing.overview': () => overview({ paymentsConfigured: false }) });
    await openAt('/subscription');

    expect(
      await screen.findByText(
        'Payments are not configured on this server, so plans and word packs cannot be bought here. An administrator can still add words to your account.',
      ),
    ).toBeInTheDocument();
    for (const plan of ['Starter', 'Growth', 'Agency']) {
      expect(within(card(plan)).getByRole('button', { name: `Choose ${plan}` })).toBeDisabled();
    }
    expect(within(card('10,000 words')).getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });
});

describe('/subscription on the free trial', () => {
  it('shows the Free status, the words left, when they expire and the trial', async () => {
    serveSignedIn({ 'billing.overview': () => overview() });
    await openAt('/subscription');

    expect(await screen.findByText('2,000 words left')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('2,000 words expire on December 6, 2026')).toBeInTheDocument();
    expect(screen.getByText('Free trial: 2 blogs left, ends on December 6, 2026')).toBeInTheDocument();
    expect(screen.getByText('No invoices yet. Your payments will be listed here.')).toBeInTheDocument();
  });

  it('says when the free trial has ended', async () => {
    serveSignedIn({
      'billing.overview': () =>
        overview({
          trial: { onTrial: true, blogsRemaining: 0, endsAt: new Date('2026-11-01T12:00:00Z'), expired: true },
        }),
    });
    await openAt('/subscription');
    expect(
      await screen.findByText('Your free trial has ended. Choose a plan or buy a word pack to create more articles.'),
    ).toBeInTheDocument();
  });

  it('starts a checkout for the chosen plan, interval and currency and goes to Stripe', async () => {
    const sent: TStartCheckout[] = [];
    serveSignedIn({ 'billing.overview': () => overview() });
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'billing.startCheckout', {
        data: { url: CHECKOUT_URL },
        onRequest: (input) => sent.push(input),
      }),
    );
    const { user } = await openAt('/subscription');
    await screen.findByRole('button', { name: 'Choose Growth' });

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.click(screen.getByLabelText('Currency', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    expect(within(card('Growth')).getByText('€450')).toBeInTheDocument();

    const assign = watchRedirects();
    await user.click(within(card('Growth')).getByRole('button', { name: 'Choose Growth' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(sent).toEqual([{ item: { kind: 'plan', planId: 'growth', interval: 'year' }, currency: 'eur' }]);
  });

  it('buys a word pack', async () => {
    const sent: TStartCheckout[] = [];
    serveSignedIn({ 'billing.overview': () => overview() });
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'billing.startCheckout', {
        data: { url: CHECKOUT_URL },
        onRequest: (input) => sent.push(input),
      }),
    );
    const { user } = await openAt('/subscription');
    const pack = await screen.findByRole('article', { name: '50,000 words' });
    expect(within(pack).getByText('$59')).toBeInTheDocument();
    expect(within(pack).getByText('Words stay for 12 months.')).toBeInTheDocument();

    const assign = watchRedirects();
    await user.click(within(pack).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(sent).toEqual([{ item: { kind: 'pack', packId: 'pack_50k' }, currency: 'usd' }]);
  });

  it('shows why a checkout was refused and stays on the page', async () => {
    serveSignedIn({ 'billing.overview': () => overview() });
    mswServer.use(trpcMutation(TEST_ORIGIN, 'billing.startCheckout', { appError: 'ALREADY_SUBSCRIBED' }));
    const { user } = await openAt('/subscription');
    const assign = watchRedirects();

    await user.click(await screen.findByRole('button', { name: 'Choose Starter' }));
    expect(
      await screen.findByText('You already have a plan. Change or cancel it with Manage billing.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells a buyer back from a cancelled checkout that nothing was charged, until closed', async () => {
    serveSignedIn({ 'billing.overview': () => overview() });
    const { user, router } = await openAt('/subscription?checkout=cancelled');

    expect(await screen.findByText('Checkout cancelled. You have not been charged.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Checkout cancelled. You have not been charged.')).toBeNull());
    expect(router.state.location.search).toEqual({});
  });

  it('shows an error with Try Again when the subscription does not load', async () => {
    let failing = true;
    serveSignedIn({ 'billing.overview': () => (failing ? FAIL : overview()) });
    const { user } = await openAt('/subscription');

    expect(await screen.findByText('Your subscription could not be loaded')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('2,000 words left')).toBeInTheDocument();
  });
});

describe('/subscription with a plan', () => {
  it('shows the plan, its renewal, marks it and opens the billing portal from Manage billing', async () => {
    const portalFlows: unknown[] = [];
    serveSignedIn({ 'billing.overview': () => ACTIVE_GROWTH });
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'billing.openPortal', {
        data: { url: PORTAL_URL },
        onRequest: (input) => {
          portalFlows.push(input?.flow);
        },
      }),
    );
    const { user } = await openAt('/subscription');

    expect(await screen.findByText('Renews on December 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('Growth · Monthly')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('61,500 words left')).toBeInTheDocument();
    expect(screen.getByText('60,000 words expire on December 20, 2026')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('Current plan')).toBeInTheDocument();
    expect(within(card('Starter')).queryByText('Current plan')).toBeNull();
    // A second plan is not bought beside the first: changes go through the portal.
    expect(screen.queryByRole('button', { name: /^Choose/ })).toBeNull();
    expect(within(card('Agency')).getByRole('button', { name: 'Change plan' })).toBeEnabled();

    const assign = watchRedirects();
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
    expect(portalFlows).toEqual(['manage']);
  });

  it('cancels the plan through the portal’s cancel flow', async () => {
    const portalFlows: unknown[] = [];
    serveSignedIn({ 'billing.overview': () => ACTIVE_GROWTH });
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'billing.openPortal', {
        data: { url: `${PORTAL_URL}/cancel-flow` },
        onRequest: (input) => {
          portalFlows.push(input?.flow);
        },
      }),
    );
    const { user } = await openAt('/subscription');

    const assign = watchRedirects();
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${PORTAL_URL}/cancel-flow`));
    expect(portalFlows).toEqual(['cancel_plan']);
  });

  it('says when a plan cancelled at the period end stops, and offers no second cancel', async () => {
    const plan = { ...(ACTIVE_GROWTH.plan as NonNullable<typeof ACTIVE_GROWTH.plan>), cancelAtPeriodEnd: true };
    serveSignedIn({ 'billing.overview': () => ({ ...ACTIVE_GROWTH, plan }) });
    await openAt('/subscription');
    expect(await screen.findByText('Ends on December 20, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/^Renews on/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });

  it('warns when a payment failed and offers to update the payment method', async () => {
    serveSignedIn({ 'billing.overview': () => ({ ...ACTIVE_GROWTH, status: 'past_due' as const }) });
    mswServer.use(trpcMutation(TEST_ORIGIN, 'billing.openPortal', { data: { url: PORTAL_URL } }));
    const { user } = await openAt('/subscription');

    const warning = (await screen.findByText('Payment failed')).closest('[role="alert"]') as HTMLElement;
    expect(
      within(warning).getByText(
        'Your last payment did not go through. Update your payment method to keep your plan and its words.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Past due')).toBeInTheDocument();
    const assign = watchRedirects();
    await user.click(within(warning).getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
  });

  it('lists the invoices with what was bought, the amount, the status and the receipt', async () => {
    const invoices: InvoiceSummary[] = [
      {
        id: 'in_1',
        kind: 'plan',
        itemId: 'growth',
        amount: 4900,
        currency: 'usd',
        status: 'paid',
        words: 60_000,
        hostedUrl: 'https://invoice.stripe.com/i/acct_1/in_1',
        createdAt: new Date('2026-11-20T12:00:00Z'),
      },
      {
        id: 'in_2',
        kind: 'pack',
        itemId: 'pack_50k',
        amount: 5500,
        currency: 'eur',
        status: 'failed',
        words: 50_000,
        hostedUrl: null,
        createdAt: new Date('2026-11-02T12:00:00Z'),
      },
    ];
    serveSignedIn({ 'billing.overview': () => ({ ...ACTIVE_GROWTH, invoices }) });
    await openAt('/subscription');

    const table = await screen.findByRole('table');
    const [, planRow, packRow] = within(table).getAllByRole('row');
    expect(within(planRow as HTMLElement).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(planRow as HTMLElement).getByText('Growth · Monthly')).toBeInTheDocument();
    expect(within(planRow as HTMLElement).getByText('$49')).toBeInTheDocument();
    expect(within(planRow as HTMLElement).getByText('Paid')).toBeInTheDocument();
    const receipt = within(planRow as HTMLElement).getByRole('link', { name: 'Receipt' });
    expect(receipt).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_1/in_1');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(receipt.getAttribute('rel')).toContain('noopener');

    expect(within(packRow as HTMLElement).getByText('50,000 words')).toBeInTheDocument();
    expect(within(packRow as HTMLElement).getByText('€55')).toBeInTheDocument();
    expect(within(packRow as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(within(packRow as HTMLElement).queryByRole('link')).toBeNull();
  });
});
