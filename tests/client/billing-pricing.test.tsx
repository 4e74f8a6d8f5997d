import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQueries } from '../mocks/trpc.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 8000 });

async function visitPricing({ signedIn }: { signedIn: boolean }) {
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'auth.me': () => (signedIn ? signedInUser() : null),
      'system.info': () => SYSTEM_INFO,
    }),
  );
  window.history.replaceState(null, '', '/pricing');
  await renderApp();
  await screen.findByRole('heading', { name: 'Plans' });
  return userEvent.setup();
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the Pricing page', () => {
  it('shows the three plans with monthly prices, then yearly ones, and the word packs', async () => {
    const user = await visitPricing({ signedIn: false });

    expect(within(card('Starter')).getByText('$19')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('$49')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('Recommended')).toBeInTheDocument();
    expect(within(card('Agency')).getByText('$129')).toBeInTheDocument();
    expect(within(card('Agency')).getByText('200,000 words per month')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(card('Starter')).getByText('$190')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('$490')).toBeInTheDocument();
    expect(within(card('Agency')).getByText('$1,290')).toBeInTheDocument();
    expect(within(card('Agency')).getByText('per year')).toBeInTheDocument();
    expect(within(card('Agency')).getByText('2,400,000 words at the start of each year.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Currency', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    expect(within(card('Growth')).getByText('£390')).toBeInTheDocument();
    expect(within(card('150,000 words')).getByText('£119')).toBeInTheDocument();
    // The free trial is still offered first.
    expect(screen.getByText('Try Wordloom on your own topics before you pay anything.')).toBeInTheDocument();
  });

  it('sends a visitor who is signed out to sign up', async () => {
    await visitPricing({ signedIn: false });
    expect(within(card('Growth')).getByRole('link', { name: 'Choose Growth' })).toHaveAttribute(
      'href',
      'http://localhost:3000/signup',
    );
    expect(within(card('10,000 words')).getByRole('link', { name: 'Buy' })).toHaveAttribute(
      'href',
      'http://localhost:3000/signup',
    );
  });

  it('sends a signed-in user to the Subscription page', async () => {
    await visitPricing({ signedIn: true });
    await waitFor(() =>
      expect(within(card('Starter')).getByRole('link', { name: 'Choose Starter' })).toHaveAttribute(
        'href',
        'http://localhost:3000/subscription',
      ),
    );
    expect(within(card('50,000 words')).getByRole('link', { name: 'Buy' })).toHaveAttribute(
      'href',
      'http://localhost:3000/subscription',
    );
  });

  it('links the Subscription page, billing questions to Contact, and the solutions', async () => {
    const user = await visitPricing({ signedIn: false });

    await user.click(screen.getByRole('button', { name: 'How do I get more words?' }));
    expect(await screen.findByRole('link', { name: 'Subscription page' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: 'Contact us about billing' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'See how teams use Wordloom' })).toHaveAttribute('href', '/solutions');
  });
});
