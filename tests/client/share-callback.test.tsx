import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactsReauthCallback } from '../../client/src/features/blog/share/ContactsReauthCallback.tsx';
import { renderInApp } from '../helpers/render.tsx';
import { mswServer } from '../setup/msw-node.ts';
import { publicMutation } from './blog-public-api-handlers.ts';

/**
 * /auth/callback after Google's contacts re-authorisation (spec §2, §7 post_reauth_action=fetch_contacts):
 * the contacts are fetched and the user goes back to the page shared from, never off the site.
 */

configure({ asyncUtilTimeout: 5000 });

function fetchAnswers(answer: Parameters<typeof publicMutation<'googleContacts.fetch'>>[1]) {
  const calls: unknown[] = [];
  mswServer.use(publicMutation('googleContacts.fetch', answer, (input) => calls.push(input)));
  return calls;
}

describe('back from the contacts re-authorisation', () => {
  it('fetches the contacts, then returns to the page shared from', async () => {
    const calls = fetchAnswers({ data: { count: 4, withEmail: 3 } });
    const leave = vi.fn();
    await renderInApp(
      <ContactsReauthCallback returnTo="/fr/seo/tools/general/fr/mon-article?x=1" connectError={null} leave={leave} />,
    );
    expect(await screen.findByText('Fetching your Google contacts…')).toBeInTheDocument();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/fr/seo/tools/general/fr/mon-article?x=1'));
    expect(calls).toHaveLength(1);
  });

  it('returns to the dashboard instead of another site', async () => {
    fetchAnswers({ data: { count: 1, withEmail: 1 } });
    const leave = vi.fn();
    await renderInApp(<ContactsReauthCallback returnTo="//evil.example/x" connectError={null} leave={leave} />);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dashboard'));
  });

  it('says "No Email Addresses" when no contact has one, and still returns', async () => {
    fetchAnswers({ data: { count: 2, withEmail: 0 } });
    const leave = vi.fn();
    await renderInApp(<ContactsReauthCallback returnTo="/blogs" connectError={null} leave={leave} />);
    expect(await screen.findByText('No Email Addresses')).toBeInTheDocument();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/blogs'));
  });

  it('stays with the reason and a way back when the fetch fails', async () => {
    fetchAnswers({ appError: 'GOOGLE_TOKEN_EXPIRED', httpStatus: 412 });
    const leave = vi.fn();
    await renderInApp(<ContactsReauthCallback returnTo="/blogs" connectError={null} leave={leave} />);
    expect(
      (await screen.findAllByText('Google token has expired. Please reconnect your Google account.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/blogs');
    expect(leave).not.toHaveBeenCalled();
  });

  it('tells a refused or cancelled consent without fetching', async () => {
    const calls = fetchAnswers({ data: { count: 1, withEmail: 1 } });
    const leave = vi.fn();
    const { unmount } = await renderInApp(
      <ContactsReauthCallback returnTo="/blogs" connectError="cancelled" leave={leave} />,
    );
    expect((await screen.findAllByText('Failed to reauthorize Google. Please try again.')).length).toBeGreaterThan(0);
    unmount();
    await renderInApp(<ContactsReauthCallback returnTo="/blogs" connectError="taken" leave={leave} />);
    expect((await screen.findAllByText('Failed to connect Google account')).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
    expect(leave).not.toHaveBeenCalled();
  });
});
