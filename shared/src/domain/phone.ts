/** The sign-up form's phone-number rules (spec: sign-up form), free of UI. */

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 12;

const PHONE_DIGITS = new RegExp(`^[0-9]{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/**
 * Whether the national part of a phone number is acceptable: 6 to 12 ASCII digits and nothing
 * else — no spaces, dashes or plus sign, since the calling code is chosen separately.
 */
export function isValidPhoneDigits(value: string): boolean {
  return PHONE_DIGITS.test(value);
}

/** The phone number as stored: the calling code immediately followed by the digits, e.g. '+15551234567'. */
export function formatPhone(dialCode: string, digits: string): string {
  return `${dialCode}${digits}`;
}
