/**
 * The public blog and news pages, rendered on the server with the client's own components
 * (docs/decisions/012) and kept in memory between changes, with an ETag and cache headers a CDN
 * in front can follow.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isUuid, parseArticlePath } from '@wordloom/shared/domain/blog-paths';
import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { resolveSite, type Site } from '@wordloom/shared/domain/sites';
import { isSolutionsPath } from '@wordloom/shared/domain/solution-paths';
import { parseToolPath, type ToolPath, toolsSitePath } from '@wordloom/shared/domain/tool-paths';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@wordloom/shared/languages';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { isRemovedPath, isRemovedPathNow } from '../features/removed-urls/service.ts';
import { siteUrl } from '../lib/site-urls.ts';
import type { AppDeps } from '../trpc/context.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { publicPagesApi } from './public-pages-api.ts';
import { loadPublicRenderer, type PageAssets, type PageEnvironment, type RenderedPage } from './public-renderer.ts';

/** Browsers revalidate after a minute; a CDN keeps a page five minutes and serves it stale while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
/** Another server process's change reaches this one's cache within this time. */
export const PUBLIC_PAGE_CACHE_TTL_MS = 60_000;
const MAX_CACHED_PAGES = 500;

type PageKind =
  | { kind: 'listing' }
  | { kind: 'solutions' }
  | { kind: 'article'; language: LanguageCode; prefixed: boolean };

/** Which public page a path is, if any (the dashboard's `/blog/{id}` is handled apart). */
function pageKind(site: Site, pathname: string): PageKind | null {
  const { language, path: unprefixed } = splitLanguagePrefix(pathname);
  if (unprefixed === '/blog' || /^\/blog\/category\/[^/]+$/.test(unprefixed)) return { kind: 'listing' };
  if (unprefixed === '/' && (site === 'blog' || site === 'news')) return { kind: 'listing' };
  const article = parseArticlePath(unprefixed);
  if (article && article.kind !== 'dashboard-id') {
    return { kind: 'article', language: article.languageCode, prefixed: language !== null };
  }
  // Every path under /solutions, an unknown one too (its 404 is the public page's).
  if (site === 'main' && isSolutionsPath(unprefixed)) return { kind: 'solutions' };
  return null;
}

/**
 * A tool page (spec §2): every address of the tools site but its files (null address: an unknown
 * one, answered with Tool Not Found), and the main domain's tool addresses.
 */
function toolPageKind(site: Site, pathname: string): { address: ToolPath | null } | null {
  if (site === 'tools') {
    const address = parseToolPath('tools', pathname);
    if (address) return { address };
    // Scripts, styles, icons and the build's assets are served further on.
    return /\.[^/]*$/.test(pathname) || pathname.startsWith('/assets/') ? null : { address: null };
  }
  const address = site === 'main' ? parseToolPath('main', pathname) : null;
  return address ? { address } : null;
}

/** Tool pages are cached by their address alone: the language they speak follows from it and the tool. */
const TOOL_PAGE_KEY = 'tool';

interface CachedPage {
  status: number;
  /** The headers the whole stack (helmet and the rest) answered the page with, replayed by the fast path. */
  headers?: Array<[string, string | number | string[]]>;
  /** The HTML (or a redirect's location), encoded once: a page with non-Latin letters is slow to encode again per request. */
  html: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
  version: number;
  storedAt: number;
}

/** Script hashes for the CSP: the router's inline hydration script is allowed by its hash, not by 'unsafe-inline'. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    // Data blocks (JSON-LD, the page data) are not run, so the policy does not cover them.
    if (/type="application\/(?:ld\+)?json"/.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Written by the public entry's build (client/vite.config.ts). */
const PUBLIC_MANIFEST = '.vite/public-manifest.json';

const ManifestEntry = z.object({
  file: z.string(),
  css: z.array(z.string()).optional(),
  imports: z.array(z.string()).optional(),
});

/**
 * The tool pages' chunk (client/src/features/tools/lazy-tool-pages.tsx): an article page never loads
 * it; a tool page links its styles and preloads its code, as it does the entry's.
 */
export const TOOL_PAGES_MODULE = 'src/features/tools/tool-pages.ts';

/** The Solutions pages' chunk (client/src/features/solutions/lazy-solution-pages.tsx), linked like the tool pages'. */
export const SOLUTION_PAGES_MODULE = 'src/features/solutions/solution-pages.ts';

/**
 * The public entry's script, styles and the chunks it imports at once, from the client build's
 * manifest; `lazyModules` adds chunks the entry imports later that a page needs from its start.
 */
