/**
 * A post's markdown turned into what LinkedIn shows (issue 12 point 3). LinkedIn posts are plain
 * text: no markup is rendered, so lists become "•" and "1." lines, links become their URL, and
 * bold or italic exist only as Unicode mathematical letters, which the user opts into (screen
 * readers and LinkedIn search do not read those letters as words).
 *
 * Pure and DOM-free: the browser's preview and counter and the server's 3,000-character check
 * call the same function, so they can never disagree.
 */
import { Lexer, type Token, type Tokens } from 'marked';

/** LinkedIn refuses a post whose commentary is longer than this. */
export const LINKEDIN_MAX_CHARACTERS = 3000;

/** Where the feed folds a post with "…see more": about 210 characters, or 3 lines. */
export const SEE_MORE_CHARACTERS = 210;
export const SEE_MORE_LINES = 3;

export interface TLinkedInTextOptions {
  /** Bold and italic as Unicode mathematical sans-serif letters; plain letters when off. */
  unicodeStyles: boolean;
}

type TStyle = 'bold' | 'italic' | 'boldItalic';

interface TInlineContext {
  unicodeStyles: boolean;
  style: TStyle | null;
}

/** Nested list items are indented by this much per level, so the hierarchy stays readable. */
const NESTED_LIST_INDENT = '   ';

/**
 * The text a LinkedIn reader sees for `markdown`: paragraphs separated by a blank line, lists as
 * "• item" or "1. item" lines (nested lists indented), links as "label (url)" or the bare URL when
 * the label is the URL itself, headings as their text (bold when `unicodeStyles`), images dropped
 * (they are the post's media), markdown escapes resolved; hashtags, mentions, emoji and RTL text
 * pass through untouched.
 */
export function toLinkedInText(markdown: string, options: TLinkedInTextOptions): string {
  const tokens = new Lexer({ gfm: true, breaks: true }).lex(markdown.replace(/\r\n?/g, '\n'));
  const blocks = renderBlocks(tokens, { unicodeStyles: options.unicodeStyles, style: null }, 0);
  return blocks
    .map((block) => block.replace(/[ \t]+$/gm, ''))
    .filter((block) => block.trim() !== '')
    .join('\n\n')
    .trim();
}

/** Each block-level token as one text block (paragraph, list, heading…), empty ones dropped later. */
function renderBlocks(tokens: Token[], context: TInlineContext, depth: number): string[] {
  const blocks: string[] = [];
  for (const token of tokens) {
    const block = renderBlock(token, context, depth);
    if (block !== null) blocks.push(block);
  }
  return blocks;
}

function renderBlock(token: Token, context: TInlineContext, depth: number): string | null {
  switch (token.type) {
    case 'space':
    case 'hr':
    case 'def':
      return null;
    case 'heading': {
      const heading = token as Tokens.Heading;
      return renderInline(heading.tokens, { ...context, style: combineStyle(context.style, 'bold') });
    }
    case 'paragraph':
      return renderInline((token as Tokens.Paragraph).tokens, context);
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens ? renderInline(text.tokens, context) : decodeEntities(text.text);
    }
    case 'list':
      return renderList(token as Tokens.List, context, depth);
    case 'blockquote':
      return renderBlocks((token as Tokens.Blockquote).tokens, context, depth).join('\n\n');
    case 'code':
      // Code has no styling on LinkedIn; its lines are kept as they are.
      return (token as Tokens.Code).text;
    case 'table':
      return renderTable(token as Tokens.Table, context);
    case 'html':
      return stripHtml((token as Tokens.HTML).text);
    default:
      return 'tokens' in token && Array.isArray(token.tokens)
        ? renderInline(token.tokens as Token[], context)
        : 'text' in token && typeof token.text === 'string'
          ? token.text
          : null;
  }
}

