import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminUserPage } from '../../client/src/features/admin/users/AdminUserPage.tsx';
import {
  type UsersListView,
  usersListSearch,
  usersListView,
  ZAdminUsersSearch,
} from '../../client/src/features/admin/users/admin-users-search.ts';
import { UsersListPage } from '../../client/src/features/admin/users/UsersListPage.tsx';
import type { AdminPage, AdminUserDetail, AdminUserRow, AuditLogEntry } from '../../shared/src/schemas/admin.ts';
import { renderApp, renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

const LEA_ID = '22222222-2222-4222-8222-222222222222';
const TICKET_ID = '11111111-1111-4111-8111-111111111111';

function row(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: LEA_ID,
    email: 'lea@example.com',
    name: 'Léa Martin',
    isAdmin: false,
    suspendedAt: null,
    subscriptionStatus: 'active',
    availableWords: 12_500,
    createdAt: new Date('2026-10-02T08:00:00Z'),
    ...overrides,
  };
}

function pageOf<T>(items: T[], total = items.length): AdminPage<T> {
  return { items, total, page: 1, pageSize: 25 };
}

function UsersList() {
  const [view, setView] = useState<UsersListView>({ q: '', filter: 'all', page: 1 });
  return <UsersListPage view={view} onViewChange={(change) => setView((current) => ({ ...current, ...change }))} />;
}

