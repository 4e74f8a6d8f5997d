import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { describeInBrowser, signInAsAdmin } from '../helpers/browser.ts';
import { HEADLINE_SCORE_PATH } from '../setup/fake-providers.ts';

/**
 * No-code tools walked in Chromium (issue 15 "Browser journey"): an admin builds a webhook tool
 * with three field types pointed at the fakes' headline scorer (tests/setup/fake-providers.ts,
 * reached because the e2e app runs with OUTBOUND_ALLOW_LOOPBACK), publishes it; a visitor runs
 * it on the tools site and reads the mapped answer; the admin reads the run in the analytics and
 * the debug log in test mode, which a visitor never gets. The app is seeded with demo tools, so
 * nothing here assumes the tools list is empty.
 */

const HEADLINE = 'Seven habits of calm writers who publish every week';
/** What the fake answers for HEADLINE: 51 characters, 9 from its 60-character ideal. */
const SUMMARY = `${HEADLINE} scores 91 out of 100.`;
const DRAFT_DEMO_TOOL = 'Readability Checker (draft)';

/** The rows' texts of a table, header first. */
async function rowTexts(table: Locator): Promise<string[]> {
  return (await table.getByRole('row').allTextContents()).map((text) => text.trim());
}

/** Fills one field's card of the builder: its name (the payload's key), label and options. */
async function describeField(
  card: Locator,
  { fieldName, label, options = [] }: { fieldName: string; label: string; options?: [string, string][] },
) {
  await card.getByRole('textbox', { name: 'Field name' }).fill(fieldName);
  await card.getByRole('textbox', { name: 'Label', exact: true }).fill(label);
  for (const [index, [value, optionLabel]] of options.entries()) {
    await card.getByRole('button', { name: 'Add option' }).click();
    const valueBox = card.getByRole('textbox', { name: new RegExp(`^Value of option ${index + 1} of field \\d+$`) });
    await valueBox.fill(value);
    await card
      .getByRole('textbox', { name: new RegExp(`^Label of option ${index + 1} of field \\d+$`) })
      .fill(optionLabel);
  }
}

async function addField(page: Page, type: string, cardName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('menuitem', { name: type, exact: true }).click();
  const card = page.getByRole('listitem', { name: cardName });
  await card.waitFor();
  return card;
}

