import type { Executor } from '../../db/executor.ts';
import type { OAuthProvider } from '../../db/schema.ts';

export async function updateProfile(
  db: Executor,
  userId: string,
  profile: { name: string; phone: string; organization: string | null; country: string },
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ ...profile, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}

/** The account's e-mail and password hash; `lock` holds the row until the transaction ends. */
export async function selectPasswordState(db: Executor, userId: string, { lock = false } = {}) {
  let query = db.selectFrom('users').select(['email', 'passwordHash']).where('id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

/** The user's provider identities with the scopes granted to their stored tokens, oldest first. */
export async function selectConnections(db: Executor, userId: string) {
  return db
    .selectFrom('oauthIdentities')
    .leftJoin('userProviderTokens', (join) =>
      join
        .onRef('userProviderTokens.userId', '=', 'oauthIdentities.userId')
        .onRef('userProviderTokens.provider', '=', 'oauthIdentities.provider'),
    )
    .select([
      'oauthIdentities.provider',
      'oauthIdentities.email',
      'oauthIdentities.createdAt',
      'userProviderTokens.scopesArray',
    ])
    .where('oauthIdentities.userId', '=', userId)
    .orderBy('oauthIdentities.createdAt')
    .execute();
}

/** Removes the user's identities of one provider and the tokens stored for it. */
export async function deleteConnection(db: Executor, userId: string, provider: OAuthProvider): Promise<void> {
  await db.deleteFrom('oauthIdentities').where('userId', '=', userId).where('provider', '=', provider).execute();
  await db.deleteFrom('userProviderTokens').where('userId', '=', userId).where('provider', '=', provider).execute();
}

/** Forgets the LinkedIn member posts are published as, so the next LinkedIn connected sets it anew. */
export async function clearLinkedinUrn(db: Executor, userId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ linkedinUrn: null, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}
