import { formatPhone } from '@wordloom/shared/domain/phone';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { ConnectableProvider, TChangePassword, TUpdateProfile } from '@wordloom/shared/schemas/account';
import type { OAuthProvider } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Context } from '../../trpc/context.ts';
import { OAUTH_PROVIDERS } from '../auth/oauth-clients.ts';
import { passwordGuessSucceeded, reservePasswordGuess } from '../auth/throttle.ts';
import {
  invalidateUserSessionByPublicId,
  invalidateUserSessions,
  listUserSessions,
  type Session,
} from '../sessions/service.ts';
import { storePasswordHash, userWithProfile } from '../users/service.ts';
import {
  clearLinkedinUrn,
  deleteConnection,
  selectConnections,
  selectPasswordState,
  updateProfile as updateProfileRow,
} from './queries.ts';

type SessionContext = Pick<Context, 'db' | 'cookies' | 'ipAddress'> & { session: Session };

const CONNECTABLE_NAME_OF: Record<OAuthProvider, ConnectableProvider> = {
  google: 'google',
  linkedin_oidc: 'linkedin',
};

export interface AccountProfile {
  name: string;
  /** The calling code followed by the digits, e.g. '+15551234567'; null for accounts made through a provider. */
  phone: string | null;
  organization: string | null;
  /** The country's English name. */
  country: string | null;
}

export interface Connection {
  provider: ConnectableProvider;
  /** The address the provider gave when the account was connected, if it gave one. */
  email: string | null;
  connectedAt: Date;
  scopes: string[];
}

export interface AccountOverview {
  email: string;
  emailVerified: boolean;
  profile: AccountProfile;
  /** False for accounts that only sign in with Google or LinkedIn: they may set one without a current one. */
  hasPassword: boolean;
  connections: Connection[];
  referral: { code: string; link: string };
}

async function loadProfile(db: Context['db'], userId: string) {
  const user = await userWithProfile(db, userId);
  if (!user) throw new AppError(AppErrorCode.USER_NOT_FOUND);
  return user;
}

function toProfile(user: AccountProfile): AccountProfile {
  return { name: user.name, phone: user.phone, organization: user.organization, country: user.country };
}

/** One connection per provider; an account linked twice to one provider shows the newer link. */
function toConnections(rows: Awaited<ReturnType<typeof selectConnections>>): Connection[] {
  const byProvider = new Map<ConnectableProvider, Connection>();
  for (const row of rows) {
    const provider = CONNECTABLE_NAME_OF[row.provider];
    byProvider.set(provider, {
      provider,
      email: row.email,
      connectedAt: row.createdAt,
      scopes: row.scopesArray ?? [],
    });
  }
  return [...byProvider.values()];
}

/** Everything the account page shows about the signed-in user, including the referral link to share. */
export async function accountOverview(ctx: Pick<Context, 'db' | 'config'>, userId: string): Promise<AccountOverview> {
  const [user, credentials, connections] = await Promise.all([
    loadProfile(ctx.db, userId),
    selectPasswordState(ctx.db, userId),
    selectConnections(ctx.db, userId),
  ]);
  return {
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    profile: toProfile(user),
    hasPassword: credentials.passwordHash !== null,
    connections: toConnections(connections),
    referral: {
      code: user.referralCode,
      link: `${ctx.config.appUrl}/signup?ref=${encodeURIComponent(user.referralCode)}`,
    },
  };
}

/** Saves the profile fields of the sign-up form (name, phone with calling code, organization, country). */
export async function updateProfile(
  ctx: Pick<Context, 'db'>,
  userId: string,
  input: TUpdateProfile,
): Promise<AccountProfile> {
  const profile = {
    name: input.fullName,
    phone: formatPhone(input.dialCode, input.phone),
    organization: input.organization || null,
    country: input.country,
  };
  await updateProfileRow(ctx.db, userId, profile);
  return profile;
}

/**
 * Changes the password, or sets a first one for an account that signs in only through a provider.
 * An existing password must be given (WRONG_PASSWORD otherwise). Its check is reserved against the
 * sign-in guesses before it runs, so a stolen session cannot try passwords freely, not even with
 * parallel requests. Every other session ends.
 */
export async function changePassword(ctx: SessionContext, input: TChangePassword): Promise<void> {
  const { userId } = ctx.session;
  const { passwordHash } = await selectPasswordState(ctx.db, userId);
  if (passwordHash) {
    const reservation = await reservePasswordGuess(ctx.db, { account: userId, ipAddress: ctx.ipAddress });
    if (!(await verifyPassword(passwordHash, input.currentPassword))) throw new AppError(AppErrorCode.WRONG_PASSWORD);
    await passwordGuessSucceeded(ctx.db, reservation);
  }
  await storePasswordHash(ctx.db, userId, await hashPassword(input.newPassword));
  await invalidateUserSessions(ctx.db, userId, ctx.session.id);
}

export interface ActiveSession {
  /** The session's public id; the stored id is the lookup key of a live cookie and never leaves the server. */
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the browser asking. */
  current: boolean;
}

/** The signed-in user's unexpired sessions: this browser's first, then by last use. */
export async function listSessions(ctx: SessionContext): Promise<ActiveSession[]> {
  const rows = await listUserSessions(ctx.db, ctx.session.userId);
  const sessions = rows.map((row) => ({
    id: row.publicId,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.id === ctx.session.id,
  }));
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's own sessions (NOT_FOUND for any other id); ending this one signs this browser out. */
export async function revokeSession(ctx: SessionContext, publicId: string): Promise<void> {
  const deletedId = await invalidateUserSessionByPublicId(ctx.db, ctx.session.userId, publicId);
  if (!deletedId) throw new AppError(AppErrorCode.NOT_FOUND);
  if (deletedId === ctx.session.id) ctx.cookies.clear();
}

/** "Sign out everywhere else": every session of the user but this one ends. */
export async function signOutOtherSessions(ctx: SessionContext): Promise<void> {
  await invalidateUserSessions(ctx.db, ctx.session.userId, ctx.session.id);
}

/**
 * Disconnects Google or LinkedIn: the identity and its stored tokens go (and, for LinkedIn, the
 * member URN posts are published as). Refused with LAST_SIGN_IN_METHOD when it is the account's
 * only way to sign in. The user row is locked so two disconnects at once cannot both pass the check.
 */
export async function disconnectProvider(
  ctx: Pick<Context, 'db'>,
  userId: string,
  name: ConnectableProvider,
): Promise<void> {
  const { provider } = OAUTH_PROVIDERS[name];
  await ctx.db.transaction().execute(async (trx) => {
    const { passwordHash } = await selectPasswordState(trx, userId, { lock: true });
    const connected = new Set((await selectConnections(trx, userId)).map((row) => row.provider));
    if (!connected.has(provider)) throw new AppError(AppErrorCode.NOT_FOUND);
    if (!passwordHash && connected.size === 1) throw new AppError(AppErrorCode.LAST_SIGN_IN_METHOD);
    await deleteConnection(trx, userId, provider);
    if (name === 'linkedin') await clearLinkedinUrn(trx, userId);
  });
}
