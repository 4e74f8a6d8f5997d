/**
 * The tool builder's texts: the shared schema's rule codes as sentences, the server's refusals of
 * a save placed on their fields, and the names of statuses, runners, field types and recipes.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  TOOL_MAX_FIELDS,
  TOOL_TIMEOUT_SECONDS_MAX,
  ToolValidation,
  type TToolComposerRecipe,
  type TToolFieldType,
  type TToolRunner,
  type TToolStatus,
} from '@wordloom/shared/schemas/tools';
import { appErrorCode, appErrorDetail, appErrorText, serverFieldErrors } from '../../../lib/errors.ts';
import { validationMessage } from '../../forms/validation-messages.ts';

// Examples are values, not message text: braces are syntax in translated messages.
const headersExample = '{"X-Team": "growth"}';
const structuredDataExample = '{"@type": "SoftwareApplication"}';

const RULE_MESSAGES: Record<ToolValidation, MessageDescriptor> = {
  REQUIRED: msg`This field is required.`,
  TOO_LONG: msg`This is too long.`,
  SLUG_INVALID: msg`Use lower-case letters and digits, joined by single hyphens.`,
  URL_INVALID: msg`Enter a full address starting with http:// or https://.`,
  JSON_INVALID: msg`This is not valid JSON.`,
  JSON_OBJECT_REQUIRED: msg`Enter a JSON object or a list of JSON objects, such as ${structuredDataExample}.`,
  HEADERS_INVALID: msg`Enter a JSON object whose values are all text, such as ${headersExample}.`,
  FIELD_NAME_INVALID: msg`Use letters, digits and underscores, starting with a letter.`,
  FIELD_NAME_DUPLICATE: msg`Another field already has this name.`,
  OPTIONS_REQUIRED: msg`Add at least one option.`,
  PATTERN_INVALID: msg`This pattern is not a regular expression, or it could take too long to check.`,
  RANGE_INVALID: msg`Enter whole numbers from 0 for lengths, and a minimum no greater than its maximum.`,
  TIMEOUT_RANGE: msg`Enter a whole number of seconds from 1 to ${TOOL_TIMEOUT_SECONDS_MAX}.`,
  CHAIN_INVALID: msg`Choose another existing tool, and map only its own fields.`,
  PROMPT_REQUIRED: msg`An AI tool needs its prompt template.`,
  TOO_MANY: msg`This has too many entries (a tool takes up to ${TOOL_MAX_FIELDS} fields).`,
};

function isToolValidation(code: string): code is ToolValidation {
  return Object.hasOwn(RULE_MESSAGES, code);
}

/** The text of a rule's code: the builder's own, a refusal the server places on a field, else the shared ones. */
export function toolRuleMessage(code: string): MessageDescriptor {
  if (code === AppErrorCode.TOOL_SLUG_TAKEN || code === AppErrorCode.URL_REFUSED) return appErrorText(code);
  return isToolValidation(code) ? RULE_MESSAGES[code] : validationMessage(code);
}

/**
 * Field → rule code from the server's refusal of a save: a taken slug, a webhook address the guard
 * refuses, a preview image or chaining it does not accept (a VALIDATION detail), else zod's errors.
 */
export function toolFieldErrors(error: unknown): Record<string, string> {
  const code = appErrorCode(error);
  if (code === AppErrorCode.TOOL_SLUG_TAKEN) return { slug: code };
  if (code === AppErrorCode.URL_REFUSED) return { 'webhook.webhookUrl': code };
  if (code !== AppErrorCode.VALIDATION) return {};
  const detail = appErrorDetail(error);
  if (detail === ToolValidation.CHAIN_INVALID) return { 'chaining.nextToolId': detail };
  if (detail === ToolValidation.URL_INVALID) return { previewImage: detail };
  return serverFieldErrors(error);
}

/** A refusal's rule, in words, when the server names one the form cannot place on a field. */
export function refusalRule(error: unknown): MessageDescriptor | null {
  const detail = appErrorDetail(error);
  return appErrorCode(error) === AppErrorCode.VALIDATION && detail && isToolValidation(detail)
    ? RULE_MESSAGES[detail]
    : null;
}

export const STATUS_LABELS: Record<TToolStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
};

export const STATUS_COLORS: Record<TToolStatus, string> = { draft: 'gray', published: 'green' };

export const RUNNER_LABELS: Record<TToolRunner, MessageDescriptor> = {
  webhook: msg`Webhook`,
  ai: msg`AI prompt`,
};

export const FIELD_TYPE_LABELS: Record<TToolFieldType, MessageDescriptor> = {
  text: msg`Text`,
  textarea: msg`Text area`,
  dropdown: msg`Dropdown`,
  radio: msg`Radio buttons`,
  checkbox: msg`Checkboxes`,
};

export const RECIPE_LABELS: Record<TToolComposerRecipe, MessageDescriptor> = {
  none: msg`None: the tool needs an AI provider`,
  headlines: msg`Headlines`,
  linkedin_hooks: msg`LinkedIn hooks`,
  meta_descriptions: msg`Meta descriptions`,
};
