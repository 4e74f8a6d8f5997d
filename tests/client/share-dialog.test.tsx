import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import ShareDialog from '../../client/src/features/blog/share/ShareDialog.tsx';
import type { TGoogleContact } from '../../shared/src/schemas/google-contacts.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import type { OutputOf } from '../mocks/trpc.ts';
import { mswServer } from '../setup/msw-node.ts';
import { publicMutation, publicQuery } from './blog-public-api-handlers.ts';

/**
 * The share dialog (spec §2, §8 "Contacts and sharing", §9): the networks in 600×400 popups, the
 * copy confirmation for 2 s, the Gmail gates in the spec's order, and the contact picker — only
 * addresses, search, 50 a page, at least one selected, Refresh, and Gmail's compose window.
 */

configure({ asyncUtilTimeout: 5000 });

const ARTICLE = {
  title: 'Keyword research in 2026',
  url: 'https://wordloom.app/seo/tools/general/en/keyword-research',
  text: 'How to find the words your readers type.',
};

let openSpy: MockInstance<typeof window.open>;
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

function popupOpens() {
  openSpy.mockImplementation(() => ({ opener: window }) as unknown as Window);
}

beforeEach(() => {
  openSpy = vi.spyOn(window, 'open');
  popupOpens();
});
afterEach(() => {
  openSpy.mockRestore();
  window.history.replaceState(null, '', '/');
});

async function renderDialog() {
  const user = userEvent.setup();
  // After userEvent's own clipboard stub, so the test sees what the dialog copies.
  writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const onClose = vi.fn();
  const view = await renderInApp(<ShareDialog opened onClose={onClose} {...ARTICLE} />);
  return { user, onClose, ...view };
}

function contactsOf(count: number): TGoogleContact[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    return { name: `Contact ${number}`, email: `contact${number}@example.com`, phone: '' };
  });
}

/** The picker's list as the server answers it: email only already, search and 50 a page. */
function contactsServer(initial: TGoogleContact[]) {
  const state = { contacts: initial, listInputs: [] as { search: string; page: number }[] };
  mswServer.use(
    http.get(`${TEST_ORIGIN}/trpc/googleContacts.list`, ({ request }) => {
      const raw = new URL(request.url).searchParams.get('input') ?? 'null';
      const input = superjson.deserialize<{ search?: string; page?: number }>(JSON.parse(raw));
      const search = (input.search ?? '').toLowerCase();
      const page = input.page ?? 1;
      state.listInputs.push({ search, page });
      const matching = state.contacts.filter(
        (contact) => contact.name.toLowerCase().includes(search) || contact.email.toLowerCase().includes(search),
      );
      const data: OutputOf<'googleContacts.list'> = {
        contacts: matching.slice((page - 1) * 50, page * 50),
        total: matching.length,
        page,
        pageSize: 50,
      };
      return HttpResponse.json({ result: { data: superjson.serialize(data) } });
    }),
  );
  return state;
}

function gate(data: OutputOf<'googleContacts.status'>) {
  mswServer.use(publicQuery('googleContacts.status', { data }));
}