function renderList(list: Tokens.List, context: TInlineContext, depth: number): string {
  const indent = NESTED_LIST_INDENT.repeat(depth);
  const start = typeof list.start === 'number' ? list.start : 1;
  const lines: string[] = [];
  list.items.forEach((item, index) => {
    const marker = list.ordered ? `${start + index}. ` : '• ';
    const parts: string[] = [];
    const nested: string[] = [];
    for (const child of item.tokens) {
      if (child.type === 'list') {
        nested.push(renderList(child as Tokens.List, context, depth + 1));
        continue;
      }
      if (child.type === 'checkbox') continue;
      const block = renderBlock(child, context, depth + 1);
      if (block !== null && block.trim() !== '') parts.push(block);
    }
    const checkbox = item.task ? (item.checked ? '☑ ' : '☐ ') : '';
    // Continuation lines of an item line up under its text, past the marker.
    const body = parts.join('\n').replace(/\n/g, `\n${indent}${' '.repeat(marker.length)}`);
    lines.push(`${indent}${marker}${checkbox}${body}`);
    lines.push(...nested);
  });
  return lines.join('\n');
}

function renderTable(table: Tokens.Table, context: TInlineContext): string {
  const row = (cells: Tokens.TableCell[]) => cells.map((cell) => renderInline(cell.tokens, context)).join(' | ');
  return [row(table.header), ...table.rows.map(row)].join('\n');
}

function renderInline(tokens: Token[], context: TInlineContext): string {
  let out = '';
  for (const token of tokens) out += renderInlineToken(token, context);
  return out;
}

function renderInlineToken(token: Token, context: TInlineContext): string {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      if (text.tokens && text.tokens.length > 0) return renderInline(text.tokens, context);
      return styled(decodeEntities(text.text), context);
    }
    case 'escape':
      return styled((token as Tokens.Escape).text, context);
    case 'strong':
      return renderInline((token as Tokens.Strong).tokens, { ...context, style: combineStyle(context.style, 'bold') });
    case 'em':
      return renderInline((token as Tokens.Em).tokens, { ...context, style: combineStyle(context.style, 'italic') });
    case 'del':
      return renderInline((token as Tokens.Del).tokens, context);
    case 'codespan':
      return decodeEntities((token as Tokens.Codespan).text);
    case 'br':
      return '\n';
    case 'link': {
      const link = token as Tokens.Link;
      const label = renderInline(link.tokens, context).trim();
      const href = link.href;
      const plainLabel = renderInline(link.tokens, { ...context, unicodeStyles: false }).trim();
      // An e-mail address reads as itself; LinkedIn makes it a link without "mailto:".
      if (!label || sameAddress(plainLabel, href)) return href.replace(/^mailto:/i, '');
      return `${label} (${href})`;
    }
    case 'image':
      // Images are the post's media (linkedin-media.ts), not part of its text.
      return '';
    case 'html':
      return stripHtml((token as Tokens.Tag).text);
    default:
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
  }
}

/** "example.com", "https://example.com/" and "mailto:a@b.c" against "a@b.c" are the same address. */
function sameAddress(label: string, href: string): boolean {
  const normalize = (value: string) =>
    value
      .trim()
      .replace(/^mailto:/i, '')
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .replace(/\/$/, '')
      .toLowerCase();
  return normalize(label) === normalize(href);
}

function combineStyle(current: TStyle | null, added: 'bold' | 'italic'): TStyle {
  if (current === null || current === added) return added;
  return 'boldItalic';
}

function styled(text: string, context: TInlineContext): string {
  if (!context.unicodeStyles || context.style === null) return text;
  return toMathematical(text, context.style);
}

/** HTML pasted into the markdown (a `<br>` or a stray tag): line breaks kept, tags dropped. */
function stripHtml(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
};

/** marked's lexer keeps entities as written ("&amp;"); a LinkedIn reader sees the character. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Unicode "Mathematical Alphanumeric Symbols", sans-serif family: it has bold, italic and bold
 * italic Latin letters, and bold digits (there are no italic digits; italic keeps plain digits).
 * Letters outside A–Z and a–z (accents, Arabic, Cyrillic…) have no such forms and stay plain.
 */
const MATHEMATICAL_OFFSETS: Record<TStyle, { upper: number; lower: number; digit: number | null }> = {
  bold: { upper: 0x1d5d4, lower: 0x1d5ee, digit: 0x1d7ec },
  italic: { upper: 0x1d608, lower: 0x1d622, digit: null },
  boldItalic: { upper: 0x1d63c, lower: 0x1d656, digit: 0x1d7ec },
};

