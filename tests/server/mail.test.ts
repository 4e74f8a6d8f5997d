import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { LANGUAGE_CODES, textDirection } from '@wordloom/shared/languages';
import express from 'express';
import { sql } from 'kysely';
import { http, passthrough } from 'msw';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app.ts';
import { sendMailJob } from '../../server/src/features/mail/jobs.ts';
import { listMailDeliveries, queueMail } from '../../server/src/features/mail/service.ts';
import { passwordResetMail, verificationMail, welcomeMail } from '../../server/src/features/mail/templates.ts';
import { devMailbox } from '../../server/src/http/dev-mailbox.ts';
import { createJobQueue } from '../../server/src/jobs/queue.ts';
import { createSecretBox, randomToken } from '../../server/src/lib/crypto.ts';
import { createMailer, type OutgoingMail, readOutbox } from '../../server/src/lib/mail.ts';
import { createStorage } from '../../server/src/lib/storage/index.ts';
import { testClient } from '../helpers/callers.ts';
import { makeAdmin } from '../helpers/factories.ts';
import { createTestApp, listen, testConfig, testDeps } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { mswServer } from '../setup/msw-node.ts';

const secrets = createSecretBox([randomBytes(32)]);
const logger = pino({ level: 'silent' });
const FROM = 'Wordloom <no-reply@wordloom.test>';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.dispose());

function verificationLink(): { token: string; link: string } {
  const token = randomToken();
  return { token, link: `http://localhost:3000/verify-email?token=${token}` };
}

function outboxMailer() {
  return createMailer({ smtpUrl: undefined, from: FROM, db: database.db, secrets, logger, logBodies: false });
}

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives (on `port`, or a free one). */
async function startSmtpServer(port = 0): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** The text part of a raw message as a reader sees it (nodemailer picks its transfer encoding). */
function textPart(raw: string): string {
  const match = /Content-Type: text\/plain[^\r]*\r\nContent-Transfer-Encoding: (\S+)\r\n\r\n([\s\S]*?)\r\n--/i.exec(
    raw,
  );
  if (!match) throw new Error(`The message has no text part:\n${raw}`);
  const [, encoding, body = ''] = match;
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('SMTP mode', () => {
  it('delivers the verification mail to the SMTP server with its recipient, subject and link', async () => {
    const smtp = await startSmtpServer();
    try {
      const { link } = verificationLink();
      const mail = verificationMail({ to: 'ana@example.com', name: 'Ana', link, language: 'en' });
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: FROM,
        db: database.db,
        secrets,
        logger,
        logBodies: false,
      });

      await mailer.send(mail);

      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message?.from).toBe('no-reply@wordloom.test');
      expect(message?.to).toEqual(['ana@example.com']);
      expect(message?.raw).toMatch(/^Subject: Verify your email address\r$/m);
      expect(textPart(message?.raw ?? '')).toContain(link);
    } finally {
      await smtp.close();
    }
  });

  it('fails the send when the SMTP server cannot be reached', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, db: database.db, secrets, logger, logBodies: false });
    const { link } = verificationLink();

    await expect(
      mailer.send(verificationMail({ to: 'ana@example.com', name: 'Ana', link, language: 'en' })),
    ).rejects.toThrow();
  });
});

