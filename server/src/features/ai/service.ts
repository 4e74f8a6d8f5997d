/**
 * The AI engine: starts generations (limited per user, paid by a words hold), runs them in the
 * background against the chosen writer, streams their events, and settles the words by the real
 * count of what was written. See README "AI engine" and docs/decisions/005.
 */
import { randomUUID } from 'node:crypto';
import { tracked } from '@trpc/server';
import { MAX_CONCURRENT_GENERATIONS } from '@wordloom/shared/constants';
import { countWords, estimateWords } from '@wordloom/shared/domain/word-count';
import type { WordReason } from '@wordloom/shared/domain/word-history';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  type TGenerationRequest,
  type TWriterProvider,
  WRITER_PROVIDERS,
  ZWriterProvider,
} from '@wordloom/shared/schemas/ai';
import type { AppConfig } from '../../config.ts';
import { createMappingWriter, MAPPING_KEYS } from '../../lib/ai/mapping-writer.ts';
import { createOfflineComposer, OFFLINE_MODEL } from '../../lib/ai/offline-composer.ts';
import { createOpenAICompatibleWriter } from '../../lib/ai/openai-compatible.ts';
import { isStructuredRequest, resultText, schemaOf } from '../../lib/ai/structured.ts';
import type { AnswerDetails, RenderedPrompt, Writer, WriterCall } from '../../lib/ai/writer.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { enabledMappingKeys, executeFirstMapping } from '../http-mappings/service.ts';
import { holdWords, releaseHold, settleHold } from '../words/service.ts';
import { type GenerationRun, generationRuns, isTerminal, type StopReason, stopReasonOf } from './generation-runs.ts';
import { renderPrompt } from './prompts.ts';
import {
  countRunningGenerations,
  deleteGeneration,
  finishGeneration,
  type GenerationOutcome,
  insertGeneration,
  lockUserGenerations,
  selectSetting,
  selectStaleGenerations,
  selectUsageTotals,
  selectUserGeneration,
  setGenerationHold,
  setGenerationWords,
  upsertSetting,
} from './queries.ts';

type AiDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets'>;

/**
 * A row still running after this long was left by a process that died (a generation streams a
 * few minutes at most): it no longer takes one of the user's slots, and the sweeper fails it.
 */
export const STALE_GENERATION_MS = 15 * 60_000;
const ACTIVE_PROVIDER_KEY = 'ai.activeProvider';

/** Why a generation gave its held words back, as its word-history row says. */
type WordReturnReason = Extract<WordReason, `generation_${string}` | 'template_draft'>;

const STOPPED_WORDS: Record<StopReason, WordReturnReason> = {
  cancelled: 'generation_cancelled',
  abandoned: 'generation_abandoned',
  shutdown: 'generation_unfinished',
};

// ── Providers ──────────────────────────────────────────────────────────────────────────────────

/** The provider used when the admin has chosen none: the configured API, else the composer. */
function environmentProvider(config: AppConfig): TWriterProvider {
  return config.ai.baseUrl ? 'openai_compatible' : 'offline';
}

/** Whether `provider` can write: the API needs its URL; the mapping provider an enabled mapping for some kind. */
async function isConfigured(deps: Pick<AiDeps, 'db' | 'config'>, provider: TWriterProvider): Promise<boolean> {
  switch (provider) {
    case 'openai_compatible':
      return deps.config.ai.baseUrl !== undefined;
    case 'mapping': {
      const enabled = await enabledMappingKeys(deps.db);
      return Object.values(MAPPING_KEYS).some((keys) => keys.some((key) => enabled.has(key)));
    }
    case 'offline':
      return true;
  }
}

function modelOf(config: AppConfig, provider: TWriterProvider): string {
  if (provider === 'openai_compatible') return config.ai.model;
  return provider === 'mapping' ? 'http-mapping' : OFFLINE_MODEL;
}

async function activeProvider(deps: Pick<AiDeps, 'db' | 'config'>): Promise<TWriterProvider> {
  const stored = ZWriterProvider.safeParse(await selectSetting(deps.db, ACTIVE_PROVIDER_KEY));
  // A provider chosen earlier whose configuration has since been removed gives way to the default.
  return stored.success && (await isConfigured(deps, stored.data)) ? stored.data : environmentProvider(deps.config);
}

