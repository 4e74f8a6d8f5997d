import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../server/src/lib/mail.ts';
import { linkFromMail } from '../helpers/auth.ts';
import { signedInCaller, type TestClient, testClient } from '../helpers/callers.ts';
import { makeAdmin } from '../helpers/factories.ts';
import { passwordChecks } from '../helpers/password-checks.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

// Counts the passwords the server verifies (the factory runs before this file's imports).
vi.mock('../../server/src/lib/password.ts', async () =>
  (await import('../helpers/password-checks.ts')).countedPasswordModule(),
);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const PASSWORD = 'correct horse 42';
let emailCounter = 0;

function signUpInput(overrides: Record<string, string> = {}) {
  emailCounter += 1;
  return {
    fullName: 'Ada Lovelace',
    email: `Ada.${emailCounter}@Example.com`,
    password: PASSWORD,
    dialCode: '+44',
    phone: '7911123456',
    country: 'United Kingdom',
    ...overrides,
  };
}

/** The link in the newest mail to `to`, once the queued mails are sent. */
async function mailedLink(to: string, path: string): Promise<string> {
  await testApp.deps.jobs.runDue(testApp.deps);
  return linkFromMail(testApp.deps, to, path);
}

/** Signs up and follows the verification link, as a new user would, each from a browser of its own address. */
async function verifiedUser(overrides: Record<string, string> = {}) {
  const input = signUpInput(overrides);
  const client = testClient(testApp.deps, { ipAddress: `198.18.0.${emailCounter}` });
  const { userId } = await client.caller.auth.signUp(input);
  const email = input.email.toLowerCase();
  const link = await mailedLink(email, '/verify-email');
  await client.caller.auth.verifyEmail({ token: new URL(link).searchParams.get('token') ?? '' });
  return { userId, email, client };
}

