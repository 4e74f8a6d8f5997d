import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AuditLogPage } from '../../client/src/features/admin/audit/AuditLogPage.tsx';
import { auditDetailsText } from '../../client/src/features/admin/audit/audit-labels.ts';
import {
  type AuditLogView,
  auditLogView,
  ZAuditLogSearch,
} from '../../client/src/features/admin/audit/audit-search.ts';
import { i18n } from '../../client/src/lib/i18n.ts';
import type { AdminPage, AuditLogEntry } from '../../shared/src/schemas/admin.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, trpcQueries } from '../mocks/trpc.ts';
import { mswServer } from '../setup/msw-node.ts';

const LEA_ID = '22222222-2222-4222-8222-222222222222';

function entry(overrides: Partial<AuditLogEntry> & Pick<AuditLogEntry, 'id' | 'action'>): AuditLogEntry {
  return {
    adminId: '44444444-4444-4444-8444-444444444444',
    adminEmail: 'ana@wordloom.test',
    targetUserId: null,
    targetEmail: null,
    details: {},
    createdAt: new Date('2026-11-24T09:30:00Z'),
    ...overrides,
  };
}

const GRANT = entry({
  id: 'e0000000-0000-4000-8000-000000000001',
  action: 'words_granted',
  targetUserId: LEA_ID,
  targetEmail: 'lea@example.com',
  details: { words: 1000, reason: 'Goodwill for the outage' },
});
const REMOVED_URL = entry({
  id: 'e0000000-0000-4000-8000-000000000002',
  action: 'removed_url_added',
  details: { url: 'Starts with: /old-blog' },
  createdAt: new Date('2026-11-23T08:00:00Z'),
});

function pageOf(items: AuditLogEntry[]): AdminPage<AuditLogEntry> {
  return { items, total: items.length, page: 1, pageSize: 50 };
}

function AuditLog() {
  const [view, setView] = useState<AuditLogView>({ action: null, page: 1 });
  return <AuditLogPage view={view} onViewChange={(change) => setView((current) => ({ ...current, ...change }))} />;
}

describe('admin audit log', () => {
  it('shows each entry with its admin, translated action, linked target and readable details', async () => {
    mswServer.use(trpcQueries(TEST_ORIGIN, { 'admin.auditLog': () => pageOf([GRANT, REMOVED_URL]) }));
    await renderInApp(<AuditLog />, { path: '/admin/audit' });
    const target = await screen.findByRole('link', { name: 'lea@example.com' }, { timeout: 5000 });
    expect(target).toHaveAttribute('href', `/admin/users/${LEA_ID}`);
    const rows = within(screen.getByRole('table', { name: 'Entries' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Nov 24, 2026, 9:30 AM',
        'ana@wordloom.test',
        'Words granted',
        'lea@example.com',
        '1,000 words — Goodwill for the outage',
      ],
      ['Nov 23, 2026, 8:00 AM', 'ana@wordloom.test', 'Removed URL added', '—', 'Starts with: /old-blog'],
    ]);
  });

  it('asks for the action chosen, from the first page', async () => {
    const asked: InputOf<'admin.auditLog'>[] = [];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'admin.auditLog': (input) => {
          asked.push(input);
          return pageOf(input.action === 'removed_url_added' ? [REMOVED_URL] : [GRANT, REMOVED_URL]);
        },
      }),
    );
    await renderInApp(<AuditLog />, { path: '/admin/audit' });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Entries' }, { timeout: 5000 });
    expect(within(table).getByText('Words granted')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ page: 1 });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Removed URL added' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ action: 'removed_url_added', page: 1 }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Entries' })).queryByText('Words granted'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('table', { name: 'Entries' })).toHaveTextContent('Removed URL added');
    expect(screen.getByText('1 found')).toBeInTheDocument();
  });

  it('says when no action was recorded', async () => {
    mswServer.use(trpcQueries(TEST_ORIGIN, { 'admin.auditLog': () => pageOf([]) }));
    await renderInApp(<AuditLog />, { path: '/admin/audit' });
    expect(await screen.findByText('No admin action was recorded yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('reads the action from the address, ignoring an unknown one', () => {
    expect(auditLogView(ZAuditLogSearch.parse({ action: 'user_suspended', page: 2 }))).toEqual({
      action: 'user_suspended',
      page: 2,
    });
    expect(auditLogView(ZAuditLogSearch.parse({ action: 'dropped_tables' }))).toEqual({ action: null, page: 1 });
  });

  it('writes the details of every kind of action readably, ids only when nothing else says what changed', () => {
    expect(auditDetailsText(i18n, { reason: 'Spam campaign' })).toBe('Spam campaign');
    expect(auditDetailsText(i18n, { ticketId: LEA_ID, number: 12, status: 'closed' })).toBe('#12 — Closed');
    expect(auditDetailsText(i18n, { ticketId: LEA_ID, number: 12, internal: true })).toBe('#12 — Internal note');
    expect(auditDetailsText(i18n, { toolId: LEA_ID, name: 'Headline generator', slug: 'headlines' })).toBe(
      'Headline generator — headlines',
    );
    expect(auditDetailsText(i18n, { mappingId: LEA_ID, key: 'publish', enabled: false })).toBe(
      'publish — enabled: false',
    );
    expect(auditDetailsText(i18n, { toolId: LEA_ID })).toBe(`toolId: ${LEA_ID}`);
    expect(auditDetailsText(i18n, { nested: { a: 1 } })).toBe('');
  });
});
