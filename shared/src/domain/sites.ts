/**
 * The product is four sites on one deployment: the main site and its blog, news and tools
 * subdomains (spec §2). Development and preview hosts have no subdomains, so there the
 * `subdomain` query parameter picks the site.
 */
export const SITES = ['main', 'blog', 'news', 'tools'] as const;
export type Site = (typeof SITES)[number];

export interface SiteHosts {
  main: string;
  blog: string;
  news: string;
  tools: string;
  /** Hosts where `?subdomain=` chooses the site; an entry starting with "." matches a suffix. */
  devHosts: readonly string[];
}

/** Lower-cases a Host header value and drops its port and a leading "www.". */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.replace(/:\d+$/, '');
  return withoutPort.replace(/^www\./, '');
}

/** Whether a normalized host is a development or preview host, where sites have no subdomains. */
export function isDevHost(host: string, devHosts: readonly string[]): boolean {
  return devHosts.some((entry) => {
    const candidate = entry.toLowerCase();
    return candidate.startsWith('.') ? host.endsWith(candidate) : host === candidate;
  });
}

function isSite(value: string | null | undefined): value is Site {
  return value != null && (SITES as readonly string[]).includes(value);
}

/** Which site a request is for, from its host and (on dev hosts) its `subdomain` query parameter. */
export function resolveSite(host: string, subdomainParam: string | null | undefined, hosts: SiteHosts): Site {
  const normalized = normalizeHost(host);
  if (isDevHost(normalized, hosts.devHosts)) {
    return isSite(subdomainParam) ? subdomainParam : 'main';
  }
  if (normalized === normalizeHost(hosts.blog)) return 'blog';
  if (normalized === normalizeHost(hosts.news)) return 'news';
  if (normalized === normalizeHost(hosts.tools)) return 'tools';
  return 'main';
}
