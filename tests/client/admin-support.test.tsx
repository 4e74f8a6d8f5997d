import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminTicketPage } from '../../client/src/features/admin/support/AdminTicketPage.tsx';
import {
  type SupportInboxView,
  supportInboxSearch,
  supportInboxView,
  ZSupportInboxSearch,
} from '../../client/src/features/admin/support/admin-support-search.ts';
import { SupportInboxPage } from '../../client/src/features/admin/support/SupportInboxPage.tsx';
import type {
  AdminTicketDetail,
  AdminTicketList,
  AdminTicketSummary,
  TTicketStatus,
} from '../../shared/src/schemas/support.ts';
import { renderApp, renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

const TICKET_ID = '11111111-1111-4111-8111-111111111111';
const USER = { id: '22222222-2222-4222-8222-222222222222', email: 'lea@example.com', name: 'Léa Martin' };
const ANA = { id: '33333333-3333-4333-8333-333333333333', name: 'Ana', email: 'ana@wordloom.test' };
const BEN = { id: '44444444-4444-4444-8444-444444444444', name: 'Ben', email: 'ben@wordloom.test' };

function summary(overrides: Partial<AdminTicketSummary> & Pick<AdminTicketSummary, 'number' | 'subject'>) {
  return {
    id: TICKET_ID,
    category: 'billing',
    status: 'open',
    lastMessageAt: new Date('2026-11-24T09:30:00Z'),
    createdAt: new Date('2026-11-23T08:00:00Z'),
    user: USER,
    assignedTo: null,
    messageCount: 1,
    ...overrides,
  } satisfies AdminTicketSummary;
}

const COUNTS: Record<TTicketStatus, number> = { open: 3, waiting_for_user: 2, closed: 41 };

function listOf(items: AdminTicketSummary[]): AdminTicketList {
  return { items, total: items.length, page: 1, pageSize: 25, counts: COUNTS };
}

/** The inbox as the route shows it: the view lives in the page's address, here in state. */
function Inbox() {
  const [view, setView] = useState<SupportInboxView>({ status: 'open', mine: false, q: '', page: 1 });
  return <SupportInboxPage view={view} onViewChange={(change) => setView((current) => ({ ...current, ...change }))} />;
}

describe('admin support inbox', () => {
  it('lists the tickets with their user, category, status, assignee and messages, and counts each status', async () => {
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'support.adminList': () =>
          listOf([
            summary({ number: 12, subject: 'I was charged twice', messageCount: 3 }),
            summary({
              id: '55555555-5555-4555-8555-555555555555',
              number: 13,
              subject: 'The editor freezes',
              category: 'technical',
              assignedTo: { id: ANA.id, name: ANA.name },
            }),
          ]),
      }),
    );
    await renderInApp(<Inbox />, { path: '/admin/support' });

    const charged = (await screen.findByRole('link', { name: 'I was charged twice' })).closest('tr');
    if (!charged) throw new Error('No row for ticket #12');
    expect(screen.getByRole('link', { name: 'I was charged twice' })).toHaveAttribute(
      'href',
      `/admin/support/${TICKET_ID}`,
    );
    const cells = within(charged)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      '#12',
      'I was charged twice',
      'Léa Martinlea@example.com',
      'Billing',
      'Open',
      'Unassigned',
      '3',
    ]);
    const freezes = screen.getByRole('link', { name: 'The editor freezes' }).closest('tr');
    expect(freezes).toHaveTextContent('Technical problem');
    expect(freezes).toHaveTextContent('Ana');

    expect(screen.getByRole('tab', { name: 'Open (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Waiting for the user (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closed (41)' })).toBeInTheDocument();
  });

  it('asks for the tickets of the status tab chosen, and of the admin only when "Assigned to me" is on', async () => {
    const asked: InputOf<'support.adminList'>[] = [];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'support.adminList': (input) => {
          asked.push(input);
          return input.status === 'closed'
            ? listOf([summary({ number: 7, subject: 'Thanks, solved', status: 'closed' })])
            : listOf([summary({ number: 12, subject: 'I was charged twice' })]);
        },
      }),
    );
    await renderInApp(<Inbox />, { path: '/admin/support' });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'I was charged twice' })).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ status: 'open', mine: false, page: 1 });

    await user.click(screen.getByRole('tab', { name: 'Closed (41)' }));
    expect(await screen.findByRole('link', { name: 'Thanks, solved' })).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ status: 'closed' });
    expect(screen.queryByRole('link', { name: 'I was charged twice' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'closed', mine: true }));

    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), '#7');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'closed', mine: true, search: '#7', page: 1 }));
  });

  it('reads its view from the address, and leaves the defaults and nonsense out of it', () => {
    const view = supportInboxView(ZSupportInboxSearch.parse({ status: 'closed', mine: true, q: 'lea', page: 2 }));
    expect(view).toEqual({ status: 'closed', mine: true, q: 'lea', page: 2 });
    expect(supportInboxView(ZSupportInboxSearch.parse({ status: 'spam', page: 0 }))).toEqual({
      status: 'open',
      mine: false,
      q: '',
      page: 1,
    });
    expect(supportInboxSearch({ status: 'open', mine: false, q: '', page: 1 })).toEqual({
      status: undefined,
      mine: undefined,
      q: undefined,
      page: undefined,
    });
  });

  it('says when no ticket is waiting for an answer', async () => {
    mswServer.use(trpcQueries(TEST_ORIGIN, { 'support.adminList': () => listOf([]) }));
    await renderInApp(<Inbox />, { path: '/admin/support' });
    expect(await screen.findByText('No ticket is waiting for an answer.')).toBeInTheDocument();
  });
});

