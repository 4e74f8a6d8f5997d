import { AppErrorCode } from '@wordloom/shared/errors';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import { RATE_LIMITS } from '../rate-limits/policies.ts';
import { type CountedAttempt, consume, rateLimit, release, reset } from '../rate-limits/service.ts';

/**
 * Who guesses a password: the account (its user id, or the typed e-mail address when there is no
 * such account, which is limited alike so the answer cannot tell them apart) and the client address.
 */
export interface PasswordGuesser {
  account: string;
  ipAddress: string;
}

function passwordGuessLimits({ account, ipAddress }: PasswordGuesser) {
  return [
    rateLimit(RATE_LIMITS.passwordGuessesPerAccount, account),
    rateLimit(RATE_LIMITS.passwordGuessesPerClient, ipAddress),
  ];
}

/**
 * Reserves one password check before the password is verified, so that parallel requests cannot
 * all be checked before any failure is counted; TOO_MANY_ATTEMPTS (spec: "Too many login
 * attempts") when the account or the client address has used its guesses.
 */
export async function reservePasswordGuess(db: Executor, guesser: PasswordGuesser): Promise<CountedAttempt[]> {
  const consumed = await consume(db, { limits: passwordGuessLimits(guesser) });
  if (!consumed.allowed) throw new AppError(AppErrorCode.TOO_MANY_ATTEMPTS);
  return consumed.attempts;
}

/** A right password is no failed guess: its reservation is given back. */
export async function passwordGuessSucceeded(
  db: Executor,
  { reservation }: { reservation: readonly CountedAttempt[] },
): Promise<void> {
  await release(db, { attempts: reservation });
}

/** A new password makes the old failures moot: the account may sign in again at once. */
export async function clearPasswordGuesses(db: Executor, { userId }: { userId: string }): Promise<void> {
  await reset(db, { limit: rateLimit(RATE_LIMITS.passwordGuessesPerAccount, userId) });
}

const MAIL_LIMITS = {
  verification: [RATE_LIMITS.verificationMailsPerAddress, RATE_LIMITS.verificationMailsPerClient],
  reset: [RATE_LIMITS.resetMailsPerAddress, RATE_LIMITS.resetMailsPerClient],
} as const;

/** The mails asked for by address, each limited per address and per client. */
export type MailLimitKind = keyof typeof MAIL_LIMITS;

/**
 * Whether a mail of `kind` asked for `email` from `ipAddress` may be sent (counting it if so).
 * The caller answers the same either way, so the limit reveals nothing about the address.
 */
export async function mayMail(
  db: Executor,
  { kind, email, ipAddress }: { kind: MailLimitKind; email: string; ipAddress: string },
): Promise<boolean> {
  const [perAddress, perClient] = MAIL_LIMITS[kind];
  const consumed = await consume(db, { limits: [rateLimit(perAddress, email), rateLimit(perClient, ipAddress)] });
  return consumed.allowed;
}

/**
 * Counts a sign-up from `ipAddress` before any work is done for it (hashing, rows, mail);
 * RATE_LIMITED once the client address has used its sign-ups.
 */
export async function reserveSignUp(db: Executor, { ipAddress }: { ipAddress: string }): Promise<void> {
  const consumed = await consume(db, { limits: [rateLimit(RATE_LIMITS.signUpsPerClient, ipAddress)] });
  if (!consumed.allowed) throw new AppError(AppErrorCode.RATE_LIMITED);
}
