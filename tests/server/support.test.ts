import { ADMIN_TICKETS_PAGE_SIZE, SUPPORT_MEDIA_BUCKET, type TOpenTicket } from '@wordloom/shared/schemas/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { readOutbox } from '../../server/src/features/mail/service.ts';
import { ORPHAN_MEDIA_AGE_MS, sweepOrphanMedia, uploadMedia } from '../../server/src/features/media/service.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { PDF, png } from '../helpers/media-files.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

/** Support tickets (issue 16 point 4): what a user and the support team do with them. */

let testApp: TestApp;
let baseUrl: string;
let closeServer: () => Promise<void>;
let admin: SignedInCaller;

beforeAll(async () => {
  testApp = await createTestApp();
  const server = await listen(testApp.app);
  baseUrl = server.baseUrl;
  closeServer = server.close;
  admin = await signedInCaller(testApp.deps, { admin: true });
  await setName(admin.userId, 'Grace Brewster Hopper');
});

afterAll(async () => {
  await closeServer();
  await testApp.close();
});

async function setName(userId: string, name: string) {
  await testApp.deps.db.updateTable('profiles').set({ name }).where('userId', '=', userId).execute();
}

let customers = 0;
/** A signed-in user of a known address (the mails and the inbox search go by it). */
async function customer(): Promise<SignedInCaller & { email: string }> {
  customers += 1;
  const email = `customer-${customers}-${Date.now()}@example.com`;
  return { ...(await signedInCaller(testApp.deps, { email })), email };
}

function ticketInput(overrides: Partial<TOpenTicket> = {}): TOpenTicket {
  return {
    subject: 'The article writer stops at step 3',
    category: 'technical',
    message: 'After the outline, the writer spins and never shows the draft.',
    attachmentIds: [],
    ...overrides,
  };
}

