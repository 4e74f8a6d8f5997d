/**
 * Error codes the server sends instead of prose; the client turns each into the exact
 * user text of the spec's error catalogue (§8), translated.
 */
export const AppErrorCode = {
  INTERNAL: 'INTERNAL',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  /** The user's balance cannot pay for what was asked; the client links to /subscription. */
  INSUFFICIENT_WORDS: 'INSUFFICIENT_WORDS',
  /** Wrong password, or no such account (never told apart, so accounts cannot be probed). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_VERIFICATION_LINK: 'INVALID_VERIFICATION_LINK',
  INVALID_RESET_LINK: 'INVALID_RESET_LINK',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  ADMIN_ONLY: 'ADMIN_ONLY',
} as const;
export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];
