import { z } from 'zod';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../domain/phone.ts';
import { lineText } from './text.ts';

/**
 * Validation failures are codes, not prose: the client shows each as the spec's exact text (§5),
 * translated. The order of the sign-up codes is the order the spec checks the fields in.
 */
export const ValidationCode = {
  NAME_REQUIRED: 'NAME_REQUIRED',
  EMAIL_REQUIRED: 'EMAIL_REQUIRED',
  EMAIL_INVALID: 'EMAIL_INVALID',
  SIGN_UP_PASSWORD_TOO_SHORT: 'SIGN_UP_PASSWORD_TOO_SHORT',
  SIGN_IN_PASSWORD_TOO_SHORT: 'SIGN_IN_PASSWORD_TOO_SHORT',
  RESET_PASSWORD_TOO_SHORT: 'RESET_PASSWORD_TOO_SHORT',
  PHONE_REQUIRED: 'PHONE_REQUIRED',
  PHONE_INVALID: 'PHONE_INVALID',
  COUNTRY_REQUIRED: 'COUNTRY_REQUIRED',
  FIELDS_REQUIRED: 'FIELDS_REQUIRED',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
} as const;
export type ValidationCode = (typeof ValidationCode)[keyof typeof ValidationCode];

export const SIGN_UP_PASSWORD_MIN = 8;
export const SIGN_IN_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 6;
/** Long enough for any passphrase, short enough that hashing it cannot be abused. */
export const PASSWORD_MAX = 256;

/** The spec's "simple address pattern": something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = lineText()
  .trim()
  .min(1, ValidationCode.EMAIL_REQUIRED)
  .max(254, ValidationCode.EMAIL_INVALID)
  .regex(EMAIL_PATTERN, ValidationCode.EMAIL_INVALID);

export const ZSignUp = z.object({
  fullName: lineText().trim().min(1, ValidationCode.NAME_REQUIRED).max(200),
  email,
  password: lineText().min(SIGN_UP_PASSWORD_MIN, ValidationCode.SIGN_UP_PASSWORD_TOO_SHORT).max(PASSWORD_MAX),
  dialCode: z.string().regex(/^\+\d{1,4}$/),
  phone: lineText()
    .trim()
    .min(1, ValidationCode.PHONE_REQUIRED)
    .regex(new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`), ValidationCode.PHONE_INVALID),
  country: lineText().trim().min(1, ValidationCode.COUNTRY_REQUIRED).max(100),
  organization: lineText().trim().max(200).optional(),
  referralCode: lineText().trim().max(64).optional(),
  language: z.string().max(5).optional(),
});
export type TSignUp = z.infer<typeof ZSignUp>;

export const ZSignIn = z.object({
  email,
  password: lineText().min(SIGN_IN_PASSWORD_MIN, ValidationCode.SIGN_IN_PASSWORD_TOO_SHORT).max(PASSWORD_MAX),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZEmailOnly = z.object({ email, language: z.string().max(5).optional() });
export type TEmailOnly = z.infer<typeof ZEmailOnly>;

export const ZVerifyEmail = z.object({ token: z.string().min(1).max(200) });
export type TVerifyEmail = z.infer<typeof ZVerifyEmail>;

export const ZResetPassword = z
  .object({
    token: z.string().min(1).max(200),
    password: lineText().max(PASSWORD_MAX),
    confirmPassword: lineText().max(PASSWORD_MAX),
  })
  .superRefine(({ password, confirmPassword }, context) => {
    if (!password || !confirmPassword) {
      context.addIssue({ code: 'custom', message: ValidationCode.FIELDS_REQUIRED, path: ['password'] });
    } else if (password.length < RESET_PASSWORD_MIN) {
      context.addIssue({ code: 'custom', message: ValidationCode.RESET_PASSWORD_TOO_SHORT, path: ['password'] });
    } else if (password !== confirmPassword) {
      context.addIssue({ code: 'custom', message: ValidationCode.PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
    }
  });
export type TResetPassword = z.infer<typeof ZResetPassword>;
