/**
 * The HTTP mappings admin page's texts for the codes the shared schemas and the server answer
 * with: form rules, and why a save or a test call failed.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  HttpMappingValidation,
  RATE_LIMIT_MAX,
  type TAuthType,
  TIMEOUT_SECONDS_MAX,
} from '@wordloom/shared/schemas/http-mappings';
import {
  appErrorCode,
  appErrorDetail,
  appErrorText,
  type ErrorOverrides,
  serverFieldErrors,
} from '../../lib/errors.ts';

// Examples are values, not message text: braces are syntax in translated messages.
const objectExample = '{"name": "value"}';
const headersExample = '{"X-Team": "growth"}';
const mappingExample = '{"text": "data.items[0].text"}';

const FIELD_MESSAGES: Record<HttpMappingValidation, MessageDescriptor> = {
  REQUIRED: msg`This field is required.`,
  TOO_LONG: msg`This is too long.`,
  URL_INVALID: msg`Enter a full address starting with http:// or https://.`,
  JSON_INVALID: msg`This is not valid JSON.`,
  JSON_OBJECT_REQUIRED: msg`Enter a JSON object, such as ${objectExample}.`,
  HEADERS_INVALID: msg`Enter a JSON object whose values are all text, such as ${headersExample}.`,
  RESPONSE_MAPPING_INVALID: msg`Enter a JSON object of names and paths, such as ${mappingExample}.`,
  KEY_INVALID: msg`Use letters, digits, dots, dashes and underscores, starting with a letter or a digit.`,
  SECRET_REQUIRED: msg`Enter the secret this authentication needs.`,
  RATE_LIMIT_RANGE: msg`Enter a whole number from 1 to ${RATE_LIMIT_MAX}.`,
  TIMEOUT_RANGE: msg`Enter a whole number of seconds from 1 to ${TIMEOUT_SECONDS_MAX}.`,
  KEY_TAKEN: msg`Another mapping already has this key.`,
  TARGET_REQUIRED: msg`Choose a mapping or a request to test.`,
};

/** For rules without a text of their own, such as a number field left empty. */
const INVALID_VALUE = msg`Please check this field.`;

/** The text of a form rule's code, or of the server's refusal of the endpoint's address. */
export function fieldMessage(code: string): MessageDescriptor {
  if (code === AppErrorCode.URL_REFUSED) return appErrorText(AppErrorCode.URL_REFUSED);
  return Object.hasOwn(FIELD_MESSAGES, code) ? FIELD_MESSAGES[code as HttpMappingValidation] : INVALID_VALUE;
}

export const AUTH_TYPE_LABELS: Record<TAuthType, MessageDescriptor> = {
  none: msg`None`,
  bearer: msg`Bearer token`,
  api_key_header: msg`API key in a header`,
  api_key_query: msg`API key in the query string`,
  basic: msg`Basic (user name and password)`,
};

/** The secret field's label for each auth type that has one. */
export const SECRET_LABELS: Record<Exclude<TAuthType, 'none'>, MessageDescriptor> = {
  bearer: msg`Token`,
  api_key_header: msg`API key`,
  api_key_query: msg`API key`,
  basic: msg`Password`,
};

/**
 * Field → rule code, from the server's refusal of a save: an endpoint address the SSRF guard
 * refuses, a key already taken or a missing secret (the detail of a VALIDATION error), else zod's
 * field errors.
 */
export function savedFieldErrors(error: unknown): Record<string, string> {
  const code = appErrorCode(error);
  if (code === AppErrorCode.URL_REFUSED) return { endpointUrl: code };
  if (code !== AppErrorCode.VALIDATION) return {};
  const detail = appErrorDetail(error);
  if (detail === HttpMappingValidation.KEY_TAKEN) return { key: detail };
  if (detail === HttpMappingValidation.SECRET_REQUIRED) return { authSecret: detail };
  return serverFieldErrors(error);
}

/** Why a test call failed, in words; the server's detail is shown beside it. */
export const TEST_ERRORS: ErrorOverrides = {
  INTERNAL: msg`The test request failed. Please try again.`,
  RATE_LIMITED: msg`This request reached its limit of calls per minute. Please wait a minute and try again.`,
  NOT_FOUND: msg`This request no longer exists.`,
  VALIDATION: msg`Please check the form data and variables.`,
};
