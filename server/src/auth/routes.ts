import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { isLanguageCode, type LanguageCode } from '@wordloom/shared/languages';
import { type Request, type Response, Router } from 'express';
import { signInWithProvider } from '../features/auth/oauth-service.ts';
import type { AppDeps } from '../trpc/context.ts';
import { expressSessionCookies, readCookie } from './cookies.ts';
import {
  completeAuthorization,
  isOAuthProviderName,
  OAUTH_PROVIDERS,
  type OAuthProviderName,
  startAuthorization,
} from './oauth.ts';

/** The OAuth round trip's state lives this long in a short cookie; an older callback is refused. */
const OAUTH_COOKIE_MAX_AGE_MS = 10 * 60 * 1000;
const OAUTH_COOKIE = 'wordloom_oauth';

interface PendingAuthorization {
  provider: OAuthProviderName;
  state: string;
  codeVerifier: string | null;
  language: LanguageCode;
}

function encodePending(pending: PendingAuthorization): string {
  return Buffer.from(JSON.stringify(pending)).toString('base64url');
}

function decodePending(value: string | undefined): PendingAuthorization | null {
  if (!value) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as PendingAuthorization;
  } catch {
    return null;
  }
}

/** Where the browser lands after the provider: the client's "Completing sign in..." page, or /login with a reason. */
function landing(language: LanguageCode, path: '/auth/callback' | '/login', params: Record<string, string>): string {
  return `${withLanguagePrefix(path, language)}?${new URLSearchParams(params)}`;
}

/** Express routes for the Google and LinkedIn redirects (`/auth/google`, `/auth/google/callback`, …). */
export function oauthRoutes(deps: AppDeps): Router {
  const routes = Router();
  const secure = deps.config.env === 'production';
  const cookieOptions = { httpOnly: true, secure, sameSite: 'lax' as const, path: '/auth' };

  // Only the providers' own paths: "/auth/callback" is the client's page.
  const providerPaths = Object.keys(OAUTH_PROVIDERS).map((name) => `/auth/${name}`);

  routes.get(providerPaths, (req: Request, res: Response) => {
    const name = req.path.slice('/auth/'.length);
    const language = typeof req.query.lang === 'string' && isLanguageCode(req.query.lang) ? req.query.lang : 'en';
    const settings = isOAuthProviderName(name) ? deps.config.oauth[name] : null;
    if (!isOAuthProviderName(name) || !settings) {
      res.redirect(landing(language, '/login', { oauth_error: 'unavailable', provider: name }));
      return;
    }
    const { url, state, codeVerifier } = startAuthorization(deps.config, name, settings);
    const pending: PendingAuthorization = { provider: name, state, codeVerifier, language };
    res.cookie(OAUTH_COOKIE, encodePending(pending), { ...cookieOptions, maxAge: OAUTH_COOKIE_MAX_AGE_MS });
    res.redirect(url.toString());
  });

  routes.get(
    providerPaths.map((path) => `${path}/callback`),
    async (req: Request, res: Response) => {
      const name = req.path.slice('/auth/'.length, -'/callback'.length);
      const pending = decodePending(readCookie(req, OAUTH_COOKIE));
      res.clearCookie(OAUTH_COOKIE, cookieOptions);
      const language = pending?.language ?? 'en';
      const fail = (reason: string) =>
        res.redirect(landing(language, '/login', { oauth_error: reason, provider: name }));

      if (req.query.error === 'access_denied') return fail('cancelled');
      const state = typeof req.query.state === 'string' ? req.query.state : '';
      const code = typeof req.query.code === 'string' ? req.query.code : '';
      // A missing, expired (cookie gone) or mismatched state is a forged or replayed callback.
      if (!pending || pending.provider !== name || !state || state !== pending.state || !code) return fail('state');
      const settings = deps.config.oauth[pending.provider];
      if (!settings) return fail('unavailable');

      try {
        const grant = await completeAuthorization(deps.config, pending.provider, settings, code, pending.codeVerifier);
        await signInWithProvider(
          {
            ...deps,
            cookies: expressSessionCookies(res, deps.config),
            userAgent: req.get('user-agent') ?? null,
            ipAddress: req.ip ?? 'unknown',
          },
          pending.provider,
          grant,
          language,
        );
        res.redirect(landing(language, '/auth/callback', { provider: name }));
      } catch (error) {
        (req.log ?? deps.logger).warn({ err: error, provider: name }, 'OAuth sign-in failed');
        fail((error as { appCode?: string }).appCode === 'EMAIL_NOT_VERIFIED' ? 'unverified_email' : 'failed');
      }
    },
  );

  return routes;
}
