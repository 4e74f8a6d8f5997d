import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { answerOnboarding, describeInBrowser } from '../helpers/browser.ts';

/**
 * Billing walked in Chromium (issue 16 "Browser journey"): a new user buys a word pack and then a
 * monthly plan through the Stripe fake's Checkout page (tests/setup/fake-providers.ts, which sends
 * its signed webhooks to the app before it sends the buyer back), then cancels the plan in the
 * fake's customer portal. Prices are in dollars: the browser's en-US makes the page pick USD.
 */

const SHOTS = '/tmp/wl/shots';
/** The fake delivers its webhooks before redirecting, but the app may apply them a moment later. */
const WEBHOOK_WAIT = { timeout: 20_000 };

async function signUp(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/signup`);
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel(/^Full name\s*\*?$/).fill('Penny Buyer');
  await page.getByLabel(/^Phone number\s*\*?$/).fill('5551234567');
  await page.getByLabel(/^Password\s*\*?$/).fill('correct horse 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${origin}/dashboard`);
  await answerOnboarding(page);
}

/** The dashboard's "Available words" figure. */
async function dashboardBalance(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/dashboard`);
  const card = page.getByText('Available words', { exact: true }).locator('xpath=..');
  await card.locator('p').nth(1).waitFor();
  return (await card.locator('p').nth(1).textContent()) ?? '';
}

/** The Stripe fake's Checkout page: what it charges for, then Pay, which comes back to the app. */
async function payOnCheckout(page: Page, origin: string, item: string, amount: string) {
  await page.waitForURL(`${inject('fakeProvidersOrigin')}/stripe/checkout/**`);
  await page.getByRole('heading', { name: 'Pay Wordloom' }).waitFor();
  expect(await page.getByTestId('checkout-item').textContent()).toContain(item);
  expect(await page.getByTestId('checkout-amount').textContent()).toBe(amount);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(new RegExp(`^${origin}/subscription/checkout\\?session_id=`));
}

describeInBrowser('billing', ({ origin, newPage }) => {
  it('a new user buys a word pack and a monthly plan through the Stripe fake, then cancels the plan in the portal', {
    timeout: 180_000,
  }, async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const page = await newPage();
    await signUp(page, origin, email);
    const trialLabel = page.getByRole('banner').getByRole('link', { name: 'Free Trial' });
    await trialLabel.waitFor();

    // 1. The free words and the trial, no plan, no invoice.
    await page.goto(`${origin}/subscription`);
    await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor();
    await page.getByText('2,000 words left', { exact: true }).waitFor();
    await page.getByText('Free', { exact: true }).first().waitFor();
    await page.getByText(/^Free trial: 2 blogs left, ends on /).waitFor();
    await page.getByText('No invoices yet. Your payments will be listed here.').waitFor();
    await trialLabel.waitFor();

    // 2. A 10,000-word pack: Buy → the fake's Checkout → Pay → back, the words are added.
    await page.getByRole('article', { name: '10,000 words' }).getByRole('button', { name: 'Buy' }).click();
    await payOnCheckout(page, origin, '10,000', '$15.00');
    await page.getByRole('heading', { name: 'Payment received', level: 1 }).waitFor(WEBHOOK_WAIT);
    await page.getByText('10,000 words were added to your balance.').waitFor();
    await page.screenshot({ path: `${SHOTS}/billing-pack-paid.png`, fullPage: true });
    // The top bar's balance follows at once, and the trial label is gone with the first payment.
    await page.getByRole('link', { name: '12,000 words available' }).waitFor();
    await trialLabel.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Back to Subscription' }).click();
    await page.waitForURL(`${origin}/subscription`);
    await page.getByText('12,000 words left', { exact: true }).waitFor();
    const invoices = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Receipt' }) });
    const packRow = invoices.getByRole('row').filter({ hasText: '10,000 words' });
    await packRow.waitFor();
    expect(await packRow.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      '10,000 words',
      '$15',
      'Paid',
      // A one-off payment has no Stripe invoice page; Stripe mails its receipt.
      '',
    ]);
    expect(await page.getByText(/^Free trial:/).count()).toBe(0);
    expect(await dashboardBalance(page, origin)).toBe('12,000');
    expect(await page.getByRole('banner').getByText('Free Trial').count()).toBe(0);

    // 3. The Starter plan, monthly: Choose → Pay → back, the plan is active with its words.
    await page.goto(`${origin}/subscription`);
    expect(await page.getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Choose Starter' }).click();
    await payOnCheckout(page, origin, 'Starter', '$19.00 per month');
    await page.getByRole('heading', { name: 'Payment received', level: 1 }).waitFor(WEBHOOK_WAIT);
    await page.getByText('Your Starter plan is active.').waitFor(WEBHOOK_WAIT);
    await page.getByText('20,000 words were added to your balance.').waitFor();
    await page.screenshot({ path: `${SHOTS}/billing-plan-paid.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to Subscription' }).click();
    await page.waitForURL(`${origin}/subscription`);
    await page.getByText('Active', { exact: true }).waitFor(WEBHOOK_WAIT);
    await page.getByText('Starter · Monthly', { exact: true }).first().waitFor();
    await page.getByText('32,000 words left', { exact: true }).waitFor();
    const renews = page.getByText(/^Renews on /);
    await renews.waitFor();
    const periodEnd = ((await renews.textContent()) ?? '').replace(/^Renews on /, '');
    // A month from now (the fake's period), written the en-US way.
    const inAMonth = new Date();
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(periodEnd).toBe(inAMonth.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
    await page.getByRole('article', { name: 'Starter' }).getByText('Current plan').waitFor();
    const planRow = invoices.getByRole('row').filter({ hasText: 'Starter · Monthly' });
    await planRow.getByText('$19', { exact: true }).waitFor();
    expect(await planRow.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toMatch(
      new RegExp(`^${inject('fakeProvidersOrigin')}/stripe/invoices/`),
    );
    await invoices.getByRole('row').filter({ hasText: '10,000 words' }).waitFor();
    expect(await dashboardBalance(page, origin)).toBe('32,000');

    // 4. Manage billing opens the fake portal on the plan, and leads back.
    await page.goto(`${origin}/subscription`);
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(`${inject('fakeProvidersOrigin')}/stripe/billing-portal/**`);
    await page.getByRole('heading', { name: 'Billing' }).waitFor();
    expect(await page.getByTestId('portal-state').textContent()).toMatch(/^Renews on \d{4}-\d{2}-\d{2}$/);
    await page.getByRole('link', { name: 'Return to Wordloom' }).click();
    await page.waitForURL(`${origin}/subscription`);

    // 5. Cancel plan opens the portal's cancel flow; once confirmed, Stripe sends the user back and
    // the plan ends with its period.
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('heading', { name: 'Cancel your plan' }).waitFor();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.waitForURL(`${origin}/subscription`);
    await page.getByText(`Ends on ${periodEnd}`, { exact: true }).waitFor(WEBHOOK_WAIT);
    expect(await page.getByText(/^Renews on /).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel plan' }).count()).toBe(0);
    // Paid for until then: still active, the words stay.
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText('32,000 words left', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/billing-plan-cancelled.png`, fullPage: true });
  });
});
