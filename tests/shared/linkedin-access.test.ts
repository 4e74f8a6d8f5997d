import {
  isLinkedInTokenValid,
  LINKEDIN_TOKEN_ASSUMED_VALID_DAYS,
  linkedInTokenExpiresAt,
  missingPublishScopes,
  toPersonUrn,
} from '@wordloom/shared/domain/linkedin';
import { describe, expect, it } from 'vitest';

const DAY_MS = 24 * 60 * 60 * 1000;
const created = new Date('2026-01-01T12:00:00Z');

describe('LinkedIn token validity (spec §5, §9)', () => {
  it('is assumed valid for 59 days after it was created when it has no expiry', () => {
    expect(LINKEDIN_TOKEN_ASSUMED_VALID_DAYS).toBe(59);
    const token = { expiresAt: null, createdAt: created };
    expect(linkedInTokenExpiresAt(token)).toEqual(new Date(created.getTime() + 59 * DAY_MS));
    expect(isLinkedInTokenValid(token, new Date(created.getTime() + 58 * DAY_MS))).toBe(true);
    expect(isLinkedInTokenValid(token, new Date(created.getTime() + 59 * DAY_MS - 1))).toBe(true);
    expect(isLinkedInTokenValid(token, new Date(created.getTime() + 59 * DAY_MS))).toBe(false);
    expect(isLinkedInTokenValid(token, new Date(created.getTime() + 60 * DAY_MS))).toBe(false);
  });

  it('uses expires_at when there is one, however long after creation', () => {
    const expiresAt = new Date(created.getTime() + 3 * DAY_MS);
    const token = { expiresAt, createdAt: created };
    expect(linkedInTokenExpiresAt(token)).toEqual(expiresAt);
    expect(isLinkedInTokenValid(token, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isLinkedInTokenValid(token, expiresAt)).toBe(false);
    const longLived = { expiresAt: new Date(created.getTime() + 365 * DAY_MS), createdAt: created };
    expect(isLinkedInTokenValid(longLived, new Date(created.getTime() + 100 * DAY_MS))).toBe(true);
  });
});

describe('LinkedIn URN (spec §5)', () => {
  it('writes a member id without the urn prefix as a person URN and keeps a URN as it is', () => {
    expect(toPersonUrn('abc123XYZ')).toBe('urn:li:person:abc123XYZ');
    expect(toPersonUrn('urn:li:person:abc123XYZ')).toBe('urn:li:person:abc123XYZ');
    expect(toPersonUrn('urn:li:organization:42')).toBe('urn:li:organization:42');
  });
});

describe('publishing scopes', () => {
  it('names w_member_social when the token was granted other scopes only', () => {
    expect(missingPublishScopes(['openid', 'profile', 'email'])).toEqual(['w_member_social']);
    expect(missingPublishScopes(['openid', 'profile', 'email', 'w_member_social'])).toEqual([]);
    expect(missingPublishScopes([])).toEqual([]);
  });
});
