import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppPath, matchesPathPattern, routePatternsFromRouteTree } from '../../shared/src/domain/app-paths.ts';
import {
  compileRemovedUrlRules,
  formatRemovedUrlRule,
  normalizeRemovalPath,
} from '../../shared/src/domain/removed-urls.ts';
import { classifyRenderError } from '../../shared/src/domain/render-error.ts';

describe('removed-URL rules', () => {
  it('writes rules back in the stored form', () => {
    expect(formatRemovedUrlRule({ kind: 'prefix', prefix: '/legacy/' })).toBe('Starts with: /legacy/');
    expect(formatRemovedUrlRule({ kind: 'exact', path: '/old-page' })).toBe('/old-page');
  });

  it('match exact paths and "Starts with: " prefixes, in any language copy', () => {
    const rules = compileRemovedUrlRules(['/old-page/', 'Starts with: /legacy/', 'Starts with: ']);
    expect(rules.matches('/old-page')).toBe(true);
    expect(rules.matches('/old-page/?ref=1')).toBe(true);
    expect(rules.matches('/old-page-2')).toBe(false);
    expect(rules.matches('/legacy')).toBe(true);
    expect(rules.matches('/legacy/2019/launch')).toBe(true);
    expect(rules.matches('/legacyx')).toBe(false);
    expect(rules.matches('/es/legacy/a')).toBe(true);
    expect(rules.matches('/')).toBe(false);
  });

  it('compares paths without query, fragment or trailing slash', () => {
    expect(normalizeRemovalPath('/old-page/?utm=1#top')).toBe('/old-page');
    expect(normalizeRemovalPath('/')).toBe('/');
    expect(normalizeRemovalPath('old-page')).toBe('/old-page');
  });
});

describe('app paths', () => {
  it('matches static segments, $param segments and a final splat', () => {
    expect(matchesPathPattern('/blog/$id', '/blog/42')).toBe(true);
    expect(matchesPathPattern('/blog/$id', '/blog')).toBe(false);
    expect(matchesPathPattern('/blog/$id', '/blog/42/edit')).toBe(false);
    expect(matchesPathPattern('/docs/$', '/docs/a/b/c')).toBe(true);
    expect(matchesPathPattern('/docs/$', '/docs')).toBe(false);
    expect(matchesPathPattern('/', '/')).toBe(true);
  });

  it('knows the pages the client serves, with or without trailing slash', () => {
    const routeTree = path.resolve(import.meta.dirname, '../../client/src/routeTree.gen.ts');
    const clientPages = routePatternsFromRouteTree(fs.readFileSync(routeTree, 'utf8'));
    expect(isAppPath('/', clientPages)).toBe(true);
    expect(isAppPath('/features/', clientPages)).toBe(true);
    expect(isAppPath('/no-such-page', clientPages)).toBe(false);
  });

  it("reads the page patterns from TanStack's generated route tree, an index and its layout as one page", () => {
    const routeTree = `export interface FileRoutesByFullPath {
  '/': typeof SiteIndexRoute
  '/admin': typeof DashboardAdminRouteRouteWithChildren
  '/posts/$id': typeof PostRoute
  '/docs/$': typeof DocsRoute
  '/admin/': typeof DashboardAdminIndexRoute
}`;
    expect(routePatternsFromRouteTree(routeTree)).toEqual(['/', '/admin', '/docs/$', '/posts/$id']);
  });

  it('refuses a route tree it cannot read rather than answering 404 for every page', () => {
    expect(() => routePatternsFromRouteTree('export const routeTree = {}')).toThrow(/FileRoutesByFullPath/);
  });
});

describe('render-error reactions (spec §4)', () => {
  it.each([
    ['useFormContext must be used within a form context provider', 'initializing'],
    ['Cannot destructure property "user" of undefined', 'initializing'],
    ['useAuth must be used within an AuthProvider context', 'signIn'],
    ['The form hook was called outside a form', 'signIn'],
    ['Cannot read properties of undefined (reading "map")', 'generic'],
  ] as const)('"%s" gives %s', (message, reaction) => {
    expect(classifyRenderError(message)).toBe(reaction);
  });
});
