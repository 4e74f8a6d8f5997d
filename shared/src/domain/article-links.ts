/**
 * The links of an article (issue 14 point 3, the broken-link check): which of them lead off the
 * site, and the two one-click fixes of a broken one: drop the link and keep its words, or point
 * it somewhere else. The writer's article is markdown (inline links `[words](url "title")` and
 * autolinks `<url>`); a published article is sanitised HTML (`<a href="…">`).
 */
import type {
  TGeneratedArticle,
  TLinkCheckResult,
  TLinkStatus,
  TWriterSessionState,
} from '../schemas/article-writer.ts';

/**
 * The WHATWG URL parser, which browsers and Node both have; shared/ compiles without their type
 * libraries, so the part used here is declared.
 */
interface ParsedUrl {
  readonly href: string;
  readonly protocol: string;
  readonly origin: string;
}
declare const URL: new (input: string) => ParsedUrl;

/**
 * An inline link (not an image: no `!` before it). The destination is either `<…>` or a run
 * without spaces that may hold balanced parentheses one level deep (Wikipedia's `Foo_(bar)`),
 * followed by an optional title.
 */
const INLINE_LINK =
  /(?<!!)\[((?:\\.|[^\]\\])*)\]\(\s*(<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))+)(\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const AUTOLINK = /<(https?:\/\/[^<>\s]+)>/gi;
const HTML_HREF = /<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

function destinationOf(raw: string): string {
  return raw.startsWith('<') && raw.endsWith('>') ? raw.slice(1, -1) : raw;
}

/** The address as the browser would read it, or null when it is not an absolute http(s) URL. */
export function absoluteHttpUrl(raw: string): ParsedUrl | null {
  let url: ParsedUrl;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** The same address written two ways (`HTTPS://Example.com` and `https://example.com/`) compares equal. */
export function sameUrl(a: string, b: string): boolean {
  const [first, second] = [absoluteHttpUrl(a), absoluteHttpUrl(b)];
  return first !== null && second !== null ? first.href === second.href : a.trim() === b.trim();
}

/**
 * The absolute http(s) links that leave the site, in the order they appear, each once (as
 * written the first time). `ownOrigins` are this deployment's sites: links to them are internal.
 */
function outboundOnly(candidates: readonly string[], ownOrigins: readonly string[]): string[] {
  const own = new Set(ownOrigins.map((origin) => absoluteHttpUrl(origin)?.origin).filter(Boolean));
  const seen = new Set<string>();
  const links: string[] = [];
  for (const candidate of candidates) {
    const url = absoluteHttpUrl(candidate);
    if (!url || own.has(url.origin) || seen.has(url.href)) continue;
    seen.add(url.href);
    links.push(candidate.trim());
  }
  return links;
}

/** Every link destination of the markdown (inline links and autolinks), in reading order. */
function markdownDestinations(markdown: string): string[] {
  const found: { at: number; url: string }[] = [];
  for (const match of markdown.matchAll(INLINE_LINK)) found.push({ at: match.index, url: destinationOf(match[2]!) });
  for (const match of markdown.matchAll(AUTOLINK)) found.push({ at: match.index, url: match[1]! });
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.url);
}

/** The outbound links of markdown, in order, each once. */
export function outboundLinksInMarkdown(markdown: string, ownOrigins: readonly string[] = []): string[] {
  return outboundOnly(markdownDestinations(markdown), ownOrigins);
}

/** The five entities sanitize-html writes in an attribute. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The outbound links of (sanitised) HTML, in order, each once. */
export function outboundLinksInHtml(html: string, ownOrigins: readonly string[] = []): string[] {
  const hrefs = [...html.matchAll(HTML_HREF)].map((match) => decodeAttribute(match[1] ?? match[2] ?? match[3] ?? ''));
  return outboundOnly(hrefs, ownOrigins);
}

/**
 * Rewrites every link of the markdown that leads to `url` (inline links and autolinks):
 * `replacement` gets the link's words (the URL itself for an autolink) and returns the new text.
 */
function rewriteLinks(markdown: string, url: string, replacement: (words: string, title: string) => string): string {
  return markdown
    .replace(INLINE_LINK, (whole, words: string, destination: string, title: string | undefined) =>
      sameUrl(destinationOf(destination), url) ? replacement(words, title ?? '') : whole,
    )
    .replace(AUTOLINK, (whole, destination: string) =>
      sameUrl(destination, url) ? replacement(destination, '') : whole,
    );
}

/**
 * The markdown with every link to `url` taken out and its words kept (`[guide](url)` → `guide`).
 * An autolink has no words besides the address, so it goes entirely.
 */
export function removeLink(markdown: string, url: string): string {
  return rewriteLinks(markdown, url, (words) => (sameUrl(words, url) ? '' : words));
}

/** The markdown with every link to `url` pointing to `newUrl` instead; the words and titles stay. */
export function replaceLink(markdown: string, url: string, newUrl: string): string {
  const destination = /[\s()<>]/.test(newUrl) ? `<${newUrl}>` : newUrl;
  return rewriteLinks(markdown, url, (words, title) =>
    sameUrl(words, url) ? `<${newUrl}>` : `[${words}](${destination}${title})`,
  );
}

/** Statuses a reader cannot follow: the link is reported and offered for removal or replacement. */
export function isBrokenLinkStatus(status: TLinkStatus): boolean {
  return status !== 'working' && status !== 'redirected';
}

/** Why a saved link cannot be added, or null when it can. */
export type SavedLinkProblem = 'invalid' | 'duplicate';

/** Spec §4: saved links are absolute http(s) URLs, unique by URL. */
export function savedLinkProblem(url: string, saved: readonly { url: string }[]): SavedLinkProblem | null {
  if (!absoluteHttpUrl(url)) return 'invalid';
  return saved.some((entry) => sameUrl(entry.url, url)) ? 'duplicate' : null;
}

/** The saved links each once (spec §4), the first spelling kept. */
export function uniqueLinks(links: readonly string[]): string[] {
  const unique: string[] = [];
  for (const link of links) if (!unique.some((kept) => sameUrl(kept, link))) unique.push(link);
  return unique;
}

/** The results without the one for `url`: once the user removed or replaced that link, its old result no longer applies. */
export function withoutResult(results: readonly TLinkCheckResult[], url: string): TLinkCheckResult[] {
  return results.filter((result) => !sameUrl(result.url, url));
}

type ArticleSections = Pick<TGeneratedArticle, 'sections'>;

/** The outbound links of the whole generated article, section after section, each once. */
export function outboundLinksInArticle(article: ArticleSections, ownOrigins: readonly string[] = []): string[] {
  return outboundLinksInMarkdown(article.sections.map((section) => section.markdown).join('\n\n'), ownOrigins);
}

/** Applies a markdown change to every section of the article. */
function everySection<T extends ArticleSections>(article: T, change: (markdown: string) => string): T {
  return {
    ...article,
    sections: article.sections.map((section) => ({ ...section, markdown: change(section.markdown) })),
  };
}

export function removeLinkFromArticle<T extends ArticleSections>(article: T, url: string): T {
  return everySection(article, (markdown) => removeLink(markdown, url));
}

export function replaceLinkInArticle<T extends ArticleSections>(article: T, url: string, newUrl: string): T {
  return everySection(article, (markdown) => replaceLink(markdown, url, newUrl));
}

/**
 * What the session's check covers (issue 14 point 3, spec §4): the generated article's outbound
 * links, in order, up to the keyword form's broken link count, then the user's saved links that
 * are not among them; each URL once.
 */
export function sessionLinksToCheck(
  state: Pick<TWriterSessionState, 'generatedArticle' | 'keywordForm' | 'savedBrokenLinks'>,
  ownOrigins: readonly string[],
): string[] {
  const inArticle = state.generatedArticle
    ? outboundLinksInArticle(state.generatedArticle, ownOrigins).slice(0, state.keywordForm.brokenLinkCount)
    : [];
  return uniqueLinks([...inArticle, ...state.savedBrokenLinks.map((link) => link.url.trim())]);
}
