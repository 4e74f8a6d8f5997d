import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer } from '@mswjs/http-middleware';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { freePort, LOOPBACK } from '../../scripts/lib/app-process.ts';
import { CONTACTS_READONLY, type FakeGooglePeople, fakeGooglePeople } from '../mocks/google-people.ts';
import { ANALYTICS_SCOPE, type FakeLinkedIn, fakeLinkedIn } from '../mocks/linkedin.ts';
import { fakeOAuthProvider } from '../mocks/oauth-providers.ts';
import { fakeOpenAI } from '../mocks/openai.ts';
import { readabilityWebhook } from '../mocks/readability.ts';
import { type FakeStripe, fakeStripe, fakeStripePages } from '../mocks/stripe.ts';

/** The person the fake Google signs in, for browser tests to look for. */
export const FAKE_GOOGLE_USER = {
  sub: 'fake-google-1',
  email: 'gina.google@example.com',
  email_verified: true,
  name: 'Gina Google',
};

/** The address book of the fake Google user, offered when sharing an article by Gmail. */
export const FAKE_GOOGLE_CONTACTS = [
  { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0001' },
  { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 202 555 0142' },
  { name: 'Alan Turing', email: 'alan@example.com' },
  { name: 'No Address Person', phone: '+1 202 555 0199' },
];

/** The member the fake LinkedIn signs in; its access token is the one the REST fake accepts. */
export const FAKE_LINKEDIN_USER = {
  sub: 'fake-linkedin-1',
  email: 'lena.linkedin@example.com',
  email_verified: true,
  name: 'Lena LinkedIn',
};
const FAKE_LINKEDIN_ACCESS_TOKEN = 'fake-linkedin-access';
/** What the app asks LinkedIn for when connecting (server/src/features/auth/oauth-clients.ts). */
const LINKEDIN_GRANTED_SCOPES = ['openid', 'profile', 'email', 'w_member_social'];
/** The counts a post published to the fake starts with, so insights have something to show. */
const FAKE_POST_STATS = { impressions: 240, membersReached: 180, reactions: 12, comments: 3, reshares: 1 };

const CODE = 'fake-authorization-code';

/** Where the tools journey's webhook answers on the fakes' origin. */
export const HEADLINE_SCORE_PATH = '/tools/headline-score';

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === undefined ? '' : String(value);
}

/**
 * A tool webhook for the tools journey: `{ ok, result: { summary, items } }` computed from the JSON
 * body it receives (the default payload: the run's context and the field values), so a test sees
 * in the visitor's result what arrived. The score counts the headline's characters against a
 * 60-character ideal.
 */
function headlineScoreWebhook(url: string) {
  return http.post(url, async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return HttpResponse.json({ ok: false, message: 'Send a JSON object.' }, { status: 400 });
    }
    const payload = body as Record<string, unknown>;
    const headline = textOf(payload.headline).trim();
    const score = Math.max(0, 100 - Math.abs(60 - [...headline].length));
    return HttpResponse.json({
      ok: true,
      result: {
        summary: `${headline} scores ${score} out of 100.`,
        items: [
          { check: 'Length', value: `${[...headline].length} characters` },
          { check: 'Tone', value: textOf(payload.tone) },
          { check: 'Channels', value: textOf(payload.channels) },
          { check: 'Sent by', value: textOf(payload.userId) },
        ],
      },
    });
  });
}

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
 * msw's `HttpResponse.error()` (a handler's "the connection broke") reaches the HTTP middleware as
 * status 0, which Node refuses to write; over HTTP it becomes what it stands for: the socket closes
 * without an answer.
 */
function breakConnectionOnNetworkError(response: ServerResponse<IncomingMessage>): void {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    if (response.statusCode === 0) {
      response.socket?.destroy();
      return response;
    }
    return end(...args);
  }) as typeof response.end;
}

export interface FakeProvidersOptions {
  /** A fixed port (`npm run fakes`); a free one by default. */
  port?: number;
  /**
   * Whether the LinkedIn token also carries `r_member_postAnalytics` (impressions, members reached),
   * which LinkedIn grants only to approved apps; without it insights read likes and comments only.
   */
  linkedinAnalytics?: boolean;
  /** The app the Stripe fake sends its webhooks to; also settable once the app has started. */
  appOrigin?: string;
}

/**
 * Google, LinkedIn (OAuth and its REST API) and an OpenAI-compatible API as the browser tests meet
 * them: the same msw handlers the server tests use, served over HTTP on loopback, with the app's
 * provider URLs pointed at them.
 */
