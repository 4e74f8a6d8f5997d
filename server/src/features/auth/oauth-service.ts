import { toPersonUrn } from '@wordloom/shared/domain/linkedin';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { LanguageCode } from '@wordloom/shared/languages';
import { OAUTH_PROVIDERS, type OAuthProviderName, type ProviderGrant } from '../../auth/oauth.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Context } from '../../trpc/context.ts';
import { markEmailVerified, selectUserIdByEmail } from '../users/queries.ts';
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
 */
async function accountFor(ctx: OAuthContext, name: OAuthProviderName, grant: ProviderGrant, language: LanguageCode) {
  const { provider } = OAUTH_PROVIDERS[name];
  const { profile } = grant;
  const linked = await selectIdentityUser(ctx.db, provider, profile.subject);
  if (linked) return linked;
  // An unverified address could belong to someone else: it may neither link nor create.
  if (!profile.email || !profile.emailVerified) throw new AppError(AppErrorCode.EMAIL_NOT_VERIFIED);
  const existing = await selectUserIdByEmail(ctx.db, profile.email);
  const userId =
    existing ??
    (await createAccount(ctx.db, {
      email: profile.email,
      passwordHash: null,
      emailVerified: true,
      name: profile.name ?? profile.email.split('@')[0] ?? profile.email,
      phone: null,
      organization: null,
      country: null,
      language,
      referrerId: null,
    }));
  if (existing) await markEmailVerified(ctx.db, existing, new Date());
  await insertIdentity(ctx.db, { provider, subject: profile.subject, userId, email: profile.email });
  return userId;
}

/**
 * Signs in with Google or LinkedIn: links or creates the account, stores the provider's tokens
 * encrypted (save_provider_token), records the LinkedIn member URN when none is set, and starts a
 * session.
 */
export async function signInWithProvider(
  ctx: OAuthContext,
  name: OAuthProviderName,
  grant: ProviderGrant,
  language: LanguageCode,
): Promise<string> {
  const { provider } = OAUTH_PROVIDERS[name];
  const userId = await accountFor(ctx, name, grant, language);
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
  await startSession(ctx, userId);
  return userId;
}
