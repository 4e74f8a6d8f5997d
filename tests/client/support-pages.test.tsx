import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetail, TicketSummary } from '../../shared/src/schemas/support.ts';
import { renderApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, type QueryPath, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

// On a busy machine (two cores shared by parallel test files) a first render can take seconds.
configure({ asyncUtilTimeout: 8000 });

const TICKET_ID = '0b7a3c52-8e0f-4d9b-9a61-2c4f5e6d7a8b';
const UPLOAD_ID = '6f1c2b9e-0d4a-4c1e-9a57-3b2d8e4f5a61';

const billingTicket: TicketSummary = {
  id: TICKET_ID,
  number: 42,
  subject: 'Charged twice for March',
  category: 'billing',
  status: 'waiting_for_user',
  lastMessageAt: new Date('2026-11-20T10:00:00Z'),
  createdAt: new Date('2026-11-19T09:00:00Z'),
};
const closedTicket: TicketSummary = {
  id: '1c8b4d63-9f10-4eac-8b72-3d5a6f7e8b9c',
  number: 7,
  subject: 'Export to PDF',
  category: 'feature_request',
  status: 'closed',
  lastMessageAt: new Date('2026-10-02T08:00:00Z'),
  createdAt: new Date('2026-10-01T08:00:00Z'),
};

function detail(ticket: TicketSummary = billingTicket): TicketDetail {
  return {
    ...ticket,
    messages: [
      {
        id: 'm1',
        authorRole: 'user',
        authorName: 'Ada Lovelace',
        body: 'My card was charged twice.',
        internal: false,
        attachments: [
          {
            id: UPLOAD_ID,
            fileName: 'statement.pdf',
            mimeType: 'application/pdf',
            size: 2048,
            url: `/media/support/user-1/${UPLOAD_ID}.pdf`,
          },
        ],
        createdAt: new Date('2026-11-19T09:00:00Z'),
      },
      {
        id: 'm2',
        authorRole: 'admin',
        authorName: 'Grace',
        body: 'We refunded the second charge.',
        internal: false,
        attachments: [],
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
    ],
  };
}

const WORDS = { availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] };

type Answers = { [Path in QueryPath]?: (input: InputOf<Path>) => unknown };

/** The shell's own queries plus the page's, answered as the server does. */
function serve(answers: Answers) {
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'auth.me': () => signedInUser(),
      'system.info': () => SYSTEM_INFO,
      'words.account': () => WORDS,
      ...(answers as object),
    }),
  );
}

/** `support.get` answering TICKET_NOT_FOUND (404), the way the server's error formatter sends it. */
function ticketNotFound() {
  return http.get(`${TEST_ORIGIN}/trpc/:paths`, ({ params }) => {
    const paths = String(params.paths).split(',');
    if (!paths.includes('support.get')) return undefined;
    const results = paths.map((path) => {
      if (path === 'support.get') {
        const data = { code: 'NOT_FOUND', httpStatus: 404, path, appError: 'TICKET_NOT_FOUND' };
        return { error: superjson.serialize({ message: 'TICKET_NOT_FOUND', code: -32004, data }) };
      }
      const data = { 'auth.me': signedInUser(), 'system.info': SYSTEM_INFO, 'words.account': WORDS }[path] ?? null;
      return { result: { data: superjson.serialize(data) } };
    });
    return HttpResponse.json(results, { status: results.length === 1 ? 404 : 207 });
  });
}

async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  const view = await renderApp();
  return { ...view, user: userEvent.setup() };
}

