import path from 'node:path';
import { isAppPath } from '@wordloom/shared/domain/app-paths';
import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import express, { type Request, type Response, Router } from 'express';
import { isRemovedPath } from '../features/removed-urls/service.ts';
import type { AppDeps } from '../trpc/context.ts';
import { loadSpaShell } from './spa-shell.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built client: hashed assets cached for a year, and the app page with the HTTP
 * status its path deserves (410 for a removed URL, 404 for a path no page serves).
 */
export function clientPages({ db, config, logger }: AppDeps): Router {
  const shell = loadSpaShell(config.clientDistDir);
  const pages = Router();

  pages.use(
    '/assets',
    express.static(path.join(config.clientDistDir, 'assets'), {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );
  // The raw template lacks the boot data; the page lives at "/".
  pages.get('/index.html', (_req, res) => res.redirect(301, '/'));
  pages.use(express.static(config.clientDistDir, { index: false, maxAge: '1h' }));

  pages.get('/{*path}', async (req: Request, res: Response) => {
    const status = await pageStatus(req.path);
    res
      .status(status)
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(shell.render(req.path, { status, sites: config.sites }));
  });

  async function pageStatus(pathname: string): Promise<200 | 404 | 410> {
    try {
      if (await isRemovedPath(db, pathname)) return 410;
    } catch (error) {
      // Spec §8: a failing removal check counts as "not removed".
      logger.warn({ err: error, pathname }, 'removed-URL check failed');
    }
    const { path: unprefixed } = splitLanguagePrefix(pathname);
    return isAppPath(unprefixed) ? 200 : 404;
  }

  return pages;
}
