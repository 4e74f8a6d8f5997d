/**
 * Where an article lives (spec §2): its canonical path is
 * `/{category}/{subcategory}/{microcategory}/{language}/{slug}`; the longer pattern with the id
 * before the language, and the dashboard's `/blog/{id}`, lead to it.
 */
import { isLanguageCode, type LanguageCode } from '../languages.ts';

/** A slug: lower-case letters and digits of any script, joined by single hyphens. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}\p{M}]+(?:-[\p{Ll}\p{Lo}\p{Nd}\p{M}]+)*$/u;
export const MAX_SLUG_LENGTH = 120;

/** A path segment for a missing category level, so every article has a five-part path. */
export const EMPTY_SEGMENT = 'general';

/**
 * A slug from any text: lower-cased, accents dropped from Latin letters, letters and digits of
 * every script kept, everything else turned into single hyphens.
 */
export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  const slug = text
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/** A category level as a path segment ("Search Engine Optimization" → "search-engine-optimization"). */
export function pathSegment(value: string): string {
  return slugify(value, 80) || EMPTY_SEGMENT;
}

export interface ArticlePlace {
  category: string;
  subcategory: string;
  microcategory: string;
  languageCode: string;
  slug: string;
}

/** The canonical public path of an article. */
export function articlePath({ category, subcategory, microcategory, languageCode, slug }: ArticlePlace): string {
  return `/${pathSegment(category)}/${pathSegment(subcategory)}/${pathSegment(microcategory)}/${languageCode}/${slug}`;
}

export type ParsedArticlePath =
  | { kind: 'canonical'; categories: [string, string, string]; languageCode: LanguageCode; slug: string }
  | { kind: 'with-id'; categories: [string, string, string]; id: string; languageCode: LanguageCode; slug: string }
  | { kind: 'dashboard-id'; id: string };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * Reads an article address: `/{c}/{s}/{m}/{lang}/{slug}`, `/{c}/{s}/{m}/{id}/{lang}/{slug}` or
 * `/blog/{id}`; null for any other path (a path that only looks alike, say with an unknown
 * language, is not an article's).
 */
export function parseArticlePath(pathname: string): ParsedArticlePath | null {
  const segments = decodeSegments(pathname);
  if (!segments) return null;
  if (segments.length === 2 && segments[0] === 'blog' && isUuid(segments[1] ?? '')) {
    return { kind: 'dashboard-id', id: (segments[1] ?? '').toLowerCase() };
  }
  if (segments.length === 5) {
    const [category = '', subcategory = '', microcategory = '', languageCode = '', slug = ''] = segments;
    if (!isLanguageCode(languageCode)) return null;
    return { kind: 'canonical', categories: [category, subcategory, microcategory], languageCode, slug };
  }
  if (segments.length === 6) {
    const [category = '', subcategory = '', microcategory = '', id = '', languageCode = '', slug = ''] = segments;
    if (!isUuid(id) || !isLanguageCode(languageCode)) return null;
    return {
      kind: 'with-id',
      categories: [category, subcategory, microcategory],
      id: id.toLowerCase(),
      languageCode,
      slug,
    };
  }
  return null;
}

/** Public listing paths: the index and one category's page. */
export const BLOG_INDEX_PATH = '/blog';
export function categoryListingPath(category: string): string {
  return `${BLOG_INDEX_PATH}/category/${pathSegment(category)}`;
}

/** Average adult silent reading speed (words per minute) for the read time shown on an article. */
export const READING_WORDS_PER_MINUTE = 230;

/** Minutes to read `wordCount` words, at least one. */
export function readMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / READING_WORDS_PER_MINUTE));
}
