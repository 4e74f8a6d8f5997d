import { z } from 'zod';
import { PASSWORD_MAX, SIGN_UP_PASSWORD_MIN, ValidationCode, ZSignUp } from './auth.ts';
import { lineText } from './text.ts';

/** Account-page rules with no counterpart on the sign-up form. */
export const AccountValidationCode = {
  CURRENT_PASSWORD_REQUIRED: 'CURRENT_PASSWORD_REQUIRED',
} as const;

/** The providers a user can connect, by the names of their sign-in routes (`/auth/google`). */
export const CONNECTABLE_PROVIDERS = ['google', 'linkedin'] as const;
export type ConnectableProvider = (typeof CONNECTABLE_PROVIDERS)[number];

/** The profile as the sign-up form asks for it, with the same rules and messages (spec §5). */
export const ZUpdateProfile = ZSignUp.pick({
  fullName: true,
  dialCode: true,
  phone: true,
  organization: true,
  country: true,
});
export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;

function changePasswordSchema(currentPassword: z.ZodString) {
  return z
    .object({
      currentPassword,
      newPassword: lineText().min(SIGN_UP_PASSWORD_MIN, ValidationCode.SIGN_UP_PASSWORD_TOO_SHORT).max(PASSWORD_MAX),
      confirmPassword: lineText().max(PASSWORD_MAX),
    })
    .refine(({ newPassword, confirmPassword }) => newPassword === confirmPassword, {
      message: ValidationCode.PASSWORDS_DO_NOT_MATCH,
      path: ['confirmPassword'],
    });
}

/**
 * A new password, held to the sign-up rule. The current password may be empty: an account that
 * only signs in with Google or LinkedIn has none, and the server decides whether one is needed.
 */
export const ZChangePassword = changePasswordSchema(lineText().max(PASSWORD_MAX));
export type TChangePassword = z.infer<typeof ZChangePassword>;

/** The form's rules for an account that has a password: it must be given to change it. */
export const ZChangePasswordWithCurrent = changePasswordSchema(
  lineText().min(1, AccountValidationCode.CURRENT_PASSWORD_REQUIRED).max(PASSWORD_MAX),
);

export const ZRevokeSession = z.object({ id: z.uuid() });
export type TRevokeSession = z.infer<typeof ZRevokeSession>;

export const ZDisconnectProvider = z.object({ provider: z.enum(CONNECTABLE_PROVIDERS) });
export type TDisconnectProvider = z.infer<typeof ZDisconnectProvider>;
