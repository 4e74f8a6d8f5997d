import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { splitLanguagePrefix, withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { PageLoader } from './features/layout/PageLoader.tsx';
import { activeLanguage } from './lib/i18n.ts';
import type { TrpcUtils } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

/**
 * Routes are declared once, without language. The browser's "/fr/pricing" is read as
 * "/pricing", and every link the router writes gets the active language's prefix back
 * (English has none), so all 26 language copies of each route come from one file.
 */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Shown when a page takes longer than a second to load (a language catalog on a slow line).
    defaultPendingComponent: PageLoader,
    scrollRestoration: true,
    rewrite: {
      input: ({ url }) => {
        url.pathname = splitLanguagePrefix(url.pathname).path;
        return url;
      },
      output: ({ url }) => {
        url.pathname = withLanguagePrefix(url.pathname, activeLanguage());
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
