/**
 * The admin's HTTP requests and frontend mappings (spec §3 http_requests, http_frontend_mappings)
 * and the test call (spec §7 test-http-request). The form keeps JSON fields as text; these schemas
 * check that text and hand the server the parsed value, so one schema serves both sides.
 */
import { z } from 'zod';
import { lineText, multilineText } from './text.ts';

/** Codes of the rules below; the admin page shows each as a sentence. */
export const HttpMappingValidation = {
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  URL_INVALID: 'URL_INVALID',
  JSON_INVALID: 'JSON_INVALID',
  JSON_OBJECT_REQUIRED: 'JSON_OBJECT_REQUIRED',
  HEADERS_INVALID: 'HEADERS_INVALID',
  RESPONSE_MAPPING_INVALID: 'RESPONSE_MAPPING_INVALID',
  KEY_INVALID: 'KEY_INVALID',
  /** Also the server's detail when an update keeps an empty secret but none is stored. */
  SECRET_REQUIRED: 'SECRET_REQUIRED',
  RATE_LIMIT_RANGE: 'RATE_LIMIT_RANGE',
  TIMEOUT_RANGE: 'TIMEOUT_RANGE',
  /** The server's detail when another mapping already has the key. */
  KEY_TAKEN: 'KEY_TAKEN',
  TARGET_REQUIRED: 'TARGET_REQUIRED',
} as const;
export type HttpMappingValidation = (typeof HttpMappingValidation)[keyof typeof HttpMappingValidation];

const V = HttpMappingValidation;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type THttpMethod = (typeof HTTP_METHODS)[number];

export const AUTH_TYPES = ['none', 'bearer', 'api_key_header', 'api_key_query', 'basic'] as const;
export type TAuthType = (typeof AUTH_TYPES)[number];

/** The auth types that need a secret (token, API key or password). */
export const SECRET_AUTH_TYPES: readonly TAuthType[] = ['bearer', 'api_key_header', 'api_key_query', 'basic'];

export const RATE_LIMIT_DEFAULT = 60;
export const RATE_LIMIT_MAX = 10_000;
export const TIMEOUT_SECONDS_DEFAULT = 30;
export const TIMEOUT_SECONDS_MAX = 300;

/** Letters, digits, dots, dashes and underscores, as the spec's keys (`linkedin.create_post`, `LinkedinPost_Gemini`). */
export const MAPPING_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const text = (max: number) => multilineText().trim().max(max, V.TOO_LONG);
const requiredText = (max: number) => text(max).min(1, V.REQUIRED);

/** JSON written in a text field, parsed; empty text stands for `empty`. */
function jsonText(empty: unknown) {
  return text(100_000).transform((value, context): unknown => {
    if (value === '') return empty;
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: V.JSON_INVALID });
      return z.NEVER;
    }
  });
}

const jsonObject = () => jsonText({}).pipe(z.record(z.string(), z.unknown(), { error: V.JSON_OBJECT_REQUIRED }));
const stringRecord = (code: HttpMappingValidation) =>
  jsonText({}).pipe(z.record(z.string(), z.string({ error: code }), { error: code }));
const optionalJson = () => jsonText(null);

const httpRequestFields = z.object({
  name: requiredText(200),
  description: text(2000),
  endpointUrl: requiredText(2000).pipe(z.url({ protocol: /^https?$/, error: V.URL_INVALID })),
  httpMethod: z.enum(HTTP_METHODS),
  /** Header name → value. Secrets belong in the authentication, which is stored encrypted. */
  headers: stringRecord(V.HEADERS_INVALID),
  authType: z.enum(AUTH_TYPES),
  /** The header that carries the key (api_key_header). */
  authHeaderName: text(200),
  /** The query parameter that carries the key (api_key_query). */
  authQueryParam: text(200),
  /** The user name (basic). */
  authUsername: text(200),
  /** Token, API key or password. Never sent back to the browser; empty on update keeps the stored one. */
  authSecret: lineText().max(4000, V.TOO_LONG),
  /** Sent as they are: the query string for GET, merged into the JSON body otherwise. */
  fixedParameters: jsonObject(),
  /** Like fixed parameters, with `{{placeholders}}` filled from the payload and the call's variables. */
  variableParameters: jsonObject(),
  /** The body's template; JSON is filled value by value, other text placeholder by placeholder. */
  requestBody: text(100_000),
  /** Field name → dotted path into the answer (`data.items[0].text`); a `success` field decides success. */
  responseMapping: stringRecord(V.RESPONSE_MAPPING_INVALID),
  rateLimitPerMinute: z
    .number()
    .int(V.RATE_LIMIT_RANGE)
    .min(1, V.RATE_LIMIT_RANGE)
    .max(RATE_LIMIT_MAX, V.RATE_LIMIT_RANGE),
  timeoutSeconds: z.number().int(V.TIMEOUT_RANGE).min(1, V.TIMEOUT_RANGE).max(TIMEOUT_SECONDS_MAX, V.TIMEOUT_RANGE),
});

