/**
 * The public blog, news and tool pages as one route tree, rendered on the server and hydrated in the
 * browser (docs/decisions/012). Links between these pages are plain links: each page is its own
 * server-rendered, cacheable document, so the browser never loads page data itself.
 */
import { createRootRouteWithContext, createRoute, notFound, redirect } from '@tanstack/react-router';
import { isPillarSlug, isUseCaseSlug } from '@wordloom/shared/domain/solution-paths';
import { parseToolPath, type ToolPath, withToolSlug } from '@wordloom/shared/domain/tool-paths';
import { ArticlePage, type ArticlePageData, articleHead } from '../features/blog/public/ArticlePage.tsx';
import { ListingPage, listingHead } from '../features/blog/public/ListingPage.tsx';
import { PublicDocument, PublicNotFound, rootHead } from '../features/blog/public/PublicDocument.tsx';
import { LazySolutionPage, loadSolutionPages, solutionPages } from '../features/solutions/lazy-solution-pages.tsx';
import type { SolutionPageData } from '../features/solutions/solution-head.ts';
import { LazyToolPage, LazyToolsIndexPage, loadToolPages } from '../features/tools/lazy-tool-pages.tsx';
import { ToolNotFound } from '../features/tools/ToolNotFound.tsx';
import { type ToolPageData, toolHead, toolsIndexHead } from '../features/tools/tool-head.ts';
import type { ArticleListing, PageEnvironment, PublicRouterContext, ToolsIndex } from './context.ts';

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
  notFoundComponent: RootNotFound,
});

/**
 * What the index and splat routes load. Their hooks' types follow the router the dashboard
 * registers globally (as the root's context does), so the components name the data themselves.
 */
type ToolsIndexData = { kind: 'tools'; index: ToolsIndex };
type SiteIndexData = ToolsIndexData | { kind: 'articles'; listing: ArticleListing };
type SplatData = ToolsIndexData | { kind: 'tool'; page: ToolPageData } | { kind: 'article'; page: ArticlePageData };

/** What a `notFound()` carries when a tool address found nothing. */
const TOOL_MISSING = 'tool';

/** The tools site, and a tool address anywhere, say Tool Not Found (spec §2); other pages Page Not Found. */
function RootNotFound({ data }: { data?: unknown }) {
  const { environment } = rootRoute.useRouteContext() as unknown as PublicRouterContext;
  if (environment.site === 'tools' || data === TOOL_MISSING) return <ToolNotFound environment={environment} />;
  return <PublicNotFound />;
}

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
  // The tools site has no articles.
  if (site === 'tools') throw notFound();
  const contentType = site === 'news' ? 'news' : site === 'blog' ? 'blog' : undefined;
  const listing = await context.api.listArticles({ contentType, languageCode: language, categorySegment, page });
  if (categorySegment && listing.categoryName === null) throw notFound();
  return listing;
}