/** Fills the tool's form and runs it, then waits for the result card. */
async function runTool(page: Page, { tone, channels }: { tone: string; channels: string[] }): Promise<Locator> {
  await page.getByRole('textbox', { name: /^Headline/ }).fill(HEADLINE);
  await page.getByRole('combobox', { name: /^Tone/ }).selectOption({ label: tone });
  const group = page.getByRole('group', { name: /^Channels/ });
  for (const channel of channels) await group.getByRole('checkbox', { name: channel }).check();
  await page.getByRole('button', { name: 'Execute Tool' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await result.getByText(SUMMARY, { exact: true }).waitFor();
  return result;
}

/** The "Runs" stat card of /admin/tools/analytics for one tool, once the page has its figures. */
async function runsOf(page: Page, origin: string, toolId: string): Promise<string> {
  await page.goto(`${origin}/admin/tools/analytics?tool=${toolId}`);
  const runs = page.getByRole('group', { name: 'Runs', exact: true });
  await runs.waitFor();
  return (await runs.textContent())?.replace(/^Runs/, '') ?? '';
}

describeInBrowser('No-code tools', ({ origin, newPage }) => {
  it('an admin builds and publishes a webhook tool, a visitor runs it on the tools site, the admin sees the run in the analytics and the debug log in test mode', async () => {
    const stamp = Date.now();
    const name = `Headline scorer ${stamp}`;
    const webhookUrl = `${inject('fakeProvidersOrigin')}${HEADLINE_SCORE_PATH}`;

    // The admin builds the tool: a required text, a dropdown and checkboxes, answered by the webhook.
    const admin = await newPage();
    await signInAsAdmin(admin, origin);
    await admin.goto(`${origin}/admin/tools`);
    await admin.getByRole('link', { name: 'New tool' }).click();
    await admin.waitForURL(`${origin}/admin/tools/new`);

    const details = admin.getByRole('tabpanel', { name: 'Details' });
    await details.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await details.getByRole('textbox', { name: 'Description' }).fill('Scores a headline out of 100.');
    await details.getByRole('textbox', { name: 'How it works' }).fill('Type a headline, choose a tone and run it.');
    // The status is a segmented control: its radios are drawn by their labels.
    await details.getByText('Published', { exact: true }).click();
    await expect.poll(() => details.getByRole('radio', { name: 'Published' }).isChecked()).toBe(true);

    await admin.getByRole('tab', { name: 'Fields' }).click();
    const headlineField = await addField(admin, 'Text', 'Field 1: Text');
    await describeField(headlineField, { fieldName: 'headline', label: 'Headline' });
    await headlineField.getByRole('checkbox', { name: 'Required' }).check();
    const toneField = await addField(admin, 'Dropdown', 'Field 2: Dropdown');
    await describeField(toneField, {
      fieldName: 'tone',
      label: 'Tone',
      options: [
        ['friendly', 'Friendly'],
        ['formal', 'Formal'],
      ],
    });
    const channelsField = await addField(admin, 'Checkboxes', 'Field 3: Checkboxes');
    await describeField(channelsField, {
      fieldName: 'channels',
      label: 'Channels',
      options: [
        ['blog', 'Blog'],
        ['linkedin', 'LinkedIn'],
      ],
    });

    await admin.getByRole('tab', { name: 'Webhook' }).click();
    const webhook = admin.getByRole('tabpanel', { name: 'Webhook' });
    await webhook.getByRole('textbox', { name: 'Webhook URL' }).fill(webhookUrl);
    await webhook.getByRole('textbox', { name: 'Success path' }).fill('ok');
    await webhook.getByRole('textbox', { name: 'Data path' }).fill('result');
    await webhook.getByRole('textbox', { name: 'Error path' }).fill('message');

    await admin.getByRole('button', { name: 'Create tool' }).click();
    await admin.waitForURL(/\/admin\/tools\/[0-9a-f-]{36}$/);
    const toolId = new URL(admin.url()).pathname.split('/').at(-1) ?? '';
    await admin.getByRole('heading', { level: 1, name: 'Edit tool' }).waitFor();
    // The saved tool is published, and its public page is on the tools site.
    const publicLink = admin.getByRole('link', { name: 'Open public page' });
    await publicLink.waitFor();
    const slug = `headline-scorer-${stamp}`;
    const toolUrl = `${origin}/${slug}/${toolId}?subdomain=tools`;
    expect(await publicLink.getAttribute('href')).toBe(toolUrl);

    // A visitor on the tools site: the page, its form, the required rule, then the mapped answer.
    const visitor = await newPage();
    const response = await visitor.goto(toolUrl);
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.getByRole('heading', { name: 'How It Works' }).waitFor();
    await visitor.getByText('Type a headline, choose a tone and run it.').waitFor();
    await visitor.getByRole('textbox', { name: /^Headline/ }).waitFor();
    expect(await visitor.getByRole('combobox', { name: /^Tone/ }).locator('option').allTextContents()).toEqual([
      'Choose…',
      'Friendly',
      'Formal',
    ]);
    const channels = visitor.getByRole('group', { name: /^Channels/ });
    expect(await channels.getByRole('checkbox').count()).toBe(2);

    await visitor.getByRole('button', { name: 'Execute Tool' }).click();
    await visitor.getByText('Headline is required', { exact: true }).waitFor();
    expect(await visitor.getByRole('region', { name: 'Result' }).count()).toBe(0);

    const result = await runTool(visitor, { tone: 'Formal', channels: ['Blog', 'LinkedIn'] });
    await result.getByText('Success', { exact: true }).waitFor();
    // The values reached the webhook (it echoes them), and its items read as a table, not JSON.
    expect(await rowTexts(result.getByRole('table'))).toEqual([
      'checkvalue',
      'Length51 characters',
      'Toneformal',
      'Channelsblog, linkedin',
      'Sent byanonymous',
    ]);
    const shown = (await result.textContent()) ?? '';
    expect(shown).not.toMatch(/[{}]|"summary"|"items"/);

    // The same visitor asking for test mode gets the normal page: no configuration, no debug log.
    const adminAnswer = visitor.waitForResponse((answer) => answer.url().includes('tools.adminGet'));
    await visitor.goto(`${toolUrl}&test=true`);
    expect((await adminAnswer).ok()).toBe(false);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    expect(await visitor.getByRole('region', { name: 'Test mode' }).count()).toBe(0);
    await runTool(visitor, { tone: 'Friendly', channels: ['Blog'] });
    expect(await visitor.getByRole('region', { name: 'Debug log' }).count()).toBe(0);
    expect(await visitor.content()).not.toContain(HEADLINE_SCORE_PATH);

    // The admin reads the visitor's two runs in the analytics, the tool among the others.
    expect(await runsOf(admin, origin, toolId)).toBe('2');
    await admin.goto(`${origin}/admin/tools/analytics`);
    const byTool = admin.getByRole('table', { name: 'By tool' });
    const row = byTool.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 3)).toEqual([name, '2', '100%']);

    // Test mode, for the admin: the webhook's configuration, and the run's debug log with the payload sent.
    await admin.goto(`${toolUrl}&test=true`);
    const testMode = admin.getByRole('region', { name: 'Test mode' });
    await testMode.getByText(webhookUrl, { exact: true }).waitFor();
    const adminResult = await runTool(admin, { tone: 'Friendly', channels: ['LinkedIn'] });
    const debugLog = admin.getByRole('region', { name: 'Debug log' });
    await debugLog.getByText('Request sent').waitFor();
    const log = (await debugLog.textContent()) ?? '';
    expect(log).toContain(webhookUrl);
    expect(log).toContain(`"headline": "${HEADLINE}"`);
    expect(log).toContain('"tone": "friendly"');
    expect(log).toContain(`"toolId": "${toolId}"`);
    // The admin runs as themself, not as an anonymous visitor.
    expect(log).not.toContain('"userId": "anonymous"');
    expect(await adminResult.getByRole('cell', { name: 'anonymous' }).count()).toBe(0);
    // Runs in test mode are not counted.
    expect(await runsOf(admin, origin, toolId)).toBe('2');

    // The tools site's index lists the new tool; the demo's draft tool is not public.
    await visitor.goto(`${origin}/?subdomain=tools`);
    const listed = visitor.getByRole('link', { name, exact: true });
    await listed.waitFor();
    expect(await listed.getAttribute('href')).toContain(`/${slug}/${toolId}`);

    await admin.goto(`${origin}/admin/tools`);
    const editDraft = admin.getByRole('link', { name: `Edit ${DRAFT_DEMO_TOOL}` });
    await editDraft.waitFor();
    const draftId = (await editDraft.getAttribute('href'))?.split('/').at(-1) ?? '';
    const draftSlug = (
      await admin.getByRole('row').filter({ hasText: DRAFT_DEMO_TOOL }).getByText(/^\//).textContent()
    )?.slice(1);
    const draft = await visitor.goto(`${origin}/${draftSlug}/${draftId}?subdomain=tools`);
    expect(draft?.status()).toBe(404);
    await visitor.getByRole('heading', { level: 1, name: 'Tool Not Found' }).waitFor();
    await visitor.getByRole('link', { name: 'Back to Home' }).waitFor();
  });
});
