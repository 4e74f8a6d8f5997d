/**
 * The account pages' texts for what the server and the shared schemas answer with codes:
 * validation rules (spec §5) and the sign-in and account catalogue (spec §8), word for word.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/client';
import { AppErrorCode } from '@wordloom/shared/errors';
import { AccountValidationCode } from '@wordloom/shared/schemas/account';
import type { ValidationCode } from '@wordloom/shared/schemas/auth';
import type { z } from 'zod';

const VALIDATION_MESSAGES: Record<ValidationCode, MessageDescriptor> = {
  NAME_REQUIRED: msg`Please enter your full name.`,
  EMAIL_REQUIRED: msg`Please enter your email address.`,
  EMAIL_INVALID: msg`Please enter a valid email address.`,
  SIGN_UP_PASSWORD_TOO_SHORT: msg`Password must be at least 8 characters long.`,
  SIGN_IN_PASSWORD_TOO_SHORT: msg`Password must be at least 6 characters.`,
  RESET_PASSWORD_TOO_SHORT: msg`Password must be at least 6 characters long.`,
  PHONE_REQUIRED: msg`Please enter your phone number.`,
  PHONE_INVALID: msg`Please enter a valid phone number (6-12 digits, numbers only).`,
  COUNTRY_REQUIRED: msg`Please select your country.`,
  FIELDS_REQUIRED: msg`Please fill in all fields.`,
  PASSWORDS_DO_NOT_MATCH: msg`Passwords do not match.`,
};

/** For the few limits the spec gives no text for, such as a name longer than 200 characters. */
const INVALID_VALUE = msg`Please check this field.`;

const NETWORK_ERROR = msg`Network error. Please check your connection and try again.`;
const INVALID_CREDENTIALS = msg`Invalid email or password. Please check your credentials and try again.`;
const EMAIL_NOT_VERIFIED = msg`Please verify your email address before logging in. Check your email for the verification link.`;
const TOO_MANY_ATTEMPTS = msg`Too many login attempts. Please wait a few minutes and try again.`;
const SIGN_IN_FAILED = msg`Login failed. Please check your credentials and try again.`;
const EMAIL_TAKEN = msg`An account with this email already exists. Please try logging in instead.`;
const SIGN_UP_FAILED = msg`Failed to create account. Please try again.`;
const RESET_EMAIL_FAILED = msg`Failed to send reset email. Please try again.`;
/** Also the text of the reset page when the link it was opened from is unusable. */
export const INVALID_RESET_LINK = msg`Invalid or expired reset link. Please request a new password reset.`;
const RESET_FAILED = msg`Failed to reset password. Please try again or request a new reset link.`;
const VERIFY_FAILED = msg`Failed to verify email`;
const RESEND_FAILED = msg`Failed to resend verification email`;

/** The text of a validation code; codes come from the shared schemas, on either side of the wire. */
export function validationMessage(code: string): MessageDescriptor {
  return Object.hasOwn(VALIDATION_MESSAGES, code) ? VALIDATION_MESSAGES[code as ValidationCode] : INVALID_VALUE;
}

/** The first failing rule of each field (the schemas list a field's rules in the order the spec checks them). */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The AppErrorCode the server answered with, or null for failures that never reached it. */
export function appErrorOf(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  return (error.data as { appError?: string | null } | undefined)?.appError ?? null;
}

/** A request that got no answer: the browser's fetch failed, so there is no data from the server. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TRPCClientError && error.data) return false;
  const message = error instanceof Error ? error.message : String(error);
  return /network|connection|fetch|load failed/i.test(message);
}

/** The server's first rule broken, for input the client's own check let through (an outdated bundle). */
function serverValidationMessage(error: unknown): MessageDescriptor | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { zodError?: { fieldErrors?: Record<string, string[] | undefined> } | null } | undefined;
  const code = Object.values(data?.zodError?.fieldErrors ?? {}).flat()[0];
  return code === undefined ? undefined : validationMessage(code);
}

/** Log In failures (spec §8). */
export function signInErrorMessage(error: unknown): MessageDescriptor {
  switch (appErrorOf(error)) {
    case AppErrorCode.INVALID_CREDENTIALS:
      return INVALID_CREDENTIALS;
    case AppErrorCode.EMAIL_NOT_VERIFIED:
      return EMAIL_NOT_VERIFIED;
    case AppErrorCode.TOO_MANY_ATTEMPTS:
      return TOO_MANY_ATTEMPTS;
    case AppErrorCode.VALIDATION:
      return serverValidationMessage(error) ?? SIGN_IN_FAILED;
  }
  return isNetworkFailure(error) ? NETWORK_ERROR : SIGN_IN_FAILED;
}

