import { describe, expect, it } from 'vitest';
import { allocateWords, isExpired, type SpendableGrant } from '../../shared/src/domain/words.ts';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const grant = (id: string, remaining: number, expiresInDays: number | null, createdDaysAgo = 1): SpendableGrant => ({
  id,
  remaining,
  expiresAt: expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * day),
  createdAt: new Date(now.getTime() - createdDaysAgo * day),
});

describe('allocateWords', () => {
  it('takes the soonest-expiring grant first and never-expiring ones last', () => {
    const grants = [grant('never', 1000, null), grant('month', 500, 30), grant('tomorrow', 300, 1)];
    expect(allocateWords(grants, 900)).toEqual([
      { grantId: 'tomorrow', words: 300 },
      { grantId: 'month', words: 500 },
      { grantId: 'never', words: 100 },
    ]);
  });

  it('takes the older of two grants expiring together first', () => {
    const grants = [grant('newer', 100, 7, 1), grant('older', 100, 7, 5)];
    expect(allocateWords(grants, 150)).toEqual([
      { grantId: 'older', words: 100 },
      { grantId: 'newer', words: 50 },
    ]);
  });

  it('refuses more words than the grants hold', () => {
    expect(allocateWords([grant('a', 100, 1), grant('b', 50, 2)], 151)).toBeNull();
    expect(allocateWords([], 1)).toBeNull();
  });

  it('needs nothing for zero words and refuses negative or fractional amounts', () => {
    expect(allocateWords([grant('a', 100, 1)], 0)).toEqual([]);
    expect(() => allocateWords([], -1)).toThrow(RangeError);
    expect(() => allocateWords([], 1.5)).toThrow(RangeError);
  });
});

describe('isExpired', () => {
  it('counts a grant as expired from its expiry instant on; never-expiring grants never', () => {
    expect(isExpired({ expiresAt: now }, now)).toBe(true);
    expect(isExpired({ expiresAt: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(isExpired({ expiresAt: null }, now)).toBe(false);
  });
});
