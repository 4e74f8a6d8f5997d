import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type OutputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { overview } from './billing-fixture.ts';
import { signedInUser } from './signed-in-user.ts';

const ADA = signedInUser();

const WORDS: OutputOf<'words.account'> = { availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] };

const OVERVIEW: OutputOf<'account.overview'> = {
  email: ADA.email,
  emailVerified: true,
  profile: { name: 'Ada Lovelace', phone: '+15551234567', organization: null, country: 'United States' },
  hasPassword: true,
  connections: [],
  referral: { code: 'ADA123', link: 'http://localhost:3000/signup?ref=ADA123' },
};

/** The signed-in area's data; counts how often the server is asked who is signed in, and for the account. */
function serveSignedIn(user: OutputOf<'auth.me'>) {
  const asked = { session: 0, account: 0 };
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'auth.me': () => {
        asked.session += 1;
        return user;
      },
      'words.account': () => WORDS,
      'system.info': () => SYSTEM_INFO,
      'account.overview': () => {
        asked.account += 1;
        return OVERVIEW;
      },
      'account.sessions': () => [],
      'billing.overview': () => overview(),
    }),
  );
  return asked;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the session', () => {
  it('is asked of the server once, not on every guarded navigation', async () => {
    const asked = serveSignedIn(ADA);
    const { router } = await renderApp();
    await router.navigate({ to: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace', level: 1 })).toBeInTheDocument();
    await router.navigate({ to: '/subscription' });
    // The page loads fully, so no loader of it is still pending when the test ends.
    expect(await screen.findByRole('heading', { name: 'Subscription', level: 1 })).toBeInTheDocument();
    await router.navigate({ to: '/dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(asked.session).toBe(1);
  });

  it('sends an anonymous visitor to Log In, with the way back', async () => {
    serveSignedIn(null);
    const { router } = await renderApp();
    await router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
  });

  it('is forgotten at Log Out: the signed-in area then sends the visitor to Log In without asking the server', async () => {
    const asked = serveSignedIn(ADA);
    mswServer.use(trpcMutation(TEST_ORIGIN, 'auth.signOut'));
    const { router } = await renderApp();
    await router.navigate({ to: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu of ada\.lovelace/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(asked.session).toBe(1);
  });
});

describe('page data', () => {
  it('is loaded before the page opens, and the page does not ask for it again', async () => {
    const asked = serveSignedIn(ADA);
    const { router } = await renderApp();
    await router.navigate({ to: '/account' });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ada Lovelace');
    expect(asked.account).toBe(1);
  });
});
