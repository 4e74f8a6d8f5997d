import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterConfirmMail } from '../../server/src/features/mail/templates.ts';
import { forgetUnconfirmedSubscribers } from '../../server/src/features/newsletter/service.ts';
import { createMailer, readOutbox } from '../../server/src/lib/mail.ts';
import { linkFromMail } from '../helpers/auth.ts';
import { anonymousCaller, signedInCaller, testClient } from '../helpers/callers.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

let addressCounter = 0;
/** A fresh address, typed with capitals and spaces the way visitors do. */
function newAddress(): { typed: string; stored: string } {
  addressCounter += 1;
  return { typed: `  Reader.${addressCounter}@Example.com `, stored: `reader.${addressCounter}@example.com` };
}

let clientCounter = 0;
/** A visitor of its own client address, so the per-client limit of one test does not touch another's. */
function visitor() {
  clientCounter += 1;
  return testClient(testApp.deps, { ipAddress: `198.51.100.${clientCounter}` }).caller;
}

async function subscriberRow(email: string) {
  return testApp.deps.db
    .selectFrom('newsletterSubscribers')
    .select(['status', 'languageCode', 'confirmedAt', 'unsubscribedAt', 'confirmTokenHash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

async function mailsTo(email: string) {
  return (await readOutbox(testApp.deps, { limit: 500 })).filter((mail) => mail.to === email);
}

/** The token of the newest mailed link to `email` on `path`, once the queued work is done. */
async function mailedToken(email: string, path: string): Promise<string> {
  await testApp.deps.jobs.runDue(testApp.deps);
  return new URL(await linkFromMail(testApp.deps, email, path)).searchParams.get('token') ?? '';
}

/** Subscribes and follows the confirmation link. */
async function confirmedSubscriber() {
  const address = newAddress();
  const caller = visitor();
  await caller.newsletter.subscribe({ email: address.typed, languageCode: 'en' });
  await caller.newsletter.confirm({ token: await mailedToken(address.stored, '/newsletter/confirm') });
  return { ...address, caller };
}

describe('newsletter: double opt-in', () => {
  it('mails a confirmation link, in the language asked for, and subscribes only once it is followed', async () => {
    const { typed, stored } = newAddress();
    const caller = visitor();
    await expect(caller.newsletter.subscribe({ email: typed, languageCode: 'fr' })).resolves.toBeUndefined();
    await testApp.deps.jobs.runDue(testApp.deps);

    expect(await subscriberRow(stored)).toMatchObject({ status: 'pending', languageCode: 'fr', confirmedAt: null });
    const [mail] = await mailsTo(stored);
    expect(mail?.kind).toBe('newsletter_confirm');
    const confirmLink = await linkFromMail(testApp.deps, stored, '/newsletter/confirm');
    const unsubscribeLink = await linkFromMail(testApp.deps, stored, '/newsletter/unsubscribe');
    expect(confirmLink).toMatch(/^http:\/\/[^/]+\/fr\/newsletter\/confirm\?token=[A-Za-z0-9]{32,}$/);
    expect(unsubscribeLink).toMatch(/^http:\/\/[^/]+\/fr\/newsletter\/unsubscribe\?token=[A-Za-z0-9]{32,}$/);
    expect(mail?.html).toContain(unsubscribeLink);

    await caller.newsletter.confirm({ token: new URL(confirmLink).searchParams.get('token') ?? '' });
    const row = await subscriberRow(stored);
    expect(row).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
  });

  it('takes a confirmation link once', async () => {
    const { typed, stored } = newAddress();
    await visitor().newsletter.subscribe({ email: typed, languageCode: 'en' });
    const token = await mailedToken(stored, '/newsletter/confirm');
    await anonymousCaller(testApp.deps).newsletter.confirm({ token });
    await expect(anonymousCaller(testApp.deps).newsletter.confirm({ token })).rejects.toMatchObject({
      appCode: 'INVALID_NEWSLETTER_LINK',
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a confirmation link after 48 hours', async () => {
    const { typed, stored } = newAddress();
    await visitor().newsletter.subscribe({ email: typed, languageCode: 'en' });
    const token = await mailedToken(stored, '/newsletter/confirm');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 48 * 60 * 60 * 1000 + 1000);
      await expect(anonymousCaller(testApp.deps).newsletter.confirm({ token })).rejects.toMatchObject({
        appCode: 'INVALID_NEWSLETTER_LINK',
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await subscriberRow(stored)).toMatchObject({ status: 'pending' });
  });

  it('voids the earlier link when a new one is mailed', async () => {
    const { typed, stored } = newAddress();
    const caller = visitor();
    await caller.newsletter.subscribe({ email: typed, languageCode: 'en' });
    const first = await mailedToken(stored, '/newsletter/confirm');
    await caller.newsletter.subscribe({ email: typed, languageCode: 'en' });
    const second = await mailedToken(stored, '/newsletter/confirm');
    expect(second).not.toBe(first);
    await expect(caller.newsletter.confirm({ token: first })).rejects.toMatchObject({
      appCode: 'INVALID_NEWSLETTER_LINK',
    });
    await caller.newsletter.confirm({ token: second });
    expect(await subscriberRow(stored)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses an unknown link', async () => {
    const caller = anonymousCaller(testApp.deps);
    await expect(caller.newsletter.confirm({ token: 'not-a-token' })).rejects.toMatchObject({
      appCode: 'INVALID_NEWSLETTER_LINK',
    });
    await expect(caller.newsletter.unsubscribe({ token: 'not-a-token' })).rejects.toMatchObject({
      appCode: 'INVALID_NEWSLETTER_LINK',
    });
  });
});

describe('newsletter: unconfirmed addresses', () => {
  it('are forgotten a week after their link expired; confirmed and unsubscribed ones stay', async () => {
    const waiting = newAddress();
    await visitor().newsletter.subscribe({ email: waiting.typed, languageCode: 'en' });
    await testApp.deps.jobs.runDue(testApp.deps);
    const confirmed = await confirmedSubscriber();
    const leaving = await confirmedSubscriber();
    await leaving.caller.newsletter.unsubscribe({
      token: await mailedToken(leaving.stored, '/newsletter/unsubscribe'),
    });

    const day = 24 * 60 * 60 * 1000;
    await forgetUnconfirmedSubscribers(testApp.deps.db, new Date(Date.now() + 2 * day + 6 * day));
    expect(await subscriberRow(waiting.stored)).toMatchObject({ status: 'pending' });
    await forgetUnconfirmedSubscribers(testApp.deps.db, new Date(Date.now() + 2 * day + 7 * day + 60_000));
    expect(await subscriberRow(waiting.stored)).toBeUndefined();
    expect(await subscriberRow(confirmed.stored)).toMatchObject({ status: 'confirmed' });
    expect(await subscriberRow(leaving.stored)).toMatchObject({ status: 'unsubscribed' });
  });
});

describe('newsletter: unsubscribing', () => {
  it('unsubscribes by the mailed link, again without error, and a new subscribe starts over', async () => {
    const { typed, stored, caller } = await confirmedSubscriber();
    const unsubscribeToken = await mailedToken(stored, '/newsletter/unsubscribe');
    await caller.newsletter.unsubscribe({ token: unsubscribeToken });
    const left = await subscriberRow(stored);
    expect(left).toMatchObject({ status: 'unsubscribed' });
    expect(left?.unsubscribedAt).toBeInstanceOf(Date);
    await caller.newsletter.unsubscribe({ token: unsubscribeToken });
    expect((await subscriberRow(stored))?.unsubscribedAt).toEqual(left?.unsubscribedAt);

    await caller.newsletter.subscribe({ email: typed, languageCode: 'de' });
    const confirmToken = await mailedToken(stored, '/newsletter/confirm');
    expect(await subscriberRow(stored)).toMatchObject({ status: 'pending', languageCode: 'de', unsubscribedAt: null });
    expect(await mailsTo(stored)).toHaveLength(2);
    await caller.newsletter.confirm({ token: confirmToken });
    expect(await subscriberRow(stored)).toMatchObject({ status: 'confirmed' });
  });

  it('lets a pending address leave, and its confirmation link stops working', async () => {
    const { typed, stored } = newAddress();
    const caller = visitor();
    await caller.newsletter.subscribe({ email: typed, languageCode: 'en' });
    const confirmToken = await mailedToken(stored, '/newsletter/confirm');
    await caller.newsletter.unsubscribe({ token: await mailedToken(stored, '/newsletter/unsubscribe') });
    await expect(caller.newsletter.confirm({ token: confirmToken })).rejects.toMatchObject({
      appCode: 'INVALID_NEWSLETTER_LINK',
    });
    expect(await subscriberRow(stored)).toMatchObject({ status: 'unsubscribed' });
  });
});

describe('newsletter: no probing', () => {
  it('answers alike for a new, pending, confirmed and unsubscribed address; a confirmed one gets no mail', async () => {
    const fresh = newAddress();
    const pending = newAddress();
    const confirmed = await confirmedSubscriber();
    const leaving = await confirmedSubscriber();
    const caller = visitor();
    await caller.newsletter.subscribe({ email: pending.typed, languageCode: 'en' });
    await leaving.caller.newsletter.unsubscribe({
      token: await mailedToken(leaving.stored, '/newsletter/unsubscribe'),
    });
    const mailsBefore = {
      confirmed: (await mailsTo(confirmed.stored)).length,
      leaving: (await mailsTo(leaving.stored)).length,
      pending: (await mailsTo(pending.stored)).length,
    };

    const answers = [];
    for (const address of [fresh, pending, confirmed, leaving]) {
      answers.push(await caller.newsletter.subscribe({ email: address.typed, languageCode: 'en' }));
    }
    expect(answers).toEqual([undefined, undefined, undefined, undefined]);
    await testApp.deps.jobs.runDue(testApp.deps);

    expect(await mailsTo(fresh.stored)).toHaveLength(1);
    expect(await mailsTo(pending.stored)).toHaveLength(mailsBefore.pending + 1);
    expect(await mailsTo(confirmed.stored)).toHaveLength(mailsBefore.confirmed);
    expect(await mailsTo(leaving.stored)).toHaveLength(mailsBefore.leaving + 1);
    expect(await subscriberRow(confirmed.stored)).toMatchObject({ status: 'confirmed' });
    expect(await subscriberRow(leaving.stored)).toMatchObject({ status: 'pending' });
  });

  it('refuses an 11th request within the hour from one client address, and mails one address at most 3 times', async () => {
    const caller = testClient(testApp.deps, { ipAddress: '192.0.2.50' }).caller;
    const addresses = Array.from({ length: 10 }, () => newAddress());
    for (const address of addresses) await caller.newsletter.subscribe({ email: address.typed, languageCode: 'en' });
    await expect(caller.newsletter.subscribe({ email: newAddress().typed, languageCode: 'en' })).rejects.toMatchObject({
      appCode: 'RATE_LIMITED',
      code: 'TOO_MANY_REQUESTS',
    });

    const target = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        visitor().newsletter.subscribe({ email: target.typed, languageCode: 'en' }),
      ).resolves.toBeUndefined();
      await testApp.deps.jobs.runDue(testApp.deps);
    }
    expect(await mailsTo(target.stored)).toHaveLength(3);
  });

  it('refuses an address that is not one', async () => {
    await expect(visitor().newsletter.subscribe({ email: 'not-an-address', languageCode: 'en' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
      },
    );
  });
});

describe('newsletter: the mail', () => {
  it('names a one-click unsubscribe URL in its List-Unsubscribe headers, and the unsubscribe page in its text', () => {
    const unsubscribeLink = 'https://wordloom.test/newsletter/unsubscribe?token=u1';
    const oneClickUnsubscribeLink = 'https://wordloom.test/newsletter/one-click-unsubscribe?token=u1';
    const mail = newsletterConfirmMail({
      to: 'reader@example.com',
      language: 'en',
      link: 'https://wordloom.test/newsletter/confirm?token=c1',
      unsubscribeLink,
      oneClickUnsubscribeLink,
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${oneClickUnsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.subject).toBe('Confirm your subscription to the Wordloom newsletter');
    expect(mail.text).toContain('Confirm subscription\nhttps://wordloom.test/newsletter/confirm?token=c1');
    expect(mail.text).toContain(`Do not want these emails? Unsubscribe:\n${unsubscribeLink}`);
    expect(mail.html).toContain(`href="${unsubscribeLink}"`);
  });

  it('carries its List-Unsubscribe headers to the SMTP server', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'no-reply@wordloom.test',
        db: testApp.deps.db,
        secrets: testApp.deps.secrets,
        logger: pino({ level: 'silent' }),
        logBodies: false,
      });
      const oneClick = 'https://wordloom.test/newsletter/one-click-unsubscribe?token=u2';
      await mailer.send(
        newsletterConfirmMail({
          to: 'reader@example.com',
          language: 'en',
          link: 'https://wordloom.test/newsletter/confirm?token=c2',
          unsubscribeLink: 'https://wordloom.test/newsletter/unsubscribe?token=u2',
          oneClickUnsubscribeLink: oneClick,
        }),
      );
      // Long header lines arrive folded (RFC 5322); unfolded, they are the headers the mail was given.
      const headers = (received[0] ?? '').split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <${oneClick}>\r\n`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    } finally {
      await new Promise<void>((resolve) => smtp.close(resolve));
    }
  });
});

describe('newsletter: one-click unsubscribe (RFC 8058)', () => {
  it('mails links that open pages of the app, language prefix included', async () => {
    const { typed, stored } = newAddress();
    await visitor().newsletter.subscribe({ email: typed, languageCode: 'es' });
    await testApp.deps.jobs.runDue(testApp.deps);
    const server = await listen(testApp.app);
    try {
      for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
        const link = new URL(await linkFromMail(testApp.deps, stored, path));
        expect(link.pathname).toBe(`/es${path}`);
        const page = await fetch(`${server.baseUrl}${link.pathname}${link.search}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      }
    } finally {
      await server.close();
    }
  });

  it("unsubscribes on the mail provider's POST, and a GET only leads to the page", async () => {
    const { stored } = await confirmedSubscriber();
    const token = await mailedToken(stored, '/newsletter/unsubscribe');
    const server = await listen(testApp.app);
    try {
      const url = `${server.baseUrl}/newsletter/one-click-unsubscribe?token=${token}`;
      const opened = await fetch(url, { redirect: 'manual' });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`);
      expect(await subscriberRow(stored)).toMatchObject({ status: 'confirmed' });

      const oneClick = () =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
      expect((await oneClick()).status).toBe(200);
      expect(await subscriberRow(stored)).toMatchObject({ status: 'unsubscribed' });
      expect((await oneClick()).status).toBe(200);

      const unknown = await fetch(`${server.baseUrl}/newsletter/one-click-unsubscribe?token=unknown`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(unknown.status).toBe(400);
    } finally {
      await server.close();
    }
  });
});

describe('newsletter: the subscribers list', () => {
  it('is for admins only', async () => {
    await expect(anonymousCaller(testApp.deps).newsletter.subscribers({ page: 1 })).rejects.toMatchObject({
      appCode: 'UNAUTHENTICATED',
    });
    const user = await signedInCaller(testApp.deps);
    await expect(user.caller.newsletter.subscribers({ page: 1 })).rejects.toMatchObject({
      appCode: 'ADMIN_ONLY',
      code: 'FORBIDDEN',
    });
  });

  it('lists addresses newest first with their language, status and dates, counts per status, by status and search', async () => {
    const admin = await signedInCaller(testApp.deps, { admin: true });
    const confirmed = await confirmedSubscriber();
    const pending = newAddress();
    await visitor().newsletter.subscribe({ email: pending.typed, languageCode: 'es' });
    await testApp.deps.jobs.runDue(testApp.deps);

    const all = await admin.caller.newsletter.subscribers({ page: 1 });
    expect(all.subscribers[0]).toMatchObject({ email: pending.stored, languageCode: 'es', status: 'pending' });
    expect(all.subscribers[0]).not.toHaveProperty('confirmTokenHash');
    const stored = await testApp.deps.db.selectFrom('newsletterSubscribers').select(['status']).execute();
    const count = (status: string) => stored.filter((row) => row.status === status).length;
    expect(all.counts).toEqual({
      all: stored.length,
      pending: count('pending'),
      confirmed: count('confirmed'),
      unsubscribed: count('unsubscribed'),
    });
    expect(all.total).toBe(stored.length);
    expect(all.subscribers.length).toBe(Math.min(25, stored.length));

    const onlyConfirmed = await admin.caller.newsletter.subscribers({ status: 'confirmed', page: 1 });
    expect(onlyConfirmed.total).toBe(count('confirmed'));
    expect(onlyConfirmed.subscribers.every((row) => row.status === 'confirmed')).toBe(true);

    const searched = await admin.caller.newsletter.subscribers({ search: confirmed.stored.toUpperCase(), page: 1 });
    expect(searched.subscribers).toEqual([
      expect.objectContaining({ email: confirmed.stored, status: 'confirmed', confirmedAt: expect.any(Date) }),
    ]);
    expect(searched.counts).toEqual({ all: 1, pending: 0, confirmed: 1, unsubscribed: 0 });
    expect((await admin.caller.newsletter.subscribers({ search: '%', page: 1 })).total).toBe(0);

    const secondPage = await admin.caller.newsletter.subscribers({ page: 2 });
    expect(secondPage.subscribers.length).toBe(Math.max(0, stored.length - 25));
  });
});
