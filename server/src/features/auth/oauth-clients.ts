import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, type OAuth2Tokens } from 'arctic';
import type { AppConfig, OAuthProviderConfig } from '../../config.ts';
import type { OAuthProvider } from '../../db/schema.ts';

/** The providers by their URL name, with what the spec asks of each (§7 Authentication). */
export const OAUTH_PROVIDERS = {
  google: {
    provider: 'google',
    // Sign-in plus the contacts and phone numbers the Gmail sharing reads.
    scopes: [
      'openid',
      'email',
      'profile',
      'https://www.googleapis.com/auth/contacts.readonly',
      'https://www.googleapis.com/auth/user.phonenumbers.read',
    ],
    usesPkce: true,
    // Offline access with forced consent, so Google sends a refresh token every time.
    extraParameters: { access_type: 'offline', prompt: 'consent' },
  },
  linkedin: {
    provider: 'linkedin_oidc',
    scopes: ['openid', 'profile', 'email', 'w_member_social'],
    usesPkce: false,
    extraParameters: {},
  },
} as const satisfies Record<
  string,
  { provider: OAuthProvider; scopes: string[]; usesPkce: boolean; extraParameters: Record<string, string> }
>;

export type OAuthProviderName = keyof typeof OAUTH_PROVIDERS;

/** Whether a URL's provider name ("google", "linkedin") is one the app signs in with. */
export function isOAuthProviderName(value: string): value is OAuthProviderName {
  return Object.hasOwn(OAUTH_PROVIDERS, value);
}

function client(config: AppConfig, name: OAuthProviderName, settings: OAuthProviderConfig): OAuth2Client {
  return new OAuth2Client(settings.clientId, settings.clientSecret, `${config.appUrl}/auth/${name}/callback`);
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  codeVerifier: string | null;
}

/**
 * Google's re-authorisation for Gmail sharing (spec §7): contacts.readonly added to what the user
 * granted before (incremental authorisation), with the identity scopes so the userinfo call that
 * proves the account still works when Google was never connected.
 */
export const GOOGLE_CONTACTS_REAUTHORIZATION = {
  scopes: ['openid', 'email', 'profile', 'https://www.googleapis.com/auth/contacts.readonly'],
  extraParameters: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
} as const;

/** Scopes and parameters that replace a provider's own for one round trip. */
export interface AuthorizationRequest {
  scopes: readonly string[];
  extraParameters: Record<string, string>;
}

/** Where to send the browser, with a fresh state (and PKCE verifier for Google). */
export function startAuthorization(
  config: AppConfig,
  name: OAuthProviderName,
  settings: OAuthProviderConfig,
  request: AuthorizationRequest = OAUTH_PROVIDERS[name],
): AuthorizationStart {
  const definition = OAUTH_PROVIDERS[name];
  const state = generateState();
  const codeVerifier = definition.usesPkce ? generateCodeVerifier() : null;
  const oauth = client(config, name, settings);
  const scopes = [...request.scopes];
  const url = codeVerifier
    ? oauth.createAuthorizationURLWithPKCE(
        settings.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      )
    : oauth.createAuthorizationURL(settings.authorizationUrl, state, scopes);
  for (const [key, value] of Object.entries(request.extraParameters)) url.searchParams.set(key, value);
  return { url, state, codeVerifier };
}

/** What the provider tells about the person (OpenID Connect userinfo). */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export interface ProviderGrant {
  profile: ProviderProfile;
  tokens: OAuth2Tokens;
  scopes: string[];
}

/** Trades the callback's code for tokens and reads the person's profile. */
export async function completeAuthorization(
  config: AppConfig,
  name: OAuthProviderName,
  settings: OAuthProviderConfig,
  code: string,
  codeVerifier: string | null,
): Promise<ProviderGrant> {
  const tokens = await client(config, name, settings).validateAuthorizationCode(settings.tokenUrl, code, codeVerifier);
  const response = await fetch(settings.userInfoUrl, {
    headers: { authorization: `Bearer ${tokens.accessToken()}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${name} userinfo answered ${response.status}`);
  const info = (await response.json()) as {
    sub?: string;
    email?: string;
    email_verified?: boolean | string;
    name?: string;
  };
  if (!info.sub) throw new Error(`${name} userinfo has no subject`);
  return {
    profile: {
      subject: info.sub,
      email: info.email?.trim().toLowerCase() ?? null,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      name: info.name ?? null,
    },
    tokens,
    scopes: grantedScopes(tokens.data, OAUTH_PROVIDERS[name].scopes),
  };
}

/**
 * The scopes a token answer granted: Google separates them with spaces as OAuth says, LinkedIn
 * with commas, so both are split. Without a `scope` field, the scopes asked for were granted.
 */
export function grantedScopes(answer: object, asked: readonly string[]): string[] {
  const scope = 'scope' in answer && typeof answer.scope === 'string' ? answer.scope : '';
  const granted = scope.split(/[\s,]+/).filter(Boolean);
  return granted.length > 0 ? granted : [...asked];
}

/**
 * A new access token for a stored refresh token (Google's token endpoint, `grant_type=refresh_token`),
 * with the scopes the answer lists, else those granted before.
 */
export async function refreshAccessToken(
  config: AppConfig,
  name: OAuthProviderName,
  settings: OAuthProviderConfig,
  { refreshToken, scopes }: { refreshToken: string; scopes: readonly string[] },
): Promise<{ tokens: OAuth2Tokens; scopes: string[] }> {
  const tokens = await client(config, name, settings).refreshAccessToken(settings.tokenUrl, refreshToken, []);
  return { tokens, scopes: grantedScopes(tokens.data, scopes) };
}
