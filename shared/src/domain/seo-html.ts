/**
 * What the on-page SEO score needs from an article's HTML: its blocks of text in order (headings,
 * paragraphs, list items), its links and its images. A small tolerant reader instead of a DOM, so
 * the same code runs in the browser (live score) and in node (stored score); it reads what the
 * blog's sanitiser and the writer's markdown produce, and never throws on anything else.
 */

export type SeoBlockKind = 'heading' | 'paragraph' | 'listItem';

export interface SeoBlock {
  kind: SeoBlockKind;
  /** 1–6 for a heading, 0 otherwise. */
  level: number;
  text: string;
}

export interface SeoDocument {
  blocks: SeoBlock[];
  links: { href: string }[];
  images: { alt: string }[];
}

const HEADING_TAG = /^h([1-6])$/;
/** Tags that end one block of text and may start another. */
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'div',
  'blockquote',
  'pre',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
  'section',
  'article',
  'ul',
  'ol',
  'table',
  'tr',
  'hr',
]);
/** Elements whose content is not text a reader sees. */
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript']);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<\/?([A-Za-z][A-Za-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</gu;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  shy: '',
};

/** Text with its character references resolved (an unknown one is kept as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

/** The blocks, links and images of `html`, in document order. */
export function readSeoDocument(html: string): SeoDocument {
  const document: SeoDocument = { blocks: [], links: [], images: [] };
  let current: SeoBlock | null = null;
  let listItemDepth = 0;
  let skippedUntil: string | null = null;

  const flush = () => {
    if (current) {
      const text = current.text.replace(/\s+/gu, ' ').trim();
      if (text) document.blocks.push({ ...current, text });
    }
    current = null;
  };
  const start = (kind: SeoBlockKind, level: number) => {
    flush();
    current = { kind, level, text: '' };
  };

  for (const token of html.matchAll(TOKEN)) {
    const [whole, rawName, rawAttributes = ''] = token;
    if (whole.startsWith('<!--')) continue;
    if (!rawName) {
      if (skippedUntil) continue;
      // Text outside any block (a bare line, text in a span at the top) reads as a paragraph.
      if (!current) current = { kind: listItemDepth > 0 ? 'listItem' : 'paragraph', level: 0, text: '' };
      (current as SeoBlock).text += decodeEntities(whole);
      continue;
    }
    const name = rawName.toLowerCase();
    const closing = whole[1] === '/';
    if (skippedUntil) {
      if (closing && name === skippedUntil) skippedUntil = null;
      continue;
    }
    if (SKIPPED_TAGS.has(name)) {
      if (!closing && !rawAttributes.trimEnd().endsWith('/')) skippedUntil = name;
      continue;
    }
    const heading = HEADING_TAG.exec(name);
    if (heading) {
      if (closing) flush();
      else start('heading', Number(heading[1]));
      continue;
    }
    if (name === 'li') listItemDepth = Math.max(0, listItemDepth + (closing ? -1 : 1));
    if (BLOCK_TAGS.has(name)) {
      if (closing || name === 'hr') flush();
      else start(listItemDepth > 0 ? 'listItem' : 'paragraph', 0);
      continue;
    }
    if (closing) continue;
    if (name === 'br' && current) (current as SeoBlock).text += ' ';
    else if (name === 'a') {
      const href = attributes(rawAttributes).get('href');
      if (href !== undefined) document.links.push({ href: href.trim() });
    } else if (name === 'img') document.images.push({ alt: (attributes(rawAttributes).get('alt') ?? '').trim() });
  }
  flush();
  return document;
}
