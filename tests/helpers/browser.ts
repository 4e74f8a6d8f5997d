import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';

/** Flags for headless Chromium on a machine with no outside network (see the machine notes). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  origin: string;
  /** A new page in a fresh context (no storage shared with other tests). */
  newPage(options?: {
    viewport?: { width: number; height: number };
    locale?: string;
    colorScheme?: 'light' | 'dark';
  }): Promise<Page>;
}

/**
 * Declares a suite of browser tests sharing one Chromium. The suite is skipped (and the run
 * says why) when no Chromium was found and browser tests are not required.
 */
export function describeInBrowser(name: string, suite: (session: BrowserSession) => void): void {
  const chromiumPath = inject('chromiumPath');
  describe.skipIf(!chromiumPath)(name, () => {
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    const session: BrowserSession = {
      origin: inject('appOrigin'),
      async newPage({ viewport = { width: 1280, height: 800 }, locale = 'en-US', colorScheme = 'light' } = {}) {
        const context = await browser.newContext({ viewport, locale, colorScheme });
        contexts.push(context);
        return context.newPage();
      },
    };
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    });
    afterAll(async () => {
      await Promise.all(contexts.map((context) => context.close()));
      await browser?.close();
    });
    suite(session);
  });
}

/** Answers the onboarding questions a new account gets over its dashboard, and waits for them to close. */
export async function answerOnboarding(page: Page, answers = ['Marketer', 'Just me', 'Less than a year', '1–4']) {
  const dialog = page.getByRole('dialog');
  for (const [index, answer] of answers.entries()) {
    await dialog.getByRole('radio', { name: answer, exact: true }).check();
    await dialog.getByRole('button', { name: index === answers.length - 1 ? 'Finish' : 'Continue' }).click();
  }
  await dialog.waitFor({ state: 'detached' });
}

/** Signs in as the browser tests' admin through the Log In form and waits for the dashboard. */
export async function signInAsAdmin(page: Page, origin: string) {
  const admin = inject('adminAccount');
  await page.goto(`${origin}/login`);
  await page.getByLabel(/^Email/).fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${origin}/dashboard`);
}

/** How long a queued mail may take to reach the outbox (the job runs right after the answer). */
const MAIL_WAIT_MS = 10_000;

/**
 * The link in the newest mail to `to` at /dev/mailbox whose address contains `linkPart`. Mail is
 * sent by a job after the page has answered, so the mailbox is read again until the mail is there.
 */
export async function linkFromMailbox(page: Page, origin: string, to: string, linkPart: string): Promise<string> {
  const link = page.locator('article').filter({ hasText: to }).locator(`a[href*="${linkPart}"]`).first();
  for (const started = Date.now(); Date.now() - started < MAIL_WAIT_MS; ) {
    await page.goto(`${origin}/dev/mailbox`);
    const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
    if (href) return href;
    await page.waitForTimeout(200);
  }
  throw new Error(`No mail to ${to} with a ${linkPart} link reached /dev/mailbox`);
}
