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
} as const;
export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];
