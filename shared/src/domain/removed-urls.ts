import { REMOVED_URL_PREFIX_MARKER } from '../constants.ts';

/**
 * A removed-URL rule as stored (spec §3): either an exact path, or the text "Starts with: "
 * followed by a path prefix. Paths are compared without query string, fragment or trailing slash.
 */
export type RemovedUrlRule = { kind: 'exact'; path: string } | { kind: 'prefix'; prefix: string };

export function formatRemovedUrlRule(rule: RemovedUrlRule): string {
  return rule.kind === 'prefix' ? `${REMOVED_URL_PREFIX_MARKER}${rule.prefix}` : rule.path;
}

/** "/Old/Page/?x=1#top" → "/Old/Page": the form paths are stored and compared in. */
export function normalizeRemovalPath(pathOrUrl: string): string {
  const withoutSuffix = pathOrUrl.split(/[?#]/)[0] ?? '';
  const trimmed = withoutSuffix.length > 1 ? withoutSuffix.replace(/\/+$/, '') : withoutSuffix;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
