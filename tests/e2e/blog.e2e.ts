import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signInAsAdmin } from '../helpers/browser.ts';

/** Writes an article in the editor's fields and rich text; the slug follows the title. */
async function writeArticle(page: Page, { title, text }: { title: string; text: string }) {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type(text);
}

describeInBrowser('Blog and news', ({ origin, newPage }) => {
  it('writes and publishes an article in two languages, likes it on the blog site as another reader, shares it by Gmail to two Google contacts and reads the other language', async () => {
    const stamp = Date.now();
    const title = `Search intent field notes ${stamp}`;
    const frenchTitle = `Notes de terrain sur l'intention de recherche ${stamp}`;

    // The writer: a new article, saved, published, then a French translation published too.
    const writer = await newPage();
    await signInAsAdmin(writer, origin);
    await writer.goto(`${origin}/article-writer/edit`);
    await writeArticle(writer, { title, text: 'Read the results page before you write a single heading.' });
    await writer.getByRole('combobox', { name: 'Category', exact: true }).fill('SEO');
    await writer.getByRole('textbox', { name: 'Subcategory' }).fill('Research');
    await writer.getByRole('textbox', { name: 'Microcategory' }).fill('Intent');
    await writer.getByRole('button', { name: 'Save', exact: true }).click();
    await writer.waitForURL(/\/article-writer\/edit\?id=[0-9a-f-]{36}/);
    await writer.getByRole('button', { name: 'Publish', exact: true }).click();
    await writer.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
    const englishUrl = writer.url();

    await writer.getByRole('combobox', { name: 'Language of the translation' }).fill('Français');
    await writer.getByRole('option', { name: /Français/ }).click();
    await writer.getByRole('button', { name: 'Add translation' }).click();
    await writer.waitForURL((url) => url.href !== englishUrl && /\?id=[0-9a-f-]{36}/.test(url.href));
    await writer.getByRole('textbox', { name: 'Title' }).fill(frenchTitle);
    await writer.getByRole('button', { name: 'Save', exact: true }).click();
    await writer.getByRole('button', { name: 'Publish', exact: true }).click();
    await writer.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();

    // On the blog site, without JavaScript's help the article is there; the reader signs in with Google.
    const path = `/seo/research/intent/en/search-intent-field-notes-${stamp}`;
    const reader = await newPage();
    await reader.goto(`${origin}/login`);
    await reader.getByRole('link', { name: 'Continue with Google' }).click();
    await reader.waitForURL(`${origin}/dashboard`);
    const response = await reader.goto(`${origin}${path}?subdomain=blog`);
    expect(response?.status()).toBe(200);
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    // The blog site has no back button and no admin actions (spec §2).
    expect(await reader.getByRole('link', { name: 'Back to Blog' }).count()).toBe(0);
    expect(await reader.getByRole('link', { name: 'Edit Article' }).count()).toBe(0);

    const like = reader.getByRole('button', { name: /^Like \(\d+\)$/ });
    await like.click();
    await reader.getByRole('button', { name: 'Like (1)' }).waitFor();

    // Gmail: the gates of spec §4 lead, for this reader, to the contacts read from Google.
    // The compose window opens on mail.google.com, which a test never loads: its address is kept.
    const gmailTabs: string[] = [];
    await reader.context().route('https://mail.google.com/**', (route) => {
      gmailTabs.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await reader.getByRole('button', { name: 'Share', exact: true }).click();
    await reader.getByRole('dialog', { name: 'Share this article' }).getByRole('button', { name: 'Gmail' }).click();
    const gate = reader.getByRole('dialog');
    const fetchContacts = gate.getByRole('button', { name: 'Fetch contacts' });
    const grant = gate.getByRole('button', { name: 'Grant permission' });
    const picker = reader.getByRole('dialog', { name: 'Share by Gmail' });
    await Promise.race([fetchContacts.waitFor(), grant.waitFor(), picker.getByLabel('Search contacts').waitFor()]);
    if (await grant.isVisible()) {
      await grant.click();
      await reader.waitForURL((url) => url.pathname === path);
      await reader.getByRole('button', { name: 'Share', exact: true }).click();
      await reader.getByRole('dialog', { name: 'Share this article' }).getByRole('button', { name: 'Gmail' }).click();
    } else if (await fetchContacts.isVisible()) {
      await fetchContacts.click();
    }
    const choose = reader.getByRole('button', { name: 'Choose contacts' });
    await Promise.race([choose.waitFor(), picker.getByLabel('Search contacts').waitFor()]);
    if (await choose.isVisible()) await choose.click();
    await picker.getByLabel('Search contacts').waitFor();
    // Only contacts with an address are offered.
    expect(await picker.getByText('No Address Person').count()).toBe(0);
    await picker.getByRole('checkbox', { name: /Ada Lovelace/ }).check();
    await picker.getByRole('checkbox', { name: /Grace Hopper/ }).check();
    await picker.getByRole('button', { name: 'Compose in Gmail' }).click();
    await expect.poll(() => gmailTabs.length, { timeout: 10_000 }).toBe(1);
    const compose = new URL(gmailTabs[0] ?? '');
    expect(compose.origin).toBe('https://mail.google.com');
    expect(compose.searchParams.get('to')?.split(',').sort()).toEqual(['ada@example.com', 'grace@example.com']);
    expect(compose.searchParams.get('su')).toBe(title);

    // "Read in Other Languages" leads to the French article.
    await reader.getByRole('link', { name: /Français/ }).click();
    await reader.getByRole('heading', { level: 1, name: frenchTitle }).waitFor();
    expect(reader.url()).toContain('/seo/research/intent/fr/');
  });
});
