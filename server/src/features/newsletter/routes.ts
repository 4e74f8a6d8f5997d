import { AppErrorCode } from '@wordloom/shared/errors';
import express, { type Request, type Response, Router } from 'express';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { ONE_CLICK_UNSUBSCRIBE_PATH, unsubscribe } from './service.ts';

const TEXT = 'text/plain; charset=utf-8';

function tokenOf(req: Request): string | undefined {
  const { token } = req.query;
  return typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : undefined;
}

/**
 * One-click unsubscribe (RFC 8058): the mail provider POSTs `List-Unsubscribe=One-Click` to the
 * header's URL when the reader presses its "Unsubscribe", without cookies or a page. The token in
 * the URL is the whole authority, as on the unsubscribe page. A GET (a mail client that opens the
 * URL in a browser, a link scanner) changes nothing: it leads to the page with its button.
 */
export function newsletterRoutes(deps: Pick<AppDeps, 'db'>): Router {
  const router = Router();
  router.get(ONE_CLICK_UNSUBSCRIBE_PATH, (req: Request, res: Response) => {
    const token = tokenOf(req);
    res.redirect(303, token ? `/newsletter/unsubscribe?token=${encodeURIComponent(token)}` : '/newsletter/unsubscribe');
  });
  router.post(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req: Request, res: Response) => {
      const token = tokenOf(req);
      try {
        if (!token) throw new AppError(AppErrorCode.INVALID_NEWSLETTER_LINK);
        await unsubscribe(deps, { token });
        res.type(TEXT).send('You are unsubscribed from the Wordloom newsletter.');
      } catch (error) {
        if (!(error instanceof AppError) || error.appCode !== AppErrorCode.INVALID_NEWSLETTER_LINK) throw error;
        res.status(400).type(TEXT).send('This unsubscribe link is invalid.');
      }
    },
  );
  return router;
}