// jsdom has no document.fonts, which Mantine's autosizing text areas listen to.
beforeAll(() => {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'fonts');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('/support', () => {
  it("lists the user's tickets with number, subject, category, status and last activity", async () => {
    serve({ 'support.list': () => [billingTicket, closedTicket] });
    await openAt('/support');

    const link = await screen.findByRole('link', { name: 'Charged twice for March' });
    expect(link).toHaveAttribute('href', `/support/${TICKET_ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('#42')).toBeInTheDocument();
    expect(within(row).getByText('Billing')).toBeInTheDocument();
    expect(within(row).getByText('Waiting for you')).toBeInTheDocument();
    expect(within(row).getByText(/Nov 20, 2026/)).toBeInTheDocument();
    const closedRow = screen.getByRole('link', { name: 'Export to PDF' }).closest('tr') as HTMLElement;
    expect(within(closedRow).getByText('Closed')).toBeInTheDocument();
    expect(within(closedRow).getByText('Feature request')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  });

  it('says there are no tickets yet and offers to open one', async () => {
    serve({ 'support.list': () => [] });
    await openAt('/support');
    expect(await screen.findByText('No tickets yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open your first ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens a ticket with subject, category, message and an uploaded file, then shows it', async () => {
    const sent: InputOf<'support.open'>[] = [];
    const uploads: string[] = [];
    serve({ 'support.list': () => [], 'support.get': () => detail() });
    mswServer.use(
      http.post(`${TEST_ORIGIN}/api/media/support`, ({ request }) => {
        uploads.push(decodeURIComponent(request.headers.get('x-file-name') ?? ''));
        return HttpResponse.json(
          {
            id: UPLOAD_ID,
            src: `/media/support/user-1/${UPLOAD_ID}.pdf`,
            fileName: 'statement.pdf',
            mimeType: 'application/pdf',
            type: 'document',
            size: 2048,
          },
          { status: 201 },
        );
      }),
      trpcMutation(TEST_ORIGIN, 'support.open', { data: detail(), onRequest: (input) => sent.push(input) }),
    );
    const { user, router } = await openAt('/support');

    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Charged twice for March');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Billing' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'My card was charged twice.');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByRole('button', { name: 'Remove statement.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(uploads).toEqual(['statement.pdf']));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Open ticket' })).toBeEnabled());

    await user.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          subject: 'Charged twice for March',
          category: 'billing',
          message: 'My card was charged twice.',
          attachmentIds: [UPLOAD_ID],
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/support/${TICKET_ID}`));
    expect(await screen.findByRole('heading', { name: 'Charged twice for March' })).toBeInTheDocument();
  });

  it('says when a file was refused and leaves it out of the ticket once removed', async () => {
    const sent: InputOf<'support.open'>[] = [];
    serve({ 'support.list': () => [], 'support.get': () => detail() });
    mswServer.use(
      http.post(`${TEST_ORIGIN}/api/media/support`, () =>
        HttpResponse.json(
          { error: { code: 'UPLOAD_REFUSED', message: 'This place takes no text/plain files.' } },
          { status: 415 },
        ),
      ),
      trpcMutation(TEST_ORIGIN, 'support.open', { data: detail(), onRequest: (input) => sent.push(input) }),
    );
    const { user } = await openAt('/support');

    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Broken export');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'The export fails.');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, new File(['%PDF-1.4'], 'export.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Failed to upload file')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove export.pdf' }));
    expect(within(dialog).queryByText('export.pdf')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.attachmentIds).toEqual([]);
  });

  it('does not send a ticket without a message and says why', async () => {
    const sent: unknown[] = [];
    serve({ 'support.list': () => [] });
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'support.open', { data: detail(), onRequest: (input) => sent.push(input) }),
    );
    const { user } = await openAt('/support');

    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Login loop');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Open ticket' }));

    expect(await within(dialog).findByText('Write a message.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('/support/{ticketId}', () => {
  it('shows the thread and a reply appears once sent', async () => {
    let ticket = detail();
    const replies: InputOf<'support.reply'>[] = [];
    serve({ 'support.get': () => ticket, 'support.list': () => [billingTicket] });
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'support.reply', {
        data: detail(),
        onRequest: (input) => {
          replies.push(input);
          ticket = {
            ...ticket,
            status: 'open',
            messages: [
              ...ticket.messages,
              {
                id: 'm3',
                authorRole: 'user',
                authorName: 'Ada Lovelace',
                body: input.message,
                internal: false,
                attachments: [],
                createdAt: new Date('2026-11-21T10:00:00Z'),
              },
            ],
          };
        },
      }),
    );
    const { user } = await openAt(`/support/${TICKET_ID}`);

    expect(await screen.findByRole('heading', { name: 'Charged twice for March' })).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Conversation' });
    expect(within(thread).getByText('We refunded the second charge.')).toBeInTheDocument();
    expect(within(thread).getByText('Grace')).toBeInTheDocument();
    expect(within(thread).getByRole('link', { name: 'Open statement.pdf' })).toHaveAttribute(
      'href',
      `/media/support/user-1/${UPLOAD_ID}.pdf`,
    );

    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Thank you, I see the refund.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await within(thread).findByText('Thank you, I see the refund.')).toBeInTheDocument();
    expect(replies).toEqual([{ ticketId: TICKET_ID, message: 'Thank you, I see the refund.', attachmentIds: [] }]);
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  });

  it('asks before closing, then shows the ticket closed with the note that a reply reopens it', async () => {
    let ticket = detail();
    const closes: unknown[] = [];
    serve({ 'support.get': () => ticket, 'support.list': () => [billingTicket] });
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'support.close', {
        data: { ...detail(), status: 'closed' },
        onRequest: (input) => {
          closes.push(input);
          ticket = { ...ticket, status: 'closed' };
        },
      }),
    );
    const { user } = await openAt(`/support/${TICKET_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this ticket?' });
    expect(closes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close ticket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close ticket' }));

    expect(await screen.findByText('This ticket is closed. Replying opens it again.')).toBeInTheDocument();
    expect(closes).toEqual([{ ticketId: TICKET_ID }]);
    expect(screen.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
  });

  it("says a ticket that is not the user's was not found and links back to the list", async () => {
    mswServer.use(ticketNotFound());
    serve({ 'support.list': () => [] });
    await openAt(`/support/${TICKET_ID}`);

    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your tickets' })).toHaveAttribute('href', '/support');
  });
});
