import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { DEFAULT_LANGUAGE } from '@wordloom/shared/languages';
import { RouteErrorScreen } from '../features/errors/RenderErrorScreen.tsx';
import { GonePage, MissingPage } from '../features/errors/StatusPages.tsx';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';
import { boot, initialStatusFor } from '../lib/boot.ts';
import { activateLanguage } from '../lib/i18n.ts';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The URL's language prefix decides the language of every page, also after Back and Forward.
  beforeLoad: async () => {
    const language = splitLanguagePrefix(window.location.pathname).language ?? DEFAULT_LANGUAGE;
    await activateLanguage(language).catch(() => activateLanguage(DEFAULT_LANGUAGE));
  },
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: RouteErrorScreen,
});

function Root() {
  const { pathname } = useLocation();
  // The server answered 410 for the first page: it was removed even if a route would match it.
  const gone = initialStatusFor(pathname) === 410;
  return <SiteLayout site={boot.site}>{gone ? <GonePage /> : <Outlet />}</SiteLayout>;
}

function NotFound() {
  const { pathname } = useLocation();
  return <MissingPage path={pathname} />;
}
