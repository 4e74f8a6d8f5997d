/**
 * Where a tool's public page lives (spec §2 "Tools"). Its canonical address is the tools
 * subdomain's `/{toolSlug}/{toolId}`; the tools site also answers `/{toolSlug}` (the published tool
 * with that slug) and `/{toolSlug}/{toolId}/{language}`, and opens on the tools index at `/`. The
 * main domain names the same pages under `/tools-test`, under `/tool`, and as
 * `/{toolSlug}/{toolId}[/{language}]` — the id being a uuid is what tells those from an article's
 * or an app page's path.
 */
import { isLanguageCode, type LanguageCode } from '../languages.ts';
import { isUuid } from './blog-paths.ts';
import { TOOL_SLUG_PATTERN } from './tool-limits.ts';

export type ToolPath =
  /** The tools index: the tools site's `/`, the main domain's `/tools-test` and `/tool`. */
  | { kind: 'index' }
  /** One tool: by slug alone (`/{toolSlug}`), or by its id, with the language the address names. */
  | { kind: 'tool'; slug: string; id: string | null; language: LanguageCode | null };

/** Which site's addresses to read: the tools subdomain's own, or the main domain's. */
export type ToolPathSite = 'tools' | 'main';

/** The main domain's prefixes that name tool pages (spec §2). */
export const TOOL_PATH_PREFIXES = ['/tools-test', '/tool'] as const;

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** `{toolSlug}`, `{toolSlug}/{toolId}` or `{toolSlug}/{toolId}/{language}`, after any prefix. */
function toolSegments(segments: readonly string[], slugAlone: boolean): ToolPath | null {
  const [slug = '', id, language, ...rest] = segments;
  if (rest.length > 0 || !TOOL_SLUG_PATTERN.test(slug)) return null;
  if (id === undefined) return slugAlone ? { kind: 'tool', slug, id: null, language: null } : null;
  if (!isUuid(id)) return null;
  if (language !== undefined && !isLanguageCode(language)) return null;
  return { kind: 'tool', slug, id: id.toLowerCase(), language: language ?? null };
}

/**
 * Reads a tool address of `site`; null for any other path. On the main domain a bare
 * `/{toolSlug}/{toolId}` must have a uuid as its id, and `/blog/{id}` stays the blog's, as
 * `/support/{ticketId}` stays the app's ticket page (the link support reply mails carry).
 */
export function parseToolPath(site: ToolPathSite, pathname: string): ToolPath | null {
  const segments = decodeSegments(pathname);
  if (!segments) return null;
  if (site === 'tools') {
    return segments.length === 0 ? { kind: 'index' } : toolSegments(segments, true);
  }
  const [first, ...rest] = segments;
  if (first === 'tools-test' || first === 'tool') {
    return rest.length === 0 ? { kind: 'index' } : toolSegments(rest, true);
  }
  if (first === 'blog' || first === 'support' || segments.length < 2) return null;
  return toolSegments(segments, false);
}

/** A tool page's path on the tools site: `/{toolSlug}/{toolId}`, or with its language after. */
export function toolPath(tool: { slug: string; id: string }, language?: LanguageCode | null): string {
  const base = `/${encodeURIComponent(tool.slug)}/${tool.id}`;
  return language ? `${base}/${language}` : base;
}

/**
 * The tools site's path for an address the main domain names (the prefix dropped): where a
 * production main domain sends the visitor.
 */
export function toolsSitePath(path: ToolPath): string {
  if (path.kind === 'index') return '/';
  if (path.id === null) return `/${encodeURIComponent(path.slug)}`;
  return toolPath({ slug: path.slug, id: path.id }, path.language);
}

/**
 * The same address with the tool's real slug in place of the one it named (the segment before the
 * id): where an outdated or mistyped slug is sent, keeping the address's prefix and language.
 */
export function withToolSlug(pathname: string, id: string, slug: string): string {
  const segments = pathname.split('/');
  const idAt = segments.findIndex((segment) => segment.toLowerCase() === id.toLowerCase());
  if (idAt < 1) return pathname;
  segments[idAt - 1] = encodeURIComponent(slug);
  return segments.join('/');
}
