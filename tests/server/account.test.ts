import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { insertIdentity, upsertProviderToken } from '../../server/src/features/auth/queries.ts';
import { createSession, validateSessionToken } from '../../server/src/features/sessions/service.ts';
import { verifyPassword } from '../../server/src/lib/password.ts';
import { signedInCaller } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { passwordChecks } from '../helpers/password-checks.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import { fakeOAuthProvider } from '../mocks/oauth-providers.ts';
import { mswServer } from '../setup/msw-node.ts';

const GOOGLE = {
  clientId: 'google-client',
  clientSecret: 'google-secret',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};
const PASSWORD = 'correct horse 42';
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

// Counts the passwords the server verifies (the factory runs before this file's imports).
vi.mock('../../server/src/lib/password.ts', async () =>
  (await import('../helpers/password-checks.ts')).countedPasswordModule(),
);

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  testApp = await createTestApp({ GOOGLE_CLIENT_ID: GOOGLE.clientId, GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret });
  server = await listen(testApp.app);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

/** A signed-in browser: a new session for the user, with its own device details. */
function browserOf(userId: string, device = { userAgent: CHROME_ON_MAC, ipAddress: '198.51.100.4' }) {
  return signedInCaller(testApp.deps, userId, device);
}

/** An account with a password, as sign-up makes it. */
const account = () => createUser(testApp.deps.db, { password: PASSWORD });
/** An account made through a provider: it has no password. */
const providerAccount = () => createUser(testApp.deps.db);

async function connect(userId: string, provider: 'google' | 'linkedin_oidc', subject: string = randomUUID()) {
  await insertIdentity(testApp.deps.db, { provider, subject, userId, email: `${subject}@provider.example` });
  await upsertProviderToken(testApp.deps.db, {
    userId,
    provider,
    token: 'sealed-access',
    refreshToken: null,
    expiresAt: null,
    scopes: ['openid', 'email'],
  });
  return subject;
}

async function passwordHashOf(userId: string) {
  const row = await testApp.deps.db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.passwordHash;
}

/** The first rule each field broke, as the shared schema reports it. */
async function validationCodes(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  const cause = (error as { cause?: unknown }).cause;
  expect(cause).toBeInstanceOf(ZodError);
  const codes: Record<string, string> = {};
  for (const issue of (cause as ZodError).issues) codes[String(issue.path[0])] ??= issue.message;
  return codes;
}

describe('account overview', () => {
  it('shows the profile, sign-in methods and a referral link that earns the bonus at sign-up', async () => {
    const { userId, email } = await account();
    const browser = await browserOf(userId);
    const overview = await browser.caller.account.overview();
    const { referralCode } = await testApp.deps.db
      .selectFrom('profiles')
      .select('referralCode')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(overview).toEqual({
      email,
      emailVerified: true,
      profile: {
        name: 'Ada Lovelace',
        phone: '+447911123456',
        organization: 'Analytical Engines',
        country: 'United Kingdom',
      },
      hasPassword: true,
      connections: [],
      referral: { code: referralCode, link: `${testApp.deps.config.appUrl}/signup?ref=${referralCode}` },
    });

    const friend = await testApp.caller.auth.signUp({
      fullName: 'Grace Hopper',
      email: `friend-${randomUUID()}@example.com`,
      password: PASSWORD,
      dialCode: '+1',
      phone: '5551234567',
      country: 'United States',
      referralCode: new URL(overview.referral.link).searchParams.get('ref') ?? '',
    });
    expect(friend.referralApplied).toBe(true);
  });

  it('needs a session', async () => {
    await expect(testApp.caller.account.overview()).rejects.toMatchObject({ appCode: 'UNAUTHENTICATED' });
  });
});

