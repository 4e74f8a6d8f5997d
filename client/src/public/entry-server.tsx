/**
 * Renders one public page on the server (docs/decisions/012): the same components the browser
 * hydrates, with the page's data loaded through the services and its real HTTP status.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server';
import type { PageEnvironment, PublicApi, RenderedPage } from '@wordloom/shared/schemas/public-pages';
import { loadMessages } from '../lib/i18n.ts';
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from './page-data.ts';
import { createPublicRouter } from './router.tsx';

/** A catalog that notes which messages a render reads, so only those travel with the page. */
function recordingCatalog(catalog: Messages, used: Messages): Messages {
  return new Proxy(catalog, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key === 'string' && value !== undefined) used[key] = value;
      return value;
    },
  });
}

function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Renders `url` (path and query, as the browser asked) for one site, language and visitor-free environment. */
export async function renderPublicPage({
  url,
  api,
  environment,
}: {
  url: string;
  api: PublicApi;
  environment: PageEnvironment;
}): Promise<RenderedPage> {
  // The browser's router writes a query it would spell differently (`?ref=a/b` as `?ref=a%2Fb`)
  // back into the address as it starts, and that runs the page's loaders in the browser, where
  // pages cannot load: the server sends such an address to the router's spelling of it first.
  const requested = new URL(url, environment.sites.origins[environment.site]);
  const search = defaultStringifySearch(defaultParseSearch(requested.search));
  if (search !== requested.search) return { status: 301, location: `${requested.pathname}${search}`, html: '' };
  const used: Messages = {};
  const catalog = await loadMessages(environment.language);
  const i18n = setupI18n({
    locale: environment.language,
    messages: { [environment.language]: recordingCatalog(catalog, used) },
  });
  const handler = createRequestHandler({
    request: new Request(requested),
    createRouter: () => createPublicRouter({ api, environment, i18n }),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  if (response.status >= 300 && response.status < 400) {
    return { status: response.status, location: response.headers.get('Location'), html: '' };
  }
  const body = await response.text();
  const data: PublicPageData = { environment, messages: used };
  const html = body.replace(
    '</body>',
    `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${serializeForScript(data)}</script></body>`,
  );
  return { status: response.status, location: null, html: html.startsWith('<!') ? html : `<!doctype html>${html}` };
}
