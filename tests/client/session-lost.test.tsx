import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/render.tsx';
import { mswServer } from '../setup/msw-node.ts';
import { failingWith, overview, serveSignedIn } from './billing-fixture.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a session the server ended', () => {
  it('sends the signed-in tab to Log In, back to the page it was on, instead of failing every page', async () => {
    serveSignedIn({ 'billing.overview': () => overview() });
    window.history.replaceState(null, '', '/subscription');
    const { router, queryClient } = await renderApp();
    expect(await screen.findByRole('heading', { name: 'Subscription', level: 1 })).toBeInTheDocument();

    // An admin suspended the account (or it signed out elsewhere): the next query is refused.
    mswServer.use(failingWith('billing.overview', 'UNAUTHENTICATED', ['UNAUTHORIZED', -32001, 401]));
    await queryClient.invalidateQueries();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/subscription' });
  });
});
