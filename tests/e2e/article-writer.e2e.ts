import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { articlePath } from '../../shared/src/domain/blog-paths.ts';
import { describeInBrowser, signInAsAdmin } from '../helpers/browser.ts';
import { interfaceCatalog } from '../helpers/catalog.ts';

/**
 * The AI article writer walked in Chromium (issue 14 "Browser journey"). The steps before the
 * article run on the template composer: the OpenAI-compatible fake fills every structured answer
 * from its schema ("Sample keyword" three times), so keywords, titles and an outline worth
 * editing come from the composer. The article is streamed once by the fake (a model's pace, and
 * its words charged), then written again by the composer, whose markdown has the outline's
 * sections, to regenerate one of them and to publish.
 */

const COMPOSER = 'Template composer (offline)';
const OPENAI = 'OpenAI-compatible API';
const KEYWORD = 'sourdough starter';
const ADDED_SECTION = 'Common mistakes to avoid';
const OWN_KEYWORD = 'sourdough starter schedule';
const WRITING_STYLE = 'Friendly and practical, short sentences';
const EXPERT_GUIDANCE = 'Rye flour wakes a slow starter; never seal the jar tight.';
const SECTION_HEADING_FIELDS = /^Section \d+ heading$/;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A run button's name: its label, then the words it holds (shown before it runs). */
const holdsWords = (label: string) => new RegExp(`^${escaped(label)} · holds \\d[\\d,]* words$`);

/** The balance the top bar's badge shows ("1,968 words available"). */
async function topBarBalance(page: Page): Promise<number> {
  const label = (await page.getByRole('link', { name: /words available$/ }).getAttribute('aria-label')) ?? '';
  return Number(label.replace(/ words available$/, '').replaceAll(',', ''));
}

/**
 * Makes `name` the provider that writes for every user (the admin AI page) and answers the one
 * active before, so the suite can leave the app as it found it for the other journeys.
 */
async function chooseActiveProvider(page: Page, origin: string, name: string): Promise<string> {
  await page.goto(`${origin}/admin/ai`);
  const select = page.getByRole('combobox', { name: 'Active provider' });
  await select.waitFor();
  const before = await select.inputValue();
  if (before !== name) {
    await select.click();
    await page.getByRole('option', { name, exact: true }).click();
    await page.locator('form').filter({ has: select }).getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`${name} is now the active provider.`).waitFor();
  }
  return before;
}

/** The outline's section headings as the outline page shows them, in order. */
async function outlineHeadings(page: Page): Promise<string[]> {
  const fields = page.getByRole('textbox', { name: SECTION_HEADING_FIELDS });
  return Promise.all((await fields.all()).map((field) => field.inputValue()));
}

/** Every part of the article on the generated step: its name (the heading, or Introduction) and its text. */
async function articleParts(page: Page): Promise<Map<string, string>> {
  const parts = await page
    .locator('section[aria-label][aria-busy]')
    .evaluateAll((sections) =>
      sections.map((section) => [section.getAttribute('aria-label') ?? '', section.textContent ?? '']),
    );
  return new Map(parts as [string, string][]);
}

