/**
 * The sign-in pages' own texts for failures (spec §8): what each screen says when its call
 * fails for a reason the catalogue (lib/errors.ts) words generally, and why a sign-in through
 * Google or LinkedIn came back without success.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { appErrorText, type ErrorOverrides } from '../../lib/errors.ts';

export const SIGN_IN_ERRORS: ErrorOverrides = {
  INTERNAL: msg`Login failed. Please check your credentials and try again.`,
};
export const SIGN_UP_ERRORS: ErrorOverrides = { INTERNAL: msg`Failed to create account. Please try again.` };
export const RESET_REQUEST_ERRORS: ErrorOverrides = { INTERNAL: msg`Failed to send reset email. Please try again.` };
export const RESET_PASSWORD_ERRORS: ErrorOverrides = {
  INTERNAL: msg`Failed to reset password. Please try again or request a new reset link.`,
};
/** The verification page words every failure alike, an unusable link included. */
const VERIFY_FAILED = msg`Failed to verify email`;
export const VERIFY_EMAIL_ERRORS: ErrorOverrides = {
  INTERNAL: VERIFY_FAILED,
  INVALID_VERIFICATION_LINK: VERIFY_FAILED,
};
export const RESEND_VERIFICATION_ERRORS: ErrorOverrides = { INTERNAL: msg`Failed to resend verification email` };

/**
 * Why the server sent the browser back from Google or LinkedIn (`?oauth_error=…&provider=…`),
 * in the spec's words (§8 Google, LinkedIn sign-in).
 */
export function oauthErrorMessage(provider: string, reason: string): MessageDescriptor {
  if (reason === 'suspended') return appErrorText('ACCOUNT_SUSPENDED');
  if (provider === 'linkedin') return msg`LinkedIn sign in failed. Please try again.`;
  if (reason === 'cancelled') return msg`Google sign-in was cancelled.`;
  return msg`Google authentication failed. Please try again.`;
}
