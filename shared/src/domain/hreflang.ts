/** A link to one language version of a page (`<link rel="alternate" hreflang>`, sitemaps' `xhtml:link`). */
export interface AlternateLink {
  /** A language code, or `x-default`. */
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of a page from its language versions, best first (the first version of
 * a language wins): one per language, and `x-default` on the English one, else on the first. None
 * when the page exists in one language only, since a lone alternate says nothing.
 */
export function hreflangAlternates(versions: readonly { languageCode: string; url: string }[]): AlternateLink[] {
  const byLanguage = new Map<string, string>();
  for (const { languageCode, url } of versions) {
    if (!byLanguage.has(languageCode)) byLanguage.set(languageCode, url);
  }
  if (byLanguage.size < 2) return [];
  const links = [...byLanguage].map(([hreflang, href]) => ({ hreflang, href }));
  const fallback = byLanguage.get('en') ?? links[0]?.href;
  return fallback ? [...links, { hreflang: 'x-default', href: fallback }] : links;
}
