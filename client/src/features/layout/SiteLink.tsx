import { Anchor, type AnchorProps } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { boot } from '../../lib/boot.ts';
import { localizedHref } from '../../lib/paths.ts';

/** Main-site pages the server renders itself (docs/decisions/012): reached by a full page load, never by the router. */
const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set(['/blog', '/solutions']);

/**
 * Whether this build has a page at a path: the navigation leaves out the links to pages that
 * later issues add (support tickets), so no link leads to a 404, and shows each once its page lands.
 */
export function useHasPage(): (path: string) => boolean {
  const { routesByPath } = useRouter();
  return (path) => SERVER_RENDERED_PAGES.has(path) || Object.hasOwn(routesByPath, path);
}

/** Paths of the main site that the public navigation links to. */
export type SitePath =
  | '/'
  | '/features'
  | '/solutions'
  | '/pricing'
  | '/blog'
  | '/contact'
  | '/about'
  | '/careers'
  | '/privacy'
  | '/terms'
  | '/login'
  | '/signup'
  | '/dashboard'
  | '/admin'
  | '/account'
  | '/subscription';

/**
 * The main site's address of a path. On the blog, news and tools subdomains the navigation
 * leaves for the main site (spec §2); on dev hosts that is the same host without `?subdomain=`.
 */
export function mainSiteHref(path: SitePath): string {
  const isDevHost = boot.sites.devHosts.includes(window.location.hostname);
  const origin = isDevHost ? window.location.origin : `${window.location.protocol}//${boot.sites.main}`;
  return `${origin}${localizedHref(path)}`;
}

interface SiteLinkProps extends AnchorProps {
  to: SitePath;
  children: ReactNode;
  onClick?: () => void;
}

/** A link to a main-site page: in-app on the main site, a full link from the subdomains and to server-rendered pages. */
export function SiteLink({ to, children, ...props }: SiteLinkProps) {
  if (boot.site !== 'main' || SERVER_RENDERED_PAGES.has(to)) {
    return (
      <Anchor href={mainSiteHref(to)} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={to as '/'} {...props}>
      {children}
    </Anchor>
  );
}
