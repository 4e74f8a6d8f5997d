/**
 * SQL of the tools' admin CRUD and public reads (spec §7 tools queries). JSON columns holding
 * admin- or visitor-named keys are selected as text: the CamelCasePlugin would rename their keys.
 */
import type { TToolStatus } from '@wordloom/shared/schemas/tools';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type {
  ToolChainingTable,
  ToolFieldsTable,
  ToolSeoTable,
  ToolsTable,
  ToolWebhooksTable,
} from '../../db/schema.ts';

const TOOL_COLUMNS = [
  'id',
  'name',
  'slug',
  'description',
  'howItWorks',
  'previewImage',
  'status',
  'languageCode',
  'runner',
  'aiPromptTemplate',
  'aiComposerRecipe',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

export type ToolRow = Pick<Selectable<ToolsTable>, (typeof TOOL_COLUMNS)[number]>;

/** The text of a jsonb column (named in camelCase: the plugin maps it), under the column's own name. */
function jsonText<Column extends string>(column: Column) {
  return sql<string>`${sql.ref(column)}::text`.as(column);
}

/** Same, for a nullable jsonb column (SQL null stays null). */
function nullableJsonText<Column extends string>(column: Column) {
  return sql<string | null>`${sql.ref(column)}::text`.as(column);
}

export type ToolFieldRow = Pick<
  Selectable<ToolFieldsTable>,
  'fieldName' | 'label' | 'fieldType' | 'placeholder' | 'isRequired' | 'displayOrder'
> & { options: string; validationRules: string };

export type ToolWebhookRow = Pick<
  Selectable<ToolWebhooksTable>,
  'id' | 'webhookUrl' | 'httpMethod' | 'timeoutSeconds' | 'secretHeaderName' | 'secretHeaderValue' | 'createdAt'
> & { payloadTemplate: string | null; responseMapping: string; headers: string };

export type ToolSeoRow = Omit<Selectable<ToolSeoTable>, 'toolId' | 'structuredData'> & {
  structuredData: string | null;
};

export type ToolChainingRow = Pick<Selectable<ToolChainingTable>, 'id' | 'nextToolId' | 'createdAt'> & {
  dataMapping: string;
};

export type NewTool = Omit<Insertable<ToolsTable>, 'id' | 'createdAt' | 'updatedAt'>;
export type ToolFieldWrite = Omit<Insertable<ToolFieldsTable>, 'id' | 'toolId' | 'createdAt'>;
export type ToolWebhookWrite = Omit<Insertable<ToolWebhooksTable>, 'id' | 'toolId' | 'createdAt'>;
export type ToolSeoWrite = Omit<Insertable<ToolSeoTable>, 'id' | 'toolId' | 'createdAt'>;
export type ToolChainingWrite = Omit<Insertable<ToolChainingTable>, 'id' | 'toolId' | 'createdAt'>;

/** The tables holding one current row per tool (the newest by created_at) and possibly older ones. */
type NewestRowTable = 'toolWebhooks' | 'toolSeo' | 'toolChaining';

// ── Tools ──────────────────────────────────────────────────────────────────────────────────────

/** Every tool, newest `updated_at` first, with its field count and its runs (test runs left out) since `since`. */
export async function selectAdminToolSummaries(db: Executor, { since }: { since: Date }) {
  return db
    .selectFrom('tools')
    .select(['id', 'name', 'slug', 'status', 'languageCode', 'runner', 'updatedAt'])
    .select((eb) => [
      eb
        .selectFrom('toolFields')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('toolFields.toolId', '=', 'tools.id')
        .as('fieldCount'),
      eb
        .selectFrom('toolUsageLogs')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('toolUsageLogs.toolId', '=', 'tools.id')
        .where('toolUsageLogs.testRun', '=', false)
        .where('toolUsageLogs.createdAt', '>=', since)
        .as('runs'),
    ])
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
}

export async function selectTool(db: Executor, id: string): Promise<ToolRow | undefined> {
  return db.selectFrom('tools').select(TOOL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A published tool: by id when given (whatever its slug), else by slug. */
export async function selectPublishedTool(
  db: Executor,
  lookup: { id: string } | { slug: string },
): Promise<ToolRow | undefined> {
  return db
    .selectFrom('tools')
    .select(TOOL_COLUMNS)
    .where('status', '=', 'published' satisfies TToolStatus)
    .$if('id' in lookup, (query) => query.where('id', '=', 'id' in lookup ? lookup.id : ''))
    .$if('slug' in lookup, (query) => query.where('slug', '=', 'slug' in lookup ? lookup.slug : ''))
    .executeTakeFirst();
}

/** Published tools (of one language when given), newest `updated_at` first. */
export async function selectPublishedTools(db: Executor, { languageCode }: { languageCode?: string | undefined }) {
  return db
    .selectFrom('tools')
    .select(['id', 'name', 'slug', 'description', 'previewImage', 'languageCode', 'runner'])
    .where('status', '=', 'published' satisfies TToolStatus)
    .$if(languageCode !== undefined, (query) => query.where('languageCode', '=', languageCode ?? ''))
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
}

/** Whether another tool than `exceptId` has the slug. */
export async function isToolSlugTaken(db: Executor, { slug, exceptId }: { slug: string; exceptId?: string }) {
  const found = await db
    .selectFrom('tools')
    .select('id')
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId ?? ''))
    .executeTakeFirst();
  return found !== undefined;
}

/** The slugs that start with `prefix` (a duplicate's "-copy", "-copy-2"…). */
export async function selectToolSlugsStartingWith(db: Executor, prefix: string): Promise<string[]> {
  const escaped = prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
  const rows = await db.selectFrom('tools').select('slug').where('slug', 'like', `${escaped}%`).execute();
  return rows.map((row) => row.slug);
}

export async function insertTool(db: Executor, values: NewTool & { id: string }): Promise<void> {
  await db.insertInto('tools').values(values).execute();
}

/** Whether the tool existed; its updated_at is set to now. */
export async function updateToolRow(db: Executor, id: string, values: NewTool): Promise<boolean> {
  const result = await db
    .updateTable('tools')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the tool existed; its fields, webhook, SEO, chaining and usage logs go with it. */
export async function deleteToolRow(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('tools').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

// ── Fields ─────────────────────────────────────────────────────────────────────────────────────

/** The fields of each tool in `toolIds`, in display order. */
export async function selectToolFields(db: Executor, toolIds: readonly string[]) {
  if (toolIds.length === 0) return [];
  return db
    .selectFrom('toolFields')
    .select(['toolId', 'fieldName', 'label', 'fieldType', 'placeholder', 'isRequired', 'displayOrder'])
    .select([jsonText('options'), jsonText('validationRules')])
    .where('toolId', 'in', toolIds)
    .orderBy('toolId')
    .orderBy('displayOrder')
    .execute();
}

/** Replaces the tool's fields by `fields`, each at its own display order. */
export async function replaceToolFields(
  db: Executor,
  toolId: string,
  fields: readonly ToolFieldWrite[],
): Promise<void> {
  await db.deleteFrom('toolFields').where('toolId', '=', toolId).execute();
  if (fields.length === 0) return;
  await db
    .insertInto('toolFields')
    .values(fields.map((field) => ({ ...field, toolId })))
    .execute();
}

// ── Webhook, SEO and chaining: the newest row counts ───────────────────────────────────────────

/**
 * Deletes the tool's rows of `table` but the newest (spec §7: duplicates beyond the newest are
 * deleted on admin load). Ties on created_at are broken by id, as the reads below break them.
 */
export async function deleteOlderRows(db: Executor, table: NewestRowTable, toolId: string): Promise<void> {
  await db
    .deleteFrom(table)
    .where('toolId', '=', toolId)
    .where('id', '<>', (eb) =>
      eb
        .selectFrom(table)
        .select('id')
        .where('toolId', '=', toolId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    )
    .execute();
}

export async function selectNewestWebhook(db: Executor, toolId: string): Promise<ToolWebhookRow | undefined> {
  return db
    .selectFrom('toolWebhooks')
    .select(['id', 'webhookUrl', 'httpMethod', 'timeoutSeconds', 'secretHeaderName', 'secretHeaderValue', 'createdAt'])
    .select([nullableJsonText('payloadTemplate'), jsonText('responseMapping'), jsonText('headers')])
    .where('toolId', '=', toolId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest SEO row of each tool in `toolIds`. */
export async function selectNewestSeo(db: Executor, toolIds: readonly string[]) {
  if (toolIds.length === 0) return [];
  return db
    .selectFrom('toolSeo')
    .distinctOn('toolId')
    .select([
      'toolId',
      'id',
      'pageTitle',
      'metaDescription',
      'ogTitle',
      'ogDescription',
      'ogImage',
      'twitterTitle',
      'twitterDescription',
      'twitterImage',
      'canonicalUrl',
      'createdAt',
    ])
    .select(nullableJsonText('structuredData'))
    .where('toolId', 'in', toolIds)
    .orderBy('toolId')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function selectNewestChaining(db: Executor, toolId: string): Promise<ToolChainingRow | undefined> {
  return db
    .selectFrom('toolChaining')
    .select(['id', 'nextToolId', 'createdAt'])
    .select(jsonText('dataMapping'))
    .where('toolId', '=', toolId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The tool's webhook from now on: older rows are deleted, so the new one is the newest whatever the clock says. */
export async function replaceWebhook(db: Executor, toolId: string, values: ToolWebhookWrite): Promise<void> {
  await db.deleteFrom('toolWebhooks').where('toolId', '=', toolId).execute();
  await db
    .insertInto('toolWebhooks')
    .values({ ...values, toolId })
    .execute();
}

/** The tool's SEO from now on (older rows deleted). */
export async function replaceSeo(db: Executor, toolId: string, values: ToolSeoWrite): Promise<void> {
  await db.deleteFrom('toolSeo').where('toolId', '=', toolId).execute();
  await db
    .insertInto('toolSeo')
    .values({ ...values, toolId })
    .execute();
}

/** The tool's chaining from now on (older rows deleted). */
export async function replaceChaining(db: Executor, toolId: string, values: ToolChainingWrite): Promise<void> {
  await db.deleteFrom('toolChaining').where('toolId', '=', toolId).execute();
  await db
    .insertInto('toolChaining')
    .values({ ...values, toolId })
    .execute();
}

/** Every stored secret header value, with the tool it is sealed for. */
export async function selectSealedWebhookSecrets(db: Executor) {
  const rows = await db
    .selectFrom('toolWebhooks')
    .select(['id', 'toolId', 'secretHeaderValue'])
    .where('secretHeaderValue', 'is not', null)
    .execute();
  return rows.flatMap(({ secretHeaderValue, ...row }) =>
    secretHeaderValue === null ? [] : [{ ...row, secretHeaderValue }],
  );
}

export async function updateWebhookSecret(db: Executor, id: string, secretHeaderValue: string): Promise<void> {
  await db.updateTable('toolWebhooks').set({ secretHeaderValue }).where('id', '=', id).execute();
}
