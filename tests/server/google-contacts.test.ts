import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerTokenContext } from '../../server/src/features/auth/oauth-service.ts';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import {
  CONTACTS_READONLY,
  type FakeGooglePeople,
  fakeGooglePeople,
  generatedContacts,
} from '../mocks/google-people.ts';
import { fakeOAuthProvider } from '../mocks/oauth-providers.ts';
import { mswServer } from '../setup/msw-node.ts';

/**
 * Gmail sharing's Google contacts (spec §4 gates and refresh, §5 Google token expiry, §7
 * fetch-google-contacts and the re-authorisation): the gates in the spec's order, every page of the
 * People API read and stored, the picker's pages, the token refreshed when expired, Google's 401
 * and 403 told apart, and the way back from Google's consent screen kept on this site.
 */

const PEOPLE_URL = 'https://people.googleapis.com';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE = { clientId: 'google-client', clientSecret: 'google-secret' };
const SIGN_IN_SCOPES = ['openid', 'email', 'profile'];
const HOUR_MS = 60 * 60 * 1000;

let testApp: TestApp;
let deps: AppDeps;
let people: FakeGooglePeople;

beforeAll(async () => {
  testApp = await createTestApp({ GOOGLE_CLIENT_ID: GOOGLE.clientId, GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret });
  deps = testApp.deps;
});
afterAll(() => testApp.close());

beforeEach(() => {
  people = fakeGooglePeople({ baseUrl: PEOPLE_URL, tokenUrl: TOKEN_URL });
  mswServer.use(...people.handlers);
});

let tokenNumber = 0;

/** Stores a Google token for the user as sign-in does (sealed), and gives the fake the same account. */
async function connectGoogle(
  userId: string,
  {
    scopes = [...SIGN_IN_SCOPES, CONTACTS_READONLY],
    expiresAt = new Date(Date.now() + HOUR_MS),
    refresh = true,
    contacts = generatedContacts(3),
    knownToGoogle = true,
    sealFor = userId,
  }: {
    scopes?: string[];
    expiresAt?: Date | null;
    refresh?: boolean;
    contacts?: ReturnType<typeof generatedContacts>;
    knownToGoogle?: boolean;
    sealFor?: string;
  } = {},
) {
  tokenNumber += 1;
  const accessToken = `access-${tokenNumber}`;
  const refreshToken = refresh ? `refresh-${tokenNumber}` : undefined;
  if (knownToGoogle) people.addAccount({ accessToken, refreshToken, scopes, contacts });
  const context = providerTokenContext(sealFor, 'google');
  await deps.db
    .insertInto('userProviderTokens')
    .values({
      userId,
      provider: 'google',
      token: deps.secrets.seal(accessToken, context),
      refreshToken: refreshToken ? deps.secrets.seal(refreshToken, context) : null,
      expiresAt,
      scopes: scopes.join(' '),
      scopesArray: scopes,
    })
    .execute();
  return { accessToken, refreshToken };
}

async function storedContacts(userId: string) {
  const row = await deps.db
    .selectFrom('profiles')
    .select('googleContacts')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.googleContacts as { contacts: { name: string; email: string; phone: string }[] } | null;
}

async function storedToken(userId: string) {
  const row = await deps.db
    .selectFrom('userProviderTokens')
    .select(['token', 'expiresAt'])
    .where('userId', '=', userId)
    .where('provider', '=', 'google')
    .executeTakeFirstOrThrow();
  return { token: deps.secrets.open(row.token, providerTokenContext(userId, 'google')), expiresAt: row.expiresAt };
}

