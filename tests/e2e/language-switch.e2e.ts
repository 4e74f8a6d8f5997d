import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signInAsAdmin } from '../helpers/browser.ts';

/** Picks a language in a selector by the start of its name as the list shows it ("Deutsch (German)"). */
async function chooseLanguage(page: Page, selector: Locator, name: string) {
  await selector.click();
  await selector.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

async function shownLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    saved: localStorage.getItem('preferredLanguage'),
  }));
}

/** en → de → en → ar → en: each choice shows at its own address, and English again at the unprefixed one. */
async function switchRoundTrip(page: Page, selector: () => Locator, origin: string, path: string) {
  const english = `${origin}${path}`;
  const prefixed = (language: string) => `${origin}/${language}${path === '/' ? '/' : path}`;
  for (const [name, language, direction] of [
    ['Deutsch', 'de', 'ltr'],
    ['English', 'en', 'ltr'],
    ['العربية', 'ar', 'rtl'],
    ['English', 'en', 'ltr'],
  ] as const) {
    await chooseLanguage(page, selector(), name);
    await page.waitForURL(language === 'en' ? english : prefixed(language));
    await expect.poll(() => shownLanguage(page)).toEqual({ lang: language, dir: direction, saved: language });
    expect(await selector().inputValue()).toMatch(new RegExp(`^${name}`));
  }
}

describeInBrowser('language switch', ({ origin, newPage }) => {
  it('goes en → de → en → ar → en through the footer and ends in English at /', async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    const footerSelector = () => page.locator('footer').getByRole('combobox');
    await switchRoundTrip(page, footerSelector, origin, '/');
    await page.getByRole('link', { name: 'Features' }).first().waitFor();

    // Remembered: the next visit stays in English.
    await page.goto(`${origin}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(page.url()).toBe(`${origin}/pricing`);
  });

  it('goes en → de → en → ar → en through the sidebar of /account', async () => {
    const page = await newPage();
    await signInAsAdmin(page, origin);
    await page.goto(`${origin}/account`);
    const sidebarSelector = () => page.locator('nav').getByRole('combobox');
    await switchRoundTrip(page, sidebarSelector, origin, '/account');
    await page.getByRole('link', { name: 'Account Settings' }).first().waitFor();
  });
});
