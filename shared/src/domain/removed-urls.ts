import { REMOVED_URL_PREFIX_MARKER } from '../constants.ts';
import { splitLanguagePrefix } from './localized-path.ts';

/**
 * A removed-URL rule as stored (spec §3): either an exact path, or the text "Starts with: "
 * followed by a path prefix.
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

export interface RemovedUrlMatcher {
  /** Whether the path (or URL path with query and fragment) was permanently removed. */
  matches(pathname: string): boolean;
}

/**
 * Compiles the stored rules once, to check many paths against them. A path is compared without
 * query string, fragment or trailing slash; a prefix is compared against the path with one slash
 * added, so "/legacy" is inside "Starts with: /legacy/"; an empty prefix matches nothing. A
 * language copy ("/fr/old-page") is removed when its English path is.
 */
export function compileRemovedUrlRules(storedRules: readonly string[]): RemovedUrlMatcher {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const stored of storedRules) {
    if (!stored.startsWith(REMOVED_URL_PREFIX_MARKER)) exact.add(normalizeRemovalPath(stored));
    else if (stored.length > REMOVED_URL_PREFIX_MARKER.length) {
      prefixes.push(stored.slice(REMOVED_URL_PREFIX_MARKER.length));
    }
  }
  const matchesPath = (path: string) => {
    const asDirectory = path.endsWith('/') ? path : `${path}/`;
    return exact.has(path) || prefixes.some((prefix) => asDirectory.startsWith(prefix));
  };
  return {
    matches(pathname) {
      const path = normalizeRemovalPath(pathname);
      const unprefixed = normalizeRemovalPath(splitLanguagePrefix(path).path);
      return matchesPath(path) || (unprefixed !== path && matchesPath(unprefixed));
    },
  };
}
