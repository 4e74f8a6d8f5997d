import { randomUUID } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { sql } from 'kysely';
import { pinoHttp } from 'pino-http';
import { pendingMigrations } from './db/migrate.ts';
import { oauthRoutes } from './features/auth/oauth-routes.ts';
import { stripeWebhookRoutes } from './features/billing/webhook.ts';
import { blogFeedRoutes } from './features/blog-feeds/routes.ts';
import { MEDIA_UPLOAD_PATHS, mediaRoutes } from './features/media/routes.ts';
import { newsletterRoutes } from './features/newsletter/routes.ts';
import { MAX_JSON_BODY_BYTES, refuseLargeBodies } from './http/body-limit.ts';
import { clientPages } from './http/client-pages.ts';
import { cspDirectives } from './http/content-security-policy.ts';
import { devMailbox } from './http/dev-mailbox.ts';
import { answerErrors } from './http/error-answers.ts';
import { type PublicPages, publicPages } from './http/public-pages.ts';
import { requireSameOrigin } from './http/same-origin.ts';
import { appRouter } from './trpc/app-router.ts';
import { type AppDeps, contextFactory } from './trpc/context.ts';

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

/**
 * Builds the whole HTTP application from its dependencies; nothing global, so tests build their
 * own. The public pages are given when the caller also serves their cached copies in front of it.
 */
export function createApp(deps: AppDeps, pages: PublicPages = publicPages(deps)): Express {
  const { db, config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // Method, path and status are enough; headers would only carry noise and secrets.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: { directives: cspDirectives(config) },
    }),
  );
  app.use(compression());
  // Stripe signs the exact bytes it sends: this route reads its body raw, before anything parses it.
  app.use(stripeWebhookRoutes(deps));
  // Uploads read their body under their own, larger limit (features/media/routes.ts).
  app.use(refuseLargeBodies(MAX_JSON_BODY_BYTES, undefined, { except: MEDIA_UPLOAD_PATHS }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await sql`select 1`.execute(db);
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        res.status(503).json({ status: 'migrations pending', pending });
        return;
      }
      res.json({ status: 'ready' });
    } catch (error) {
      logger.error({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'database unreachable' });
    }
  });

  app.use(
    '/trpc',
    requireSameOrigin(config.appUrl),
    createExpressMiddleware({
      router: appRouter,
      createContext: contextFactory(deps),
      maxBodySize: MAX_JSON_BODY_BYTES,
      onError({ error, path, ctx }) {
        // The request's own logger, so the line carries the request id the client was given.
        if (error.code === 'INTERNAL_SERVER_ERROR')
          (ctx?.logger ?? logger).error({ err: error, path }, 'tRPC procedure failed');
      },
    }),
  );

  app.use(oauthRoutes(deps));
  app.use(mediaRoutes(deps));
  app.use(blogFeedRoutes(deps));
  app.use(newsletterRoutes(deps));
  // Mail waits in the outbox when no SMTP server is configured; developers read it here.
  if (config.devMailbox) app.use(devMailbox(deps));
  app.use(pages.router);
  app.use(clientPages(deps));
  app.use(answerErrors(logger));
  return app;
}

/** The app as the server runs it: public pages already rendered are answered before Express. */
export function createRequestListener(deps: AppDeps): RequestListener {
  const pages = publicPages(deps);
  const app = createApp(deps, pages);
  return (req, res) => {
    if (!pages.serveCached(req, res)) app(req, res);
  };
}
