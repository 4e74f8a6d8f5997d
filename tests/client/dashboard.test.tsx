import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DashboardPage } from '../../client/src/features/dashboard/DashboardPage.tsx';
import { AppShellLayout } from '../../client/src/features/shell/AppShellLayout.tsx';
import { renderedUntilShown } from '../helpers/clock.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { type OutputOf, trpcQueries, trpcQuery } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

const signedUpAt = new Date('2026-03-02T09:30:00Z');
const freeWordsExpire = new Date('2026-03-09T09:30:00Z');

const newAccount: OutputOf<'words.account'> = {
  availableWords: 2000,
  heldWords: 0,
  nextExpiry: { words: 2000, at: freeWordsExpire },
  history: [
    {
      id: 'tx-1',
      transactionType: 'grant',
      wordsAmount: 2000,
      description: 'Free words for signing up',
      reason: 'signup_bonus',
      reasonKind: null,
      expiresAt: freeWordsExpire,
      createdAt: signedUpAt,
      pending: false,
    },
  ],
};

describe('dashboard page', () => {
  it("describes the history in the user's language, and shows other notes as written", async () => {
    const rows = [
      ['Reserved for: LinkedIn post', 'reserved', 'linkedin_post', 'hold', -300],
      ['LinkedIn post written', 'written', 'linkedin_post', 'settle', 300],
      ['Free words for signing up', 'signup_bonus', null, 'grant', 2000],
      ['Added by support for the outage', null, null, 'grant', 100],
    ] as const;
    const history = rows.map(([description, reason, reasonKind, transactionType, wordsAmount], index) => ({
      id: `tx-${index}`,
      transactionType,
      wordsAmount,
      description,
      reason,
      reasonKind,
      expiresAt: null,
      createdAt: signedUpAt,
      pending: transactionType === 'hold',
    }));
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: { ...newAccount, history } }));
    await renderInApp(<DashboardPage user={signedInUser()} />, { language: 'fr' });

    const table = await screen.findByRole('table', { name: 'Historique des mots' });
    const descriptions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(descriptions).toEqual([
      'Réservés pour : Post LinkedIn',
      'Post LinkedIn rédigé',
      "Mots offerts à l'inscription",
      'Added by support for the outage',
    ]);
  });

  it('greets the user and shows the available words, their expiry and the history', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: newAccount }));
    await renderInApp(<DashboardPage user={signedInUser()} />);

    expect(await screen.findByText('2,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('2,000 words expire on March 9, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/reserved for work in progress/)).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Word history' });
    const [, grantRow] = within(table).getAllByRole('row');
    expect(grantRow).toBeDefined();
    const cells = within(grantRow as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('Mar 2, 2026'),
      'Added',
      'Free words for signing up',
      '+2,000',
      'Mar 9, 2026',
    ]);
  });

  it('shows reserved words, and a hold with its minus sign', async () => {
    const account: OutputOf<'words.account'> = {
      ...newAccount,
      availableWords: 1200,
      heldWords: 300,
      history: [
        {
          id: 'tx-2',
          transactionType: 'hold',
          wordsAmount: -300,
          description: 'Article generation',
          reason: null,
          reasonKind: null,
          expiresAt: null,
          createdAt: new Date('2026-03-03T10:00:00Z'),
          pending: true,
        },
        ...newAccount.history,
      ],
    };
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: account }));
    await renderInApp(<DashboardPage user={signedInUser()} />);

    expect(await screen.findByText('1,200')).toBeInTheDocument();
    expect(screen.getByText('300 more words are reserved for work in progress')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('-300')).toBeInTheDocument();
  });

  it('says what the expiry date means, apart from the free trial', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: newAccount }));
    await renderInApp(<DashboardPage user={signedInUser()} />);
    expect(await screen.findByText('2,000 words expire on March 9, 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Words you have not used by then are gone. This date can come before your free trial ends.'),
    ).toBeInTheDocument();
  });

  it('labels a generation by what it cost: used, not charged, or pending', async () => {
    const generations = [
      ['settle', 'written', 'linkedin_post', -240, false],
      ['release', 'generation_failed', null, 0, false],
      ['settle', 'template_draft', null, 0, false],
      ['hold', 'reserved', 'article_body', -600, true],
    ] as const;
    const history = generations.map(([transactionType, reason, reasonKind, wordsAmount, pending], index) => ({
      id: `gen-${index}`,
      transactionType,
      wordsAmount,
      description: '',
      reason,
      reasonKind,
      expiresAt: null,
      createdAt: signedUpAt,
      pending,
    }));
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: { ...newAccount, history } }));
    await renderInApp(<DashboardPage user={signedInUser()} />);

    const table = await screen.findByRole('table', { name: 'Word history' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 4)
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Used', 'LinkedIn post written', '-240'],
      ['Not charged', 'Reserved words returned (generation failed)', '0'],
      ['Not charged', 'Reserved words returned (template draft, not charged)', '0'],
      ['Pending', 'Reserved for: Article body', '-600'],
    ]);
  });

  it('lists the history on a phone with the words beside each line, not in a wide table', async () => {
    const phoneWidth = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 36em)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    onTestFinished(() => phoneWidth.mockRestore());
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: newAccount }));
    await renderInApp(<DashboardPage user={signedInUser()} />);

    const list = await screen.findByRole('list', { name: 'Word history' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent(/^AddedFree words for signing upMar 2, 2026.*\+2,000$/);
  });

  it('says so when there is no history yet', async () => {
    const empty = { availableWords: 0, heldWords: 0, nextExpiry: null, history: [] };
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: empty }));
    await renderInApp(<DashboardPage user={signedInUser()} />);

    expect(await screen.findByText('No word activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/expire on/)).not.toBeInTheDocument();
  });

  it('shows an error with a retry instead of leaving for /server-error, and recovers', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { status: 500 }));
    const { onServerFailure } = await renderedUntilShown(
      () => renderInApp(<DashboardPage user={signedInUser()} />),
      'Could not load your words',
    );

    expect(await screen.findByText('Could not load your words')).toBeInTheDocument();
    expect(onServerFailure).not.toHaveBeenCalled();

    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: newAccount }));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('2,000')).toBeInTheDocument();
  });

  it('links to the LinkedIn post creator, the article writer and the articles', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: newAccount }));
    await renderInApp(<DashboardPage user={signedInUser()} />);

    expect(await screen.findByRole('link', { name: /Create LinkedIn post/ })).toHaveAttribute(
      'href',
      '/linkedin-grow/create',
    );
    expect(screen.getByRole('link', { name: /Article Writer/ })).toHaveAttribute('href', '/article-writer');
    expect(screen.getByRole('link', { name: /My Articles/ })).toHaveAttribute('href', '/blogs');
  });
});

