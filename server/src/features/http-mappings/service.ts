import { randomUUID } from 'node:crypto';
import { fillTemplate, fillTextTemplate } from '@wordloom/shared/domain/payload-template';
import { applyResponseMapping, type ResponseMapping } from '@wordloom/shared/domain/response-mapping';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  HttpMappingValidation,
  SECRET_AUTH_TYPES,
  type TAuthType,
  type TCreateHttpMapping,
  type TCreateHttpRequest,
  type THttpMethod,
  type TMappingVariables,
  type TSetHttpMappingEnabled,
  type TTestHttpRequest,
  type TUpdateHttpMapping,
  type TUpdateHttpRequest,
} from '@wordloom/shared/schemas/http-mappings';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { guardedFetch } from '../../lib/http-guard.ts';
import type { AppDeps } from '../../trpc/context.ts';
import {
  countRequestCall,
  deleteHttpMapping as deleteMappingRow,
  deleteHttpRequest as deleteRequestRow,
  type HttpMappingRow,
  type HttpRequestRow,
  insertHttpMapping,
  insertHttpRequest,
  selectEnabledHttpMappings,
  selectHttpMappingByKey,
  selectHttpMappings,
  selectHttpRequest,
  selectHttpRequests,
  selectHttpRequestsByIds,
  updateHttpMapping as updateMappingRow,
  updateHttpRequest as updateRequestRow,
} from './queries.ts';

/** Spec §9: enabled mappings are read at most every 2 minutes (an admin's change applies at once here). */
export const MAPPING_CACHE_TTL_MS = 2 * 60_000;
/** What the browser sees instead of a token, API key or password. */
export const SECRET_MASK = '••••';

type ExecutionDeps = Pick<AppDeps, 'db' | 'secrets' | 'logger' | 'config'>;
type AdminDeps = Pick<AppDeps, 'db' | 'secrets'>;

/** The non-secret part of a request's authentication (auth_config). */
interface AuthSettings {
  headerName?: string;
  paramName?: string;
  username?: string;
}

/** A stored request, its JSON columns narrowed to what the admin form allowed. */
interface RequestDefinition {
  id: string;
  endpointUrl: string;
  httpMethod: THttpMethod;
  headers: Record<string, string>;
  authType: TAuthType;
  auth: AuthSettings;
  sealedSecret: string | null;
  fixedParameters: Record<string, unknown>;
  variableParameters: Record<string, unknown>;
  requestBody: string | null;
  responseMapping: ResponseMapping | null;
  rateLimitPerMinute: number;
  timeoutSeconds: number;
}

