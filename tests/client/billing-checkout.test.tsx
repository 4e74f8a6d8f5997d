import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutOutcome } from '../../shared/src/schemas/billing.ts';
import { renderApp } from '../helpers/render.tsx';
import { mswServer } from '../setup/msw-node.ts';
import { failingWith, overview, serveSignedIn, WORDS } from './billing-fixture.ts';

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
    const askedFor: string[] = [];
    let outcome: CheckoutOutcome = { state: 'pending' };
    let balanceAsked = 0;
    serveSignedIn({
      'billing.checkoutResult': ({ sessionId }) => {
        askedFor.push(sessionId);
        return outcome;
      },
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
    let asked = 0;
    serveSignedIn({
      'billing.checkoutResult': () => {
        asked += 1;
        return { state: 'pending' };
      },
    });
    // Only the clock the page measures the wait with: the polls themselves run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    await openAt('/subscription/checkout?session_id=cs_test_slow');
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(screen.queryByText(/taking longer than usual/)).toBeNull();

    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    expect(await screen.findByText(/This is taking longer than usual/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscription page' })).toHaveAttribute('href', '/subscription');
    const askedWhenGivenUp = asked;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(asked).toBe(askedWhenGivenUp);
  });

  it('names the plan that became active', async () => {
    serveSignedIn({
      'billing.checkoutResult': () => ({ state: 'paid', kind: 'plan', words: 20_000 }),
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
    serveSignedIn({ 'billing.checkoutResult': () => ({ state: 'unpaid' }) });
    await openAt('/subscription/checkout?session_id=cs_test_unpaid');

    expect(await screen.findByText('The payment was not completed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Subscription' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('shows the catalogue text for a checkout that is not the user’s', async () => {
    serveSignedIn({});
    mswServer.use(failingWith('billing.checkoutResult', 'NOT_FOUND', ['NOT_FOUND', -32004, 404]));
    await openAt('/subscription/checkout?session_id=cs_someone_else');

    expect(await screen.findByText('This item no longer exists.')).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment…')).toBeNull();
  });

  it('sends an address without a session to /subscription', async () => {
    serveSignedIn({ 'billing.overview': () => overview() });
    const { router } = await openAt('/subscription/checkout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(await screen.findByRole('heading', { name: 'Subscription', level: 1 })).toBeInTheDocument();
  });
});