describe('app shell', () => {
  it('shows the email prefix, the Free Trial label, the navigation and the page; no admin entry for a user', async () => {
    await renderInApp(
      <AppShellLayout user={signedInUser({ trialEndsAt: new Date(Date.now() + 24 * 60 * 60 * 1000) })}>
        <p>Page content</p>
      </AppShellLayout>,
      { path: '/dashboard' },
    );

    expect(await screen.findByText('Page content')).toBeInTheDocument();
    expect(screen.getByText('ada.lovelace')).toBeInTheDocument();
    expect(screen.getByText('Free Trial')).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('data-active', 'true');
    expect(within(navigation).getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account');
    expect(within(navigation).getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();
    expect(screen.queryByText('Please verify your email address')).not.toBeInTheDocument();
  });

  it('shows the balance in the top bar', async () => {
    mswServer.use(trpcQuery(TEST_ORIGIN, 'words.account', { data: newAccount }));
    await renderInApp(
      <AppShellLayout user={signedInUser()}>
        <p>Page content</p>
      </AppShellLayout>,
      { path: '/dashboard' },
    );
    expect(await screen.findByLabelText('2,000 words available')).toHaveTextContent('2,000');
  });

  it('shows the Admin Dashboard entry to an admin', async () => {
    await renderInApp(
      <AppShellLayout user={signedInUser({ roles: ['user', 'admin'], isAdmin: true })}>
        <p>Page content</p>
      </AppShellLayout>,
    );

    const navigation = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(navigation).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('opens the group of the current page and lets the other one be opened', async () => {
    await renderInApp(
      <AppShellLayout user={signedInUser()}>
        <p>Page content</p>
      </AppShellLayout>,
      { path: '/linkedin-grow/insights' },
    );

    const navigation = await screen.findByRole('navigation', { name: 'Dashboard navigation' });
    expect(within(navigation).getByRole('button', { name: 'LinkedinGrow' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(navigation).getByRole('link', { name: 'Insights' })).toHaveAttribute('data-active', 'true');
    const articleGroup = within(navigation).getByRole('button', { name: 'Article Writer AI Agent' });
    expect(articleGroup).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(articleGroup);
    expect(articleGroup).toHaveAttribute('aria-expanded', 'true');
    expect(await within(navigation).findByRole('link', { name: 'My Articles' })).toHaveAttribute('href', '/blogs');
  });

  it('asks an unverified user to confirm the address and resends the link', async () => {
    let resentTo: unknown;
    mswServer.use(
      trpcMutation(TEST_ORIGIN, 'auth.resendVerification', {
        onRequest: (input) => {
          resentTo = input;
        },
      }),
    );
    await renderInApp(
      <AppShellLayout user={signedInUser({ emailVerified: false })}>
        <p>Page content</p>
      </AppShellLayout>,
    );

    expect(await screen.findByText('Please verify your email address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await expect.poll(() => resentTo).toEqual({ email: 'ada.lovelace@example.com', language: 'en' });
    expect(screen.queryByRole('link', { name: 'development mailbox' })).not.toBeInTheDocument();
  });

  it('tells an unverified user where the mail is when the server sends none', async () => {
    // The top bar's balance and the banner's system facts come in one batch.
    mswServer.use(
      trpcQueries(TEST_ORIGIN, {
        'words.account': () => newAccount,
        'system.info': () => ({ ...SYSTEM_INFO, devMailbox: true }),
      }),
    );
    await renderInApp(
      <AppShellLayout user={signedInUser({ emailVerified: false })}>
        <p>Page content</p>
      </AppShellLayout>,
    );
    expect(await screen.findByRole('link', { name: 'development mailbox' })).toHaveAttribute('href', '/dev/mailbox');
  });
});
