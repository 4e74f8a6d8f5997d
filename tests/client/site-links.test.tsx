import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQueries } from '../mocks/trpc.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';

function serveSignedOut() {
  mswServer.use(trpcQueries(TEST_ORIGIN, { 'auth.me': () => null, 'system.info': () => SYSTEM_INFO }));
}

async function visit(path: string) {
  window.history.replaceState(null, '', path);
  serveSignedOut();
  await renderApp();
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('links of the header and the footer', () => {
  it('lead to every page, the server-rendered blog included', async () => {
    await visit('/');
    const header = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(header)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Features', 'Solutions', 'Pricing', 'Blog', 'Contact']);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
    // A full page load: the blog is rendered by the server, not by the app's router.
    expect(within(footer).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', 'http://localhost:3000/blog');
    // The tools site's index; on a development host, this host with ?subdomain=tools.
    expect(within(footer).getByRole('link', { name: 'Tools' })).toHaveAttribute(
      'href',
      'http://localhost:3000/?subdomain=tools',
    );
  });
});

describe('the Contact page', () => {
  it('leads to the support tickets', async () => {
    await visit('/contact');
    expect(await screen.findByRole('heading', { name: 'Write to us' })).toBeInTheDocument();
    expect(screen.getByText('Support tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a support ticket' })).toHaveAttribute('href', '/support');
  });
});