export async function startFakeProviders(options: FakeProvidersOptions = {}): Promise<{
  /** Where the fakes listen, for a test that points the app at one of them (a tool's webhook). */
  origin: string;
  env: Record<string, string>;
  linkedin: FakeLinkedIn;
  googlePeople: FakeGooglePeople;
  stripe: FakeStripe;
  /** Where the Stripe fake sends its signed webhooks (`<origin>/api/stripe/webhook`). */
  setAppOrigin(origin: string): void;
  close(): Promise<void>;
}> {
  const port = options.port ?? (await freePort());
  const origin = `http://${LOOPBACK}:${port}`;
  const linkedinApi = fakeLinkedIn({
    baseUrl: `${origin}/linkedin-api`,
    members: [
      {
        token: FAKE_LINKEDIN_ACCESS_TOKEN,
        sub: FAKE_LINKEDIN_USER.sub,
        name: FAKE_LINKEDIN_USER.name,
        email: FAKE_LINKEDIN_USER.email,
        scopes: options.linkedinAnalytics ? [...LINKEDIN_GRANTED_SCOPES, ANALYTICS_SCOPE] : LINKEDIN_GRANTED_SCOPES,
      },
    ],
    initialStats: () => ({ ...FAKE_POST_STATS }),
  });
  const google = { clientId: 'fake-google-client', clientSecret: 'fake-google-secret' };
  const googlePeople = fakeGooglePeople({
    baseUrl: `${origin}/google-people`,
    tokenUrl: `${origin}/google/token`,
    accounts: [
      {
        accessToken: 'fake-google-access',
        refreshToken: 'fake-google-refresh',
        scopes: ['openid', 'email', 'profile', CONTACTS_READONLY],
        contacts: FAKE_GOOGLE_CONTACTS.map((contact) => ({ ...contact })),
      },
    ],
  });
  const linkedin = { clientId: 'fake-linkedin-client', clientSecret: 'fake-linkedin-secret' };
  // The Stripe SDK keeps only the host of STRIPE_API_URL: its API answers at the root (/v1/…).
  const stripe = fakeStripe({ baseUrl: origin, pagesUrl: `${origin}/stripe` });
  let appOrigin = options.appOrigin;
  const stripeWebhookUrl = () => (appOrigin ? `${appOrigin}/api/stripe/webhook` : undefined);
  const openai = { baseUrl: `${origin}/openai/v1`, apiKey: 'fake-openai-key', model: 'fake-gpt' };
  const handlers: HttpHandler[] = [
    authorizeEndpoint(`${origin}/google/authorize`),
    // Before the OAuth fake: it answers the token endpoint's refresh grant, and lets codes through.
    ...googlePeople.handlers,
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
      user: FAKE_LINKEDIN_USER,
      tokenResponse: { access_token: FAKE_LINKEDIN_ACCESS_TOKEN, expires_in: 5184000 },
    }),
    ...linkedinApi.handlers,
    // A short pause between chunks, so a browser test can see the text arrive in pieces.
    ...fakeOpenAI({ baseUrl: openai.baseUrl, apiKey: openai.apiKey, chunkDelayMs: 40 }).handlers,
    // The demo's draft tool (server/src/features/tools/demo) calls it at the default port's /tools/readability.
    readabilityWebhook(`${origin}/tools/readability`),
    headlineScoreWebhook(`${origin}${HEADLINE_SCORE_PATH}`),
    ...stripe.handlers,
    ...fakeStripePages(stripe, { webhookUrl: stripeWebhookUrl }),
  ];
  // Under NodeNext resolution (the server project type-checks scripts/fakes.ts, which imports this
  // file) the middleware's types see msw's CommonJS declarations and these handlers its ESM ones:
  // the same classes at run time, two nominal types to the compiler.
  const app = createServer(...(handlers as unknown as Parameters<typeof createServer>));
  const server: Server = createHttpServer((request, response) => {
    breakConnectionOnNetworkError(response);
    app(request, response);
  }).listen(port, LOOPBACK);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    origin,
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_AUTH_URL: `${origin}/google/authorize`,
      GOOGLE_TOKEN_URL: `${origin}/google/token`,
      GOOGLE_USERINFO_URL: `${origin}/google/userinfo`,
      GOOGLE_PEOPLE_API_URL: `${origin}/google-people`,
      LINKEDIN_CLIENT_ID: linkedin.clientId,
      LINKEDIN_CLIENT_SECRET: linkedin.clientSecret,
      LINKEDIN_AUTH_URL: `${origin}/linkedin/authorize`,
      LINKEDIN_TOKEN_URL: `${origin}/linkedin/token`,
      LINKEDIN_USERINFO_URL: `${origin}/linkedin/userinfo`,
      LINKEDIN_API_URL: `${origin}/linkedin-api`,
      AI_BASE_URL: openai.baseUrl,
      AI_API_KEY: openai.apiKey,
      AI_MODEL: openai.model,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: origin,
    },
    linkedin: linkedinApi,
    googlePeople,
    stripe,
    setAppOrigin(next) {
      appOrigin = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
