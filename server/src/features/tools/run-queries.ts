/**
 * SQL of a tool's run (spec §7 tools queries): the tool, its fields in display order, its newest
 * webhook and chaining rows, and the usage log written after each step. JSON columns with
 * admin- or visitor-named keys are read as text and written as JSON text: the CamelCasePlugin
 * would rename the keys of objects it reads.
 */
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { ToolFieldsTable, ToolsTable, ToolWebhooksTable } from '../../db/schema.ts';

export type RunToolRow = Pick<
  Selectable<ToolsTable>,
  'id' | 'name' | 'status' | 'languageCode' | 'runner' | 'aiPromptTemplate' | 'aiComposerRecipe'
>;

export type RunFieldRow = Pick<
  Selectable<ToolFieldsTable>,
  'fieldName' | 'label' | 'fieldType' | 'placeholder' | 'isRequired'
> & { options: string; validationRules: string };

export type RunWebhookRow = Pick<
  Selectable<ToolWebhooksTable>,
  'webhookUrl' | 'httpMethod' | 'timeoutSeconds' | 'secretHeaderName' | 'secretHeaderValue'
> & { payloadTemplate: string | null; responseMapping: string; headers: string };

export interface RunChainingRow {
  nextToolId: string | null;
  dataMapping: string;
}

export async function selectRunTool(db: Executor, id: string): Promise<RunToolRow | undefined> {
  return db
    .selectFrom('tools')
    .select(['id', 'name', 'status', 'languageCode', 'runner', 'aiPromptTemplate', 'aiComposerRecipe'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function selectRunFields(db: Executor, toolId: string): Promise<RunFieldRow[]> {
  return db
    .selectFrom('toolFields')
    .select(['fieldName', 'label', 'fieldType', 'placeholder', 'isRequired'])
    .select([sql<string>`options::text`.as('options'), sql<string>`validation_rules::text`.as('validationRules')])
    .where('toolId', '=', toolId)
    .orderBy('displayOrder')
    .orderBy('createdAt')
    .execute();
}

/** The newest webhook row (spec §7: the latest by created_at counts). */
export async function selectRunWebhook(db: Executor, toolId: string): Promise<RunWebhookRow | undefined> {
  return db
    .selectFrom('toolWebhooks')
    .select(['webhookUrl', 'httpMethod', 'timeoutSeconds', 'secretHeaderName', 'secretHeaderValue'])
    .select([
      sql<string | null>`payload_template::text`.as('payloadTemplate'),
      sql<string>`response_mapping::text`.as('responseMapping'),
      sql<string>`headers::text`.as('headers'),
    ])
    .where('toolId', '=', toolId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest chaining row. */
export async function selectRunChaining(db: Executor, toolId: string): Promise<RunChainingRow | undefined> {
  return db
    .selectFrom('toolChaining')
    .select(['nextToolId', sql<string>`data_mapping::text`.as('dataMapping')])
    .where('toolId', '=', toolId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface UsageLogWrite {
  toolId: string;
  sessionId: string;
  inputData: unknown;
  /** The answer's body (or an AI tool's text); undefined when none came. */
  webhookResponse: unknown;
  responseTimeMs: number;
  success: boolean;
  errorMessage: string | null;
  testRun: boolean;
}

/** JSON text for a jsonb column, which refuses the NUL character a visitor or an answer may send. */
function jsonbText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.replaceAll('\0', '') : item));
}

/** One step's row of the spec §3 tool usage log. */
export async function insertUsageLog(db: Executor, log: UsageLogWrite): Promise<void> {
  await db
    .insertInto('toolUsageLogs')
    .values({
      toolId: log.toolId,
      sessionId: log.sessionId,
      inputData: jsonbText(log.inputData),
      webhookResponse: log.webhookResponse === undefined ? null : jsonbText(log.webhookResponse),
      responseTimeMs: log.responseTimeMs,
      success: log.success,
      errorMessage: log.errorMessage,
      testRun: log.testRun,
    })
    .execute();
}