/** Records every text the part being streamed shows from now on, so a test can tell it arrived in pieces. */
async function recordStreamedTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenTexts: seen });
    new MutationObserver(() => {
      const text = document.querySelector('section[aria-busy="true"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
}

/** Waits until no part of the article is being written and the Next button is there again. */
async function articleWritten(page: Page, next: Locator) {
  await next.waitFor();
  await expect.poll(() => page.locator('section[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
}

describeInBrowser('AI article writer', ({ origin, newPage }) => {
  let admin: Page;
  let providerBefore = '';

  beforeAll(async () => {
    admin = await newPage();
    await signInAsAdmin(admin, origin);
    providerBefore = await chooseActiveProvider(admin, origin, COMPOSER);
  });

  afterAll(async () => {
    if (admin && providerBefore) await chooseActiveProvider(admin, origin, providerBefore);
  });

  // The English journey's page and what it chose, shared by its steps below (they run in order).
  let writer: Page;
  let sessionId = '';
  let chosenTitle = '';
  let headings: string[] = [];
  let balanceBefore = 0;

  it('walks an English article from a keyword to an edited outline, with the defaults, saved styles and no words charged by the composer', async () => {
    writer = await newPage();
    await signInAsAdmin(writer, origin);
    await writer.getByRole('link', { name: /words available$/ }).waitFor();
    balanceBefore = await topBarBalance(writer);

    await writer.goto(`${origin}/article-writer`);
    await writer.getByRole('heading', { level: 1, name: 'AI Article Writer' }).waitFor();
    await writer.getByRole('link', { name: 'New article' }).click();
    await writer.waitForURL(`${origin}/article-writer/keyword`);

    // Spec §4 defaults: United States, English, Blog Post, broken links off (10 when turned on).
    const keyword = writer.getByRole('textbox', { name: /^Keyword/ });
    await keyword.waitFor();
    expect(await keyword.inputValue()).toBe('');
    expect(await writer.getByRole('combobox', { name: 'Country' }).inputValue()).toMatch(/United States$/);
    expect(await writer.getByRole('main').getByRole('combobox', { name: 'Language' }).inputValue()).toBe('English');
    expect(await writer.getByRole('combobox', { name: 'Content type' }).inputValue()).toBe('Blog Post');
    const brokenLinks = writer.getByRole('switch', { name: 'Check for broken links' });
    expect(await brokenLinks.isChecked()).toBe(false);
    expect(await writer.getByRole('textbox', { name: 'Links to check' }).count()).toBe(0);
    await brokenLinks.click();
    expect(await writer.getByRole('textbox', { name: 'Links to check' }).inputValue()).toBe('10');
    await brokenLinks.click();
    await writer.getByRole('textbox', { name: 'Links to check' }).waitFor({ state: 'detached' });

    // The words a run holds are on its button before it runs.
    await keyword.fill(KEYWORD);
    await writer.getByRole('button', { name: holdsWords('Find keywords') }).click();
    await writer.waitForURL(/\/article-writer\/select-keywords\?session=[0-9a-f-]{36}$/);
    sessionId = new URL(writer.url()).searchParams.get('session') ?? '';

    // Select keywords: one kept idea unticked, an own keyword added (kept).
    await writer.getByRole('heading', { level: 1, name: 'Choose your keywords' }).waitFor();
    const table = writer.getByRole('table');
    await table.getByRole('checkbox').first().waitFor();
    const boxes = await table.getByRole('checkbox').all();
    expect(boxes.length).toBeGreaterThan(2);
    const kept: Locator[] = [];
    for (const box of boxes) if (await box.isChecked()) kept.push(box);
    expect(kept.length).toBeGreaterThan(1);
    const dropping = kept[0] as Locator;
    const dropped = (await dropping.getAttribute('aria-label')) ?? '';
    // A click, then the box as the page shows it: the session's copy changes just after the click.
    await dropping.click();
    await expect.poll(() => dropping.isChecked(), { timeout: 10_000 }).toBe(false);
    await writer.getByRole('textbox', { name: 'Add your own keyword' }).fill(OWN_KEYWORD);
    await writer.getByRole('button', { name: 'Add', exact: true }).click();
    const own = table.getByRole('checkbox', { name: OWN_KEYWORD, exact: true });
    await own.waitFor();
    expect(await own.isChecked()).toBe(true);
    expect(await table.getByRole('checkbox', { name: dropped, exact: true }).isChecked()).toBe(false);
    await writer
      .getByText(`Keep the keywords the article should cover: ${kept.length} of ${boxes.length + 1} selected.`)
      .waitFor();

    await writer.getByRole('button', { name: holdsWords('Next: write titles') }).click();
    await writer.waitForURL(`${origin}/article-writer/title-description?session=${sessionId}`);

    // Titles: the second option chosen; a writing style and expert guidance saved in this browser.
    await writer.getByRole('heading', { level: 1, name: 'Choose a title' }).waitFor();
    const options = writer.getByRole('radio');
    await options.first().waitFor();
    expect(await options.count()).toBeGreaterThan(2);
    const second = options.nth(1);
    chosenTitle = ((await second.locator('p').first().textContent()) ?? '').trim();
    expect(chosenTitle).not.toBe('');
    await second.click();
    await expect.poll(() => second.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');

    await writer.getByRole('textbox', { name: 'Writing style' }).fill(WRITING_STYLE);
    await writer.getByRole('button', { name: 'Save style' }).click();
    await writer.getByText('Style saved in this browser.').waitFor();
    await writer.getByRole('textbox', { name: 'Expert guidance' }).fill(EXPERT_GUIDANCE);
    await writer.getByRole('button', { name: 'Save guidance' }).click();
    await writer.getByText('Guidance saved in this browser.').waitFor();
    const stored = await writer.evaluate(() => ({
      styles: localStorage.getItem('savedWritingStyles'),
      guidance: localStorage.getItem('savedExpertGuidance'),
    }));
    expect(JSON.parse(stored.styles ?? 'null')).toEqual([WRITING_STYLE]);
    expect(JSON.parse(stored.guidance ?? 'null')).toEqual([EXPERT_GUIDANCE]);

    await writer.getByRole('button', { name: holdsWords('Next: write outlines') }).click();
    await writer.waitForURL(`${origin}/article-writer/outline?session=${sessionId}`);

    // Outline: the first section moved down, a section added at the end under a typed heading.
    await writer.getByRole('heading', { level: 1, name: 'Outline' }).waitFor();
    await writer.getByRole('textbox', { name: 'Section 1 heading' }).waitFor();
    const proposed = await outlineHeadings(writer);
    expect(proposed.length).toBeGreaterThan(2);
    const [first = '', after = ''] = proposed;
    await writer.getByRole('button', { name: `Move section "${first}" down` }).click();
    await expect.poll(() => outlineHeadings(writer), { timeout: 10_000 }).toEqual([after, first, ...proposed.slice(2)]);
    await writer.getByRole('button', { name: 'Add a section', exact: true }).click();
    const added = writer.getByRole('textbox', { name: `Section ${proposed.length + 1} heading` });
    expect(await added.inputValue()).toBe('New section');
    // Typing is saved once it pauses: the request that carries the typed heading.
    const typedHeadingSaved = writer.waitForResponse(
      (response) =>
        response.url().includes('articleWriter.sessions.update') &&
        (response.request().postData() ?? '').includes(ADDED_SECTION),
    );
    await added.fill(ADDED_SECTION);
    expect((await typedHeadingSaved).ok()).toBe(true);
    headings = [after, first, ...proposed.slice(2), ADDED_SECTION];
    expect(await outlineHeadings(writer)).toEqual(headings);

    // The edits are the session's: the page read again shows them, and the composer's drafts were free.
    await writer.reload();
    await writer.getByRole('textbox', { name: 'Section 1 heading' }).waitFor();
    expect(await outlineHeadings(writer)).toEqual(headings);
    expect(await topBarBalance(writer)).toBe(balanceBefore);
  }, 180_000);

  it('resumes the session on another device at the same step with the same title and outline', async () => {
    expect(sessionId).not.toBe('');
    const other = await newPage();
    await signInAsAdmin(other, origin);
    await other.goto(`${origin}/article-writer`);
    const row = other.getByRole('listitem').filter({ has: other.getByRole('button', { name: `Continue ${KEYWORD}` }) });
    await row.waitFor();
    await row.getByText('Step: Outline').waitFor();
    await row.getByText(chosenTitle, { exact: true }).waitFor();
    await row.getByRole('button', { name: `Continue ${KEYWORD}` }).click();
    await other.waitForURL(`${origin}/article-writer/outline?session=${sessionId}`);
    await other.getByRole('textbox', { name: 'Section 1 heading' }).waitFor();
    expect(await outlineHeadings(other)).toEqual(headings);

    // The title chosen on the first device is the one chosen here.
    await other.getByRole('button', { name: 'Title' }).click();
    await other.waitForURL(`${origin}/article-writer/title-description?session=${sessionId}`);
    const chosen = other.getByRole('radio', { checked: true });
    await chosen.waitFor();
    expect(((await chosen.locator('p').first().textContent()) ?? '').trim()).toBe(chosenTitle);
  }, 120_000);

  it('streams the article from the OpenAI-compatible API and charges its words, then the composer writes it again with the added section and one section is regenerated alone', async () => {
    expect(sessionId).not.toBe('');
    await writer.getByRole('button', { name: 'Next', exact: true }).click();
    await writer.waitForURL(`${origin}/article-writer/generated?session=${sessionId}`);
    await writer.getByRole('heading', { level: 1, name: 'Article' }).waitFor();

    // The fake model streams at a model's pace: the part being written grows in several steps.
    await chooseActiveProvider(admin, origin, OPENAI);
    const seenTexts = await recordStreamedTexts(writer);
    await writer.getByRole('button', { name: holdsWords('Write the article') }).click();
    await writer.getByText(/^Writing section \d+ of \d+…$/).waitFor();
    const done = writer.getByText(/^Done: [\d,]+ words? charged\.$/);
    await done.waitFor({ timeout: 30_000 });
    const texts = await seenTexts();
    expect(texts.length).toBeGreaterThan(3);
    for (const [index, text] of texts.slice(1).entries()) {
      expect(text.startsWith(texts[index] ?? '')).toBe(true);
    }
    expect(texts.at(-1)).toContain('A fake model answer about');
    const charged = Number(((await done.textContent()) ?? '').replace(/\D/g, ''));
    expect(charged).toBeGreaterThan(0);
    await writer
      .getByRole('link', { name: `${new Intl.NumberFormat('en-US').format(balanceBefore - charged)} words available` })
      .waitFor();
    const balanceAfterModel = balanceBefore - charged;

    // Written again by the composer (after a confirm): the outline's sections as edited.
    await chooseActiveProvider(admin, origin, COMPOSER);
    await writer.getByRole('button', { name: holdsWords('Write again') }).click();
    const confirm = writer.getByRole('dialog', { name: 'Write the whole article again?' });
    await confirm.getByRole('button', { name: 'Write again' }).click();
    const next = writer.getByRole('button', { name: 'Next', exact: true });
    await writer.getByRole('region', { name: ADDED_SECTION }).waitFor({ timeout: 30_000 });
    await articleWritten(writer, next);
    const before = await articleParts(writer);
    expect([...before.keys()].filter((name) => headings.includes(name))).toEqual(headings);

    // One section written again with a note: only its text changes.
    const target = headings[1] ?? '';
    await writer.getByRole('button', { name: `Regenerate “${target}”` }).click();
    const noteDialog = writer.getByRole('dialog', { name: `Regenerate “${target}”` });
    await noteDialog.getByRole('textbox', { name: 'Note for the writer (optional)' }).fill('Make it shorter');
    await noteDialog.getByRole('button', { name: holdsWords('Regenerate') }).click();
    await expect
      .poll(async () => (await articleParts(writer)).get(target), { timeout: 30_000 })
      .not.toBe(before.get(target));
    await writer.getByRole('button', { name: `Regenerate “${target}”` }).waitFor();
    await articleWritten(writer, next);
    const after = await articleParts(writer);
    for (const [name, text] of before) {
      if (name !== target) expect(after.get(name), name).toBe(text);
    }
    expect(after.get(target)).not.toBe(before.get(target));
    await expect.poll(() => topBarBalance(writer), { timeout: 10_000 }).toBe(balanceAfterModel);
  }, 180_000);

  it('scores the article, saves it, publishes it from the editor, and the public page holds it', async () => {
    expect(sessionId).not.toBe('');
    const sectionText =
      (await writer.getByRole('region', { name: ADDED_SECTION }).locator('p').first().textContent()) ?? '';
    const snippet = sectionText.trim().slice(0, 40);
    expect(snippet.length).toBeGreaterThan(10);

    await writer.getByRole('button', { name: 'Next', exact: true }).click();
    await writer.waitForURL(`${origin}/article-writer/generated-article?session=${sessionId}`);
    await writer.getByRole('heading', { name: 'SEO score' }).waitFor();
    const scoreLine = writer.getByText(/^\d+ out of 100 · /);
    await scoreLine.waitFor();
    const score = Number(/^(\d+)/.exec((await scoreLine.textContent()) ?? '')?.[1]);
    // Issue 14: an article the writer produces scores at least 90.
    expect(score).toBeGreaterThanOrEqual(90);
    expect(await writer.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(chosenTitle);

    await writer.getByRole('button', { name: 'Save and edit' }).click();
    await writer.waitForURL(/\/article-writer\/edit\?id=[0-9a-f-]{36}$/);
    const title = writer.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue(), { timeout: 10_000 }).toBe(chosenTitle);
    await writer.getByText(snippet).first().waitFor();

    await writer.getByRole('button', { name: 'Publish', exact: true }).click();
    await writer.getByRole('button', { name: 'Unpublish', exact: true }).waitFor();
    const path = articlePath({
      category: await writer.getByRole('combobox', { name: 'Category', exact: true }).inputValue(),
      subcategory: await writer.getByRole('textbox', { name: 'Subcategory' }).inputValue(),
      microcategory: await writer.getByRole('textbox', { name: 'Microcategory' }).inputValue(),
      languageCode: 'en',
      slug: await writer.getByRole('textbox', { name: 'Slug' }).inputValue(),
    });

    const reader = await newPage();
    const response = await reader.goto(`${origin}${path}`);
    expect(response?.status()).toBe(200);
    await reader.getByRole('heading', { level: 1, name: chosenTitle }).waitFor();
    await reader.getByRole('heading', { name: ADDED_SECTION }).waitFor();
    await reader.getByText(snippet).first().waitFor();
    const canonical = await reader.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(path);
  }, 120_000);

  it('resets the keyword form to the defaults after a confirm', async () => {
    const page = await newPage();
    await signInAsAdmin(page, origin);
    await page.goto(`${origin}/article-writer/keyword`);
    await page.getByRole('textbox', { name: /^Keyword/ }).fill('cold brew coffee');
    await page.getByRole('combobox', { name: 'Content type' }).click();
    await page.getByRole('option', { name: 'Listicle', exact: true }).click();
    await page.getByRole('switch', { name: 'Check for broken links' }).click();
    await page.getByRole('textbox', { name: 'Links to check' }).fill('5');
    await page.getByRole('button', { name: holdsWords('Find keywords') }).click();
    await page.waitForURL(/\/article-writer\/select-keywords\?session=/);
    await page.getByRole('heading', { level: 1, name: 'Choose your keywords' }).waitFor();
    const session = new URL(page.url()).searchParams.get('session');

    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the article writer?' });
    await dialog.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.waitForURL(`${origin}/article-writer/keyword?session=${session}`);
    await page.getByText('The article writer was reset to its defaults.').waitFor();
    const keyword = page.getByRole('textbox', { name: /^Keyword/ });
    await keyword.waitFor();
    expect(await keyword.inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Country' }).inputValue()).toMatch(/United States$/);
    expect(await page.getByRole('main').getByRole('combobox', { name: 'Language' }).inputValue()).toBe('English');
    expect(await page.getByRole('combobox', { name: 'Content type' }).inputValue()).toBe('Blog Post');
    expect(await page.getByRole('switch', { name: 'Check for broken links' }).isChecked()).toBe(false);
    // Reloaded from the server, it is still the defaults.
    await page.reload();
    await keyword.waitFor();
    expect(await keyword.inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Content type' }).inputValue()).toBe('Blog Post');
  }, 120_000);

  it('writes and saves an Arabic article with the interface in Arabic, right to left', async () => {
    // Labels as the Arabic interface shows them; a message not translated (or not extracted) yet shows in English.
    const catalog = interfaceCatalog('ar');
    const ar = (english: string) => catalog.get(english) || english;
    const arHolds = (label: string) =>
      new RegExp(
        `^${ar('{label} · holds {heldText} words')
          .split(/(\{\w+\})/)
          .map((part) => (part === '{label}' ? escaped(ar(label)) : part === '{heldText}' ? '.+' : escaped(part)))
          .join('')}$`,
      );

    const page = await newPage();
    await signInAsAdmin(page, origin);
    await page.goto(`${origin}/ar/article-writer/keyword`);
    const keyword = page.getByRole('textbox', { name: new RegExp(`^${escaped(ar('Keyword'))}`) });
    await keyword.waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar',
    ]);

    await keyword.fill('القهوة المختصة');
    const language = page.getByRole('main').getByRole('combobox', { name: ar('Language'), exact: true });
    await language.click();
    await language.fill('Arabic');
    await page.getByRole('option', { name: /^Arabic/ }).click();
    await page.getByRole('button', { name: arHolds('Find keywords') }).click();
    await page.waitForURL(/\/ar\/article-writer\/select-keywords\?session=[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: arHolds('Next: write titles') }).click();
    await page.waitForURL(/\/ar\/article-writer\/title-description\?session=/);
    await page.getByRole('button', { name: arHolds('Next: write outlines') }).click();
    await page.waitForURL(/\/ar\/article-writer\/outline\?session=/);
    await page.getByRole('button', { name: ar('Next'), exact: true }).click();
    await page.waitForURL(/\/ar\/article-writer\/generated\?session=/);
    await page.getByRole('button', { name: arHolds('Write the article') }).click();
    const next = page.getByRole('button', { name: ar('Next'), exact: true });
    await articleWritten(page, next);
    await next.click();
    await page.waitForURL(/\/ar\/article-writer\/generated-article\?session=/);
    await page.getByRole('heading', { name: ar('SEO score') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await page.getByRole('button', { name: ar('Save and edit') }).click();
    await page.waitForURL(/\/ar\/article-writer\/edit\?id=[0-9a-f-]{36}$/);
    // The saved article is in Arabic.
    const articleLanguage = page.getByRole('main').getByRole('combobox', { name: ar('Language'), exact: true });
    await articleLanguage.waitFor();
    await expect.poll(() => articleLanguage.inputValue(), { timeout: 10_000 }).toBe('Arabic (العربية)');
  }, 180_000);

  it('fits a 360 px screen on the keyword and keyword choice steps without scrolling sideways', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    await signInAsAdmin(page, origin);
    const pageWidth = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
    await page.goto(`${origin}/article-writer/keyword`);
    const keyword = page.getByRole('textbox', { name: /^Keyword/ });
    await keyword.waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(360);

    // The keyword table is wider than the screen: it scrolls inside its card, not the page.
    await keyword.fill('indoor herb garden');
    await page.getByRole('button', { name: holdsWords('Find keywords') }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose your keywords' }).waitFor();
    await page.getByRole('table').getByRole('checkbox').first().waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(360);
  }, 120_000);
});
