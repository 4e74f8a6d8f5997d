/**
 * Running a tool (spec §7 "Tool webhook call", issue 15 points 4–6): the visitor's values are
 * checked, sent to the tool's webhook through the SSRF guard (or run through the AI engine for an
 * AI tool), the answer read through the response mapping, and the result handed on to the
 * chained tools in turn. Every step writes a usage log. Admins may run drafts in test mode and
 * then get each step's debug log; nobody else ever sees a tool's configuration.
 */
import { randomUUID } from 'node:crypto';
import type { ResponseMapping } from '@wordloom/shared/domain/response-mapping';
import { readPath } from '@wordloom/shared/domain/response-mapping';
import { normalizeToolValues, type ToolInputProblem, validateToolInput } from '@wordloom/shared/domain/tool-input';
import { ANONYMOUS_USER_ID, buildToolPayload, webhookErrorText } from '@wordloom/shared/domain/tool-payload';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  type PublicToolField,
  TOOL_CHAIN_MAX,
  type ToolRunDebugStep,
  type ToolRunResult,
  type ToolRunStep,
  type TRunTool,
  type TToolFieldOption,
  type TToolFieldValue,
  type TToolValidationRules,
  type TToolValues,
} from '@wordloom/shared/schemas/tools';
import { AppError } from '../../lib/app-error.ts';
import { buildCall, type CallInput, type OutboundEndpoint, SECRET_MASK } from '../../lib/outbound/request.ts';
import { callEndpoint, type HttpAnswer } from '../../lib/outbound/send.ts';
import type { Context } from '../../trpc/context.ts';
import { RATE_LIMITS } from '../rate-limits/policies.ts';
import { consume, type RateLimit, rateLimit } from '../rate-limits/service.ts';
import { hasRole } from '../users/roles.ts';
import { runAiTool } from './ai-runner.ts';
import {
  insertUsageLog,
  type RunToolRow,
  selectRunChaining,
  selectRunFields,
  selectRunTool,
  selectRunWebhook,
} from './run-queries.ts';
import { toolSecretContext } from './service.ts';

/** A webhook's answer larger than this fails: a tool's result is a page's worth, not a download. */
export const TOOL_ANSWER_MAX_BYTES = 256 * 1024;
/** The usage log keeps at most this many characters of an answer (the rest says nothing new). */
const USAGE_LOG_RESPONSE_MAX_CHARS = 64 * 1024;
/** An error text read from a webhook's answer is cut to this many characters. */
const ANSWER_ERROR_MAX_CHARS = 500;
/** How long an AI tool's step may take before it is given up. */
const AI_STEP_TIMEOUT_MS = 120_000;

