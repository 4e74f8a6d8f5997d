import { HttpResponse, http } from 'msw';

/** A person as an OpenID Connect provider describes them. */
export interface FakeProviderUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface FakeProviderOptions {
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** The authorization code the fake accepts. */
  code: string;
  user: FakeProviderUser;
  tokenResponse: Record<string, unknown>;
  /** Receives the token request's form fields, to check PKCE and redirect URI. */
  onTokenRequest?: (fields: URLSearchParams) => void;
}

/**
 * An OAuth 2 / OpenID Connect provider as Google's and LinkedIn's token and userinfo endpoints
 * answer: client authentication, `invalid_grant` for a bad code, 401 for a bad bearer token.
 */
export function fakeOAuthProvider(options: FakeProviderOptions) {
  const accessToken = String(options.tokenResponse.access_token);
  return [
    http.post(options.tokenUrl, async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      options.onTokenRequest?.(fields);
      const basic = request.headers.get('authorization');
      const expectedBasic = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      const clientOk =
        basic === expectedBasic ||
        (fields.get('client_id') === options.clientId && fields.get('client_secret') === options.clientSecret);
      if (!clientOk) return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
      if (fields.get('grant_type') !== 'authorization_code' || fields.get('code') !== options.code) {
        return HttpResponse.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 });
      }
      return HttpResponse.json(options.tokenResponse);
    }),
    http.get(options.userInfoUrl, ({ request }) => {
      if (request.headers.get('authorization') !== `Bearer ${accessToken}`) {
        return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
      }
      return HttpResponse.json(options.user);
    }),
  ];
}
