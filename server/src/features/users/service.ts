import { AppErrorCode } from '@wordloom/shared/errors';
import { storedPersona, type TCompleteOnboarding } from '@wordloom/shared/schemas/onboarding';
import type { TPromoteUser } from '@wordloom/shared/schemas/users';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  insertProfile,
  insertRole,
  insertUser,
  markEmailVerified,
  markExistingUserWelcomed,
  selectLeftTrial,
  selectUserById,
  selectUserCredentials,
  selectUserIdByEmail,
  selectUserIdByReferralCode,
  updateOnboardingAnswers,
  updateUserPassword,
  verifyUnverifiedUserDroppingPassword,
} from './queries.ts';
import { hasRole, rolesOf } from './roles.ts';

/** The signed-in user as the client sees it (spec §3 "App user"); null for an unknown id. */
export async function currentUser(db: Executor, { userId }: { userId: string }) {
  const user = await selectUserById(db, userId);
  if (!user) return null;
  const [roles, leftTrial] = await Promise.all([rolesOf(db, { userId }), selectLeftTrial(db, userId)]);
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    trialBlogsRemaining: user.trialBlogsRemaining,
    trialEndsAt: user.trialEndsAt,
    /** On the free trial until the first payment or an admin's grant; never an admin (decision 015). */
    onTrial: !leftTrial && !roles.includes('admin'),
    onboardingCompleted: user.onboardingCompleted,
    existingUserWelcomed: user.existingUserWelcomed,
    preferredLanguage: user.preferredLanguage,
    referralCode: user.referralCode,
    profile: {
      name: user.name,
      phone: user.phone,
      organization: user.organization,
      city: user.city,
      country: user.country,
    },
    roles,
    isAdmin: roles.includes('admin'),
  };
}

/**
 * Whether the free trial no longer applies to the user (decision 015): they paid once (a plan or
 * a word pack), an admin granted them words, or they are an admin.
 */
export async function isPastTrial(db: Executor, { userId }: { userId: string }): Promise<boolean> {
  const [left, admin] = await Promise.all([selectLeftTrial(db, userId), hasRole(db, { userId, role: 'admin' })]);
  return left || admin;
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** The account and its profile as stored, for features that show or edit them; undefined for an unknown id. */
export async function userWithProfile(db: Executor, { userId }: { userId: string }) {
  return selectUserById(db, userId);
}

/** Replaces the account's password hash (the caller hashes and decides which sessions end). */
export async function storePasswordHash(
  db: Executor,
  { userId, passwordHash }: { userId: string; passwordHash: string },
): Promise<void> {
  await updateUserPassword(db, userId, passwordHash);
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  /** When a provider vouched for the address; null until the user follows the mailed link. */
  emailVerifiedAt: Date | null;
  profile: Omit<Parameters<typeof insertProfile>[1], 'userId'>;
}

/** Adds a user with its profile and the "user" role; run it in the transaction that sets up the rest of the account. */
export async function createUser(trx: Executor, user: NewUser): Promise<string> {
  const { id } = await insertUser(trx, user.email, user.passwordHash);
  if (user.emailVerifiedAt) await markEmailVerified(trx, id, user.emailVerifiedAt);
  await insertProfile(trx, { ...user.profile, userId: id });
  await insertRole(trx, id, 'user');
  return id;
}

/** What a password sign-in checks, by the normalised address; undefined for an unknown one. */
export async function findCredentials(db: Executor, { email }: { email: string }) {
  return selectUserCredentials(db, email);
}

/** The id of the account with this (normalised) address; undefined when there is none. */
export async function findUserIdByEmail(db: Executor, { email }: { email: string }): Promise<string | undefined> {
  return selectUserIdByEmail(db, email);
}

/** The id of the account whose referral code this is; undefined for an unknown code. */
export async function findUserIdByReferralCode(
  db: Executor,
  { referralCode }: { referralCode: string },
): Promise<string | undefined> {
  return selectUserIdByReferralCode(db, referralCode);
}

/** Following a mailed link, or a provider's word, proves the address. */
export async function confirmEmail(
  db: Executor,
  { userId, at = new Date() }: { userId: string; at?: Date },
): Promise<void> {
  await markEmailVerified(db, userId, at);
}

/**
 * The address's owner proved it (a provider vouched, or a mailed reset link was followed). An
 * account that had never proved its address may have been opened by someone else with the owner's
 * address: its password is dropped. Says whether that happened, so the caller can end what else
 * the earlier sign-up holds.
 */
export async function confirmEmailByOwner(
  db: Executor,
  { userId, at = new Date() }: { userId: string; at?: Date },
): Promise<{ wasUnverified: boolean }> {
  const dropped = await verifyUnverifiedUserDroppingPassword(db, userId, at);
  return { wasUnverified: dropped !== undefined };
}

/** Spec §6: only an admin (the acting user) may promote, and the user must exist. */
export async function promoteToAdmin(
  db: Executor,
  { userId, email }: { userId: string } & TPromoteUser,
): Promise<void> {
  if (!(await hasRole(db, { userId, role: 'admin' }))) throw new AppError(AppErrorCode.ADMIN_ONLY);
  await grantAdminRole(db, { email });
}

/** Makes the account with this e-mail an admin (the CLI's way to name the first admin). */
export async function grantAdminRole(db: Executor, { email }: TPromoteUser): Promise<void> {
  const userId = await selectUserIdByEmail(db, email.trim().toLowerCase());
  if (!userId) throw new AppError(AppErrorCode.USER_NOT_FOUND);
  await insertRole(db, userId, 'admin');
}

/** Saves the onboarding answers and ends the onboarding overlay (spec §4). */
export async function completeOnboarding(
  db: Executor,
  { userId, ...answers }: { userId: string } & TCompleteOnboarding,
): Promise<void> {
  await updateOnboardingAnswers(db, userId, {
    persona: storedPersona(answers),
    companySize: answers.companySize,
    companyAge: answers.companyAge,
    articlesPerMonth: answers.articlesPerMonth,
  });
}

/** The welcome banner was read and closed: it does not come back. */
export async function dismissWelcome(db: Executor, { userId }: { userId: string }): Promise<void> {
  await markExistingUserWelcomed(db, userId);
}
