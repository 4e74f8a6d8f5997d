import { toPersonUrn } from '@wordloom/shared/domain/linkedin';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { LanguageCode } from '@wordloom/shared/languages';
import { type Executor, inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Context } from '../../trpc/context.ts';
import { findUserIdByEmail } from '../users/service.ts';
import { OAUTH_PROVIDERS, type OAuthProviderName, type ProviderGrant } from './oauth-clients.ts';
import {
  insertIdentity,
  selectIdentityUser,
  selectLinkedInMember,
  selectProviderToken,
  selectSealedProviderTokens,
  setLinkedinUrnIfEmpty,
  updateSealedProviderToken,
  upsertProviderToken,
} from './queries.ts';
import { createAccount, handOverToAddressOwner, refuseSuspended, startSession } from './service.ts';

type OAuthDeps = Pick<Context, 'db' | 'secrets' | 'cookies' | 'userAgent' | 'ipAddress'>;

/** What the provider's round trip gave: which provider, and its grant (tokens and profile). */
interface ProviderSignIn {
  provider: OAuthProviderName;
  grant: ProviderGrant;
}

/** The encryption context of a provider token: it opens only for the same user and provider. */
export function providerTokenContext(userId: string, provider: string): string {
  return `${userId}:${provider}`;
}

/**
 * Finds the account behind a provider identity: the one linked before, else the account with the
 * same address when the provider has verified it, else a new account (with the sign-up words).
 * Linking or creating is one transaction, so no account is left without its identity.
 *
 * An account whose address was never verified may have been opened by someone else with the
 * owner's address. Linking hands it to the provider's (verified) owner alone: every session,
 * the password and any provider the squatter connected end in the same transaction.
 */
async function accountFor(
  db: Executor,
  { provider: name, grant, language }: ProviderSignIn & { language: LanguageCode },
) {
  const { provider } = OAUTH_PROVIDERS[name];
  const { profile } = grant;
  const linked = await selectIdentityUser(db, provider, profile.subject);
  if (linked) return linked;
  // An unverified address could belong to someone else: it may neither link nor create.
  if (!profile.email || !profile.emailVerified) throw new AppError(AppErrorCode.EMAIL_NOT_VERIFIED);
  const email = profile.email;
  return inTransaction(db, async (trx) => {
    const existing = await findUserIdByEmail(trx, { email });
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
    if (existing) await handOverToAddressOwner(trx, { userId: existing });
    await insertIdentity(trx, { provider, subject: profile.subject, userId, email });
    return userId;
  });
}

/**
 * Stores the provider's tokens encrypted (save_provider_token) and records the LinkedIn member URN
 * when none is set.
 */
async function keepGrant(
  deps: Pick<OAuthDeps, 'db' | 'secrets'>,
  { userId, provider: name, grant }: { userId: string } & ProviderSignIn,
): Promise<void> {
  const { provider } = OAUTH_PROVIDERS[name];
  const sealContext = providerTokenContext(userId, provider);
  const { tokens } = grant;
  await upsertProviderToken(deps.db, {
    userId,
    provider,
    token: deps.secrets.seal(tokens.accessToken(), sealContext),
    refreshToken: tokens.hasRefreshToken() ? deps.secrets.seal(tokens.refreshToken(), sealContext) : null,
    expiresAt: 'expires_in' in tokens.data ? tokens.accessTokenExpiresAt() : null,
    scopes: grant.scopes,
  });
  if (name === 'linkedin') await setLinkedinUrnIfEmpty(deps.db, userId, toPersonUrn(grant.profile.subject));
}

/** Seals every stored provider token again with the first key (`npm run admin -- reencrypt`); returns how many rows. */
export async function resealProviderTokens(deps: Pick<OAuthDeps, 'db' | 'secrets'>): Promise<number> {
  const rows = await selectSealedProviderTokens(deps.db);
  for (const { userId, provider, token, refreshToken } of rows) {
    const context = providerTokenContext(userId, provider);
    await updateSealedProviderToken(deps.db, {
      userId,
      provider,
      token: deps.secrets.reseal(token, context),
      refreshToken: refreshToken === null ? null : deps.secrets.reseal(refreshToken, context),
    });
  }
  return rows.length;
}

/**
 * Signs in with Google or LinkedIn: links or creates the account, keeps the provider's tokens and
 * starts a session.
 */
export async function signInWithProvider(
  deps: OAuthDeps,
  input: ProviderSignIn & { language: LanguageCode },
): Promise<string> {
  const userId = await accountFor(deps.db, input);
  // Before the tokens are kept: a suspended account's provider access is not refreshed either.
  await refuseSuspended(deps.db, { userId });
  await keepGrant(deps, { userId, ...input });
  await startSession(deps, { userId });
  return userId;
}

export type ConnectOutcome = 'connected' | 'identity_taken';

/**
 * Connects Google or LinkedIn to the signed-in user's account and keeps its tokens. The provider
 * account is proven by the round trip itself, so its address need not be verified; but one that
 * already belongs to another Wordloom account stays there ('identity_taken').
 */
export async function connectProvider(
  deps: Pick<OAuthDeps, 'db' | 'secrets'>,
  input: { userId: string } & ProviderSignIn,
): Promise<ConnectOutcome> {
  const { userId, grant } = input;
  const { provider } = OAUTH_PROVIDERS[input.provider];
  const { subject, email } = grant.profile;
  await insertIdentity(deps.db, { provider, subject, userId, email });
  // Read back rather than trust the insert: it does nothing when the identity is linked already.
  if ((await selectIdentityUser(deps.db, provider, subject)) !== userId) return 'identity_taken';
  await keepGrant(deps, input);
  return 'connected';
}

/**
 * The LinkedIn member URN publishing posts as (spec §7 "select linkedin_urn by id", else the
 * LinkedIn identity's subject, as a person URN); null when LinkedIn was never connected, undefined
 * when the user has no profile.
 */
export async function linkedInMemberUrn(
  db: Executor,
  { userId }: { userId: string },
): Promise<string | null | undefined> {
  const member = await selectLinkedInMember(db, userId);
  if (!member) return undefined;
  const idOrUrn = member.linkedinUrn ?? member.subject;
  return idOrUrn ? toPersonUrn(idOrUrn) : null;
}

/** The user's LinkedIn access token, opened, with its dates and scopes; null when none is stored. */
export async function linkedInAccessToken(
  deps: Pick<OAuthDeps, 'db' | 'secrets'>,
  { userId }: { userId: string },
): Promise<{ token: string; expiresAt: Date | null; createdAt: Date; scopes: string[] } | null> {
  const row = await selectProviderToken(deps.db, userId, 'linkedin_oidc');
  if (!row) return null;
  return {
    token: deps.secrets.open(row.token, providerTokenContext(userId, 'linkedin_oidc')),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    scopes: row.scopesArray,
  };
}
