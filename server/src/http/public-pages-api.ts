/**
 * The public pages' data, read through a server-side tRPC caller with a visitor's (anonymous)
 * context: the pages see exactly what the API shows anyone, and the same checks apply.
 */
import { hreflangAlternates } from '@wordloom/shared/domain/hreflang';
import type { SiteOrigins } from '@wordloom/shared/domain/site-links';
import type { ArticleDetail } from '@wordloom/shared/schemas/blog';
import { PUBLIC_ARTICLES_PAGE_SIZE } from '@wordloom/shared/schemas/blog-public';
import type { ArticleSeo, PublicApi } from '@wordloom/shared/schemas/public-pages';
import { blogContentVersion } from '../features/blog/content-version.ts';
import { articleUrl, ogImageUrl, siteOrigins } from '../lib/site-urls.ts';
import { appRouter } from '../trpc/app-router.ts';
import { type AppDeps, createContextInner } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';

const createCaller = createCallerFactory(appRouter);

export interface PublicPagesApi extends PublicApi {
  sites: SiteOrigins;
  /** Changes whenever an article does (in this process); a rendered page is kept while it stays. */
  contentVersion(): number;
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
  return {
    sites: siteOrigins(deps.config),
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
