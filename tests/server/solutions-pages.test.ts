/**
 * The Solutions pages (issue 16 point 5) as a crawler without JavaScript gets them: the index, a
 * pillar and a use case rendered on the main site with their SEO tags and real statuses, in the
 * path's language, listed in the sitemap, and linking only the Solutions chunk beyond an article
 * page's assets.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allSolutionPaths, SOLUTION_SLUGS } from '@wordloom/shared/domain/solution-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPageAssets, SOLUTION_PAGES_MODULE, TOOL_PAGES_MODULE } from '../../server/src/http/public-pages.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

const ORIGIN = 'http://localhost:3000';
const USE_CASE = '/solutions/agencies/client-blog-content';

beforeAll(async () => {
  testApp = await createTestApp();
  server = await listen(testApp.app);
  // The first page compiles the renderer from the sources (see server/src/http/public-renderer.ts).
  await fetch(`${server.baseUrl}/solutions`);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await testApp?.close();
});

function get(pathname: string) {
  return fetch(`${server.baseUrl}${pathname}`, { redirect: 'manual' });
}

async function page(pathname: string): Promise<string> {
  const response = await get(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/** The text of the HTML as a reader sees it: tags dropped, entities of quotes undone. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse((match[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')),
  );
}

describe('/solutions', () => {
  it('shows every pillar with a link to its page, and every use case', async () => {
    const html = await page('/solutions');
    const text = visibleText(html);
    for (const title of ['Agencies', 'Founders', 'B2B marketing', 'Recruiters', 'E-commerce']) {
      expect(text).toContain(title);
    }
    const links = hrefs(html);
    for (const pillar of Object.keys(SOLUTION_SLUGS)) expect(links).toContain(`/solutions/${pillar}`);
    expect(links).toContain(USE_CASE);
    expect(links).toContain('/solutions/ecommerce/product-launch-posts');
    expect(html).toContain('<title>Solutions · Wordloom</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/solutions"`);
  });

  it('is answered with cache headers for a CDN', async () => {
    const response = await get('/solutions');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
  });
});

describe('a pillar page', () => {
  it('introduces the pillar and lists its three use cases', async () => {
    const html = await page('/solutions/recruiters');
    const text = visibleText(html);
    expect(html).toContain('<title>Wordloom for Recruiters · Wordloom</title>');
    expect(text).toContain('Candidates and hiring managers both check a recruiter');
    for (const useCase of SOLUTION_SLUGS.recruiters) expect(hrefs(html)).toContain(`/solutions/recruiters/${useCase}`);
    expect(text).toContain('Employer branding posts');
    expect(text).toContain('Career advice articles candidates search for');
    expect(text).toContain('Market updates for hiring managers');
    // Another pillar's use cases are not listed.
    expect(hrefs(html)).not.toContain(USE_CASE);
  });
});

describe('a use-case page', () => {
  it('explains the use case with an example, the steps and the calls to action', async () => {
    const html = await page(USE_CASE);
    const text = visibleText(html);
    expect(text).toContain('Blog articles for clients, from keyword to edited draft');
    expect(text).toContain("Wordloom's article writer begins there.");
    expect(text).toContain('Example');
    expect(text).toContain('Keyword "commercial roof repair", country United States');
    expect(text).toContain('Title: Commercial Roof Repair: When to Patch, When to Replace.');
    expect(text).toContain('How it works');
    expect(text).toContain('Edit the article, review its SEO score and links, and hand it to the client.');
    const links = hrefs(html);
    expect(links).toContain('/signup');
    expect(links).toContain('/pricing');
    expect(text).toContain('Start your free trial');
    expect(text).toContain('See pricing');
    // Breadcrumbs back to the pillar and the index, and the pillar's other use cases.
    expect(links).toEqual(expect.arrayContaining(['/solutions', '/solutions/agencies']));
    expect(links).toContain('/solutions/agencies/linkedin-for-clients');
  });

  it('has its title, description, canonical, social tags, hreflang and JSON-LD', async () => {
    const html = await page(USE_CASE);
    expect(html).toContain('<title>Blog articles for clients, from keyword to edited draft · Wordloom</title>');
    const description =
      'Turn each client&#x27;s target keywords into search-optimised articles your editors only polish.';
    expect(html).toContain(`<meta name="description" content="${description}"`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${USE_CASE}"`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${USE_CASE}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary"');
    expect(html).toMatch(new RegExp(`hreflang="fr" href="${ORIGIN}/fr${USE_CASE}"`, 'i'));
    expect(html).toMatch(new RegExp(`hreflang="x-default" href="${ORIGIN}${USE_CASE}"`, 'i'));
    const [graph] = jsonLd(html);
    const nodes = (graph?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(nodes.map((node) => node['@type'])).toEqual(['WebPage', 'BreadcrumbList', 'Service']);
    expect(nodes[1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Solutions', item: `${ORIGIN}/solutions` },
      { '@type': 'ListItem', position: 2, name: 'Agencies', item: `${ORIGIN}/solutions/agencies` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Blog articles for clients, from keyword to edited draft',
        item: `${ORIGIN}${USE_CASE}`,
      },
    ]);
  });

  it('renders every use case of the data file', async () => {
    for (const pathname of allSolutionPaths()) {
      const html = await page(pathname);
      expect(html, pathname).toContain('<h1');
    }
  }, 60_000);
});

describe('unknown Solutions addresses', () => {
  it('answer with the public Page Not Found and status 404', async () => {
    for (const pathname of [
      '/solutions/astronauts',
      '/solutions/agencies/no-such-use-case',
      '/solutions/founders/client-blog-content',
      '/solutions/agencies/client-blog-content/more',
    ]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(visibleText(await response.text()), pathname).toContain('Page Not Found');
    }
    const french = await get('/fr/solutions/astronauts');
    expect(french.status).toBe(404);
    expect(visibleText(await french.text())).toContain('Page introuvable');
  });

  it('are only the main site’s: the blog subdomain has no Solutions pages', async () => {
    const response = await get('/solutions?subdomain=blog');
    expect(response.status).toBe(404);
  });
});

describe('another language', () => {
  it('speaks the path’s language, with the catalog’s texts', async () => {
    const html = await page('/fr/solutions/agencies');
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/fr/solutions/agencies"`);
    // The header's texts are in the French catalog already.
    expect(visibleText(html)).toContain('Fonctionnalités');
    // Links stay in French.
    expect(hrefs(html)).toContain('/fr/solutions/agencies/client-blog-content');
    expect(hrefs(html)).toContain('/fr/signup');
    // The Solutions texts come from the French catalog too, not in English.
    expect(visibleText(html)).toContain('Des articles de blog pour vos clients, du mot-clé au brouillon relu');
    expect(visibleText(html)).not.toContain('Blog articles for clients, from keyword to edited draft');
  });

  it('writes right-to-left languages from right to left', async () => {
    expect(await page('/ar/solutions')).toContain('<html lang="ar" dir="rtl"');
  });
});

describe('the main site’s sitemap', () => {
  it('lists every Solutions page with its language versions', async () => {
    const xml = await (await get('/sitemaps/main-pages.xml')).text();
    for (const pathname of allSolutionPaths()) expect(xml).toContain(`<loc>${ORIGIN}${pathname}</loc>`);
    expect(allSolutionPaths()).toHaveLength(1 + 5 + 15);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de${USE_CASE}"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${USE_CASE}"/>`);
  });
});

describe('the Solutions pages’ assets', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'wordloom-solutions-assets-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite/public-manifest.json'),
      JSON.stringify({
        'src/public/entry-client.tsx': {
          file: 'assets/entry-client-1.js',
          css: ['assets/entry-client-1.css'],
          imports: ['_runtime.js'],
          dynamicImports: [TOOL_PAGES_MODULE, SOLUTION_PAGES_MODULE],
        },
        '_runtime.js': { file: 'assets/runtime-1.js' },
        [TOOL_PAGES_MODULE]: { file: 'assets/tool-pages-1.js', imports: ['src/public/entry-client.tsx'] },
        [SOLUTION_PAGES_MODULE]: {
          file: 'assets/solution-pages-1.js',
          css: ['assets/solution-pages-1.css'],
          imports: ['_runtime.js', 'src/public/entry-client.tsx'],
        },
      }),
    );
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('an article page does not carry the Solutions chunk; a Solutions page preloads it', () => {
    expect(readPageAssets(dist)).toEqual({
      script: '/assets/entry-client-1.js',
      styles: ['/assets/entry-client-1.css'],
      preloads: ['/assets/runtime-1.js'],
    });
    expect(readPageAssets(dist, [SOLUTION_PAGES_MODULE])).toEqual({
      script: '/assets/entry-client-1.js',
      styles: ['/assets/entry-client-1.css', '/assets/solution-pages-1.css'],
      preloads: ['/assets/runtime-1.js', '/assets/solution-pages-1.js'],
    });
  });
});
