import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/src/features/rate-limits/policies.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

const opened: { app: TestApp; server: Awaited<ReturnType<typeof listen>> }[] = [];

afterEach(async () => {
  for (const { app, server } of opened.splice(0)) {
    await server.close();
    await app.close();
  }
});

async function serve(config: Record<string, string> = {}) {
  const app = await createTestApp(config);
  const server = await listen(app.app);
  opened.push({ app, server });
  return server.baseUrl;
}

/** Calls a tRPC procedure over HTTP the way the browser client does. */
async function call(baseUrl: string, path: string, input: unknown, headers: Record<string, string> = {}) {
  const isQuery = path === 'auth.me';
  const url = isQuery
    ? `${baseUrl}/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`
    : `${baseUrl}/trpc/${path}?batch=1`;
  const response = await fetch(url, {
    method: isQuery ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: isQuery ? undefined : JSON.stringify({ 0: { json: input } }),
  });
  const [body] = (await response.json()) as [{ result?: { data: { json: unknown } }; error?: { json: unknown } }];
  return { response, body };
}

function cookieOf(response: Response): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

const signUp = (email: string) => ({
  fullName: 'Grace Hopper',
  email,
  password: 'correct horse 42',
  dialCode: '+1',
  phone: '5551234567',
  country: 'United States',
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and not readable after sign-out', async () => {
    const baseUrl = await serve();
    const { response } = await call(baseUrl, 'auth.signUp', signUp('grace@example.com'));
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^wordloom_session=[a-z2-7]{32};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');

    const cookie = cookieOf(response);
    const me = await call(baseUrl, 'auth.me', undefined, { cookie });
    expect(me.body.result?.data.json).toMatchObject({ email: 'grace@example.com' });

    await call(baseUrl, 'auth.signOut', undefined, { cookie });
    const after = await call(baseUrl, 'auth.me', undefined, { cookie });
    expect(after.body.result?.data.json).toBeNull();
  });

  it('is Secure with the __Host- prefix in production', async () => {
    const baseUrl = await serve({ NODE_ENV: 'production' });
    const { response } = await call(baseUrl, 'auth.signUp', signUp('hopper@example.com'));
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-wordloom_session=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).not.toContain('Domain=');
  });

  it('refuses sign-in posted as a form or from another site', async () => {
    const baseUrl = await serve();
    const form = await fetch(`${baseUrl}/trpc/auth.signIn?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=secret',
    });
    expect(form.status).toBe(415);
    const crossSite = await fetch(`${baseUrl}/trpc/auth.signIn?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ 0: { json: { email: 'a@b.co', password: 'secret1' } } }),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('sign-in throttling by address', () => {
  async function failFromChangingForwardedFor(baseUrl: string, attempts: number) {
    for (let attempt = 0; attempt < attempts; attempt++) {
      await call(
        baseUrl,
        'auth.signIn',
        { email: `someone${attempt}@example.com`, password: 'wrong password' },
        { 'x-forwarded-for': `203.0.113.${attempt}` },
      );
    }
    const next = await call(
      baseUrl,
      'auth.signIn',
      { email: 'another@example.com', password: 'wrong password' },
      { 'x-forwarded-for': '203.0.113.250' },
    );
    return (next.body.error?.json as { data: { appError: string } } | undefined)?.data.appError;
  }

  it('is not escaped by a changing X-Forwarded-For without TRUST_PROXY', async () => {
    const limit = RATE_LIMITS.passwordGuessesPerClient.limit;
    expect(await failFromChangingForwardedFor(await serve(), limit)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('trusts X-Forwarded-For behind a proxy with TRUST_PROXY=true', async () => {
    expect(await failFromChangingForwardedFor(await serve({ TRUST_PROXY: 'true' }), 20)).toBe('INVALID_CREDENTIALS');
  });
});
