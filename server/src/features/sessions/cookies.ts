import type { Request, Response } from 'express';
import type { AppConfig } from '../../config.ts';

/**
 * The session cookie (ARCHITECTURE §5): HttpOnly, SameSite=Lax, Path=/, and in production
 * Secure with the `__Host-` prefix, which browsers only accept from a secure origin without Domain.
 */
export function sessionCookieName(config: Pick<AppConfig, 'env'>): string {
  return config.env === 'production' ? '__Host-wordloom_session' : 'wordloom_session';
}

/** Reads one cookie from the Cookie header (Express 5 has no cookie parser built in). */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/** What procedures may do with the session cookie; tests record it instead. */
export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** Sets and clears the session cookie on an Express response, with the attributes above. */
export function expressSessionCookies(res: Response, config: Pick<AppConfig, 'env'>): SessionCookies {
  const name = sessionCookieName(config);
  const secure = config.env === 'production';
  return {
    set(token, expiresAt) {
      res.cookie(name, token, { httpOnly: true, secure, sameSite: 'lax', path: '/', expires: expiresAt });
    },
    clear() {
      res.clearCookie(name, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
    },
  };
}
