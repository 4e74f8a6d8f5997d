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
import type { TEmailOnly, TResetPassword, TSignIn, TSignUp, TVerifyEmail } from '@wordloom/shared/schemas/auth';
import type { Transaction } from 'kysely';
import { type Executor, inTransaction } from '../../db/executor.ts';
import type { DB, EmailTokenPurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Context } from '../../trpc/context.ts';
import { queueMail } from '../mail/service.ts';
import { createSession, invalidateSession, invalidateUserSessions, type Session } from '../sessions/service.ts';
import {
  confirmEmail,
  confirmEmailByOwner,
  createUser,
  findCredentials,
  findUserIdByEmail,
  findUserIdByReferralCode,
  storePasswordHash,
  userWithProfile,
} from '../users/service.ts';
import { grantWords, openWordAccount } from '../words/service.ts';
import { mailLinkByAddressJob, type TLinkByAddressJob } from './jobs.ts';
import {
  deleteIdentitiesAndTokens,
  isVerificationTokenUsed,
  replaceEmailToken,
  selectIsSuspended,
  spendVerificationToken,
  takeEmailToken,
} from './queries.ts';
import {
  clearPasswordGuesses,
  type MailLimitKind,
  mayMail,
  passwordGuessSucceeded,
  reservePasswordGuess,
  reserveSignUp,
} from './throttle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §9 and ARCHITECTURE §5. */
export const VERIFICATION_TOKEN_TTL_MS = DAY_MS;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type Deps = Pick<Context, 'db' | 'config' | 'jobs' | 'secrets'>;
type RequestContext = Deps & Pick<Context, 'cookies' | 'ipAddress' | 'userAgent' | 'session'>;
/** A request whose mails are limited per client address. */
type ClientRequest = Deps & Pick<Context, 'ipAddress'>;

