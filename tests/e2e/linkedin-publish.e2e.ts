import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { answerOnboarding, describeInBrowser } from '../helpers/browser.ts';

async function signUp(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/signup`);
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel(/^Full name\s*\*?$/).fill('Priya Publisher');
  await page.getByLabel(/^Phone number\s*\*?$/).fill('5551234567');
  await page.getByLabel(/^Password\s*\*?$/).fill('correct horse 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${origin}/dashboard`);
  await answerOnboarding(page);
}

describeInBrowser('Publishing to LinkedIn', ({ origin, newPage }) => {
  it('connects LinkedIn through its sign-in, publishes the post automatically and shows its counts', async () => {
    const page = await newPage();
    // Publishing opens the post on linkedin.com in a new tab: not loaded in a test.
    const openedTabs: string[] = [];
    page.context().on('page', (tab) => {
      openedTabs.push(tab.url());
      void tab.close();
    });
    await signUp(page, origin, `publisher-${Date.now()}@example.com`);

    // A post written by hand and saved as a draft.
    const topic = `Support tickets are research ${Date.now()}`;
    await page.goto(`${origin}/linkedin-grow/create`);
    await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
    const editor = page.getByRole('textbox', { name: 'Post text' });
    await editor.click();
    await page.keyboard.type(`What our support queue taught us this quarter. ${topic}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/[?&]edit=[0-9a-f-]{36}/);

    // LinkedIn is not connected yet: the dialog says so and goes through LinkedIn's sign-in.
    await page.getByRole('button', { name: 'Publish now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect LinkedIn' });
    await dialog.getByText('Please connect your LinkedIn account in your profile settings first.').waitFor();
    await dialog.getByRole('button', { name: 'Connect LinkedIn' }).click();

    // Back through /auth/callback, the post is published and the create page says so.
    await page.waitForURL(`${origin}/linkedin-grow/create?success=true&autoPublished=true`);
    await page.getByText('LinkedIn is connected and your post was published automatically.').waitFor();
    const open = page.getByRole('link', { name: 'Open on LinkedIn (opens in a new tab)' });
    const linkedinUrl = (await open.getAttribute('href')) ?? '';
    expect(linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:(share|ugcPost):/);
    expect(await page.evaluate(() => window.localStorage.getItem('pendingLinkedinPostId'))).toBeNull();

    // My Posts shows it published, with its link.
    await page.goto(`${origin}/linkedin-grow/my-posts`);
    const card = page.getByRole('article', { name: topic });
    await card.getByText('Published', { exact: true }).first().waitFor();
    expect(await card.getByRole('link', { name: 'View on LinkedIn (opens in a new tab)' }).getAttribute('href')).toBe(
      linkedinUrl,
    );
    expect(await card.getByRole('button', { name: 'Publish now' }).count()).toBe(0);

    // Insights read its counts from LinkedIn on Refresh.
    await page.goto(`${origin}/linkedin-grow/insights`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const table = page.getByRole('table', { name: 'Published posts' });
    const row = table.getByRole('row').filter({ hasText: topic });
    await expect
      .poll(async () => ((await row.count()) > 0 ? await row.first().innerText() : ''), { timeout: 20_000 })
      .toMatch(/\b12\b[\s\S]*\b3\b/);
  });
});
