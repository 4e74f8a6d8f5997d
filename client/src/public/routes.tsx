/**
 * The public blog and news pages as one route tree, rendered on the server and hydrated in the
 * browser (docs/decisions/012). Links between these pages are plain links: each page is its own
 * server-rendered, cacheable document, so the browser never loads page data itself.
 */
import { createRootRouteWithContext, createRoute, notFound, redirect } from '@tanstack/react-router';
import { ArticlePage, articleHead } from '../features/blog/public/ArticlePage.tsx';
import { ListingPage, listingHead } from '../features/blog/public/ListingPage.tsx';
import { PublicDocument, PublicNotFound, rootHead } from '../features/blog/public/PublicDocument.tsx';
import type { PageEnvironment, PublicRouterContext } from './context.ts';

/** `?page=2`; anything else is the first page. */
function listingSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? { page } : {};
}

export const rootRoute = createRootRouteWithContext<PublicRouterContext>()({
  // The environment travels to the browser with the page's data, so hydration renders the same page.
  loader: ({ context }) => context.environment,
  head: ({ loaderData }) => (loaderData ? rootHead(loaderData) : {}),
  scripts: ({ loaderData }) => (loaderData?.assets.script ? [{ type: 'module', src: loaderData.assets.script }] : []),
  component: RootComponent,
  notFoundComponent: PublicNotFound,
});

function useEnvironment(): PageEnvironment {
  return rootRoute.useLoaderData();
}

function RootComponent() {
  // The hooks' types follow the router the dashboard registers globally; this tree's context is its own.
  const { i18n } = rootRoute.useRouteContext() as unknown as PublicRouterContext;
  return <PublicDocument environment={useEnvironment()} i18n={i18n} />;
}

async function loadListing(context: PublicRouterContext, page: number, categorySegment?: string) {
  const { site, language } = context.environment;
  const contentType = site === 'news' ? 'news' : site === 'blog' ? 'blog' : undefined;
  const listing = await context.api.listArticles({ contentType, languageCode: language, categorySegment, page });
  if (categorySegment && listing.categoryName === null) throw notFound();
  return listing;
}

/** The blog and news subdomains open on their listing. */
const siteIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadListing(context, deps.page),
  head: ({ loaderData, match }) =>
    loaderData ? listingHead(loaderData, match.context.environment, null, match.context.i18n) : {},
  component: function SiteIndex() {
    return <ListingPage listing={siteIndexRoute.useLoaderData()} environment={useEnvironment()} category={null} />;
  },
});

const blogIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog',
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadListing(context, deps.page),
  head: ({ loaderData, match }) =>
    loaderData ? listingHead(loaderData, match.context.environment, null, match.context.i18n) : {},
  component: function BlogIndex() {
    return <ListingPage listing={blogIndexRoute.useLoaderData()} environment={useEnvironment()} category={null} />;
  },
});

const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/category/$category',
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps, params }) => loadListing(context, deps.page, params.category),
  head: ({ loaderData, match, params }) =>
    loaderData ? listingHead(loaderData, match.context.environment, params.category, match.context.i18n) : {},
  component: function CategoryListing() {
    const { category } = categoryRoute.useParams();
    return <ListingPage listing={categoryRoute.useLoaderData()} environment={useEnvironment()} category={category} />;
  },
});

/** Both article path patterns (spec §2); anything else that reaches here is not found. */
const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: async ({ context, location }) => {
    const resolution = await context.api.resolveArticle(location.pathname);
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.location, statusCode: 301 });
    if (resolution.kind === 'missing') throw notFound();
    const related = await context.api.related(resolution.article.id);
    return { article: resolution.article, seo: resolution.seo, related };
  },
  head: ({ loaderData, match }) =>
    loaderData ? articleHead(loaderData, match.context.environment, match.context.i18n) : {},
  component: function Article() {
    return <ArticlePage page={articleRoute.useLoaderData()} environment={useEnvironment()} />;
  },
});

export const publicRouteTree = rootRoute.addChildren([siteIndexRoute, blogIndexRoute, categoryRoute, articleRoute]);