/** Sign-up failures (spec §8). */
export function signUpErrorMessage(error: unknown): MessageDescriptor {
  switch (appErrorOf(error)) {
    case AppErrorCode.EMAIL_TAKEN:
      return EMAIL_TAKEN;
    case AppErrorCode.VALIDATION:
      return serverValidationMessage(error) ?? SIGN_UP_FAILED;
  }
  return isNetworkFailure(error) ? NETWORK_ERROR : SIGN_UP_FAILED;
}

/** Failures of the forgot-password form. */
export function passwordResetRequestErrorMessage(error: unknown): MessageDescriptor {
  return isNetworkFailure(error) ? NETWORK_ERROR : RESET_EMAIL_FAILED;
}

/** Failures of setting a new password from a reset link. */
export function resetPasswordErrorMessage(error: unknown): MessageDescriptor {
  switch (appErrorOf(error)) {
    case AppErrorCode.INVALID_RESET_LINK:
      return INVALID_RESET_LINK;
    case AppErrorCode.VALIDATION:
      return serverValidationMessage(error) ?? RESET_FAILED;
  }
  return isNetworkFailure(error) ? NETWORK_ERROR : RESET_FAILED;
}

/** Failures of confirming an address from its verification link. */
export function verifyEmailErrorMessage(error: unknown): MessageDescriptor {
  return isNetworkFailure(error) ? NETWORK_ERROR : VERIFY_FAILED;
}

/** Failures of sending a new verification link. */
export function resendVerificationErrorMessage(error: unknown): MessageDescriptor {
  return isNetworkFailure(error) ? NETWORK_ERROR : RESEND_FAILED;
}

/**
 * Why the server sent the browser back from Google or LinkedIn (`?oauth_error=…&provider=…`),
 * in the spec's words (§8 Google, LinkedIn sign-in).
 */
export function oauthErrorMessage(provider: string, reason: string): MessageDescriptor {
  if (provider === 'linkedin') return msg`LinkedIn sign in failed. Please try again.`;
  if (reason === 'cancelled') return msg`Google sign-in was cancelled.`;
  return msg`Google authentication failed. Please try again.`;
}

const CURRENT_PASSWORD_REQUIRED = msg`Please enter your current password.`;
const WRONG_PASSWORD = msg`Current password is incorrect.`;
const LAST_SIGN_IN_METHOD = msg`Set a password before disconnecting your only sign-in method.`;
const ACCOUNT_CHANGE_FAILED = msg`Your change could not be saved. Please try again.`;

/** The account page's own rules, then the sign-up rules it shares. */
export function accountValidationMessage(code: string): MessageDescriptor {
  return code === AccountValidationCode.CURRENT_PASSWORD_REQUIRED ? CURRENT_PASSWORD_REQUIRED : validationMessage(code);
}

/** Failures of the account page's changes: profile, password, sessions and connected accounts. */
export function accountErrorMessage(error: unknown): MessageDescriptor {
  switch (appErrorOf(error)) {
    case AppErrorCode.WRONG_PASSWORD:
      return WRONG_PASSWORD;
    case AppErrorCode.LAST_SIGN_IN_METHOD:
      return LAST_SIGN_IN_METHOD;
    case AppErrorCode.TOO_MANY_ATTEMPTS:
      return TOO_MANY_ATTEMPTS;
    case AppErrorCode.VALIDATION:
      return serverValidationMessage(error) ?? ACCOUNT_CHANGE_FAILED;
  }
  return isNetworkFailure(error) ? NETWORK_ERROR : ACCOUNT_CHANGE_FAILED;
}

/**
 * Why connecting Google or LinkedIn from the account page did not work, as the server reports it
 * (`/account?connectError=…&provider=…`).
 */
export function connectErrorMessage(provider: string, reason: string): MessageDescriptor {
  const providerName = provider === 'linkedin' ? 'LinkedIn' : 'Google';
  if (reason === 'taken') return msg`This ${providerName} account is already connected to another Wordloom account.`;
  if (reason === 'cancelled') return msg`Connecting ${providerName} was cancelled.`;
  return msg`Failed to connect ${providerName} account`;
}
