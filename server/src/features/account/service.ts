import { formatPhone } from '@wordloom/shared/domain/phone';
import { AppErrorCode } from '@wordloom/shared/errors';
import type {
  ConnectableProvider,
  TChangePassword,
  TDisconnectProvider,
  TRevokeSession,
  TUpdateProfile,
} from '@wordloom/shared/schemas/account';
import { type Executor, inTransaction } from '../../db/executor.ts';
import type { OAuthProvider } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AppDeps, Context } from '../../trpc/context.ts';
import { OAUTH_PROVIDERS } from '../auth/oauth-clients.ts';
import { passwordGuessSucceeded, reservePasswordGuess } from '../auth/throttle.ts';
import {
  invalidateUserSessionByPublicId,
  invalidateUserSessions,
  listUserSessions,
  type SessionOwner,
} from '../sessions/service.ts';
import { storePasswordHash, userWithProfile } from '../users/service.ts';
import {
  clearLinkedinUrn,
  deleteConnection,
  selectConnections,
  selectPasswordState,
  updateProfile as updateProfileRow,
} from './queries.ts';

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

async function loadProfile(db: Executor, userId: string) {
  const user = await userWithProfile(db, { userId });
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
export async function accountOverview(
  deps: Pick<AppDeps, 'db' | 'config'>,
  { userId }: { userId: string },
): Promise<AccountOverview> {
  const [user, credentials, connections] = await Promise.all([
    loadProfile(deps.db, userId),
    selectPasswordState(deps.db, userId),
    selectConnections(deps.db, userId),
  ]);
  return {
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    profile: toProfile(user),
    hasPassword: credentials.passwordHash !== null,
    connections: toConnections(connections),
    referral: {
      code: user.referralCode,
      link: `${deps.config.appUrl}/signup?ref=${encodeURIComponent(user.referralCode)}`,
    },
  };
}

/** Saves the profile fields of the sign-up form (name, phone with calling code, organization, country). */
export async function updateProfile(
  db: Executor,
  { userId, ...input }: { userId: string } & TUpdateProfile,
): Promise<AccountProfile> {
  const profile = {
    name: input.fullName,
    phone: formatPhone(input.dialCode, input.phone),
    organization: input.organization || null,
    country: input.country,
  };
  await updateProfileRow(db, userId, profile);
  return profile;
}

/**
 * Changes the password, or sets a first one for an account that signs in only through a provider.
 * An existing password must be given (WRONG_PASSWORD otherwise). Its check is reserved against the
 * sign-in guesses before it runs, so a stolen session cannot try passwords freely, not even with
 * parallel requests. Every other session ends.
 */
export async function changePassword(
  deps: Pick<Context, 'db' | 'ipAddress'>,
  { userId, sessionId, ...input }: SessionOwner & TChangePassword,
): Promise<void> {
  const { passwordHash } = await selectPasswordState(deps.db, userId);
  if (passwordHash) {
    const reservation = await reservePasswordGuess(deps.db, { account: userId, ipAddress: deps.ipAddress });
    if (!(await verifyPassword(passwordHash, input.currentPassword))) throw new AppError(AppErrorCode.WRONG_PASSWORD);
    await passwordGuessSucceeded(deps.db, { reservation });
  }
  const newPasswordHash = await hashPassword(input.newPassword);
  // The new password and the end of the other sessions take effect together, or neither does.
  await inTransaction(deps.db, async (trx) => {
    await storePasswordHash(trx, { userId, passwordHash: newPasswordHash });
    await invalidateUserSessions(trx, { userId, keepSessionId: sessionId });
  });
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
export async function listSessions(db: Executor, { userId, sessionId }: SessionOwner): Promise<ActiveSession[]> {
  const rows = await listUserSessions(db, { userId });
  const sessions = rows.map((row) => ({
    id: row.publicId,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.id === sessionId,
  }));
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's own sessions (NOT_FOUND for any other id); ending this one signs this browser out. */
export async function revokeSession(
  deps: Pick<Context, 'db' | 'cookies'>,
  { userId, sessionId, id }: SessionOwner & TRevokeSession,
): Promise<void> {
  const deletedId = await invalidateUserSessionByPublicId(deps.db, { userId, publicId: id });
  if (!deletedId) throw new AppError(AppErrorCode.NOT_FOUND);
  if (deletedId === sessionId) deps.cookies.clear();
}

/** "Sign out everywhere else": every session of the user but this one ends. */
export async function signOutOtherSessions(db: Executor, { userId, sessionId }: SessionOwner): Promise<void> {
  await invalidateUserSessions(db, { userId, keepSessionId: sessionId });
}

/**
 * Disconnects Google or LinkedIn: the identity and its stored tokens go (and, for LinkedIn, the
 * member URN posts are published as). Refused with LAST_SIGN_IN_METHOD when it is the account's
 * only way to sign in. The user row is locked so two disconnects at once cannot both pass the check.
 */
export async function disconnectProvider(
  db: Executor,
  { userId, provider: name }: { userId: string } & TDisconnectProvider,
): Promise<void> {
  const { provider } = OAUTH_PROVIDERS[name];
  await inTransaction(db, async (trx) => {
    const { passwordHash } = await selectPasswordState(trx, userId, { lock: true });
    const connected = new Set((await selectConnections(trx, userId)).map((row) => row.provider));
    if (!connected.has(provider)) throw new AppError(AppErrorCode.NOT_FOUND);
    if (!passwordHash && connected.size === 1) throw new AppError(AppErrorCode.LAST_SIGN_IN_METHOD);
    await deleteConnection(trx, userId, provider);
    if (name === 'linkedin') await clearLinkedinUrn(trx, userId);
  });
}
