/**
 * Tools as admins edit them and visitors read them (spec §3, §7 tools queries). Only the newest
 * webhook, SEO and chaining row of a tool counts; a save replaces them, an admin's load removes
 * older ones left by anything else.
 */
import { randomUUID } from 'node:crypto';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  type AdminTool,
  type AdminToolSummary,
  type PublicTool,
  type PublicToolField,
  type PublicToolSummary,
  type TCreateTool,
  type ToolSeo,
  ToolValidation,
  type TPublicToolList,
  type TPublicToolLookup,
  type TToolChaining,
  type TToolFieldOption,
  type TToolId,
  type TToolValidationRules,
  type TUpdateTool,
} from '@wordloom/shared/schemas/tools';
import type { Kysely, Transaction } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { type Executor, inTransaction } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { urlRefusedWithoutLookup } from '../../lib/http-guard.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { recordAdminAction } from '../admin/audit.ts';
import { bumpToolsContentVersion } from './content-version.ts';
import {
  deleteOlderRows,
  deleteToolRow,
  insertTool,
  isToolSlugTaken,
  type NewTool,
  replaceChaining,
  replaceSeo,
  replaceToolFields,
  replaceWebhook,
  selectAdminToolSummaries,
  selectNewestChaining,
  selectNewestSeo,
  selectNewestWebhook,
  selectPublishedTool,
  selectPublishedTools,
  selectSealedWebhookSecrets,
  selectTool,
  selectToolFields,
  selectToolSlugsStartingWith,
  type ToolChainingRow,
  type ToolFieldRow,
  type ToolRow,
  type ToolSeoRow,
  type ToolWebhookRow,
  updateToolRow,
  updateWebhookSecret,
} from './queries.ts';

type ToolDeps = Pick<AppDeps, 'db' | 'secrets'> & { config: Pick<AppConfig, 'outboundAllowLoopback'> };

/**
 * Refuses on save a webhook URL the SSRF guard would refuse without asking DNS (a private or
 * loopback IP, localhost), so the admin learns it while editing; a name that resolves to such an
 * address is refused when the tool runs.
 */
function assertWebhookAllowed(deps: ToolDeps, webhookUrl: string): void {
  if (webhookUrl === '') return;
  const refusal = urlRefusedWithoutLookup(webhookUrl, { allowLoopback: deps.config.outboundAllowLoopback });
  if (refusal) throw new AppError(AppErrorCode.URL_REFUSED, { detail: refusal });
}

/** The admin list's run count covers this many days. */
const RUNS_WINDOW_DAYS = 30;

/** Where an uploaded preview image lives (the media feature serves it). */
const UPLOADED_PREVIEW_PREFIX = '/media/tools/';

/** The slug's longest form (ZCreateTool), which a duplicate's slug must keep to. */
const MAX_TOOL_SLUG_LENGTH = 120;
/** The name's longest form (ZCreateTool). */
const MAX_TOOL_NAME_LENGTH = 200;

/**
 * The context the secret header value is sealed with: a sealed value copied to another tool's row
 * does not open there. The run code opens it with the same context.
 */
export function toolSecretContext(toolId: string): string {
  return `tool_webhook:${toolId}`;
}

/** Seals every tool's secret header value again with the first key (`npm run admin -- reencrypt`); returns how many rows. */
export async function resealToolSecrets({ db, secrets }: { db: Executor; secrets: SecretBox }): Promise<number> {
  const rows = await selectSealedWebhookSecrets(db);
  for (const { id, toolId, secretHeaderValue } of rows) {
    await updateWebhookSecret(db, id, secrets.reseal(secretHeaderValue, toolSecretContext(toolId)));
  }
  return rows.length;
}

