import type { Server } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { HttpResponse, http } from 'msw';
import { freePort, LOOPBACK } from '../../scripts/lib/app-process.ts';
import { fakeOAuthProvider } from '../mocks/oauth-providers.ts';
import { fakeOpenAI } from '../mocks/openai.ts';

/** The person the fake Google signs in, for browser tests to look for. */
export const FAKE_GOOGLE_USER = {
  sub: 'fake-google-1',
  email: 'gina.google@example.com',
  email_verified: true,
  name: 'Gina Google',
};

const CODE = 'fake-authorization-code';

/** The consent screen, reduced to its outcome: straight back to the app with a code. */
function authorizeEndpoint(url: string) {
  return http.get(url, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const back = new URL(params.get('redirect_uri') ?? '');
    back.searchParams.set('code', CODE);
    back.searchParams.set('state', params.get('state') ?? '');
    return HttpResponse.redirect(back.toString(), 302);
  });
}

/**
 * Google and LinkedIn as the browser tests meet them: the same msw handlers the server tests use,
 * served over HTTP on loopback, with the app's provider URLs pointed at them.
 */
export async function startFakeProviders(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const port = await freePort();
  const origin = `http://${LOOPBACK}:${port}`;
  const google = { clientId: 'fake-google-client', clientSecret: 'fake-google-secret' };
  const linkedin = { clientId: 'fake-linkedin-client', clientSecret: 'fake-linkedin-secret' };
  const openai = { baseUrl: `${origin}/openai/v1`, apiKey: 'fake-openai-key', model: 'fake-gpt' };
  const app = createServer(
    authorizeEndpoint(`${origin}/google/authorize`),
    ...fakeOAuthProvider({
      ...google,
      tokenUrl: `${origin}/google/token`,
      userInfoUrl: `${origin}/google/userinfo`,
      code: CODE,
      user: FAKE_GOOGLE_USER,
      tokenResponse: { access_token: 'fake-google-access', expires_in: 3599, refresh_token: 'fake-google-refresh' },
    }),
    authorizeEndpoint(`${origin}/linkedin/authorize`),
    ...fakeOAuthProvider({
      ...linkedin,
      tokenUrl: `${origin}/linkedin/token`,
      userInfoUrl: `${origin}/linkedin/userinfo`,
      code: CODE,
      user: { sub: 'fake-linkedin-1', email: 'lena.linkedin@example.com', email_verified: true, name: 'Lena LinkedIn' },
      tokenResponse: { access_token: 'fake-linkedin-access', expires_in: 5184000 },
    }),
    // A short pause between chunks, so a browser test can see the text arrive in pieces.
    ...fakeOpenAI({ baseUrl: openai.baseUrl, apiKey: openai.apiKey, chunkDelayMs: 40 }).handlers,
  );
  const server: Server = app.listen(port, LOOPBACK);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_AUTH_URL: `${origin}/google/authorize`,
      GOOGLE_TOKEN_URL: `${origin}/google/token`,
      GOOGLE_USERINFO_URL: `${origin}/google/userinfo`,
      LINKEDIN_CLIENT_ID: linkedin.clientId,
      LINKEDIN_CLIENT_SECRET: linkedin.clientSecret,
      LINKEDIN_AUTH_URL: `${origin}/linkedin/authorize`,
      LINKEDIN_TOKEN_URL: `${origin}/linkedin/token`,
      LINKEDIN_USERINFO_URL: `${origin}/linkedin/userinfo`,
      AI_BASE_URL: openai.baseUrl,
      AI_API_KEY: openai.apiKey,
      AI_MODEL: openai.model,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
