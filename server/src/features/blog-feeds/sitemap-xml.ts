/**
 * The XML of sitemaps (sitemaps.org 0.9, with Google's hreflang and News extensions), written by
 * hand: the shapes are tiny and fixed, and every value goes through `escapeXml`.
 */

const XML_SPECIALS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in XML content and attribute values; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_SPECIALS[char] ?? char);
}

import type { AlternateLink } from '@wordloom/shared/domain/hreflang';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
  alternates?: readonly AlternateLink[];
}

export interface NewsSitemapUrl {
  loc: string;
  publicationName: string;
  language: string;
  publishedAt: Date;
  title: string;
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** A sitemap index: the address of each sitemap file. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const entries = sitemaps.map((loc) => `<sitemap>${element('loc', loc)}</sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A URL set, with `xhtml:link` alternates for the languages of each page that has them. */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const parts = [element('loc', url.loc)];
    if (url.lastmod) parts.push(element('lastmod', url.lastmod.toISOString()));
    for (const alternate of url.alternates ?? []) {
      parts.push(
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      );
    }
    return `<url>${parts.join('')}</url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A Google News sitemap. */
export function newsUrlSetXml(urls: readonly NewsSitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url>${element('loc', url.loc)}<news:news><news:publication>${element('news:name', url.publicationName)}${element('news:language', url.language)}</news:publication>${element('news:publication_date', url.publishedAt.toISOString())}${element('news:title', url.title)}</news:news></url>`,
  );
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