/** A file the user uploads to the support bucket over HTTP, as the page does. */
async function uploadOver(user: SignedInCaller, bytes: Uint8Array, fileName: string) {
  const response = await fetch(`${baseUrl}/api/media/${SUPPORT_MEDIA_BUCKET}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie: user.cookie, 'x-file-name': fileName },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; src: string; fileName: string; mimeType: string };
}

function supportUpload(userId: string, fileName = 'screen.png') {
  return uploadMedia(testApp.deps, { userId, bucket: SUPPORT_MEDIA_BUCKET, fileName, bytes: png(3, 2) });
}

async function mailsTo(email: string) {
  await testApp.deps.jobs.runDue(testApp.deps);
  return (await readOutbox(testApp.deps, { limit: 500 })).filter((mail) => mail.to === email);
}

async function validationCodes(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  const cause = (error as { cause?: unknown }).cause;
  expect(cause).toBeInstanceOf(ZodError);
  return (cause as ZodError).issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('a user opens a ticket', () => {
  it('opens it with the first message and the screenshot and PDF they uploaded, which are served back', async () => {
    const user = await signedInCaller(testApp.deps);
    const screenshot = await uploadOver(user, png(4, 3), 'error.png');
    const invoice = await uploadOver(user, PDF, 'invoice.pdf');
    expect(screenshot.src).toMatch(new RegExp(`^/media/support/${user.userId}/[0-9a-f-]{36}\\.png$`));

    const ticket = await user.caller.support.open(ticketInput({ attachmentIds: [screenshot.id, invoice.id] }));

    expect(ticket).toMatchObject({
      subject: 'The article writer stops at step 3',
      category: 'technical',
      status: 'open',
    });
    expect(ticket.number).toBeGreaterThan(0);
    expect(ticket.messages).toHaveLength(1);
    const [first] = ticket.messages;
    expect(first).toMatchObject({
      authorRole: 'user',
      authorName: 'Ada Lovelace',
      body: 'After the outline, the writer spins and never shows the draft.',
      internal: false,
    });
    expect(first?.attachments.map((file) => [file.fileName, file.mimeType, file.url])).toEqual(
      expect.arrayContaining([
        ['error.png', 'image/png', screenshot.src],
        ['invoice.pdf', 'application/pdf', invoice.src],
      ]),
    );
    const served = await fetch(`${baseUrl}${invoice.src}`, { headers: { cookie: user.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
  });

  it("refuses another user's upload, a file of another bucket and one already attached, and saves nothing", async () => {
    const user = await signedInCaller(testApp.deps);
    const other = await signedInCaller(testApp.deps);
    const theirs = await supportUpload(other.userId);
    const linkedIn = await uploadMedia(testApp.deps, {
      userId: user.userId,
      bucket: 'linkedin-posts',
      fileName: 'post.png',
      bytes: png(2, 2),
    });
    const mine = await supportUpload(user.userId);
    await user.caller.support.open(ticketInput({ attachmentIds: [mine.id] }));

    for (const attachmentIds of [[theirs.id], [linkedIn.id], [mine.id]]) {
      await expect(user.caller.support.open(ticketInput({ attachmentIds }))).rejects.toMatchObject({
        appCode: 'TICKET_ATTACHMENT_INVALID',
      });
    }
    expect(await user.caller.support.list()).toHaveLength(1);
  });

  it('lets only one of two tickets sent at once carry the same file', async () => {
    const user = await signedInCaller(testApp.deps);
    const file = await supportUpload(user.userId);
    const results = await Promise.allSettled(
      ['First try', 'Second try'].map((subject) =>
        user.caller.support.open(ticketInput({ subject, attachmentIds: [file.id] })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { appCode: 'TICKET_ATTACHMENT_INVALID' },
    });
    expect(await user.caller.support.list()).toHaveLength(1);
  });

  it('takes at most three files and asks for a subject and a message', async () => {
    const user = await signedInCaller(testApp.deps);
    const files = await Promise.all([1, 2, 3, 4].map(() => supportUpload(user.userId)));
    expect(
      await validationCodes(user.caller.support.open(ticketInput({ attachmentIds: files.map((file) => file.id) }))),
    ).toEqual(['attachmentIds: TOO_MANY_ATTACHMENTS']);
    expect(await validationCodes(user.caller.support.open(ticketInput({ subject: '  ', message: '' })))).toEqual([
      'subject: REQUIRED',
      'message: REQUIRED',
    ]);
    expect(await user.caller.support.list()).toEqual([]);
  });
});

describe("a user's tickets", () => {
  it('lists their own tickets, newest activity first, and an answer brings a ticket to the top', async () => {
    const user = await signedInCaller(testApp.deps);
    const older = await user.caller.support.open(ticketInput({ subject: 'Billing question', category: 'billing' }));
    const newer = await user.caller.support.open(ticketInput({ subject: 'Login trouble', category: 'account' }));
    await (await signedInCaller(testApp.deps)).caller.support.open(ticketInput({ subject: 'Not mine' }));

    expect((await user.caller.support.list()).map((ticket) => ticket.subject)).toEqual([
      'Login trouble',
      'Billing question',
    ]);
    await user.caller.support.reply({ ticketId: older.id, message: 'Any news?', attachmentIds: [] });
    expect((await user.caller.support.list()).map((ticket) => ticket.id)).toEqual([older.id, newer.id]);
  });

  it('replies, closes and reopens by replying; the thread reads oldest first', async () => {
    const user = await signedInCaller(testApp.deps);
    const ticket = await user.caller.support.open(ticketInput());
    const attachment = await supportUpload(user.userId, 'console.png');

    const answered = await user.caller.support.reply({
      ticketId: ticket.id,
      message: 'Here is the console.',
      attachmentIds: [attachment.id],
    });
    expect(answered.status).toBe('open');
    expect(answered.messages.map((message) => message.body)).toEqual([
      'After the outline, the writer spins and never shows the draft.',
      'Here is the console.',
    ]);
    expect(answered.messages[1]?.attachments.map((file) => file.fileName)).toEqual(['console.png']);
    expect(answered.lastMessageAt.getTime()).toBeGreaterThan(ticket.lastMessageAt.getTime());

    const closed = await user.caller.support.close({ ticketId: ticket.id });
    expect(closed.status).toBe('closed');
    expect(await closedAtOf(ticket.id)).toBeInstanceOf(Date);

    const reopened = await user.caller.support.reply({
      ticketId: ticket.id,
      message: 'It happened again.',
      attachmentIds: [],
    });
    expect(reopened.status).toBe('open');
    expect(await closedAtOf(ticket.id)).toBeNull();
    expect(await user.caller.support.get({ ticketId: ticket.id })).toMatchObject({
      status: 'open',
      messages: [{ authorRole: 'user' }, { authorRole: 'user' }, { body: 'It happened again.' }],
    });
  });

  it('keeps files a message carries through the daily clean-up of unused uploads', async () => {
    const user = await signedInCaller(testApp.deps);
    const attached = await supportUpload(user.userId, 'kept.png');
    const unused = await supportUpload(user.userId, 'dropped.png');
    await user.caller.support.open(ticketInput({ attachmentIds: [attached.id] }));

    await sweepOrphanMedia(testApp.deps, { now: new Date(Date.now() + ORPHAN_MEDIA_AGE_MS + 60_000) });

    // Support files are private: asked for as their user.
    const asUser = { headers: { cookie: user.cookie } };
    expect((await fetch(`${baseUrl}${attached.src}`, asUser)).status).toBe(200);
    expect((await fetch(`${baseUrl}${unused.src}`, asUser)).status).toBe(404);
  });
});

async function closedAtOf(ticketId: string) {
  const row = await testApp.deps.db
    .selectFrom('supportTickets')
    .select('closedAt')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return row.closedAt;
}

describe('the support team answers', () => {
  it('mails one answer to the user, in their language, with the text as plain text and a link to the ticket', async () => {
    const user = await customer();
    await testApp.deps.db
      .updateTable('profiles')
      .set({ preferredLanguage: 'de' })
      .where('userId', '=', user.userId)
      .execute();
    const ticket = await user.caller.support.open(ticketInput({ subject: 'Words missing' }));

    const detail = await admin.caller.support.adminReply({
      ticketId: ticket.id,
      message: 'We added the words back.\nUse <b>Refresh</b> to see them.',
      attachmentIds: [],
      internal: false,
    });
    expect(detail.status).toBe('waiting_for_user');

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const link = `${testApp.deps.config.appUrl}/support/${ticket.id}`;
    expect(mail).toMatchObject({ kind: 'support_reply' });
    expect(mail?.subject).toContain(`#${ticket.number}`);
    expect(mail?.subject).toContain('Words missing');
    expect(mail?.text).toContain('We added the words back.');
    expect(mail?.text).toContain('Use <b>Refresh</b> to see them.');
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain('Use &lt;b&gt;Refresh&lt;/b&gt; to see them.');
    expect(mail?.html).not.toContain('<b>Refresh</b>');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('lang="de"');

    const seen = await user.caller.support.get({ ticketId: ticket.id });
    expect(seen.status).toBe('waiting_for_user');
    expect(seen.messages.at(-1)).toMatchObject({ authorRole: 'admin', authorName: 'Grace' });
  });

  it('keeps an internal note from the user: no mail, not in their thread, status unchanged', async () => {
    const user = await customer();
    const ticket = await user.caller.support.open(ticketInput());

    const detail = await admin.caller.support.adminReply({
      ticketId: ticket.id,
      message: 'Looks like the outline job timed out; checking the logs.',
      attachmentIds: [],
      internal: true,
    });

    expect(detail.status).toBe('open');
    expect(detail.messages.at(-1)).toMatchObject({
      internal: true,
      authorName: 'Grace Brewster Hopper',
      body: 'Looks like the outline job timed out; checking the logs.',
    });
    expect(await mailsTo(user.email)).toEqual([]);
    const seen = await user.caller.support.get({ ticketId: ticket.id });
    expect(seen.status).toBe('open');
    expect(seen.messages.map((message) => message.body)).toEqual([ticketInput().message]);
  });

  it('names an admin whose name is unknown "Wordloom support" to the user', async () => {
    const user = await signedInCaller(testApp.deps);
    const helper = await signedInCaller(testApp.deps, { admin: true });
    await setName(helper.userId, '   ');
    const ticket = await user.caller.support.open(ticketInput());
    await helper.caller.support.adminReply({
      ticketId: ticket.id,
      message: 'Fixed.',
      attachmentIds: [],
      internal: false,
    });
    expect((await user.caller.support.get({ ticketId: ticket.id })).messages.at(-1)?.authorName).toBe(
      'Wordloom support',
    );
  });

  it('sends no mail and saves nothing when the answer is refused', async () => {
    const user = await customer();
    const ticket = await user.caller.support.open(ticketInput());
    const notTheAdmins = await supportUpload(user.userId);

    await expect(
      admin.caller.support.adminReply({
        ticketId: ticket.id,
        message: 'See attached.',
        attachmentIds: [notTheAdmins.id],
        internal: false,
      }),
    ).rejects.toMatchObject({ appCode: 'TICKET_ATTACHMENT_INVALID' });
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await admin.caller.support.adminGet({ ticketId: ticket.id })).toMatchObject({
      status: 'open',
      messages: [{ authorRole: 'user' }],
    });
  });

  it('assigns a ticket to an admin or to no one, never to a user who is not an admin', async () => {
    const user = await signedInCaller(testApp.deps);
    const ticket = await user.caller.support.open(ticketInput());

    const assigned = await admin.caller.support.assign({ ticketId: ticket.id, adminId: admin.userId });
    expect(assigned.assignedTo).toEqual({ id: admin.userId, name: 'Grace Brewster Hopper' });
    await expect(admin.caller.support.assign({ ticketId: ticket.id, adminId: user.userId })).rejects.toMatchObject({
      appCode: 'USER_NOT_FOUND',
    });
    expect((await admin.caller.support.adminGet({ ticketId: ticket.id })).assignedTo?.id).toBe(admin.userId);
    expect((await admin.caller.support.assign({ ticketId: ticket.id, adminId: null })).assignedTo).toBeNull();

    const admins = await admin.caller.support.admins();
    expect(admins.map((each) => each.id)).toContain(admin.userId);
    expect(admins.map((each) => each.id)).not.toContain(user.userId);
  });

  it('sets the status: closing records when, reopening clears it', async () => {
    const user = await signedInCaller(testApp.deps);
    const ticket = await user.caller.support.open(ticketInput());
    expect((await admin.caller.support.setStatus({ ticketId: ticket.id, status: 'closed' })).status).toBe('closed');
    expect(await closedAtOf(ticket.id)).toBeInstanceOf(Date);
    expect((await user.caller.support.get({ ticketId: ticket.id })).status).toBe('closed');
    expect((await admin.caller.support.setStatus({ ticketId: ticket.id, status: 'open' })).status).toBe('open');
    expect(await closedAtOf(ticket.id)).toBeNull();
  });
});

