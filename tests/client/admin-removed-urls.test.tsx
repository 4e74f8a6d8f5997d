import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RemovedUrlsPage } from '../../client/src/features/admin/removed-urls/RemovedUrlsPage.tsx';
import type { RemovedUrlRow } from '../../shared/src/schemas/admin.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';

const EXACT: RemovedUrlRow = {
  id: 'f0000000-0000-4000-8000-000000000001',
  url: '/pricing-2024',
  createdAt: new Date('2026-11-20T08:00:00Z'),
};
const PREFIX: RemovedUrlRow = {
  id: 'f0000000-0000-4000-8000-000000000002',
  url: 'Starts with: /old-blog',
  createdAt: new Date('2026-11-21T08:00:00Z'),
};

async function renderPage(list: () => RemovedUrlRow[] = () => [PREFIX, EXACT]) {
  mswServer.use(trpcQueries(TEST_ORIGIN, { 'admin.removedUrls': list }));
  await renderInApp(<RemovedUrlsPage />, { path: '/admin/removed-urls' });
  return userEvent.setup();
}

describe('admin removed URLs', () => {
  it('lists each address with its match type and the date it was added', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Removed addresses' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['/old-blog', 'Starts with', 'Nov 21, 2026', 'Remove'],
      ['/pricing-2024', 'Exact', 'Nov 20, 2026', 'Remove'],
    ]);
  });

  it('adds an exact path, then a prefix, and lists them once added', async () => {
    const sent: InputOf<'admin.addRemovedUrl'>[] = [];
    let stored: RemovedUrlRow[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'admin.addRemovedUrl', {
        data: EXACT,
        onRequest: (input) => {
          sent.push(input);
          stored = [input.match === 'prefix' ? PREFIX : EXACT, ...stored];
        },
      }),
    );
    const user = await renderPage(() => stored);
    expect(await screen.findByText('No URL has been removed.', {}, { timeout: 5000 })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Path' }), ' /pricing-2024 ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The URL was added to the removed URLs.')).toBeInTheDocument();
    expect(await screen.findByText('/pricing-2024')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Starts with' }));
    await user.type(screen.getByRole('textbox', { name: 'Path' }), '/old-blog');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('/old-blog')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/pricing-2024', match: 'exact' },
      { path: '/old-blog', match: 'prefix' },
    ]);
  });

  it('asks for a path starting with /', async () => {
    let sent = false;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'admin.addRemovedUrl', { onRequest: () => (sent = true) }));
    const user = await renderPage();
    await screen.findByRole('table', { name: 'Removed addresses' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const path = screen.getByRole('textbox', { name: 'Path' });
    await waitFor(() => expect(path).toHaveAccessibleDescription(/This field is required\./));
    await user.type(path, 'old-blog');
    await waitFor(() => expect(path).toHaveAccessibleDescription(/Start the path with \//));
    expect(sent).toBe(false);
  });

  it('says on the path when it is already in the list', async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'admin.addRemovedUrl', { appError: 'REMOVED_URL_EXISTS' }));
    const user = await renderPage();
    await screen.findByRole('table', { name: 'Removed addresses' }, { timeout: 5000 });
    const path = screen.getByRole('textbox', { name: 'Path' });
    await user.type(path, '/pricing-2024');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(path).toHaveAccessibleDescription(/This URL is already in the list\./));
    expect(path).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes an address only once confirmed', async () => {
    const removed: InputOf<'admin.deleteRemovedUrl'>[] = [];
    let stored = [PREFIX, EXACT];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'admin.deleteRemovedUrl', {
        onRequest: (input) => {
          removed.push(input);
          stored = stored.filter((row) => row.id !== input.id);
        },
      }),
    );
    const user = await renderPage(() => stored);
    await user.click(await screen.findByRole('button', { name: 'Remove Starts with: /old-blog' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Starts with: /old-blog?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Starts with: /old-blog' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Starts with: /old-blog?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The URL was removed from the list.')).toBeInTheDocument();
    expect(removed).toEqual([{ id: PREFIX.id }]);
    await waitFor(() => expect(screen.queryByText('/old-blog')).not.toBeInTheDocument());
    expect(screen.getByText('/pricing-2024')).toBeInTheDocument();
  });
});
