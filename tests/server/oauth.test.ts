import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerTokenContext } from '../../server/src/features/auth/oauth-service.ts';
import { createSecretBox } from '../../server/src/lib/crypto.ts';
import { anonymousCaller, signedInCaller } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import { fakeOAuthProvider } from '../mocks/oauth-providers.ts';
import { mswServer } from '../setup/msw-node.ts';

const GOOGLE = {
  clientId: 'google-client',
  clientSecret: 'google-secret',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};
const LINKEDIN = {
  clientId: 'linkedin-client',
  clientSecret: 'linkedin-secret',
  tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
  userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
};

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  testApp = await createTestApp({
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
    LINKEDIN_CLIENT_ID: LINKEDIN.clientId,
    LINKEDIN_CLIENT_SECRET: LINKEDIN.clientSecret,
  });
  server = await listen(testApp.app);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

/** Follows the start redirect like a browser: returns the provider URL and the state cookie. */
async function start(provider: 'google' | 'linkedin') {
  const response = await fetch(`${server.baseUrl}/auth/${provider}?lang=fr`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { providerUrl: new URL(response.headers.get('location') ?? ''), cookie };
}

async function callback(provider: string, query: Record<string, string>, cookie = '') {
  const response = await fetch(`${server.baseUrl}/auth/${provider}/callback?${new URLSearchParams(query)}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  return { response, location: new URL(response.headers.get('location') ?? '/', server.baseUrl) };
}

function useGoogle(
  user: { sub: string; email: string; email_verified: boolean; name: string },
  onTokenRequest?: (f: URLSearchParams) => void,
) {
  mswServer.use(
    ...fakeOAuthProvider({
      ...GOOGLE,
      code: 'good-code',
      user,
      tokenResponse: {
        access_token: `google-access-${user.sub}`,
        expires_in: 3599,
        refresh_token: `google-refresh-${user.sub}`,
        scope: 'openid email profile https://www.googleapis.com/auth/contacts.readonly',
        token_type: 'Bearer',
      },
      onTokenRequest,
    }),
  );
}

describe('Google sign-in', () => {
  it('sends the browser to Google with the spec scopes, offline access, forced consent and S256 PKCE', async () => {
    const { providerUrl, cookie } = await start('google');
    expect(providerUrl.origin + providerUrl.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const params = providerUrl.searchParams;
    expect(params.get('client_id')).toBe(GOOGLE.clientId);
    expect(params.get('redirect_uri')).toBe(`${testApp.deps.config.appUrl}/auth/google/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'openid',
        'email',
        'https://www.googleapis.com/auth/contacts.readonly',
        'https://www.googleapis.com/auth/user.phonenumbers.read',
      ]),
    );
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('prompt')).toBe('consent');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(cookie).toMatch(/^wordloom_oauth=/);
  });

  it('refuses a callback whose state is missing or does not match', async () => {
    const { providerUrl, cookie } = await start('google');
    const wrong = await callback('google', { code: 'good-code', state: 'forged' }, cookie);
    expect(wrong.location.pathname).toBe('/fr/login');
    expect(wrong.location.searchParams.get('oauth_error')).toBe('state');
    const noCookie = await callback('google', {
      code: 'good-code',
      state: providerUrl.searchParams.get('state') ?? '',
    });
    expect(noCookie.location.searchParams.get('oauth_error')).toBe('state');
  });

  it('reports a cancelled consent as cancelled', async () => {
    const { cookie } = await start('google');
    const cancelled = await callback('google', { error: 'access_denied' }, cookie);
    expect(cancelled.location.searchParams.get('oauth_error')).toBe('cancelled');
  });

  it('creates a verified account, signs in, and keeps the tokens encrypted', async () => {
    let tokenRequest = new URLSearchParams();
    useGoogle({ sub: 'g-1001', email: 'Linus@Example.com', email_verified: true, name: 'Linus' }, (fields) => {
      tokenRequest = fields;
    });
    const { providerUrl, cookie } = await start('google');
    const { response, location } = await callback(
      'google',
      { code: 'good-code', state: providerUrl.searchParams.get('state') ?? '' },
      cookie,
    );
    expect(location.pathname).toBe('/fr/auth/callback');
    expect(response.headers.get('set-cookie')).toMatch(/wordloom_session=[a-z2-7]{32}/);
    expect(tokenRequest.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const user = await testApp.deps.db
      .selectFrom('users')
      .select(['id', 'emailVerifiedAt', 'passwordHash'])
      .where('email', '=', 'linus@example.com')
      .executeTakeFirstOrThrow();
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.passwordHash).toBeNull();

    const stored = await testApp.deps.db
      .selectFrom('userProviderTokens')
      .select(['token', 'refreshToken', 'expiresAt', 'scopesArray'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.token).not.toContain('google-access-g-1001');
    expect(stored.refreshToken).not.toContain('google-refresh-g-1001');
    expect(stored.scopesArray).toContain('https://www.googleapis.com/auth/contacts.readonly');
    const context = providerTokenContext(user.id, 'google');
    expect(testApp.deps.secrets.open(stored.token, context)).toBe('google-access-g-1001');
    expect(() => testApp.deps.secrets.open(stored.token, providerTokenContext(user.id, 'linkedin_oidc'))).toThrow();
    expect(() => createSecretBox([randomBytes(32)]).open(stored.token, context)).toThrow();
  });

  it('links to an existing account with the same verified address', async () => {
    const existing = await createUser(testApp.deps.db, { email: 'grace@example.com' });
    useGoogle({ sub: 'g-2002', email: 'grace@example.com', email_verified: true, name: 'Grace' });
    const { providerUrl, cookie } = await start('google');
    await callback('google', { code: 'good-code', state: providerUrl.searchParams.get('state') ?? '' }, cookie);
    const identity = await testApp.deps.db
      .selectFrom('oauthIdentities')
      .select('userId')
      .where('subject', '=', 'g-2002')
      .executeTakeFirstOrThrow();
    expect(identity.userId).toBe(existing.userId);
  });

  it('refuses an unverified provider address', async () => {
    useGoogle({ sub: 'g-3003', email: 'mallory@example.com', email_verified: false, name: 'Mallory' });
    const { providerUrl, cookie } = await start('google');
    const { location } = await callback(
      'google',
      { code: 'good-code', state: providerUrl.searchParams.get('state') ?? '' },
      cookie,
    );
    expect(location.searchParams.get('oauth_error')).toBe('unverified_email');
  });
});

