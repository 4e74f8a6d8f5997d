/**
 * The account page's own texts for failures: what its changes say when the catalogue
 * (lib/errors.ts) has no better words, and why connecting Google or LinkedIn did not work.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorOverrides } from '../../lib/errors.ts';

/** The account page's changes: profile, password, sessions and connected accounts. */
export const ACCOUNT_CHANGE_ERRORS: ErrorOverrides = {
  INTERNAL: msg`Your change could not be saved. Please try again.`,
};

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
