import fs from 'node:fs';
import path from 'node:path';
import { APP_PATHS_MANIFEST, isAppPath, routePatternsFromRouteTree } from '@wordloom/shared/domain/app-paths';
import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { isRemovedPath } from '../features/removed-urls/service.ts';
import type { AppDeps } from '../trpc/context.ts';
import { loadSpaShell } from './spa-shell.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The route tree TanStack generates from client/src/routes (kept current by the client build and `npm run dev`). */
const ROUTE_TREE_SOURCE = path.resolve(import.meta.dirname, '../../../client/src/routeTree.gen.ts');

/**
 * The client's page patterns: the list the client build wrote next to the bundle, or, where the
 * client is not built (tests, `npm run dev`), the same list read from the route tree itself.
 */
function loadAppPathPatterns(clientDistDir: string): readonly string[] {
  const manifest = path.join(clientDistDir, APP_PATHS_MANIFEST);
  if (fs.existsSync(manifest)) return z.array(z.string()).parse(JSON.parse(fs.readFileSync(manifest, 'utf8')));
  return routePatternsFromRouteTree(fs.readFileSync(ROUTE_TREE_SOURCE, 'utf8'));
}

/**
 * Serves the built client: hashed assets cached for a year, and the app page with the HTTP
 * status its path deserves (410 for a removed URL, 404 for a path no page serves).
 */
export function clientPages({ db, config, logger }: AppDeps): Router {
  const shell = loadSpaShell(config.clientDistDir);
  const appPathPatterns = loadAppPathPatterns(config.clientDistDir);
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
      if (await isRemovedPath(db, { path: pathname })) return 410;
    } catch (error) {
      // Spec §8: a failing removal check counts as "not removed".
      logger.warn({ err: error, pathname }, 'removed-URL check failed');
    }
    const { path: unprefixed } = splitLanguagePrefix(pathname);
    return isAppPath(unprefixed, appPathPatterns) ? 200 : 404;
  }

  return pages;
}
