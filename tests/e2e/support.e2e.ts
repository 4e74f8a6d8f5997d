import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { answerOnboarding, describeInBrowser, linkFromMailbox, signInAsAdmin } from '../helpers/browser.ts';
import { png } from '../helpers/media-files.ts';

async function signUp(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/signup`);
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel(/^Full name\s*\*?$/).fill('Grace Asker');
  await page.getByLabel(/^Phone number\s*\*?$/).fill('5551234567');
  await page.getByLabel(/^Password\s*\*?$/).fill('correct horse 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${origin}/dashboard`);
  await answerOnboarding(page);
}

/** Waits until an image has really been drawn (a broken file or address leaves it at zero width). */
async function imageShown(image: Locator) {
  await image.waitFor();
  await image.evaluate(
    (element: HTMLImageElement) =>
      new Promise<void>((resolve, reject) => {
        const check = () =>
          element.naturalWidth > 0 ? resolve() : reject(new Error(`The image ${element.src} did not load`));
        if (element.complete) check();
        else {
          element.addEventListener('load', check, { once: true });
          element.addEventListener('error', check, { once: true });
        }
      }),
  );
}

describeInBrowser('support tickets', ({ origin, newPage }) => {
  it('a user opens a ticket with a screenshot, the admin notes and answers, the user reads the reply and its mail, then closes it', async () => {
    const stamp = Date.now();
    const email = `asker-${stamp}@example.com`;
    const subject = `Export to PDF cuts my tables ${stamp}`;
    const question = 'When I export an article the tables lose their last column.';
    const note = `Internal: reproduced on staging, tell engineering ${stamp}`;
    const answer = `Thanks for the screenshot! A fix for wide tables ships tomorrow ${stamp}.`;

    // 1. The user opens a ticket with one PNG attached and lands on its page.
    const user = await newPage();
    await signUp(user, origin, email);
    await user.goto(`${origin}/support`);
    await user.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
    await user.getByRole('button', { name: 'New ticket' }).first().click();
    const form = user.getByRole('dialog', { name: 'New ticket' });
    await form.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await form.getByRole('combobox', { name: /^Category/ }).click();
    await user.getByRole('option', { name: 'Technical problem', exact: true }).click();
    await form.getByRole('textbox', { name: /^Message/ }).fill(question);
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'tables.png', mimeType: 'image/png', buffer: png(40, 30) });
    await form.getByRole('button', { name: 'Remove tables.png' }).waitFor();
    await form.getByRole('progressbar', { name: 'Uploading tables.png' }).waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Open ticket' }).click();

    await user.waitForURL(/\/support\/[0-9a-f-]{36}$/);
    const ticketPath = new URL(user.url()).pathname;
    await user.getByRole('heading', { name: subject, level: 1 }).waitFor();
    const conversation = user.getByRole('list', { name: 'Conversation' });
    await conversation.getByText(question).waitFor();
    await imageShown(conversation.getByRole('img', { name: 'tables.png' }));
    expect(await conversation.getByRole('link', { name: 'Open tables.png' }).getAttribute('href')).toMatch(
      /^\/media\//,
    );
    const numberLine = await user.getByText(/^#\d+ · Technical problem$/).textContent();
    const ticketNumber = /^#(\d+)/.exec(numberLine ?? '')?.[1];
    expect(ticketNumber).toBeDefined();
    await user.getByText('Open', { exact: true }).waitFor();

    // 2. The admin finds it among the open tickets, adds an internal note, then answers.
    const admin = await newPage();
    await signInAsAdmin(admin, origin);
    await admin.goto(`${origin}/admin/support`);
    await admin.getByRole('tab', { name: /^Open/, selected: true }).waitFor();
    await admin.getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
    await admin.getByRole('link', { name: subject }).click();
    await admin.waitForURL(`${origin}/admin${ticketPath}`);
    await admin.getByRole('heading', { name: subject, level: 1 }).waitFor();
    const adminConversation = admin.getByRole('list', { name: 'Conversation' });
    await adminConversation.getByText(question).waitFor();
    await imageShown(adminConversation.getByRole('img', { name: 'tables.png' }));

    await admin.getByRole('switch', { name: 'Internal note (not sent to the user)' }).check();
    await admin.getByRole('textbox', { name: 'Internal note' }).fill(note);
    await admin.getByRole('button', { name: 'Add note' }).click();
    await adminConversation.getByRole('listitem').filter({ hasText: note }).getByText('Internal note').waitFor();
    // A note leaves the ticket waiting for the team.
    await admin.getByText('Open', { exact: true }).first().waitFor();

    await admin.getByRole('switch', { name: 'Internal note (not sent to the user)' }).uncheck();
    await admin.getByRole('textbox', { name: 'Your reply' }).fill(answer);
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await adminConversation.getByText(answer).waitFor();
    await admin.getByText('Waiting for the user', { exact: true }).first().waitFor();

    // 3. The user reloads (the server must answer /support/{id} with the app, not as a tool's address): the answer is there, the note is not, and the ticket waits for them.
    await user.reload();
    await conversation.getByText(answer).waitFor();
    await user.getByText('Waiting for you', { exact: true }).waitFor();
    expect(await user.getByText(note).count()).toBe(0);
    expect(await user.getByText('Internal note').count()).toBe(0);

    // 4. The answer was mailed, naming the ticket and linking to its page.
    const mailbox = await newPage();
    const link = await linkFromMailbox(mailbox, origin, email, ticketPath);
    expect(new URL(link).pathname).toBe(ticketPath);
    const mail = mailbox.locator('article').filter({ hasText: email }).filter({ hasText: answer });
    expect(await mail.getByRole('heading').textContent()).toBe(`Support request #${ticketNumber}: ${subject}`);
    expect(await mail.textContent()).not.toContain(note);

    // The mailed link opens the ticket for the signed-in user.
    await user.goto(link);
    await conversation.getByText(answer).waitFor();

    // 5. The user closes the ticket after confirming.
    await user.getByRole('button', { name: 'Close ticket' }).click();
    const confirm = user.getByRole('dialog', { name: 'Close this ticket?' });
    await confirm.getByRole('button', { name: 'Close ticket' }).click();
    await confirm.waitFor({ state: 'detached' });
    await user.getByText('This ticket is closed. Replying opens it again.').waitFor();
    await user.getByText('Closed', { exact: true }).waitFor();
    expect(await user.getByRole('button', { name: 'Close ticket' }).count()).toBe(0);

    // The list says so too.
    await user.getByRole('link', { name: 'All tickets' }).click();
    await user.waitForURL(`${origin}/support`);
    await user.getByRole('row').filter({ hasText: subject }).getByText('Closed', { exact: true }).waitFor();
  });
});
