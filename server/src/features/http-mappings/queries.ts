import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { HttpFrontendMappingsTable, HttpRequestsTable } from '../../db/schema.ts';

const REQUEST_COLUMNS = [
  'id',
  'name',
  'description',
  'endpointUrl',
  'httpMethod',
  'headers',
  'authType',
  'authConfig',
  'authSecret',
  'fixedParameters',
  'variableParameters',
  'requestBody',
  'responseMapping',
  'rateLimitPerMinute',
  'timeoutSeconds',
  'createdAt',
  'updatedAt',
] as const;

const MAPPING_COLUMNS = [
  'id',
  'key',
  'requestId',
  'description',
  'samplePayload',
  'expectedResponseSchema',
  'responseDisplayMapping',
  'payloadTransformTemplate',
  'enabled',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

export type HttpRequestRow = Awaited<ReturnType<typeof selectHttpRequest>> & {};
export type HttpMappingRow = Awaited<ReturnType<typeof selectHttpMappingByKey>> & {};

/** Every request (or the one with `id`) with how many mappings use it, by name. */
export async function selectHttpRequests(db: Executor, id?: string) {
  return db
    .selectFrom('httpRequests')
    .select(REQUEST_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('httpFrontendMappings')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('httpFrontendMappings.requestId', '=', 'httpRequests.id')
        .as('mappingCount'),
    )
    .$if(id !== undefined, (query) => query.where('id', '=', id ?? ''))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function selectHttpRequest(db: Executor, id: string) {
  return db.selectFrom('httpRequests').select(REQUEST_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function selectHttpRequestsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('httpRequests').select(REQUEST_COLUMNS).where('id', 'in', ids).execute();
}

export async function insertHttpRequest(db: Executor, values: Insertable<HttpRequestsTable> & { id: string }) {
  await db.insertInto('httpRequests').values(values).execute();
}

/** The admin's two tables, each row changed and deleted by its id. */
type AdminTable = 'httpRequests' | 'httpFrontendMappings';

/** Whether the row existed; its updated_at is set to now. */
async function updateById(
  db: Executor,
  table: AdminTable,
  id: string,
  values: Updateable<HttpRequestsTable> | Updateable<HttpFrontendMappingsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the row existed. */
async function deleteById(db: Executor, table: AdminTable, id: string): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether the request existed. */
export function updateHttpRequest(db: Executor, id: string, values: Updateable<HttpRequestsTable>): Promise<boolean> {
  return updateById(db, 'httpRequests', id, values);
}

/** Whether the request existed; its mappings go with it. */
export function deleteHttpRequest(db: Executor, id: string): Promise<boolean> {
  return deleteById(db, 'httpRequests', id);
}

/** Mappings (or the one with `id`) by key, each with its request's name. */
export async function selectHttpMappings(db: Executor, id?: string) {
  return db
    .selectFrom('httpFrontendMappings')
    .innerJoin('httpRequests', 'httpRequests.id', 'httpFrontendMappings.requestId')
    .select(MAPPING_COLUMNS.map((column) => `httpFrontendMappings.${column}` as const))
    .select('httpRequests.name as requestName')
    .$if(id !== undefined, (query) => query.where('httpFrontendMappings.id', '=', id ?? ''))
    .orderBy('httpFrontendMappings.key')
    .execute();
}

export async function selectEnabledHttpMappings(db: Executor) {
  return db.selectFrom('httpFrontendMappings').select(MAPPING_COLUMNS).where('enabled', '=', true).execute();
}

export async function selectHttpMappingByKey(db: Executor, key: string) {
  return db.selectFrom('httpFrontendMappings').select(MAPPING_COLUMNS).where('key', '=', key).executeTakeFirst();
}

export async function insertHttpMapping(db: Executor, values: Insertable<HttpFrontendMappingsTable>): Promise<string> {
  const row = await db.insertInto('httpFrontendMappings').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the mapping existed. */
export function updateHttpMapping(
  db: Executor,
  id: string,
  values: Updateable<HttpFrontendMappingsTable>,
): Promise<boolean> {
  return updateById(db, 'httpFrontendMappings', id, values);
}

/** Whether the mapping existed. */
export function deleteHttpMapping(db: Executor, id: string): Promise<boolean> {
  return deleteById(db, 'httpFrontendMappings', id);
}

/** The requests that keep a secret, sealed. */
export async function selectSealedRequestSecrets(db: Executor) {
  return db
    .selectFrom('httpRequests')
    .select(['id', 'authSecret'])
    .where('authSecret', 'is not', null)
    .$narrowType<{ authSecret: string }>()
    .execute();
}

export async function updateRequestSecret(db: Executor, id: string, authSecret: string): Promise<void> {
  await db.updateTable('httpRequests').set({ authSecret }).where('id', '=', id).execute();
}
