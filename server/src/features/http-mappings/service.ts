import { randomUUID } from 'node:crypto';
import { fillTemplate } from '@wordloom/shared/domain/payload-template';
import type { ResponseMapping } from '@wordloom/shared/domain/response-mapping';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  HttpMappingValidation,
  SECRET_AUTH_TYPES,
  type TAuthType,
  type TCreateHttpMapping,
  type TCreateHttpRequest,
  type THttpMethod,
  type THttpRecordId,
  type TMappingVariables,
  type TSetHttpMappingEnabled,
  type TTestHttpRequest,
  type TUpdateHttpMapping,
  type TUpdateHttpRequest,
} from '@wordloom/shared/schemas/http-mappings';
import type { Kysely } from 'kysely';
import { type Executor, inTransaction } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { urlRefusedWithoutLookup } from '../../lib/http-guard.ts';
import {
  type CallInput,
  type OutboundAuth,
  type OutboundEndpoint,
  type OutgoingCall,
  objectOf,
} from '../../lib/outbound/request.ts';
import { callEndpoint, type HttpAnswer, type OutboundResult } from '../../lib/outbound/send.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { recordAdminAction } from '../admin/audit.ts';
import { RATE_LIMITS } from '../rate-limits/policies.ts';
import { consume, rateLimit } from '../rate-limits/service.ts';
import {
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
  selectSealedRequestSecrets,
  updateHttpMapping as updateMappingRow,
  updateHttpRequest as updateRequestRow,
  updateRequestSecret,
} from './queries.ts';

/** Spec §9: enabled mappings are read at most every 2 minutes (an admin's change applies at once here). */
export const MAPPING_CACHE_TTL_MS = 2 * 60_000;

type ExecutionDeps = Pick<AppDeps, 'db' | 'secrets' | 'logger' | 'config'>;
type AdminDeps = Pick<AppDeps, 'db' | 'secrets'>;
/** Saving a request also checks its endpoint against the SSRF guard, loopback as configured. */
type SaveRequestDeps = AdminDeps & { config: Pick<AppDeps['config'], 'outboundAllowLoopback'> };

/** The non-secret part of a request's authentication (auth_config). */
type AuthSettings = Omit<OutboundAuth, 'type'>;

