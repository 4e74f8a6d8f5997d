import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { toLinkedInText } from '../../shared/src/domain/linkedin-text.ts';
import { answerOnboarding, describeInBrowser } from '../helpers/browser.ts';
import { interfaceText } from '../helpers/catalog.ts';
import { png } from '../helpers/media-files.ts';

/** Records every text the editor shows from now on, so the test can tell the post arrived in pieces. */
async function recordEditorTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenTexts: seen });
    new MutationObserver(() => {
      const text = document.querySelector('.ProseMirror')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
}

async function signUp(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/signup`);
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel(/^Full name\s*\*?$/).fill('Layla Writer');
  await page.getByLabel(/^Phone number\s*\*?$/).fill('5551234567');
  await page.getByLabel(/^Password\s*\*?$/).fill('correct horse 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${origin}/dashboard`);
  await answerOnboarding(page);
}

describeInBrowser('LinkedIn posts', ({ origin, newPage }) => {
  it.each([
    { language: 'en', direction: 'ltr', prefix: '' },
    { language: 'ar', direction: 'rtl', prefix: '/ar' },
  ])(
    'writes, formats, illustrates, schedules, duplicates and deletes a post ($language)',
    async ({ language, direction, prefix }) => {
      const { text, pattern } = interfaceText(language);
      const page = await newPage();
      await signUp(page, origin, `poster-${language}-${Date.now()}@example.com`);

      // A template from the library opens the create page with it chosen.
      await page.goto(`${origin}${prefix}/linkedin-grow/templates`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(direction);
      await page
        .getByRole('link', { name: pattern('Use template {0}') })
        .first()
        .click();
      await page.waitForURL(/\/linkedin-grow\/create\?template=lib%3A/);

      // Generate: the text streams into the editor, then the post is saved as a draft.
      const topic = `Hiring remote engineers ${language} ${Date.now()}`;
      await page.getByRole('textbox', { name: text('Topic') }).fill(topic);
      const editorTexts = await recordEditorTexts(page);
      await page.getByRole('button', { name: text('Generate post') }).click();
      await page.getByText(text('Post Saved')).first().waitFor();
      await page.waitForURL(/[?&]edit=[0-9a-f-]{36}/);
      const editor = page.locator('.ProseMirror');
      const generated = (await editor.textContent()) ?? '';
      expect(generated).toContain(`A fake model answer about ${topic}.`);
      const texts = await editorTexts();
      expect(texts.length).toBeGreaterThan(3);
      for (const [index, seen] of texts.slice(1).entries()) expect(seen.startsWith(texts[index] ?? '')).toBe(true);

      // The first word made bold shows in the preview as LinkedIn will show it: Unicode bold letters.
      await editor.click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Control+Shift+ArrowRight');
      const firstWord = ((await page.evaluate(() => window.getSelection()?.toString())) ?? '').trim();
      expect(firstWord).not.toBe('');
      await page.getByRole('button', { name: text('Bold'), exact: true }).click();
      await page.getByRole('switch', { name: text('Bold and italic as Unicode letters') }).check();
      const preview = page.getByRole('region', { name: text('LinkedIn preview') });
      const boldWord = toLinkedInText(`**${firstWord}**`, { unicodeStyles: true });
      expect(boldWord).not.toBe(firstWord);
      await preview.getByText(boldWord, { exact: false }).first().waitFor();

      // An image is attached and shown in the preview, then the post is saved.
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: png(320, 200) });
      await page.getByRole('button', { name: text('Remove {name}', { name: 'team.png' }) }).waitFor();
      await preview.locator('img[src^="/media/linkedin-posts/"]').first().waitFor();
      await page.getByText(text('Post Saved')).first().waitFor({ state: 'detached' });
      await page.getByRole('button', { name: text('Save'), exact: true }).click();
      await page.getByText(text('Post Saved')).first().waitFor();

      // My Posts: the post, scheduled for tomorrow, then back to a draft.
      await page.goto(`${origin}${prefix}/linkedin-grow/my-posts`);
      const card = page.getByRole('article', { name: topic });
      await card.waitFor();
      await card.getByRole('button', { name: text('Schedule'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: text('Schedule post') });
      await dialog.getByRole('button', { name: text('Schedule'), exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByText(pattern('Scheduled for {scheduled}')).waitFor();
      await card.getByRole('button', { name: text('Cancel schedule') }).click();
      await card.getByRole('button', { name: text('Schedule'), exact: true }).waitFor();
      expect(await card.getByText(pattern('Scheduled for {scheduled}')).count()).toBe(0);

      // Duplicated, then the copy deleted.
      await card.getByRole('button', { name: text('More actions for {name}', { name: topic }) }).click();
      await page.getByRole('menuitem', { name: text('Duplicate') }).click();
      await expect.poll(() => page.getByRole('article', { name: topic }).count()).toBe(2);
      // The closed menu leaves the page after its transition; the next one must be the only one open.
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
      const copy = page.getByRole('article', { name: topic }).first();
      await copy.getByRole('button', { name: text('More actions for {name}', { name: topic }) }).click();
      await page.getByRole('menuitem', { name: text('Delete') }).click();
      const confirm = page.getByRole('dialog', { name: text('Delete this post?') });
      await confirm.getByRole('button', { name: text('Delete'), exact: true }).click();
      await page.getByText(text('Post Deleted')).waitFor();
      await expect.poll(() => page.getByRole('article', { name: topic }).count()).toBe(1);
    },
  );
});
