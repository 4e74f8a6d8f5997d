import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutReturnPage } from '../../client/src/features/billing/CheckoutReturnPage.tsx';
import type { CheckoutOutcome } from '../../shared/src/schemas/billing.ts';
import { renderApp, renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { overview, serveConfirmCheckout, serveSignedIn, WORDS } from './billing-fixture.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 8000 });

async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderApp();
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('/subscription/checkout', () => {
  it('confirms the payment while Stripe has not, then shows the words added and refreshes the balance', async () => {
    let outcome: CheckoutOutcome = { state: 'pending' };
    let balanceAsked = 0;
    const askedFor = serveConfirmCheckout(() => outcome);
    serveSignedIn({
      'words.account': () => {
        balanceAsked += 1;
        return WORDS;
      },
    });
    await openAt('/subscription/checkout?session_id=cs_test_123');

    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    const balanceBefore = balanceAsked;
    outcome = { state: 'paid', kind: 'pack', words: 50_000 };

    // Asked again after two seconds, not left pending.
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText('50,000 words were added to your balance.')).toBeInTheDocument();
    expect(askedFor.length).toBeGreaterThanOrEqual(2);
    expect(new Set(askedFor)).toEqual(new Set(['cs_test_123']));
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Subscription' })).toHaveAttribute('href', '/subscription');
    await waitFor(() => expect(balanceAsked).toBeGreaterThan(balanceBefore));
  });

  it('says when the confirmation takes longer than usual, links back and stops asking', async () => {
    const askedFor = serveConfirmCheckout(() => ({ state: 'pending' }));
    serveSignedIn({});
    // Only the clock the page measures the wait with: the polls themselves run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    await openAt('/subscription/checkout?session_id=cs_test_slow');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.queryByText(/taking longer than usual/)).toBeNull();

    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    expect(await screen.findByText(/This is taking longer than usual/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscription page' })).toHaveAttribute('href', '/subscription');
    const askedWhenGivenUp = askedFor.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(askedFor).toHaveLength(askedWhenGivenUp);
  });

  it('names the plan that became active', async () => {
    serveConfirmCheckout(() => ({ state: 'paid', kind: 'plan', words: 20_000 }));
    serveSignedIn({
      'billing.overview': () =>
        overview({
          status: 'active',
          plan: {
            planId: 'starter',
            interval: 'month',
            currency: 'gbp',
            currentPeriodEnd: new Date('2026-12-26T08:00:00Z'),
            cancelAtPeriodEnd: false,
          },
        }),
    });
    await openAt('/subscription/checkout?session_id=cs_test_plan');

    expect(await screen.findByText('Your Starter plan is active.')).toBeInTheDocument();
    expect(screen.getByText('20,000 words were added to your balance.')).toBeInTheDocument();
  });

  it('says when the payment was not completed and leads back to the plans', async () => {
    serveConfirmCheckout(() => ({ state: 'unpaid' }));
    serveSignedIn({});
    await openAt('/subscription/checkout?session_id=cs_test_unpaid');

    expect(await screen.findByText('The payment was not completed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Subscription' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('shows the catalogue text for a checkout that is not the user’s', async () => {
    serveSignedIn({});
    mswServer.use(trpcMutation(TEST_ORIGIN, 'billing.confirmCheckout', { appError: 'NOT_FOUND' }));
    await openAt('/subscription/checkout?session_id=cs_someone_else');

    expect(await screen.findByText('This item no longer exists.')).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment…')).toBeNull();
  });

  it('says when the payment could not be checked and asks again on Try Again', async () => {
    serveSignedIn({});
    mswServer.use(trpcMutation(TEST_ORIGIN, 'billing.confirmCheckout', { appError: 'INTERNAL' }));
    await openAt('/subscription/checkout?session_id=cs_test_down');

    expect(await screen.findByText('Your payment could not be checked')).toBeInTheDocument();
    const askedFor = serveConfirmCheckout(() => ({ state: 'paid', kind: 'pack', words: 10_000 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('10,000 words were added to your balance.')).toBeInTheDocument();
    expect(askedFor).toEqual(['cs_test_down']);
  });

  it('asks once when React mounts the page twice in StrictMode', async () => {
    serveSignedIn({});
    const askedFor = serveConfirmCheckout(() => ({ state: 'paid', kind: 'pack', words: 10_000 }), { delayMs: 300 });
    // At the root, as main.tsx has it: React then runs the page's effects twice on mount.
    configure({ reactStrictMode: true });
    try {
      await renderInApp(<CheckoutReturnPage sessionId="cs_test_strict" />);
      expect(await screen.findByText('Payment received')).toBeInTheDocument();
    } finally {
      configure({ reactStrictMode: false });
    }
    expect(askedFor).toEqual(['cs_test_strict']);
  });

  it('sends an address without a session to /subscription', async () => {
    serveSignedIn({ 'billing.overview': () => overview() });
    const { router } = await openAt('/subscription/checkout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(await screen.findByRole('heading', { name: 'Subscription', level: 1 })).toBeInTheDocument();
  });
});
