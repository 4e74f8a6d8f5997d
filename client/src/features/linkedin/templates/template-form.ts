import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { validationMessage } from '../../forms/validation-messages.ts';

/**
 * The template forms' rule texts. The shared schemas give a length rule no code of its own, so
 * an empty required field and one over its limit are told apart by zod's message.
 */
const TOO_SMALL = /too small|>=\s*1/i;
const TOO_BIG = /too big/i;
const REQUIRED_TEXT = msg`Please fill in this field.`;
const TOO_LONG_TEXT = msg`This text is too long. Please shorten it.`;

export function templateRuleText(code: string): MessageDescriptor {
  if (TOO_SMALL.test(code)) return REQUIRED_TEXT;
  if (TOO_BIG.test(code)) return TOO_LONG_TEXT;
  return validationMessage(code);
}
