import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/src/features/rate-limits/policies.ts';
import { consume, type RateLimit, rateLimit, release, reset } from '../../server/src/features/rate-limits/service.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const MINUTE = 60_000;
const START = new Date('2026-11-25T12:00:00Z');

function limitOf(limit: number, windowMs = MINUTE): RateLimit {
  return { key: `test:${randomUUID()}`, limit, windowMs };
}

function at(ms: number): Date {
  return new Date(START.getTime() + ms);
}

async function hitsOf(key: string) {
  const row = await database.db.selectFrom('rateLimits').select('hits').where('key', '=', key).executeTakeFirst();
  return row?.hits;
}

describe('rateLimit', () => {
  it('keeps no e-mail or client address in clear in the key it stores', () => {
    const perAddress = rateLimit(RATE_LIMITS.resetMailsPerAddress, 'ann@example.com');
    const perClient = rateLimit(RATE_LIMITS.resetMailsPerClient, '203.0.113.7');
    expect(perAddress.key).not.toContain('ann@example.com');
    expect(perClient.key).not.toContain('203.0.113.7');
    expect(perAddress.key).toBe(rateLimit(RATE_LIMITS.resetMailsPerAddress, 'ann@example.com').key);
  });
});

describe('consume', () => {
  it('allows the limit within a window, refuses the next, and starts over when the window ends', async () => {
    const limit = limitOf(3);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await consume(database.db, { limits: [limit], now: at(attempt * 1000) })).toMatchObject({ allowed: true });
    }
    expect(await consume(database.db, { limits: [limit], now: at(59_000) })).toEqual({
      allowed: false,
      retryAt: at(MINUTE),
    });
    expect(await consume(database.db, { limits: [limit], now: at(MINUTE) })).toMatchObject({ allowed: true });
    expect(await hitsOf(limit.key)).toBe(1);
  });

  it('counts 50 parallel attempts exactly: 5 allowed, 45 refused', async () => {
    const limit = limitOf(5);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => consume(database.db, { limits: [limit], now: START })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(await hitsOf(limit.key)).toBe(50);
  });

  it('keeps no hit on the other limits when one of them refuses', async () => {
    const roomy = limitOf(10);
    const full = limitOf(1);
    await consume(database.db, { limits: [full], now: START });
    expect(await consume(database.db, { limits: [roomy, full], now: START })).toMatchObject({ allowed: false });
    expect(await hitsOf(roomy.key)).toBe(0);
  });

  it('drops the rows of ended windows when a new window opens', async () => {
    const ended = limitOf(1);
    await consume(database.db, { limits: [ended], now: at(-2 * MINUTE) });
    await consume(database.db, { limits: [limitOf(1)], now: START });
    expect(await hitsOf(ended.key)).toBeUndefined();
  });
});

describe('release and reset', () => {
  it('gives a released attempt back, and forgets every attempt on reset', async () => {
    const limit = limitOf(1);
    const first = await consume(database.db, { limits: [limit], now: START });
    if (!first.allowed) throw new Error('The first attempt was refused');
    expect(await consume(database.db, { limits: [limit], now: START })).toMatchObject({ allowed: false });
    await release(database.db, { attempts: first.attempts });
    expect(await hitsOf(limit.key)).toBe(1);

    await reset(database.db, { limit });
    expect(await consume(database.db, { limits: [limit], now: START })).toMatchObject({ allowed: true });
  });

  it('does not release into a window that has started since', async () => {
    const limit = limitOf(2);
    const old = await consume(database.db, { limits: [limit], now: START });
    if (!old.allowed) throw new Error('The first attempt was refused');
    await consume(database.db, { limits: [limit], now: at(MINUTE) });
    await release(database.db, { attempts: old.attempts });
    expect(await hitsOf(limit.key)).toBe(1);
  });
});