export interface HttpRequestDto {
  id: string;
  name: string;
  description: string;
  endpointUrl: string;
  httpMethod: THttpMethod;
  headers: Record<string, string>;
  authType: TAuthType;
  authHeaderName: string;
  authQueryParam: string;
  authUsername: string;
  /** Whether a token, API key or password is stored; the secret itself never leaves the server. */
  hasSecret: boolean;
  fixedParameters: Record<string, unknown>;
  variableParameters: Record<string, unknown>;
  requestBody: string;
  responseMapping: ResponseMapping;
  rateLimitPerMinute: number;
  timeoutSeconds: number;
  mappingCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface HttpMappingDto {
  id: string;
  key: string;
  requestId: string;
  requestName: string;
  description: string;
  samplePayload: unknown;
  expectedResponseSchema: unknown;
  responseDisplayMapping: unknown;
  payloadTransformTemplate: unknown;
  enabled: boolean;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MappingVariables {
  userId?: string;
  executionContext?: string;
  mappingKey?: string;
  requestId?: string;
  workflowId?: string;
  sessionId?: string;
  executionId?: string;
}

/** What an endpoint answered, read through its request's response mapping. */
export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  /** The answer's JSON, or its text when it is not JSON. */
  body: unknown;
  /** The request's response mapping applied to the answer; null when it has none. */
  mapped: Record<string, unknown> | null;
  /** A 2xx answer whose mapped `success` (if mapped) is neither false nor "false". */
  success: boolean;
}

export interface MappingExecution extends HttpAnswer {
  mappingKey: string;
}

/** A request as it is (or was) sent. */
export interface OutgoingCall {
  method: THttpMethod;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface HttpTestResult extends HttpAnswer {
  /** What was sent, with the secret shown as SECRET_MASK. */
  sent: OutgoingCall;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function objectOf(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? value : {};
}

function textsOf(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(objectOf(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function definitionOf(row: HttpRequestRow): RequestDefinition {
  const auth = textsOf(row.authConfig);
  return {
    id: row.id,
    endpointUrl: row.endpointUrl,
    httpMethod: row.httpMethod,
    headers: textsOf(row.headers),
    authType: row.authType,
    auth: { headerName: auth.headerName, paramName: auth.paramName, username: auth.username },
    sealedSecret: row.authSecret,
    fixedParameters: objectOf(row.fixedParameters),
    variableParameters: objectOf(row.variableParameters),
    requestBody: row.requestBody,
    responseMapping: row.responseMapping === null ? null : textsOf(row.responseMapping),
    rateLimitPerMinute: row.rateLimitPerMinute,
    timeoutSeconds: row.timeoutSeconds,
  };
}

function requestDto(row: HttpRequestRow, mappingCount: number): HttpRequestDto {
  const definition = definitionOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    endpointUrl: row.endpointUrl,
    httpMethod: row.httpMethod,
    headers: definition.headers,
    authType: row.authType,
    authHeaderName: definition.auth.headerName ?? '',
    authQueryParam: definition.auth.paramName ?? '',
    authUsername: definition.auth.username ?? '',
    hasSecret: row.authSecret !== null,
    fixedParameters: definition.fixedParameters,
    variableParameters: definition.variableParameters,
    requestBody: row.requestBody ?? '',
    responseMapping: definition.responseMapping ?? {},
    rateLimitPerMinute: row.rateLimitPerMinute,
    timeoutSeconds: row.timeoutSeconds,
    mappingCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function mappingDto(row: HttpMappingRow & { requestName: string }): HttpMappingDto {
  return {
    id: row.id,
    key: row.key,
    requestId: row.requestId,
    requestName: row.requestName,
    description: row.description ?? '',
    samplePayload: row.samplePayload,
    expectedResponseSchema: row.expectedResponseSchema,
    responseDisplayMapping: row.responseDisplayMapping,
    payloadTransformTemplate: row.payloadTransformTemplate,
    enabled: row.enabled,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

// --- The cache of enabled mappings -------------------------------------------------------------

interface LoadedMapping {
  key: string;
  /** The payload transform template, else the sample payload (spec §3), else none. */
  template: unknown;
  request: RequestDefinition;
}

const cachedMappings = new WeakMap<Kysely<DB>, { mappings: Promise<Map<string, LoadedMapping>>; loadedAt: number }>();

function templateOf(row: HttpMappingRow): unknown {
  return row.payloadTransformTemplate ?? row.samplePayload ?? null;
}

async function loadEnabledMappings(db: Kysely<DB>): Promise<Map<string, LoadedMapping>> {
  const rows = await selectEnabledHttpMappings(db);
  const requests = await selectHttpRequestsByIds(db, [...new Set(rows.map((row) => row.requestId))]);
  const byId = new Map(requests.map((row) => [row.id, definitionOf(row)]));
  const mappings = new Map<string, LoadedMapping>();
  for (const row of rows) {
    const request = byId.get(row.requestId);
    if (request) mappings.set(row.key, { key: row.key, template: templateOf(row), request });
  }
  return mappings;
}

function enabledMappings(db: Kysely<DB>): Promise<Map<string, LoadedMapping>> {
  const cached = cachedMappings.get(db);
  if (cached && Date.now() - cached.loadedAt < MAPPING_CACHE_TTL_MS) return cached.mappings;
  const mappings = loadEnabledMappings(db);
  cachedMappings.set(db, { mappings, loadedAt: Date.now() });
  // A failed read is not kept: the next call tries again.
  mappings.catch(() => cachedMappings.delete(db));
  return mappings;
}

/** Keys of the enabled mappings (from the cache): what a caller can run now. */
export async function enabledMappingKeys(db: Kysely<DB>): Promise<ReadonlySet<string>> {
  return new Set((await enabledMappings(db)).keys());
}

/** Every admin change to a request or a mapping takes effect at the next call in this process. */
function forgetMappings(db: Kysely<DB>): void {
  cachedMappings.delete(db);
}

// --- Building and sending a call ----------------------------------------------------------------

function secretContext(requestId: string): string {
  return `http_request:${requestId}`;
}

/** Where the secret goes for each auth type; `secret` is the real one or the mask. */
function authParts(
  definition: RequestDefinition,
  secret: string,
  masked: boolean,
): { headers: Record<string, string>; query: Record<string, string> } {
  const { auth } = definition;
  switch (definition.authType) {
    case 'bearer':
      return { headers: { Authorization: `Bearer ${secret}` }, query: {} };
    case 'basic': {
      const credentials = masked ? secret : Buffer.from(`${auth.username ?? ''}:${secret}`).toString('base64');
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

/** A header that holds the secret, besides Authorization (which the guard always protects). */
function secretHeaderNames(definition: RequestDefinition): string[] {
  const { headerName } = definition.auth;
  return definition.authType === 'api_key_header' && headerName ? [headerName] : [];
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
 * The call a request makes for one payload, before authentication:
 * - the variable parameters are filled from the payload and variables, then join the fixed ones;
 * - GET sends the payload's fields and the parameters in the query string, with no body;
 * - other methods send the request body template filled from the same values (JSON value by
 *   value, other text placeholder by placeholder), or else the payload, as the body; parameters
 *   are merged into a JSON object body, and go to the query string for any other body.
 */
function unauthenticatedCall(
  definition: RequestDefinition,
  payload: unknown,
  values: Record<string, unknown>,
): { url: URL; headers: Record<string, string>; body: string | null } {
  const scope = isPlainObject(payload) ? { ...values, ...payload } : values;
  const parameters = { ...definition.fixedParameters, ...objectOf(fillTemplate(definition.variableParameters, scope)) };
  const url = new URL(definition.endpointUrl);
  const headers = { ...definition.headers };
  if (definition.httpMethod === 'GET') {
    return { url: withQuery(url, { ...objectOf(payload), ...parameters }), headers, body: null };
  }
  const template = definition.requestBody?.trim() ? definition.requestBody : null;
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

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** The call as sent, and as shown to an admin with the secret masked. */
function buildCall(
  definition: RequestDefinition,
  payload: unknown,
  values: Record<string, unknown>,
  secret: string | null,
): { real: OutgoingCall; shown: OutgoingCall } {
  const base = unauthenticatedCall(definition, payload, values);
  const finish = (parts: ReturnType<typeof authParts>): OutgoingCall => ({
    method: definition.httpMethod,
    url: withQuery(base.url, parts.query).href,
    headers: { ...base.headers, ...parts.headers },
    body: base.body,
  });
  if (secret === null) {
    const call = finish({ headers: {}, query: {} });
    return { real: call, shown: call };
  }
  const shown = finish(authParts(definition, SECRET_MASK, true));
  return {
    real: finish(authParts(definition, secret, false)),
    shown: { ...shown, url: shown.url.replaceAll(encodeURIComponent(SECRET_MASK), SECRET_MASK) },
  };
}

function openSecret(secrets: SecretBox, definition: RequestDefinition): string | null {
  if (definition.sealedSecret === null || !SECRET_AUTH_TYPES.includes(definition.authType)) return null;
  return secrets.open(definition.sealedSecret, secretContext(definition.id));
}

/** The spec's variables by the names templates use (`{{user_id}}`…); only those given. */
function templateVariables(variables: MappingVariables): TMappingVariables {
  const named: TMappingVariables = {
    user_id: variables.userId,
    execution_context: variables.executionContext,
    mapping_key: variables.mappingKey,
    request_id: variables.requestId,
    workflow_id: variables.workflowId,
    session_id: variables.sessionId,
    execution_id: variables.executionId,
  };
  return Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined));
}

/** Counts the call against the request's per-minute limit (across all server processes), then sends it. */
async function send(
  deps: ExecutionDeps,
  definition: RequestDefinition,
  call: OutgoingCall,
  signal: AbortSignal | undefined,
  maskAnswer: (text: string) => string = (text) => text,
): Promise<HttpAnswer> {
  const count = await countRequestCall(deps.db, definition.id);
  if (count > definition.rateLimitPerMinute) {
    throw new AppError(AppErrorCode.RATE_LIMITED, {
      detail: `more than ${definition.rateLimitPerMinute} calls in a minute`,
    });
  }
  const started = Date.now();
  const response = await guardedFetch(
    { url: call.url, method: call.method, headers: call.headers, body: call.body ?? undefined },
    {
      allowLoopback: deps.config.outboundAllowLoopback,
      totalTimeoutMs: definition.timeoutSeconds * 1000,
      // The API key stays with the endpoint's own origin; one in the query string stays too, since
      // a redirect's Location is a URL of the endpoint's choosing, not this URL with a new host.
      sensitiveHeaders: secretHeaderNames(definition),
      signal,
    },
  );
  deps.logger.info(
    { requestId: definition.id, status: response.status, ms: Date.now() - started },
    'HTTP request answered',
  );
  const text = maskAnswer(response.text());
  const body = parseJson(text)?.value ?? text;
  const headers = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, maskAnswer(value)]),
  );
  const mapping = definition.responseMapping && applyResponseMapping(body, definition.responseMapping);
  const ok = response.status >= 200 && response.status < 300;
  return {
    status: response.status,
    headers,
    body,
    mapped: mapping?.values ?? null,
    success: ok && mapping?.success !== false,
  };
}

function payloadFor(template: unknown, values: Record<string, unknown>): unknown {
  return template === null ? values : fillTemplate(template, values);
}

/**
 * Runs the first enabled mapping among `keys` (tried in order, as the spec does); MAPPING_NOT_FOUND
 * if none. The payload is the mapping's template filled from the form data and the variables
 * (by default: the form data merged with the variables), sent the way its request says (see
 * `unauthenticatedCall`), limited per minute and in time, and read through its response mapping.
 */
export async function executeFirstMapping(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'logger' | 'config'>,
  keys: readonly string[],
  input: { formData: Record<string, unknown>; variables: MappingVariables; signal?: AbortSignal },
): Promise<MappingExecution> {
  const mappings = await enabledMappings(deps.db);
  const mapping = keys.map((key) => mappings.get(key)).find((found) => found !== undefined);
  if (!mapping)
    throw new AppError(AppErrorCode.MAPPING_NOT_FOUND, { detail: `no enabled mapping for ${keys.join(', ')}` });
  const { request } = mapping;
  const values = {
    ...input.formData,
    ...templateVariables({ mappingKey: mapping.key, requestId: request.id, ...input.variables }),
  };
  const { real } = buildCall(request, payloadFor(mapping.template, values), values, openSecret(deps.secrets, request));
  const answer = await send(deps, request, real, input.signal);
  return { mappingKey: mapping.key, ...answer };
}

const MASKED_SECRET_MIN_LENGTH = 4;

/** Hides every form of the secret an echoing endpoint could send back. */
function secretMasker(definition: RequestDefinition, secret: string | null): (text: string) => string {
  // A secret of a few characters would mask half the answer, and hides nothing worth hiding.
  if (!secret || secret.length < MASKED_SECRET_MIN_LENGTH) return (text) => text;
  const forms = [secret, encodeURIComponent(secret)];
  if (definition.authType === 'basic') {
    forms.push(Buffer.from(`${definition.auth.username ?? ''}:${secret}`).toString('base64'));
  }
  return (text) => forms.reduce((masked, form) => masked.replaceAll(form, SECRET_MASK), text);
}

/**
 * Spec §7 test-http-request: calls a mapping (by key, enabled or not) or a bare request (by id)
 * with the admin's form data and variables, and shows what was sent (secret masked) and the answer.
 */
export async function testHttpRequest(
  deps: ExecutionDeps,
  adminId: string,
  input: TTestHttpRequest,
): Promise<HttpTestResult> {
  const mapping = input.mappingKey ? await selectHttpMappingByKey(deps.db, input.mappingKey) : undefined;
  if (input.mappingKey && !mapping) {
    throw new AppError(AppErrorCode.MAPPING_NOT_FOUND, { detail: `no mapping has the key ${input.mappingKey}` });
  }
  const requestId = mapping ? mapping.requestId : input.requestId;
  const row = requestId === undefined ? undefined : await selectHttpRequest(deps.db, requestId);
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND);
  const definition = definitionOf(row);
  const given = Object.fromEntries(Object.entries(input.variables).filter(([, value]) => value));
  const values = {
    ...input.formData,
    user_id: adminId,
    request_id: definition.id,
    ...(mapping ? { mapping_key: mapping.key } : {}),
    ...given,
  };
  const secret = openSecret(deps.secrets, definition);
  const { real, shown } = buildCall(
    definition,
    payloadFor(mapping ? templateOf(mapping) : null, values),
    values,
    secret,
  );
  const answer = await send(deps, definition, real, undefined, secretMasker(definition, secret));
  return { sent: shown, ...answer };
}

// --- Admin CRUD ---------------------------------------------------------------------------------

function authSettingsOf(input: TCreateHttpRequest): AuthSettings {
  switch (input.authType) {
    case 'api_key_header':
      return { headerName: input.authHeaderName };
    case 'api_key_query':
      return { paramName: input.authQueryParam };
    case 'basic':
      return { username: input.authUsername };
    default:
      return {};
  }
}

/** The sealed secret to store: a new one, else the stored one kept, else none when the type needs none. */
function nextSecret(secrets: SecretBox, id: string, input: TCreateHttpRequest, stored: string | null): string | null {
  if (!SECRET_AUTH_TYPES.includes(input.authType)) return null;
  if (input.authSecret) return secrets.seal(input.authSecret, secretContext(id));
  if (stored) return stored;
  throw new AppError(AppErrorCode.VALIDATION, { detail: HttpMappingValidation.SECRET_REQUIRED });
}

function requestColumns(input: TCreateHttpRequest) {
  return {
    name: input.name,
    description: input.description || null,
    endpointUrl: input.endpointUrl,
    httpMethod: input.httpMethod,
    headers: JSON.stringify(input.headers),
    authType: input.authType,
    authConfig: JSON.stringify(authSettingsOf(input)),
    fixedParameters: JSON.stringify(input.fixedParameters),
    variableParameters: JSON.stringify(input.variableParameters),
    requestBody: input.requestBody || null,
    responseMapping: Object.keys(input.responseMapping).length > 0 ? JSON.stringify(input.responseMapping) : null,
    rateLimitPerMinute: input.rateLimitPerMinute,
    timeoutSeconds: input.timeoutSeconds,
  };
}

async function requestDtos(db: Kysely<DB>, id?: string): Promise<HttpRequestDto[]> {
  const rows = await selectHttpRequests(db, id);
  return rows.map((row) => requestDto(row, Number(row.mappingCount ?? 0)));
}

/** Every HTTP request, secrets left out (only whether one is stored). */
export function listHttpRequests(db: Kysely<DB>): Promise<HttpRequestDto[]> {
  return requestDtos(db);
}

/** One HTTP request, secret left out; NOT_FOUND if there is none with this id. */
export async function getHttpRequest(db: Kysely<DB>, id: string): Promise<HttpRequestDto> {
  const [found] = await requestDtos(db, id);
  if (!found) throw new AppError(AppErrorCode.NOT_FOUND);
  return found;
}

/** Stores a new HTTP request, its secret sealed with the request's id as context. */
export async function createHttpRequest(deps: AdminDeps, input: TCreateHttpRequest): Promise<HttpRequestDto> {
  const id = randomUUID();
  await insertHttpRequest(deps.db, {
    id,
    ...requestColumns(input),
    authSecret: nextSecret(deps.secrets, id, input, null),
  });
  forgetMappings(deps.db);
  return getHttpRequest(deps.db, id);
}

/** Changes an HTTP request; an empty secret keeps the stored one. */
export async function updateHttpRequest(deps: AdminDeps, input: TUpdateHttpRequest): Promise<HttpRequestDto> {
  const stored = await selectHttpRequest(deps.db, input.id);
  if (!stored) throw new AppError(AppErrorCode.NOT_FOUND);
  const authSecret = nextSecret(deps.secrets, input.id, input, stored.authSecret);
  await updateRequestRow(deps.db, input.id, { ...requestColumns(input), authSecret });
  forgetMappings(deps.db);
  return getHttpRequest(deps.db, input.id);
}

/** Deletes an HTTP request together with the mappings that use it. */
export async function deleteHttpRequest(db: Kysely<DB>, id: string): Promise<void> {
  if (!(await deleteRequestRow(db, id))) throw new AppError(AppErrorCode.NOT_FOUND);
  forgetMappings(db);
}

/** Every mapping, by key, with its request's name. */
export async function listHttpMappings(db: Kysely<DB>): Promise<HttpMappingDto[]> {
  return (await selectHttpMappings(db)).map(mappingDto);
}

async function getHttpMapping(db: Kysely<DB>, id: string): Promise<HttpMappingDto> {
  const [found] = (await selectHttpMappings(db, id)).map(mappingDto);
  if (!found) throw new AppError(AppErrorCode.NOT_FOUND);
  return found;
}

/**
 * Writes a mapping: its request must exist, and the unique key is left to the database so two
 * admins saving the same key at once cannot both succeed.
 */
async function writeMapping<T>(db: Kysely<DB>, input: TCreateHttpMapping, write: () => Promise<T>): Promise<T> {
  if (!(await selectHttpRequest(db, input.requestId))) throw new AppError(AppErrorCode.NOT_FOUND);
  try {
    return await write();
  } catch (error) {
    // 23505: unique violation, here on http_frontend_mappings.key.
    if ((error as { code?: string }).code === '23505') {
      throw new AppError(AppErrorCode.VALIDATION, { detail: HttpMappingValidation.KEY_TAKEN });
    }
    throw error;
  }
}

function jsonOrNull(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

function mappingColumns(input: TCreateHttpMapping) {
  return {
    key: input.key,
    requestId: input.requestId,
    description: input.description || null,
    samplePayload: jsonOrNull(input.samplePayload),
    expectedResponseSchema: jsonOrNull(input.expectedResponseSchema),
    responseDisplayMapping: jsonOrNull(input.responseDisplayMapping),
    payloadTransformTemplate: jsonOrNull(input.payloadTransformTemplate),
    enabled: input.enabled,
  };
}

/** Stores a new mapping; VALIDATION (detail KEY_TAKEN) when another mapping has the key. */
export async function createHttpMapping(
  db: Kysely<DB>,
  adminId: string,
  input: TCreateHttpMapping,
): Promise<HttpMappingDto> {
  const id = await writeMapping(db, input, () =>
    insertHttpMapping(db, { ...mappingColumns(input), createdBy: adminId }),
  );
  forgetMappings(db);
  return getHttpMapping(db, id);
}

/** Changes a mapping; VALIDATION (detail KEY_TAKEN) when another mapping has the key. */
export async function updateHttpMapping(db: Kysely<DB>, input: TUpdateHttpMapping): Promise<HttpMappingDto> {
  const updated = await writeMapping(db, input, () => updateMappingRow(db, input.id, mappingColumns(input)));
  if (!updated) throw new AppError(AppErrorCode.NOT_FOUND);
  forgetMappings(db);
  return getHttpMapping(db, input.id);
}

/** Switches a mapping on or off; the product stops or starts calling it at once in this process. */
export async function setHttpMappingEnabled(db: Kysely<DB>, input: TSetHttpMappingEnabled): Promise<HttpMappingDto> {
  if (!(await updateMappingRow(db, input.id, { enabled: input.enabled }))) throw new AppError(AppErrorCode.NOT_FOUND);
  forgetMappings(db);
  return getHttpMapping(db, input.id);
}

export async function deleteHttpMapping(db: Kysely<DB>, id: string): Promise<void> {
  if (!(await deleteMappingRow(db, id))) throw new AppError(AppErrorCode.NOT_FOUND);
  forgetMappings(db);
}