describe('updating the profile', () => {
  it('applies the sign-up rules and messages, and changes nothing when they fail', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    const codes = await validationCodes(
      browser.caller.account.updateProfile({ fullName: ' ', dialCode: '+44', phone: '12-34', country: '' }),
    );
    expect(codes).toEqual({ fullName: 'NAME_REQUIRED', phone: 'PHONE_INVALID', country: 'COUNTRY_REQUIRED' });
    expect(
      await validationCodes(
        browser.caller.account.updateProfile({ fullName: 'Ada', dialCode: '+44', phone: '', country: 'France' }),
      ),
    ).toEqual({ phone: 'PHONE_REQUIRED' });
    expect((await browser.caller.account.overview()).profile.name).toBe('Ada Lovelace');
  });

  it('stores the phone with its calling code, and an empty organization as none', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    const saved = await browser.caller.account.updateProfile({
      fullName: '  Ada King  ',
      dialCode: '+33',
      phone: '612345678',
      organization: '',
      country: 'France',
    });
    const expected = { name: 'Ada King', phone: '+33612345678', organization: null, country: 'France' };
    expect(saved).toEqual(expected);
    const row = await testApp.deps.db
      .selectFrom('profiles')
      .select(['name', 'phone', 'organization', 'country'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(expected);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    const before = await passwordHashOf(userId);
    await expect(
      browser.caller.account.changePassword({
        currentPassword: 'not my password',
        newPassword: 'a brand new one',
        confirmPassword: 'a brand new one',
      }),
    ).rejects.toMatchObject({ appCode: 'WRONG_PASSWORD' });
    await expect(
      browser.caller.account.changePassword({
        currentPassword: '',
        newPassword: 'a brand new one',
        confirmPassword: 'a brand new one',
      }),
    ).rejects.toMatchObject({ appCode: 'WRONG_PASSWORD' });
    expect(await passwordHashOf(userId)).toBe(before);
  });

  it('holds the new password to the sign-up rules', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    expect(
      await validationCodes(
        browser.caller.account.changePassword({
          currentPassword: PASSWORD,
          newPassword: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual({ newPassword: 'SIGN_UP_PASSWORD_TOO_SHORT' });
    expect(
      await validationCodes(
        browser.caller.account.changePassword({
          currentPassword: PASSWORD,
          newPassword: 'long enough now',
          confirmPassword: 'long enough n0w',
        }),
      ),
    ).toEqual({ confirmPassword: 'PASSWORDS_DO_NOT_MATCH' });
  });

  it('stores a new argon2id hash and ends every other session, keeping this one', async () => {
    const { userId, email } = await account();
    const browser = await browserOf(userId);
    const phone = await browserOf(userId, { userAgent: 'iPhone', ipAddress: '203.0.113.9' });
    const before = await passwordHashOf(userId);

    await browser.caller.account.changePassword({
      currentPassword: PASSWORD,
      newPassword: 'a brand new one',
      confirmPassword: 'a brand new one',
    });

    const after = await passwordHashOf(userId);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(after, 'a brand new one')).toBe(true);
    expect(await validateSessionToken(testApp.deps.db, { token: phone.token })).toBeNull();
    await expect(phone.caller.account.overview()).rejects.toMatchObject({ appCode: 'UNAUTHENTICATED' });
    expect((await browser.caller.account.overview()).email).toBe(email);
    await expect(testApp.caller.auth.signIn({ email, password: PASSWORD })).rejects.toMatchObject({
      appCode: 'INVALID_CREDENTIALS',
    });
    await expect(testApp.caller.auth.signIn({ email, password: 'a brand new one' })).resolves.toEqual({ userId });
  });

  it('lets an account made through a provider set a first password without a current one', async () => {
    const { userId, email } = await providerAccount();
    await connect(userId, 'google');
    const browser = await browserOf(userId);
    expect((await browser.caller.account.overview()).hasPassword).toBe(false);
    await browser.caller.account.changePassword({
      currentPassword: '',
      newPassword: 'my first password',
      confirmPassword: 'my first password',
    });
    expect((await browser.caller.account.overview()).hasPassword).toBe(true);
    await expect(testApp.caller.auth.signIn({ email, password: 'my first password' })).resolves.toEqual({ userId });
  });

  it('stops guessing the current password after five wrong tries', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    const attempt = (currentPassword: string) =>
      browser.caller.account.changePassword({
        currentPassword,
        newPassword: 'a brand new one',
        confirmPassword: 'a brand new one',
      });
    for (let guess = 0; guess < 5; guess += 1) {
      await expect(attempt(`guess ${guess}`)).rejects.toMatchObject({ appCode: 'WRONG_PASSWORD' });
    }
    await expect(attempt(PASSWORD)).rejects.toMatchObject({ appCode: 'TOO_MANY_ATTEMPTS' });
  });

  it('checks at most 5 current passwords of 50 sent at once; the right one, sent last, changes nothing', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    const guesses = [...Array.from({ length: 49 }, (_, index) => `guess ${index}`), PASSWORD];
    const checksBefore = passwordChecks.count;
    const answers = await Promise.all(
      guesses.map((currentPassword) =>
        browser.caller.account
          .changePassword({ currentPassword, newPassword: 'a brand new one', confirmPassword: 'a brand new one' })
          .then(
            () => 'OK',
            (error: { appCode?: string }) => error.appCode,
          ),
      ),
    );
    expect(passwordChecks.count - checksBefore).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer !== 'TOO_MANY_ATTEMPTS').length).toBe(passwordChecks.count - checksBefore);
    // The password changes only if the right one was among the checked ones.
    const changed = answers.includes('OK');
    expect(answers.at(-1)).toBe(changed ? 'OK' : 'TOO_MANY_ATTEMPTS');
    expect(await verifyPassword(await passwordHashOf(userId), 'a brand new one')).toBe(changed);
  });
});

