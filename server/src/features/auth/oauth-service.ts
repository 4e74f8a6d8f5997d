import { toPersonUrn } from '@wordloom/shared/domain/linkedin';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { LanguageCode } from '@wordloom/shared/languages';
import { inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Context } from '../../trpc/context.ts';
import { confirmEmail, findUserIdByEmail } from '../users/service.ts';
import { OAUTH_PROVIDERS, type OAuthProviderName, type ProviderGrant } from './oauth-clients.ts';
import { insertIdentity, selectIdentityUser, setLinkedinUrnIfEmpty, upsertProviderToken } from './queries.ts';
import { createAccount, startSession } from './service.ts';

type OAuthContext = Pick<Context, 'db' | 'secrets' | 'cookies' | 'userAgent' | 'ipAddress'>;

/** The encryption context of a provider token: it opens only for the same user and provider. */
export function providerTokenContext(userId: string, provider: string): string {
  return `${userId}:${provider}`;
}

/**
 * Finds the account behind a provider identity: the one linked before, else the account with the
 * same address when the provider has verified it, else a new account (with the sign-up words).
 * Linking or creating is one transaction, so no account is left without its identity.
 */
async function accountFor(ctx: OAuthContext, name: OAuthProviderName, grant: ProviderGrant, language: LanguageCode) {
  const { provider } = OAUTH_PROVIDERS[name];
  const { profile } = grant;
  const linked = await selectIdentityUser(ctx.db, provider, profile.subject);
  if (linked) return linked;
  // An unverified address could belong to someone else: it may neither link nor create.
  if (!profile.email || !profile.emailVerified) throw new AppError(AppErrorCode.EMAIL_NOT_VERIFIED);
  const email = profile.email;
  return inTransaction(ctx.db, async (trx) => {
    const existing = await findUserIdByEmail(trx, email);
    const userId =
      existing ??
      (await createAccount(trx, {
        email,
        passwordHash: null,
        emailVerified: true,
        name: profile.name ?? email.split('@')[0] ?? email,
        phone: null,
        organization: null,
        country: null,
        language,
        referrerId: null,
      }));
    if (existing) await confirmEmail(trx, existing);
    await insertIdentity(trx, { provider, subject: profile.subject, userId, email });
    return userId;
  });
}

/**
 * Stores the provider's tokens encrypted (save_provider_token) and records the LinkedIn member URN
 * when none is set.
 */
async function keepGrant(
  ctx: Pick<OAuthContext, 'db' | 'secrets'>,
  userId: string,
  name: OAuthProviderName,
  grant: ProviderGrant,
): Promise<void> {
  const { provider } = OAUTH_PROVIDERS[name];
  const sealContext = providerTokenContext(userId, provider);
  const { tokens } = grant;
  await upsertProviderToken(ctx.db, {
    userId,
    provider,
    token: ctx.secrets.seal(tokens.accessToken(), sealContext),
    refreshToken: tokens.hasRefreshToken() ? ctx.secrets.seal(tokens.refreshToken(), sealContext) : null,
    expiresAt: 'expires_in' in tokens.data ? tokens.accessTokenExpiresAt() : null,
    scopes: grant.scopes,
  });
  if (name === 'linkedin') await setLinkedinUrnIfEmpty(ctx.db, userId, toPersonUrn(grant.profile.subject));
}

/**
 * Signs in with Google or LinkedIn: links or creates the account, keeps the provider's tokens and
 * starts a session.
 */
export async function signInWithProvider(
  ctx: OAuthContext,
  name: OAuthProviderName,
  grant: ProviderGrant,
  language: LanguageCode,
): Promise<string> {
  const userId = await accountFor(ctx, name, grant, language);
  await keepGrant(ctx, userId, name, grant);
  await startSession(ctx, userId);
  return userId;
}

export type ConnectOutcome = 'connected' | 'identity_taken';

/**
 * Connects Google or LinkedIn to the signed-in user's account and keeps its tokens. The provider
 * account is proven by the round trip itself, so its address need not be verified; but one that
 * already belongs to another Wordloom account stays there ('identity_taken').
 */
export async function connectProvider(
  ctx: Pick<OAuthContext, 'db' | 'secrets'>,
  userId: string,
  name: OAuthProviderName,
  grant: ProviderGrant,
): Promise<ConnectOutcome> {
  const { provider } = OAUTH_PROVIDERS[name];
  const { subject, email } = grant.profile;
  await insertIdentity(ctx.db, { provider, subject, userId, email });
  // Read back rather than trust the insert: it does nothing when the identity is linked already.
  if ((await selectIdentityUser(ctx.db, provider, subject)) !== userId) return 'identity_taken';
  await keepGrant(ctx, userId, name, grant);
  return 'connected';
}
