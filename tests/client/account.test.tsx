import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountPage, type AccountPageProps } from '../../client/src/features/account/AccountPage.tsx';
import { describeUserAgent } from '../../client/src/features/account/user-agent.ts';
import { renderedUntilShown } from '../helpers/clock.ts';
import { renderInApp, TEST_ORIGIN } from '../helpers/render.tsx';
import { FAIL, type MutationPath, type OutputOf, type QueryAnswers, trpcQueries } from '../mocks/trpc.ts';
import { type MutationAnswer, trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const REFERRAL_LINK = 'http://localhost:3000/signup?ref=ada42xyz';

const OVERVIEW: OutputOf<'account.overview'> = {
  email: 'ada@example.com',
  emailVerified: true,
  profile: {
    name: 'Ada Lovelace',
    phone: '+447911123456',
    organization: 'Analytical Engines',
    country: 'United Kingdom',
  },
  hasPassword: true,
  connections: [
    {
      provider: 'google',
      email: 'ada.personal@gmail.com',
      connectedAt: new Date('2026-10-01T10:00:00Z'),
      scopes: ['openid', 'email'],
    },
  ],
  referral: { code: 'ada42xyz', link: REFERRAL_LINK },
};

const SESSIONS: OutputOf<'account.sessions'> = [
  {
    id: '6f1c2d34-0000-4000-8000-000000000001',
    userAgent: CHROME_ON_MAC,
    ipAddress: '198.51.100.4',
    createdAt: new Date('2026-11-01T08:00:00Z'),
    lastSeenAt: new Date('2026-11-22T11:55:00Z'),
    current: true,
  },
  {
    id: '6f1c2d34-0000-4000-8000-000000000002',
    userAgent: SAFARI_ON_IPHONE,
    ipAddress: '203.0.113.9',
    createdAt: new Date('2026-11-10T08:00:00Z'),
    lastSeenAt: new Date('2026-11-20T18:30:00Z'),
    current: false,
  },
];

/** The page's queries, asked for at once; each answer is asked anew on every request. */
function serveQueries(answers: QueryAnswers) {
  mswServer.use(trpcQueries(TEST_ORIGIN, { 'system.info': () => SYSTEM_INFO, ...answers }));
}

function mutation<Path extends MutationPath>(path: Path, answer: MutationAnswer<Path> = {}) {
  const inputs: unknown[] = [];
  mswServer.use(trpcMutation(TEST_ORIGIN, path, { ...answer, onRequest: (input) => inputs.push(input) }));
  return inputs;
}

async function renderAccount(
  { overview = OVERVIEW, sessions = SESSIONS, info = SYSTEM_INFO } = {},
  props: Partial<AccountPageProps> = {},
) {
  serveQueries({ 'account.overview': () => overview, 'account.sessions': () => sessions, 'system.info': () => info });
  const view = await renderInApp(<AccountPage onConnectOutcomeSeen={vi.fn()} {...props} />, { path: '/account' });
  await screen.findByRole('heading', { name: 'Profile' });
  return view;
}

/** A field by its label; Mantine ends the label of a required field with an asterisk. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const section = (name: string) => screen.getByRole('region', { name });

/** The sentence around a value that is isolated from its direction (an address inside a right-to-left text). */
async function sentenceAround(container: HTMLElement, value: string) {
  const isolated = await within(container).findByText(value);
  expect(isolated.tagName).toBe('BDI');
  return isolated.parentElement;
}

describe('account page', () => {
  it('shows the profile, sign-in methods, sessions and referral link', async () => {
    await renderAccount();
    expect(screen.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeInTheDocument();

    expect(field('Email')).toHaveValue('ada@example.com');
    expect(within(section('Profile')).getByText('Verified')).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('🇬🇧 +44');
    expect(field('Phone number')).toHaveValue('7911123456');
    expect(field('Organization name')).toHaveValue('Analytical Engines');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('🇬🇧 United Kingdom');

    expect(field('Current password')).toBeInTheDocument();

    const connected = section('Connected accounts');
    expect(await sentenceAround(connected, 'ada.personal@gmail.com')).toHaveTextContent(
      /^ada\.personal@gmail\.com · since Oct 1, 2026$/,
    );
    expect(within(connected).getByRole('button', { name: 'Disconnect' })).toBeEnabled();
    expect(within(connected).getByRole('link', { name: 'Connect' })).toHaveAttribute(
      'href',
      '/auth/linkedin?lang=en&returnTo=%2Faccount',
    );

    const sessions = section('Active sessions');
    const [thisDevice, phone] = await within(sessions).findAllByRole('listitem');
    expect(within(thisDevice as HTMLElement).getByText('Chrome on macOS')).toBeInTheDocument();
    expect(within(thisDevice as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(thisDevice as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(phone as HTMLElement).getByText('Safari on iPhone')).toBeInTheDocument();
    expect(await sentenceAround(phone as HTMLElement, '203.0.113.9')).toHaveTextContent(
      /^IP 203\.0\.113\.9 · Last active Nov 20, 2026/,
    );
    expect(within(phone as HTMLElement).getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeInTheDocument();

    expect(screen.getByLabelText('Your referral link')).toHaveValue(REFERRAL_LINK);
    expect(
      screen.getByText('Share your link: a friend who signs up through it gets 500 extra words.'),
    ).toBeInTheDocument();
  });

  it('hides a provider this site cannot connect, and offers a first password to a provider-only account', async () => {
    await renderAccount({
      overview: { ...OVERVIEW, hasPassword: false },
      info: { ...SYSTEM_INFO, signInProviders: { google: true, linkedin: false } },
    });
    const connected = section('Connected accounts');
    await sentenceAround(connected, 'ada.personal@gmail.com');
    expect(within(connected).queryByText('LinkedIn')).not.toBeInTheDocument();
    // Google is the only way in: it cannot be disconnected before a password is set.
    expect(within(connected).getByRole('button', { name: 'Disconnect' })).toBeDisabled();
    expect(
      within(connected).getByText('Set a password before disconnecting your only sign-in method.'),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('keeps an address and an e-mail in their own direction inside Arabic sentences', async () => {
    serveQueries({ 'account.overview': () => OVERVIEW, 'account.sessions': () => SESSIONS });
    await renderInApp(<AccountPage onConnectOutcomeSeen={vi.fn()} />, { language: 'ar', path: '/ar/account' });
    expect(await sentenceAround(document.body, 'ada.personal@gmail.com')).toHaveTextContent(
      /^ada\.personal@gmail\.com · منذ /,
    );
    expect(await sentenceAround(document.body, '203.0.113.9')).toHaveTextContent(/^IP 203\.0\.113\.9 · آخر نشاط /);
  });

  it('shows a retry when the account does not load', async () => {
    let fail = true;
    serveQueries({ 'account.overview': () => (fail ? FAIL : OVERVIEW), 'account.sessions': () => SESSIONS });
    const { onServerFailure } = await renderedUntilShown(
      () => renderInApp(<AccountPage onConnectOutcomeSeen={vi.fn()} />),
      'Could not load your account',
    );
    expect(await screen.findByText('Could not load your account')).toBeInTheDocument();
    expect(onServerFailure).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });
});

describe('profile', () => {
  it('applies the sign-up rules before sending anything', async () => {
    const inputs = mutation('account.updateProfile');
    await renderAccount();
    await userEvent.clear(field('Full name'));
    await userEvent.clear(field('Phone number'));
    await userEvent.type(field('Phone number'), '79-11');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number (6-12 digits, numbers only).')).toBeInTheDocument();
    expect(inputs).toEqual([]);

    await userEvent.clear(field('Phone number'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter your phone number.')).toBeInTheDocument();
  });

  it('saves the profile the way sign-up sends it and says so', async () => {
    const saved = { name: 'Ada King', phone: '+447911000000', organization: null, country: 'United Kingdom' };
    const inputs = mutation('account.updateProfile', { data: saved });
    await renderAccount();
    await userEvent.clear(field('Full name'));
    await userEvent.type(field('Full name'), 'Ada King');
    await userEvent.clear(field('Phone number'));
    await userEvent.type(field('Phone number'), '7911000000');
    await userEvent.clear(field('Organization name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(inputs).toEqual([
      {
        fullName: 'Ada King',
        dialCode: '+44',
        phone: '7911000000',
        organization: undefined,
        country: 'United Kingdom',
      },
    ]);
  });
});

describe('password', () => {
  async function fillPassword(current: string, next: string, confirm: string) {
    if (current) await userEvent.type(field('Current password'), current);
    await userEvent.type(field('New password'), next);
    await userEvent.type(field('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('checks the new password like sign-up does', async () => {
    const inputs = mutation('account.changePassword');
    await renderAccount();
    await fillPassword('', 'short', 'short');
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();

    await userEvent.type(field('Current password'), 'old password');
    await userEvent.type(field('New password'), ' and longer');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(inputs).toEqual([]);
  });

  it('says when the current password is wrong', async () => {
    const inputs = mutation('account.changePassword', { appError: 'WRONG_PASSWORD' });
    await renderAccount();
    await fillPassword('not it', 'a brand new one', 'a brand new one');
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(field('Current password')).toHaveAccessibleDescription('Current password is incorrect.');
    expect(inputs).toEqual([
      { currentPassword: 'not it', newPassword: 'a brand new one', confirmPassword: 'a brand new one' },
    ]);
  });

  it('changes the password, empties the form and reloads the sessions', async () => {
    mutation('account.changePassword');
    let sessionLoads = 0;
    serveQueries({
      'account.overview': () => OVERVIEW,
      'account.sessions': () => {
        sessionLoads += 1;
        return sessionLoads === 1 ? SESSIONS : SESSIONS.slice(0, 1);
      },
    });
    await renderInApp(<AccountPage onConnectOutcomeSeen={vi.fn()} />);
    await screen.findAllByRole('listitem');
    await fillPassword('old password', 'a brand new one', 'a brand new one');
    expect(await screen.findByText('Password changed. You were signed out on your other devices.')).toBeInTheDocument();
    expect(field('New password')).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
  });
});

describe('connected accounts', () => {
  it('disconnects after a confirmation', async () => {
    const inputs = mutation('account.disconnectProvider');
    await renderAccount();
    const connected = section('Connected accounts');
    await userEvent.click(await within(connected).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google?' });
    expect(inputs).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Google account disconnected')).toBeInTheDocument();
    expect(inputs).toEqual([{ provider: 'google' }]);
  });

  it('explains a refused disconnect in the dialog', async () => {
    mutation('account.disconnectProvider', { appError: 'LAST_SIGN_IN_METHOD' });
    await renderAccount();
    await userEvent.click(await within(section('Connected accounts')).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(
      await within(dialog).findByText('Set a password before disconnecting your only sign-in method.'),
    ).toBeInTheDocument();
  });

  it('says why connecting failed, and lets the message go', async () => {
    const onConnectOutcomeSeen = vi.fn();
    await renderAccount({}, { connectFailure: { provider: 'google', reason: 'taken' }, onConnectOutcomeSeen });
    const alert = within(section('Connected accounts')).getByRole('alert');
    expect(alert).toHaveTextContent('This Google account is already connected to another Wordloom account.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(onConnectOutcomeSeen).toHaveBeenCalled();
  });

  it('confirms a new connection once', async () => {
    const onConnectOutcomeSeen = vi.fn();
    await renderAccount({}, { connected: 'linkedin', onConnectOutcomeSeen });
    expect(await screen.findByText('LinkedIn account connected')).toBeInTheDocument();
    expect(onConnectOutcomeSeen).toHaveBeenCalledTimes(1);
  });
});

describe('sessions', () => {
  it('signs out everywhere else', async () => {
    const inputs = mutation('account.signOutOtherSessions');
    await renderAccount();
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out everywhere else')).toBeInTheDocument();
    expect(inputs).toHaveLength(1);
  });

  it('signs out one other session by its public id', async () => {
    const inputs = mutation('account.revokeSession');
    await renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await screen.findByText('Session signed out')).toBeInTheDocument();
    expect(inputs).toEqual([{ id: '6f1c2d34-0000-4000-8000-000000000002' }]);
  });

  it('offers nothing to sign out when this is the only session', async () => {
    await renderAccount({ sessions: SESSIONS.slice(0, 1) });
    await screen.findAllByRole('listitem');
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('names devices in plain words', () => {
    expect(describeUserAgent(CHROME_ON_MAC)).toEqual({ browser: 'Chrome', os: 'macOS', kind: 'computer' });
    expect(describeUserAgent(SAFARI_ON_IPHONE)).toEqual({ browser: 'Safari', os: 'iPhone', kind: 'phone' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows', kind: 'computer' });
    expect(
      describeUserAgent('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'),
    ).toEqual({ browser: 'Chrome', os: 'Android', kind: 'tablet' });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, kind: 'computer' });
  });
});

describe('referral link', () => {
  it('copies the link and confirms it for two seconds', async () => {
    const user = userEvent.setup();
    await renderAccount();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(REFERRAL_LINK);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
