import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
// pino-http adds `log` and `id` to the request.
import type {} from 'pino-http';
import type { AppConfig } from '../config.ts';
import type { DatabaseEngine } from '../db/client.ts';
import type { Notifications } from '../db/notifications.ts';
import type { DB } from '../db/schema.ts';
import {
  expressSessionCookies,
  readCookie,
  type SessionCookies,
  sessionCookieName,
} from '../features/sessions/cookies.ts';
import { type Session, validateSessionToken } from '../features/sessions/service.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { SecretBox } from '../lib/crypto.ts';
import { isLoopbackAddress } from '../lib/loopback.ts';
import type { Mailer } from '../lib/mail.ts';
import type { ObjectStorage } from '../lib/storage/index.ts';

export interface AppDeps {
  db: Kysely<DB>;
  engine: DatabaseEngine;
  config: AppConfig;
  logger: Logger;
  /** Encryption at rest for OAuth tokens and outbox mail. */
  secrets: SecretBox;
  mailer: Mailer;
  /** LISTEN/NOTIFY across server processes (a generation's readers wait on it). */
  notifications: Notifications;
  /** Durable jobs (pg-boss): enqueue inside the transaction whose write causes the job. */
  jobs: JobQueue;
  /** Uploaded files' bytes (the database, or an S3-compatible service: STORAGE_DRIVER). */
  storage: ObjectStorage;
}

/** Who is asking, as far as the request tells. */
export interface RequestInfo {
  session: Session | null;
  cookies: SessionCookies;
  ipAddress: string;
  userAgent: string | null;
  requestId: string | undefined;
  /** The connection itself comes from this machine (its socket, not a proxy header). */
  fromThisMachine: boolean;
}

/** What every procedure sees; built without Express so tests can call procedures directly. */
export interface Context extends AppDeps, RequestInfo {}

const NO_COOKIES: SessionCookies = { set() {}, clear() {} };

export async function createContextInner(deps: AppDeps, request: Partial<RequestInfo> = {}): Promise<Context> {
  return {
    ...deps,
    session: null,
    cookies: NO_COOKIES,
    ipAddress: '127.0.0.1',
    userAgent: null,
    requestId: undefined,
    fromThisMachine: false,
    ...request,
  };
}

/**
 * The session of an Express request, from its cookie: a stale cookie is cleared, a session whose
 * expiry moved gets its cookie renewed. tRPC's context and the plain Express routes (uploads) share it.
 */
export async function readRequestSession(
  deps: Pick<AppDeps, 'db' | 'config'>,
  req: Request,
  res: Response,
): Promise<{ session: Session | null; cookies: SessionCookies }> {
  const cookies = expressSessionCookies(res, deps.config);
  const token = readCookie(req, sessionCookieName(deps.config));
  const validated = token ? await validateSessionToken(deps.db, { token }) : null;
  if (token && !validated) cookies.clear();
  if (token && validated?.renewed) cookies.set(token, validated.session.expiresAt);
  return { session: validated?.session ?? null, cookies };
}

/** The Express side: the session from the cookie (renewing it when its expiry moved). */
export function contextFactory(deps: AppDeps) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<Context> => {
    const { session, cookies } = await readRequestSession(deps, req, res);
    return createContextInner(
      { ...deps, logger: req.log ?? deps.logger },
      {
        session,
        cookies,
        ipAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        userAgent: req.get('user-agent') ?? null,
        requestId: req.id?.toString(),
        fromThisMachine: isLoopbackAddress(req.socket.remoteAddress),
      },
    );
  };
}
