import { splitLanguagePrefix, withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { sameSitePath } from '@wordloom/shared/domain/share';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@wordloom/shared/languages';
import { type Request, type Response, Router } from 'express';
import type { AppDeps } from '../../trpc/context.ts';
import { expressSessionCookies, readCookie, sessionCookieName } from '../sessions/cookies.ts';
import { validateSessionToken } from '../sessions/service.ts';
import {
  completeAuthorization,
  GOOGLE_CONTACTS_REAUTHORIZATION,
  isOAuthProviderName,
  OAUTH_PROVIDERS,
  type OAuthProviderName,
  startAuthorization,
} from './oauth-clients.ts';
import { connectProvider, signInWithProvider } from './oauth-service.ts';

/** The OAuth round trip's state lives this long in a short cookie; an older callback is refused. */
const OAUTH_COOKIE_MAX_AGE_MS = 10 * 60 * 1000;
const OAUTH_COOKIE = 'wordloom_oauth';

interface PendingAuthorization {
  provider: OAuthProviderName;
  state: string;
  codeVerifier: string | null;
  language: LanguageCode;
  /** Where a signed-in user connecting the provider goes back to (a path `returnPage` accepted). */
  returnTo: string | null;
  /**
   * Set by Google's contacts re-authorisation (spec §7 post_reauth_action): the callback page then
   * reads the contacts and goes back to `reauthReturnTo`, a path `sameSitePath` accepted.
   */
  postReauthAction?: 'fetch_contacts';
  reauthReturnTo?: string;
}

/** The callback page's query after a contacts re-authorisation: what to do next and where to go back. */
function reauthLanding(language: LanguageCode, returnTo: string, params: Record<string, string>): string {
  return landing(
    { page: '/auth/callback', language },
    { provider: 'google', post_reauth_action: 'fetch_contacts', returnTo, ...params },
  );
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

/**
 * The in-app pages a signed-in user connecting a provider may be sent back to (without a language
 * prefix). `/auth/callback` resumes a task begun before the round trip: connecting LinkedIn to
 * publish a post, which the callback page then publishes.
 */
const RETURN_PAGES = ['/account', '/auth/callback'] as const;

interface PageAddress {
  page: '/login' | (typeof RETURN_PAGES)[number];
  language: LanguageCode;
}

/**
 * Where the browser lands after the provider: a known page of this site in a language, with an
 * encoded query. Nothing from the request is parsed into it, so the redirect cannot leave the site.
 */
function landing({ page, language }: PageAddress, params: Record<string, string>): string {
  return `${withLanguagePrefix(page, language)}?${new URLSearchParams(params)}`;
}

/**
 * The page a `returnTo` names, or null: only a known page with an optional language prefix
 * ("/account", "/fr/account") passes, compared as text and never resolved as a URL, so no spelling
 * of another origin ("//host", "/\\host", "/.//x//host", encoded slashes) can get through.
 */
function returnPage(value: unknown): PageAddress | null {
  if (typeof value !== 'string') return null;
  const { language, path } = splitLanguagePrefix(value);
  const page = RETURN_PAGES.find((known) => known === path);
  return page ? { page, language: language ?? DEFAULT_LANGUAGE } : null;
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
    const returnTo = returnPage(req.query.returnTo);
    const settings = isOAuthProviderName(name) ? deps.config.oauth[name] : null;
    if (!isOAuthProviderName(name) || !settings) {
      res.redirect(
        returnTo
          ? landing(returnTo, { connectError: 'unavailable', provider: name })
          : landing({ page: '/login', language }, { oauth_error: 'unavailable', provider: name }),
      );
      return;
    }
    const { url, state, codeVerifier } = startAuthorization(deps.config, name, settings);
    const pending: PendingAuthorization = {
      provider: name,
      state,
      codeVerifier,
      language,
      returnTo: returnTo && withLanguagePrefix(returnTo.page, returnTo.language),
    };
    res.cookie(OAUTH_COOKIE, encodePending(pending), { ...cookieOptions, maxAge: OAUTH_COOKIE_MAX_AGE_MS });
    res.redirect(url.toString());
  });

  /**
   * Gmail sharing's re-authorisation (spec §7): Google asked again, adding contacts.readonly to
   * what was granted, for a signed-in user; the callback page then fetches the contacts and goes
   * back to `returnTo`, which must be a path of this site (anything else goes to the dashboard).
   */
  routes.get('/auth/google/contacts', async (req: Request, res: Response) => {
    const returnTo = sameSitePath(req.query.returnTo) ?? '/dashboard';
    const language = splitLanguagePrefix(returnTo).language ?? DEFAULT_LANGUAGE;
    const sessionToken = readCookie(req, sessionCookieName(deps.config));
    const signedIn = sessionToken ? await validateSessionToken(deps.db, { token: sessionToken }) : null;
    if (!signedIn) {
      // Nothing failed: the client offers sharing by Gmail to signed-in users only, so just sign in.
      res.redirect(withLanguagePrefix('/login', language));
      return;
    }
    const settings = deps.config.oauth.google;
    if (!settings) {
      res.redirect(reauthLanding(language, returnTo, { connectError: 'unavailable' }));
      return;
    }
    const { url, state, codeVerifier } = startAuthorization(
      deps.config,
      'google',
      settings,
      GOOGLE_CONTACTS_REAUTHORIZATION,
    );
    const pending: PendingAuthorization = {
      provider: 'google',
      state,
      codeVerifier,
      language,
      returnTo: null,
      postReauthAction: 'fetch_contacts',
      reauthReturnTo: returnTo,
    };
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
      // A signed-in browser is connecting the provider to its account, not signing in as someone.
      const sessionCookies = expressSessionCookies(res, deps.config);
      const sessionToken = readCookie(req, sessionCookieName(deps.config));
      const signedIn = sessionToken ? await validateSessionToken(deps.db, { token: sessionToken }) : null;
      if (sessionToken && signedIn?.renewed) sessionCookies.set(sessionToken, signedIn.session.expiresAt);
      // Checked again: the cookie comes back from the browser.
      const reauthReturnTo =
        signedIn && pending?.postReauthAction === 'fetch_contacts'
          ? (sameSitePath(pending.reauthReturnTo) ?? '/dashboard')
          : null;
      const connectReturn: PageAddress | null = signedIn
        ? (returnPage(pending?.returnTo) ?? { page: '/account', language })
        : null;
      const fail = (reason: string) =>
        res.redirect(
          reauthReturnTo !== null
            ? reauthLanding(language, reauthReturnTo, { connectError: reason })
            : connectReturn
              ? landing(connectReturn, { connectError: reason, provider: name })
              : landing({ page: '/login', language }, { oauth_error: reason, provider: name }),
        );

      if (req.query.error === 'access_denied') return fail('cancelled');
      const state = typeof req.query.state === 'string' ? req.query.state : '';
      const code = typeof req.query.code === 'string' ? req.query.code : '';
      // A missing, expired (cookie gone) or mismatched state is a forged or replayed callback.
      if (!pending || pending.provider !== name || !state || state !== pending.state || !code) return fail('state');
      const settings = deps.config.oauth[pending.provider];
      if (!settings) return fail('unavailable');

      try {
        const grant = await completeAuthorization(deps.config, pending.provider, settings, code, pending.codeVerifier);
        if (signedIn && connectReturn) {
          const outcome = await connectProvider(deps, {
            userId: signedIn.session.userId,
            provider: pending.provider,
            grant,
          });
          if (outcome === 'identity_taken') return fail('taken');
          res.redirect(
            reauthReturnTo !== null
              ? reauthLanding(language, reauthReturnTo, {})
              : landing(connectReturn, { connected: name }),
          );
          return;
        }
        await signInWithProvider(
          {
            ...deps,
            cookies: sessionCookies,
            userAgent: req.get('user-agent') ?? null,
            ipAddress: req.ip ?? 'unknown',
          },
          { provider: pending.provider, grant, language },
        );
        res.redirect(landing({ page: '/auth/callback', language }, { provider: name }));
      } catch (error) {
        (req.log ?? deps.logger).warn({ err: error, provider: name }, 'OAuth sign-in failed');
        const appCode = (error as { appCode?: string }).appCode;
        fail(
          appCode === 'EMAIL_NOT_VERIFIED'
            ? 'unverified_email'
            : appCode === 'ACCOUNT_SUSPENDED'
              ? 'suspended'
              : 'failed',
        );
      }
    },
  );

  return routes;
}
