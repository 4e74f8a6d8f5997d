import { siteUrl } from '@wordloom/shared/domain/site-links';
import { isDevHost, normalizeHost, SITES, type Site } from '@wordloom/shared/domain/sites';
import { boot } from './boot.ts';

/**
 * The address of a path on one of the sites (spec §2): its own host in production; on development
 * hosts this host with `?subdomain=`.
 */
export function siteAddress(site: Site, path: string): string {
  const devHosts = isDevHost(normalizeHost(window.location.host), boot.sites.devHosts);
  const originOf = (each: Site) =>
    devHosts ? window.location.origin : `${window.location.protocol}//${boot.sites[each]}`;
  const origins = Object.fromEntries(SITES.map((each) => [each, originOf(each)])) as Record<Site, string>;
  return siteUrl({ origins, devHosts }, site, path);
}
