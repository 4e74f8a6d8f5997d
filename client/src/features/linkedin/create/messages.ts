/** The create page's texts that are chosen by a value: spec §8's toasts, method names, form rules. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppErrorCode } from '@wordloom/shared/errors';
import type { TPostCreationMethod } from '@wordloom/shared/schemas/linkedin';
import { validationMessage } from '../../forms/validation-messages.ts';
import type { PostFormCode } from './post-form.ts';

export const POST_SAVED = msg`Post Saved`;
export const GENERATE_FAILED_TITLE = msg`Error Creating Post`;
export const GENERATE_FAILED = msg`Failed to generate LinkedIn post. Please try again.`;
export const UPDATE_FAILED_TITLE = msg`Error Updating Post`;
export const UPDATE_FAILED = msg`Failed to update the LinkedIn post. Please try again.`;
export const CREATE_FAILED = msg`Failed to save the LinkedIn post. Please try again.`;
export const IMAGE_UPLOAD_FAILED = msg`Failed to upload image`;
export const FILE_UPLOAD_FAILED = msg`Failed to upload file`;

export const CREATION_METHOD_NAMES: Record<TPostCreationMethod, MessageDescriptor> = {
  'By Topic': msg`By Topic`,
  'From Template': msg`From a template`,
  Repurpose: msg`Repurpose`,
};

/**
 * Failures of a generation the user can act on, shown where the form is with their own text
 * (out of words links to the Subscription page); any other failure is spec §8's toast.
 */
export const ACTIONABLE_GENERATION_PROBLEMS: ReadonlySet<AppErrorCode> = new Set<AppErrorCode>([
  'INSUFFICIENT_WORDS',
  'TOO_MANY_GENERATIONS',
  'RATE_LIMITED',
  'NO_READABLE_TEXT',
  'URL_REFUSED',
  'VALIDATION',
]);

const FORM_RULES: Record<keyof typeof PostFormCode, MessageDescriptor> = {
  TEMPLATE_REQUIRED: msg`Choose a template to follow.`,
  SOURCE_TEXT_REQUIRED: msg`Paste the text to repurpose.`,
};

/** The text of a rule code of the form: its own, else the shared schemas'. */
export function formRuleMessage(code: string): MessageDescriptor {
  return Object.hasOwn(FORM_RULES, code) ? FORM_RULES[code as keyof typeof PostFormCode] : validationMessage(code);
}
