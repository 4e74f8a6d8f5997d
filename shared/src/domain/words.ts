/** The words ledger's rules (ARCHITECTURE §4), free of storage. */

export interface SpendableGrant {
  id: string;
  remaining: number;
  /** null: never expires. */
  expiresAt: Date | null;
  createdAt: Date;
}

export interface GrantDebit {
  grantId: string;
  words: number;
}

/** Grants in the order words are taken from them: soonest expiry first, never-expiring last, older first on ties. */
export function spendingOrder(grants: readonly SpendableGrant[]): SpendableGrant[] {
  return [...grants].sort((a, b) => {
    const aExpiry = a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const bExpiry = b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    return aExpiry - bExpiry || a.createdAt.getTime() - b.createdAt.getTime();
  });
}

/**
 * Which grants pay for `words`, taking the soonest-expiring first; null when the grants
 * together hold fewer words than asked (nothing may go below zero).
 */
export function allocateWords(grants: readonly SpendableGrant[], words: number): GrantDebit[] | null {
  if (!Number.isInteger(words) || words < 0) throw new RangeError(`Cannot allocate ${words} words`);
  const debits: GrantDebit[] = [];
  let left = words;
  for (const grant of spendingOrder(grants)) {
    if (left === 0) break;
    const take = Math.min(grant.remaining, left);
    if (take > 0) debits.push({ grantId: grant.id, words: take });
    left -= take;
  }
  return left === 0 ? debits : null;
}

/** Whether a grant no longer counts at `now`. */
export function isExpired(grant: Pick<SpendableGrant, 'expiresAt'>, now: Date): boolean {
  return grant.expiresAt !== null && grant.expiresAt.getTime() <= now.getTime();
}