describe('the support inbox', () => {
  it('filters by status and by "assigned to me", counts per status, finds by number and by e-mail', async () => {
    // A database of its own tickets only: the other tests' tickets would change the counts.
    await sql`delete from support_tickets`.execute(testApp.deps.db);
    const alice = await customer();
    const bob = await signedInCaller(testApp.deps);
    const waiting = await alice.caller.support.open(ticketInput({ subject: 'Invoice for March' }));
    const open = await bob.caller.support.open(ticketInput({ subject: 'Cannot connect LinkedIn' }));
    const closed = await bob.caller.support.open(ticketInput({ subject: '100% stuck' }));
    await admin.caller.support.adminReply({
      ticketId: waiting.id,
      message: 'Sent.',
      attachmentIds: [],
      internal: false,
    });
    await bob.caller.support.close({ ticketId: closed.id });
    await admin.caller.support.assign({ ticketId: open.id, adminId: admin.userId });

    const all = await admin.caller.support.adminList({});
    // The answer is the newest activity; closing a ticket is none.
    expect(all.items.map((ticket) => ticket.id)).toEqual([waiting.id, closed.id, open.id]);
    expect(all).toMatchObject({
      total: 3,
      page: 1,
      pageSize: ADMIN_TICKETS_PAGE_SIZE,
      counts: { open: 1, waiting_for_user: 1, closed: 1 },
    });
    expect(all.items.find((ticket) => ticket.id === waiting.id)).toMatchObject({
      user: { id: alice.userId, email: alice.email, name: 'Ada Lovelace' },
      assignedTo: null,
      messageCount: 2,
    });

    const onlyOpen = await admin.caller.support.adminList({ status: 'open' });
    expect(onlyOpen.items.map((ticket) => ticket.id)).toEqual([open.id]);
    expect(onlyOpen.counts).toEqual({ open: 1, waiting_for_user: 1, closed: 1 });

    const mine = await admin.caller.support.adminList({ mine: true });
    expect(mine.items.map((ticket) => ticket.id)).toEqual([open.id]);
    expect(mine.items[0]?.assignedTo).toEqual({ id: admin.userId, name: 'Grace Brewster Hopper' });

    const byNumber = async (search: string) =>
      (await admin.caller.support.adminList({ search })).items.map((ticket) => ticket.id);
    expect(await byNumber(`#${closed.number}`)).toEqual([closed.id]);
    // Bare digits are also looked for in subjects and addresses (which may hold the same digits).
    expect(await byNumber(String(closed.number))).toContain(closed.id);
    expect(
      (await admin.caller.support.adminList({ search: alice.email.toUpperCase() })).items.map((t) => t.id),
    ).toEqual([waiting.id]);
    expect((await admin.caller.support.adminList({ search: 'linkedin' })).items.map((t) => t.id)).toEqual([open.id]);
    // A `%` typed is looked for as itself, not as "anything".
    expect((await admin.caller.support.adminList({ search: '%' })).items.map((t) => t.id)).toEqual([closed.id]);
  });

  it('pages by the page size', async () => {
    await sql`delete from support_tickets`.execute(testApp.deps.db);
    const user = await signedInCaller(testApp.deps);
    for (let index = 0; index <= ADMIN_TICKETS_PAGE_SIZE; index++) {
      await user.caller.support.open(ticketInput({ subject: `Question ${index}` }));
    }
    const first = await admin.caller.support.adminList({});
    const second = await admin.caller.support.adminList({ page: 2 });
    expect(first.items).toHaveLength(ADMIN_TICKETS_PAGE_SIZE);
    expect(second.items.map((ticket) => ticket.subject)).toEqual(['Question 0']);
    expect(second.total).toBe(ADMIN_TICKETS_PAGE_SIZE + 1);
  });
});
