/**
 * The path patterns the client's router serves, without language prefix, in TanStack's
 * notation ("$id" is one segment, a final "$" the rest). The server answers 404 for every
 * other path; a client test keeps this list equal to the router's route tree.
 */
export const APP_PATH_PATTERNS: readonly string[] = [
  '/',
  '/about',
  '/account',
  '/admin',
  '/admin/ai',
  '/admin/http-mappings',
  '/article-writer',
  '/auth/callback',
  '/blogs',
  '/careers',
  '/contact',
  '/dashboard',
  '/email-verification-pending',
  '/error',
  '/features',
  '/forgot-password',
  '/linkedin-grow/create',
  '/linkedin-grow/insights',
  '/linkedin-grow/my-posts',
  '/linkedin-grow/templates',
  '/login',
  '/pricing',
  '/privacy',
  '/reset-password',
  '/server-error',
  '/signup',
  '/subscription',
  '/terms',
  '/verify-email',
];

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
export function isAppPath(path: string, patterns: readonly string[] = APP_PATH_PATTERNS): boolean {
  return patterns.some((pattern) => matchesPathPattern(pattern, path));
}
