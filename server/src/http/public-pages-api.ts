/**
 * The public pages' data, read through a server-side tRPC caller with a visitor's (anonymous)
 * context: the pages see exactly what the API shows anyone, and the same checks apply.
 */
import type { SiteOrigins } from '@wordloom/shared/domain/site-links';
import { SITES, type Site } from '@wordloom/shared/domain/sites';
import type { ArticleDetail } from '@wordloom/shared/schemas/blog';
import { PUBLIC_ARTICLES_PAGE_SIZE } from '@wordloom/shared/schemas/blog-public';
import type { ArticleSeo, PublicApi } from '@wordloom/shared/schemas/public-pages';
import { blogContentVersion } from '../features/blog/content-version.ts';
import { articleUrl, ogImageUrl, siteOrigin, usesDevHosts } from '../lib/site-urls.ts';
import { appRouter } from '../trpc/app-router.ts';
import { type AppDeps, createContextInner } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';

const createCaller = createCallerFactory(appRouter);

export interface PublicPagesApi extends PublicApi {
  sites: SiteOrigins;
  /** Changes whenever an article does (in this process); a rendered page is kept while it stays. */
  contentVersion(): number;
}

/** hreflang alternates of an article: every published language, and English (or the first) as `x-default`. */
function alternates(deps: AppDeps, article: ArticleDetail): ArticleSeo['alternates'] {
  const published = article.translations.filter((translation) => translation.path !== null);
  const links = published.map((translation) => ({
    hreflang: translation.languageCode,
    href: articleUrl(deps.config, { contentType: article.contentType, path: translation.path ?? '' }),
  }));
  const fallback = links.find((link) => link.hreflang === 'en') ?? links[0];
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : [];
}

export function publicPagesApi(deps: AppDeps): PublicPagesApi {
  const caller = createCaller(() => createContextInner(deps));
  const origins = Object.fromEntries(SITES.map((site) => [site, siteOrigin(deps.config, site)])) as Record<
    Site,
    string
  >;
  return {
    sites: { origins, devHosts: usesDevHosts(deps.config) },
    contentVersion: () => blogContentVersion(deps.db),
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
  };
}
