import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { countWords } from '../../shared/src/domain/word-count.ts';
import { describeInBrowser, signInAsAdmin } from '../helpers/browser.ts';

const formatNumber = new Intl.NumberFormat('en-US');

/** The balance the top bar's badge shows ("1,968 words available"). */
async function topBarBalance(page: Page): Promise<number> {
  const badge = page.getByRole('link', { name: /words available$/ });
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(label.replace(/ words available$/, '').replaceAll(',', ''));
}

/** Where the result card shows the streamed text (marked busy while it grows, as assistive technology meets it). */
const STREAMED_TEXT = 'section[aria-labelledby] [aria-busy]';

/** Records every text the result shows from now on, so a test can tell it arrived in pieces. */
async function recordStreamedTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const seen: string[] = [];
    Object.assign(window, { seenTexts: seen });
    new MutationObserver(() => {
      const text = document.querySelector(selector)?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, STREAMED_TEXT);
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
}

describeInBrowser('AI playground', ({ origin, newPage }) => {
  it('streams a LinkedIn post from the OpenAI-compatible provider and charges its words', async () => {
    const page = await newPage();
    await signInAsAdmin(page, origin);
    await page.getByRole('link', { name: /words available$/ }).waitFor();
    const balanceBefore = await topBarBalance(page);

    await page.goto(`${origin}/admin/ai`);
    await page.getByRole('heading', { name: 'AI playground', level: 1 }).waitFor();
    expect(await page.title()).toBe('AI playground · Wordloom');
    await page.getByRole('combobox', { name: 'Provider', exact: true }).click();
    await page.getByRole('option', { name: 'OpenAI-compatible API · fake-gpt' }).click();
    await page.getByRole('textbox', { name: 'Topic' }).fill('Remote work for small teams');
    const seenTexts = await recordStreamedTexts(page);
    await page.getByRole('button', { name: 'Generate' }).click();
    // While it runs: a Cancel button, and the words so far under the growing text.
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.getByText(/ words so far$/).waitFor();

    await page.getByText(/^Words charged: /).waitFor();
    const finalText = (await page.locator(STREAMED_TEXT).textContent()) ?? '';
    expect(finalText).toContain('A fake model answer about Remote work for small teams.');
    const texts = await seenTexts();
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.at(-1)).toBe(finalText);
    for (const [index, text] of texts.slice(1).entries()) {
      expect(text.startsWith(texts[index] ?? '')).toBe(true);
    }
    const charged = countWords(finalText);
    expect(charged).toBeGreaterThan(0);
    await page.getByText(`Words charged: ${formatNumber.format(charged)}`).waitFor();
    expect(await page.getByText('OpenAI-compatible API · fake-gpt').count()).toBeGreaterThan(0);
    expect(await page.getByText('Template draft').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);

    // The top bar's badge and the playground's balance both drop by the words produced.
    const balanceAfter = formatNumber.format(balanceBefore - charged);
    await page.getByRole('link', { name: `${balanceAfter} words available` }).waitFor();
    await page.getByText(`Your balance: ${balanceAfter} words`).waitFor();

    // The generation is counted in today's usage.
    const usage = page.getByRole('table', { name: 'Usage' });
    await usage.waitFor();
    expect(await usage.getByRole('cell', { name: 'OpenAI-compatible API' }).count()).toBeGreaterThan(0);
  });

  it('fits a 375 px screen, with the usage table scrolling inside its card', async () => {
    const page = await newPage({ viewport: { width: 375, height: 760 } });
    await signInAsAdmin(page, origin);
    await page.goto(`${origin}/admin/ai`);
    await page.getByRole('heading', { name: 'Try a prompt' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
