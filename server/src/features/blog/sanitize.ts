/**
 * Article HTML as it may be stored and served (ARCHITECTURE §5, spec §5 "blog links and images"):
 * an allowlist applied by sanitize-html, which parses without a DOM. Whatever the editor, the
 * article writer or a hand-made request sends, only these tags and attributes survive; a link
 * that is not http(s), a site path, an anchor or mailto: becomes a visible "invalid link", and an
 * image that does not come from http(s) or this site becomes a placeholder.
 */
import { readMinutes } from '@wordloom/shared/domain/blog-paths';
import { countWords } from '@wordloom/shared/domain/word-count';
import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';

/**
 * A span without attributes: what a span of the input, or an anchor without an address, becomes.
 * (Renaming a tag to one outside the allowlist would drop it, but sanitize-html 2.18 then leaks
 * the renamed closing tag when the element is at the top level.)
 */
const plainSpan: Transformer = () => ({ tagName: 'span', attribs: {} });

/** A site path: `/…`, but not `//host` nor `/\host`, which browsers read as another host. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !/^\/[/\\]/.test(value);
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Spec §5: a link must be a valid URL or start with /, # or mailto:. Only http(s) counts as a URL. */
function isAllowedHref(href: string): boolean {
  return isHttpUrl(href) || isSitePath(href) || href.startsWith('#') || /^mailto:/i.test(href);
}

const transformLink: Transformer = (_tagName, attribs) => {
  if (attribs.href === undefined) return plainSpan('a', attribs);
  const href = attribs.href.trim();
  if (!isAllowedHref(href)) {
    return { tagName: 'span', attribs: { class: 'invalid-link', title: 'Invalid link' } };
  }
  const link: Record<string, string> = { href };
  if (attribs.title) link.title = attribs.title;
  // Another site gets neither our window (opener) nor our address, nor our ranking.
  if (isHttpUrl(href)) link.rel = 'noopener noreferrer nofollow';
  return { tagName: 'a', attribs: link };
};

const transformImage: Transformer = (_tagName, attribs) => {
  const src = (attribs.src ?? '').trim();
  if (!isHttpUrl(src) && !isSitePath(src)) {
    return {
      tagName: 'span',
      attribs: { class: 'image-placeholder', role: 'img', 'aria-label': attribs.alt?.trim() || 'Image unavailable' },
    };
  }
  const image: Record<string, string> = { src, loading: 'lazy' };
  for (const name of ['alt', 'title', 'width', 'height'] as const) {
    const value = attribs[name];
    if (value !== undefined) image[name] = value;
  }
  return { tagName: 'img', attribs: image };
};

const ARTICLE_OPTIONS: IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    span: ['class', 'title', 'role', 'aria-label'],
  },
  allowedClasses: { span: ['invalid-link', 'image-placeholder'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style bodies are code, not text: they go with their tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    a: transformLink,
    img: transformImage,
    // Only this sanitiser's spans carry attributes: one in the input keeps its text, nothing else.
    span: plainSpan,
  },
};

/** The HTML of an article as it is stored: only the allowlist, links and images checked. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS);
}

/** Tags after which the text of the next one is another word (a paragraph, a cell, a line break). */
const BLOCK_BOUNDARY =
  /<\/?(?:h[1-6]|p|br|hr|pre|blockquote|ul|ol|li|table|thead|tbody|tr|th|td|figure|figcaption)\b/gi;

/** sanitize-html escapes exactly these characters, in text and in attribute values. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The readable text of SANITISED article HTML, on one line (word counts, excerpts, descriptions).
 * In sanitised HTML `<` and `>` only delimit tags (text and attribute values are escaped), so
 * removing the tags is exact, and fast enough to run on every article of a listing.
 */
export function articleText(html: string): string {
  return html
    .replace(BLOCK_BOUNDARY, ' $&')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Minutes to read an article's sanitised HTML (shared word count at the shared reading speed). */
export function readMinutesOf(html: string): number {
  return readMinutes(countWords(articleText(html)));
}

/** The first `maxLength` characters of a sanitised article's text, cut after a whole word, with "…" when cut. */
export function textExcerpt(html: string, maxLength = 160): string {
  const text = articleText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