describe('sign-up', () => {
  it('takes at most 20 sign-ups an hour from one client address, even sent at once', async () => {
    const ipAddress = '198.51.100.200';
    const inputs = Array.from({ length: 25 }, () => signUpInput());
    const results = await Promise.allSettled(
      inputs.map((input) => testClient(testApp.deps, { ipAddress }).caller.auth.signUp(input)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
    expect(refused.map((result) => (result as PromiseRejectedResult).reason.appCode)).toEqual(
      Array(5).fill('RATE_LIMITED'),
    );
    const accounts = await testApp.deps.db
      .selectFrom('users')
      .select('id')
      .where(
        'email',
        'in',
        inputs.map((input) => input.email.toLowerCase()),
      )
      .execute();
    expect(accounts).toHaveLength(20);
    await expect(
      testClient(testApp.deps, { ipAddress: '198.51.100.201' }).caller.auth.signUp(signUpInput()),
    ).resolves.toMatchObject({ referralApplied: false });
  });

  it('creates the account, its profile and role, 2000 free words for 7 days, and signs in', async () => {
    const client = testClient(testApp.deps);
    const input = signUpInput({ organization: 'Analytical Engines' });
    const { userId, referralApplied } = await client.caller.auth.signUp(input);
    expect(referralApplied).toBe(false);
    expect(client.sessionToken()).toBeTruthy();

    const me = await client.caller.auth.me();
    expect(me).toMatchObject({
      email: input.email.toLowerCase(),
      emailVerified: false,
      trialBlogsRemaining: 2,
      roles: ['user'],
      isAdmin: false,
      profile: { name: 'Ada Lovelace', phone: '+447911123456', organization: 'Analytical Engines', city: null },
    });
    const account = await client.caller.words.account();
    expect(account.availableWords).toBe(2000);
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs((account.nextExpiry?.at.getTime() ?? 0) - Date.now() - sevenDays)).toBeLessThan(60_000);
    expect(me?.trialEndsAt.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000);
    expect(userId).toBe(me?.id);
  });

  it('adds 500 bonus words through a valid referral code', async () => {
    const { client: referrer } = await verifiedUser();
    const code = (await referrer.caller.auth.me())?.referralCode ?? '';
    const client = testClient(testApp.deps);
    const result = await client.caller.auth.signUp(signUpInput({ referralCode: code }));
    expect(result.referralApplied).toBe(true);
    expect((await client.caller.words.account()).availableWords).toBe(2500);
  });

  it('ignores an unknown referral code', async () => {
    const client = testClient(testApp.deps);
    const result = await client.caller.auth.signUp(signUpInput({ referralCode: 'nobody' }));
    expect(result.referralApplied).toBe(false);
    expect((await client.caller.words.account()).availableWords).toBe(2000);
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    const input = signUpInput();
    await testClient(testApp.deps).caller.auth.signUp(input);
    await expect(
      testClient(testApp.deps).caller.auth.signUp({ ...input, email: input.email.toUpperCase() }),
    ).rejects.toMatchObject({ appCode: 'EMAIL_TAKEN' });
  });

  it('reports each invalid field by its code', async () => {
    const attempt = testClient(testApp.deps).caller.auth.signUp(
      signUpInput({ fullName: ' ', email: 'not-an-email', password: 'short', phone: '12345', country: '' }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const error = (await attempt.catch((caught: unknown) => caught)) as {
      cause: { issues: { path: string[]; message: string }[] };
    };
    const messages = Object.fromEntries(error.cause.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      fullName: 'NAME_REQUIRED',
      email: 'EMAIL_INVALID',
      password: 'SIGN_UP_PASSWORD_TOO_SHORT',
      phone: 'PHONE_INVALID',
      country: 'COUNTRY_REQUIRED',
    });
  });

  it('stores the password as argon2id with m=19456, t=2, p=1', async () => {
    const input = signUpInput();
    await testClient(testApp.deps).caller.auth.signUp(input);
    const row = await testApp.deps.db
      .selectFrom('users')
      .select('passwordHash')
      .where('email', '=', input.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

/** How many rows each table of a new account holds, and how many jobs wait: what a rolled-back sign-up must not change. */
async function accountRowCounts() {
  const { rows } = await sql<Record<string, string>>`
    select (select count(*) from users) as users, (select count(*) from profiles) as profiles,
      (select count(*) from user_roles) as roles, (select count(*) from word_balance) as balances,
      (select count(*) from word_grants) as grants, (select count(*) from word_transactions) as transactions,
      (select count(*) from email_tokens) as tokens, (select count(*) from pgboss.job) as jobs
  `.execute(testApp.deps.db);
  return rows[0];
}

describe('atomic sign-up', () => {
  it('leaves no user, profile, words, link or mail job when its last step fails', async () => {
    const before = await accountRowCounts();
    const jobs = {
      ...testApp.deps.jobs,
      enqueue: async () => {
        throw new Error('the job queue is unavailable');
      },
    };
    const client = testClient({ ...testApp.deps, jobs });
    const input = signUpInput({ referralCode: 'nobody' });

    await expect(client.caller.auth.signUp(input)).rejects.toThrow();

    expect(await accountRowCounts()).toEqual(before);
    expect(client.sessionToken()).toBeUndefined();
    // Nothing of the failed attempt stands in the way of the next one.
    await testClient(testApp.deps).caller.auth.signUp(input);
    expect(await mailedLink(input.email.toLowerCase(), '/verify-email')).toContain('/verify-email?token=');
  });
});

describe('e-mail verification', () => {
  it('works once through the mailed link', async () => {
    const input = signUpInput();
    const client = testClient(testApp.deps);
    await client.caller.auth.signUp(input);
    const link = await mailedLink(input.email.toLowerCase(), '/verify-email');
    const token = new URL(link).searchParams.get('token') ?? '';
    await client.caller.auth.verifyEmail({ token });
    expect((await client.caller.auth.me())?.emailVerified).toBe(true);
    await expect(client.caller.auth.verifyEmail({ token })).rejects.toMatchObject({
      appCode: 'EMAIL_ALREADY_VERIFIED',
    });
  });

  it('tells a link opened again that the address is verified, and a wrong one only that it is invalid', async () => {
    const { email, client } = await verifiedUser();
    const token = new URL(await mailedLink(email, '/verify-email')).searchParams.get('token') ?? '';
    const outboxBefore = (await readOutbox(testApp.deps)).length;
    await expect(client.caller.auth.verifyEmail({ token })).rejects.toMatchObject({
      appCode: 'EMAIL_ALREADY_VERIFIED',
    });
    await expect(client.caller.auth.verifyEmail({ token: [...token].reverse().join('') })).rejects.toMatchObject({
      appCode: 'INVALID_VERIFICATION_LINK',
    });
    // The second visit sends no second welcome mail.
    await testApp.deps.jobs.runDue(testApp.deps);
    expect((await readOutbox(testApp.deps)).length).toBe(outboxBefore);
  });

  it('lets one of two simultaneous visits of a link verify, and tells the other it already did', async () => {
    const input = signUpInput();
    const client = testClient(testApp.deps);
    await client.caller.auth.signUp(input);
    const token = new URL(await mailedLink(input.email.toLowerCase(), '/verify-email')).searchParams.get('token') ?? '';
    const outcomes = await Promise.allSettled([
      client.caller.auth.verifyEmail({ token }),
      client.caller.auth.verifyEmail({ token }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { appCode: 'EMAIL_ALREADY_VERIFIED' },
    });
  });

  it('voids the previous link when a new one is asked for', async () => {
    const input = signUpInput();
    const client = testClient(testApp.deps);
    await client.caller.auth.signUp(input);
    const email = input.email.toLowerCase();
    const first = new URL(await mailedLink(email, '/verify-email')).searchParams.get('token') ?? '';
    await client.caller.auth.resendVerification({ email });
    // The new link is made after the answer, by a job.
    await testApp.deps.jobs.runDue(testApp.deps);
    await expect(client.caller.auth.verifyEmail({ token: first })).rejects.toMatchObject({
      appCode: 'INVALID_VERIFICATION_LINK',
    });
    const second = new URL(await mailedLink(email, '/verify-email')).searchParams.get('token') ?? '';
    await client.caller.auth.verifyEmail({ token: second });
  });
});

describe('sign-in', () => {
  it('refuses an unverified address with EMAIL_NOT_VERIFIED', async () => {
    const input = signUpInput();
    await testClient(testApp.deps).caller.auth.signUp(input);
    await expect(
      testClient(testApp.deps).caller.auth.signIn({ email: input.email, password: PASSWORD }),
    ).rejects.toMatchObject({ appCode: 'EMAIL_NOT_VERIFIED' });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { email } = await verifiedUser();
    const client = testClient(testApp.deps, { ipAddress: '198.51.100.1' });
    await expect(client.caller.auth.signIn({ email, password: 'wrong password' })).rejects.toMatchObject({
      appCode: 'INVALID_CREDENTIALS',
    });
    await expect(
      client.caller.auth.signIn({ email: 'nobody@example.com', password: 'wrong password' }),
    ).rejects.toMatchObject({ appCode: 'INVALID_CREDENTIALS' });
  });

  it('ends the session a browser had when it signs in again', async () => {
    const { userId, email } = await verifiedUser();
    const browser = testClient(testApp.deps, { ipAddress: '198.51.100.7' });
    await browser.caller.auth.signIn({ email, password: PASSWORD });
    const firstToken = browser.sessionToken();
    await browser.caller.auth.signIn({ email, password: PASSWORD });
    expect(browser.sessionToken()).not.toBe(firstToken);
    expect(await testClient(testApp.deps, { token: firstToken }).caller.auth.me()).toBeNull();
    expect((await browser.caller.auth.me())?.id).toBe(userId);
  });

  it('starts a new session at every sign-in, and sign-out ends it', async () => {
    const { email } = await verifiedUser();
    const browser = testClient(testApp.deps, { ipAddress: '198.51.100.2' });
    await browser.caller.auth.signIn({ email, password: PASSWORD });
    const first = browser.sessionToken();
    await browser.caller.auth.signIn({ email, password: PASSWORD });
    expect(browser.sessionToken()).not.toBe(first);
    expect((await browser.caller.auth.me())?.email).toBe(email);

    await browser.caller.auth.signOut();
    expect(await browser.caller.auth.me()).toBeNull();
  });

  it('throttles the sixth failure for one account within 15 minutes, even with the right password', async () => {
    const { email } = await verifiedUser();
    for (let attempt = 0; attempt < 5; attempt++) {
      const fromNewAddress = testClient(testApp.deps, { ipAddress: `192.0.2.${attempt + 10}` });
      await expect(fromNewAddress.caller.auth.signIn({ email, password: 'wrong password' })).rejects.toMatchObject({
        appCode: 'INVALID_CREDENTIALS',
      });
    }
    await expect(
      testClient(testApp.deps, { ipAddress: '192.0.2.99' }).caller.auth.signIn({ email, password: PASSWORD }),
    ).rejects.toMatchObject({ appCode: 'TOO_MANY_ATTEMPTS', code: 'TOO_MANY_REQUESTS' });
  });
});

describe('password reset', () => {
  it("hands an account that never proved its address to the address's owner: the earlier sign-up's providers end too", async () => {
    const email = 'reset.owner@example.com';
    const squatter = await signedInCaller(testApp.deps, { email, verified: false, password: 'squatter pass 42' });
    await testApp.deps.db
      .insertInto('oauthIdentities')
      .values({ provider: 'linkedin_oidc', subject: 'squatter-via-reset', userId: squatter.userId, email: null })
      .execute();

    await testClient(testApp.deps, { ipAddress: '198.51.100.30' }).caller.auth.requestPasswordReset({ email });
    const fragment = new URLSearchParams(new URL(await mailedLink(email, '/reset-password')).hash.slice(1));
    await testClient(testApp.deps).caller.auth.resetPassword({
      token: fragment.get('access_token') ?? '',
      password: 'owner password',
      confirmPassword: 'owner password',
    });

    expect(await squatter.caller.auth.me()).toBeNull();
    const identities = await testApp.deps.db
      .selectFrom('oauthIdentities')
      .select('subject')
      .where('userId', '=', squatter.userId)
      .execute();
    expect(identities).toEqual([]);
    await expect(
      testClient(testApp.deps, { ipAddress: '198.51.100.31' }).caller.auth.signIn({
        email,
        password: 'owner password',
      }),
    ).resolves.toMatchObject({ userId: squatter.userId });
  });

  it('mails a link with the token in the fragment, resets once and ends every session', async () => {
    const { email } = await verifiedUser();
    const browser = testClient(testApp.deps, { ipAddress: '198.51.100.3' });
    await browser.caller.auth.signIn({ email, password: PASSWORD });

    await testClient(testApp.deps).caller.auth.requestPasswordReset({ email });
    const link = new URL(await mailedLink(email, '/reset-password'));
    expect(link.search).toBe('');
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const token = fragment.get('access_token') ?? '';

    const reset = { token, password: 'a new password', confirmPassword: 'a new password' };
    await testClient(testApp.deps).caller.auth.resetPassword(reset);
    expect(await browser.caller.auth.me()).toBeNull();
    await expect(testClient(testApp.deps).caller.auth.resetPassword(reset)).rejects.toMatchObject({
      appCode: 'INVALID_RESET_LINK',
    });
    await testClient(testApp.deps, { ipAddress: '198.51.100.4' }).caller.auth.signIn({
      email,
      password: 'a new password',
    });
  });

  it('leaves the link usable, the password and every session as they were when it fails midway', async () => {
    const { email } = await verifiedUser();
    const browser = testClient(testApp.deps, { ipAddress: '198.51.100.5' });
    await browser.caller.auth.signIn({ email, password: PASSWORD });
    await testClient(testApp.deps).caller.auth.requestPasswordReset({ email });
    const fragment = new URLSearchParams(new URL(await mailedLink(email, '/reset-password')).hash.slice(1));
    const reset = {
      token: fragment.get('access_token') ?? '',
      password: 'another password',
      confirmPassword: 'another password',
    };

    // Ending the sessions is the reset's last step: make the database refuse it.
    const db = testApp.deps.db;
    await sql`create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'sessions cannot be deleted now'; end $$`.execute(db);
    await sql`create trigger refuse_session_delete before delete on sessions
      for each statement execute function refuse_delete()`.execute(db);
    try {
      await expect(testClient(testApp.deps).caller.auth.resetPassword(reset)).rejects.toThrow();
    } finally {
      await sql`drop trigger refuse_session_delete on sessions`.execute(db);
      await sql`drop function refuse_delete()`.execute(db);
    }

    expect((await browser.caller.auth.me())?.email).toBe(email);
    await testClient(testApp.deps, { ipAddress: '198.51.100.6' }).caller.auth.signIn({ email, password: PASSWORD });
    await testClient(testApp.deps).caller.auth.resetPassword(reset);
    expect(await browser.caller.auth.me()).toBeNull();
  });

  it('answers the same for an address without an account', async () => {
    await expect(
      testClient(testApp.deps).caller.auth.requestPasswordReset({ email: 'nobody@example.com' }),
    ).resolves.toBeUndefined();
  });
});

describe('roles', () => {
  it('lets only an admin promote, and only an existing user', async () => {
    const { userId: adminId, client: admin } = await verifiedUser();
    const { email: memberEmail, client: member } = await verifiedUser();
    await expect(member.caller.users.promoteToAdmin({ email: memberEmail })).rejects.toMatchObject({
      appCode: 'ADMIN_ONLY',
    });
    await makeAdmin(testApp.deps.db, adminId);
    await expect(admin.caller.users.promoteToAdmin({ email: 'nobody@example.com' })).rejects.toMatchObject({
      appCode: 'USER_NOT_FOUND',
    });
    await admin.caller.users.promoteToAdmin({ email: memberEmail });
    expect(await member.caller.auth.me()).toMatchObject({ isAdmin: true, roles: ['user', 'admin'] });
  });
});

describe('secrets at rest', () => {
  it('keeps no raw session, verification or reset token anywhere in the database', async () => {
    const { email, client } = await verifiedUser();
    await client.caller.auth.requestPasswordReset({ email });
    const secrets = [
      client.sessionToken() ?? '',
      new URL(await mailedLink(email, '/verify-email')).searchParams.get('token') ?? '',
      new URLSearchParams(new URL(await mailedLink(email, '/reset-password')).hash.slice(1)).get('access_token') ?? '',
    ];
    expect(secrets.every((secret) => secret.length >= 26)).toBe(true);
    const tables = ['users', 'sessions', 'email_tokens', 'mail_outbox', 'profiles', 'word_transactions'];
    for (const table of tables) {
      const rows = await sql<{ row: string }>`select row_to_json(t)::text as row from ${sql.table(table)} t`.execute(
        testApp.deps.db,
      );
      const dump = rows.rows.map((row) => row.row).join('\n');
      for (const secret of secrets) expect(dump, table).not.toContain(secret);
    }
  });
});

describe('sign-in throttle', () => {
  /** Signs in over HTTP; the answer's error code, or OK. */
  async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
    const response = await fetch(`${baseUrl}/trpc/auth.signIn?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { json: { email, password } } }),
    });
    const [answer] = (await response.json()) as [{ error?: { json: { data: { appError: string } } } }];
    return answer.error?.json.data.appError ?? 'OK';
  }

  async function sessionCount(userId: string): Promise<number> {
    const rows = await testApp.deps.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute();
    return rows.length;
  }

  it('checks at most 5 of 50 passwords sent at once; the right one, sent last, opens no session', async () => {
    const { userId, email } = await verifiedUser();
    const sessionsBefore = await sessionCount(userId);
    const checksBefore = passwordChecks.count;
    const server = await listen(testApp.app);
    const passwords = [...Array.from({ length: 49 }, (_, index) => `wrong password ${index}`), PASSWORD];
    const answers = await Promise.all(
      passwords.map((password) => signInOverHttp(server.baseUrl, email, password)),
    ).finally(() => server.close());

    expect(passwordChecks.count - checksBefore).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer !== 'TOO_MANY_ATTEMPTS').length).toBe(passwordChecks.count - checksBefore);
    // The right password opens a session only if it was among the checked ones.
    const signedIn = answers.filter((answer) => answer === 'OK').length;
    expect(answers.at(-1)).toMatch(/^(OK|TOO_MANY_ATTEMPTS)$/);
    expect((await sessionCount(userId)) - sessionsBefore).toBe(signedIn);
  });

  it('lets the account sign in again at once after a password reset', async () => {
    const { email } = await verifiedUser();
    const browser = testClient(testApp.deps, { ipAddress: '192.0.2.150' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(browser.caller.auth.signIn({ email, password: 'wrong password' })).rejects.toMatchObject({
        appCode: 'INVALID_CREDENTIALS',
      });
    }
    await expect(browser.caller.auth.signIn({ email, password: PASSWORD })).rejects.toMatchObject({
      appCode: 'TOO_MANY_ATTEMPTS',
    });
    await browser.caller.auth.requestPasswordReset({ email });
    const link = new URL(await mailedLink(email, '/reset-password'));
    const token = new URLSearchParams(link.hash.slice(1)).get('access_token') ?? '';
    await browser.caller.auth.resetPassword({ token, password: 'a new password', confirmPassword: 'a new password' });
    await expect(browser.caller.auth.signIn({ email, password: 'a new password' })).resolves.toMatchObject({
      userId: expect.any(String),
    });
  });

  it('does not lock a shared address out after 20 failures across accounts', async () => {
    const { email } = await verifiedUser();
    const office = testClient(testApp.deps, { ipAddress: '192.0.2.151' });
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await expect(
        office.caller.auth.signIn({ email: `colleague${attempt}@example.com`, password: 'wrong password' }),
      ).rejects.toMatchObject({ appCode: 'INVALID_CREDENTIALS' });
    }
    await expect(office.caller.auth.signIn({ email, password: PASSWORD })).resolves.toMatchObject({
      userId: expect.any(String),
    });
  });
});

describe('mails asked for by address', () => {
  /** The statements a call runs on the database, as it answers. */
  async function statementsOf(call: (client: TestClient) => Promise<void>, ipAddress: string): Promise<string[]> {
    const statements: string[] = [];
    const db = testApp.deps.db.withPlugin({
      transformQuery({ node }) {
        statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await call(testClient({ ...testApp.deps, db }, { ipAddress }));
    return statements;
  }

  it.each([
    ['requestPasswordReset', async () => (await verifiedUser()).email],
    [
      'resendVerification',
      async () => {
        const input = signUpInput();
        await testClient(testApp.deps).caller.auth.signUp(input);
        return input.email.toLowerCase();
      },
    ],
  ] as const)(
    '%s does the same database work for an address with and without an account',
    async (procedure, account) => {
      const email = await account();
      await testApp.deps.jobs.runDue(testApp.deps);
      const tokensBefore = await testApp.deps.db.selectFrom('emailTokens').select('id').execute();

      const known = await statementsOf((client) => client.caller.auth[procedure]({ email }), '192.0.2.201');
      const unknown = await statementsOf(
        (client) => client.caller.auth[procedure]({ email: `nobody-${procedure}@example.com` }),
        '192.0.2.202',
      );
      expect(known.length).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
      // Neither wrote a token while answering: that is the job's work, after the answer.
      expect(await testApp.deps.db.selectFrom('emailTokens').select('id').execute()).toEqual(tokensBefore);

      await testApp.deps.jobs.runDue(testApp.deps);
      const path = procedure === 'requestPasswordReset' ? '/reset-password' : '/verify-email';
      expect(await linkFromMail(testApp.deps, email, path)).toContain(path);
    },
  );
});

describe('mail limits', () => {
  async function mailsTo(email: string, path: string): Promise<number> {
    await testApp.deps.jobs.runDue(testApp.deps);
    const mails = await readOutbox(testApp.deps);
    return mails.filter((mail) => mail.to === email && mail.text.includes(path)).length;
  }

  const kinds = [
    {
      procedure: 'requestPasswordReset',
      path: '/reset-password',
      clientAddress: '192.0.2.171',
      account: async () => (await verifiedUser()).email,
    },
    {
      procedure: 'resendVerification',
      path: '/verify-email',
      clientAddress: '192.0.2.172',
      account: async () => {
        const input = signUpInput();
        await testClient(testApp.deps).caller.auth.signUp(input);
        return input.email.toLowerCase();
      },
    },
  ] as const;

  it.each(kinds)('$procedure mails one address at most 3 times an hour and answers alike', async (kind) => {
    const email = await kind.account();
    const mailsBefore = await mailsTo(email, kind.path);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const client = testClient(testApp.deps, { ipAddress: `192.0.2.${160 + attempt}` });
      await expect(client.caller.auth[kind.procedure]({ email })).resolves.toBeUndefined();
    }
    expect((await mailsTo(email, kind.path)) - mailsBefore).toBe(3);
  });

  it.each(kinds)('$procedure mails at most 10 times an hour for one client address', async (kind) => {
    const email = await kind.account();
    const mailsBefore = await mailsTo(email, kind.path);
    const client = testClient(testApp.deps, { ipAddress: kind.clientAddress });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await client.caller.auth[kind.procedure]({ email: `stranger${attempt}@example.com` });
    }
    await expect(client.caller.auth[kind.procedure]({ email })).resolves.toBeUndefined();
    expect(await mailsTo(email, kind.path)).toBe(mailsBefore);
    await testClient(testApp.deps, { ipAddress: '192.0.2.199' }).caller.auth[kind.procedure]({ email });
    expect((await mailsTo(email, kind.path)) - mailsBefore).toBe(1);
  });
});
