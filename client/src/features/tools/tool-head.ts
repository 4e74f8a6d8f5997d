/**
 * What search engines and social networks read from the tool pages (spec §2; issue 15 point 3):
 * title, description, OpenGraph and Twitter fields, the canonical link and JSON-LD. The admin's
 * SEO texts win; the tool's own name, description and image fill what they left empty.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ToolPageSeo, ToolsIndex } from '@wordloom/shared/schemas/public-pages';
import type { PublicTool } from '@wordloom/shared/schemas/tools';

export const TOOLS_SITE_NAME = msg`Wordloom Tools`;

export interface ToolPageData {
  tool: PublicTool;
  seo: ToolPageSeo;
}

/** The schema.org description of a tool when the admin wrote none. */
function softwareApplication({ tool, seo }: ToolPageData, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: tool.name,
    description,
    url: seo.canonicalUrl,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    inLanguage: tool.languageCode,
    ...(seo.imageUrl ? { image: seo.imageUrl } : {}),
  };
}

export function toolHead(page: ToolPageData, i18n: I18n) {
  const { tool, seo } = page;
  const siteName = i18n._(TOOLS_SITE_NAME);
  const title = tool.seo.pageTitle || tool.name;
  const description = tool.seo.metaDescription || tool.description;
  const ogTitle = tool.seo.ogTitle || title;
  const ogDescription = tool.seo.ogDescription || description;
  const twitterImage = tool.seo.twitterImage || seo.imageUrl;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteName },
      { property: 'og:title', content: ogTitle },
      { property: 'og:description', content: ogDescription },
      { property: 'og:url', content: seo.canonicalUrl },
      { property: 'og:locale', content: tool.languageCode },
      ...(seo.imageUrl ? [{ property: 'og:image', content: seo.imageUrl }] : []),
      { name: 'twitter:card', content: twitterImage ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: tool.seo.twitterTitle || ogTitle },
      { name: 'twitter:description', content: tool.seo.twitterDescription || ogDescription },
      ...(twitterImage ? [{ name: 'twitter:image', content: twitterImage }] : []),
      // The router escapes the JSON it writes into the script element, `</script>` included.
      { 'script:ld+json': tool.seo.structuredData ?? softwareApplication(page, description) },
    ],
    links: [{ rel: 'canonical', href: seo.canonicalUrl }],
  };
}

export function toolsIndexHead(index: ToolsIndex, i18n: I18n) {
  const title = i18n._(TOOLS_SITE_NAME);
  const description = i18n._(msg`Free online tools: fill in a short form and get the result at once.`);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: title },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: index.url },
      { name: 'twitter:card', content: 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: title,
          url: index.url,
          itemListElement: index.tools.map((tool, position) => ({
            '@type': 'ListItem',
            position: position + 1,
            name: tool.name,
            url: tool.url,
          })),
        },
      },
    ],
    links: [{ rel: 'canonical', href: index.url }],
  };
}
