import { ADMIN_USERS_PAGE_SIZE } from '@wordloom/shared/schemas/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLog } from '../../server/src/features/admin/audit.ts';
import { holdWords } from '../../server/src/features/words/service.ts';
import { anonymousCaller, type SignedInCaller, signedInCaller, testClient } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The admin console's users (issue 16 point 6): finding them, reading them, their words and suspension. */

let testApp: TestApp;
let admin: SignedInCaller;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInCaller(testApp.deps, { admin: true });
});

afterAll(async () => {
  await testApp.close();
});

async function setName(userId: string, name: string) {
  await testApp.deps.db.updateTable('profiles').set({ name }).where('userId', '=', userId).execute();
}

async function auditRows(targetUserId: string) {
  return (await listAuditLog(testApp.deps.db, { targetUserId })).items;
}

async function balanceOf(userId: string) {
  return testApp.deps.db
    .selectFrom('wordBalance')
    .select(['availableWords', 'heldWords'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('access', () => {
  it('refuses every admin procedure to a member (ADMIN_ONLY) and to anonymous callers', async () => {
    const member = await signedInCaller(testApp.deps);
    const userId = member.userId;
    const id = '00000000-0000-4000-8000-000000000000';
    const attempts = (caller: typeof member.caller) => [
      () => caller.admin.users({}),
      () => caller.admin.user({ userId }),
      () => caller.admin.adjustWords({ userId, direction: 'grant', words: 10, reason: 'gift' }),
      () => caller.admin.suspend({ userId, reason: 'spam' }),
      () => caller.admin.restore({ userId }),
      () => caller.admin.setAdmin({ userId, admin: true }),
      () => caller.admin.auditLog({}),
      () => caller.admin.removedUrls(),
      () => caller.admin.addRemovedUrl({ path: '/old', match: 'exact' }),
      () => caller.admin.deleteRemovedUrl({ id }),
    ];
    for (const attempt of attempts(member.caller))
      await expect(attempt()).rejects.toMatchObject({ appCode: 'ADMIN_ONLY' });
    for (const attempt of attempts(anonymousCaller(testApp.deps))) {
      await expect(attempt()).rejects.toMatchObject({ appCode: 'UNAUTHENTICATED' });
    }
    expect(await balanceOf(userId)).toEqual({ availableWords: 0, heldWords: 0 });
    expect(await auditRows(userId)).toEqual([]);
  });
});

describe('searching users', () => {
  it('finds users by part of the e-mail or the name, case-insensitively, with wildcards taken literally', async () => {
    const tag = Date.now().toString(36);
    const byEmail = await createUser(testApp.deps.db, { email: `Zed.${tag}@Example.com`.toLowerCase(), words: 300 });
    const byName = await createUser(testApp.deps.db);
    await setName(byName.userId, `Quintus ${tag} Fabius`);
    const percent = await createUser(testApp.deps.db, { email: `fifty%off-${tag}@example.com` });

    const emailHits = await admin.caller.admin.users({ search: `ZED.${tag}` });
    expect(emailHits.items.map((row) => row.id)).toEqual([byEmail.userId]);
    expect(emailHits.items[0]).toMatchObject({
      email: byEmail.email,
      name: 'Ada Lovelace',
      isAdmin: false,
      suspendedAt: null,
      subscriptionStatus: 'free',
      availableWords: 300,
    });
    expect((await admin.caller.admin.users({ search: `quintus ${tag}` })).items.map((row) => row.id)).toEqual([
      byName.userId,
    ]);
    expect((await admin.caller.admin.users({ search: `%off-${tag}` })).items.map((row) => row.id)).toEqual([
      percent.userId,
    ]);
    expect((await admin.caller.admin.users({ search: `fifty_off-${tag}` })).items).toEqual([]);
  });

  it('filters admins and suspended accounts', async () => {
    const admins = await admin.caller.admin.users({ filter: 'admins' });
    expect(admins.items.length).toBeGreaterThan(0);
    expect(admins.items.every((row) => row.isAdmin)).toBe(true);
    expect(admins.items.map((row) => row.id)).toContain(admin.userId);

    const suspended = await createUser(testApp.deps.db);
    await admin.caller.admin.suspend({ userId: suspended.userId, reason: 'Chargeback fraud' });
    const found = await admin.caller.admin.users({ filter: 'suspended' });
    expect(found.items.map((row) => row.id)).toContain(suspended.userId);
    expect(found.items.every((row) => row.suspendedAt instanceof Date)).toBe(true);
    expect(found.items.map((row) => row.id)).not.toContain(admin.userId);
  });

  it('lists newest first, one page at a time', async () => {
    const tag = `paging-${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let index = 0; index < ADMIN_USERS_PAGE_SIZE + 2; index += 1) {
      const { userId } = await createUser(testApp.deps.db, { email: `${tag}-${index}@example.com` });
      // Apart in time, so "newest first" has one answer.
      await testApp.deps.db
        .updateTable('users')
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) } as never)
        .where('id', '=', userId)
        .execute();
      made.push(userId);
    }
    const first = await admin.caller.admin.users({ search: tag });
    expect(first).toMatchObject({ total: ADMIN_USERS_PAGE_SIZE + 2, page: 1, pageSize: ADMIN_USERS_PAGE_SIZE });
    expect(first.items.map((row) => row.id)).toEqual(made.toReversed().slice(0, ADMIN_USERS_PAGE_SIZE));
    const second = await admin.caller.admin.users({ search: tag, page: 2 });
    expect(second.items.map((row) => row.id)).toEqual([made[1], made[0]]);
  });
});

describe('one user', () => {
  it('shows the profile, roles, balance, ledger, articles, tickets and live sessions', async () => {
    const user = await signedInCaller(testApp.deps, { words: 1200 });
    await user.caller.support.open({
      subject: 'Where are my words?',
      category: 'billing',
      message: 'They vanished.',
      attachmentIds: [],
    });
    await testApp.deps.db
      .insertInto('blogPosts')
      .values({
        title: 'Ten tips',
        slug: `ten-tips-${user.userId}`,
        authorId: user.userId,
        translationGroupId: user.userId,
      })
      .execute();
    // An expired session is not listed.
    await testApp.deps.db
      .insertInto('sessions')
      .values({
        id: `old-${user.userId}`,
        userId: user.userId,
        expiresAt: new Date(Date.now() - 1000),
        userAgent: null,
        ipAddress: null,
      })
      .execute();

    const detail = await admin.caller.admin.user({ userId: user.userId });
    expect(detail).toMatchObject({
      id: user.userId,
      name: 'Ada Lovelace',
      isAdmin: false,
      isLastAdmin: false,
      availableWords: 1200,
      heldWords: 0,
      subscriptionStatus: 'free',
      plan: null,
      profile: { phone: '+447911123456', organization: 'Analytical Engines', country: 'United Kingdom' },
      suspendedReason: null,
    });
    expect(detail.trial.blogsRemaining).toBe(2);
    expect(detail.ledger).toEqual([
      expect.objectContaining({ transactionType: 'grant', wordsAmount: 1200, description: 'test words' }),
    ]);
    expect(detail.tickets).toEqual([expect.objectContaining({ subject: 'Where are my words?', status: 'open' })]);
    expect(detail.articles).toEqual([expect.objectContaining({ title: 'Ten tips', status: 'draft' })]);
    expect(detail.sessions).toEqual([
      expect.objectContaining({ publicId: expect.any(String), ipAddress: '203.0.113.7' }),
    ]);
  });

  it('answers USER_NOT_FOUND for an unknown id', async () => {
    await expect(admin.caller.admin.user({ userId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      appCode: 'USER_NOT_FOUND',
    });
  });
});

describe('granting and deducting words', () => {
  it('grants words with the reason as the ledger note, and writes the audit row', async () => {
    const { userId, email } = await createUser(testApp.deps.db, { words: 100 });
    const answer = await admin.caller.admin.adjustWords({
      userId,
      direction: 'grant',
      words: 5000,
      reason: 'Sorry for the outage on Monday',
      expiresInDays: 30,
    });
    expect(answer).toEqual({ availableWords: 5100 });
    expect(await balanceOf(userId)).toEqual({ availableWords: 5100, heldWords: 0 });
    const [row] = (await admin.caller.admin.user({ userId })).ledger;
    expect(row).toMatchObject({
      transactionType: 'grant',
      wordsAmount: 5000,
      description: 'Sorry for the outage on Monday',
    });
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    const grant = await testApp.deps.db
      .selectFrom('wordGrants')
      .select(['source', 'amount'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ source: 'admin', amount: 5000 });
    expect(await auditRows(userId)).toEqual([
      expect.objectContaining({
        action: 'words_granted',
        adminId: admin.userId,
        targetEmail: email,
        details: { words: 5000, reason: 'Sorry for the outage on Monday' },
      }),
    ]);
  });

  it('deducts words, and refuses more than can be spent without changing anything', async () => {
    const { userId } = await createUser(testApp.deps.db, { words: 1000 });
    await holdWords(testApp.deps.db, {
      userId,
      words: 300,
      note: { reason: 'unfinished_work' },
      idempotencyKey: 'held',
    });

    await expect(
      admin.caller.admin.adjustWords({ userId, direction: 'deduct', words: 701, reason: 'Refunded pack' }),
    ).rejects.toMatchObject({ appCode: 'INSUFFICIENT_WORDS' });
    expect(await balanceOf(userId)).toEqual({ availableWords: 700, heldWords: 300 });
    expect(await auditRows(userId)).toEqual([]);

    expect(
      await admin.caller.admin.adjustWords({ userId, direction: 'deduct', words: 200, reason: 'Refunded pack' }),
    ).toEqual({ availableWords: 500 });
    expect(await balanceOf(userId)).toEqual({ availableWords: 500, heldWords: 300 });
    const [row] = (await admin.caller.admin.user({ userId })).ledger;
    expect(row).toMatchObject({ transactionType: 'deduct', wordsAmount: -200, description: 'Refunded pack' });
    expect((await auditRows(userId)).map((entry) => [entry.action, entry.details])).toEqual([
      ['words_deducted', { words: 200, reason: 'Refunded pack' }],
    ]);
  });
});

describe('suspension', () => {
  it('signs the user out everywhere, refuses their password, and lets them in again once restored', async () => {
    const { userId, email } = await createUser(testApp.deps.db, { password: PASSWORD });
    const phone = await signedInCaller(testApp.deps, userId);
    const laptop = await signedInCaller(testApp.deps, userId);
    expect(await phone.caller.auth.me()).toMatchObject({ id: userId });

    await admin.caller.admin.suspend({ userId, reason: 'Spam campaigns' });
    await admin.caller.admin.suspend({ userId, reason: 'Spam campaigns, again' });
    const sessions = await testApp.deps.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute();
    expect(sessions).toEqual([]);
    expect(await phone.caller.auth.me()).toBeNull();
    expect(await laptop.caller.auth.me()).toBeNull();
    expect(await admin.caller.admin.user({ userId })).toMatchObject({ suspendedReason: 'Spam campaigns, again' });

    const browser = testClient(testApp.deps);
    await expect(browser.caller.auth.signIn({ email, password: PASSWORD })).rejects.toMatchObject({
      appCode: 'ACCOUNT_SUSPENDED',
    });
    expect(browser.sessionToken()).toBeUndefined();
    // A wrong password says nothing about the suspension.
    await expect(browser.caller.auth.signIn({ email, password: 'wrong password' })).rejects.toMatchObject({
      appCode: 'INVALID_CREDENTIALS',
    });

    await admin.caller.admin.restore({ userId });
    await browser.caller.auth.signIn({ email, password: PASSWORD });
    expect(await browser.caller.auth.me()).toMatchObject({ id: userId });
    expect((await auditRows(userId)).map((entry) => [entry.action, entry.details])).toEqual([
      ['user_restored', {}],
      ['user_suspended', { reason: 'Spam campaigns, again' }],
      ['user_suspended', { reason: 'Spam campaigns' }],
    ]);
  });

  it('does not accept a session of a suspended account that was opened after the suspension', async () => {
    const { userId } = await createUser(testApp.deps.db);
    await admin.caller.admin.suspend({ userId, reason: 'Abuse' });
    const late = await signedInCaller(testApp.deps, userId);
    expect(await late.caller.auth.me()).toBeNull();
  });

  it('refuses to suspend one’s own account', async () => {
    await expect(admin.caller.admin.suspend({ userId: admin.userId, reason: 'Oops' })).rejects.toMatchObject({
      appCode: 'SELF_ACTION_REFUSED',
    });
    expect(await admin.caller.auth.me()).toMatchObject({ id: admin.userId });
  });
});
