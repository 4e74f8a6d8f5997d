import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.ts';

/** The public pages a visitor reaches from the header and the footer. */
const PUBLIC_PAGES = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/careers',
  '/contact',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/forgot-password',
];

/** The addresses of this site that a page links to (header, footer, the page itself). */
async function ownLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.filter((href) => href.startsWith(`${origin}/`)).map((href) => href.split('#')[0] ?? href);
}

describeInBrowser('links', ({ origin, newPage }) => {
  it('lead from the header, the footer and every public page to pages that exist', async () => {
    const page = await newPage();
    const linked = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${origin}${path}`);
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).waitFor();
      for (const href of await ownLinks(page, origin)) linked.add(href);
    }
    expect(linked.size).toBeGreaterThan(PUBLIC_PAGES.length);
    const missing: string[] = [];
    for (const href of linked) {
      const response = await page.request.get(href, { maxRedirects: 0 });
      if (response.status() >= 400) missing.push(`${href} → ${response.status()}`);
    }
    expect(missing).toEqual([]);
  });
});
