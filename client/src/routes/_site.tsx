import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
import { GonePage } from '../features/errors/StatusPages.tsx';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';
import { boot, initialStatusFor } from '../lib/boot.ts';

/** The public pages, framed by the layout of the site (main, blog, news or tools) they are served on. */
export const Route = createFileRoute('/_site')({ component: PublicSite });

function PublicSite() {
  const { pathname } = useLocation();
  // The server answered 410 for the first page: it was removed even if a route would match it.
  const gone = initialStatusFor(pathname) === 410;
  return <SiteLayout site={boot.site}>{gone ? <GonePage /> : <Outlet />}</SiteLayout>;
}
