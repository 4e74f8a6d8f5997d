import { fillTemplate, fillTextTemplate } from '@wordloom/shared/domain/payload-template';
import type { ResponseMapping } from '@wordloom/shared/domain/response-mapping';
import type { TAuthType, THttpMethod } from '@wordloom/shared/schemas/http-mappings';

/** What the caller is shown instead of a token, API key or password. */
export const SECRET_MASK = '••••';

/** How an endpoint is authenticated, without the secret itself. */
export interface OutboundAuth {
  type: TAuthType;
  /** The header that carries the API key (api_key_header). */
  headerName?: string;
  /** The query parameter that carries the API key (api_key_query). */
  paramName?: string;
  /** The user name (basic). */
  username?: string;
}

/**
 * An outside endpoint as an admin configured it: an HTTP request of the mappings, or a tool's
 * webhook. Placeholders (`{{name}}`) in the variable parameters and the body template are filled
 * per call.
 */
export interface OutboundEndpoint {
  url: string;
  method: THttpMethod;
  headers: Record<string, string>;
  auth: OutboundAuth;
  /** Sent as they are: the query string for GET, merged into a JSON object body otherwise. */
  fixedParameters: Record<string, unknown>;
  /** Like the fixed ones once filled from the payload and the call's values. */
  variableParameters: Record<string, unknown>;
  /** The body's template (JSON filled value by value, other text placeholder by placeholder); null sends the payload. */
  bodyTemplate: string | null;
  /** Field name → dotted path into the answer; a `success` field decides success. */
  responseMapping: ResponseMapping | null;
  timeoutSeconds: number;
}

/** One call's data. */
export interface CallInput {
  /** The body, or the query string for GET, unless the endpoint has a body template. */
  payload: unknown;
  /** What placeholders are filled from, besides the payload's own fields. */
  values: Record<string, unknown>;
  /** The token, API key or password in clear; null when the endpoint needs none. */
  secret: string | null;
}

/** A request as it is (or was) sent. */
export interface OutgoingCall {
  method: THttpMethod;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function objectOf(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? value : {};
}

export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** Where the secret goes for each auth type; `secret` is the real one or the mask. */
function authParts(
  auth: OutboundAuth,
  secret: string,
  masked: boolean,
): { headers: Record<string, string>; query: Record<string, string> } {
  switch (auth.type) {
    case 'bearer':
      return { headers: { Authorization: `Bearer ${secret}` }, query: {} };
    case 'basic': {
      const credentials = masked ? secret : basicCredentials(auth, secret);
      return { headers: { Authorization: `Basic ${credentials}` }, query: {} };
    }
    case 'api_key_header':
      return { headers: auth.headerName ? { [auth.headerName]: secret } : {}, query: {} };
    case 'api_key_query':
      return { headers: {}, query: auth.paramName ? { [auth.paramName]: secret } : {} };
    case 'none':
      return { headers: {}, query: {} };
  }
}

function basicCredentials(auth: OutboundAuth, secret: string): string {
  return Buffer.from(`${auth.username ?? ''}:${secret}`).toString('base64');
}

/** A header that holds the secret, besides Authorization (which the SSRF guard always protects). */
export function secretHeaderNames(auth: OutboundAuth): string[] {
  return auth.type === 'api_key_header' && auth.headerName ? [auth.headerName] : [];
}

function asQueryValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function withQuery(url: URL, entries: Record<string, unknown>): URL {
  const next = new URL(url);
  for (const [name, value] of Object.entries(entries)) {
    const text = asQueryValue(value);
    if (text !== null) next.searchParams.set(name, text);
  }
  return next;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

/**
 * The call an endpoint gets for one payload, before authentication:
 * - the variable parameters are filled from the payload and values, then join the fixed ones;
 * - GET sends the payload's fields and the parameters in the query string, with no body;
 * - other methods send the body template filled from the same values (JSON value by value,
 *   other text placeholder by placeholder), or else the payload, as the body; parameters are
 *   merged into a JSON object body, and go to the query string for any other body.
 */
function unauthenticatedCall(
  endpoint: OutboundEndpoint,
  { payload, values }: CallInput,
): { url: URL; headers: Record<string, string>; body: string | null } {
  const scope = isPlainObject(payload) ? { ...values, ...payload } : values;
  const parameters = { ...endpoint.fixedParameters, ...objectOf(fillTemplate(endpoint.variableParameters, scope)) };
  const url = new URL(endpoint.url);
  const headers = { ...endpoint.headers };
  if (endpoint.method === 'GET') {
    return { url: withQuery(url, { ...objectOf(payload), ...parameters }), headers, body: null };
  }
  const template = endpoint.bodyTemplate?.trim() ? endpoint.bodyTemplate : null;
  const parsedTemplate = template === null ? undefined : parseJson(template);
  if (template !== null && parsedTemplate === undefined) {
    if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'text/plain; charset=utf-8';
    return { url: withQuery(url, parameters), headers, body: fillTextTemplate(template, scope) };
  }
  const bodyValue = parsedTemplate === undefined ? payload : fillTemplate(parsedTemplate.value, scope);
  if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
  if (isPlainObject(bodyValue)) return { url, headers, body: JSON.stringify({ ...bodyValue, ...parameters }) };
  return { url: withQuery(url, parameters), headers, body: JSON.stringify(bodyValue) };
}

/** The call as sent (`real`), and as shown to an admin with the secret masked (`shown`). */
export function buildCall(endpoint: OutboundEndpoint, input: CallInput): { real: OutgoingCall; shown: OutgoingCall } {
  const base = unauthenticatedCall(endpoint, input);
  const finish = (parts: ReturnType<typeof authParts>): OutgoingCall => ({
    method: endpoint.method,
    url: withQuery(base.url, parts.query).href,
    headers: { ...base.headers, ...parts.headers },
    body: base.body,
  });
  if (input.secret === null) {
    const call = finish({ headers: {}, query: {} });
    return { real: call, shown: call };
  }
  const shown = finish(authParts(endpoint.auth, SECRET_MASK, true));
  return {
    real: finish(authParts(endpoint.auth, input.secret, false)),
    shown: { ...shown, url: shown.url.replaceAll(encodeURIComponent(SECRET_MASK), SECRET_MASK) },
  };
}

const MASKED_SECRET_MIN_LENGTH = 4;

/** Hides every form of the secret an echoing endpoint could send back. */
export function secretMasker(auth: OutboundAuth, secret: string | null): (text: string) => string {
  // A secret of a few characters would mask half the answer, and hides nothing worth hiding.
  if (!secret || secret.length < MASKED_SECRET_MIN_LENGTH) return (text) => text;
  const forms = [secret, encodeURIComponent(secret)];
  if (auth.type === 'basic') forms.push(basicCredentials(auth, secret));
  return (text) => forms.reduce((masked, form) => masked.replaceAll(form, SECRET_MASK), text);
}
