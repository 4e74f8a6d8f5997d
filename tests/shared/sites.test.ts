import { describe, expect, it } from 'vitest';
import { normalizeHost, resolveSite, type SiteHosts } from '../../shared/src/domain/sites.ts';

const hosts: SiteHosts = {
  main: 'wordloom.app',
  blog: 'blog.wordloom.app',
  news: 'news.wordloom.app',
  tools: 'tools.wordloom.app',
  devHosts: ['localhost', '127.0.0.1', '.preview.wordloom.dev'],
};

describe('resolveSite', () => {
  it.each([
    ['wordloom.app', 'main'],
    ['www.wordloom.app', 'main'],
    ['blog.wordloom.app', 'blog'],
    ['NEWS.wordloom.app:443', 'news'],
    ['tools.wordloom.app', 'tools'],
    ['unknown.example.com', 'main'],
  ] as const)('maps the production host %s to the %s site', (host, site) => {
    expect(resolveSite(host, null, hosts)).toBe(site);
  });

  it('ignores the subdomain parameter on production hosts', () => {
    expect(resolveSite('wordloom.app', 'blog', hosts)).toBe('main');
    expect(resolveSite('news.wordloom.app', 'tools', hosts)).toBe('news');
  });

  it.each([
    ['localhost:3000', 'blog', 'blog'],
    ['127.0.0.1:5173', 'news', 'news'],
    ['pr-12.preview.wordloom.dev', 'tools', 'tools'],
    ['localhost:3000', null, 'main'],
    ['localhost:3000', 'admin', 'main'],
  ] as const)('on the dev host %s, ?subdomain=%s picks the %s site', (host, param, site) => {
    expect(resolveSite(host, param, hosts)).toBe(site);
  });
});

describe('normalizeHost', () => {
  it('drops the port, a leading www. and case, and keeps IPv6 literals whole', () => {
    expect(normalizeHost('WWW.Wordloom.App:8080')).toBe('wordloom.app');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });
});