// ── Reading stored rows ────────────────────────────────────────────────────────────────────────

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The string-valued entries of a JSON object's text. */
function textsOf(json: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(objectOf(JSON.parse(json))).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function fieldOf(row: ToolFieldRow): PublicToolField {
  return {
    fieldName: row.fieldName,
    label: row.label,
    fieldType: row.fieldType,
    placeholder: row.placeholder,
    options: JSON.parse(row.options) as TToolFieldOption[],
    isRequired: row.isRequired,
    validationRules: JSON.parse(row.validationRules) as TToolValidationRules,
  };
}

const EMPTY_SEO: ToolSeo = {
  pageTitle: '',
  metaDescription: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  twitterTitle: '',
  twitterDescription: '',
  twitterImage: '',
  canonicalUrl: '',
  structuredData: null,
};

function seoOf(row: ToolSeoRow | undefined): ToolSeo {
  if (!row) return EMPTY_SEO;
  return {
    pageTitle: row.pageTitle,
    metaDescription: row.metaDescription,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImage: row.ogImage,
    twitterTitle: row.twitterTitle,
    twitterDescription: row.twitterDescription,
    twitterImage: row.twitterImage,
    canonicalUrl: row.canonicalUrl,
    structuredData: row.structuredData === null ? null : (JSON.parse(row.structuredData) as ToolSeo['structuredData']),
  };
}

/** The webhook as the builder loads it; a tool saved without one shows the defaults. */
function webhookOf(row: ToolWebhookRow | undefined): AdminTool['webhook'] {
  if (!row) {
    return {
      webhookUrl: '',
      httpMethod: 'POST',
      timeoutSeconds: 30,
      payloadTemplate: null,
      responseMapping: { success: '', data: '', error: '' },
      headers: {},
      secretHeaderName: '',
      hasSecretHeaderValue: false,
    };
  }
  const mapping = textsOf(row.responseMapping);
  return {
    webhookUrl: row.webhookUrl,
    httpMethod: row.httpMethod,
    timeoutSeconds: row.timeoutSeconds,
    payloadTemplate: row.payloadTemplate === null ? null : JSON.parse(row.payloadTemplate),
    responseMapping: { success: mapping.success ?? '', data: mapping.data ?? '', error: mapping.error ?? '' },
    headers: textsOf(row.headers),
    secretHeaderName: row.secretHeaderName,
    hasSecretHeaderValue: row.secretHeaderValue !== null,
  };
}

function chainingOf(row: ToolChainingRow | undefined): TToolChaining {
  if (!row) return { nextToolId: null, dataMapping: {} };
  return { nextToolId: row.nextToolId, dataMapping: textsOf(row.dataMapping) };
}

function publicToolOf(row: ToolRow, fields: readonly ToolFieldRow[], seo: ToolSeoRow | undefined): PublicTool {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    howItWorks: row.howItWorks,
    previewImage: row.previewImage,
    status: row.status,
    languageCode: row.languageCode,
    runner: row.runner,
    fields: fields.map(fieldOf),
    seo: seoOf(seo),
    updatedAt: row.updatedAt,
  };
}