/** A stored request: the endpoint it calls, its sealed secret and its per-minute limit. */
interface RequestDefinition {
  id: string;
  endpoint: OutboundEndpoint;
  sealedSecret: string | null;
  rateLimitPerMinute: number;
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

/** Which mappings to try, in order, and what to fill their templates with. */
export interface MappingRun {
  keys: readonly string[];
  formData: Record<string, unknown>;
  variables: MappingVariables;
  signal?: AbortSignal;
}

export interface MappingExecution extends HttpAnswer {
  mappingKey: string;
}

export interface HttpTestResult extends HttpAnswer {
  /** What was sent, with the secret masked. */
  sent: OutgoingCall;
}

function textsOf(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(objectOf(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function authSettingsOfRow(row: HttpRequestRow): AuthSettings {
  const auth = textsOf(row.authConfig);
  return { headerName: auth.headerName, paramName: auth.paramName, username: auth.username };
}

function definitionOf(row: HttpRequestRow): RequestDefinition {
  return {
    id: row.id,
    endpoint: {
      url: row.endpointUrl,
      method: row.httpMethod,
      headers: textsOf(row.headers),
      auth: { type: row.authType, ...authSettingsOfRow(row) },
      fixedParameters: objectOf(row.fixedParameters),
      variableParameters: objectOf(row.variableParameters),
      bodyTemplate: row.requestBody,
      responseMapping: row.responseMapping === null ? null : textsOf(row.responseMapping),
      timeoutSeconds: row.timeoutSeconds,
    },
    sealedSecret: row.authSecret,
    rateLimitPerMinute: row.rateLimitPerMinute,
  };
}

function requestDto(row: HttpRequestRow, mappingCount: number): HttpRequestDto {
  const { endpoint } = definitionOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    endpointUrl: row.endpointUrl,
    httpMethod: row.httpMethod,
    headers: endpoint.headers,
    authType: row.authType,
    authHeaderName: endpoint.auth.headerName ?? '',
    authQueryParam: endpoint.auth.paramName ?? '',
    authUsername: endpoint.auth.username ?? '',
    hasSecret: row.authSecret !== null,
    fixedParameters: endpoint.fixedParameters,
    variableParameters: endpoint.variableParameters,
    requestBody: row.requestBody ?? '',
    responseMapping: endpoint.responseMapping ?? {},
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

// --- Calling a request ---------------------------------------------------------------------------

function secretContext(requestId: string): string {
  return `http_request:${requestId}`;
}

/** Seals every request's secret again with the first key (`npm run admin -- reencrypt`); returns how many rows. */
export async function resealRequestSecrets({ db, secrets }: { db: Executor; secrets: SecretBox }): Promise<number> {
  const rows = await selectSealedRequestSecrets(db);
  for (const { id, authSecret } of rows)
    await updateRequestSecret(db, id, secrets.reseal(authSecret, secretContext(id)));
  return rows.length;
}

function openSecret(secrets: SecretBox, definition: RequestDefinition): string | null {
  if (definition.sealedSecret === null || !SECRET_AUTH_TYPES.includes(definition.endpoint.auth.type)) return null;
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

function payloadFor(template: unknown, values: Record<string, unknown>): unknown {
  return template === null ? values : fillTemplate(template, values);
}

/**
 * Counts the call against the request's per-minute limit (across all server processes; RATE_LIMITED
 * past it), then calls its endpoint through the outbound-call engine.
 */
async function callRequest(
  deps: ExecutionDeps,
  definition: RequestDefinition,
  input: Omit<CallInput, 'secret'>,
  options: { signal?: AbortSignal | undefined; maskSecretInAnswer?: boolean },
): Promise<OutboundResult> {
  const limit = rateLimit(RATE_LIMITS.httpRequestCalls, definition.id, definition.rateLimitPerMinute);
  if (!(await consume(deps.db, { limits: [limit] })).allowed) {
    throw new AppError(AppErrorCode.RATE_LIMITED, {
      detail: `more than ${definition.rateLimitPerMinute} calls in a minute`,
    });
  }
  return callEndpoint(
    definition.endpoint,
    { ...input, secret: openSecret(deps.secrets, definition) },
    {
      allowLoopback: deps.config.outboundAllowLoopback,
      logger: deps.logger.child({ requestId: definition.id }),
      ...options,
    },
  );
}

/**
 * Runs the first enabled mapping among `keys` (tried in order, as the spec does); MAPPING_NOT_FOUND
 * if none. The payload is the mapping's template filled from the form data and the variables
 * (by default: the form data merged with the variables), sent the way its request says (see
 * `buildCall` in lib/outbound), limited per minute and in time, and read through its response mapping.
 */
export async function executeFirstMapping(
  deps: ExecutionDeps,
  { keys, ...input }: MappingRun,
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
  const { answer } = await callRequest(
    deps,
    request,
    { payload: payloadFor(mapping.template, values), values },
    { signal: input.signal },
  );
  return { mappingKey: mapping.key, ...answer };
}

/**
 * Spec §7 test-http-request: calls a mapping (by key, enabled or not) or a bare request (by id)
 * with the admin's form data and variables, and shows what was sent (secret masked) and the answer.
 */
export async function testHttpRequest(
  deps: ExecutionDeps,
  { userId: adminId, ...input }: { userId: string } & TTestHttpRequest,
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
  const { sent, answer } = await callRequest(
    deps,
    definition,
    { payload: payloadFor(mapping ? templateOf(mapping) : null, values), values },
    { maskSecretInAnswer: true },
  );
  return { sent, ...answer };
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

/**
 * Refuses on save an endpoint the guard would refuse when called without asking DNS (a private or
 * loopback IP, localhost), so an admin learns it while editing rather than at the first call.
 */
function assertEndpointAllowed(deps: SaveRequestDeps, endpointUrl: string): void {
  const refusal = urlRefusedWithoutLookup(endpointUrl, { allowLoopback: deps.config.outboundAllowLoopback });
  if (refusal) throw new AppError(AppErrorCode.URL_REFUSED, { detail: refusal });
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
export async function getHttpRequest(db: Kysely<DB>, { id }: THttpRecordId): Promise<HttpRequestDto> {
  const [found] = await requestDtos(db, id);
  if (!found) throw new AppError(AppErrorCode.NOT_FOUND);
  return found;
}

/** Stores a new HTTP request, its secret sealed with the request's id as context; URL_REFUSED for a refused endpoint. */
export async function createHttpRequest(
  deps: SaveRequestDeps,
  { userId, ...input }: TCreateHttpRequest & { userId: string },
): Promise<HttpRequestDto> {
  assertEndpointAllowed(deps, input.endpointUrl);
  const id = randomUUID();
  await inTransaction(deps.db, async (trx) => {
    await insertHttpRequest(trx, {
      id,
      ...requestColumns(input),
      authSecret: nextSecret(deps.secrets, id, input, null),
    });
    await recordAdminAction(trx, { adminId: userId, action: 'http_mapping_saved', details: requestAudit(id, input) });
  });
  forgetMappings(deps.db);
  return getHttpRequest(deps.db, { id });
}

/** Changes an HTTP request; an empty secret keeps the stored one. */
export async function updateHttpRequest(
  deps: SaveRequestDeps,
  { userId, ...input }: TUpdateHttpRequest & { userId: string },
): Promise<HttpRequestDto> {
  assertEndpointAllowed(deps, input.endpointUrl);
  const stored = await selectHttpRequest(deps.db, input.id);
  if (!stored) throw new AppError(AppErrorCode.NOT_FOUND);
  const authSecret = nextSecret(deps.secrets, input.id, input, stored.authSecret);
  await inTransaction(deps.db, async (trx) => {
    await updateRequestRow(trx, input.id, { ...requestColumns(input), authSecret });
    await recordAdminAction(trx, {
      adminId: userId,
      action: 'http_mapping_saved',
      details: requestAudit(input.id, input),
    });
  });
  forgetMappings(deps.db);
  return getHttpRequest(deps.db, input);
}

/** Deletes an HTTP request together with the mappings that use it. */
export async function deleteHttpRequest(db: Kysely<DB>, { id, userId }: THttpRecordId & { userId: string }) {
  await inTransaction(db, async (trx) => {
    if (!(await deleteRequestRow(trx, id))) throw new AppError(AppErrorCode.NOT_FOUND);
    await recordAdminAction(trx, { adminId: userId, action: 'http_mapping_deleted', details: { requestId: id } });
  });
  forgetMappings(db);
}

/** What the audit log says of a saved HTTP request (its secret never). */
function requestAudit(requestId: string, input: { name: string; endpointUrl: string }) {
  return { requestId, name: input.name, endpointUrl: input.endpointUrl };
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
  { userId: adminId, ...input }: { userId: string } & TCreateHttpMapping,
): Promise<HttpMappingDto> {
  const id = await writeMapping(db, input, () =>
    inTransaction(db, async (trx) => {
      const inserted = await insertHttpMapping(trx, { ...mappingColumns(input), createdBy: adminId });
      await recordAdminAction(trx, {
        adminId,
        action: 'http_mapping_saved',
        details: { mappingId: inserted, key: input.key },
      });
      return inserted;
    }),
  );
  forgetMappings(db);
  return getHttpMapping(db, id);
}

/** Changes a mapping; VALIDATION (detail KEY_TAKEN) when another mapping has the key. */
export async function updateHttpMapping(
  db: Kysely<DB>,
  { userId: adminId, ...input }: TUpdateHttpMapping & { userId: string },
): Promise<HttpMappingDto> {
  const updated = await writeMapping(db, input, () =>
    inTransaction(db, async (trx) => {
      const changed = await updateMappingRow(trx, input.id, mappingColumns(input));
      if (changed)
        await recordAdminAction(trx, {
          adminId,
          action: 'http_mapping_saved',
          details: { mappingId: input.id, key: input.key },
        });
      return changed;
    }),
  );
  if (!updated) throw new AppError(AppErrorCode.NOT_FOUND);
  forgetMappings(db);
  return getHttpMapping(db, input.id);
}

/** Switches a mapping on or off; the product stops or starts calling it at once in this process. */
export async function setHttpMappingEnabled(
  db: Kysely<DB>,
  { userId: adminId, ...input }: TSetHttpMappingEnabled & { userId: string },
): Promise<HttpMappingDto> {
  await inTransaction(db, async (trx) => {
    if (!(await updateMappingRow(trx, input.id, { enabled: input.enabled })))
      throw new AppError(AppErrorCode.NOT_FOUND);
    await recordAdminAction(trx, {
      adminId,
      action: 'http_mapping_saved',
      details: { mappingId: input.id, enabled: input.enabled },
    });
  });
  forgetMappings(db);
  return getHttpMapping(db, input.id);
}

/** Deletes a mapping; the product stops calling its key at once in this process. */
export async function deleteHttpMapping(db: Kysely<DB>, { id, userId }: THttpRecordId & { userId: string }) {
  await inTransaction(db, async (trx) => {
    if (!(await deleteMappingRow(trx, id))) throw new AppError(AppErrorCode.NOT_FOUND);
    await recordAdminAction(trx, { adminId: userId, action: 'http_mapping_deleted', details: { mappingId: id } });
  });
  forgetMappings(db);
}