function toMathematical(text: string, style: TStyle): string {
  const offsets = MATHEMATICAL_OFFSETS[style];
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x41 && code <= 0x5a) out += String.fromCodePoint(offsets.upper + code - 0x41);
    else if (code >= 0x61 && code <= 0x7a) out += String.fromCodePoint(offsets.lower + code - 0x61);
    else if (code >= 0x30 && code <= 0x39 && offsets.digit !== null)
      out += String.fromCodePoint(offsets.digit + code - 0x30);
    else out += character;
  }
  return out;
}

/**
 * How long LinkedIn considers `text`. LinkedIn does not document how it counts its 3,000
 * characters; its composer is JavaScript and its API is Java, both of which measure strings in
 * UTF-16 code units. We count the same way because it is the conservative choice: an emoji or a
 * Unicode bold letter (outside the Basic Multilingual Plane) counts 2, so a post we accept is
 * never refused for length, at worst a post a little under the limit is flagged early.
 */
export function linkedInLength(text: string): number {
  return text.length;
}

/**
 * The part of `text` the feed shows before "…see more", and whether anything is hidden. The feed
 * cuts after about 210 characters or 3 lines, whichever comes first; the cut falls at the end of
 * a word (never inside one, nor inside a surrogate pair or an emoji sequence).
 */
export function seeMoreFold(text: string): { preview: string; folded: boolean } {
  const trimmed = text.trimEnd();
  const lines = trimmed.split('\n');
  let candidate = trimmed;
  let cutByLines = false;
  if (lines.length > SEE_MORE_LINES) {
    candidate = lines.slice(0, SEE_MORE_LINES).join('\n');
    cutByLines = true;
  }
  if (linkedInLength(candidate) <= SEE_MORE_CHARACTERS) {
    const preview = candidate.trimEnd();
    return { preview, folded: cutByLines && preview.length < trimmed.length };
  }
  return { preview: cutAtWordBoundary(candidate, SEE_MORE_CHARACTERS), folded: true };
}

/** The longest beginning of `text` within `limit` UTF-16 units that ends at a word's end. */
function cutAtWordBoundary(text: string, limit: number): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  let end = 0;
  for (const segment of segmenter.segment(text)) {
    const segmentEnd = segment.index + segment.segment.length;
    if (segmentEnd > limit) break;
    // A word (or emoji, or punctuation) ends here: the text can be cut after it.
    if (!/^\s+$/u.test(segment.segment)) end = segmentEnd;
  }
  if (end === 0) {
    // One word longer than the fold: cut it at a whole grapheme rather than mid-character.
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const grapheme of graphemes.segment(text)) {
      const graphemeEnd = grapheme.index + grapheme.segment.length;
      if (graphemeEnd > limit) break;
      end = graphemeEnd;
    }
  }
  return text.slice(0, end).trimEnd();
}

/**
 * Characters LinkedIn's "little text" format (the Posts API `commentary`) reserves: unescaped,
 * they start a template ({hashtag|…}, @[mention](urn)) or are silently dropped.
 */
const LITTLE_TEXT_RESERVED = /[\\|{}@[\]()<>#*_~]/g;

/**
 * A hashtag as LinkedIn recognises one: "#" at the start or after a non-word character, then
 * letters, marks, digits or underscores (any script, so Arabic hashtags stay hashtags).
 */
const HASHTAG = /(^|[^\p{L}\p{M}\p{N}_&/])#([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}][\p{L}\p{M}\p{N}_]*)/gu;

/**
 * `text` in LinkedIn's little text format: every reserved character escaped with a backslash so
 * the API keeps it, and each hashtag written as the hashtag template `{hashtag|\#|tag}` so it stays
 * a clickable hashtag.
 */
export function escapeLittleText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const [, before = '', tag = ''] = match;
    const hashIndex = (match.index ?? 0) + before.length;
    out += escapeReserved(text.slice(last, hashIndex));
    out += `{hashtag|\\#|${escapeReserved(tag)}}`;
    last = hashIndex + 1 + tag.length;
  }
  return out + escapeReserved(text.slice(last));
}

function escapeReserved(text: string): string {
  return text.replace(LITTLE_TEXT_RESERVED, (character) => `\\${character}`);
}