function ticketDetail(overrides: Partial<AdminTicketDetail> = {}): AdminTicketDetail {
  return {
    id: TICKET_ID,
    number: 12,
    subject: 'I was charged twice',
    category: 'billing',
    status: 'open',
    lastMessageAt: new Date('2026-11-24T09:30:00Z'),
    createdAt: new Date('2026-11-23T08:00:00Z'),
    user: USER,
    assignedTo: null,
    messages: [
      {
        id: 'a0000000-0000-4000-8000-000000000001',
        authorRole: 'user',
        authorName: USER.name,
        body: 'My card shows two payments for the same pack.',
        internal: false,
        attachments: [],
        createdAt: new Date('2026-11-23T08:00:00Z'),
      },
      {
        id: 'a0000000-0000-4000-8000-000000000002',
        authorRole: 'admin',
        authorName: ANA.name,
        body: 'Stripe shows one refund pending; check again tomorrow.',
        internal: true,
        attachments: [],
        createdAt: new Date('2026-11-24T09:30:00Z'),
      },
    ],
    ...overrides,
  };
}

async function renderTicket(detail: () => AdminTicketDetail = () => ticketDetail()) {
  mswServer.use(
    trpcQueries(TEST_ORIGIN, { 'support.adminGet': detail }),
    trpcQueries(TEST_ORIGIN, { 'support.admins': () => [ANA, BEN] }),
    trpcQueries(TEST_ORIGIN, { 'support.adminList': () => listOf([]) }),
  );
  await renderInApp(<AdminTicketPage ticketId={TICKET_ID} />, { path: `/admin/support/${TICKET_ID}` });
  await screen.findByRole('heading', { name: 'I was charged twice', level: 1 });
  return userEvent.setup();
}

function messageWith(text: string): HTMLElement {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`No message reading ${text}`);
  return item;
}

