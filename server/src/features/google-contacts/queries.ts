import type { Executor } from '../../db/executor.ts';

/** The user's Google token row (spec §7: token, refresh_token, expires_at, scopes_array for google), sealed. */
export async function selectGoogleToken(db: Executor, userId: string) {
  return db
    .selectFrom('userProviderTokens')
    .select(['token', 'refreshToken', 'expiresAt', 'scopesArray'])
    .where('userId', '=', userId)
    .where('provider', '=', 'google')
    .executeTakeFirst();
}

/** Keeps a refreshed access token (sealed) with its expiry and scopes; the refresh token stays unless Google sent a new one. */
export async function updateGoogleToken(
  db: Executor,
  {
    userId,
    token,
    refreshToken,
    expiresAt,
    scopes,
  }: { userId: string; token: string; refreshToken: string | null; expiresAt: Date | null; scopes: string[] },
): Promise<void> {
  await db
    .updateTable('userProviderTokens')
    .set((eb) => ({
      token,
      refreshToken: refreshToken ?? eb.ref('refreshToken'),
      expiresAt,
      scopes: scopes.join(' '),
      scopesArray: scopes,
      updatedAt: new Date(),
    }))
    .where('userId', '=', userId)
    .where('provider', '=', 'google')
    .execute();
}

/** select google_contacts by id (the stored JSON, unparsed); undefined without a profile. */
export async function selectGoogleContacts(db: Executor, userId: string): Promise<unknown> {
  const row = await db
    .selectFrom('profiles')
    .select(['googleContacts'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.googleContacts;
}

/** update google_contacts: the fetched contacts as JSON, or null to clear them. */
export async function updateGoogleContacts(db: Executor, userId: string, contactsJson: string | null): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ googleContacts: contactsJson, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}
