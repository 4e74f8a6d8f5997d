import { describe, expect, it } from 'vitest';
import { articleSite, articleUrl, ogImageUrl, siteOrigin, siteUrl } from '../../server/src/lib/site-urls.ts';
import { testConfig } from '../helpers/test-app.ts';

const production = testConfig({ APP_URL: 'https://wordloom.app', SITE_HOST: 'wordloom.app' });
const stagingWithPort = testConfig({
  APP_URL: 'http://wordloom.test:8080',
  SITE_HOST: 'wordloom.test',
  NEWS_HOST: 'press.wordloom.test',
});
const local = testConfig({ APP_URL: 'http://localhost:3000' });

const newsPath = '/markets/stocks/general/en/rates-fall';

describe('site URLs', () => {
  it('gives each site its own host with the protocol of APP_URL', () => {
    expect(siteOrigin(production, 'main')).toBe('https://wordloom.app');
    expect(siteOrigin(production, 'blog')).toBe('https://blog.wordloom.app');
    expect(siteOrigin(production, 'news')).toBe('https://news.wordloom.app');
    expect(siteOrigin(production, 'tools')).toBe('https://tools.wordloom.app');
  });

  it('keeps the port of APP_URL and a host configured on its own', () => {
    expect(siteOrigin(stagingWithPort, 'blog')).toBe('http://blog.wordloom.test:8080');
    expect(siteOrigin(stagingWithPort, 'news')).toBe('http://press.wordloom.test:8080');
  });

  it('uses the origin of APP_URL for every site on a development host', () => {
    for (const site of ['main', 'blog', 'news', 'tools'] as const) {
      expect(siteOrigin(local, site)).toBe('http://localhost:3000');
    }
    expect(siteUrl(local, 'main', '/pricing')).toBe('http://localhost:3000/pricing');
    expect(siteUrl(local, 'blog', '/rss.xml?lang=fr')).toBe('http://localhost:3000/rss.xml?lang=fr&subdomain=blog');
  });

  it('puts news on the news site and everything else on the blog', () => {
    expect(articleSite('news')).toBe('news');
    expect(articleSite('blog')).toBe('blog');
  });

  it("builds an article's canonical URL on its site, naming the site only on development hosts", () => {
    expect(articleUrl(production, { contentType: 'news', path: newsPath })).toBe(
      `https://news.wordloom.app${newsPath}`,
    );
    expect(articleUrl(production, { contentType: 'blog', path: '/seo/links/general/fr/liens' })).toBe(
      'https://blog.wordloom.app/seo/links/general/fr/liens',
    );
    expect(articleUrl(local, { contentType: 'news', path: newsPath })).toBe(
      `http://localhost:3000${newsPath}?subdomain=news`,
    );
  });

  it('encodes a slug in a non-Latin script', () => {
    expect(articleUrl(production, { contentType: 'blog', path: '/seo/general/general/ru/привет' })).toBe(
      'https://blog.wordloom.app/seo/general/general/ru/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82',
    );
  });
});

describe('social card image URL', () => {
  const id = '0b6f3f5e-6a36-4c1e-9d8e-1f2a3b4c5d6e';

  it('is the featured image when it is a raster image, made absolute on the article site', () => {
    expect(ogImageUrl(production, { id, contentType: 'blog', featuredImage: '/media/blog-images/u/a.webp' })).toBe(
      'https://blog.wordloom.app/media/blog-images/u/a.webp',
    );
    expect(
      ogImageUrl(production, { id, contentType: 'news', featuredImage: 'https://cdn.example.com/p.JPG?w=1' }),
    ).toBe('https://cdn.example.com/p.JPG?w=1');
  });

  it('is the generated card without a featured image or for one networks do not show', () => {
    expect(ogImageUrl(production, { id, contentType: 'news', featuredImage: null })).toBe(
      `https://news.wordloom.app/og/blog/${id}.png`,
    );
    expect(ogImageUrl(local, { id, contentType: 'blog', featuredImage: '/media/blog-images/u/logo.svg' })).toBe(
      `http://localhost:3000/og/blog/${id}.png`,
    );
  });
});