const AUTH_FIELDS = ['authType', 'authHeaderName', 'authQueryParam', 'authUsername', 'authSecret'] as const;
type AuthFields = Pick<z.output<typeof httpRequestFields>, (typeof AUTH_FIELDS)[number]>;

/**
 * The settings each auth type needs; the secret only when there is no stored one to keep. Checked
 * even when other fields failed, so the form shows every problem at once.
 */
const authCheckOptions = {
  when: (payload: { issues: readonly { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => AUTH_FIELDS.some((field) => field === issue.path?.[0])),
};

function checkAuth(secretRequired: boolean) {
  return (auth: AuthFields, context: z.RefinementCtx) => {
    const need = (field: keyof AuthFields, code: HttpMappingValidation) =>
      context.addIssue({ code: 'custom', message: code, path: [field] });
    if (auth.authType === 'api_key_header' && !auth.authHeaderName) need('authHeaderName', V.REQUIRED);
    if (auth.authType === 'api_key_query' && !auth.authQueryParam) need('authQueryParam', V.REQUIRED);
    if (auth.authType === 'basic' && !auth.authUsername) need('authUsername', V.REQUIRED);
    if (secretRequired && SECRET_AUTH_TYPES.includes(auth.authType) && !auth.authSecret) {
      need('authSecret', V.SECRET_REQUIRED);
    }
  };
}

export const ZCreateHttpRequest = httpRequestFields.superRefine(checkAuth(true), authCheckOptions);
export type TCreateHttpRequestForm = z.input<typeof ZCreateHttpRequest>;
export type TCreateHttpRequest = z.output<typeof ZCreateHttpRequest>;

export const ZUpdateHttpRequest = httpRequestFields
  .extend({ id: z.uuid() })
  .superRefine(checkAuth(false), authCheckOptions);
export type TUpdateHttpRequestForm = z.input<typeof ZUpdateHttpRequest>;
export type TUpdateHttpRequest = z.output<typeof ZUpdateHttpRequest>;

const mappingFields = z.object({
  key: requiredText(200).regex(MAPPING_KEY_PATTERN, V.KEY_INVALID),
  requestId: z.uuid(V.REQUIRED),
  description: text(2000),
  /** Spec: used as the payload transform template when that one is empty. */
  samplePayload: optionalJson(),
  expectedResponseSchema: optionalJson(),
  responseDisplayMapping: optionalJson(),
  /** `{{placeholders}}` filled from the form data and the variables (see payload-template). */
  payloadTransformTemplate: optionalJson(),
  enabled: z.boolean(),
});

export const ZCreateHttpMapping = mappingFields;
export type TCreateHttpMappingForm = z.input<typeof ZCreateHttpMapping>;
export type TCreateHttpMapping = z.output<typeof ZCreateHttpMapping>;

export const ZUpdateHttpMapping = mappingFields.extend({ id: z.uuid() });
export type TUpdateHttpMappingForm = z.input<typeof ZUpdateHttpMapping>;
export type TUpdateHttpMapping = z.output<typeof ZUpdateHttpMapping>;

export const ZSetHttpMappingEnabled = z.object({ id: z.uuid(), enabled: z.boolean() });
export type TSetHttpMappingEnabled = z.infer<typeof ZSetHttpMappingEnabled>;

export const ZHttpRecordId = z.object({ id: z.uuid() });
export type THttpRecordId = z.infer<typeof ZHttpRecordId>;

const variableValue = text(2000).optional();

/** The context values a call fills templates with (spec §7 test-http-request variables). */
export const ZMappingVariables = z.object({
  user_id: variableValue,
  execution_context: variableValue,
  mapping_key: variableValue,
  request_id: variableValue,
  workflow_id: variableValue,
  session_id: variableValue,
  execution_id: variableValue,
});
export type TMappingVariables = z.infer<typeof ZMappingVariables>;
export const MAPPING_VARIABLE_NAMES = ZMappingVariables.keyof().options;

/** Spec §7 test-http-request: a mapping (by key) or a bare request (by id), form data and variables. */
export const ZTestHttpRequest = z
  .object({
    mappingKey: text(200).optional(),
    requestId: z.uuid().optional(),
    formData: jsonObject(),
    variables: ZMappingVariables,
  })
  .refine((input) => Boolean(input.mappingKey) !== Boolean(input.requestId), {
    message: V.TARGET_REQUIRED,
    path: ['mappingKey'],
  });
export type TTestHttpRequestForm = z.input<typeof ZTestHttpRequest>;
export type TTestHttpRequest = z.output<typeof ZTestHttpRequest>;