describe('mail jobs', () => {
  it('delivers a mail whose SMTP server is down at first once it comes back, trying again after a back-off', async () => {
    const stopped = await startSmtpServer();
    await stopped.close();
    const smtpUrl = stopped.url;
    const clock = new TestClock();
    const jobDatabase = await createTestDatabase();
    const jobs = createJobQueue({ database: jobDatabase, logger, jobs: [sendMailJob], background: false, clock });
    const mailer = createMailer({ smtpUrl, from: FROM, db: jobDatabase.db, secrets, logger, logBodies: false });
    const config = testConfig({ SMTP_URL: smtpUrl });
    const storage = createStorage(config.storage, jobDatabase.db);
    const deps = { db: jobDatabase.db, config, logger, secrets, mailer, jobs, storage };
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      await jobs.start();
      const { token, link } = verificationLink();
      await queueMail(
        { ...deps, db: jobDatabase.db },
        {
          kind: 'verify_email',
          to: 'late@example.com',
          name: 'Lee',
          language: 'en',
          link,
        },
      );

      // On Postgres the app's connections date the job by the real clock: bring the test clock level.
      await clock.setTime(Date.now());
      expect(await jobs.runDue(deps)).toBe(1);
      const [waiting] = await listMailDeliveries(jobDatabase.db);
      expect(waiting).toMatchObject({
        kind: 'verify_email',
        to: 'late@example.com',
        status: 'retrying',
        attempts: 1,
        maxAttempts: 9,
        lastError: expect.stringContaining('ECONNREFUSED'),
      });
      const retryInMs = (waiting?.nextTryAt?.getTime() ?? 0) - clock.now();
      expect(retryInMs).toBeGreaterThanOrEqual(29_000);
      expect(JSON.stringify(waiting)).not.toContain(token);
      // Not due yet: nothing is tried before the back-off has passed.
      expect(await jobs.runDue(deps)).toBe(0);

      smtp = await startSmtpServer(Number(new URL(smtpUrl).port));
      await clock.tick(retryInMs + 1_000);
      expect(await jobs.runDue(deps)).toBe(1);

      expect(smtp.received.map((message) => message.to)).toEqual([['late@example.com']]);
      expect(textPart(smtp.received[0]?.raw ?? '')).toContain(link);
      expect(await listMailDeliveries(jobDatabase.db)).toMatchObject([
        { status: 'sent', attempts: 2, lastError: null, nextTryAt: null },
      ]);
    } finally {
      await smtp?.close();
      await jobs.stop();
      await jobDatabase.dispose();
    }
  });

  it('stores the link sealed in the job, never readable, and renders the mail only when it is sent', async () => {
    const jobDatabase = await createTestDatabase();
    const jobs = createJobQueue({ database: jobDatabase, logger, jobs: [sendMailJob], background: false });
    try {
      await jobs.start();
      const { token, link } = verificationLink();
      await queueMail(
        { jobs, secrets, db: jobDatabase.db },
        {
          kind: 'reset_password',
          to: 'sealed@example.com',
          name: 'Sam',
          language: 'en',
          link,
        },
      );

      const { rows } = await sql<{ data: string }>`select data::text as data from pgboss.job`.execute(jobDatabase.db);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.data).toContain('sealed@example.com');
      expect(rows[0]?.data).not.toContain(token);
      expect(rows[0]?.data).not.toContain('Reset your Wordloom password');
    } finally {
      await jobs.stop();
      await jobDatabase.dispose();
    }
  });

  it('shows the deliveries to admins only', async () => {
    const testApp = await createTestApp();
    try {
      const member = testClient(testApp.deps);
      const { userId } = await member.caller.auth.signUp({
        fullName: 'Ada Admin',
        email: 'ada.admin@example.com',
        password: 'correct horse 42',
        dialCode: '+44',
        phone: '7911123456',
        country: 'United Kingdom',
      });
      await expect(member.caller.mail.deliveries()).rejects.toMatchObject({ appCode: 'ADMIN_ONLY' });

      await makeAdmin(testApp.deps.db, userId);
      expect(await member.caller.mail.deliveries()).toMatchObject([
        { kind: 'verify_email', to: 'ada.admin@example.com', status: 'waiting', attempts: 0, lastError: null },
      ]);
      await testApp.deps.jobs.runDue(testApp.deps);
      expect(await member.caller.mail.deliveries()).toMatchObject([{ status: 'sent', attempts: 1 }]);
    } finally {
      await testApp.close();
    }
  });
});

describe('outbox mode', () => {
  it('stores the mail sealed, so neither the link nor its token is readable in the database', async () => {
    const { token, link } = verificationLink();
    await outboxMailer().send(verificationMail({ to: 'outbox@example.com', name: 'Olu', link, language: 'en' }));

    // Raw SQL reads the stored column itself (the CamelCasePlugin still renames the result keys).
    const { rows } = await sql<{ subject: string; kind: string; bodyEncrypted: string }>`
      select subject, kind, body_encrypted from mail_outbox where to_address = 'outbox@example.com'
    `.execute(database.db);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.subject).toBe('Verify your email address');
    expect(row?.kind).toBe('verify_email');
    expect(row?.bodyEncrypted).not.toContain(token);
    expect(row?.bodyEncrypted).not.toContain('verify-email');

    const [newest] = await readOutbox({ db: database.db, secrets });
    expect(newest?.to).toBe('outbox@example.com');
    expect(newest?.text).toContain(link);
    expect(newest?.html).toContain(`href="${link}"`);
  });

  it('reads the outbox newest first and honours the limit', async () => {
    const mailer = outboxMailer();
    await mailer.send(welcomeMail({ to: 'first@example.com', name: 'First', language: 'en', freeWords: 2000 }));
    await mailer.send(welcomeMail({ to: 'second@example.com', name: 'Second', language: 'en', freeWords: 2000 }));

    const mails = await readOutbox({ db: database.db, secrets }, { limit: 2 });
    expect(mails.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
  });

  it.each([
    [true, 'logs the text body in development, so the link can be followed from the terminal'],
    [false, 'keeps the body and its link out of the log otherwise'],
  ])('with logBodies %s it %s', async (logBodies) => {
    const lines: string[] = [];
    const capturing = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: FROM,
      db: database.db,
      secrets,
      logger: capturing,
      logBodies,
    });
    const { token, link } = verificationLink();

    await mailer.send(verificationMail({ to: 'log@example.com', name: 'Lee', link, language: 'en' }));

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({ to: 'log@example.com', subject: 'Verify your email address', kind: 'verify_email' });
    expect(typeof entry.text === 'string' && entry.text.includes(link)).toBe(logBodies);
    expect(lines[0]?.includes(token)).toBe(logBodies);
  });
});