describe('sessions', () => {
  it("lists the user's own unexpired sessions by a public id, this one first and marked", async () => {
    const { userId } = await account();
    const other = await account();
    const laptop = await browserOf(userId);
    const phone = await browserOf(userId, { userAgent: 'Mozilla/5.0 (iPhone)', ipAddress: '203.0.113.9' });
    await browserOf(other.userId);
    const expired = await createSession(testApp.deps.db, {
      userId,
      userAgent: 'old',
      ipAddress: null,
      now: new Date(0),
    });

    const sessions = await phone.caller.account.sessions();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, userAgent: 'Mozilla/5.0 (iPhone)', ipAddress: '203.0.113.9' });
    expect(sessions[1]).toMatchObject({ current: false, userAgent: CHROME_ON_MAC, ipAddress: '198.51.100.4' });
    const storedIds = await testApp.deps.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute();
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(storedIds.map((row) => row.id)).not.toContain(session.id);
      expect(session.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(storedIds.map((row) => row.id)).toContain(expired.session.id);
    expect(laptop.token).not.toBe(phone.token);
  });

  it("refuses to end another user's session, changing nothing", async () => {
    const { userId } = await account();
    const victim = await account();
    const attacker = await browserOf(userId);
    const target = await browserOf(victim.userId);
    const [victimSession] = await target.caller.account.sessions();

    await expect(attacker.caller.account.revokeSession({ id: victimSession?.id ?? '' })).rejects.toMatchObject({
      appCode: 'NOT_FOUND',
    });
    expect(await validateSessionToken(testApp.deps.db, { token: target.token })).not.toBeNull();
    expect(await target.caller.account.sessions()).toHaveLength(1);
  });

  it('ends one of the own sessions by its id', async () => {
    const { userId } = await account();
    const laptop = await browserOf(userId);
    const phone = await browserOf(userId);
    const phoneSession = (await phone.caller.account.sessions()).find((session) => session.current);

    await laptop.caller.account.revokeSession({ id: phoneSession?.id ?? '' });
    expect(await validateSessionToken(testApp.deps.db, { token: phone.token })).toBeNull();
    expect(laptop.sessionToken()).toBe(laptop.token);
    expect(await laptop.caller.account.sessions()).toEqual([expect.objectContaining({ current: true })]);
  });

  it('signs this browser out when it ends its own session', async () => {
    const { userId } = await account();
    const laptop = await browserOf(userId);
    const [own] = await laptop.caller.account.sessions();
    await laptop.caller.account.revokeSession({ id: own?.id ?? '' });
    expect(laptop.sessionToken()).toBeUndefined();
    expect(await validateSessionToken(testApp.deps.db, { token: laptop.token })).toBeNull();
  });

  it('signs out everywhere else', async () => {
    const { userId } = await account();
    const other = await account();
    const laptop = await browserOf(userId);
    const phone = await browserOf(userId);
    const tablet = await browserOf(userId);
    const stranger = await browserOf(other.userId);

    await laptop.caller.account.signOutOtherSessions();
    expect(await validateSessionToken(testApp.deps.db, { token: phone.token })).toBeNull();
    expect(await validateSessionToken(testApp.deps.db, { token: tablet.token })).toBeNull();
    expect(await validateSessionToken(testApp.deps.db, { token: laptop.token })).not.toBeNull();
    expect(await validateSessionToken(testApp.deps.db, { token: stranger.token })).not.toBeNull();
  });
});

