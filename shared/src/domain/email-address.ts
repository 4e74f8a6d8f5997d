/**
 * The spec's "simple address pattern": something@something.something, no spaces. Kept free of
 * zod, so the public pages' light subscribe box can check an address without the schema library.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address SMTP carries (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Whether `typed` (trimmed) looks like an e-mail address by the spec's pattern. */
export function looksLikeEmail(typed: string): boolean {
  const email = typed.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
