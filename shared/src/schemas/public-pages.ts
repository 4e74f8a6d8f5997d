/**
 * The contract between the server and the public pages' renderer (client/src/public): what a
 * page is rendered for and with, and what comes back. Types only; both sides hold the code.
 */

import type { SiteOrigins } from '../domain/site-links.ts';
import type { Site } from '../domain/sites.ts';
import type { LanguageCode } from '../languages.ts';
import type { ArticleDetail, ArticleSummary, TArticleContentType } from './blog.ts';
import type { PublicTool, PublicToolSummary } from './tools.ts';

/** Addresses search engines and social networks read from an article page. */
export interface ArticleSeo {
  canonicalUrl: string;
  imageUrl: string;
  /** One per published language of the article, plus `x-default`. */
  alternates: { hreflang: string; href: string }[];
}

/** What the server found at an article address. */
export type ArticleResolution =
  | { kind: 'article'; article: ArticleDetail; seo: ArticleSeo }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

export interface ArticleListing {
  items: ArticleSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** The category's name as its articles spell it; null for the index, or a category nobody uses. */
  categoryName: string | null;
}

export interface ListingQuery {
  contentType?: TArticleContentType | undefined;
  languageCode: LanguageCode;
  /** A category as it appears in paths (`pathSegment(category)`). */
  categorySegment?: string | undefined;
  page: number;
}

/** Addresses search engines and social networks read from a tool page. */
export interface ToolPageSeo {
  /** The tool's address on the tools site (`/{slug}/{id}`), absolute. */
  url: string;
  /** The admin's canonical URL, else `url`. */
  canonicalUrl: string;
  /** The admin's OpenGraph image, else the preview image, absolute; null without either. */
  imageUrl: string | null;
}

/** What the server found for a tool address: a published tool, or nothing anyone may see. */
export type ToolResolution = { kind: 'tool'; tool: PublicTool; seo: ToolPageSeo } | { kind: 'missing' };

/** The tools index (the tools site's `/`): the published tools, newest first, with absolute addresses. */
export interface ToolsIndex {
  tools: (PublicToolSummary & { url: string })[];
  /** The index's own absolute address. */
  url: string;
}

/** The data the public pages load; on the server it calls the services directly. */
export interface PublicApi {
  resolveArticle(pathname: string): Promise<ArticleResolution>;
  listArticles(query: ListingQuery): Promise<ArticleListing>;
  related(articleId: string): Promise<ArticleSummary[]>;
  /** A published tool by its id (whatever slug the address has), else by its slug alone. */
  resolveTool(address: { slug: string; id: string | null }): Promise<ToolResolution>;
  listTools(): Promise<ToolsIndex>;
}

/** The script and styles the public entry needs, named by the client build's manifest. */
export interface PageAssets {
  script: string | null;
  styles: string[];
  preloads: string[];
}

/** Who and where the page is for: fixed by the server for one request, carried to the browser. */
export interface PageEnvironment {
  site: Site;
  /** The interface language (an article page speaks its article's language). */
  language: LanguageCode;
  /** The language the address carries as its prefix ("/fr/blog"); English for an article, whose path holds its language. */
  pathLanguage: LanguageCode;
  sites: SiteOrigins;
  assets: PageAssets;
}

export interface RenderedPage {
  status: number;
  /** Set for a redirect. */
  location: string | null;
  html: string;
}

/** What the renderer module (client/src/public/entry-server.tsx) exports. */
export interface PublicRenderer {
  renderPublicPage(args: { url: string; api: PublicApi; environment: PageEnvironment }): Promise<RenderedPage>;
}
