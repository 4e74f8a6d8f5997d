import { AppErrorCode } from '@wordloom/shared/errors';
import { storedPersona, type TCompleteOnboarding } from '@wordloom/shared/schemas/onboarding';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  insertRole,
  markExistingUserWelcomed,
  selectUserById,
  selectUserIdByEmail,
  updateOnboardingAnswers,
  updateUserPassword,
} from './queries.ts';
import { hasRole, rolesOf } from './roles.ts';

/** The signed-in user as the client sees it (spec §3 "App user"). */
export async function currentUser(db: Kysely<DB>, userId: string) {
  const user = await selectUserById(db, userId);
  if (!user) return null;
  const roles = await rolesOf(db, userId);
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    trialBlogsRemaining: user.trialBlogsRemaining,
    trialEndsAt: user.trialEndsAt,
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

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** The account and its profile as stored, for features that show or edit them; undefined for an unknown id. */
export async function userWithProfile(db: Executor, userId: string) {
  return selectUserById(db, userId);
}

/** Replaces the account's password hash (the caller hashes and decides which sessions end). */
export async function storePasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await updateUserPassword(db, userId, passwordHash);
}

/** Spec §6: only an admin may promote, and the user must exist. */
export async function promoteToAdmin(db: Kysely<DB>, callerId: string, email: string): Promise<void> {
  if (!(await hasRole(db, callerId, 'admin'))) throw new AppError(AppErrorCode.ADMIN_ONLY);
  await grantAdminRole(db, email);
}

/** Makes the account with this e-mail an admin (the CLI's way to name the first admin). */
export async function grantAdminRole(db: Kysely<DB>, email: string): Promise<void> {
  const userId = await selectUserIdByEmail(db, email.trim().toLowerCase());
  if (!userId) throw new AppError(AppErrorCode.USER_NOT_FOUND);
  await insertRole(db, userId, 'admin');
}

/** Saves the onboarding answers and ends the onboarding overlay (spec §4). */
export async function completeOnboarding(db: Kysely<DB>, userId: string, answers: TCompleteOnboarding): Promise<void> {
  await updateOnboardingAnswers(db, userId, {
    persona: storedPersona(answers),
    companySize: answers.companySize,
    companyAge: answers.companyAge,
    articlesPerMonth: answers.articlesPerMonth,
  });
}

/** The welcome banner was read and closed: it does not come back. */
export async function dismissWelcome(db: Kysely<DB>, userId: string): Promise<void> {
  await markExistingUserWelcomed(db, userId);
}
