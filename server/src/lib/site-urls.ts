/**
 * Absolute addresses on the four sites (spec §2), for what leaves the page: canonical links,
 * sitemaps, feeds, social cards. On development hosts there are no subdomains, so every site is
 * APP_URL's origin and `?subdomain=` names the site (shared/src/domain/sites.ts).
 */
import { articleSite, type SiteOrigins, siteUrl as sharedSiteUrl } from '@wordloom/shared/domain/site-links';
import { isDevHost, normalizeHost, SITES, type Site } from '@wordloom/shared/domain/sites';

export { articleSite };

import type { TArticleContentType } from '@wordloom/shared/schemas/blog';
import type { AppConfig } from '../config.ts';

type SiteConfig = Pick<AppConfig, 'appUrl' | 'sites'>;

/** Whether this deployment runs without subdomains (APP_URL or the main site on a dev host). */
export function usesDevHosts(config: SiteConfig): boolean {
  const { devHosts } = config.sites;
  return (
    isDevHost(normalizeHost(new URL(config.appUrl).host), devHosts) ||
    isDevHost(normalizeHost(config.sites.main), devHosts)
  );
}

/** The origin (protocol, host, port) of one site, without a trailing slash. */
export function siteOrigin(config: SiteConfig, site: Site): string {
  const app = new URL(config.appUrl);
  if (usesDevHosts(config)) return app.origin;
  const host = config.sites[site].trim().toLowerCase();
  // A configured host that names its own port keeps it; otherwise the port of APP_URL applies.
  const hasPort = /:\d+$/.test(host);
  return `${app.protocol}//${hasPort || !app.port ? host : `${host}:${app.port}`}`;
}

/** Every site's origin, as the pages and shared rules take them. */
export function siteOrigins(config: SiteConfig): SiteOrigins {
  const origins = Object.fromEntries(SITES.map((site) => [site, siteOrigin(config, site)])) as Record<Site, string>;
  return { origins, devHosts: usesDevHosts(config) };
}

/**
 * An absolute URL for `path` on `site`; on dev hosts a site other than the main one is chosen by
 * `?subdomain=`, added after any query the path already has.
 */
export function siteUrl(config: SiteConfig, site: Site, path: string): string {
  return sharedSiteUrl(siteOrigins(config), site, path);
}

/**
 * The canonical absolute URL of a published article, from its canonical path (`articlePath` of
 * shared/src/domain/blog-paths.ts, as `ArticleSummary.path` carries it).
 */
export function articleUrl(config: SiteConfig, article: { contentType: TArticleContentType; path: string }): string {
  return siteUrl(config, articleSite(article.contentType), article.path);
}

/** Extensions of images every social network shows as a preview (not SVG, not AVIF). */
const RASTER_IMAGE = /\.(?:jpe?g|png|webp|gif)$/i;

/** Where the generated social card of an article is served (server/src/features/blog-feeds). */
export function ogCardPath(id: string): string {
  return `/og/blog/${id}.png`;
}

/**
 * The `og:image` of an article: its featured image when networks can show it (a raster image),
 * else its generated card. Images are the same on every site, so no `?subdomain=` is added.
 */
export function ogImageUrl(
  config: SiteConfig,
  article: { id: string; contentType: TArticleContentType; featuredImage: string | null },
): string {
  const origin = `${siteOrigin(config, articleSite(article.contentType))}/`;
  if (article.featuredImage) {
    const image = new URL(article.featuredImage, origin);
    if (RASTER_IMAGE.test(image.pathname)) return image.toString();
  }
  return new URL(ogCardPath(article.id), origin).toString();
}