describe('the Gmail gates, in the spec’s order', () => {
  it('walks no_google → missing_permission → no_contacts → has_contacts', async () => {
    const user = await signedInCaller(deps);
    expect(await user.caller.googleContacts.status()).toEqual({ scenario: 'no_google' });

    // Contacts kept from earlier do not skip the earlier gates.
    await deps.db
      .updateTable('profiles')
      .set({ googleContacts: JSON.stringify({ contacts: [{ name: 'A', email: 'a@example.com', phone: '' }] }) })
      .where('userId', '=', user.userId)
      .execute();
    expect(await user.caller.googleContacts.status()).toEqual({ scenario: 'no_google' });

    await connectGoogle(user.userId, { scopes: SIGN_IN_SCOPES });
    expect(await user.caller.googleContacts.status()).toEqual({ scenario: 'missing_permission' });

    await deps.db
      .updateTable('userProviderTokens')
      .set({ scopesArray: [...SIGN_IN_SCOPES, CONTACTS_READONLY] })
      .where('userId', '=', user.userId)
      .execute();
    await user.caller.googleContacts.clear();
    expect(await user.caller.googleContacts.status()).toEqual({ scenario: 'no_contacts' });

    await deps.db
      .updateTable('profiles')
      .set({ googleContacts: JSON.stringify({ contacts: [] }) })
      .where('userId', '=', user.userId)
      .execute();
    expect(await user.caller.googleContacts.status()).toEqual({ scenario: 'no_contacts' });
  });

  it('has_contacts counts every contact and those with an address', async () => {
    const user = await signedInCaller(deps);
    await connectGoogle(user.userId, { contacts: generatedContacts(10, 5) });
    await user.caller.googleContacts.fetch();
    expect(await user.caller.googleContacts.status()).toEqual({ scenario: 'has_contacts', count: 10, withEmail: 8 });
  });

  it('is for signed-in users only', async () => {
    await expect(testApp.caller.googleContacts.status()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(testApp.caller.googleContacts.fetch()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('fetch-google-contacts', () => {
  it('reads all three pages of 2,150 contacts and keeps them in the profile', async () => {
    const user = await signedInCaller(deps);
    const { accessToken } = await connectGoogle(user.userId, { contacts: generatedContacts(2150) });
    expect(await user.caller.googleContacts.fetch()).toEqual({ count: 2150, withEmail: 2150 });

    expect(people.requests.map(({ token, pageToken, pageSize }) => ({ token, pageToken, pageSize }))).toEqual([
      { token: accessToken, pageToken: null, pageSize: 1000 },
      { token: accessToken, pageToken: 'page-1000', pageSize: 1000 },
      { token: accessToken, pageToken: 'page-2000', pageSize: 1000 },
    ]);
    const stored = await storedContacts(user.userId);
    expect(stored?.contacts).toHaveLength(2150);
    expect(stored?.contacts[0]).toEqual({
      name: 'Contact 0001',
      email: 'contact0001@example.com',
      phone: '+1 555 010001',
    });
    expect(stored?.contacts[2149]?.email).toBe('contact2150@example.com');
  });

  it('refreshes an expired token first, and keeps the new one sealed', async () => {
    const user = await signedInCaller(deps);
    const { refreshToken } = await connectGoogle(user.userId, { expiresAt: new Date(Date.now() - 1000) });
    expect(await user.caller.googleContacts.fetch()).toEqual({ count: 3, withEmail: 3 });
    expect(people.refreshed).toEqual([`${refreshToken}-access-1`]);
    expect(people.requests.map((request) => request.token)).toEqual([`${refreshToken}-access-1`]);
    const stored = await storedToken(user.userId);
    expect(stored.token).toBe(`${refreshToken}-access-1`);
    expect(stored.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3500 * 1000);
  });

  it('GOOGLE_TOKEN_EXPIRED when the token expired and cannot be refreshed', async () => {
    const noRefresh = await signedInCaller(deps);
    await connectGoogle(noRefresh.userId, { expiresAt: new Date(Date.now() - 1000), refresh: false });
    await expect(noRefresh.caller.googleContacts.fetch()).rejects.toMatchObject({ message: 'GOOGLE_TOKEN_EXPIRED' });

    // Google refuses a revoked refresh token with invalid_grant.
    const revoked = await signedInCaller(deps);
    await connectGoogle(revoked.userId, { expiresAt: new Date(Date.now() - 1000), knownToGoogle: false });
    await expect(revoked.caller.googleContacts.fetch()).rejects.toMatchObject({ message: 'GOOGLE_TOKEN_EXPIRED' });
    expect(people.requests).toEqual([]);
  });

  it('maps Google’s 401 to GOOGLE_TOKEN_EXPIRED, after one refresh when a refresh token is kept', async () => {
    const user = await signedInCaller(deps);
    const { accessToken, refreshToken } = await connectGoogle(user.userId, { refresh: false });
    people.revoke(accessToken);
    await expect(user.caller.googleContacts.fetch()).rejects.toMatchObject({ message: 'GOOGLE_TOKEN_EXPIRED' });
    expect(refreshToken).toBeUndefined();

    const refreshable = await signedInCaller(deps);
    const second = await connectGoogle(refreshable.userId);
    people.revoke(second.accessToken);
    expect(await refreshable.caller.googleContacts.fetch()).toEqual({ count: 3, withEmail: 3 });
    expect(people.refreshed).toEqual([`${second.refreshToken}-access-1`]);
  });

  it('maps Google’s 403 to GOOGLE_CONTACTS_PERMISSION_MISSING and anything else to GOOGLE_CONTACTS_FETCH_FAILED', async () => {
    const user = await signedInCaller(deps);
    // The app believes the scope was granted; Google knows it was taken back.
    const { accessToken } = await connectGoogle(user.userId);
    people.addAccount({ accessToken, scopes: SIGN_IN_SCOPES, contacts: [] });
    await expect(user.caller.googleContacts.fetch()).rejects.toMatchObject({
      message: 'GOOGLE_CONTACTS_PERMISSION_MISSING',
    });

    const other = await signedInCaller(deps);
    await connectGoogle(other.userId);
    mswServer.use(
      http.get(`${PEOPLE_URL}/v1/people/me/connections`, () =>
        HttpResponse.json(
          { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } },
          { status: 503 },
        ),
      ),
    );
    await expect(other.caller.googleContacts.fetch()).rejects.toMatchObject({
      message: 'GOOGLE_CONTACTS_FETCH_FAILED',
    });
    expect(await storedContacts(other.userId)).toBeNull();
  });

  it('refuses without Google, without the scope, and with a token it cannot open', async () => {
    const none = await signedInCaller(deps);
    await expect(none.caller.googleContacts.fetch()).rejects.toMatchObject({ message: 'GOOGLE_NOT_CONNECTED' });

    const noScope = await signedInCaller(deps);
    await connectGoogle(noScope.userId, { scopes: SIGN_IN_SCOPES });
    await expect(noScope.caller.googleContacts.fetch()).rejects.toMatchObject({
      message: 'GOOGLE_CONTACTS_PERMISSION_MISSING',
    });

    // Sealed for someone else: it opens only for its own user and provider.
    const other = await signedInCaller(deps);
    const foreign = await signedInCaller(deps);
    await connectGoogle(foreign.userId, { sealFor: other.userId });
    await expect(foreign.caller.googleContacts.fetch()).rejects.toMatchObject({ message: 'GOOGLE_TOKEN_FETCH_FAILED' });
    expect(people.requests).toEqual([]);
  });

  it('is limited to 20 reads an hour per user', async () => {
    const user = await signedInCaller(deps);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await expect(user.caller.googleContacts.fetch()).rejects.toMatchObject({ message: 'GOOGLE_NOT_CONNECTED' });
    }
    await expect(user.caller.googleContacts.fetch()).rejects.toMatchObject({ message: 'RATE_LIMITED' });
  });
});

describe('the picker’s list', () => {
  let user: SignedInCaller;

  beforeAll(async () => {
    user = await signedInCaller(deps);
    await deps.db
      .updateTable('profiles')
      .set({
        googleContacts: JSON.stringify({
          contacts: [
            ...generatedContacts(120, 4),
            { name: 'Zoë MacIntyre', email: 'ZOE@Example.org', phone: '' },
            { name: 'Nobody', email: '', phone: '+1 555 0000' },
          ],
        }),
      })
      .where('userId', '=', user.userId)
      .execute();
  });

  it('lists only contacts with an address, 50 a page, with the total', async () => {
    const first = await user.caller.googleContacts.list({ search: '', page: 1 });
    expect(first.total).toBe(91);
    expect(first.pageSize).toBe(50);
    expect(first.contacts).toHaveLength(50);
    expect(first.contacts.every((contact) => contact.email !== '')).toBe(true);
    expect(first.contacts.map((contact) => contact.name)).not.toContain('Contact 0004');
    const last = await user.caller.googleContacts.list({ search: '', page: 2 });
    expect(last.contacts).toHaveLength(41);
    expect(last.contacts.at(-1)?.name).toBe('Zoë MacIntyre');
    expect((await user.caller.googleContacts.list({ page: 3 })).contacts).toEqual([]);
  });

  it('searches names and addresses without regard to case', async () => {
    expect((await user.caller.googleContacts.list({ search: 'zoë mac' })).contacts).toEqual([
      { name: 'Zoë MacIntyre', email: 'ZOE@Example.org', phone: '' },
    ]);
    expect((await user.caller.googleContacts.list({ search: 'example.ORG' })).total).toBe(1);
    expect((await user.caller.googleContacts.list({ search: 'CONTACT011' })).contacts.map((c) => c.name)).toEqual([
      'Contact 0110',
      'Contact 0111',
      'Contact 0113',
      'Contact 0114',
      'Contact 0115',
      'Contact 0117',
      'Contact 0118',
      'Contact 0119',
    ]);
    expect((await user.caller.googleContacts.list({ search: 'nobody' })).total).toBe(0);
  });

  it('shows a user only their own contacts, and nothing once cleared', async () => {
    const stranger = await signedInCaller(deps);
    expect((await stranger.caller.googleContacts.list({})).total).toBe(0);
    const cleared = await signedInCaller(deps);
    await deps.db
      .updateTable('profiles')
      .set({ googleContacts: JSON.stringify({ contacts: generatedContacts(2) }) })
      .where('userId', '=', cleared.userId)
      .execute();
    await cleared.caller.googleContacts.clear();
    expect(await storedContacts(cleared.userId)).toBeNull();
    expect((await cleared.caller.googleContacts.list({})).total).toBe(0);
    expect((await user.caller.googleContacts.list({})).total).toBe(91);
  });
});

describe('re-authorisation with contacts.readonly', () => {
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    server = await listen(testApp.app);
  });
  afterAll(() => server.close());

  async function start(query: string, cookie?: string) {
    const response = await fetch(`${server.baseUrl}/auth/google/contacts?${query}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    expect(response.status).toBe(302);
    const stateCookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { location: new URL(response.headers.get('location') ?? '', server.baseUrl), stateCookie };
  }

  function useGoogle(sub: string, scope: string) {
    mswServer.use(
      ...fakeOAuthProvider({
        ...GOOGLE,
        tokenUrl: TOKEN_URL,
        userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
        code: 'good-code',
        user: { sub, email: `${sub}@example.com`, email_verified: true, name: 'Gina' },
        tokenResponse: {
          access_token: `google-access-${sub}`,
          expires_in: 3599,
          refresh_token: `google-refresh-${sub}`,
          scope,
          token_type: 'Bearer',
        },
      }),
    );
  }

  async function roundTrip(returnTo: string, user: SignedInCaller, sub: string) {
    useGoogle(sub, `openid email profile ${CONTACTS_READONLY}`);
    const { location: google, stateCookie } = await start(`returnTo=${encodeURIComponent(returnTo)}`, user.cookie);
    const response = await fetch(
      `${server.baseUrl}/auth/google/callback?${new URLSearchParams({ code: 'good-code', state: google.searchParams.get('state') ?? '' })}`,
      { redirect: 'manual', headers: { cookie: `${stateCookie}; ${user.cookie}` } },
    );
    return new URL(response.headers.get('location') ?? '', server.baseUrl);
  }

  it('asks Google for contacts.readonly on top of the granted scopes, offline, with consent', async () => {
    const user = await signedInCaller(deps);
    const { location } = await start('returnTo=%2Fblog%2F42', user.cookie);
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(location.searchParams.get('scope')?.split(' ')).toContain(CONTACTS_READONLY);
    expect(location.searchParams.get('include_granted_scopes')).toBe('true');
    expect(location.searchParams.get('access_type')).toBe('offline');
    expect(location.searchParams.get('prompt')).toBe('consent');
    expect(location.searchParams.get('redirect_uri')).toBe(`${deps.config.appUrl}/auth/google/callback`);
  });

  it('keeps the new tokens and scopes sealed and sends the browser to the contacts sync, then back', async () => {
    const user = await signedInCaller(deps);
    await connectGoogle(user.userId, { scopes: SIGN_IN_SCOPES, knownToGoogle: false });
    const landing = await roundTrip('/fr/seo/tools/general/fr/mon-article?x=1', user, 'reauth-1');
    expect(landing.pathname).toBe('/fr/auth/callback');
    expect(landing.searchParams.get('post_reauth_action')).toBe('fetch_contacts');
    expect(landing.searchParams.get('returnTo')).toBe('/fr/seo/tools/general/fr/mon-article?x=1');
    expect(landing.searchParams.get('connectError')).toBeNull();

    const row = await deps.db
      .selectFrom('userProviderTokens')
      .select(['token', 'scopesArray'])
      .where('userId', '=', user.userId)
      .where('provider', '=', 'google')
      .executeTakeFirstOrThrow();
    expect(row.token).not.toContain('google-access-reauth-1');
    expect(deps.secrets.open(row.token, providerTokenContext(user.userId, 'google'))).toBe('google-access-reauth-1');
    expect(row.scopesArray).toContain(CONTACTS_READONLY);
    expect(await user.caller.googleContacts.status()).toEqual({ scenario: 'no_contacts' });
  });

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['/%2F%2Fevil.example'],
    ['javascript:alert(1)'],
    ['/path with space'],
  ])('never sends the browser off the site (returnTo %s)', async (returnTo) => {
    const user = await signedInCaller(deps);
    const landing = await roundTrip(returnTo, user, `evil-${tokenNumber++}`);
    expect(landing.origin).toBe(server.baseUrl);
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('returnTo')).toBe('/dashboard');
  });

  it('refuses a Google account that belongs to another user, with its reason', async () => {
    const owner = await signedInCaller(deps);
    await roundTrip('/blogs', owner, 'shared-google');
    const other = await signedInCaller(deps);
    const landing = await roundTrip('/blogs', other, 'shared-google');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('connectError')).toBe('taken');
    expect(landing.searchParams.get('post_reauth_action')).toBe('fetch_contacts');
    expect(await other.caller.googleContacts.status()).toEqual({ scenario: 'no_google' });
  });

  it('sends a visitor without a session to the login page', async () => {
    const { location, stateCookie } = await start('returnTo=%2Fblog');
    expect(location.origin).toBe(server.baseUrl);
    expect(location.pathname).toBe('/login');
    expect(location.search).toBe('');
    expect(stateCookie).toBe('');
  });

  it('comes back to the sync page with the error when Google is refused', async () => {
    const user = await signedInCaller(deps);
    const { stateCookie } = await start('returnTo=%2Fblogs', user.cookie);
    const response = await fetch(`${server.baseUrl}/auth/google/callback?error=access_denied`, {
      redirect: 'manual',
      headers: { cookie: `${stateCookie}; ${user.cookie}` },
    });
    const landing = new URL(response.headers.get('location') ?? '', server.baseUrl);
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('connectError')).toBe('cancelled');
    expect(landing.searchParams.get('returnTo')).toBe('/blogs');
  });
});
