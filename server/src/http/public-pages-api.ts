/**
 * The public pages' data, read through a server-side tRPC caller with a visitor's (anonymous)
 * context: the pages see exactly what the API shows anyone, and the same checks apply.
 */
import { hreflangAlternates } from '@wordloom/shared/domain/hreflang';
import type { SiteOrigins } from '@wordloom/shared/domain/site-links';
import { toolPath } from '@wordloom/shared/domain/tool-paths';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { ArticleDetail } from '@wordloom/shared/schemas/blog';
import { PUBLIC_ARTICLES_PAGE_SIZE } from '@wordloom/shared/schemas/blog-public';
import type { ArticleSeo, PublicApi, ToolPageSeo } from '@wordloom/shared/schemas/public-pages';
import type { PublicTool } from '@wordloom/shared/schemas/tools';
import { blogContentVersion } from '../features/blog/content-version.ts';
import { toolsContentVersion } from '../features/tools/content-version.ts';
import { AppError } from '../lib/app-error.ts';
import { articleUrl, ogImageUrl, siteOrigin, siteOrigins, siteUrl } from '../lib/site-urls.ts';
import { appRouter } from '../trpc/app-router.ts';
import { type AppDeps, createContextInner } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';

const createCaller = createCallerFactory(appRouter);

export interface PublicPagesApi extends PublicApi {
  sites: SiteOrigins;
  /** Changes whenever an article or a tool does (in this process); a rendered page is kept while it stays. */
  contentVersion(): number;
  /** The language of the published tool at an address (its page speaks it); null when there is none. */
  toolLanguage(address: { slug: string; id: string | null }): Promise<string | null>;
}

/** An image address as social networks need it: absolute (an uploaded one is served by the main site). */
function absoluteImage(deps: AppDeps, image: string): string | null {
  if (image === '') return null;
  return image.startsWith('/') ? `${siteOrigin(deps.config, 'main')}${image}` : image;
}

function toolPageSeo(deps: AppDeps, tool: PublicTool): ToolPageSeo {
  const url = siteUrl(deps.config, 'tools', toolPath(tool));
  return {
    url,
    canonicalUrl: tool.seo.canonicalUrl || url,
    imageUrl: absoluteImage(deps, tool.seo.ogImage) ?? absoluteImage(deps, tool.previewImage ?? ''),
  };
}

function isToolNotFound(error: unknown): boolean {
  return error instanceof AppError && error.appCode === AppErrorCode.TOOL_NOT_FOUND;
}

/** hreflang alternates of an article: its published languages, English (or the first) as `x-default`. */
function alternates(deps: AppDeps, article: ArticleDetail): ArticleSeo['alternates'] {
  return hreflangAlternates(
    article.translations
      .filter((translation) => translation.path !== null)
      .map((translation) => ({
        languageCode: translation.languageCode,
        url: articleUrl(deps.config, { contentType: article.contentType, path: translation.path ?? '' }),
      })),
  );
}

export function publicPagesApi(deps: AppDeps): PublicPagesApi {
  const caller = createCaller(() => createContextInner(deps));
  const publicTool = async ({ slug, id }: { slug: string; id: string | null }): Promise<PublicTool | null> => {
    try {
      return await caller.tools.publicGet(id === null ? { slug } : { slug, id });
    } catch (error) {
      if (isToolNotFound(error)) return null;
      throw error;
    }
  };
  return {
    sites: siteOrigins(deps.config),
    // Both counters only ever grow, so their sum changes whenever either does.
    contentVersion: () => blogContentVersion(deps.db) + toolsContentVersion(deps.db),
    async resolveArticle(pathname) {
      const resolution = await caller.blog.publicArticle({ path: pathname });
      if (resolution.kind !== 'article') return resolution;
      const { article } = resolution;
      const seo: ArticleSeo = {
        canonicalUrl: articleUrl(deps.config, { contentType: article.contentType, path: article.path ?? '' }),
        imageUrl: ogImageUrl(deps.config, article),
        alternates: alternates(deps, article),
      };
      return { kind: 'article', article, seo };
    },
    async listArticles(query) {
      const listing = await caller.blog.publicList(query);
      return { ...listing, page: query.page, pageSize: PUBLIC_ARTICLES_PAGE_SIZE };
    },
    related: (id) => caller.blogEngagement.related({ id }),
    async resolveTool(address) {
      const tool = await publicTool(address);
      return tool ? { kind: 'tool', tool, seo: toolPageSeo(deps, tool) } : { kind: 'missing' };
    },
    async toolLanguage(address) {
      return (await publicTool(address))?.languageCode ?? null;
    },
    async listTools() {
      const tools = await caller.tools.publicList({});
      return {
        tools: tools.map((tool) => ({ ...tool, url: siteUrl(deps.config, 'tools', tool.path) })),
        url: siteUrl(deps.config, 'tools', '/'),
      };
    },
  };
}