describe('/admin/support in the app', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the view its address holds, and writes the tab chosen back to it', async () => {
    const asked: InputOf<'support.adminList'>[] = [];
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'auth.me': () => signedInUser({ roles: ['user', 'admin'], isAdmin: true }),
        'system.info': () => SYSTEM_INFO,
        'words.account': () => ({ availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] }),
        'support.adminList': (input) => {
          asked.push(input);
          return listOf([summary({ number: 12, subject: 'I was charged twice', status: input.status ?? 'open' })]);
        },
      }),
    );
    window.history.replaceState(null, '', '/admin/support?status=closed&mine=true');
    const { router } = await renderApp();
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: 'Closed (41)' }, { timeout: 8000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Assigned to me' })).toBeChecked();
    expect(asked.at(-1)).toMatchObject({ status: 'closed', mine: true, page: 1 });

    await user.click(screen.getByRole('tab', { name: 'Open (3)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ mine: true }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'open', mine: true }));
  });
});

describe('admin support ticket page', () => {
  // jsdom has no document.fonts, which Mantine's autosizing text areas (the reply box) listen to.
  beforeAll(() => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  it('shows the user, the whole thread, and marks the internal note', async () => {
    await renderTicket();
    expect(screen.getByText('#12')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Ticket details' });
    expect(within(details).getByText(USER.name)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: USER.email })).toHaveAttribute('href', `mailto:${USER.email}`);
    const note = messageWith('Stripe shows one refund pending; check again tomorrow.');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    const question = messageWith('My card shows two payments for the same pack.');
    expect(within(question).queryByText('Internal note')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Unassigned');
  });

  it('adds an internal note with the switch on, and says so', async () => {
    let sent: InputOf<'support.adminReply'> | undefined;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'support.adminReply', { onRequest: (input) => (sent = input) }));
    const user = await renderTicket();
    await user.click(screen.getByRole('switch', { name: 'Internal note (not sent to the user)' }));
    await user.type(screen.getByRole('textbox', { name: 'Internal note' }), 'Refund confirmed by Stripe.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(sent).toEqual({
      ticketId: TICKET_ID,
      message: 'Refund confirmed by Stripe.',
      attachmentIds: [],
      internal: true,
    });
    expect(screen.getByRole('textbox', { name: 'Internal note' })).toHaveValue('');
  });

  it('sends a reply to the user when the switch is off', async () => {
    let sent: InputOf<'support.adminReply'> | undefined;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'support.adminReply', { onRequest: (input) => (sent = input) }));
    const user = await renderTicket();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'The second payment is refunded.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent. The user gets an e-mail.')).toBeInTheDocument();
    expect(sent).toMatchObject({ message: 'The second payment is refunded.', internal: false });
  });

  it('assigns the ticket to the admin chosen', async () => {
    let assigned: InputOf<'support.assign'> | undefined;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'support.assign', { onRequest: (input) => (assigned = input) }));
    const user = await renderTicket();
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Ben' }));
    await waitFor(() => expect(assigned).toEqual({ ticketId: TICKET_ID, adminId: BEN.id }));
    expect(await screen.findByText('Assignment changed.')).toBeInTheDocument();
  });

  it('changes the status', async () => {
    let changed: InputOf<'support.setStatus'> | undefined;
    mswServer.use(trpcMutation(TEST_ORIGIN, 'support.setStatus', { onRequest: (input) => (changed = input) }));
    const user = await renderTicket();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(changed).toEqual({ ticketId: TICKET_ID, status: 'closed' }));
  });

  it('says when the ticket does not exist', async () => {
    mswServer.use(
      http.get(`${TEST_ORIGIN}/trpc/support.adminGet`, () => {
        const data = { code: 'NOT_FOUND', httpStatus: 404, path: 'support.adminGet', appError: 'TICKET_NOT_FOUND' };
        const error = superjson.serialize({ message: 'TICKET_NOT_FOUND', code: -32004, data });
        return HttpResponse.json([{ error }], { status: 404 });
      }),
    );
    await renderInApp(<AdminTicketPage ticketId={TICKET_ID} />);
    // The app asks once more before it gives up on a query.
    expect(await screen.findByRole('heading', { name: 'Ticket not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('This ticket was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tickets' })).toHaveAttribute('href', '/admin/support');
  });
});
