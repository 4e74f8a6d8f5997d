import { z } from 'zod';

/** Rule codes of every text field, whatever its form; the client shows each as a field message. */
export const TextValidationCode = {
  CONTROL_CHARACTERS: 'CONTROL_CHARACTERS',
} as const;

const DELETE = 0x7f;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function hasControlCharacter(value: string, allowed: readonly number[]): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 || code === DELETE) && !allowed.includes(code)) return true;
  }
  return false;
}

/**
 * A one-line field (a name, an address, a password). Control characters have no business in
 * typed text, and NUL in particular fails in Postgres instead of being refused as input.
 */
export function lineText() {
  return z.string().refine((value) => !hasControlCharacter(value, []), TextValidationCode.CONTROL_CHARACTERS);
}

/** A textarea's text: tabs and line breaks are typed there; other control characters are not. */
export function multilineText() {
  return z
    .string()
    .refine(
      (value) => !hasControlCharacter(value, [TAB, LINE_FEED, CARRIAGE_RETURN]),
      TextValidationCode.CONTROL_CHARACTERS,
    );
}
