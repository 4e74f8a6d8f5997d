/**
 * LinkedIn rules both sides need (spec §5, §9): the member URN and how long a token counts as valid.
 */
const PERSON_URN_PREFIX = 'urn:li:person:';

/** Spec §5: a LinkedIn member id without the "urn:" prefix is written as a person URN. */
export function toPersonUrn(idOrUrn: string): string {
  return idOrUrn.startsWith('urn:') ? idOrUrn : `${PERSON_URN_PREFIX}${idOrUrn}`;
}

/** Spec §9: a LinkedIn token stored without an expiry is assumed valid this long after it was created. */
export const LINKEDIN_TOKEN_ASSUMED_VALID_DAYS = 59;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a LinkedIn token stops working: its `expires_at`, else 59 days after it was created (spec §5). */
export function linkedInTokenExpiresAt(token: { expiresAt: Date | null; createdAt: Date }): Date {
  return token.expiresAt ?? new Date(token.createdAt.getTime() + LINKEDIN_TOKEN_ASSUMED_VALID_DAYS * DAY_MS);
}

/** Whether the token still works at `now` (an expiry at exactly `now` has passed). */
export function isLinkedInTokenValid(token: { expiresAt: Date | null; createdAt: Date }, now: Date): boolean {
  return linkedInTokenExpiresAt(token).getTime() > now.getTime();
}

/** The scope a member's token needs to publish (spec §7: openid profile email w_member_social). */
export const LINKEDIN_PUBLISH_SCOPE = 'w_member_social';

/** The publishing scopes the token was not granted (a token stored without scopes is taken at its word). */
export function missingPublishScopes(scopes: readonly string[] | null): string[] {
  if (!scopes || scopes.length === 0) return [];
  return scopes.includes(LINKEDIN_PUBLISH_SCOPE) ? [] : [LINKEDIN_PUBLISH_SCOPE];
}
