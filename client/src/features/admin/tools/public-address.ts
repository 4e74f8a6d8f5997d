import { siteUrl } from '@wordloom/shared/domain/site-links';
import { isDevHost, normalizeHost, SITES, type Site } from '@wordloom/shared/domain/sites';
import { boot } from '../../../lib/boot.ts';

/**
 * A tool's public page, `{tools site}/{slug}/{id}` (spec §2). In production the tools site is its
 * own host; on development hosts it is this host with `?subdomain=tools`.
 */
export function publicToolUrl(tool: { slug: string; id: string }): string {
  const devHosts = isDevHost(normalizeHost(window.location.host), boot.sites.devHosts);
  const originOf = (site: Site) =>
    devHosts ? window.location.origin : `${window.location.protocol}//${boot.sites[site]}`;
  const origins = Object.fromEntries(SITES.map((site) => [site, originOf(site)])) as Record<Site, string>;
  return siteUrl({ origins, devHosts }, 'tools', `/${tool.slug}/${tool.id}`);
}

/**
 * The tool's page in test mode (`?test=true`): on this host, where the admin is signed in (the
 * session cookie is host-only), as the main domain's `/{slug}/{id}` address, which stays there for it.
 */
export function testModeToolUrl(tool: { slug: string; id: string }): string {
  return `${window.location.origin}/${tool.slug}/${tool.id}?test=true`;
}