describe('disconnecting a provider', () => {
  async function identities(userId: string) {
    const rows = await testApp.deps.db
      .selectFrom('oauthIdentities')
      .select('provider')
      .where('userId', '=', userId)
      .execute();
    const tokens = await testApp.deps.db
      .selectFrom('userProviderTokens')
      .select('provider')
      .where('userId', '=', userId)
      .execute();
    return { identities: rows.map((row) => row.provider).sort(), tokens: tokens.map((row) => row.provider).sort() };
  }

  it('removes the identity and its tokens when the account has a password', async () => {
    const { userId } = await account();
    const other = await account();
    await connect(userId, 'google');
    await connect(other.userId, 'google');
    const browser = await browserOf(userId);
    expect((await browser.caller.account.overview()).connections).toEqual([
      {
        provider: 'google',
        email: expect.stringContaining('@provider.example'),
        connectedAt: expect.any(Date),
        scopes: ['openid', 'email'],
      },
    ]);

    await browser.caller.account.disconnectProvider({ provider: 'google' });
    expect(await identities(userId)).toEqual({ identities: [], tokens: [] });
    expect(await identities(other.userId)).toEqual({ identities: ['google'], tokens: ['google'] });
    expect((await browser.caller.account.overview()).connections).toEqual([]);
  });

  it('refuses to remove the only way to sign in', async () => {
    const { userId } = await providerAccount();
    await connect(userId, 'google');
    const browser = await browserOf(userId);
    await expect(browser.caller.account.disconnectProvider({ provider: 'google' })).rejects.toMatchObject({
      appCode: 'LAST_SIGN_IN_METHOD',
    });
    expect(await identities(userId)).toEqual({ identities: ['google'], tokens: ['google'] });
  });

  it('lets a passwordless account drop one of two providers, and forgets the LinkedIn member', async () => {
    const { userId } = await providerAccount();
    await connect(userId, 'google');
    await connect(userId, 'linkedin_oidc');
    await testApp.deps.db
      .updateTable('profiles')
      .set({ linkedinUrn: 'urn:li:person:abc' })
      .where('userId', '=', userId)
      .execute();
    const browser = await browserOf(userId);

    await browser.caller.account.disconnectProvider({ provider: 'linkedin' });
    expect(await identities(userId)).toEqual({ identities: ['google'], tokens: ['google'] });
    const profile = await testApp.deps.db
      .selectFrom('profiles')
      .select('linkedinUrn')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(profile.linkedinUrn).toBeNull();
    await expect(browser.caller.account.disconnectProvider({ provider: 'google' })).rejects.toMatchObject({
      appCode: 'LAST_SIGN_IN_METHOD',
    });
  });

  it('answers NOT_FOUND for a provider that is not connected', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    await expect(browser.caller.account.disconnectProvider({ provider: 'linkedin' })).rejects.toMatchObject({
      appCode: 'NOT_FOUND',
    });
  });
});

/** returnTo values as a link's query would carry them: another site, in spellings parsers and browsers accept. */
const HOSTILE_RETURNS = [
  '/.//x//evil.example',
  '//evil.example',
  '%2F%2Fevil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  'https://evil.example',
  'https%3A%2F%2Fevil.example%2Faccount',
  '/%2F%2Fevil.example',
  '%2F%252F%252Fevil.example',
  '/account/..//evil.example',
];