describe('admin users list', () => {
  it('lists each account with its e-mail, name, badges, words and joined date, linking to it', async () => {
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'admin.users': () =>
          pageOf([
            row(),
            row({
              id: '33333333-3333-4333-8333-333333333333',
              email: 'ana@wordloom.test',
              name: 'Ana',
              isAdmin: true,
              suspendedAt: new Date('2026-11-20T08:00:00Z'),
              subscriptionStatus: 'past_due',
              availableWords: 0,
            }),
          ]),
      }),
    );
    await renderInApp(<UsersList />, { path: '/admin/users' });
    // The first render of the file also loads the page's modules.
    const link = await screen.findByRole('link', { name: 'lea@example.com' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/admin/users/${LEA_ID}`);
    const lea = link.closest('tr');
    if (!lea) throw new Error('No row for Léa');
    expect(
      within(lea)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['lea@example.com', 'Léa Martin', 'Subscribed', '12,500', 'Oct 2, 2026']);
    const ana = screen.getByRole('link', { name: 'ana@wordloom.test' }).closest('tr');
    if (!ana) throw new Error('No row for Ana');
    expect(within(ana).getAllByRole('cell')[2]).toHaveTextContent('AdminSuspendedPast due');
    expect(screen.getByText('2 found')).toBeInTheDocument();
  });

  it('asks for the search typed and the filter chosen, from the first page', async () => {
    const asked: InputOf<'admin.users'>[] = [];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'admin.users': (input) => {
          asked.push(input);
          return pageOf([row()]);
        },
      }),
    );
    await renderInApp(<UsersList />, { path: '/admin/users' });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'lea@example.com' });
    expect(asked.at(-1)).toEqual({ search: '', filter: 'all', page: 1 });

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lea@');
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: 'lea@', filter: 'all', page: 1 }));
    await user.click(screen.getByRole('radio', { name: 'Suspended' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: 'lea@', filter: 'suspended', page: 1 }));
  });

  it('pages through the accounts, 25 at a time', async () => {
    const asked: InputOf<'admin.users'>[] = [];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'admin.users': (input) => {
          asked.push(input);
          return pageOf([row()], 60);
        },
      }),
    );
    await renderInApp(<UsersList />, { path: '/admin/users' });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'lea@example.com' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: '', filter: 'all', page: 2 }));
  });

  it('says when no account matches', async () => {
    mswServer.use(trpcQueries(TEST_ORIGIN, { 'admin.users': () => pageOf([]) }));
    await renderInApp(<UsersListPage view={{ q: 'nobody', filter: 'all', page: 1 }} onViewChange={() => {}} />);
    expect(await screen.findByText('No user matches this search.')).toBeInTheDocument();
  });

  it('reads its view from the address, and leaves the defaults and nonsense out of it', () => {
    expect(usersListView(ZAdminUsersSearch.parse({ q: 'lea', filter: 'admins', page: 3 }))).toEqual({
      q: 'lea',
      filter: 'admins',
      page: 3,
    });
    expect(usersListView(ZAdminUsersSearch.parse({ filter: 'everyone', page: -1 }))).toEqual({
      q: '',
      filter: 'all',
      page: 1,
    });
    expect(usersListSearch({ q: '', filter: 'all', page: 1 })).toEqual({
      q: undefined,
      filter: undefined,
      page: undefined,
    });
  });
});

describe('/admin/users in the app', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the view its address holds, and writes the filter chosen back to it', async () => {
    const asked: InputOf<'admin.users'>[] = [];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'auth.me': () => signedInUser({ roles: ['user', 'admin'], isAdmin: true }),
        'system.info': () => SYSTEM_INFO,
        'words.account': () => ({ availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] }),
        'admin.users': (input) => {
          asked.push(input);
          return pageOf([row()]);
        },
      }),
    );
    window.history.replaceState(null, '', '/admin/users?q=lea&filter=admins');
    const { router } = await renderApp();
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'lea@example.com' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('lea');
    expect(screen.getByRole('radio', { name: 'Admins' })).toBeChecked();
    expect(asked.at(-1)).toEqual({ search: 'lea', filter: 'admins', page: 1 });

    await user.click(screen.getByRole('radio', { name: 'Suspended' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'lea', filter: 'suspended' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: 'lea', filter: 'suspended', page: 1 }));
  });
});

function detail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...row(),
    emailVerifiedAt: new Date('2026-10-02T08:05:00Z'),
    suspendedReason: null,
    profile: { phone: null, organization: 'Martin & Co', city: 'Lyon', country: 'France' },
    isLastAdmin: false,
    heldWords: 300,
    plan: { planId: 'growth', interval: 'month', currentPeriodEnd: new Date('2026-12-02T08:00:00Z'), status: 'active' },
    trial: { blogsRemaining: 1, endsAt: new Date('2026-10-16T08:00:00Z') },
    ledger: [
      {
        id: 'b0000000-0000-4000-8000-000000000001',
        transactionType: 'grant',
        wordsAmount: 1000,
        description: 'Goodwill for the outage',
        expiresAt: new Date('2026-12-24T00:00:00Z'),
        createdAt: new Date('2026-11-24T09:30:00Z'),
      },
      {
        id: 'b0000000-0000-4000-8000-000000000002',
        transactionType: 'deduct',
        wordsAmount: -250,
        description: 'Double grant corrected',
        expiresAt: null,
        createdAt: new Date('2026-11-25T09:30:00Z'),
      },
    ],
    posts: [
      {
        id: 'c0000000-0000-4000-8000-000000000001',
        title: 'Hiring in Lyon',
        status: 'scheduled',
        createdAt: new Date(),
      },
    ],
    articles: [],
    tickets: [
      {
        id: TICKET_ID,
        number: 12,
        subject: 'I was charged twice',
        status: 'waiting_for_user',
        lastMessageAt: new Date('2026-11-24T09:30:00Z'),
      },
    ],
    sessions: [
      {
        publicId: 'd0000000-0000-4000-8000-000000000001',
        userAgent:
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
        ipAddress: '203.0.113.9',
        lastSeenAt: new Date('2026-11-25T10:00:00Z'),
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
    ],
    ...overrides,
  };
}

const AUDIT_ENTRY: AuditLogEntry = {
  id: 'e0000000-0000-4000-8000-000000000001',
  adminId: '44444444-4444-4444-8444-444444444444',
  adminEmail: 'ana@wordloom.test',
  action: 'words_granted',
  targetUserId: LEA_ID,
  targetEmail: 'lea@example.com',
  details: { words: 1000, reason: 'Goodwill for the outage' },
  createdAt: new Date('2026-11-24T09:30:00Z'),
};

async function renderUser(answer: () => AdminUserDetail = () => detail()) {
  const auditAsked: InputOf<'admin.auditLog'>[] = [];
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'admin.user': answer,
      'admin.auditLog': (input) => {
        auditAsked.push(input);
        return pageOf([AUDIT_ENTRY]);
      },
    }),
  );
  await renderInApp(<AdminUserPage userId={LEA_ID} />, { path: `/admin/users/${LEA_ID}` });
  await screen.findByRole('heading', { name: 'lea@example.com', level: 1 }, { timeout: 5000 });
  return { user: userEvent.setup(), auditAsked };
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('admin user page', () => {
  // jsdom has no document.fonts, which Mantine's autosizing text areas listen to.
  beforeAll(() => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  it('shows the words ledger, the tickets, the sessions and the admin actions on the account', async () => {
    const { auditAsked } = await renderUser();
    const words = section('Words');
    expect(within(words).getByText('12,500')).toBeInTheDocument();
    expect(within(words).getByText('300')).toBeInTheDocument();
    expect(within(words).getByText('Growth, monthly (Subscribed), period ends Dec 2, 2026')).toBeInTheDocument();
    expect(within(words).getByText('Trial ends').nextElementSibling).toHaveTextContent('Oct 16, 2026');

    const ledgerRows = within(screen.getByRole('table', { name: 'Words history' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      ledgerRows.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Nov 24, 2026, 9:30 AM', 'Grant', '+1,000', 'Goodwill for the outage', 'Dec 24, 2026'],
      ['Nov 25, 2026, 9:30 AM', 'Deduction', '-250', 'Double grant corrected', '—'],
    ]);

    const tickets = screen.getByRole('table', { name: 'Support tickets' });
    expect(within(tickets).getByRole('link', { name: '#12 I was charged twice' })).toHaveAttribute(
      'href',
      `/admin/support/${TICKET_ID}`,
    );
    expect(within(tickets).getByText('Waiting for the user')).toBeInTheDocument();

    const sessions = screen.getByRole('table', { name: 'Sessions' });
    expect(within(sessions).getByText('Chrome on macOS')).toBeInTheDocument();
    expect(within(sessions).getByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'LinkedIn posts' })).toHaveTextContent('Hiring in LyonScheduled');
    expect(screen.getByText('No article.')).toBeInTheDocument();

    const audit = await screen.findByRole('table', { name: 'Admin actions on this account' });
    expect(audit).toHaveTextContent('Words granted');
    expect(audit).toHaveTextContent('1,000 words — Goodwill for the outage');
    expect(auditAsked.at(-1)).toEqual({ targetUserId: LEA_ID, page: 1 });
  });

  it('grants words with the reason and an expiry, says so and reloads the account', async () => {
    let sent: InputOf<'admin.adjustWords'> | undefined;
    let loads = 0;
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'admin.adjustWords', {
        data: { availableWords: 13_500 },
        onRequest: (input) => (sent = input),
      }),
    );
    const { user } = await renderUser(() => {
      loads += 1;
      return detail();
    });
    const loadsBefore = loads;
    await user.type(screen.getByRole('textbox', { name: 'Words' }), '1000');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Goodwill for the outage');
    await user.type(screen.getByRole('textbox', { name: 'Expires after (days)' }), '30');
    await user.click(screen.getByRole('button', { name: 'Grant words' }));

    expect(await screen.findByText('1,000 words granted')).toBeInTheDocument();
    expect(sent).toEqual({
      userId: LEA_ID,
      direction: 'grant',
      words: 1000,
      reason: 'Goodwill for the outage',
      expiresInDays: 30,
    });
    await waitFor(() => expect(loads).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  });

  it('asks for a reason before sending', async () => {
    let sent = false;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'admin.adjustWords', { onRequest: () => (sent = true) }));
    const { user } = await renderUser();
    await user.type(screen.getByRole('textbox', { name: 'Words' }), '50');
    await user.click(screen.getByRole('button', { name: 'Grant words' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('deducts words, and shows the balance on the words field when the user has fewer', async () => {
    let sent: InputOf<'admin.adjustWords'> | undefined;
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'admin.adjustWords', {
        appError: 'INSUFFICIENT_WORDS',
        onRequest: (input) => (sent = input),
      }),
    );
    const { user } = await renderUser();
    await user.click(screen.getByRole('radio', { name: 'Deduct' }));
    expect(screen.queryByRole('textbox', { name: 'Expires after (days)' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Words' }), '20000');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Refunded pack');
    await user.click(screen.getByRole('button', { name: 'Deduct words' }));

    const words = screen.getByRole('textbox', { name: 'Words' });
    await waitFor(() => expect(words).toHaveAccessibleDescription('The user has only 12,500 words available.'));
    expect(words).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual({
      userId: LEA_ID,
      direction: 'deduct',
      words: 20000,
      reason: 'Refunded pack',
      expiresInDays: null,
    });
  });

  it('asks the reason of a suspension, then suspends the account', async () => {
    let sent: InputOf<'admin.suspend'> | undefined;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'admin.suspend', { onRequest: (input) => (sent = input) }));
    const { user } = await renderUser();
    await user.click(screen.getByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend lea@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam campaign');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The account is suspended and signed out everywhere.')).toBeInTheDocument();
    expect(sent).toEqual({ userId: LEA_ID, reason: 'Spam campaign' });
  });

  it('restores a suspended account after confirming', async () => {
    let sent: InputOf<'admin.restore'> | undefined;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'admin.restore', { onRequest: (input) => (sent = input) }));
    const { user } = await renderUser(() =>
      detail({ suspendedAt: new Date('2026-11-20T08:00:00Z'), suspendedReason: 'Spam campaign' }),
    );
    expect(screen.getByText('Spam campaign')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore lea@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The account is restored. The user can sign in again.')).toBeInTheDocument();
    expect(sent).toEqual({ userId: LEA_ID });
  });

  it('says the last administrator cannot lose the role when the server refuses the demotion', async () => {
    let sent: InputOf<'admin.setAdmin'> | undefined;
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'admin.setAdmin', { appError: 'LAST_ADMIN', onRequest: (input) => (sent = input) }),
    );
    // The page thought another admin remained; one was demoted meanwhile.
    const { user } = await renderUser(() => detail({ isAdmin: true }));
    await user.click(screen.getByRole('button', { name: 'Remove admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the admin role of lea@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(
      await screen.findByText('This is the last administrator. Make another user an admin first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual({ userId: LEA_ID, admin: false });
  });

  it('does not offer to demote the last administrator', async () => {
    await renderUser(() => detail({ isAdmin: true, isLastAdmin: true }));
    expect(screen.getByRole('button', { name: 'Remove admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove admin' })).toHaveAccessibleDescription(
      'This is the last administrator. Make another user an admin first.',
    );
  });

  it("shows the refusal to act on one's own account", async () => {
    mswServer.use(trpcMutation(TEST_ORIGIN, 'admin.setAdmin', { appError: 'SELF_ACTION_REFUSED' }));
    const { user } = await renderUser(() => detail({ isAdmin: true }));
    await user.click(screen.getByRole('button', { name: 'Remove admin' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await screen.findByText('You cannot do this to your own account.')).toBeInTheDocument();
  });

  it('makes the user an admin after confirming', async () => {
    let sent: InputOf<'admin.setAdmin'> | undefined;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'admin.setAdmin', { onRequest: (input) => (sent = input) }));
    const { user } = await renderUser();
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make lea@example.com an admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('The user is now an admin.')).toBeInTheDocument();
    expect(sent).toEqual({ userId: LEA_ID, admin: true });
  });
});
