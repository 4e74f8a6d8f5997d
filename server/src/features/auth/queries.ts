import type { Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB, EmailTokenPurpose, OAuthProvider } from '../../db/schema.ts';

/** A new link voids the previous one for the same purpose: two statements, so the caller's transaction. */
export async function replaceEmailToken(
  trx: Transaction<DB>,
  token: { id: string; userId: string; purpose: EmailTokenPurpose; expiresAt: Date },
): Promise<void> {
  await trx.deleteFrom('emailTokens').where('userId', '=', token.userId).where('purpose', '=', token.purpose).execute();
  await trx.insertInto('emailTokens').values(token).execute();
}

/** Deletes and returns the token row: whatever happens next, a link works once. */
export async function takeEmailToken(db: Executor, id: string, purpose: EmailTokenPurpose) {
  return db
    .deleteFrom('emailTokens')
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
}

/**
 * Marks a verification token used and returns it, once: the row stays so a second visit can be
 * told apart from a wrong link. Under concurrent visits the row lock lets exactly one through.
 */
export async function spendVerificationToken(db: Executor, id: string) {
  return db
    .updateTable('emailTokens')
    .set({ usedAt: new Date() })
    .where('id', '=', id)
    .where('purpose', '=', 'verify_email')
    .where('usedAt', 'is', null)
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
}

export async function isVerificationTokenUsed(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('emailTokens')
    .select('id')
    .where('id', '=', id)
    .where('purpose', '=', 'verify_email')
    .where('usedAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function selectIdentityUser(db: Executor, provider: OAuthProvider, subject: string) {
  const row = await db
    .selectFrom('oauthIdentities')
    .select('userId')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.userId;
}

/** Unlinks every provider of an account and forgets their tokens. */
export async function deleteIdentitiesAndTokens(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('oauthIdentities').where('userId', '=', userId).execute();
  await db.deleteFrom('userProviderTokens').where('userId', '=', userId).execute();
}

export async function insertIdentity(
  db: Executor,
  identity: { provider: OAuthProvider; subject: string; userId: string; email: string | null },
): Promise<void> {
  await db
    .insertInto('oauthIdentities')
    .values(identity)
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doNothing())
    .execute();
}

/** The spec's save_provider_token: one row per user and provider, replaced on each sign-in. */
export async function upsertProviderToken(
  db: Executor,
  token: {
    userId: string;
    provider: OAuthProvider;
    token: string;
    refreshToken: string | null;
    expiresAt: Date | null;
    scopes: string[];
  },
): Promise<void> {
  const values = {
    userId: token.userId,
    provider: token.provider,
    token: token.token,
    refreshToken: token.refreshToken,
    expiresAt: token.expiresAt,
    scopes: token.scopes.join(' '),
    scopesArray: token.scopes,
  };
  await db
    .insertInto('userProviderTokens')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['userId', 'provider']).doUpdateSet({
        token: values.token,
        // Google sends a refresh token only with consent; keep the previous one otherwise.
        refreshToken: (eb) => eb.fn.coalesce(eb.val(values.refreshToken), eb.ref('userProviderTokens.refreshToken')),
        expiresAt: values.expiresAt,
        scopes: values.scopes,
        scopesArray: values.scopesArray,
        updatedAt: new Date(),
      }),
    )
    .execute();
}

export async function selectProviderToken(db: Executor, userId: string, provider: OAuthProvider) {
  return db
    .selectFrom('userProviderTokens')
    .select(['token', 'refreshToken', 'expiresAt', 'scopesArray', 'createdAt'])
    .where('userId', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** update_linkedin_urn_if_null: the first LinkedIn sign-in fixes the member URN. */
export async function setLinkedinUrnIfEmpty(db: Executor, userId: string, urn: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ linkedinUrn: urn, updatedAt: new Date() })
    .where('userId', '=', userId)
    .where('linkedinUrn', 'is', null)
    .execute();
}

/** Every stored provider token, sealed, with what its encryption context is made of. */
export async function selectSealedProviderTokens(db: Executor) {
  return db.selectFrom('userProviderTokens').select(['userId', 'provider', 'token', 'refreshToken']).execute();
}

export async function updateSealedProviderToken(
  db: Executor,
  {
    userId,
    provider,
    token,
    refreshToken,
  }: { userId: string; provider: OAuthProvider; token: string; refreshToken: string | null },
): Promise<void> {
  await db
    .updateTable('userProviderTokens')
    .set({ token, refreshToken })
    .where('userId', '=', userId)
    .where('provider', '=', provider)
    .execute();
}

/**
 * The LinkedIn member behind an account: the profile's URN and the LinkedIn identity's subject.
 * Undefined when the user has no profile.
 */
export async function selectLinkedInMember(
  db: Executor,
  userId: string,
): Promise<{ linkedinUrn: string | null; subject: string | null } | undefined> {
  return db
    .selectFrom('profiles')
    .leftJoin('oauthIdentities', (join) =>
      join.onRef('oauthIdentities.userId', '=', 'profiles.userId').on('oauthIdentities.provider', '=', 'linkedin_oidc'),
    )
    .select(['profiles.linkedinUrn', 'oauthIdentities.subject'])
    .where('profiles.userId', '=', userId)
    .executeTakeFirst();
}

/** Whether an admin suspended the account (an unknown account is not suspended). */
export async function selectIsSuspended(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('suspendedAt').where('id', '=', userId).executeTakeFirst();
  return row?.suspendedAt != null;
}
