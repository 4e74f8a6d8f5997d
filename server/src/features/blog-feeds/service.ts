import { articlePath, BLOG_INDEX_PATH, categoryListingPath, pathSegment } from '@wordloom/shared/domain/blog-paths';
import { type AlternateLink, hreflangAlternates } from '@wordloom/shared/domain/hreflang';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import type { Site } from '@wordloom/shared/domain/sites';
import { allSolutionPaths } from '@wordloom/shared/domain/solution-paths';
import { toolPath } from '@wordloom/shared/domain/tool-paths';
import { LANGUAGE_CODES } from '@wordloom/shared/languages';
import type { TArticleContentType } from '@wordloom/shared/schemas/blog';
import { Feed, type Item } from 'feed';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/executor.ts';
import { articleUrl, siteOrigin, siteUrl } from '../../lib/site-urls.ts';
import {
  type FeedArticle,
  feedArticles,
  type PlacedArticle,
  publishedCategories,
  publishedCountsByLanguage,
  publishedTranslations,
  recentNews,
  type SitemapArticle,
  sitemapArticles,
  sitemapTools,
  type TranslationRow,
} from './queries.ts';
import { newsUrlSetXml, type SitemapUrl, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

type FeedsConfig = Pick<AppConfig, 'appUrl' | 'sites'>;

/** The kinds of article each site shows (spec §4: subdomains show only their type). */
export const SITE_CONTENT: Record<Site, readonly TArticleContentType[]> = {
  main: ['blog', 'news'],
  blog: ['blog'],
  news: ['news'],
  tools: [],
};

/** The name a site's feeds and cards carry. */
export const SITE_NAMES: Record<Site, string> = {
  main: 'Wordloom',
  blog: 'Wordloom Blog',
  news: 'Wordloom News',
  tools: 'Wordloom Tools',
};

/** The publication name Google News shows. */
export const NEWS_PUBLICATION_NAME = 'Wordloom';

/** The main site's public pages (spec §2), listed in its sitemap. */
export const MAIN_PUBLIC_PAGES = ['/', BLOG_INDEX_PATH, '/pricing', '/features', '/about', '/contact'] as const;

/** Pages crawlers have no business in: the signed-in app and the APIs. */
export const PRIVATE_PATHS = [
  '/dashboard',
  '/account',
  '/subscription',
  '/admin',
  '/blogs',
  '/article-writer',
  '/linkedin-grow',
  '/support',
  '/trpc',
  '/api',
] as const;

/**
 * URLs per sitemap file. The protocol allows 50,000 and 50 MB; an article carries up to 28
 * alternate links (27 languages and x-default), about 4 KB, so 10,000 stays under 50 MB.
 */
export const SITEMAP_PAGE_SIZE = 10_000;

/** Google News lists articles of the last two days, at most 1,000 per sitemap. */
export const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const NEWS_SITEMAP_LIMIT = 1000;

/** Articles an RSS feed carries. */
export const FEED_SIZE = 50;

export const MAIN_PAGES_SITEMAP = '/sitemaps/main-pages.xml';
export const NEWS_SITEMAP = '/sitemaps/news.xml';

/** `/sitemaps/{site}-{lang}.xml`, its later pages `/sitemaps/{site}-{lang}-{n}.xml`. */
export function languageSitemapPath(site: Site, languageCode: string, page: number): string {
  return `/sitemaps/${site}-${languageCode}${page > 1 ? `-${page}` : ''}.xml`;
}

function hasNews(site: Site): boolean {
  return SITE_CONTENT[site].includes('news');
}

/** robots.txt: everything public may be crawled, the app and the APIs not; where the sitemap is. */
export function robotsTxt(config: FeedsConfig, site: Site): string {
  const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`)];
  lines.push('', `Sitemap: ${siteUrl(config, site, '/sitemap.xml')}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The tools site's sitemap: its index and each published tool's page (spec §2), in one file (a
 * site has far fewer tools than the 50,000 URLs a file may hold).
 */
export async function toolsSitemap(db: Executor, config: FeedsConfig): Promise<string> {
  const tools = await sitemapTools(db);
  return urlSetXml([
    { loc: siteUrl(config, 'tools', '/') },
    ...tools.map((tool) => ({ loc: siteUrl(config, 'tools', toolPath(tool)), lastmod: tool.updatedAt })),
  ]);
}

/** The sitemap index of a site (the tools site's is its one sitemap): its pages, its per-language article sitemaps (paged), its news sitemap. */
export async function sitemapIndex(
  db: Executor,
  config: FeedsConfig,
  site: Site,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string> {
  if (site === 'tools') return toolsSitemap(db, config);
  const paths: string[] = [];
  if (site === 'main') paths.push(MAIN_PAGES_SITEMAP);
  const contentTypes = SITE_CONTENT[site];
  if (contentTypes.length > 0) {
    for (const { languageCode, count } of await publishedCountsByLanguage(db, contentTypes)) {
      for (let page = 1; page <= Math.ceil(count / pageSize); page++) {
        paths.push(languageSitemapPath(site, languageCode, page));
      }
    }
  }
  if (hasNews(site)) paths.push(NEWS_SITEMAP);
  return sitemapIndexXml(paths.map((path) => siteUrl(config, site, path)));
}

/**
 * The main site's own public pages. The Solutions pages exist under every language prefix and
 * speak it (server-rendered from the catalogs), so each lists its language versions.
 */
export function mainPagesSitemap(config: FeedsConfig): string {
  const solutions = allSolutionPaths().map((path) => ({
    loc: siteUrl(config, 'main', path),
    alternates: hreflangAlternates(
      LANGUAGE_CODES.map((languageCode) => ({
        languageCode,
        url: siteUrl(config, 'main', withLanguagePrefix(path, languageCode)),
      })),
    ),
  }));
  return urlSetXml([...MAIN_PUBLIC_PAGES.map((path) => ({ loc: siteUrl(config, 'main', path) })), ...solutions]);
}

function urlOf(config: FeedsConfig, article: PlacedArticle): string {
  return articleUrl(config, { contentType: article.contentType, path: articlePath(article) });
}

/** The hreflang alternates of an article from its published translations, earliest first. */
export function articleAlternates(config: FeedsConfig, translations: readonly TranslationRow[]): AlternateLink[] {
  return hreflangAlternates(
    translations.map((translation) => ({ languageCode: translation.languageCode, url: urlOf(config, translation) })),
  );
}

/**
 * One page of the sitemap of a site's articles in one language; null when that page has no
 * article (an unknown language, a language without articles here, a page past the last).
 */
export async function languageSitemap(
  db: Executor,
  config: FeedsConfig,
  args: { site: Site; languageCode: string; page: number; pageSize?: number },
): Promise<string | null> {
  const contentTypes = SITE_CONTENT[args.site];
  if (contentTypes.length === 0) return null;
  const pageSize = args.pageSize ?? SITEMAP_PAGE_SIZE;
  const articles = await sitemapArticles(db, {
    contentTypes,
    languageCode: args.languageCode,
    limit: pageSize,
    offset: (args.page - 1) * pageSize,
  });
  if (articles.length === 0) return null;
  const groups = new Map<string, TranslationRow[]>();
  for (const translation of await publishedTranslations(db, [
    ...new Set(articles.map((article) => article.translationGroupId)),
  ])) {
    groups.set(translation.translationGroupId, [...(groups.get(translation.translationGroupId) ?? []), translation]);
  }
  return urlSetXml(
    articles.map(
      (article: SitemapArticle): SitemapUrl => ({
        loc: urlOf(config, article),
        lastmod: article.updatedAt,
        alternates: articleAlternates(config, groups.get(article.translationGroupId) ?? []),
      }),
    ),
  );
}

/** Google News names Chinese by its script's region; every other language by its ISO 639 code. */
function newsLanguage(languageCode: string): string {
  return languageCode === 'zh' ? 'zh-cn' : languageCode;
}

/** The Google News sitemap: news of the last two days, newest first. */
export async function newsSitemap(db: Executor, config: FeedsConfig, now = new Date()): Promise<string> {
  const news = await recentNews(db, { since: new Date(now.getTime() - NEWS_WINDOW_MS), limit: NEWS_SITEMAP_LIMIT });
  return newsUrlSetXml(
    news.map((article) => ({
      loc: urlOf(config, article),
      publicationName: NEWS_PUBLICATION_NAME,
      language: newsLanguage(article.languageCode),
      publishedAt: article.publishedAt,
      title: article.title,
    })),
  );
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The featured image as an RSS enclosure: absolute, with its type (left out when the type is unknown). */
function imageEnclosure(config: FeedsConfig, site: Site, image: string | null): Item['image'] {
  if (!image) return undefined;
  const url = new URL(image, `${siteOrigin(config, site)}/`);
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension];
  return type ? { url: url.toString(), type, length: 0 } : undefined;
}

function feedItem(config: FeedsConfig, site: Site, article: FeedArticle): Item {
  const categoryNames = [...new Set([article.category, ...article.categories].filter(Boolean))];
  return {
    title: article.title,
    id: article.id,
    guid: article.id,
    link: urlOf(config, article),
    date: article.publishedAt,
    published: article.publishedAt,
    description: article.excerpt || article.metaDescription || undefined,
    author: article.authorName ? [{ name: article.authorName }] : undefined,
    category: categoryNames.map((name) => ({ name })),
    image: imageEnclosure(config, site, article.featuredImage),
  };
}

interface FeedRequest {
  site: Site;
  languageCode: string;
  /** A category's path segment (`pathSegment` of its name); the whole site without it. */
  categorySegment?: string;
}

/**
 * RSS 2.0 of a site's latest articles in one language, or of one category; null when the site has
 * no articles or the category is not one of its published articles'.
 */
export async function rssFeed(db: Executor, config: FeedsConfig, request: FeedRequest): Promise<string | null> {
  const { site, languageCode, categorySegment } = request;
  const contentTypes = SITE_CONTENT[site];
  if (contentTypes.length === 0) return null;
  let categories: string[] | undefined;
  let title = SITE_NAMES[site];
  let listingPath = BLOG_INDEX_PATH;
  if (categorySegment !== undefined) {
    const names = await publishedCategories(db, { contentTypes, languageCode });
    categories = names.filter((name) => pathSegment(name) === categorySegment);
    const [first] = categories;
    if (first === undefined) return null;
    title = `${SITE_NAMES[site]}: ${first || 'General'}`;
    listingPath = categoryListingPath(first);
  }
  const articles = await feedArticles(db, { contentTypes, languageCode, categories, limit: FEED_SIZE });
  const feedPath = `${categorySegment === undefined ? '' : listingPath}/rss.xml?lang=${languageCode}`;
  const feed = new Feed({
    id: siteUrl(config, site, listingPath),
    title,
    description: `The latest articles of ${title}`,
    link: siteUrl(config, site, listingPath),
    language: languageCode,
    updated: articles[0]?.updatedAt ?? new Date(0),
    generator: false,
    feedLinks: { rss: siteUrl(config, site, feedPath) },
    copyright: `© ${SITE_NAMES.main}`,
  });
  for (const article of articles) feed.addItem(feedItem(config, site, article));
  return feed.rss2();
}
