import {
  FREE_WORDS_AT_SIGN_UP,
  FREE_WORDS_EXPIRY_DAYS,
  REFERRAL_BONUS_WORDS,
  TRIAL_DAYS,
} from '@wordloom/shared/constants';
import { withLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { formatPhone } from '@wordloom/shared/domain/phone';
import { AppErrorCode } from '@wordloom/shared/errors';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@wordloom/shared/languages';
import type { TResetPassword, TSignIn, TSignUp } from '@wordloom/shared/schemas/auth';
import { createSession, invalidateSession, invalidateUserSessions, type Session } from '../../auth/session.ts';
import type { EmailTokenPurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { OutgoingMail } from '../../lib/mail.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Context } from '../../trpc/context.ts';
import { passwordResetMail, verificationMail, welcomeMail } from '../mail/templates.ts';
import {
  insertProfile,
  insertRole,
  insertUser,
  markEmailVerified,
  selectUserById,
  selectUserCredentials,
  selectUserIdByReferralCode,
  updateUserPassword,
} from '../users/queries.ts';
import { grantWords, openWordAccount } from '../words/service.ts';
import { replaceEmailToken, takeEmailToken } from './queries.ts';
import { clearPasswordGuesses, mayMail, passwordGuessSucceeded, reservePasswordGuess } from './throttle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §9 and ARCHITECTURE §5. */
export const VERIFICATION_TOKEN_TTL_MS = DAY_MS;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type Deps = Pick<Context, 'db' | 'config' | 'logger' | 'mailer'>;
type RequestContext = Deps & Pick<Context, 'cookies' | 'ipAddress' | 'userAgent'>;
/** A request whose mails are limited per client address. */
type ClientRequest = Deps & Pick<Context, 'ipAddress'>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function languageOr(language: string | undefined | null): LanguageCode {
  return language && isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

/** Mail failures never undo what the user did; they are logged (spec §8: "only logged"). */
async function sendQuietly(deps: Deps, mail: OutgoingMail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.logger.error({ err: error, kind: mail.kind }, 'mail could not be sent');
  }
}

export async function startSession(
  ctx: Pick<RequestContext, 'db' | 'cookies' | 'userAgent' | 'ipAddress'>,
  userId: string,
): Promise<Session> {
  const { token, session } = await createSession(ctx.db, userId, {
    userAgent: ctx.userAgent,
    ipAddress: ctx.ipAddress,
  });
  ctx.cookies.set(token, session.expiresAt);
  return session;
}

/** A single-use link token of ≥128 bits; only its hash is stored, and a new one voids the old. */
async function issueEmailToken(deps: Deps, userId: string, purpose: EmailTokenPurpose, ttlMs: number) {
  const token = randomToken(20);
  await replaceEmailToken(deps.db, {
    id: sha256Hex(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

async function sendVerificationMail(
  deps: Deps,
  user: { id: string; email: string; name: string },
  language: LanguageCode,
) {
  const token = await issueEmailToken(deps, user.id, 'verify_email', VERIFICATION_TOKEN_TTL_MS);
  const link = `${deps.config.appUrl}${withLanguagePrefix('/verify-email', language)}?token=${token}`;
  await sendQuietly(deps, verificationMail({ to: user.email, name: user.name, link, language }));
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  /** True when the address is already proven (a provider vouched for it). */
  emailVerified: boolean;
  name: string;
  phone: string | null;
  organization: string | null;
  country: string | null;
  language: LanguageCode;
  referrerId: string | null;
}

/**
 * Creates a user with profile, role and trial (2 blogs, 14 days) in one transaction, then the
 * words: 2000 free for 7 days, plus 500 with a referrer. EMAIL_TAKEN if the address is in use.
 */
export async function createAccount(db: Context['db'], account: NewAccount): Promise<string> {
  const now = new Date();
  const userId = await db
    .transaction()
    .execute(async (trx) => {
      const { id } = await insertUser(trx, account.email, account.passwordHash);
      if (account.emailVerified) await markEmailVerified(trx, id, now);
      await insertProfile(trx, {
        userId: id,
        name: account.name,
        phone: account.phone,
        organization: account.organization,
        country: account.country,
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        preferredLanguage: account.language,
        referralCode: randomToken(5),
        referredBy: account.referrerId,
      });
      await insertRole(trx, id, 'user');
      await openWordAccount(trx, id);
      return id;
    })
    .catch((error: unknown) => {
      // 23505: unique violation, here on users.email.
      if ((error as { code?: string }).code === '23505') throw new AppError(AppErrorCode.EMAIL_TAKEN);
      throw error;
    });

  const freeWordsExpire = new Date(now.getTime() + FREE_WORDS_EXPIRY_DAYS * DAY_MS);
  await grantWords(db, {
    userId,
    amount: FREE_WORDS_AT_SIGN_UP,
    source: 'signup',
    expiresAt: freeWordsExpire,
    note: { reason: 'signup_bonus' },
    idempotencyKey: 'signup',
  });
  if (account.referrerId) {
    await grantWords(db, {
      userId,
      amount: REFERRAL_BONUS_WORDS,
      source: 'referral',
      expiresAt: freeWordsExpire,
      note: { reason: 'referral_bonus' },
      idempotencyKey: 'referral',
    });
  }
  return userId;
}

export interface SignUpResult {
  userId: string;
  referralApplied: boolean;
}

/**
 * Creates the account with its profile, role and words (2000 free for 7 days, plus 500 through a
 * valid referral code), mails the verification link and signs the new user in.
 */
export async function signUp(ctx: RequestContext, input: TSignUp): Promise<SignUpResult> {
  const email = normalizeEmail(input.email);
  const language = languageOr(input.language);
  const passwordHash = await hashPassword(input.password);
  const referrerId = input.referralCode ? await selectUserIdByReferralCode(ctx.db, input.referralCode) : undefined;
  const userId = await createAccount(ctx.db, {
    email,
    passwordHash,
    emailVerified: false,
    name: input.fullName,
    phone: formatPhone(input.dialCode, input.phone),
    organization: input.organization || null,
    country: input.country,
    language,
    referrerId: referrerId ?? null,
  });
  await sendVerificationMail(ctx, { id: userId, email, name: input.fullName }, language);
  await startSession(ctx, userId);
  return { userId, referralApplied: referrerId !== undefined };
}

/**
 * Password sign-in. Each check of a password is reserved against the account's and the client
 * address's guesses before it runs (RATE_LIMITS), so even parallel requests get at most 5 checks
 * per account in 15 minutes; then TOO_MANY_ATTEMPTS. A wrong password and an unknown address
 * answer alike. A correct password on an unverified address gives EMAIL_NOT_VERIFIED (the client
 * then offers to resend the link).
 */
export async function signIn(ctx: RequestContext, input: TSignIn): Promise<{ userId: string }> {
  const email = normalizeEmail(input.email);
  const user = await selectUserCredentials(ctx.db, email);
  const reservation = await reservePasswordGuess(ctx.db, { account: user?.id ?? email, ipAddress: ctx.ipAddress });
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw new AppError(AppErrorCode.INVALID_CREDENTIALS);
  await passwordGuessSucceeded(ctx.db, reservation);
  if (!user.emailVerifiedAt) throw new AppError(AppErrorCode.EMAIL_NOT_VERIFIED);
  await startSession(ctx, user.id);
  return { userId: user.id };
}

export async function signOut(ctx: RequestContext & { session: Session }): Promise<void> {
  await invalidateSession(ctx.db, ctx.session.id);
  ctx.cookies.clear();
}

/**
 * Mails a new verification link if the address belongs to an unverified account and neither the
 * address nor the client asked too often (RATE_LIMITS); silent otherwise.
 */
export async function resendVerification(deps: ClientRequest, emailInput: string, language?: string): Promise<void> {
  const email = normalizeEmail(emailInput);
  if (!(await mayMail(deps.db, 'verification', email, deps.ipAddress))) return;
  const credentials = await selectUserCredentials(deps.db, email);
  if (!credentials || credentials.emailVerifiedAt) return;
  const user = await selectUserById(deps.db, credentials.id);
  if (!user) return;
  await sendVerificationMail(
    deps,
    { id: user.id, email: user.email, name: user.name },
    languageOr(language ?? user.preferredLanguage),
  );
}

/** Confirms the address behind a verification link (single use, 24 hours) and sends the welcome mail. */
export async function verifyEmail(deps: Deps, token: string): Promise<void> {
  const row = await takeEmailToken(deps.db, sha256Hex(token), 'verify_email');
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError(AppErrorCode.INVALID_VERIFICATION_LINK);
  await markEmailVerified(deps.db, row.userId, new Date());
  const user = await selectUserById(deps.db, row.userId);
  if (user) {
    await sendQuietly(
      deps,
      welcomeMail({
        to: user.email,
        name: user.name,
        language: languageOr(user.preferredLanguage),
        freeWords: FREE_WORDS_AT_SIGN_UP,
      }),
    );
  }
}

/**
 * Mails a reset link when the address has an account and neither the address nor the client asked
 * too often (RATE_LIMITS), and answers the same in every case so the form cannot tell who has an
 * account. The token travels in the URL fragment, so it never reaches server logs.
 */
export async function requestPasswordReset(deps: ClientRequest, emailInput: string, language?: string): Promise<void> {
  const email = normalizeEmail(emailInput);
  if (!(await mayMail(deps.db, 'reset', email, deps.ipAddress))) return;
  const credentials = await selectUserCredentials(deps.db, email);
  if (!credentials) return;
  const user = await selectUserById(deps.db, credentials.id);
  if (!user) return;
  const mailLanguage = languageOr(language ?? user.preferredLanguage);
  const token = await issueEmailToken(deps, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
  const link = `${deps.config.appUrl}${withLanguagePrefix('/reset-password', mailLanguage)}#access_token=${token}&type=recovery`;
  await sendQuietly(deps, passwordResetMail({ to: user.email, name: user.name, link, language: mailLanguage }));
}

/**
 * Sets a new password from a reset link (single use, 1 hour), ends every session of the account and
 * clears its failed sign-ins, so the new password works at once.
 */
export async function resetPassword(deps: Deps, input: TResetPassword): Promise<void> {
  const row = await takeEmailToken(deps.db, sha256Hex(input.token), 'reset_password');
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError(AppErrorCode.INVALID_RESET_LINK);
  await updateUserPassword(deps.db, row.userId, await hashPassword(input.password));
  // Following the link proves the mailbox is the user's.
  await markEmailVerified(deps.db, row.userId, new Date());
  await invalidateUserSessions(deps.db, row.userId);
  await clearPasswordGuesses(deps.db, row.userId);
}