/** The blog and news subdomains open on their listing, the tools subdomain on its tools (spec §2). */
const siteIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: listingSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }): Promise<SiteIndexData> =>
    context.environment.site === 'tools'
      ? { kind: 'tools' as const, index: await listTools(context) }
      : { kind: 'articles' as const, listing: await loadListing(context, deps.page) },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    return loaderData.kind === 'tools'
      ? toolsIndexHead(loaderData.index, match.context.i18n)
      : listingHead(loaderData.listing, match.context.environment, null, match.context.i18n);
  },
  component: function SiteIndex() {
    const data = siteIndexRoute.useLoaderData() as SiteIndexData;
    const environment = useEnvironment();
    return data.kind === 'tools' ? (
      <LazyToolsIndexPage index={data.index} environment={environment} />
    ) : (
      <ListingPage listing={data.listing} environment={environment} category={null} />
    );
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

/** The published tools, with the code that shows them. */
async function listTools(context: PublicRouterContext) {
  const [index] = await Promise.all([context.api.listTools(), loadToolPages()]);
  return index;
}

/** A tool's page, or the tools index the main domain names `/tools-test` and `/tool`. */
async function loadToolAddress(
  context: PublicRouterContext,
  address: ToolPath | null,
  pathname: string,
  search: string,
) {
  if (!address) throw notFound({ data: TOOL_MISSING });
  if (address.kind === 'index') return { kind: 'tools' as const, index: await listTools(context) };
  const resolution = await context.api.resolveTool({ slug: address.slug, id: address.id });
  if (resolution.kind === 'missing') throw notFound({ data: TOOL_MISSING });
  const { tool } = resolution;
  if (address.id !== null && address.slug !== tool.slug) {
    throw redirect({ href: `${withToolSlug(pathname, tool.id, tool.slug)}${search}`, statusCode: 301 });
  }
  await loadToolPages();
  return { kind: 'tool' as const, page: { tool, seo: resolution.seo } };
}

/**
 * Both article path patterns and every tool address (spec §2); anything else that reaches here is
 * not found. The tools site has only tools; the main domain tells a tool's address by its uuid.
 */
const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: async ({ context, location }): Promise<SplatData> => {
    const { site } = context.environment;
    const toolAddress = site === 'tools' || site === 'main' ? parseToolPath(site, location.pathname) : null;
    if (site === 'tools' || toolAddress) {
      return loadToolAddress(context, toolAddress, location.pathname, location.searchStr);
    }
    const resolution = await context.api.resolveArticle(location.pathname);
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.location, statusCode: 301 });
    if (resolution.kind === 'missing') throw notFound();
    const related = await context.api.related(resolution.article.id);
    return { kind: 'article' as const, page: { article: resolution.article, seo: resolution.seo, related } };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { environment, i18n } = match.context;
    if (loaderData.kind === 'tools') return toolsIndexHead(loaderData.index, i18n);
    if (loaderData.kind === 'tool') return toolHead(loaderData.page, i18n);
    return articleHead(loaderData.page, environment, i18n);
  },
  component: function ArticleOrTool() {
    const data = articleRoute.useLoaderData() as SplatData;
    const environment = useEnvironment();
    if (data.kind === 'tools') return <LazyToolsIndexPage index={data.index} environment={environment} />;
    if (data.kind === 'tool') return <LazyToolPage page={data.page} />;
    return <ArticlePage page={data.page} environment={environment} />;
  },
});

/**
 * A Solutions page of the main site (spec §2), its texts from the team's data file; an unknown
 * pillar or use case is not found. Other sites have none.
 */
async function loadSolutionPage(
  context: PublicRouterContext,
  pillar: string | null,
  useCase: string | null,
): Promise<SolutionPageData> {
  if (context.environment.site !== 'main') throw notFound();
  if (pillar !== null && (!isPillarSlug(pillar) || (useCase !== null && !isUseCaseSlug(pillar, useCase)))) {
    throw notFound();
  }
  await loadSolutionPages();
  return { pillar, useCase };
}

function solutionRouteHead({
  loaderData,
  match,
}: {
  loaderData?: SolutionPageData;
  match: { context: PublicRouterContext };
}) {
  return loaderData ? solutionPages().solutionHead(loaderData, match.context.environment, match.context.i18n) : {};
}

const solutionsIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/solutions',
  loader: ({ context }) => loadSolutionPage(context, null, null),
  head: solutionRouteHead,
  component: function SolutionsIndex() {
    return <LazySolutionPage data={solutionsIndexRoute.useLoaderData()} environment={useEnvironment()} />;
  },
});

const solutionPillarRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/solutions/$pillar',
  loader: ({ context, params }) => loadSolutionPage(context, params.pillar, null),
  head: solutionRouteHead,
  component: function SolutionPillar() {
    return <LazySolutionPage data={solutionPillarRoute.useLoaderData()} environment={useEnvironment()} />;
  },
});

const solutionUseCaseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/solutions/$pillar/$useCase',
  loader: ({ context, params }) => loadSolutionPage(context, params.pillar, params.useCase),
  head: solutionRouteHead,
  component: function SolutionUseCase() {
    return <LazySolutionPage data={solutionUseCaseRoute.useLoaderData()} environment={useEnvironment()} />;
  },
});

export const publicRouteTree = rootRoute.addChildren([
  siteIndexRoute,
  blogIndexRoute,
  categoryRoute,
  solutionsIndexRoute,
  solutionPillarRoute,
  solutionUseCaseRoute,
  articleRoute,
]);