/** Addresses are compared trimmed and in lower case. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The language asked for when the app has it, else the default. */
function languageOr(language: string | undefined | null): LanguageCode {
  return language && isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

/** ACCOUNT_SUSPENDED when an admin suspended the account: no way of signing in may start a session for it. */
export async function refuseSuspended(db: Executor, { userId }: { userId: string }): Promise<void> {
  if (await selectIsSuspended(db, userId)) throw new AppError(AppErrorCode.ACCOUNT_SUSPENDED);
}

/**
 * Signs `userId` in on the asking browser: a new session, its token in the session cookie. The
 * session the browser had, if any, ends: its cookie is replaced, and a token left alive elsewhere
 * (copied, or in a shared browser's history) would open the account still. A suspended account
 * gets ACCOUNT_SUSPENDED (and a session that slips past a suspension in progress is refused when
 * validated).
 */
export async function startSession(
  deps: Pick<RequestContext, 'db' | 'cookies' | 'userAgent' | 'ipAddress'> & Partial<Pick<RequestContext, 'session'>>,
  { userId }: { userId: string },
): Promise<Session> {
  await refuseSuspended(deps.db, { userId });
  if (deps.session) await invalidateSession(deps.db, { sessionId: deps.session.id });
  const { token, session } = await createSession(deps.db, {
    userId,
    userAgent: deps.userAgent,
    ipAddress: deps.ipAddress,
  });
  deps.cookies.set(token, session.expiresAt);
  return session;
}

/** A single-use link token of ≥128 bits; only its hash is stored, and a new one voids the old. */
async function issueEmailToken(trx: Transaction<DB>, userId: string, purpose: EmailTokenPurpose, ttlMs: number) {
  const token = randomToken(20);
  await replaceEmailToken(trx, {
    id: sha256Hex(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Issues a verification token and queues its mail in `trx`, so neither exists without the other.
 * A mail the SMTP server refuses is retried by its job and never undoes what the user did (spec §8).
 */
async function mailVerificationLink(
  deps: Deps,
  trx: Transaction<DB>,
  user: { id: string; email: string; name: string },
  language: LanguageCode,
) {
  const token = await issueEmailToken(trx, user.id, 'verify_email', VERIFICATION_TOKEN_TTL_MS);
  const link = `${deps.config.appUrl}${withLanguagePrefix('/verify-email', language)}?token=${token}`;
  await queueMail({ ...deps, db: trx }, { kind: 'verify_email', to: user.email, name: user.name, link, language });
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
 * Creates a user with profile, role, trial (2 blogs, 14 days) and words (2000 free for 7 days,
 * plus 500 with a referrer) in one transaction, the caller's if `db` is one. EMAIL_TAKEN if the
 * address is in use.
 */
export async function createAccount(db: Executor, account: NewAccount): Promise<string> {
  const now = new Date();
  return inTransaction(db, async (trx) => {
    const userId = await createUser(trx, {
      email: account.email,
      passwordHash: account.passwordHash,
      emailVerifiedAt: account.emailVerified ? now : null,
      profile: {
        name: account.name,
        phone: account.phone,
        organization: account.organization,
        country: account.country,
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        preferredLanguage: account.language,
        referralCode: randomToken(5),
        referredBy: account.referrerId,
      },
    });
    await openWordAccount(trx, { userId });
    await grantSignUpWords(trx, userId, account.referrerId !== null, now);
    return userId;
  }).catch((error: unknown) => {
    // 23505: unique violation, here on users.email.
    if ((error as { code?: string }).code === '23505') throw new AppError(AppErrorCode.EMAIL_TAKEN);
    throw error;
  });
}

/**
 * The owner of an account's address proved it. If the account had never proved its address,
 * whoever signed up with it may not be that owner: every session, the password and every provider
 * that sign-up connected end, and the account is the owner's alone.
 */
export async function handOverToAddressOwner(db: Executor, { userId }: { userId: string }): Promise<void> {
  const { wasUnverified } = await confirmEmailByOwner(db, { userId });
  if (!wasUnverified) return;
  await invalidateUserSessions(db, { userId });
  await deleteIdentitiesAndTokens(db, userId);
}

/** The free words of a new account: 2000 for 7 days, and 500 more when a referral code brought it. */
async function grantSignUpWords(trx: Executor, userId: string, referred: boolean, now: Date): Promise<void> {
  const freeWordsExpire = new Date(now.getTime() + FREE_WORDS_EXPIRY_DAYS * DAY_MS);
  await grantWords(trx, {
    userId,
    amount: FREE_WORDS_AT_SIGN_UP,
    source: 'signup',
    expiresAt: freeWordsExpire,
    note: { reason: 'signup_bonus' },
    idempotencyKey: 'signup',
  });
  if (referred) {
    await grantWords(trx, {
      userId,
      amount: REFERRAL_BONUS_WORDS,
      source: 'referral',
      expiresAt: freeWordsExpire,
      note: { reason: 'referral_bonus' },
      idempotencyKey: 'referral',
    });
  }
}

export interface SignUpResult {
  userId: string;
  referralApplied: boolean;
}

/**
 * Creates the account with its profile, role and words (2000 free for 7 days, plus 500 through a
 * valid referral code) and queues the verification mail, all in one transaction, then signs the
 * new user in. Sign-ups are limited per client address (RATE_LIMITS), counted first.
 */
export async function signUp(deps: RequestContext, input: TSignUp): Promise<SignUpResult> {
  await reserveSignUp(deps.db, { ipAddress: deps.ipAddress });
  const email = normalizeEmail(input.email);
  const language = languageOr(input.language);
  const passwordHash = await hashPassword(input.password);
  const { referralCode } = input;
  const referrerId = referralCode ? await findUserIdByReferralCode(deps.db, { referralCode }) : undefined;
  const userId = await inTransaction(deps.db, async (trx) => {
    const id = await createAccount(trx, {
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
    await mailVerificationLink(deps, trx, { id, email, name: input.fullName }, language);
    return id;
  });
  await startSession(deps, { userId });
  return { userId, referralApplied: referrerId !== undefined };
}

/**
 * Password sign-in. Each check of a password is reserved against the account's and the client
 * address's guesses before it runs (RATE_LIMITS), so even parallel requests get at most 5 checks
 * per account in 15 minutes; then TOO_MANY_ATTEMPTS. A wrong password and an unknown address
 * answer alike. A correct password on an unverified address gives EMAIL_NOT_VERIFIED (the client
 * then offers to resend the link). A suspended account is told so (ACCOUNT_SUSPENDED, by
 * startSession) only after its password matched, so nobody without the password learns that it is.
 */
export async function signIn(deps: RequestContext, input: TSignIn): Promise<{ userId: string }> {
  const email = normalizeEmail(input.email);
  const user = await findCredentials(deps.db, { email });
  const reservation = await reservePasswordGuess(deps.db, { account: user?.id ?? email, ipAddress: deps.ipAddress });
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw new AppError(AppErrorCode.INVALID_CREDENTIALS);
  await passwordGuessSucceeded(deps.db, { reservation });
  if (!user.emailVerifiedAt) throw new AppError(AppErrorCode.EMAIL_NOT_VERIFIED);
  await startSession(deps, { userId: user.id });
  return { userId: user.id };
}

/** Ends the asking browser's session and clears its cookie. */
export async function signOut(
  deps: Pick<Context, 'db' | 'cookies'>,
  { sessionId }: { sessionId: string },
): Promise<void> {
  await invalidateSession(deps.db, { sessionId });
  deps.cookies.clear();
}

/**
 * Counts the mail against the address's and the client's limits (RATE_LIMITS) and, if allowed,
 * queues the job that looks the address up. The request does the same work whether or not an
 * account has the address, so neither its answer nor its time can tell.
 */
async function mailLinkLater(deps: ClientRequest, kind: MailLimitKind, { email: typed, language }: TEmailOnly) {
  const email = normalizeEmail(typed);
  if (!(await mayMail(deps.db, { kind, email, ipAddress: deps.ipAddress }))) return;
  await deps.jobs.enqueue(deps.db, mailLinkByAddressJob, { kind, email, language });
}

/** Mails a new verification link if the address belongs to an unverified account; answers alike in every case. */
export async function resendVerification(deps: ClientRequest, input: TEmailOnly): Promise<void> {
  await mailLinkLater(deps, 'verification', input);
}

/**
 * Confirms the address behind a verification link (single use, 24 hours) and queues the welcome
 * mail, in one transaction. A link that already worked answers EMAIL_ALREADY_VERIFIED: only the
 * holder of the link can learn that, and it tells them nothing they did not do.
 */
export async function verifyEmail(deps: Deps, { token }: TVerifyEmail): Promise<void> {
  const tokenHash = sha256Hex(token);
  await inTransaction(deps.db, async (trx) => {
    const row = await spendVerificationToken(trx, tokenHash);
    if (!row && (await isVerificationTokenUsed(trx, tokenHash))) {
      throw new AppError(AppErrorCode.EMAIL_ALREADY_VERIFIED);
    }
    if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError(AppErrorCode.INVALID_VERIFICATION_LINK);
    const { userId } = row;
    await confirmEmail(trx, { userId });
    const user = await userWithProfile(trx, { userId });
    if (!user) return;
    await queueMail(
      { ...deps, db: trx },
      {
        kind: 'welcome',
        to: user.email,
        name: user.name,
        language: languageOr(user.preferredLanguage),
        freeWords: FREE_WORDS_AT_SIGN_UP,
      },
    );
  });
}

/**
 * Mails a reset link when the address has an account, and answers the same in every case so the
 * form cannot tell who has an account. The token travels in the URL fragment, so it never reaches
 * server logs.
 */
export async function requestPasswordReset(deps: ClientRequest, input: TEmailOnly): Promise<void> {
  await mailLinkLater(deps, 'reset', input);
}

/**
 * The job's half of resendVerification and requestPasswordReset: nothing for an address without
 * an account (or, for verification, an account already verified); else a new token and its mail,
 * in one transaction.
 */
export async function mailLinkToAddress(deps: Deps, { kind, email, language }: TLinkByAddressJob): Promise<void> {
  const userId = await findUserIdByEmail(deps.db, { email });
  const user = userId === undefined ? undefined : await userWithProfile(deps.db, { userId });
  if (!user || (kind === 'verification' && user.emailVerifiedAt)) return;
  const mailLanguage = languageOr(language ?? user.preferredLanguage);
  await inTransaction(deps.db, async (trx) => {
    if (kind === 'verification') {
      await mailVerificationLink(deps, trx, { id: user.id, email: user.email, name: user.name }, mailLanguage);
      return;
    }
    const token = await issueEmailToken(trx, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
    const link = `${deps.config.appUrl}${withLanguagePrefix('/reset-password', mailLanguage)}#access_token=${token}&type=recovery`;
    await queueMail(
      { ...deps, db: trx },
      { kind: 'reset_password', to: user.email, name: user.name, link, language: mailLanguage },
    );
  });
}

/**
 * Sets a new password from a reset link (single use, 1 hour), ends every session of the account and
 * clears its failed sign-ins, so the new password works at once.
 */
export async function resetPassword(deps: Deps, input: TResetPassword): Promise<void> {
  // Hashed before the transaction opens: argon2 takes a while, and the transaction should not.
  const passwordHash = await hashPassword(input.password);
  // One transaction: a reset that fails midway leaves the link usable and the sessions alive.
  await inTransaction(deps.db, async (trx) => {
    const row = await takeEmailToken(trx, sha256Hex(input.token), 'reset_password');
    if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError(AppErrorCode.INVALID_RESET_LINK);
    const { userId } = row;
    // Following the link proves the mailbox is the user's: an earlier sign-up by someone else loses the account.
    await handOverToAddressOwner(trx, { userId });
    await storePasswordHash(trx, { userId, passwordHash });
    await invalidateUserSessions(trx, { userId });
    await clearPasswordGuesses(trx, { userId });
  });
}
