import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { DEFAULT_LANGUAGE } from '@wordloom/shared/languages';
import { RouteErrorScreen } from '../features/errors/RenderErrorScreen.tsx';
import { MissingPage } from '../features/errors/StatusPages.tsx';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';
import { boot } from '../lib/boot.ts';
import { activateLanguage } from '../lib/i18n.ts';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The URL's language prefix decides the language of every page, also after Back and Forward.
  beforeLoad: async () => {
    const language = splitLanguagePrefix(window.location.pathname).language ?? DEFAULT_LANGUAGE;
    await activateLanguage(language).catch(() => activateLanguage(DEFAULT_LANGUAGE));
  },
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: RouteErrorScreen,
});

function NotFound() {
  const { pathname } = useLocation();
  return (
    <SiteLayout site={boot.site}>
      <MissingPage path={pathname} />
    </SiteLayout>
  );
}
