import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expireWords,
  getWordAccount,
  getWordLedger,
  grantWords,
  holdWords,
  releaseHold,
  releaseStaleHolds,
  settleHold,
  spendWords,
} from '../../server/src/features/words/service.ts';
import { signedInCaller } from '../helpers/callers.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const DAY = 24 * 60 * 60 * 1000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A new user holding one grant of `words` that expires in a week. */
async function userWith(words: number): Promise<string> {
  const { userId } = await createUser(database.db);
  await grantWords(database.db, {
    userId,
    amount: words,
    source: 'signup',
    expiresAt: new Date(Date.now() + 7 * DAY),
    note: 'Free words for signing up',
    idempotencyKey: 'signup',
  });
  return userId;
}

async function ledgerSum(userId: string): Promise<number> {
  const rows = await database.db
    .selectFrom('wordTransactions')
    .select('wordsAmount')
    .where('userId', '=', userId)
    .execute();
  return rows.reduce((sum, row) => sum + row.wordsAmount, 0);
}

async function storedBalance(userId: string) {
  return database.db
    .selectFrom('wordBalance')
    .select(['availableWords', 'heldWords'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
}

describe('grants and spends', () => {
  it('grants once per key and records each change as a ledger row', async () => {
    const userId = await userWith(2000);
    await grantWords(database.db, {
      userId,
      amount: 2000,
      source: 'signup',
      expiresAt: null,
      note: 'again',
      idempotencyKey: 'signup',
    });
    const account = await getWordAccount(database.db, { userId });
    expect(account.availableWords).toBe(2000);
    expect(account.history.map((row) => [row.transactionType, row.wordsAmount])).toEqual([['grant', 2000]]);
  });

  it('spends soonest-expiring words first', async () => {
    const { userId } = await createUser(database.db);
    const base = { userId, source: 'admin' as const, note: 'test grant' };
    await grantWords(database.db, { ...base, amount: 300, expiresAt: new Date(Date.now() + 30 * DAY) });
    await grantWords(database.db, { ...base, amount: 200, expiresAt: new Date(Date.now() + DAY) });
    await spendWords(database.db, { userId, words: 250, note: 'post', idempotencyKey: 'spend-1' });

    const grants = await database.db
      .selectFrom('wordGrants')
      .select(['amount', 'remaining'])
      .where('userId', '=', userId)
      .orderBy('expiresAt')
      .execute();
    expect(grants).toEqual([
      { amount: 200, remaining: 0 },
      { amount: 300, remaining: 250 },
    ]);
    expect((await getWordAccount(database.db, { userId })).availableWords).toBe(250);
  });

  it('refuses a spend larger than the balance and changes nothing', async () => {
    const userId = await userWith(100);
    await expect(
      spendWords(database.db, { userId, words: 101, note: 'too long', idempotencyKey: 'big' }),
    ).rejects.toMatchObject({ appCode: 'INSUFFICIENT_WORDS', code: 'PAYMENT_REQUIRED' });
    expect(await storedBalance(userId)).toEqual({ availableWords: 100, heldWords: 0 });
    expect(await ledgerSum(userId)).toBe(100);
  });
});

describe('holds', () => {
  it('reserve words, then settle charges the real count and returns the rest', async () => {
    const userId = await userWith(1000);
    const { holdId, balance } = await holdWords(database.db, {
      userId,
      words: 600,
      note: 'Article generation',
      idempotencyKey: 'gen-1',
    });
    expect(balance).toEqual({ availableWords: 400, heldWords: 600 });
    await expect(
      spendWords(database.db, { userId, words: 401, note: 'post', idempotencyKey: 'blocked' }),
    ).rejects.toMatchObject({ appCode: 'INSUFFICIENT_WORDS' });

    const settled = await settleHold(database.db, { holdId, actualWords: 550, note: 'Article: 550 words' });
    expect(settled).toEqual({ chargedWords: 550, balance: { availableWords: 450, heldWords: 0 } });
    // Settling again is a no-op.
    expect((await settleHold(database.db, { holdId, actualWords: 900, note: 'again' })).chargedWords).toBe(550);
    expect(await ledgerSum(userId)).toBe(450);
  });

  it('are released on failure, and a second release changes nothing', async () => {
    const userId = await userWith(500);
    const { holdId } = await holdWords(database.db, {
      userId,
      words: 500,
      note: 'Generation',
      idempotencyKey: 'gen-2',
    });
    expect((await releaseHold(database.db, { holdId, note: 'Cancelled' })).availableWords).toBe(500);
    expect((await releaseHold(database.db, { holdId, note: 'Cancelled' })).availableWords).toBe(500);
    expect(await ledgerSum(userId)).toBe(500);
  });

  it('with the same key return the same hold', async () => {
    const userId = await userWith(500);
    const request = { userId, words: 100, note: 'Generation', idempotencyKey: 'gen-3' };
    const first = await holdWords(database.db, request);
    const second = await holdWords(database.db, request);
    expect(second.holdId).toBe(first.holdId);
    expect(second.balance).toEqual({ availableWords: 400, heldWords: 100 });
  });

  it('left open too long are released by the sweeper', async () => {
    const userId = await userWith(300);
    await holdWords(database.db, { userId, words: 200, note: 'Generation', idempotencyKey: 'stale' });
    expect(await releaseStaleHolds(database.db, { olderThan: new Date(Date.now() + 1000) })).toBeGreaterThanOrEqual(1);
    expect((await getWordAccount(database.db, { userId })).availableWords).toBe(300);
  });
});

describe('expiry', () => {
  it('stops counting expired words at once and writes an expiry row when swept', async () => {
    const { userId } = await createUser(database.db);
    const now = new Date();
    await grantWords(database.db, {
      userId,
      amount: 2000,
      source: 'signup',
      expiresAt: new Date(now.getTime() + 7 * DAY),
      note: 'Free words',
    });
    await grantWords(database.db, { userId, amount: 500, source: 'referral', expiresAt: null, note: 'Bonus' });
    const later = new Date(now.getTime() + 8 * DAY);

    const beforeSweep = await getWordAccount(database.db, { userId, now: later });
    expect(beforeSweep.availableWords).toBe(500);
    expect(beforeSweep.nextExpiry).toBeNull();

    expect(await expireWords(database.db, { now: later })).toBeGreaterThanOrEqual(1);
    const afterSweep = await getWordAccount(database.db, { userId, now: later });
    expect(afterSweep.history[0]).toMatchObject({ transactionType: 'expiry', wordsAmount: -2000 });
    expect(await ledgerSum(userId)).toBe(500);
    expect(await storedBalance(userId)).toEqual({ availableWords: 500, heldWords: 0 });
  });

  it('tells which words expire next', async () => {
    const userId = await userWith(2000);
    const account = await getWordAccount(database.db, { userId });
    expect(account.nextExpiry?.words).toBe(2000);
    expect(account.nextExpiry?.at.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
  });
});

describe('concurrency', () => {
  it('lets exactly 40 of 50 concurrent 50-word spends through 2000 words, ending at 0', async () => {
    const userId = await userWith(2000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        spendWords(database.db, { userId, words: 50, note: 'post', idempotencyKey: `burst-${index}` }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(40);
    expect(
      results.filter((result) => result.status === 'rejected' && result.reason.appCode === 'INSUFFICIENT_WORDS'),
    ).toHaveLength(10);
    expect(await storedBalance(userId)).toEqual({ availableWords: 0, heldWords: 0 });
    expect(await ledgerSum(userId)).toBe(0);
  });

  it('debits once when the same key arrives 10 times at once', async () => {
    const userId = await userWith(2000);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        spendWords(database.db, { userId, words: 300, note: 'post', idempotencyKey: 'same-request' }),
      ),
    );
    expect(await storedBalance(userId)).toEqual({ availableWords: 1700, heldWords: 0 });
    const spends = (await getWordAccount(database.db, { userId })).history.filter(
      (row) => row.transactionType === 'spend',
    );
    expect(spends).toHaveLength(1);
  });
});

describe("a caller's transaction", () => {
  it('carries several ledger changes: they commit together or not at all', async () => {
    const userId = await userWith(1000);
    const failed = database.db.transaction().execute(async (trx) => {
      await spendWords(trx, { userId, words: 300, note: 'Article', idempotencyKey: 'joined-spend' });
      await holdWords(trx, { userId, words: 200, note: 'Post', idempotencyKey: 'joined-hold' });
      throw new Error('the work that needed the words failed');
    });
    await expect(failed).rejects.toThrow('the work that needed the words failed');
    expect(await getWordAccount(database.db, { userId })).toMatchObject({ availableWords: 1000, heldWords: 0 });
    expect(await ledgerSum(userId)).toBe(1000);

    await database.db.transaction().execute(async (trx) => {
      await spendWords(trx, { userId, words: 300, note: 'Article', idempotencyKey: 'joined-spend' });
      await holdWords(trx, { userId, words: 200, note: 'Post', idempotencyKey: 'joined-hold' });
    });
    expect(await getWordAccount(database.db, { userId })).toMatchObject({ availableWords: 500, heldWords: 200 });
  });

  it('keeps the balance locked until it ends, so a concurrent spend waits for it', async () => {
    const userId = await userWith(500);
    let releaseFirst: () => void = () => undefined;
    const firstHoldsLock = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let lockTaken: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    const first = database.db.transaction().execute(async (trx) => {
      await spendWords(trx, { userId, words: 400, note: 'First', idempotencyKey: 'first' });
      lockTaken();
      await firstHoldsLock;
    });
    await locked;
    const second = spendWords(database.db, { userId, words: 400, note: 'Second', idempotencyKey: 'second' });
    // It may fail before `first` is awaited; its failure is checked below, not an unhandled rejection.
    second.catch(() => undefined);
    releaseFirst();
    await first;
    await expect(second).rejects.toMatchObject({ appCode: 'INSUFFICIENT_WORDS' });
    expect(await getWordAccount(database.db, { userId })).toMatchObject({ availableWords: 100 });
  });
});

describe('history notes', () => {
  it('keeps a known reason as codes and in English, and free text as written', async () => {
    const { userId } = await createUser(database.db);
    await grantWords(database.db, {
      userId,
      amount: 300,
      source: 'admin',
      expiresAt: null,
      note: 'Sorry for the outage',
    });
    const { holdId } = await holdWords(database.db, {
      userId,
      words: 100,
      note: { reason: 'reserved', kind: 'linkedin_post' },
      idempotencyKey: 'notes',
    });
    await releaseHold(database.db, { holdId, note: { reason: 'generation_cancelled' } });

    const history = await getWordLedger(database.db, { userId });
    expect(history.map(({ description, reason, reasonKind }) => ({ description, reason, reasonKind }))).toEqual([
      {
        description: 'Reserved words returned (generation cancelled)',
        reason: 'generation_cancelled',
        reasonKind: null,
      },
      { description: 'Reserved for: LinkedIn post', reason: 'reserved', reasonKind: 'linkedin_post' },
      { description: 'Sorry for the outage', reason: null, reasonKind: null },
    ]);
  });

  it('lists rows written in one transaction newest first', async () => {
    const userId = await userWith(500);
    // The grant below retires the expired sign-up grant first, in the same transaction, so both
    // rows share created_at.
    await grantWords(database.db, {
      userId,
      amount: 250,
      source: 'admin',
      expiresAt: null,
      note: 'Sorry for the outage',
      now: new Date(Date.now() + 8 * DAY),
    });

    const { history } = await getWordAccount(database.db, { userId });
    expect(history.map((row) => [row.transactionType, row.wordsAmount])).toEqual([
      ['grant', 250],
      ['expiry', -500],
      ['grant', 500],
    ]);
    expect(history[0]?.createdAt).toEqual(history[1]?.createdAt);
  });
});

describe("the user's history", () => {
  /** Holds `words` for a LinkedIn post under `key`, as a generation does when it starts. */
  async function startGeneration(userId: string, key: string, words: number) {
    const { holdId } = await holdWords(database.db, {
      userId,
      words,
      note: { reason: 'reserved', kind: 'linkedin_post' },
      idempotencyKey: key,
    });
    return holdId;
  }

  it('shows one line per generation with what it finally cost, a running one as pending', async () => {
    const userId = await userWith(2000);
    const written = await startGeneration(userId, 'written', 600);
    await settleHold(database.db, {
      holdId: written,
      actualWords: 240,
      note: { reason: 'written', kind: 'linkedin_post' },
    });
    const draft = await startGeneration(userId, 'draft', 600);
    await settleHold(database.db, { holdId: draft, actualWords: 0, note: { reason: 'template_draft' } });
    const failed = await startGeneration(userId, 'failed', 600);
    await releaseHold(database.db, { holdId: failed, note: { reason: 'generation_failed' } });
    await startGeneration(userId, 'running', 300);

    const account = await getWordAccount(database.db, { userId });
    expect(account.history.map(({ description, wordsAmount, pending }) => [description, wordsAmount, pending])).toEqual(
      [
        ['Reserved for: LinkedIn post', -300, true],
        ['Reserved words returned (generation failed)', 0, false],
        ['Reserved words returned (template draft, not charged)', 0, false],
        ['LinkedIn post written', -240, false],
        ['Free words for signing up', 2000, false],
      ],
    );
    expect(account).toMatchObject({ availableWords: 1460, heldWords: 300 });
    // The ledger keeps every row: the grant, four holds, two settlements and a release.
    expect(await getWordLedger(database.db, { userId })).toHaveLength(8);
  });

  it("lets only an admin read a user's raw ledger", async () => {
    const testApp = await createTestApp();
    try {
      const member = await signedInCaller(testApp.deps, { words: 100 });
      const admin = await signedInCaller(testApp.deps, { admin: true });
      await expect(member.caller.words.ledger({ userId: member.userId })).rejects.toMatchObject({
        appCode: 'ADMIN_ONLY',
      });
      const rows = await admin.caller.words.ledger({ userId: member.userId });
      expect(rows.map((row) => [row.transactionType, row.wordsAmount])).toEqual([['grant', 100]]);
    } finally {
      await testApp.close();
    }
  });
});
