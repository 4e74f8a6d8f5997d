/**
 * The client's pages are path patterns without language prefix, in TanStack's notation ("$id" is
 * one segment, a final "$" the rest); the server answers 404 for every other path. They are not
 * kept by hand: the client build writes them next to the bundle as this file, read from the route
 * tree TanStack generates, and a server without a build reads that route tree itself.
 */
export const APP_PATHS_MANIFEST = 'app-paths.json';

const FULL_PATHS_INTERFACE = /export interface FileRoutesByFullPath \{([^}]*)\}/;

/** The page patterns of a generated `routeTree.gen.ts`, sorted, each once ("/admin/" and "/admin" are one page). */
export function routePatternsFromRouteTree(routeTreeSource: string): string[] {
  const fullPaths = FULL_PATHS_INTERFACE.exec(routeTreeSource)?.[1];
  // A changed generator format must fail the build, not turn every page into a 404.
  if (fullPaths === undefined)
    throw new Error('The route tree has no FileRoutesByFullPath: TanStack changed its format.');
  const patterns = [...fullPaths.matchAll(/^\s*'([^']+)':/gm)].map(([, fullPath = '']) =>
    fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath,
  );
  return [...new Set(patterns)].sort();
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export function matchesPathPattern(pattern: string, path: string): boolean {
  const expected = segments(pattern);
  const actual = segments(path);
  for (let index = 0; index < expected.length; index++) {
    const part = expected[index];
    if (part === '$') return actual.length > index;
    const value = actual[index];
    if (value === undefined) return false;
    if (!part?.startsWith('$') && part !== value) return false;
  }
  return expected.length === actual.length;
}

/** Whether the client has a page at this (unprefixed) path. */
export function isAppPath(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesPathPattern(pattern, path));
}