function createWriter(deps: AiDeps, provider: TWriterProvider): Writer {
  switch (provider) {
    case 'openai_compatible': {
      const { baseUrl, apiKey, model, timeoutMs } = deps.config.ai;
      if (!baseUrl) {
        throw new AppError(AppErrorCode.AI_PROVIDER_FAILED, {
          detail: 'the OpenAI-compatible provider is not configured (AI_BASE_URL)',
        });
      }
      return createOpenAICompatibleWriter({ baseUrl, apiKey, model, timeoutMs });
    }
    case 'mapping':
      return createMappingWriter((keys, { formData, userId, executionContext, signal }) =>
        executeFirstMapping(deps, keys, {
          formData,
          variables: { userId, executionContext },
          signal,
        }),
      );
    case 'offline':
      return createOfflineComposer();
  }
}

// ── Starting ───────────────────────────────────────────────────────────────────────────────────

interface Job {
  run: GenerationRun;
  writer: Writer;
  /** Chosen by an admin for this generation: its failure is shown, not covered by the composer. */
  explicit: boolean;
  request: TGenerationRequest;
  prompt: RenderedPrompt;
  userId: string;
  holdId: string;
  heldWords: number;
}

/**
 * Starts a generation for `userId` and returns its id at once; its events are read with
 * {@link streamGeneration}. Refuses a fourth concurrent generation (TOO_MANY_GENERATIONS) and a
 * balance that cannot cover the estimate (INSUFFICIENT_WORDS) before anything is generated.
 * `provider` (admins only, checked by the router) overrides the active provider.
 */
export async function startGeneration(
  deps: AiDeps,
  { userId, request, provider }: { userId: string; request: TGenerationRequest; provider?: TWriterProvider },
): Promise<{ generationId: string }> {
  const writer = createWriter(deps, provider ?? (await activeProvider(deps)));
  const prompt = renderPrompt(request);
  const heldWords = estimateWords(request);
  const generationId = randomUUID();
  const now = new Date();

  await deps.db.transaction().execute(async (trx) => {
    await lockUserGenerations(trx, userId);
    const since = new Date(now.getTime() - STALE_GENERATION_MS);
    if ((await countRunningGenerations(trx, userId, since)) >= MAX_CONCURRENT_GENERATIONS) {
      throw new AppError(AppErrorCode.TOO_MANY_GENERATIONS);
    }
    await insertGeneration(trx, {
      id: generationId,
      userId,
      kind: request.kind,
      provider: writer.provider,
      model: writer.model,
      promptVersion: prompt.version,
      heldWords,
      createdAt: now,
    });
  });
  const holdId = await reserveWords(deps, { generationId, userId, request, heldWords, now });

  const run = generationRuns(deps.db).create(generationId, userId);
  const job: Job = { run, writer, explicit: provider !== undefined, request, prompt, userId, holdId, heldWords };
  run.finished = execute(deps, job).catch((error: unknown) => {
    // The database failed mid-way: followers are told, and the sweeper returns the words later.
    deps.logger.error({ err: error, generationId }, 'AI generation could not record its outcome');
    run.emit({ type: 'error', code: AppErrorCode.INTERNAL });
  });
  return { generationId };
}

/**
 * Holds the words of a generation whose row was just added, and records the hold on the row. Both
 * leave nothing behind when they fail, so no slot stays taken and no words stay locked: without a
 * hold the row goes (nothing was started); without the link the row is failed and the hold released.
 */
async function reserveWords(
  deps: AiDeps,
  {
    generationId,
    userId,
    request,
    heldWords,
    now,
  }: { generationId: string; userId: string; request: TGenerationRequest; heldWords: number; now: Date },
): Promise<string> {
  let holdId: string;
  try {
    ({ holdId } = await holdWords(deps.db, {
      userId,
      words: heldWords,
      note: { reason: 'reserved', kind: request.kind },
      idempotencyKey: generationId,
      now,
    }));
  } catch (error) {
    await deleteGeneration(deps.db, generationId);
    throw error;
  }
  try {
    await setGenerationHold(deps.db, generationId, holdId);
  } catch (error) {
    await finishGeneration(deps.db, generationId, {
      status: 'failed',
      words: 0,
      latencyMs: null,
      errorCode: AppErrorCode.INTERNAL,
      errorDetail: 'the words hold could not be recorded',
    });
    await releaseHold(deps.db, { holdId, note: { reason: 'generation_failed' } });
    throw error;
  }
  return holdId;
}

// ── Running ────────────────────────────────────────────────────────────────────────────────────

interface Produced {
  text: string;
  result?: unknown;
}

