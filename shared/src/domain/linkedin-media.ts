/**
 * The media a LinkedIn post carries (spec §3 "media item", §4 extraction rules): the images written
 * into its markdown and the files attached to it. Also the `data:` and `blob:` images pasted into
 * the editor, which are uploaded and replaced by public URLs before the post is saved.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import type { TMediaItem } from '../schemas/linkedin.ts';

/** What the caller knows about a source beyond its address (an upload's stored type and name). */
export interface TMediaDescription {
  mimeType?: string;
  /** The original file name or a title; the address's file name when absent. */
  title?: string;
  alt?: string;
}

export interface TExtractMediaInput {
  /** The post's markdown. */
  content: string;
  /** The files attached to the post, in the order the user attached them. */
  mediaUrls?: readonly string[];
  describe?: (src: string) => TMediaDescription | undefined;
}

const PDF_MIME_TYPES = new Set(['application/pdf', 'application/x-pdf']);

/** Types by file extension, for sources the caller does not describe. */
const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

/** The type of a source nobody could name: not guessed, so nothing downstream trusts it. */
const UNKNOWN_MIME_TYPE = 'application/octet-stream';

interface TFoundImage {
  src: string;
  alt: string;
}

/**
 * The post's media items, in order (images of the content first, then the attached files),
 * each source once. Spec §4: sources that are text `data:` URLs or whose address contains
 * "placeholder" are skipped; a PDF (by extension or type) is a `document`, anything else an image.
 */
export function extractMedia({ content, mediaUrls = [], describe }: TExtractMediaInput): TMediaItem[] {
  const candidates: TFoundImage[] = [...imagesIn(content), ...mediaUrls.map((src) => ({ src, alt: '' }))];
  const seen = new Set<string>();
  const items: TMediaItem[] = [];
  for (const candidate of candidates) {
    const src = candidate.src.trim();
    if (!src || seen.has(src) || isSkipped(src)) continue;
    seen.add(src);
    const description = describe?.(src);
    const mimeType = (description?.mimeType ?? mimeTypeOf(src)).toLowerCase();
    items.push({
      src,
      type: PDF_MIME_TYPES.has(mimeType) ? 'document' : 'image',
      mimeType,
      title: description?.title ?? titleOf(src),
      alt: candidate.alt || description?.alt || '',
    });
  }
  return items;
}

/** Spec §4: a text data URL is not media, and an address mentioning "placeholder" is a stand-in. */
function isSkipped(src: string): boolean {
  return /^data:text\//i.test(src) || /placeholder/i.test(src);
}

function mimeTypeOf(src: string): string {
  const dataType = /^data:([^;,]+)/i.exec(src)?.[1];
  if (dataType) return dataType;
  if (/^blob:/i.test(src)) return UNKNOWN_MIME_TYPE;
  const extension = /\.([a-z0-9]+)$/i.exec(pathOf(src))?.[1]?.toLowerCase();
  return (extension && MIME_BY_EXTENSION[extension]) || UNKNOWN_MIME_TYPE;
}

/** The address's path, without query or fragment ("…/report.pdf?v=2" → "…/report.pdf"). */
function pathOf(src: string): string {
  return src.split(/[?#]/, 1)[0] ?? '';
}

/** "https://…/Quarterly%20report.pdf" → "Quarterly report"; inline data has no name. */
function titleOf(src: string): string {
  if (/^(data|blob):/i.test(src)) return '';
  const fileName = pathOf(src).split('/').pop() ?? '';
  let decoded = fileName;
  try {
    decoded = decodeURIComponent(fileName);
  } catch {
    // A malformed escape: the name as written is still the best title there is.
  }
  return decoded.replace(/\.[a-z0-9]+$/i, '').trim();
}

/** The images written in `markdown`, in reading order, by markdown syntax or an HTML `<img>`. */
function imagesIn(markdown: string): TFoundImage[] {
  const found: TFoundImage[] = [];
  walk(new Lexer({ gfm: true }).lex(markdown), (token) => {
    if (token.type === 'image') {
      const image = token as Tokens.Image;
      found.push({ src: image.href, alt: image.text });
    } else if (token.type === 'html') {
      found.push(...htmlImages((token as Tokens.HTML | Tokens.Tag).text));
    }
  });
  return found;
}

/** `<img>` tags left as HTML in the markdown (the lexer does not parse HTML). */
function htmlImages(html: string): TFoundImage[] {
  const images: TFoundImage[] = [];
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const attribute = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
    const src = attribute('src');
    if (src) images.push({ src, alt: attribute('alt') ?? '' });
  }
  return images;
}

/** Every token of the tree, depth first, including those inside lists and tables. */
function walk(tokens: readonly Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if (token.type === 'list') {
      for (const item of (token as Tokens.List).items) walk(item.tokens, visit);
    } else if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens, visit);
    } else if ('tokens' in token && Array.isArray(token.tokens)) {
      walk(token.tokens as Token[], visit);
    }
  }
}

/**
 * The `data:` and `blob:` image sources in `markdown` (pasted or dropped into the editor), each
 * once: the editor uploads them and puts the public URLs in their place (replaceImageSources).
 * Text data URLs are not images and are left alone.
 */
export function imageSourcesToUpload(markdown: string): string[] {
  const sources = imagesIn(markdown)
    .map((image) => image.src.trim())
    .filter((src) => /^blob:/i.test(src) || (/^data:/i.test(src) && !/^data:text\//i.test(src)));
  return [...new Set(sources)];
}

/**
 * `markdown` with each source of `replacements` (a pasted image's `data:` or `blob:` address)
 * replaced by its new address. Such an address is unique to the pasted file, so replacing every
 * occurrence of it cannot touch anything else.
 */
export function replaceImageSources(
  markdown: string,
  replacements: ReadonlyMap<string, string> | Readonly<Record<string, string>>,
): string {
  const entries = replacements instanceof Map ? [...replacements] : Object.entries(replacements);
  let out = markdown;
  for (const [from, to] of entries) {
    if (from) out = out.split(from).join(to);
  }
  return out;
}