describe('returnTo when the provider is not available', () => {
  // This app has no LinkedIn credentials, so the start redirects straight back, without a round trip.
  async function startLinkedin(query: string) {
    const response = await fetch(`${server.baseUrl}/auth/linkedin?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return response.headers.get('location');
  }

  it.each(HOSTILE_RETURNS)('ignores returnTo=%s and sends the browser to sign-in on this site', async (returnTo) => {
    expect(await startLinkedin(`lang=fr&returnTo=${returnTo}`)).toBe(
      '/fr/login?oauth_error=unavailable&provider=linkedin',
    );
  });

  it.each([
    ['%2Faccount', '/account?connectError=unavailable&provider=linkedin'],
    ['%2Ffr%2Faccount', '/fr/account?connectError=unavailable&provider=linkedin'],
    ['/ar/account', '/ar/account?connectError=unavailable&provider=linkedin'],
  ])('returns to the account page named by returnTo=%s', async (returnTo, location) => {
    expect(await startLinkedin(`lang=en&returnTo=${returnTo}`)).toBe(location);
  });
});

describe('connecting Google over HTTP', () => {
  function useGoogle(sub: string, email: string) {
    mswServer.use(
      ...fakeOAuthProvider({
        ...GOOGLE,
        code: 'good-code',
        user: { sub, email, email_verified: false, name: 'Ada on Google' },
        tokenResponse: {
          access_token: `google-access-${sub}`,
          expires_in: 3599,
          refresh_token: `google-refresh-${sub}`,
          scope: 'openid email profile https://www.googleapis.com/auth/contacts.readonly',
          token_type: 'Bearer',
        },
      }),
    );
  }

  /** Starts at /auth/google as the account page's Connect button does, and comes back from Google. */
  async function roundTrip(sessionCookie: string, startQuery: string, callbackQuery?: Record<string, string>) {
    const start = await fetch(`${server.baseUrl}/auth/google?${startQuery}`, {
      redirect: 'manual',
      headers: { cookie: sessionCookie },
    });
    expect(start.status).toBe(302);
    const oauthCookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const callback = await fetch(
      `${server.baseUrl}/auth/google/callback?${new URLSearchParams(callbackQuery ?? { code: 'good-code', state })}`,
      { redirect: 'manual', headers: { cookie: `${sessionCookie}; ${oauthCookie}` } },
    );
    expect(callback.status).toBe(302);
    return { callback, location: new URL(callback.headers.get('location') ?? '', server.baseUrl) };
  }

  it('links the Google account to the signed-in user and returns to the account page', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    useGoogle('g-connect-1', 'ada.personal@gmail.example');

    const { callback, location } = await roundTrip(browser.cookie, 'lang=en&returnTo=%2Faccount');
    expect(`${location.pathname}${location.search}`).toBe('/account?connected=google');
    expect(callback.headers.get('set-cookie') ?? '').not.toContain('wordloom_session=');

    const identity = await testApp.deps.db
      .selectFrom('oauthIdentities')
      .select(['userId', 'email'])
      .where('subject', '=', 'g-connect-1')
      .executeTakeFirstOrThrow();
    expect(identity).toEqual({ userId, email: 'ada.personal@gmail.example' });
    const [connection] = (await browser.caller.account.overview()).connections;
    expect(connection).toMatchObject({ provider: 'google', email: 'ada.personal@gmail.example' });
    expect(connection?.scopes).toContain('https://www.googleapis.com/auth/contacts.readonly');
    expect(await browser.caller.account.sessions()).toHaveLength(1);
  });

  it('refuses a Google account that belongs to another user, and says so on the account page', async () => {
    const owner = await account();
    await connect(owner.userId, 'google', 'g-taken');
    const { userId } = await account();
    const browser = await browserOf(userId);
    useGoogle('g-taken', 'someone@gmail.example');

    const { location } = await roundTrip(browser.cookie, 'lang=fr&returnTo=%2Ffr%2Faccount');
    expect(location.pathname).toBe('/fr/account');
    expect(Object.fromEntries(location.searchParams)).toEqual({ connectError: 'taken', provider: 'google' });
    const identity = await testApp.deps.db
      .selectFrom('oauthIdentities')
      .select('userId')
      .where('subject', '=', 'g-taken')
      .executeTakeFirstOrThrow();
    expect(identity.userId).toBe(owner.userId);
    expect((await browser.caller.account.overview()).connections).toEqual([]);
  });

  it.each(HOSTILE_RETURNS)(
    'sends a signed-in browser back to its account page, not to returnTo=%s',
    async (returnTo) => {
      const { userId } = await account();
      const browser = await browserOf(userId);
      const { callback } = await roundTrip(browser.cookie, `lang=fr&returnTo=${returnTo}`, {
        error: 'access_denied',
      });
      expect(callback.headers.get('location')).toBe('/fr/account?connectError=cancelled&provider=google');
    },
  );

  it('returns to the account page in the language its returnTo names', async () => {
    const { userId } = await account();
    const browser = await browserOf(userId);
    const { callback } = await roundTrip(browser.cookie, 'lang=en&returnTo=%2Fde%2Faccount', {
      error: 'access_denied',
    });
    expect(callback.headers.get('location')).toBe('/de/account?connectError=cancelled&provider=google');
  });

  it('still signs in a browser without a session', async () => {
    useGoogle('g-anonymous', 'anonymous@gmail.example');
    const { location } = await roundTrip('', 'lang=en&returnTo=%2Faccount');
    // The provider's address is unverified, so it may neither create nor link an account.
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('oauth_error')).toBe('unverified_email');
  });
});