/** Asks `writer` for the request's text (streaming its pieces as delta events) or its list. */
async function produce(writer: Writer, job: Job): Promise<Produced> {
  let details: AnswerDetails = {};
  const call: WriterCall = {
    prompt: job.prompt,
    request: job.request,
    userId: job.userId,
    signal: job.run.signal,
    onAnswerDetails: (answer) => {
      details = answer;
    },
  };
  const { request } = job;
  if (isStructuredRequest(request)) {
    const result = await writer.generateObject(call, schemaOf(request.kind));
    return { text: resultText(request.kind, result), result };
  }
  let text = '';
  for await (const delta of writer.streamText(call)) {
    text += delta;
    job.run.emit({ type: 'delta', text: delta });
  }
  return { text, result: Object.keys(details).length > 0 ? details : undefined };
}

/** What one writer's attempt came to: the text, its failure, or a stop (see StopReason). */
type Attempt = Produced | AppError | 'stopped';

async function attempt(writer: Writer, job: Job): Promise<Attempt> {
  try {
    return await produce(writer, job);
  } catch (error) {
    if (job.run.signal.aborted) return 'stopped';
    return error instanceof AppError ? error : new AppError(AppErrorCode.INTERNAL, { cause: error });
  }
}

/**
 * Records how the run ended, unless its row was ended elsewhere first (a cancel through another
 * server process, or the stale sweep): then that outcome stands, and followers are told it
 * instead. The row is claimed before the hold is touched, as those others do, so the words move
 * only for the outcome the row keeps. Returns whether this run's outcome was recorded.
 */
async function record(
  deps: AiDeps,
  job: Job,
  startedAt: number,
  outcome: Omit<GenerationOutcome, 'latencyMs'>,
): Promise<boolean> {
  const latencyMs = Math.round(performance.now() - startedAt);
  if (await finishGeneration(deps.db, job.run.id, { ...outcome, latencyMs })) return true;
  const row = await selectUserGeneration(deps.db, job.userId, job.run.id);
  // Whoever ended it returns the words too; doing it here as well covers one that stopped half-way.
  if (row?.status === 'failed') {
    await returnHeldWords(deps, job, 'generation_unfinished');
    job.run.emit({ type: 'error', code: appErrorCodeOf(row.errorCode) });
  } else {
    await returnHeldWords(deps, job, 'generation_cancelled');
    job.run.emit({ type: 'cancelled' });
  }
  return false;
}

function appErrorCodeOf(recorded: string | null): AppErrorCode {
  return Object.values(AppErrorCode).find((code) => code === recorded) ?? AppErrorCode.INTERNAL;
}

async function returnHeldWords(deps: AiDeps, job: Job, reason: WordReturnReason): Promise<void> {
  await releaseHold(deps.db, { holdId: job.holdId, note: { reason } });
}

/**
 * Runs one generation to its end. The active provider's failure hands over to the template
 * composer (logged, the held words returned, a `fallback` event); an admin-chosen provider's
 * failure ends the generation with an `error` event. Every ending records the row and resolves
 * the hold before its last event, so a browser refreshing its balance on that event sees it.
 * A failure's detail can name infrastructure (addresses, mapping keys), so only the admin who
 * chose the provider sees it in the events; the log and the row always have it.
 */
async function execute(deps: AiDeps, job: Job): Promise<void> {
  const { run } = job;
  const startedAt = performance.now();
  let writer = job.writer;
  run.emit({
    type: 'started',
    generationId: run.id,
    provider: writer.provider,
    model: writer.model,
    heldWords: job.heldWords,
    templateDraft: writer.templateDraft,
  });

  let outcome: Attempt;
  let providerFailure: AppError | undefined;
  const stopWatching = stopWhenEndedElsewhere(deps, job);
  try {
    outcome = await attempt(writer, job);
    if (outcome instanceof AppError && !job.explicit && !writer.templateDraft) {
      providerFailure = outcome;
      deps.logger.warn(
        { err: outcome.cause ?? outcome, generationId: run.id, provider: writer.provider, detail: outcome.detail },
        'AI provider failed; the template composer takes over',
      );
      writer = createOfflineComposer();
      await returnHeldWords(deps, job, 'template_draft');
      run.emit({ type: 'fallback', code: outcome.appCode, provider: 'offline' });
      outcome = await attempt(writer, job);
    }
  } finally {
    stopWatching();
  }
  if (outcome === 'stopped') return cancel(deps, job, startedAt);
  if (outcome instanceof AppError) return fail(deps, job, startedAt, outcome);

  const writtenWords = writer.templateDraft ? 0 : countWords(outcome.text);
  const recorded = await record(deps, job, startedAt, {
    status: 'succeeded',
    words: writtenWords,
    errorCode: providerFailure?.appCode ?? null,
    errorDetail: providerFailure?.detail ?? null,
  });
  if (!recorded) return;
  let words = 0;
  if (writer.templateDraft) await returnHeldWords(deps, job, 'template_draft');
  else words = await charge(deps, job, writtenWords);
  run.emit({ type: 'done', text: outcome.text, words, result: outcome.result });
}

