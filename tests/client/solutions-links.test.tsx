import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '../../client/src/features/layout/SiteHeader.tsx';
import { renderApp, renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { trpcQueries } from '../mocks/trpc.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';

async function visit(path: string) {
  window.history.replaceState(null, '', path);
  mswServer.use(trpcQueries(TEST_ORIGIN, { 'auth.me': () => null, 'system.info': () => SYSTEM_INFO }));
  await renderApp();
}

afterEach(() => window.history.replaceState(null, '', '/'));

// The Solutions pages are rendered by the server: every link to them is a full page load, never
// the app router's (which has no such page and would show its own 404).
const SOLUTIONS = 'http://localhost:3000/solutions';

describe('links to the Solutions pages', () => {
  it('are in the header and in the footer’s Product column', async () => {
    await visit('/features');
    const header = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(header).getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', SOLUTIONS);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Solutions' })).toHaveAttribute('href', SOLUTIONS);
  });

  it('keep the visitor’s language', async () => {
    mswServer.use(trpcQueries(TEST_ORIGIN, { 'auth.me': () => null }));
    await renderInApp(<SiteHeader />, { language: 'fr', path: '/fr/' });
    const header = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(header).getByRole('link', { name: 'Solutions' })).toHaveAttribute(
      'href',
      'http://localhost:3000/fr/solutions',
    );
  });

  it('are on the home page, one per pillar', async () => {
    await visit('/');
    expect(await screen.findByRole('heading', { name: 'Made for the way you work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All solutions' })).toHaveAttribute('href', SOLUTIONS);
    expect(screen.getByRole('link', { name: 'Agencies' })).toHaveAttribute('href', '/solutions/agencies');
    expect(screen.getByRole('link', { name: 'E-commerce' })).toHaveAttribute('href', '/solutions/ecommerce');
  });

  it('are on the Contact page', async () => {
    await visit('/contact');
    expect(await screen.findByRole('link', { name: 'solutions' })).toHaveAttribute('href', SOLUTIONS);
  });
});
