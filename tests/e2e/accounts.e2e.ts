import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { answerOnboarding, describeInBrowser, linkFromMailbox } from '../helpers/browser.ts';

/** A field by its label; Mantine ends the label of a required field with an asterisk. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

describeInBrowser('accounts', ({ origin, newPage }) => {
  // One account for the whole suite: signed up first, then used by the sign-in test.
  const email = `user-${Date.now()}@example.com`;
  const password = 'correct horse 42';

  it('signs up with a fresh address, shows Account Created, then opens the dashboard', async () => {
    const page = await newPage();
    await page.goto(`${origin}/signup`);
    await page.getByRole('heading', { name: 'Get free 2000 words' }).waitFor();
    expect(await page.title()).toBe('Sign Up · Wordloom');
    await field(page, 'Email').fill(email);
    await field(page, 'Full name').fill('Ada Lovelace');
    await field(page, 'Phone number').fill('5551234567');
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Account Created' }).waitFor();
    await page.waitForURL(`${origin}/dashboard`);

    // Signed in now: Log In is skipped for the dashboard.
    await page.goto(`${origin}/login`);
    await page.waitForURL(`${origin}/dashboard`);
  });

  it('refuses a wrong password for that address with the spec text', async () => {
    const page = await newPage();
    await page.goto(`${origin}/login`);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('wrong horse 42');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
    expect(page.url()).toBe(`${origin}/login`);
  });

  it('asks to verify the address first, then opens the resend page for it', async () => {
    const page = await newPage();
    await page.goto(`${origin}/login`);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page
      .getByText('Please verify your email address before logging in. Check your email for the verification link.')
      .waitFor();
    // After 3 seconds the page changes by itself, with the address filled in.
    await page.waitForURL(/\/email-verification-pending\?email=/);
    expect(await field(page, 'Email').inputValue()).toBe(email);
  });

  it('answers a password-reset request for any address with Check your email', async () => {
    const page = await newPage();
    await page.goto(`${origin}/forgot-password`);
    await field(page, 'Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('shows Invalid Reset Link for /reset-password without a token', async () => {
    const page = await newPage();
    await page.goto(`${origin}/reset-password`);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    expect(await page.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('draws the country flags from the bundled flag font, not as letter pairs', async () => {
    const page = await newPage();
    await page.goto(`${origin}/signup`);
    await page.getByRole('combobox', { name: 'Country code' }).waitFor();
    // The font loads only for a page that shows a flag; the calling-code picker shows 🇺🇸 at once.
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (font) => font.family.replaceAll('"', '') === 'Country Flags' && font.status === 'loaded',
      );
    });
    expect(loaded).toBe(true);
  });

  it('fits Log In and sign-up on a 360 px screen', async () => {
    const page = await newPage({ viewport: { width: 360, height: 740 } });
    for (const path of ['/login', '/signup']) {
      await page.goto(`${origin}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  it('resets a forgotten password through the mailed link, then signs in with the new one', async () => {
    const page = await newPage();
    await page.goto(`${origin}/forgot-password`);
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const resetHref = await linkFromMailbox(page, origin, email, '/reset-password#access_token=');
    expect(resetHref).toContain('type=recovery');
    await page.goto(resetHref);
    const newPassword = 'a brand new secret 7';
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Password reset successful' }).waitFor();
    await page.getByRole('link', { name: 'Continue to Login' }).click();

    await page.waitForURL(`${origin}/login`);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
    await field(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Login successful').waitFor();
    await page.waitForURL(`${origin}/dashboard`);
  });
});

describeInBrowser('account journeys', ({ origin, newPage }) => {
  it('signs up through a referral link, verifies from /dev/mailbox, logs out and back in', async () => {
    const referrerPage = await newPage();
    const referrerEmail = `referrer-${Date.now()}@example.com`;
    await referrerPage.goto(`${origin}/signup`);
    await field(referrerPage, 'Email').fill(referrerEmail);
    await field(referrerPage, 'Full name').fill('Rita Referrer');
    await field(referrerPage, 'Phone number').fill('5551234567');
    await field(referrerPage, 'Password').fill('correct horse 42');
    await referrerPage.getByRole('button', { name: 'Create account' }).click();
    await referrerPage.waitForURL(`${origin}/dashboard`);
    const referralCode = await referrerPage.evaluate(async () => {
      const response = await fetch('/trpc/auth.me');
      return ((await response.json()) as { result: { data: { json: { referralCode: string } } } }).result.data.json
        .referralCode;
    });

    const page = await newPage();
    const email = `referred-${Date.now()}@example.com`;
    await page.goto(`${origin}/signup?ref=${referralCode}`);
    await field(page, 'Email').fill(email);
    await field(page, 'Full name').fill('Ben Bonus');
    await field(page, 'Phone number').fill('5559876543');
    await field(page, 'Password').fill('correct horse 42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Referral Applied!').waitFor();
    await page.getByRole('heading', { name: 'Account Created' }).waitFor();
    await page.waitForURL(`${origin}/dashboard`);
    await page.getByText('2,500').first().waitFor();
    await answerOnboarding(page);

    const verificationHref = await linkFromMailbox(page, origin, email, '/verify-email?token=');
    expect(verificationHref).toContain('/verify-email?token=');
    await page.goto(verificationHref);
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();

    await page.goto(`${origin}/dashboard`);
    await page.getByRole('button', { name: /Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${origin}/`);

    await page.goto(`${origin}/login`);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('correct horse 42');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Login successful').waitFor();
    await page.waitForURL(`${origin}/dashboard`);
    // Answered once: the questions do not come back.
    await page.getByText('You are all set').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('signs in with Google through the local fake provider and answers the onboarding questions', async () => {
    const page = await newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await page.getByText('gina.google').first().waitFor();
    await page.getByText('Four quick questions so we can tailor your writing tools.').waitFor();
    await page.getByRole('dialog').getByRole('radio', { name: 'Other', exact: true }).check();
    await page.getByLabel('Tell us in a few words').fill('Museum curator');
    await page.getByRole('button', { name: 'Continue' }).click();
    await answerOnboarding(page, ['11–50 people', '3–10 years', 'More than 30']);
    await page.getByText('You are all set').waitFor();
    await page.getByRole('button', { name: 'Close the welcome message' }).click();
    await page.getByText('You are all set').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('Available words').waitFor();
    expect(await page.getByText('You are all set').count()).toBe(0);
  });

  it('frames the dashboard for a 375 px screen, with the navigation in a slide-out', async () => {
    const page = await newPage({ viewport: { width: 375, height: 760 } });
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await page.getByText('Available words').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const navigation = page.getByRole('navigation', { name: 'Dashboard navigation' });
    await navigation.getByText('Article Writer AI Agent').waitFor();
    expect(await navigation.getByText('Admin Dashboard').count()).toBe(0);
  });
});
