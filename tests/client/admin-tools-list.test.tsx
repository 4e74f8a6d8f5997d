import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToolsListPage } from '../../client/src/features/admin/tools/ToolsListPage.tsx';
import type { AdminToolSummary } from '../../shared/src/schemas/tools.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, type QueryAnswer, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { mswServer } from '../setup/msw-node.ts';
import { anAdminTool } from './admin-tool-fixture.ts';

function summary(overrides: Partial<AdminToolSummary> & Pick<AdminToolSummary, 'id' | 'name'>): AdminToolSummary {
  return {
    slug: overrides.name.toLowerCase().replaceAll(' ', '-'),
    status: 'published',
    languageCode: 'en',
    runner: 'webhook',
    fieldCount: 2,
    runs30Days: 0,
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

const headlines = summary({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Headline checker',
  runs30Days: 42,
  updatedAt: new Date('2026-11-18T09:00:00Z'),
});
const hooks = summary({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Hook writer',
  status: 'draft',
  languageCode: 'fr',
  runner: 'ai',
  fieldCount: 1,
  updatedAt: new Date('2026-11-24T09:00:00Z'),
});
const meta = summary({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Meta describer',
  fieldCount: 3,
  runs30Days: 7,
  updatedAt: new Date('2026-11-21T09:00:00Z'),
});

async function renderList(list: QueryAnswer<'tools.adminList'>) {
  mswServer.use(trpcQueries(TEST_ORIGIN, { 'tools.adminList': list }));
  await renderInApp(<ToolsListPage />, { path: '/admin/tools' });
  return userEvent.setup();
}

function row(name: string): HTMLElement {
  const cell = within(screen.getByRole('table', { name: 'All tools' })).getByText(name);
  const found = cell.closest('tr');
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

describe('The tools list', () => {
  it('shows the tools newest first, with status, language, runner, fields and runs', async () => {
    await renderList(() => [headlines, hooks, meta]);
    const table = await screen.findByRole('table', { name: 'All tools' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((tableRow) => within(tableRow).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Hook writer/hook-writer',
      'Meta describer/meta-describer',
      'Headline checker/headline-checker',
    ]);
    expect(
      within(row('Hook writer'))
        .getAllByRole('cell')
        .slice(1, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['Draft', 'French', 'AI prompt', '1', '0']);
    expect(
      within(row('Headline checker'))
        .getAllByRole('cell')
        .slice(1, 6)
        .map((cell) => cell.textContent),
    ).toEqual(['Published', 'English', 'Webhook', '2', '42']);
  });

  it('links a published tool to its public page on the tools site, and a draft to none', async () => {
    await renderList(() => [headlines, hooks]);
    await screen.findByRole('table', { name: 'All tools' });
    expect(
      within(row('Headline checker')).getByRole('link', { name: 'Open the public page of Headline checker' }),
    ).toHaveAttribute('href', `http://localhost:3000/headline-checker/${headlines.id}?subdomain=tools`);
    expect(within(row('Hook writer')).queryByRole('link', { name: /public page/ })).not.toBeInTheDocument();
    expect(within(row('Hook writer')).getByRole('link', { name: 'Edit Hook writer' })).toHaveAttribute(
      'href',
      `/admin/tools/${hooks.id}`,
    );
  });

  it('deletes a tool only once the admin confirms, then says so and lists the rest', async () => {
    let tools = [headlines, hooks];
    const deleted: InputOf<'tools.delete'>[] = [];
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'tools.delete', {
        onRequest: (input) => {
          deleted.push(input);
          tools = tools.filter((tool) => tool.id !== input.id);
        },
      }),
    );
    const user = await renderList(() => tools);
    await screen.findByRole('table', { name: 'All tools' });

    await user.click(within(row('Hook writer')).getByRole('button', { name: 'Delete Hook writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Hook writer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(within(row('Hook writer')).getByRole('button', { name: 'Delete Hook writer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tool deleted successfully')).toBeInTheDocument();
    expect(deleted).toEqual([{ id: hooks.id }]);
    await waitFor(() => expect(screen.queryByText('Hook writer')).not.toBeInTheDocument());
    expect(screen.getByText('Headline checker')).toBeInTheDocument();
  });

  it('duplicates a tool and lists the copy', async () => {
    let tools = [headlines];
    const duplicated: InputOf<'tools.duplicate'>[] = [];
    const copy = anAdminTool({
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Copy of Headline checker',
      status: 'draft',
    });
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'tools.duplicate', {
        data: copy,
        onRequest: (input) => {
          duplicated.push(input);
          tools = [
            ...tools,
            summary({ id: copy.id, name: copy.name, status: 'draft', updatedAt: new Date('2026-11-25T09:00:00Z') }),
          ];
        },
      }),
    );
    const user = await renderList(() => tools);
    await screen.findByRole('table', { name: 'All tools' });
    await user.click(within(row('Headline checker')).getByRole('button', { name: 'Duplicate Headline checker' }));

    expect(await screen.findByText('Tool duplicated as Copy of Headline checker')).toBeInTheDocument();
    expect(duplicated).toEqual([{ id: headlines.id }]);
    const table = await screen.findByRole('table', { name: 'All tools' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(within(table).getAllByRole('row')[1] as HTMLElement).getByText('Copy of Headline checker'),
    ).toBeInTheDocument();
  });

  it('says when there are no tools yet, and offers a new one', async () => {
    await renderList(() => []);
    expect(
      await screen.findByText('No tools yet. Create one to give visitors a form that answers through a webhook or AI.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New tool' })).toHaveAttribute('href', '/admin/tools/new');
  });
});