/** The tool's whole configuration from its newest rows (the secret header value stays out). */
async function readAdminTool(db: Executor, id: string): Promise<AdminTool> {
  const row = await selectTool(db, id);
  if (!row) throw new AppError(AppErrorCode.TOOL_NOT_FOUND);
  const [fields, [seo], webhook, chaining] = await Promise.all([
    selectToolFields(db, [id]),
    selectNewestSeo(db, [id]),
    selectNewestWebhook(db, id),
    selectNewestChaining(db, id),
  ]);
  return {
    ...publicToolOf(row, fields, seo),
    webhook: webhookOf(webhook),
    ai: { promptTemplate: row.aiPromptTemplate, composerRecipe: row.aiComposerRecipe },
    chaining: chainingOf(chaining),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

// ── Admin reads ────────────────────────────────────────────────────────────────────────────────

/** Every tool, newest `updated_at` first, with its field count and its runs of the last 30 days (test runs left out). */
export async function listAdminTools(db: Kysely<DB>): Promise<AdminToolSummary[]> {
  const since = new Date(Date.now() - RUNS_WINDOW_DAYS * 24 * 60 * 60_000);
  const rows = await selectAdminToolSummaries(db, { since });
  return rows.map(({ fieldCount, runs, ...row }) => ({
    ...row,
    fieldCount: Number(fieldCount ?? 0),
    runs30Days: Number(runs ?? 0),
  }));
}

/**
 * The tool as the builder edits it. Removes the webhook, SEO and chaining rows older than the
 * newest of each first (spec §7); TOOL_NOT_FOUND for an unknown id.
 */
export async function getAdminTool(deps: ToolDeps, { id }: TToolId): Promise<AdminTool> {
  return inTransaction(deps.db, async (trx) => {
    for (const table of ['toolWebhooks', 'toolSeo', 'toolChaining'] as const) await deleteOlderRows(trx, table, id);
    return readAdminTool(trx, id);
  });
}

// ── Admin writes ───────────────────────────────────────────────────────────────────────────────

/** '' for none; otherwise an uploaded image's address or an outside https image, else VALIDATION. */
function previewImageOf(previewImage: string): string | null {
  if (previewImage === '') return null;
  if (previewImage.startsWith(UPLOADED_PREVIEW_PREFIX) && !previewImage.includes('..')) return previewImage;
  if (URL.canParse(previewImage) && new URL(previewImage).protocol === 'https:') return previewImage;
  throw new AppError(AppErrorCode.VALIDATION, { detail: ToolValidation.URL_INVALID });
}

/**
 * The chaining to store: none when there is no next tool; otherwise the next tool must be another
 * existing tool and every mapped key one of its field names (VALIDATION with CHAIN_INVALID).
 */
async function chainingToStore(db: Executor, toolId: string, chaining: TToolChaining): Promise<TToolChaining> {
  if (chaining.nextToolId === null) return { nextToolId: null, dataMapping: {} };
  const invalid = new AppError(AppErrorCode.VALIDATION, { detail: ToolValidation.CHAIN_INVALID });
  if (chaining.nextToolId === toolId || !(await selectTool(db, chaining.nextToolId))) throw invalid;
  const fieldNames = new Set((await selectToolFields(db, [chaining.nextToolId])).map((field) => field.fieldName));
  if (Object.keys(chaining.dataMapping).some((name) => !fieldNames.has(name))) throw invalid;
  return chaining;
}

function toolColumns(input: TCreateTool): NewTool {
  return {
    name: input.name,
    slug: input.slug,
    description: input.description,
    howItWorks: input.howItWorks,
    previewImage: previewImageOf(input.previewImage),
    status: input.status,
    languageCode: input.languageCode,
    runner: input.runner,
    aiPromptTemplate: input.ai.promptTemplate,
    aiComposerRecipe: input.ai.composerRecipe,
  };
}

function jsonOrNull(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

/**
 * The sealed secret header value to store: none without a header name; a new value sealed for
 * this tool; else the one stored before (an empty value on update keeps it).
 */
function secretToStore(
  secrets: SecretBox,
  toolId: string,
  webhook: TCreateTool['webhook'],
  stored: string | null,
): string | null {
  if (webhook.secretHeaderName === '') return null;
  if (webhook.secretHeaderValue !== '') return secrets.seal(webhook.secretHeaderValue, toolSecretContext(toolId));
  return stored;
}

/** Writes everything but the tool row: fields (in the given order), and a new webhook, SEO and chaining row. */
async function writeToolParts(
  trx: Transaction<DB>,
  toolId: string,
  input: TCreateTool,
  secret: string | null,
  chaining: TToolChaining,
): Promise<void> {
  await replaceToolFields(
    trx,
    toolId,
    input.fields.map((field, index) => ({
      fieldName: field.fieldName,
      label: field.label,
      fieldType: field.fieldType,
      placeholder: field.placeholder,
      options: JSON.stringify(field.options),
      isRequired: field.isRequired,
      validationRules: JSON.stringify(field.validationRules),
      displayOrder: index,
    })),
  );
  const { webhook, seo } = input;
  await replaceWebhook(trx, toolId, {
    webhookUrl: webhook.webhookUrl,
    httpMethod: webhook.httpMethod,
    timeoutSeconds: webhook.timeoutSeconds,
    payloadTemplate: jsonOrNull(webhook.payloadTemplate),
    responseMapping: JSON.stringify(webhook.responseMapping),
    headers: JSON.stringify(webhook.headers),
    secretHeaderName: webhook.secretHeaderName,
    secretHeaderValue: secret,
  });
  await replaceSeo(trx, toolId, { ...seo, structuredData: jsonOrNull(seo.structuredData) });
  await replaceChaining(trx, toolId, {
    nextToolId: chaining.nextToolId,
    dataMapping: JSON.stringify(chaining.dataMapping),
  });
}

function isUniqueViolation(error: unknown): boolean {
  // 23505: unique violation, here on tools.slug (another save took it between the check and the write).
  return (error as { code?: string }).code === '23505';
}

/** Runs a save; a slug another save took meanwhile is TOOL_SLUG_TAKEN. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(AppErrorCode.TOOL_SLUG_TAKEN);
    throw error;
  }
}

/**
 * A new tool with its fields, webhook (the secret header value sealed), SEO and chaining, in one
 * transaction. TOOL_SLUG_TAKEN when another tool has the slug; VALIDATION for a preview image
 * that is neither uploaded nor https, or a chaining to no other tool or to fields it lacks.
 */
export async function createTool(
  deps: ToolDeps,
  { userId, ...input }: TCreateTool & { userId: string },
): Promise<AdminTool> {
  assertWebhookAllowed(deps, input.webhook.webhookUrl);
  const id = randomUUID();
  const saved = await slugSafe(() =>
    inTransaction(deps.db, async (trx) => {
      const columns = toolColumns(input);
      if (await isToolSlugTaken(trx, { slug: input.slug })) throw new AppError(AppErrorCode.TOOL_SLUG_TAKEN);
      const chaining = await chainingToStore(trx, id, input.chaining);
      await insertTool(trx, { id, ...columns, createdBy: userId });
      await writeToolParts(trx, id, input, secretToStore(deps.secrets, id, input.webhook, null), chaining);
      await recordAdminAction(trx, { adminId: userId, action: 'tool_created', details: toolAuditDetails(id, input) });
      return readAdminTool(trx, id);
    }),
  );
  bumpToolsContentVersion(deps.db);
  return saved;
}

/**
 * Saves the whole tool again: the tool row (updated_at now), its fields replaced, and a new
 * webhook, SEO and chaining row. An empty secret header value keeps the stored one; an empty
 * secret header name removes it. Same refusals as createTool, and TOOL_NOT_FOUND.
 */
export async function updateTool(
  deps: ToolDeps,
  { id, userId, ...input }: TUpdateTool & { userId: string },
): Promise<AdminTool> {
  assertWebhookAllowed(deps, input.webhook.webhookUrl);
  const saved = await slugSafe(() =>
    inTransaction(deps.db, async (trx) => {
      const columns = toolColumns(input);
      if (await isToolSlugTaken(trx, { slug: input.slug, exceptId: id })) {
        throw new AppError(AppErrorCode.TOOL_SLUG_TAKEN);
      }
      const chaining = await chainingToStore(trx, id, input.chaining);
      if (!(await updateToolRow(trx, id, columns))) throw new AppError(AppErrorCode.TOOL_NOT_FOUND);
      const stored = await selectNewestWebhook(trx, id);
      const secret = secretToStore(deps.secrets, id, input.webhook, stored?.secretHeaderValue ?? null);
      await writeToolParts(trx, id, input, secret, chaining);
      await recordAdminAction(trx, { adminId: userId, action: 'tool_updated', details: toolAuditDetails(id, input) });
      return readAdminTool(trx, id);
    }),
  );
  bumpToolsContentVersion(deps.db);
  return saved;
}

/** What the audit log says of a saved tool. */
function toolAuditDetails(toolId: string, tool: { name: string; slug: string }) {
  return { toolId, name: tool.name, slug: tool.slug };
}

/** `{slug}-copy`, then `-copy-2`, `-copy-3`…: the first no tool has, cut to the slug's longest form. */
async function copySlug(db: Executor, slug: string): Promise<string> {
  const candidate = (attempt: number) => {
    const suffix = attempt === 1 ? '-copy' : `-copy-${attempt}`;
    return `${slug.slice(0, MAX_TOOL_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
  };
  // Every candidate starts with this much of the slug (suffixes up to "-copy-999999").
  const taken = new Set(await selectToolSlugsStartingWith(db, slug.slice(0, MAX_TOOL_SLUG_LENGTH - 12)));
  let attempt = 1;
  while (taken.has(candidate(attempt))) attempt += 1;
  return candidate(attempt);
}

/**
 * A draft copy of the tool ("Copy of {name}", slug `{slug}-copy` or the next free `-copy-N`) with
 * its fields, webhook (the secret sealed again for the copy), SEO and chaining. TOOL_NOT_FOUND
 * for an unknown id.
 */
export async function duplicateTool(deps: ToolDeps, { id, userId }: TToolId & { userId: string }): Promise<AdminTool> {
  const copyId = randomUUID();
  const saved = await slugSafe(() =>
    inTransaction(deps.db, async (trx) => {
      const source = await readAdminTool(trx, id);
      const sourceWebhook = await selectNewestWebhook(trx, id);
      const sealed = sourceWebhook?.secretHeaderValue ?? null;
      const secret =
        sealed === null
          ? null
          : deps.secrets.seal(deps.secrets.open(sealed, toolSecretContext(id)), toolSecretContext(copyId));
      const input: TCreateTool = {
        name: `Copy of ${source.name}`.slice(0, MAX_TOOL_NAME_LENGTH),
        slug: await copySlug(trx, source.slug),
        description: source.description,
        howItWorks: source.howItWorks,
        previewImage: source.previewImage ?? '',
        status: 'draft',
        languageCode: source.languageCode as TCreateTool['languageCode'],
        runner: source.runner,
        fields: source.fields,
        webhook: { ...source.webhook, secretHeaderValue: '' },
        ai: source.ai,
        seo: source.seo,
        chaining: source.chaining,
      };
      await insertTool(trx, { id: copyId, ...toolColumns(input), createdBy: userId });
      await writeToolParts(trx, copyId, input, secret, source.chaining);
      await recordAdminAction(trx, {
        adminId: userId,
        action: 'tool_created',
        details: toolAuditDetails(copyId, input),
      });
      return readAdminTool(trx, copyId);
    }),
  );
  bumpToolsContentVersion(deps.db);
  return saved;
}

/** Deletes the tool with everything of it (fields, webhook, SEO, chaining, usage logs); TOOL_NOT_FOUND if unknown. */
export async function deleteTool(db: Kysely<DB>, { id, userId }: TToolId & { userId: string }): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await deleteToolRow(trx, id))) throw new AppError(AppErrorCode.TOOL_NOT_FOUND);
    await recordAdminAction(trx, { adminId: userId, action: 'tool_deleted', details: { toolId: id } });
  });
  bumpToolsContentVersion(db);
}

// ── Public reads ───────────────────────────────────────────────────────────────────────────────

/** Published tools (of one language when asked), newest first, each with its page's path. */
export async function listPublicTools(db: Kysely<DB>, { languageCode }: TPublicToolList): Promise<PublicToolSummary[]> {
  const rows = await selectPublishedTools(db, { languageCode });
  return rows.map((row) => ({ ...row, path: `/${row.slug}/${row.id}` }));
}

/**
 * A published tool as anyone may see it: by id when given (whatever the slug: the page redirects
 * to the canonical one), else by slug. A draft or unknown tool is TOOL_NOT_FOUND, for admins too.
 * Its webhook, headers, prompt and chaining are never read here.
 */
export async function getPublicTool(db: Kysely<DB>, { slug, id }: TPublicToolLookup): Promise<PublicTool> {
  const row = await selectPublishedTool(db, id === undefined ? { slug } : { id });
  if (!row) throw new AppError(AppErrorCode.TOOL_NOT_FOUND);
  const [fields, [seo]] = await Promise.all([selectToolFields(db, [row.id]), selectNewestSeo(db, [row.id])]);
  return publicToolOf(row, fields, seo);
}
