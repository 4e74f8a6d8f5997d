import { createHash } from 'node:crypto';
import { isUuid } from '@wordloom/shared/domain/blog-paths';
import { resolveSite, type Site } from '@wordloom/shared/domain/sites';
import { isLanguageCode } from '@wordloom/shared/languages';
import { type Request, type Response, Router } from 'express';
import { articleSite, siteOrigin } from '../../lib/site-urls.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { LruCache, renderCard } from './og-image.ts';
import { cardArticle } from './queries.ts';
import {
  languageSitemap,
  MAIN_PAGES_SITEMAP,
  mainPagesSitemap,
  NEWS_SITEMAP,
  newsSitemap,
  robotsTxt,
  rssFeed,
  SITE_CONTENT,
  SITE_NAMES,
  SITEMAP_PAGE_SIZE,
  sitemapIndex,
} from './service.ts';

/** Crawlers and feed readers may keep these for five minutes; a CDN in front too. */
const FEED_CACHE = 'public, max-age=300';
/** A card changes only with its article, and its URL stays, so a day is a fair compromise. */
const CARD_CACHE = 'public, max-age=86400';
/** Cards kept in memory (about 250 KB each, so at most some 50 MB). */
const CARD_CACHE_ENTRIES = 200;

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

const LANGUAGE_SITEMAP = /^(main|blog|news)-([a-z]{2})(?:-([1-9]\d{0,5}))?\.xml$/;

export interface BlogFeedOptions {
  /** URLs per sitemap file; tests make it small to see the paging. */
  sitemapPageSize?: number;
}

/** Whether If-None-Match names this ETag (or is `*`); weak and strong forms compare alike. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** Answers with a validator: 304 without a body when the client already has these bytes. */
function sendCacheable(
  req: Request,
  res: Response,
  answer: { body: string | Buffer; contentType: string; cacheControl: string; etag?: string },
): void {
  const etag = answer.etag ?? `"${createHash('sha256').update(answer.body).digest('base64url').slice(0, 32)}"`;
  res.set({ 'Cache-Control': answer.cacheControl, ETag: etag });
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.type(answer.contentType).send(answer.body);
}

function notFound(res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').type(TEXT).send('Not found\n');
}

/**
 * robots.txt, sitemaps, RSS feeds and social card images of the main, blog and news sites. The
 * site comes from the host (and `?subdomain=` on development hosts), as for every public page.
 */
export function blogFeedRoutes(deps: AppDeps, options: BlogFeedOptions = {}): Router {
  const { db, config } = deps;
  const pageSize = options.sitemapPageSize ?? SITEMAP_PAGE_SIZE;
  const cards = new LruCache<string, Promise<Buffer>>(CARD_CACHE_ENTRIES);
  const router = Router();

  const siteOf = (req: Request): Site => {
    const subdomain = req.query.subdomain;
    return resolveSite(req.hostname, typeof subdomain === 'string' ? subdomain : null, config.sites);
  };
  const sendXml = (req: Request, res: Response, body: string | null, contentType = XML) => {
    if (body === null) notFound(res);
    else sendCacheable(req, res, { body, contentType, cacheControl: FEED_CACHE });
  };

  router.get('/robots.txt', (req, res) => {
    sendCacheable(req, res, { body: robotsTxt(config, siteOf(req)), contentType: TEXT, cacheControl: FEED_CACHE });
  });

  router.get('/sitemap.xml', async (req, res) => {
    sendXml(req, res, await sitemapIndex(db, config, siteOf(req), pageSize));
  });

  router.get('/sitemaps/:file', async (req, res) => {
    const site = siteOf(req);
    const path = `/sitemaps/${req.params.file}`;
    if (path === MAIN_PAGES_SITEMAP) {
      sendXml(req, res, site === 'main' ? mainPagesSitemap(config) : null);
      return;
    }
    if (path === NEWS_SITEMAP) {
      sendXml(req, res, SITE_CONTENT[site].includes('news') ? await newsSitemap(db, config) : null);
      return;
    }
    const match = LANGUAGE_SITEMAP.exec(req.params.file);
    const [, fileSite, languageCode = '', page] = match ?? [];
    if (fileSite !== site || !isLanguageCode(languageCode)) {
      notFound(res);
      return;
    }
    sendXml(req, res, await languageSitemap(db, config, { site, languageCode, page: Number(page ?? 1), pageSize }));
  });

  const feedLanguage = (req: Request): string | null => {
    const lang = req.query.lang ?? 'en';
    return typeof lang === 'string' && isLanguageCode(lang) ? lang : null;
  };

  router.get('/rss.xml', async (req, res) => {
    const languageCode = feedLanguage(req);
    const body = languageCode ? await rssFeed(db, config, { site: siteOf(req), languageCode }) : null;
    sendXml(req, res, body, RSS);
  });

  router.get('/blog/category/:segment/rss.xml', async (req, res) => {
    const languageCode = feedLanguage(req);
    const body = languageCode
      ? await rssFeed(db, config, { site: siteOf(req), languageCode, categorySegment: req.params.segment })
      : null;
    sendXml(req, res, body, RSS);
  });

  router.get('/og/blog/:file', async (req, res) => {
    const id = req.params.file.replace(/\.png$/, '');
    const article =
      req.params.file.endsWith('.png') && isUuid(id) ? await cardArticle(db, id.toLowerCase()) : undefined;
    if (!article) {
      notFound(res);
      return;
    }
    const version = `${article.id}:${article.updatedAt.getTime()}`;
    const etag = `"card-${createHash('sha256').update(version).digest('base64url').slice(0, 24)}"`;
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.set({ 'Cache-Control': CARD_CACHE, ETag: etag }).status(304).end();
      return;
    }
    let card = cards.get(version);
    if (!card) {
      const site = articleSite(article.contentType);
      card = renderCard({
        title: article.title,
        siteName: SITE_NAMES[site],
        category: article.category,
        host: new URL(siteOrigin(config, site)).host,
      });
      cards.set(version, card);
      // A failed drawing is not kept: the next request tries again.
      card.catch(() => cards.delete(version));
    }
    sendCacheable(req, res, { body: await card, contentType: 'image/png', cacheControl: CARD_CACHE, etag });
  });

  return router;
}
