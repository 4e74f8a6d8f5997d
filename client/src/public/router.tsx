import { createRouter } from '@tanstack/react-router';
import { splitLanguagePrefix, withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import type { PublicRouterContext } from './context.ts';
import { publicRouteTree } from './routes.tsx';

/**
 * The public pages' router; "/fr/blog" is read as "/blog" and written back with its prefix (the
 * language is the page environment's).
 */
export function createPublicRouter(context: PublicRouterContext) {
  return createRouter({
    routeTree: publicRouteTree,
    context,
    // Pages are plain links to server-rendered documents: nothing to preload.
    defaultPreload: false,
    rewrite: {
      input: ({ url }) => {
        url.pathname = splitLanguagePrefix(url.pathname).path;
        return url;
      },
      output: ({ url }) => {
        url.pathname = withLanguagePrefix(url.pathname, context.environment.pathLanguage);
        return url;
      },
    },
  });
}

export type PublicRouter = ReturnType<typeof createPublicRouter>;