/** What the visitor reads when the call itself did not work; never an address or a header. */
const OUTBOUND_ERRORS = {
  refused: 'The webhook address is not allowed.',
  tooLarge: 'The webhook answered with more data than a tool may return.',
  redirects: 'The webhook redirected too many times.',
  unreachable: 'The webhook could not be reached.',
  reportedFailure: 'The webhook reported a failure.',
  timeout: (seconds: number) => `The webhook did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
} as const;

/** The English texts of the step failures that are raised as errors on a run's first step. */
const STEP_ERROR_TEXTS: Partial<Record<AppErrorCode, string>> = {
  [AppErrorCode.TOOL_NO_WEBHOOK]: 'No webhook configured for this tool.',
  [AppErrorCode.TOOL_NO_WEBHOOK_URL]: 'No webhook URL configured.',
  [AppErrorCode.AI_PROVIDER_FAILED]: 'The AI provider did not answer.',
  [AppErrorCode.TOOL_RUNS_LIMITED]: 'Too many runs of AI tools from here; try again later.',
};

/** One English sentence per input problem (the page shows its own translated texts first). */
function toolInputProblemSentence({ label, code, limit }: ToolInputProblem): string {
  switch (code) {
    case 'required':
      return `${label} is required`;
    case 'too_short':
      return `${label} must be at least ${limit} characters long.`;
    case 'too_long':
      return `${label} must be at most ${limit} characters long.`;
    case 'pattern':
      return `${label} is not in the expected format.`;
    case 'not_a_number':
      return `${label} must be a number.`;
    case 'too_small':
      return `${label} must be at least ${limit}.`;
    case 'too_large':
      return `${label} must be at most ${limit}.`;
    case 'not_an_option':
      return `${label} must be one of the offered choices.`;
  }
}

interface RunScope {
  ctx: Context;
  /** Admins are not rate-limited. */
  isAdmin: boolean;
  /** An admin's `test: true`: drafts run, the debug log is returned, logs are marked test runs. */
  testMode: boolean;
  /** Who the rate limits count: the account when signed in, else the client address. */
  client: string;
  sessionId: string;
}

interface LoadedTool {
  row: RunToolRow;
  fields: PublicToolField[];
}

/** A step's outcome before it becomes part of the answer. */
interface StepOutcome {
  success: boolean;
  data: unknown;
  error: string | null;
  responseTimeMs: number;
  templateDraft: boolean;
  /** What the usage log keeps as the answer; undefined when none came. */
  logResponse: unknown;
  debug: ToolRunDebugStep;
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function textsOf(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(objectOf(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function cut(text: string, max: number): string {
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}

/** A tool anyone may run (published), or any tool in an admin's test mode; null otherwise. */
async function loadTool(ctx: Context, toolId: string, testMode: boolean): Promise<LoadedTool | null> {
  const row = await selectRunTool(ctx.db, toolId);
  if (!row || (row.status !== 'published' && !testMode)) return null;
  const fields = (await selectRunFields(ctx.db, toolId)).map(
    (field): PublicToolField => ({
      fieldName: field.fieldName,
      label: field.label,
      fieldType: field.fieldType,
      placeholder: field.placeholder,
      options: JSON.parse(field.options) as TToolFieldOption[],
      isRequired: field.isRequired,
      validationRules: JSON.parse(field.validationRules) as TToolValidationRules,
    }),
  );
  return { row, fields };
}

function retryAfterSeconds(retryAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
}

/**
 * Counts a run against the visitor's budgets before any work (docs/decisions/008: atomic across
 * server processes); TOOL_RUNS_LIMITED with the wait when one is used up.
 */
async function reserveRun(scope: RunScope, tool: RunToolRow, { firstStep }: { firstStep: boolean }): Promise<void> {
  const limits: RateLimit[] = [];
  if (firstStep) {
    limits.push(
      rateLimit(RATE_LIMITS.toolRunsPerClientPerTool, `${scope.client}|${tool.id}`),
      rateLimit(RATE_LIMITS.toolRunsPerClient, scope.client),
    );
  }
  if (tool.runner === 'ai') limits.push(rateLimit(RATE_LIMITS.aiToolRunsPerClient, scope.client));
  if (limits.length === 0) return;
  const now = new Date();
  const consumed = await consume(scope.ctx.db, { limits, now });
  if (!consumed.allowed) {
    throw new AppError(AppErrorCode.TOOL_RUNS_LIMITED, { retryAfterSeconds: retryAfterSeconds(consumed.retryAt, now) });
  }
}

/** The mapping's paths that are set; null when none is. */
function responseMappingOf(stored: unknown): ResponseMapping | null {
  const mapping = Object.fromEntries(Object.entries(textsOf(stored)).filter(([, path]) => path.trim() !== ''));
  return Object.keys(mapping).length > 0 ? mapping : null;
}

/** Spec §7: a non-OK status fails with "HTTP {status}: {body}"; a mapped `success` of false too. */
function readAnswer(
  answer: HttpAnswer,
  mapping: ResponseMapping | null,
): { success: boolean; data: unknown; error: string | null } {
  if (answer.status < 200 || answer.status >= 300) {
    return { success: false, data: null, error: webhookErrorText(answer.status, answer.body) };
  }
  if (!answer.success) {
    const reported = mapping?.error ? asText(answer.mapped?.error).trim() : '';
    return {
      success: false,
      data: null,
      error: reported ? cut(reported, ANSWER_ERROR_MAX_CHARS) : OUTBOUND_ERRORS.reportedFailure,
    };
  }
  // An array answer is read from its first element (spec §7), mapped or not.
  const subject = Array.isArray(answer.body) ? answer.body[0] : answer.body;
  const data = mapping?.data ? answer.mapped?.data : subject;
  return { success: true, data: data ?? null, error: null };
}

/** The visitor's text for a call the SSRF guard refused or that did not complete. */
function outboundErrorText(error: AppError, timeoutSeconds: number): string {
  if (error.appCode === AppErrorCode.URL_REFUSED) return OUTBOUND_ERRORS.refused;
  const detail = error.detail ?? '';
  if (detail.startsWith('no answer within') || detail.startsWith('could not connect')) {
    return OUTBOUND_ERRORS.timeout(timeoutSeconds);
  }
  if (detail.startsWith('the answer is larger')) return OUTBOUND_ERRORS.tooLarge;
  if (detail.startsWith('more than')) return OUTBOUND_ERRORS.redirects;
  return OUTBOUND_ERRORS.unreachable;
}

/** The usage log's copy of an answer: as it came, or its text cut when it is long. */
function logCopy(body: unknown): unknown {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text.length <= USAGE_LOG_RESPONSE_MAX_CHARS) return body;
  return text.slice(0, USAGE_LOG_RESPONSE_MAX_CHARS);
}

/** The chaining as test mode shows it. */
async function chainingConfiguration(ctx: Context, toolId: string): Promise<Record<string, unknown>> {
  const chaining = await selectRunChaining(ctx.db, toolId);
  return { nextToolId: chaining?.nextToolId ?? null, dataMapping: chaining ? JSON.parse(chaining.dataMapping) : {} };
}

async function runWebhookStep(scope: RunScope, tool: LoadedTool, values: TToolValues): Promise<StepOutcome> {
  const { ctx } = scope;
  const toolId = tool.row.id;
  const webhook = await selectRunWebhook(ctx.db, toolId);
  if (!webhook) throw new AppError(AppErrorCode.TOOL_NO_WEBHOOK);
  if (webhook.webhookUrl.trim() === '') throw new AppError(AppErrorCode.TOOL_NO_WEBHOOK_URL);

  const template: unknown = webhook.payloadTemplate === null ? null : JSON.parse(webhook.payloadTemplate);
  const storedMapping: unknown = JSON.parse(webhook.responseMapping);
  const mapping = responseMappingOf(storedMapping);
  const headers = textsOf(JSON.parse(webhook.headers));
  const secretHeaderName = webhook.secretHeaderName.trim();
  const secret =
    secretHeaderName !== '' && webhook.secretHeaderValue !== null
      ? ctx.secrets.open(webhook.secretHeaderValue, toolSecretContext(toolId))
      : null;
  const endpoint: OutboundEndpoint = {
    url: webhook.webhookUrl,
    method: webhook.httpMethod,
    headers,
    auth: secret === null ? { type: 'none' } : { type: 'api_key_header', headerName: secretHeaderName },
    fixedParameters: {},
    variableParameters: {},
    // The body is the payload itself (the template is filled by buildToolPayload); GET sends it as the query.
    bodyTemplate: null,
    responseMapping: mapping,
    timeoutSeconds: webhook.timeoutSeconds,
  };
  const payload = buildToolPayload({
    template,
    values,
    context: {
      userId: ctx.session?.userId ?? ANONYMOUS_USER_ID,
      sessionId: scope.sessionId,
      workflowId: randomUUID(),
      toolId,
      timestamp: new Date().toISOString(),
    },
  });
  const call: CallInput = { payload, values: {}, secret };
  const configuration = scope.testMode
    ? {
        url: webhook.webhookUrl,
        method: webhook.httpMethod,
        timeoutSeconds: webhook.timeoutSeconds,
        headers: secretHeaderName === '' ? headers : { ...headers, [secretHeaderName]: SECRET_MASK },
        payloadTemplate: template,
        responseMapping: storedMapping,
        chaining: await chainingConfiguration(ctx, toolId),
      }
    : {};

  const startedAt = new Date();
  let answer: HttpAnswer | null = null;
  let outcome: { success: boolean; data: unknown; error: string | null };
  try {
    ({ answer } = await callEndpoint(endpoint, call, {
      allowLoopback: ctx.config.outboundAllowLoopback,
      logger: ctx.logger.child({ toolId }),
      // The answer reaches the visitor (and test mode's log): a webhook echoing its key must not show it.
      maskSecretInAnswer: true,
      maxResponseBytes: TOOL_ANSWER_MAX_BYTES,
    }));
    outcome = readAnswer(answer, mapping);
  } catch (error) {
    if (
      !(error instanceof AppError) ||
      (error.appCode !== AppErrorCode.URL_REFUSED && error.appCode !== AppErrorCode.OUTBOUND_FAILED)
    ) {
      throw error;
    }
    ctx.logger.info({ toolId, appError: error.appCode, detail: error.detail }, 'tool webhook call failed');
    outcome = { success: false, data: null, error: outboundErrorText(error, webhook.timeoutSeconds) };
  }
  const responseTimeMs = Date.now() - startedAt.getTime();
  return {
    ...outcome,
    responseTimeMs,
    templateDraft: false,
    logResponse: answer === null ? undefined : logCopy(answer.body),
    debug: {
      toolId,
      toolName: tool.row.name,
      runner: 'webhook',
      // The call as shown: the secret header's value masked.
      request: buildCall(endpoint, call).shown,
      prompt: null,
      response: answer && { status: answer.status, headers: answer.headers, body: answer.body },
      timings: { startedAt, totalMs: responseTimeMs },
      configuration,
    },
  };
}

async function runAiStep(scope: RunScope, tool: LoadedTool, values: TToolValues): Promise<StepOutcome> {
  const { ctx } = scope;
  const { row } = tool;
  const startedAt = new Date();
  const run = await runAiTool(ctx, {
    tool: {
      id: row.id,
      name: row.name,
      languageCode: row.languageCode,
      promptTemplate: row.aiPromptTemplate,
      composerRecipe: row.aiComposerRecipe,
    },
    values,
    signal: AbortSignal.timeout(AI_STEP_TIMEOUT_MS),
  });
  const responseTimeMs = Date.now() - startedAt.getTime();
  return {
    success: true,
    data: run.text,
    error: null,
    responseTimeMs,
    templateDraft: run.templateDraft,
    logResponse: { text: run.text, provider: run.provider, templateDraft: run.templateDraft },
    debug: {
      toolId: row.id,
      toolName: row.name,
      runner: 'ai',
      request: null,
      prompt: run.prompt,
      response: null,
      timings: { startedAt, totalMs: responseTimeMs },
      configuration: scope.testMode
        ? {
            promptTemplate: row.aiPromptTemplate,
            composerRecipe: row.aiComposerRecipe,
            provider: run.provider,
            chaining: await chainingConfiguration(ctx, row.id),
          }
        : {},
    },
  };
}

/** A step that failed before its runner answered (no webhook, no AI answer, a chained tool's input). */
function failedBeforeRunning(tool: LoadedTool, error: string, startedAt: Date): StepOutcome {
  const responseTimeMs = Date.now() - startedAt.getTime();
  return {
    success: false,
    data: null,
    error,
    responseTimeMs,
    templateDraft: false,
    logResponse: undefined,
    debug: {
      toolId: tool.row.id,
      toolName: tool.row.name,
      runner: tool.row.runner,
      request: null,
      prompt: null,
      response: null,
      timings: { startedAt, totalMs: responseTimeMs },
      // Nothing was called: the step's error says why.
      configuration: {},
    },
  };
}

/**
 * Runs one tool and writes its usage log (after the call, outside any transaction). On the first
 * step a missing webhook, a refused AI budget or a failed AI provider is raised as its error code
 * (after the log); on a chained step it ends the chain as that step's failure.
 */
async function runStep(
  scope: RunScope,
  tool: LoadedTool,
  values: TToolValues,
  { firstStep }: { firstStep: boolean },
): Promise<StepOutcome> {
  const startedAt = new Date();
  let outcome: StepOutcome;
  let raised: AppError | null = null;
  const problem = firstStep ? undefined : validateToolInput(tool.fields, values)[0];
  if (problem) {
    outcome = failedBeforeRunning(tool, toolInputProblemSentence(problem), startedAt);
  } else {
    try {
      if (tool.row.runner === 'ai') {
        if (!scope.isAdmin && !firstStep) await reserveRun(scope, tool.row, { firstStep });
        outcome = await runAiStep(scope, tool, values);
      } else {
        outcome = await runWebhookStep(scope, tool, values);
      }
    } catch (error) {
      const text = error instanceof AppError ? STEP_ERROR_TEXTS[error.appCode] : undefined;
      if (!(error instanceof AppError) || text === undefined) throw error;
      // A chained step's refused budget is no failure of the tool: it is not logged as a run.
      if (error.appCode === AppErrorCode.TOOL_RUNS_LIMITED) return failedBeforeRunning(tool, text, startedAt);
      raised = error;
      outcome = failedBeforeRunning(tool, text, startedAt);
    }
  }
  await insertUsageLog(scope.ctx.db, {
    toolId: tool.row.id,
    sessionId: scope.sessionId,
    inputData: values,
    webhookResponse: outcome.logResponse,
    responseTimeMs: outcome.responseTimeMs,
    success: outcome.success,
    errorMessage: outcome.error,
    testRun: scope.testMode,
  });
  if (raised && firstStep) throw raised;
  return outcome;
}

/** A chained field's value in its field's form: text from anything, ticked boxes from a list. */
function chainedValue(field: PublicToolField | undefined, value: unknown): TToolFieldValue {
  if (field?.fieldType === 'checkbox') {
    if (field.options.length > 0)
      return Array.isArray(value) ? value.map(asText) : asText(value) ? [asText(value)] : [];
    return value === true || value === 'true';
  }
  return asText(value);
}

/**
 * The tool chained after `toolId` with its values mapped from this step's data (next field →
 * dotted path; an empty path is the whole data as text); null when there is none to run: no
 * chaining, a tool already run (a cycle), or one this run may not see (a draft outside test mode).
 */
async function nextInChain(
  scope: RunScope,
  toolId: string,
  data: unknown,
  alreadyRun: ReadonlySet<string>,
): Promise<{ tool: LoadedTool; values: TToolValues } | null> {
  const chaining = await selectRunChaining(scope.ctx.db, toolId);
  if (!chaining?.nextToolId || alreadyRun.has(chaining.nextToolId)) return null;
  const tool = await loadTool(scope.ctx, chaining.nextToolId, scope.testMode);
  if (!tool) return null;
  const raw: TToolValues = {};
  for (const [fieldName, path] of Object.entries(textsOf(JSON.parse(chaining.dataMapping)))) {
    const field = tool.fields.find((candidate) => candidate.fieldName === fieldName);
    raw[fieldName] = chainedValue(field, path.trim() === '' ? data : readPath(data, path));
  }
  return { tool, values: normalizeToolValues(tool.fields, raw) };
}

export async function runTool(ctx: Context, input: TRunTool): Promise<ToolRunResult> {
  const runStarted = Date.now();
  const isAdmin = ctx.session !== null && (await hasRole(ctx.db, { userId: ctx.session.userId, role: 'admin' }));
  const testMode = isAdmin && input.test;
  const first = await loadTool(ctx, input.toolId, testMode);
  if (!first) throw new AppError(AppErrorCode.TOOL_NOT_FOUND);
  const scope: RunScope = {
    ctx,
    isAdmin,
    testMode,
    client: ctx.session ? `user:${ctx.session.userId}` : `address:${ctx.ipAddress}`,
    sessionId: input.sessionId,
  };
  if (!isAdmin) await reserveRun(scope, first.row, { firstStep: true });
  const problem = validateToolInput(first.fields, input.values)[0];
  if (problem) throw new AppError(AppErrorCode.TOOL_INPUT_INVALID, { detail: toolInputProblemSentence(problem) });

  const steps: ToolRunStep[] = [];
  const debug: ToolRunDebugStep[] = [];
  const alreadyRun = new Set<string>();
  let current: { tool: LoadedTool; values: TToolValues } | null = {
    tool: first,
    values: normalizeToolValues(first.fields, input.values),
  };
  while (current) {
    const { tool, values } = current;
    alreadyRun.add(tool.row.id);
    const outcome = await runStep(scope, tool, values, { firstStep: steps.length === 0 });
    steps.push({
      toolId: tool.row.id,
      toolName: tool.row.name,
      success: outcome.success,
      data: outcome.data,
      error: outcome.error,
      responseTimeMs: outcome.responseTimeMs,
      templateDraft: outcome.templateDraft,
    });
    debug.push(outcome.debug);
    if (!outcome.success || steps.length >= TOOL_CHAIN_MAX) break;
    current = await nextInChain(scope, tool.row.id, outcome.data, alreadyRun);
  }
  const last = steps[steps.length - 1] as ToolRunStep;
  return {
    success: last.success,
    data: last.data,
    error: last.error,
    responseTimeMs: Date.now() - runStarted,
    steps,
    debug: testMode ? debug : null,
  };
}