describe('development mailbox page', () => {
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const app = express();
    app.use(devMailbox({ db: database.db, secrets }));
    server = await listen(app);
  });

  afterAll(() => server.close());

  async function mailboxPage(): Promise<string> {
    const response = await fetch(`${server.baseUrl}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return response.text();
  }

  it('lists a sent mail with its subject and the link as a clickable anchor', async () => {
    const { link } = verificationLink();
    await outboxMailer().send(passwordResetMail({ to: 'page@example.com', name: 'Pat', link, language: 'en' }));

    const html = await mailboxPage();
    expect(html).toContain('<title>Mailbox (development)</title>');
    expect(html).toContain('Reset your Wordloom password');
    expect(html).toContain('page@example.com');
    expect(html).toContain(`<a href="${link}">${link}</a>`);
    expect(html).not.toContain('<script');
  });

  it('escapes markup in the subject and the body', async () => {
    const injected: OutgoingMail = {
      to: 'evil@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Hello <script>alert(1)</script> see https://example.com/a?b=1&c="x"',
      html: '<p>ignored</p>',
      kind: 'welcome',
    };
    await outboxMailer().send(injected);

    const html = await mailboxPage();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://example.com/a?b=1&amp;c=">https://example.com/a?b=1&amp;c=</a>&quot;x&quot;',
    );
  });

  it('says so when there is no mail yet', async () => {
    const empty = await createTestDatabase();
    const app = express();
    app.use(devMailbox({ db: empty.db, secrets }));
    const emptyServer = await listen(app);
    try {
      const html = await (await fetch(`${emptyServer.baseUrl}/dev/mailbox`)).text();
      expect(html).toContain('No mail yet.');
    } finally {
      await emptyServer.close();
      await empty.dispose();
    }
  });
});

describe('development mailbox in the app', () => {
  // Its own database: the app seals and opens mail with its own key, not this file's.
  let appDatabase: TestDatabase;
  beforeAll(async () => {
    appDatabase = await createTestDatabase();
  });
  afterAll(() => appDatabase.dispose());

  it.each([
    [{ NODE_ENV: 'development' }, 200],
    [{ NODE_ENV: 'production' }, 404],
    // npm start: a production build on one's own machine, with nowhere else for mail to go.
    [{ NODE_ENV: 'production', DEV_MAILBOX: 'true' }, 200],
    [{ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525', DEV_MAILBOX: 'true' }, 404],
  ])('is served only while mail stays in the outbox (%o → %i)', async (config, status) => {
    const app = await listen(createApp(testDeps(appDatabase, config)));
    try {
      const response = await fetch(`${app.baseUrl}/dev/mailbox`);
      expect(response.status).toBe(status);
      expect((await response.text()).includes('Mailbox (development)')).toBe(status === 200);
    } finally {
      await app.close();
    }
  });

  /** This machine's address on its network: a request to it comes from a peer that is not loopback. */
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

  /** The app listening on every interface, as `npm start` does (HOST 0.0.0.0). */
  async function listenEverywhere(config: Record<string, string>) {
    const server = createApp(testDeps(appDatabase, config)).listen(0, '0.0.0.0');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    // The request goes to this machine's own server: let it through the guard against outside calls.
    mswServer.use(http.all(`http://${networkAddress}:${port}/*`, () => passthrough()));
    return {
      at: (host: string, path: string, headers: Record<string, string> = {}) =>
        fetch(`http://${host}:${port}${path}`, { headers }),
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it.skipIf(networkAddress === undefined)(
    'answers only browsers on this machine, whatever a forwarded-for header claims',
    async () => {
      const app = await listenEverywhere({ NODE_ENV: 'production', DEV_MAILBOX: 'true', TRUST_PROXY: 'true' });
      try {
        expect((await app.at('127.0.0.1', '/dev/mailbox')).status).toBe(200);
        const fromNetwork = await app.at(`${networkAddress}`, '/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' });
        expect(fromNetwork.status).toBe(404);
        expect(await fromNetwork.text()).not.toContain('Mailbox (development)');
      } finally {
        await app.close();
      }
    },
  );

  it.skipIf(networkAddress === undefined)('is mentioned by system.info only to a browser on this machine', async () => {
    const app = await listenEverywhere({ NODE_ENV: 'development' });
    const devMailboxAt = async (host: string) => {
      const body = await (await app.at(host, '/trpc/system.info')).json();
      return body.result.data.json.devMailbox;
    };
    try {
      expect(await devMailboxAt('127.0.0.1')).toBe(true);
      expect(await devMailboxAt(`${networkAddress}`)).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('mail templates', () => {
  const link = 'https://wordloom.app/reset-password?token=abc';

  it('writes Spanish mails in Spanish', () => {
    const english = verificationMail({ to: 'a@example.com', name: 'Ana', link, language: 'en' });
    const spanish = verificationMail({ to: 'a@example.com', name: 'Ana', link, language: 'es' });
    expect(spanish.subject).not.toBe(english.subject);
    expect(spanish.text).toContain('El enlace de verificación caduca en 24 horas.');
  });

  it.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
    'writes every mail in %s, in its direction, with the name, the link and the words filled in',
    (language) => {
      const mails = [
        verificationMail({ to: 'a@example.com', name: 'Ana $&', link, language }),
        passwordResetMail({ to: 'a@example.com', name: 'Ana $&', link, language }),
        welcomeMail({ to: 'a@example.com', name: 'Ana $&', language, freeWords: 2000 }),
      ];
      const english = [
        verificationMail({ to: 'a@example.com', name: 'Ana $&', link, language: 'en' }),
        passwordResetMail({ to: 'a@example.com', name: 'Ana $&', link, language: 'en' }),
        welcomeMail({ to: 'a@example.com', name: 'Ana $&', language: 'en', freeWords: 2000 }),
      ];
      mails.forEach((mail, index) => {
        expect(mail.subject).not.toBe(english[index]?.subject);
        expect(mail.html).toContain(`<html lang="${language}" dir="${textDirection(language)}">`);
        // Replacement patterns in a name stay as typed.
        expect(mail.text).toContain('Ana $&');
        expect(mail.text).not.toMatch(/\{(name|words)\}/);
      });
      expect(mails[0]?.text.split('\n')).toContain(link);
      expect(mails[2]?.text).toContain(new Intl.NumberFormat(language).format(2000));
    },
  );

  it('states the validity the spec and the security rules give each link', () => {
    const verification = verificationMail({ to: 'a@example.com', name: 'Ana', link, language: 'en' });
    const reset = passwordResetMail({ to: 'a@example.com', name: 'Ana', link, language: 'en' });
    expect(verification.text).toContain('Verification link expires in 24 hours.');
    expect(reset.text).toContain('This link expires in 1 hour');
    expect(reset.text).toContain('If you did not ask to reset your password, ignore this email');
  });

  it('puts the link alone on its own line in the text version and behind a button in the HTML', () => {
    const mail = verificationMail({ to: 'a@example.com', name: 'Ana', link, language: 'fr' });
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html.match(/<a href="https:\/\/wordloom\.app\/reset-password\?token=abc"/g)).toHaveLength(2);
  });

  it('lays Arabic mails out right to left', () => {
    const mail = welcomeMail({ to: 'a@example.com', name: 'Ali', language: 'ar', freeWords: 2000 });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.kind).toBe('welcome');
  });

  it('mentions the free words and the dashboard in the welcome mail', () => {
    const mail = welcomeMail({ to: 'a@example.com', name: 'Ana', language: 'en', freeWords: 2000 });
    expect(mail.subject).toBe('Welcome to Wordloom');
    expect(mail.text).toContain('2,000 free words');
    expect(mail.text).toContain('dashboard');
  });

  it('escapes every interpolated value in the HTML', () => {
    const mail = verificationMail({
      to: 'a@example.com',
      name: '<b>x</b>',
      link: 'https://wordloom.app/verify?token=a"><script>alert(1)</script>',
      language: 'de',
    });
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://wordloom.app/verify?token=a&quot;&gt;&lt;script&gt;');
  });
});