describe('the networks and copy', () => {
  it('opens each network in a 600×400 popup with its share address', async () => {
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'LinkedIn' }));
    await user.click(screen.getByRole('button', { name: 'Facebook' }));
    await user.click(screen.getByRole('button', { name: 'Twitter' }));
    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    const addresses = openSpy.mock.calls.map(([address]) => String(address));
    expect(addresses[0]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=https%3A%2F%2Fwordloom/);
    expect(addresses[1]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(addresses[2]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=Keyword/);
    expect(addresses[3]).toMatch(/^https:\/\/wa\.me\/\?text=/);
    for (const [, target, features] of openSpy.mock.calls) {
      expect(target).toBe('_blank');
      expect(features).toContain('width=600');
      expect(features).toContain('height=400');
    }
  });

  it('says "Share Failed" when the popup is blocked', async () => {
    const { user } = await renderDialog();
    openSpy.mockImplementation(() => null);
    await user.click(await screen.findByRole('button', { name: 'Facebook' }));
    expect(await screen.findByText('Share Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to share content. Please try again.')).toBeInTheDocument();
  });

  it('copies the link and confirms it for 2 seconds', async () => {
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    expect(writeText).toHaveBeenCalledWith(ARTICLE.url);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    const shownAt = Date.now();
    expect(screen.getByText('Link copied to clipboard')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy to Clipboard' }, { timeout: 4000 })).toBeInTheDocument();
    // The confirmation stayed its 2 s (the moment it appeared was seen a little after it did).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    expect(screen.queryByText('Link copied to clipboard')).not.toBeInTheDocument();
  });

  it('says "Copy failed." when the browser refuses', async () => {
    const { user } = await renderDialog();
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    expect(await screen.findByText('Copy failed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
  });
});

describe('the Gmail gates, in the spec’s order', () => {
  it('not signed in: asks to sign in', async () => {
    mswServer.use(publicQuery('googleContacts.status', { appError: 'UNAUTHENTICATED', httpStatus: 401 }));
    const { user, onClose } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Gmail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to share by Gmail' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(onClose).toHaveBeenCalled();
  });

  it('no Google: connects Google through the contacts consent, coming back here', async () => {
    gate({ scenario: 'no_google' });
    window.history.replaceState(null, '', '/seo/tools/general/en/keyword-research');
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Gmail' }));
    const dialog = await screen.findByRole('dialog', { name: 'No Google account connected' });
    expect(within(dialog).getByRole('link', { name: 'Connect Google' })).toHaveAttribute(
      'href',
      '/auth/google/contacts?returnTo=%2Fseo%2Ftools%2Fgeneral%2Fen%2Fkeyword-research',
    );
  });

  it('missing permission: grants it through Google', async () => {
    gate({ scenario: 'missing_permission' });
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Gmail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permission Required' });
    expect(within(dialog).getByRole('link', { name: 'Grant permission' }).getAttribute('href')).toMatch(
      /^\/auth\/google\/contacts\?returnTo=%2F/,
    );
  });

  it('no contacts: fetches them, then offers the picker', async () => {
    const fetched: unknown[] = [];
    mswServer.use(
      publicQuery('googleContacts.status', { data: { scenario: 'no_contacts' } }),
      publicMutation('googleContacts.fetch', { data: { count: 3, withEmail: 2 } }, (input) => fetched.push(input)),
    );
    contactsServer(contactsOf(2));
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Gmail' }));
    const dialog = await screen.findByRole('dialog', { name: 'No Contacts' });
    mswServer.use(publicQuery('googleContacts.status', { data: { scenario: 'has_contacts', count: 3, withEmail: 2 } }));
    await user.click(within(dialog).getByRole('button', { name: 'Fetch contacts' }));
    const ready = await screen.findByRole('dialog', { name: 'Share by Gmail' });
    expect(fetched).toHaveLength(1);
    await user.click(within(ready).getByRole('button', { name: 'Choose contacts' }));
    expect(await screen.findByRole('checkbox', { name: /Contact 001/ })).toBeInTheDocument();
  });

  it('no contacts: says "No Contacts" when Google has none, and the token text when it expired', async () => {
    gate({ scenario: 'no_contacts' });
    mswServer.use(publicMutation('googleContacts.fetch', { data: { count: 0, withEmail: 0 } }));
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Gmail' }));
    const dialog = await screen.findByRole('dialog', { name: 'No Contacts' });
    await user.click(within(dialog).getByRole('button', { name: 'Fetch contacts' }));
    expect(await screen.findByText('Your Google account has no contacts.')).toBeInTheDocument();

    mswServer.use(publicMutation('googleContacts.fetch', { appError: 'GOOGLE_TOKEN_EXPIRED', httpStatus: 412 }));
    await user.click(within(dialog).getByRole('button', { name: 'Fetch contacts' }));
    expect(
      await screen.findByText('Google token has expired. Please reconnect your Google account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch contacts')).toBeInTheDocument();
  });

  it('has contacts: opens the picker at once', async () => {
    gate({ scenario: 'has_contacts', count: 2, withEmail: 2 });
    contactsServer(contactsOf(2));
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Gmail' }));
    expect(await screen.findByRole('dialog', { name: 'Share by Gmail' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Contact 002/ })).toBeInTheDocument();
  });
});

describe('the contact picker', () => {
  async function openPicker(contacts: TGoogleContact[]) {
    gate({ scenario: 'has_contacts', count: contacts.length, withEmail: contacts.length });
    const server = contactsServer(contacts);
    const rendered = await renderDialog();
    await rendered.user.click(await screen.findByRole('button', { name: 'Gmail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share by Gmail' });
    await within(dialog).findByRole('checkbox', { name: /Contact 001/ });
    return { ...rendered, dialog, server };
  }

  it('asks for at least one contact', async () => {
    const { user, dialog } = await openPicker(contactsOf(3));
    await user.click(within(dialog).getByRole('button', { name: 'Compose in Gmail' }));
    expect(await screen.findByText('Please select at least one contact')).toBeInTheDocument();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('shows 50 a page, pages on, selects all on a page, and composes to the selected', async () => {
    const { user, dialog, server } = await openPicker(contactsOf(120));
    const rows = () => within(dialog).getAllByRole('checkbox', { name: /^Contact \d{3}/ });
    expect(rows()).toHaveLength(50);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(dialog).getByText('50 selected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '3' }));
    await within(dialog).findByRole('checkbox', { name: /Contact 120/ });
    expect(rows()).toHaveLength(20);
    expect(server.listInputs.at(-1)).toEqual({ search: '', page: 3 });
    await user.click(within(dialog).getByRole('checkbox', { name: /Contact 120/ }));
    expect(within(dialog).getByText('51 selected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Compose in Gmail' }));
    const [address, , features] = openSpy.mock.calls[0] ?? [];
    const compose = new URL(String(address));
    expect(compose.origin + compose.pathname).toBe('https://mail.google.com/mail/');
    expect(compose.searchParams.get('view')).toBe('cm');
    const to = compose.searchParams.get('to')?.split(',') ?? [];
    expect(to).toHaveLength(51);
    expect(to).toContain('contact001@example.com');
    expect(to).toContain('contact120@example.com');
    expect(compose.searchParams.get('su')).toBe(ARTICLE.title);
    expect(compose.searchParams.get('body')).toBe(`${ARTICLE.text}\n\n${ARTICLE.url}`);
    expect(features).toContain('width=600');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('searches by name or address', async () => {
    const { user, dialog, server } = await openPicker([
      ...contactsOf(3),
      { name: 'Grace Hopper', email: 'GRACE@navy.example', phone: '' },
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Search contacts' }), 'Grace');
    await within(dialog).findByRole('checkbox', { name: /Grace Hopper/ });
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: /Contact 001/ })).not.toBeInTheDocument(),
    );
    expect(server.listInputs.at(-1)).toEqual({ search: 'grace', page: 1 });
  });

  it('copies a body too long for the address, and says so', async () => {
    gate({ scenario: 'has_contacts', count: 1, withEmail: 1 });
    contactsServer(contactsOf(1));
    const user = userEvent.setup();
    writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const longText = '検索エンジンは質問に完全に答えるページを評価します。'.repeat(12);
    await renderInApp(<ShareDialog opened onClose={vi.fn()} {...ARTICLE} text={longText} />);
    await user.click(await screen.findByRole('button', { name: 'Gmail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share by Gmail' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Contact 001/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Compose in Gmail' }));
    expect(await screen.findByText('Message copied')).toBeInTheDocument();
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied.endsWith(ARTICLE.url)).toBe(true);
    expect(copied.length).toBeLessThanOrEqual(1000);
    const compose = new URL(String(openSpy.mock.calls[0]?.[0]));
    expect(compose.searchParams.get('body')).toBeNull();
    expect(String(openSpy.mock.calls[0]?.[0]).length).toBeLessThanOrEqual(2048);
  });

  it('tells a blocked Gmail window', async () => {
    const { user, dialog } = await openPicker(contactsOf(2));
    openSpy.mockImplementation(() => null);
    await user.click(within(dialog).getByRole('checkbox', { name: /Contact 002/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Compose in Gmail' }));
    expect(await screen.findByText('Failed to open Gmail. Please allow popups...')).toBeInTheDocument();
  });

  it('Refresh clears, fetches, and reads the list again after 2 seconds', async () => {
    const calls: string[] = [];
    const { user, dialog, server } = await openPicker(contactsOf(2));
    mswServer.use(
      publicMutation('googleContacts.clear', { data: undefined }, () => calls.push('clear')),
      publicMutation('googleContacts.fetch', { data: { count: 3, withEmail: 3 } }, () => {
        calls.push('fetch');
        server.contacts = contactsOf(3);
      }),
    );
    const readsBefore = server.listInputs.length;
    await user.click(within(dialog).getByRole('button', { name: 'Refresh contacts' }));
    await waitFor(() => expect(calls).toEqual(['clear', 'fetch']));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.listInputs.length).toBe(readsBefore);
    expect(await within(dialog).findByRole('checkbox', { name: /Contact 003/ }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('says "Refresh Failed" with the reason when the fetch fails', async () => {
    const { user, dialog } = await openPicker(contactsOf(2));
    mswServer.use(
      publicMutation('googleContacts.clear', { data: undefined }),
      publicMutation('googleContacts.fetch', { appError: 'GOOGLE_CONTACTS_FETCH_FAILED', httpStatus: 502 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refresh contacts' }));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch contacts')).toBeInTheDocument();
  });

  it('says "Failed to load contacts" when the list cannot be read', async () => {
    gate({ scenario: 'has_contacts', count: 2, withEmail: 2 });
    mswServer.use(publicQuery('googleContacts.list', { appError: 'INTERNAL', httpStatus: 500 }));
    const { user } = await renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Gmail' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect((await screen.findAllByText('Failed to load contacts')).length).toBeGreaterThan(0);
  });
});
