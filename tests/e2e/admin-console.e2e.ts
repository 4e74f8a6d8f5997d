import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { answerOnboarding, describeInBrowser, linkFromMailbox, signInAsAdmin } from '../helpers/browser.ts';

/**
 * The admin console walked in Chromium (issue 16 "Browser journey"): the admin finds a new user,
 * grants them words with a reason the user then reads in their history, suspends them (their open
 * page loses its session and their password no longer lets them in, with the suspended message),
 * restores them, and finds the three actions in the audit log. Admin and user browse in separate
 * contexts, as two people would.
 */

const SHOTS = '/tmp/wl/shots';
const PASSWORD = 'correct horse 42';
const SUSPENDED = 'This account has been suspended. Contact support if you think this is a mistake.';

async function signUpAndVerify(page: Page, mailbox: Page, origin: string, email: string) {
  await page.goto(`${origin}/signup`);
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel(/^Full name\s*\*?$/).fill('Sam Suspendable');
  await page.getByLabel(/^Phone number\s*\*?$/).fill('5551234567');
  await page.getByLabel(/^Password\s*\*?$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${origin}/dashboard`);
  await answerOnboarding(page);
  // Password sign-in needs a confirmed address; the journey signs in again later.
  await page.goto(await linkFromMailbox(mailbox, origin, email, '/verify-email?token='));
  await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
}

async function logIn(page: Page, email: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describeInBrowser('admin console', ({ origin, newPage }) => {
  it('an admin grants words with a reason the user reads, suspends the user (signed out, refused at sign-in), restores them, and reads the audit log', {
    timeout: 180_000,
  }, async () => {
    const email = `managed-${Date.now()}@example.com`;
    const reason = 'Goodwill for the outage';
    const suspendReason = `Chargeback under review ${Date.now()}`;
    const user = await newPage();
    await signUpAndVerify(user, await newPage(), origin, email);
    await user.goto(`${origin}/dashboard`);
    await user.getByRole('link', { name: '2,000 words available' }).waitFor();

    // 1. The admin finds the user from the console's Users section.
    const admin = await newPage();
    await signInAsAdmin(admin, origin);
    await admin.goto(`${origin}/admin`);
    await admin.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    await admin
      .getByRole('main')
      .getByRole('link', { name: /^Users/ })
      .click();
    await admin.waitForURL(`${origin}/admin/users`);
    await admin.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await admin.waitForURL(/\/admin\/users\?.*q=/);
    const accounts = admin.getByRole('table', { name: 'Accounts' });
    await accounts.getByRole('link', { name: email }).waitFor();
    await admin.getByText('1 found', { exact: true }).waitFor();
    expect(await accounts.getByRole('row').count()).toBe(2);
    await accounts.getByRole('link', { name: email }).click();
    await admin.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { name: email, level: 1 }).waitFor();
    await admin.getByText('Sam Suspendable', { exact: true }).waitFor();

    // 2. Grants 1,500 words with the reason.
    const grant = admin.getByRole('form', { name: 'Grant or deduct words' });
    expect(await grant.getByRole('radio', { name: 'Grant' }).isChecked()).toBe(true);
    await grant.getByRole('textbox', { name: 'Words' }).fill('1500');
    await grant.getByRole('textbox', { name: /^Reason/ }).fill(reason);
    await grant.getByRole('button', { name: 'Grant words' }).click();
    await admin.getByText('1,500 words granted').waitFor();
    const wordsCard = admin.getByRole('region', { name: 'Words', exact: true });
    await wordsCard.getByText('3,500', { exact: true }).waitFor();
    await admin.getByRole('table', { name: 'Words history' }).getByRole('row').filter({ hasText: reason }).waitFor();
    await admin.screenshot({ path: `${SHOTS}/admin-user-page.png`, fullPage: true });

    // 3. The user sees the new balance and the reason in their history.
    await user.reload();
    await user.getByRole('link', { name: '3,500 words available' }).waitFor();
    const historyRow = user.getByRole('table', { name: 'Word history' }).getByRole('row').filter({ hasText: reason });
    await historyRow.waitFor();
    expect(await historyRow.textContent()).toContain('+1,500');
    await user.screenshot({ path: `${SHOTS}/admin-user-dashboard-history.png`, fullPage: true });

    // 4. The admin suspends the account with a reason.
    const profile = admin.getByRole('region', { name: 'Profile' });
    await profile.getByRole('button', { name: 'Suspend account' }).click();
    const suspendDialog = admin.getByRole('dialog', { name: `Suspend ${email}?` });
    await suspendDialog.getByRole('textbox', { name: /^Reason/ }).fill(suspendReason);
    await suspendDialog.getByRole('button', { name: 'Suspend' }).click();
    await suspendDialog.waitFor({ state: 'detached' });
    await admin.getByText('The account is suspended and signed out everywhere.').waitFor();
    await profile.getByText(suspendReason).waitFor();
    await profile.getByRole('button', { name: 'Restore account' }).waitFor();

    // 5. The user's open page has lost its session: the next page they open sends them to Log In.
    await user
      .getByRole('navigation', { name: 'Dashboard navigation' })
      .getByRole('link', { name: 'Subscription' })
      .click();
    await user.waitForURL(`${origin}/login?redirect=${encodeURIComponent('/subscription')}`);
    await user.getByRole('heading', { name: 'Log In' }).waitFor();
    // The top bar is gone: nothing of the account is shown any more.
    expect(await user.getByRole('link', { name: /words available$/ }).count()).toBe(0);

    // 6. Their password no longer lets them in, and they are told why.
    await logIn(user, email);
    await user.getByText(SUSPENDED).waitFor();
    expect(new URL(user.url()).pathname).toBe('/login');

    // 7. The admin restores the account; the user can sign in again.
    await profile.getByRole('button', { name: 'Restore account' }).click();
    const restoreDialog = admin.getByRole('dialog', { name: `Restore ${email}?` });
    await restoreDialog.getByRole('button', { name: 'Restore' }).click();
    await restoreDialog.waitFor({ state: 'detached' });
    await admin.getByText('The account is restored. The user can sign in again.').waitFor();
    await profile.getByRole('button', { name: 'Suspend account' }).waitFor();

    // Back where they were going when the session ended.
    await logIn(user, email);
    await user.waitForURL(`${origin}/subscription`);
    await user.getByText('3,500 words left', { exact: true }).waitFor();

    // 8. The audit log lists the three actions on this user, by the admin, newest first.
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }).click();
    await admin.waitForURL(`${origin}/admin/audit`);
    const entries = admin
      .getByRole('table', { name: 'Entries' })
      .getByRole('row')
      .filter({ has: admin.getByRole('link', { name: email }) });
    await entries.first().waitFor();
    const rows = (await entries.all()).map((row) => row.getByRole('cell'));
    const cells = await Promise.all(rows.map((row) => row.allTextContents()));
    const adminEmail = inject('adminAccount').email;
    expect(cells.map(([, by, action, target]) => [by, action, target])).toEqual([
      [adminEmail, 'Account restored', email],
      [adminEmail, 'Account suspended', email],
      [adminEmail, 'Words granted', email],
    ]);
    expect(cells[1]?.[4]).toContain(suspendReason);
    expect(cells[2]?.[4]).toContain('1,500 words');
    expect(cells[2]?.[4]).toContain(reason);
  });
});