/**
 * A cancel or stale sweep that reached another server process ends the row there; while the
 * writer works, the run here looks every few seconds and stops the provider call once it sees
 * that, instead of paying for text nobody will see. `record` then reports the row's outcome.
 */
function stopWhenEndedElsewhere(deps: AiDeps, job: Job): () => void {
  const { run, userId } = job;
  const timer = setInterval(() => {
    selectUserGeneration(deps.db, userId, run.id).then(
      (row) => {
        if (row && row.status !== 'running') run.stop('cancelled');
      },
      (error: unknown) => deps.logger.warn({ err: error, generationId: run.id }, 'AI generation row check failed'),
    );
  }, generationRuns(deps.db).timings.checkRowEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Settles the hold by the words written; returns those charged, which the balance may have capped. */
async function charge(deps: AiDeps, job: Job, writtenWords: number): Promise<number> {
  const { chargedWords } = await settleHold(deps.db, {
    holdId: job.holdId,
    actualWords: writtenWords,
    note: { reason: 'written', kind: job.request.kind },
  });
  if (chargedWords !== writtenWords) await setGenerationWords(deps.db, job.run.id, chargedWords);
  return chargedWords;
}

async function cancel(deps: AiDeps, job: Job, startedAt: number): Promise<void> {
  const reason = stopReasonOf(job.run.signal);
  if (!(await record(deps, job, startedAt, { status: 'cancelled', words: 0, errorCode: null, errorDetail: reason }))) {
    return;
  }
  await returnHeldWords(deps, job, STOPPED_WORDS[reason]);
  job.run.emit({ type: 'cancelled' });
}

async function fail(deps: AiDeps, job: Job, startedAt: number, failure: AppError): Promise<void> {
  const internal = failure.appCode === AppErrorCode.INTERNAL;
  deps.logger[internal ? 'error' : 'warn'](
    { err: failure.cause ?? failure, generationId: job.run.id, detail: failure.detail },
    'AI generation failed',
  );
  const recorded = await record(deps, job, startedAt, {
    status: 'failed',
    words: 0,
    errorCode: failure.appCode,
    errorDetail: failure.detail ?? null,
  });
  if (!recorded) return;
  await returnHeldWords(deps, job, 'generation_failed');
  const shown = job.explicit ? { detail: failure.detail } : {};
  job.run.emit({ type: 'error', code: failure.appCode, ...shown });
}

// ── Following and stopping ─────────────────────────────────────────────────────────────────────

function ownRun(db: AiDeps['db'], userId: string, generationId: string): GenerationRun {
  const run = generationRuns(db).get(generationId);
  // Someone else's generation is as unknown as a missing one.
  if (!run || run.userId !== userId) throw new AppError(AppErrorCode.NOT_FOUND);
  return run;
}

/**
 * The events of one of the user's generations as tRPC tracked events: those after `lastEventId`
 * first (a reconnect), then live ones, ending after `done`, `error` or `cancelled`. While it is
 * followed, the generation is not abandoned.
 */
export async function* streamGeneration(
  deps: Pick<AiDeps, 'db'>,
  {
    userId,
    generationId,
    lastEventId,
    signal,
  }: { userId: string; generationId: string; lastEventId?: string | undefined; signal?: AbortSignal | undefined },
) {
  const run = ownRun(deps.db, userId, generationId);
  const detach = run.attach();
  try {
    let next = lastEventId && /^\d+$/.test(lastEventId) ? Number(lastEventId) : 0;
    while (!signal?.aborted) {
      while (next < run.events.length) {
        const { id, event } = run.events[next]!;
        next += 1;
        yield tracked(id, event);
        if (isTerminal(event)) return;
      }
      await run.nextEvent(signal);
    }
  } finally {
    detach();
  }
}

/**
 * Cancels one of the user's running generations: the provider call is aborted, the held words
 * return and followers get `cancelled`. Resolves once that is recorded; `cancelled` is false when
 * the generation had already ended. A generation running in another server process is marked
 * cancelled here and its words returned; that process's run stops within a few seconds, when it
 * next looks at the row.
 */
export async function cancelGeneration(
  deps: Pick<AiDeps, 'db'>,
  { userId, generationId }: { userId: string; generationId: string },
): Promise<{ cancelled: boolean }> {
  const run = generationRuns(deps.db).get(generationId);
  if (run && run.userId === userId) {
    const wasRunning = !run.ended;
    run.stop('cancelled');
    await run.finished;
    return { cancelled: wasRunning && run.events.at(-1)?.event.type === 'cancelled' };
  }
  const row = await selectUserGeneration(deps.db, userId, generationId);
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND);
  if (row.status !== 'running') return { cancelled: false };
  const cancelled = await finishGeneration(deps.db, generationId, {
    status: 'cancelled',
    words: 0,
    latencyMs: null,
    errorCode: null,
    errorDetail: 'cancelled',
  });
  if (cancelled && row.holdId) {
    await releaseHold(deps.db, { holdId: row.holdId, note: { reason: 'generation_cancelled' } });
  }
  return { cancelled };
}

/**
 * Sweeper: generations still marked running since before `olderThan` (normally now less
 * STALE_GENERATION_MS) whose process died are marked failed and their held words returned. Runs
 * alive in this process are left alone. Returns how many were failed.
 */
export async function failStaleGenerations(db: AiDeps['db'], olderThan: Date): Promise<number> {
  const alive = new Set(generationRuns(db).runningIds());
  let failed = 0;
  for (const row of await selectStaleGenerations(db, olderThan)) {
    if (alive.has(row.id)) continue;
    const recorded = await finishGeneration(db, row.id, {
      status: 'failed',
      words: 0,
      latencyMs: null,
      errorCode: AppErrorCode.AI_PROVIDER_FAILED,
      errorDetail: 'the server stopped before the generation finished',
    });
    if (!recorded) continue;
    failed += 1;
    if (row.holdId) {
      await releaseHold(db, { holdId: row.holdId, note: { reason: 'generation_unfinished' } });
    }
  }
  return failed;
}

/**
 * Shutdown: cancels every generation running in this process (rows cancelled, held words returned,
 * followers told) and waits up to `timeoutMs` for them to record it, so the database can close
 * after. Returns how many were still going by then; the stale sweep fails those rows later.
 */
export async function stopAllGenerations(
  deps: Pick<AiDeps, 'db' | 'logger'>,
  { timeoutMs }: { timeoutMs: number },
): Promise<number> {
  const unfinished = await generationRuns(deps.db).stopAll('shutdown', timeoutMs);
  if (unfinished > 0) deps.logger.warn({ unfinished }, 'AI generations did not stop in time');
  return unfinished;
}

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────

export interface AiSettings {
  activeProvider: TWriterProvider;
  providers: { id: TWriterProvider; configured: boolean; model: string }[];
}

/** The provider generations use, and which providers this server can use. */
export async function getAiSettings(deps: Pick<AiDeps, 'db' | 'config'>): Promise<AiSettings> {
  return {
    activeProvider: await activeProvider(deps),
    providers: await Promise.all(
      WRITER_PROVIDERS.map(async (id) => ({
        id,
        configured: await isConfigured(deps, id),
        model: modelOf(deps.config, id),
      })),
    ),
  };
}

/** Makes `provider` the one every generation uses (an unconfigured one is refused). */
export async function setActiveProvider(
  deps: Pick<AiDeps, 'db' | 'config'>,
  { userId, provider }: { userId: string; provider: TWriterProvider },
): Promise<AiSettings> {
  if (!(await isConfigured(deps, provider))) {
    throw new AppError(AppErrorCode.VALIDATION, { detail: 'this provider is not configured on the server' });
  }
  await upsertSetting(deps.db, ACTIVE_PROVIDER_KEY, provider, userId);
  return getAiSettings(deps);
}

export interface UsageRow {
  day: string;
  provider: TWriterProvider;
  generations: number;
  succeeded: number;
  failed: number;
  words: number;
  avgLatencyMs: number;
}

/** Generations per UTC day and provider over the last `days` days (today included), newest first. */
export async function usageTotals(deps: Pick<AiDeps, 'db'>, { days }: { days: number }): Promise<{ rows: UsageRow[] }> {
  const since = new Date();
  since.setUTCHours(0, 0, 0, 0);
  since.setUTCDate(since.getUTCDate() - (days - 1));
  const rows = await selectUsageTotals(deps.db, since);
  return {
    rows: rows.flatMap((row) => {
      const provider = ZWriterProvider.safeParse(row.provider);
      return provider.success ? [{ ...row, provider: provider.data }] : [];
    }),
  };
}
