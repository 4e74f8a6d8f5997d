import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';
import { fakeOAuthProvider } from '../mocks/oauth-providers.ts';
import { mswServer } from '../setup/msw-node.ts';

/** A suspended account cannot sign in through Google either (issue 16 point 6): the login page says why. */

const GOOGLE = {
  clientId: 'google-client',
  clientSecret: 'google-secret',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};

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

/** The whole round trip through the fake Google: where the callback sends the browser, and the cookies it sets. */
async function signInWithGoogle(sub: string, email: string) {
  mswServer.use(
    ...fakeOAuthProvider({
      ...GOOGLE,
      code: 'good-code',
      user: { sub, email, email_verified: true, name: 'Ada Lovelace' },
      tokenResponse: { access_token: `access-${sub}`, expires_in: 3599, token_type: 'Bearer', scope: 'openid email' },
    }),
  );
  const started = await fetch(`${server.baseUrl}/auth/google?lang=en`, { redirect: 'manual' });
  const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const response = await fetch(
    `${server.baseUrl}/auth/google/callback?${new URLSearchParams({ code: 'good-code', state })}`,
    { redirect: 'manual', headers: { cookie } },
  );
  return {
    location: new URL(response.headers.get('location') ?? '/', server.baseUrl),
    setCookie: response.headers.getSetCookie(),
  };
}

describe('Google sign-in of a suspended account', () => {
  it('goes back to the login page with oauth_error=suspended and no session, and works once restored', async () => {
    const admin = await signedInCaller(testApp.deps, { admin: true });
    const { userId, email } = await createUser(testApp.deps.db);
    await admin.caller.admin.suspend({ userId, reason: 'Fraud' });

    const refused = await signInWithGoogle('g-suspended', email);
    expect(refused.location.pathname).toBe('/login');
    expect(refused.location.searchParams.get('oauth_error')).toBe('suspended');
    expect(refused.setCookie.some((cookie) => /session=[^;]+/.test(cookie))).toBe(false);
    const sessions = await testApp.deps.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute();
    expect(sessions).toEqual([]);

    await admin.caller.admin.restore({ userId });
    const accepted = await signInWithGoogle('g-suspended', email);
    expect(accepted.location.pathname).toBe('/auth/callback');
    expect(
      await testApp.deps.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute(),
    ).toHaveLength(1);
  });
});
