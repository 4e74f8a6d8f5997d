import { Router } from 'express';
import type { AppDeps } from '../../trpc/context.ts';

/** robots.txt, sitemaps, RSS feeds and social card images of the blog and news sites. */
export function blogFeedRoutes(_deps: AppDeps): Router {
  return Router();
}
