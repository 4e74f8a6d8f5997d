/**
 * Addresses across the four sites (spec §2): each site is its own host in production; on
 * development hosts one host serves them all and `?subdomain=` names the site.
 */
import type { TArticleContentType } from '../schemas/blog.ts';
import type { Site } from './sites.ts';

export interface SiteOrigins {
  /** Absolute origin of each site ("https://blog.example.com"); on development hosts all alike. */
  origins: Record<Site, string>;
  devHosts: boolean;
}

/** The site an article belongs on: news on the news site, the rest on the blog (spec §4). */
export function articleSite(contentType: TArticleContentType): Site {
  return contentType === 'news' ? 'news' : 'blog';
}

/** Percent-encodes the letters outside ASCII (a Cyrillic slug), leaving everything already encoded as it is. */
function encodeNonAscii(path: string): string {
  return path.replace(/[^\p{ASCII}]+/gu, (letters) => encodeURIComponent(letters));
}

/** The absolute address of `path` (which may carry a query) on `site`, as a valid URL. */
export function siteUrl({ origins, devHosts }: SiteOrigins, site: Site, unencodedPath: string): string {
  const path = encodeNonAscii(unencodedPath);
  if (!devHosts || site === 'main') return `${origins[site]}${path}`;
  const separator = path.includes('?') ? '&' : '?';
  return `${origins[site]}${path}${separator}subdomain=${site}`;
}

/** A link from a page of `from` to `path` on `to`: relative on the same site, absolute across sites. */
export function siteHref(sites: SiteOrigins, from: Site, to: Site, path: string): string {
  if (from !== to) return siteUrl(sites, to, path);
  if (!sites.devHosts || to === 'main') return path;
  return `${path}${path.includes('?') ? '&' : '?'}subdomain=${to}`;
}
