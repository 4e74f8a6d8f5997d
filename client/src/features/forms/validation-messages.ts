/** The texts of the shared schemas' rule codes (spec §5), word for word, for every form that uses them. */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountValidationCode } from '@wordloom/shared/schemas/account';
import type { ValidationCode } from '@wordloom/shared/schemas/auth';
import type { TextValidationCode } from '@wordloom/shared/schemas/text';

type RuleCode = ValidationCode | keyof typeof AccountValidationCode | keyof typeof TextValidationCode;

const RULE_MESSAGES: Record<RuleCode, MessageDescriptor> = {
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
  CURRENT_PASSWORD_REQUIRED: msg`Please enter your current password.`,
  CONTROL_CHARACTERS: msg`Please remove control characters from this field.`,
};

/** For the few limits the spec gives no text for, such as a name longer than 200 characters. */
const INVALID_VALUE = msg`Please check this field.`;

/** The text of a rule's code; codes come from the shared schemas, on either side of the wire. */
export function validationMessage(code: string): MessageDescriptor {
  return Object.hasOwn(RULE_MESSAGES, code) ? RULE_MESSAGES[code as RuleCode] : INVALID_VALUE;
}