describe('an address someone else signed up with', () => {
  const OWNER_EMAIL = 'owner.of.this@example.com';
  const SQUATTER_PASSWORD = 'squatter pass 42';

  async function signInWithGoogle(sub: string, email: string) {
    useGoogle({ sub, email, email_verified: true, name: 'Rightful Owner' });
    const { providerUrl, cookie } = await start('google');
    return callback('google', { code: 'good-code', state: providerUrl.searchParams.get('state') ?? '' }, cookie);
  }

  it("hands the account to the address's owner signing in with Google: the squatter's sessions, password and providers end", async () => {
    const squatter = await signedInCaller(testApp.deps, {
      email: OWNER_EMAIL,
      verified: false,
      password: SQUATTER_PASSWORD,
    });
    await testApp.deps.db
      .insertInto('oauthIdentities')
      .values({ provider: 'linkedin_oidc', subject: 'squatter-linkedin', userId: squatter.userId, email: null })
      .execute();

    const { response } = await signInWithGoogle('g-owner-1', OWNER_EMAIL);
    expect(response.headers.get('set-cookie')).toMatch(/session/);

    expect(await squatter.caller.auth.me()).toBeNull();
    const sessions = await testApp.deps.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', squatter.userId)
      .where('id', '=', squatter.session.id)
      .execute();
    expect(sessions).toEqual([]);
    const account = await testApp.deps.db
      .selectFrom('users')
      .select(['passwordHash', 'emailVerifiedAt'])
      .where('id', '=', squatter.userId)
      .executeTakeFirstOrThrow();
    expect(account.passwordHash).toBeNull();
    expect(account.emailVerifiedAt).not.toBeNull();
    const identities = await testApp.deps.db
      .selectFrom('oauthIdentities')
      .select(['provider', 'subject'])
      .where('userId', '=', squatter.userId)
      .execute();
    expect(identities).toEqual([{ provider: 'google', subject: 'g-owner-1' }]);
    await expect(
      anonymousCaller(testApp.deps).auth.signIn({ email: OWNER_EMAIL, password: SQUATTER_PASSWORD }),
    ).rejects.toMatchObject({ appCode: 'INVALID_CREDENTIALS' });
  });

  it('leaves a verified account its password and other sessions when Google is linked to it', async () => {
    const email = 'verified.owner@example.com';
    const owner = await signedInCaller(testApp.deps, { email, verified: true, password: SQUATTER_PASSWORD });
    await signInWithGoogle('g-owner-2', email);
    expect(await owner.caller.auth.me()).toMatchObject({ id: owner.userId });
    await expect(
      anonymousCaller(testApp.deps).auth.signIn({ email, password: SQUATTER_PASSWORD }),
    ).resolves.toBeTruthy();
  });

  it('refuses a sign-up with the address once its owner signed in with Google', async () => {
    const email = 'came.first@example.com';
    await signInWithGoogle('g-owner-3', email);
    await expect(
      anonymousCaller(testApp.deps).auth.signUp({
        fullName: 'Squatter',
        email,
        password: SQUATTER_PASSWORD,
        dialCode: '+44',
        phone: '7911123456',
        country: 'United Kingdom',
      }),
    ).rejects.toMatchObject({ appCode: 'EMAIL_TAKEN' });
    const accounts = await testApp.deps.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
  });
});

describe('LinkedIn sign-in', () => {
  it('asks for the spec scopes and stores the member as a person URN', async () => {
    mswServer.use(
      ...fakeOAuthProvider({
        ...LINKEDIN,
        code: 'li-code',
        user: { sub: 'AbC123', email: 'ada@example.com', email_verified: true, name: 'Ada' },
        tokenResponse: {
          access_token: 'li-access',
          expires_in: 5184000,
          scope: 'openid,profile,email,w_member_social',
        },
      }),
    );
    const { providerUrl, cookie } = await start('linkedin');
    expect(providerUrl.searchParams.get('scope')).toBe('openid profile email w_member_social');
    const { location } = await callback(
      'linkedin',
      { code: 'li-code', state: providerUrl.searchParams.get('state') ?? '' },
      cookie,
    );
    expect(location.pathname).toBe('/fr/auth/callback');
    const profile = await testApp.deps.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.userId')
      .select('profiles.linkedinUrn')
      .where('users.email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(profile.linkedinUrn).toBe('urn:li:person:AbC123');
  });

  it('sends the browser back to sign-in when LinkedIn is not configured', async () => {
    const unconfigured = await createTestApp();
    const local = await listen(unconfigured.app);
    const response = await fetch(`${local.baseUrl}/auth/linkedin`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/login?oauth_error=unavailable&provider=linkedin');
    await local.close();
    await unconfigured.close();
  });
});