export function readPageAssets(clientDistDir: string, lazyModules: readonly string[] = []): PageAssets {
  const manifestPath = path.join(clientDistDir, PUBLIC_MANIFEST);
  if (!fs.existsSync(manifestPath)) return { script: null, styles: [], preloads: [] };
  const manifest = z.record(z.string(), ManifestEntry).parse(JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
  const entry = manifest['src/public/entry-client.tsx'];
  if (!entry) return { script: null, styles: [], preloads: [] };
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    const chunk = manifest[key];
    // A lazy chunk imports the entry back; the entry is the page's script already.
    if (!chunk || (!isEntry && chunk === entry)) return;
    if (!isEntry) {
      if (preloads.has(`/${chunk.file}`)) return;
      preloads.add(`/${chunk.file}`);
    }
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  visit('src/public/entry-client.tsx', true);
  for (const module of lazyModules) visit(module, false);
  return { script: `/${entry.file}`, styles: [...styles], preloads: [...preloads] };
}

/**
 * Serves the public pages: `/blog`, its category listings, the blog and news subdomains' home,
 * the main site's Solutions pages, and articles at both path patterns (the longer one, a language-prefixed one and a published
 * article's `/blog/{id}` redirect with 301 to the canonical path). A removed path is left to the
 * client pages, which answer 410.
 */
export interface PublicPages {
  router: Router;
  /**
   * Answers a request for a page already rendered and still fresh straight from memory, before
   * Express and its middleware see it, with the headers the full stack gave it the first time;
   * false when the request must go the whole way (anything else, or a page not cached yet).
   */
  serveCached(req: IncomingMessage, res: ServerResponse): boolean;
}

/** Headers of one answer that are not the page's own: they are set again for every answer. */
const PER_ANSWER_HEADERS = new Set(['x-request-id', 'content-length', 'content-encoding', 'set-cookie']);

export function publicPages(deps: AppDeps): PublicPages {
  const { db, config, logger } = deps;
  const pages = Router();
  const renderer = loadPublicRenderer(config.clientDistDir);
  const assets = readPageAssets(config.clientDistDir);
  const toolPageAssets = readPageAssets(config.clientDistDir, [TOOL_PAGES_MODULE]);
  const solutionPageAssets = readPageAssets(config.clientDistDir, [SOLUTION_PAGES_MODULE]);
  const api = publicPagesApi(deps);
  const sites = api.sites;
  const cache = new Map<string, CachedPage>();

  pages.get('/{*path}', async (req: Request, res: Response, next) => {
    try {
      const subdomain = typeof req.query.subdomain === 'string' ? req.query.subdomain : null;
      const site = resolveSite(req.hostname, subdomain, config.sites);
      const tool = toolPageKind(site, req.path);
      if (tool) return await serveToolPage(req, res, site, tool.address);
      if (site === 'tools') return next();
      const dashboardId = /^\/blog\/([^/]+)$/.exec(req.path)?.[1];
      if (dashboardId && isUuid(dashboardId)) return await redirectPublished(res, next, dashboardId);
      const kind = pageKind(site, req.path);
      if (!kind || (await isRemoved(req.path))) return next();
      // An article's address carries its language; a prefix would only make a second address.
      if (kind.kind === 'article' && kind.prefixed) {
        return res.redirect(301, withQuery(splitLanguagePrefix(req.path).path, req));
      }
      const pathLanguage =
        kind.kind === 'article' ? DEFAULT_LANGUAGE : (splitLanguagePrefix(req.path).language ?? DEFAULT_LANGUAGE);
      const language = kind.kind === 'article' ? kind.language : pathLanguage;
      const page = await cachedPage(
        { site, language, pathLanguage },
        req.originalUrl,
        undefined,
        kind.kind === 'solutions' ? solutionPageAssets : assets,
      );
      if (page.status >= 300 && page.status < 400) return res.redirect(page.status, page.html);
      send(req, res, page);
      rememberHeaders(res, page);
    } catch (error) {
      next(error);
    }
  });

  /**
   * A tool page. The main domain's tool addresses belong to the tools subdomain: in production they
   * answer 301 there; in development the main host renders them itself.
   */
  async function serveToolPage(req: Request, res: Response, site: Site, address: ToolPath | null) {
    // Test mode stays on the main domain, where the admin is signed in (the session cookie is host-only).
    const testMode = req.query.test === 'true';
    if (site === 'main' && address && config.env === 'production' && !testMode) {
      return res.redirect(301, withQuery(siteUrl(config, 'tools', toolsSitePath(address)), req, 'subdomain'));
    }
    const key = cacheKey(site, TOOL_PAGE_KEY, req.originalUrl);
    const page =
      freshPage(key) ??
      (await cachedPage(
        { site, language: await toolPageLanguage(address), pathLanguage: DEFAULT_LANGUAGE },
        req.originalUrl,
        key,
        toolPageAssets,
      ));
    if (page.status >= 300 && page.status < 400) return res.redirect(page.status, page.html);
    send(req, res, page);
    rememberHeaders(res, page);
  }

  /** A tool page speaks the language its address names, else its tool's; the index and a missing tool English. */
  async function toolPageLanguage(address: ToolPath | null): Promise<LanguageCode> {
    if (address?.kind !== 'tool') return DEFAULT_LANGUAGE;
    if (address.language) return address.language;
    const language = await api.toolLanguage(address);
    return language && isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  }

  async function isRemoved(pathname: string): Promise<boolean> {
    try {
      return await isRemovedPath(db, { path: pathname });
    } catch (error) {
      // Spec §8: a failing removal check counts as "not removed".
      logger.warn({ err: error, pathname }, 'removed-URL check failed');
      return false;
    }
  }

  async function redirectPublished(res: Response, next: () => void, id: string) {
    const resolution = await api.resolveArticle(`/blog/${id}`);
    if (resolution.kind !== 'redirect') return next();
    res.redirect(301, resolution.location);
  }

  /** Keeps the headers the whole stack answered a page with, for the fast path to replay. */
  function rememberHeaders(res: Response, page: CachedPage): void {
    page.headers ??= Object.entries(res.getHeaders()).flatMap(([name, value]) =>
      value === undefined || PER_ANSWER_HEADERS.has(name)
        ? []
        : [[name, value] as [string, string | number | string[]]],
    );
  }

  function cacheKey(site: Site, language: LanguageCode | typeof TOOL_PAGE_KEY, url: string): string {
    return `${site} ${language} ${url}`;
  }

  function freshPage(key: string): CachedPage | undefined {
    const cached = cache.get(key);
    const fresh =
      cached && cached.version === api.contentVersion() && Date.now() - cached.storedAt < PUBLIC_PAGE_CACHE_TTL_MS;
    return fresh ? cached : undefined;
  }

  async function cachedPage(
    { site, language, pathLanguage }: Pick<PageEnvironment, 'site' | 'language' | 'pathLanguage'>,
    url: string,
    key = cacheKey(site, language, url),
    pageAssets = assets,
  ): Promise<CachedPage> {
    const version = api.contentVersion();
    const cached = freshPage(key);
    if (cached) return cached;
    const environment: PageEnvironment = { site, language, pathLanguage, sites, assets: pageAssets };
    const rendered = await (await renderer()).renderPublicPage({ url, api, environment });
    const page = toCachedPage(rendered, version);
    if (page.status !== 500) {
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, page);
    }
    return page;
  }

  function toCachedPage(rendered: RenderedPage, version: number): CachedPage {
    const html = rendered.location ?? rendered.html;
    return {
      status: rendered.status,
      html,
      body: Buffer.from(html),
      gzip: rendered.location ? Buffer.alloc(0) : gzipSync(html),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      csp: contentSecurityPolicy(config, inlineScriptHashes(html)),
      version,
      storedAt: Date.now(),
    };
  }

  function serveCached(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url || !req.headers.host) return false;
    const url = new URL(req.url, 'http://placeholder');
    const site = resolveSite(req.headers.host, url.searchParams.get('subdomain'), config.sites);
    const tool = toolPageKind(site, url.pathname);
    if (tool) {
      // The main domain's tool addresses redirect in production: that answer is never cached.
      if (site === 'main' && config.env === 'production') return false;
      return replayCached(req, res, url, freshPage(cacheKey(site, TOOL_PAGE_KEY, req.url)));
    }
    const kind = site === 'tools' ? null : pageKind(site, url.pathname);
    if (!kind || (kind.kind === 'article' && kind.prefixed)) return false;
    const language =
      kind.kind === 'article' ? kind.language : (splitLanguagePrefix(url.pathname).language ?? DEFAULT_LANGUAGE);
    return replayCached(req, res, url, freshPage(cacheKey(site, language, req.url)));
  }

  function replayCached(req: IncomingMessage, res: ServerResponse, url: URL, page: CachedPage | undefined): boolean {
    if (page?.status !== 200 || !page.headers) return false;
    if (isRemovedPathNow(db, url.pathname) !== false) return false;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (req.headers['if-none-match'] === page.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.statusCode = 200;
    res.end(gzip ? page.gzip : page.body);
    return true;
  }

  return { router: pages, serveCached };
}

/** `pathname` with the request's query; `drop` names a parameter left out (one the new address sets itself). */
function withQuery(pathname: string, req: Request, drop?: string): string {
  const query = req.originalUrl.indexOf('?');
  if (query === -1) return pathname;
  const params = new URLSearchParams(req.originalUrl.slice(query + 1));
  if (drop) params.delete(drop);
  const rest = drop ? params.toString() : req.originalUrl.slice(query + 1);
  if (rest === '') return pathname;
  return `${pathname}${pathname.includes('?') ? '&' : '?'}${rest}`;
}

/** Sends a rendered page: 304 when the browser or CDN has it, gzip when accepted. */
function send(req: Request, res: Response, page: CachedPage): void {
  res.status(page.status);
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('Cache-Control', page.status === 200 ? PUBLIC_PAGE_CACHE_CONTROL : 'no-cache');
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  res.type('html');
  if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  if (req.acceptsEncodings('gzip') === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(page.gzip);
    return;
  }
  res.end(page.body);
}
