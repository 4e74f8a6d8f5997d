import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.ts';

/** Collects what the page reports as broken: uncaught errors and console errors (CSP included). */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function htmlAttributes(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

describeInBrowser('public site', ({ origin, newPage }) => {
  it('serves the home page with data from the server and no errors', async () => {
    const page = await newPage();
    const errors = watchForErrors(page);
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Start with 2000 free words' }).waitFor();
    expect(
      await page.getByRole('heading', { level: 1, name: /Articles and LinkedIn posts that get found/ }).isVisible(),
    ).toBe(true);
    expect(await htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.title()).toBe('AI articles and LinkedIn posts · Wordloom');
    expect(errors).toEqual([]);
  });

  it('answers an unknown path with 404 and the 404 page, whose button goes home', async () => {
    const page = await newPage();
    const response = await page.goto(`${origin}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found · Wordloom');
    expect(await page.getByText('The page you are looking for does not exist or has been moved.').isVisible()).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL(`${origin}/`);
    await page.getByRole('heading', { level: 1, name: /Articles and LinkedIn posts/ }).waitFor();
  });

  it('answers a removed URL with 410 and the 410 page', async () => {
    const page = await newPage();
    const exact = await page.goto(`${origin}/old-pricing`);
    expect(exact?.status()).toBe(410);
    await page.getByRole('heading', { name: '410 - Gone' }).waitFor();
    const prefixed = await page.goto(`${origin}/legacy/2019/launch`);
    expect(prefixed?.status()).toBe(410);
    await page.getByRole('heading', { name: '410 - Gone' }).waitFor();
  });

  it('checks the removed-URL list before showing the 404 page on in-app navigation', async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    const checked = page.waitForResponse((response) => response.url().includes('removedUrls.check'));
    // No link leads to a missing page, so the test moves the router there itself, as a link would.
    // (tRPC may batch the check with other queries.)
    await page.evaluate(() => {
      window.history.pushState(null, '', '/blog');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await checked).status()).toBe(200);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('shows /fr/ in French and /ar/ right to left', async () => {
    const page = await newPage();
    await page.goto(`${origin}/fr/`);
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Fonctionnalités' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Tarifs' }).isVisible()).toBe(true);
    expect(await htmlAttributes(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    // Links keep the language: /fr/features, not /features.
    expect(await nav.getByRole('link', { name: 'Fonctionnalités' }).getAttribute('href')).toBe('/fr/features');

    await page.goto(`${origin}/ar/`);
    await page.getByRole('link', { name: 'الميزات' }).first().waitFor();
    expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  it('shows Japanese at /ja/', async () => {
    const page = await newPage();
    await page.goto(`${origin}/ja/`);
    await page.getByRole('heading', { name: 'Wordloomでできること' }).waitFor();
    expect(await htmlAttributes(page)).toEqual({ lang: 'ja', dir: 'ltr' });
  });

  it('switches language from the selector, remembers it, and uses it on the next visit', async () => {
    const page = await newPage();
    await page.goto(`${origin}/features`);
    const selector = page.getByRole('combobox', { name: 'Language' });
    await selector.click();
    await selector.fill('Deutsch');
    await page.getByRole('option', { name: /Deutsch/ }).click();
    await page.waitForURL(`${origin}/de/features`);
    await page.getByRole('link', { name: 'Preise' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('de');

    await page.goto(`${origin}/pricing`);
    await page.waitForURL(`${origin}/de/pricing`);
    expect((await htmlAttributes(page)).lang).toBe('de');
  });

  it('follows the browser language when nothing else is chosen', async () => {
    const page = await newPage({ locale: 'es-ES' });
    await page.goto(`${origin}/`);
    await page.waitForURL(`${origin}/es/`);
    await page.getByRole('link', { name: 'Funciones' }).first().waitFor();
  });

  it('fits a 360 px screen, with the navigation in a slide-out menu', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${origin}/pricing`);
  });

  it('lays out the news site under its own name, with navigation back to the main site', async () => {
    const page = await newPage();
    await page.goto(`${origin}/?subdomain=news`);
    const header = page.locator('header');
    await header.getByText('News', { exact: true }).waitFor();
    expect(await page.locator('[data-site]').getAttribute('data-site')).toBe('news');
    const features = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Features' });
    expect(await features.getAttribute('href')).toBe(`${origin}/features`);
  });

  it('applies a dark system theme before the app loads (no light flash)', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    // Without the app's bundle, only the early theme script can have set the theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${origin}/`);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark');
  });

  it('shows the server-error page with its two ways out', async () => {
    const page = await newPage();
    await page.goto(`${origin}/server-error`);
    await page.getByText("We're experiencing some issues with our servers. Please try again later.").waitFor();
    expect(await page.getByRole('button', { name: 'Refresh Page' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
  });
});
