import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../helpers/browser.ts';

/** How far each link-style button's label sits from the button's vertical middle, in pixels. */
async function labelOffsets(page: Page) {
  return page.locator('a.mantine-Button-root').evaluateAll((buttons) =>
    buttons
      .filter((button) => button.getBoundingClientRect().height > 0)
      .map((button) => {
        const box = button.getBoundingClientRect();
        const label = button.querySelector('.mantine-Button-label')?.getBoundingClientRect() ?? box;
        return {
          text: button.textContent,
          offset: Math.round(Math.abs(label.top + label.height / 2 - (box.top + box.height / 2))),
        };
      }),
  );
}

describeInBrowser('button labels', ({ origin, newPage }) => {
  it('centres the labels of link-style buttons (Log in, Start Free Trial, the hero, Go to Homepage)', async () => {
    const page = await newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('link', { name: 'Start Free Trial' }).first().waitFor();
    const home = await labelOffsets(page);
    expect(home.map(({ text }) => text)).toEqual(expect.arrayContaining(['Log in', 'Start Free Trial']));
    expect(home.filter(({ offset }) => offset > 1)).toEqual([]);

    await page.goto(`${origin}/no-such-page`);
    await page.getByRole('link', { name: 'Go to Homepage' }).waitFor();
    expect((await labelOffsets(page)).filter(({ offset }) => offset > 1)).toEqual([]);
  });
});
