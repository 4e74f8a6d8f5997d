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
  type TGenerationEvent,
  type TGenerationKind,
  type TGenerationRequest,
  type TWriterProvider,
  WRITER_PROVIDERS,
  ZWriterProvider,
} from '@wordloom/shared/schemas/ai';
import type { Transaction } from 'kysely';
import type { AppConfig } from '../../config.ts';
import { type Executor, inTransaction } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { createMappingWriter, MAPPING_KEYS } from '../../lib/ai/mapping-writer.ts';
import { createOfflineComposer, OFFLINE_MODEL } from '../../lib/ai/offline-composer.ts';
import { createOpenAICompatibleWriter } from '../../lib/ai/openai-compatible.ts';
import { isStructuredRequest, resultText, schemaOf, type TextRequest } from '../../lib/ai/structured.ts';
import { WordCap } from '../../lib/ai/word-cap.ts';
import type { AnswerDetails, RenderedPrompt, Writer, WriterCall } from '../../lib/ai/writer.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { recordAdminAction } from '../admin/audit.ts';
import { enabledMappingKeys, executeFirstMapping } from '../http-mappings/service.ts';
import { holdWords, releaseHold, settleHold } from '../words/service.ts';
import { channelFollowers, Inbox, isTerminal } from './generation-events.ts';
import {
  type GenerationRun,
  type GenerationRuns,
  generationRuns,
  type StopReason,
  stopReasonOf,
} from './generation-runs.ts';
import { renderPrompt } from './prompts.ts';
import {
  appendGenerationEvents,
  countRunningGenerations,
  deleteFinishedGenerationEvents,
  eventsInPayload,
  failSilentGenerations,
  finishGeneration,
  GENERATION_EVENTS_CHANNEL,
  type GenerationOutcome,
  insertGeneration,
  lockUserGenerations,
  markGenerationFollowed,
  notifyGenerationStopped,
  selectEventsAfter,
  selectGenerationIdByKey,
  selectSetting,
  selectUsageTotals,
  selectUserGeneration,
  setGenerationWords,
  upsertSetting,
} from './queries.ts';

type AiDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'secrets' | 'notifications'>;

/**
 * A running generation whose process has not beaten on its row for this long (it beats every
 * 5 s) is taken for dead: it no longer takes one of the user's slots, and the stale sweep fails it.
 */
const STALE_GENERATION_MS = 30_000;
/** How often every server process looks for generations a dead process left running. */
const STALE_CHECK_EVERY_MS = 10_000;
/** How long a finished generation's events stay readable for late reconnects. */
const KEEP_FINISHED_EVENTS_MS = 60 * 60_000;
const CLEAR_EVENTS_EVERY_MS = 10 * 60_000;
/** A reader reads again this often without a notification: one is lost while the listening connection reconnects. */
const REREAD_EVERY_MS = 2_000;
/** How often a reader says it still follows, well within the abandon time. */
const MARK_FOLLOWED_EVERY_MS = 5_000;
/** A stale generation's recorded reason. */
const INTERRUPTED = 'interrupted: the server stopped during the generation';
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

/**
 * The provider for one kind of request: an admin who enabled a mapping key of this kind (spec §7:
 * "linkedin.create_post then LinkedinPost_Gemini when an admin enabled one, else the active
 * writer") routes it through that mapping, whichever provider is active for the rest.
 */
async function providerFor(deps: Pick<AiDeps, 'db' | 'config'>, kind: TGenerationKind): Promise<TWriterProvider> {
  const enabled = await enabledMappingKeys(deps.db);
  if (MAPPING_KEYS[kind].some((key) => enabled.has(key))) return 'mapping';
  return activeProvider(deps);
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
        executeFirstMapping(deps, {
          keys,
          formData,
          variables: { userId, executionContext },
          signal,
        }),
      );
    case 'offline':
      return createOfflineComposer();
  }
}

// ── One text, outside a generation ─────────────────────────────────────────────────────────────

/** What {@link writeTextOnce} wrote. */
export interface WrittenText {
  text: string;
  provider: TWriterProvider;
  /** True when the template composer wrote it. */
  templateDraft: boolean;
  prompt: RenderedPrompt;
}

/** A writer's streamed text, cut at the call's `maxWords` (the writer is stopped there). */
async function cappedText(writer: Writer, call: WriterCall): Promise<string> {
  const cap = new WordCap(call.maxWords);
  let text = '';
  for await (const delta of writer.streamText(call)) {
    text += cap.add(delta);
    if (cap.reached) break;
  }
  return text;
}

/**
 * Writes one text request at once, for work that holds no words and keeps no generation row (an
 * AI tool's run: free for visitors, limited per address by its caller). The provider is the one
 * generations of this kind use; the text is cut at `maxWords`. As in a generation, the failure of
 * that provider is logged and the template composer writes instead; when the composer cannot
 * write the request either (a tool without a recipe), the provider's failure is thrown. With no
 * provider configured the composer's own failure is thrown, and a stop by `signal` always is.
 */
export async function writeTextOnce(
  deps: AiDeps,
  {
    request,
    maxWords,
    signal,
    userId = 'anonymous',
  }: { request: TextRequest; maxWords: number; signal: AbortSignal; userId?: string },
): Promise<WrittenText> {
  const prompt = renderPrompt(request);
  const call: WriterCall = { prompt, request, userId, maxWords, signal };
  const writer = createWriter(deps, await providerFor(deps, request.kind));
  try {
    return {
      text: await cappedText(writer, call),
      provider: writer.provider,
      templateDraft: writer.templateDraft,
      prompt,
    };
  } catch (error) {
    if (signal.aborted || writer.templateDraft) throw error;
    const failure = error instanceof AppError ? error : new AppError(AppErrorCode.INTERNAL, { cause: error });
    deps.logger.warn(
      { err: failure.cause ?? failure, kind: request.kind, provider: writer.provider, detail: failure.detail },
      'AI provider failed; the template composer takes over',
    );
    const composer = createOfflineComposer();
    try {
      return { text: await cappedText(composer, call), provider: composer.provider, templateDraft: true, prompt };
    } catch (composerError) {
      // A composer that cannot write this request (a tool without a recipe) leaves the provider's failure as the reason.
      if (composerError instanceof AppError && !signal.aborted) throw failure;
      throw composerError;
    }
  }
}

// ── Starting ───────────────────────────────────────────────────────────────────────────────────

interface Job {
  run: GenerationRun;
  /** This process's runs, which write the events the run streams. */
  runs: GenerationRuns;
  writer: Writer;
  /** Chosen by an admin for this generation: its failure is shown, not covered by the composer. */
  explicit: boolean;
  request: TGenerationRequest;
  prompt: RenderedPrompt;
  userId: string;
  holdId: string;
  /** The words held, the most the generation writes and is charged. */
  heldWords: number;
  onSucceeded?: OnSucceeded | undefined;
}

/**
 * Saves what a generation produced, in the transaction that settles its words (so a saved
 * record and the words it cost commit together); returns the saved record's id, which the
 * `done` event carries as `savedId`. `result` is a structured kind's validated answer. Not called
 * for a failed or cancelled generation.
 */
export type OnSucceeded = (
  trx: Transaction<DB>,
  produced: { text: string; details: AnswerDetails; result?: unknown },
) => Promise<string>;

/**
 * Starts a generation for `userId` and returns its id at once; its events are read with
 * {@link streamGeneration}. Refuses a balance that cannot cover the estimate (INSUFFICIENT_WORDS),
 * then a fourth concurrent generation (TOO_MANY_GENERATIONS), before anything is generated.
 * The row and its words hold are written in one transaction: a start that fails leaves neither.
 * The `started` event is written with the other events this process streams (the transaction,
 * which every start on the embedded database waits for in turn, stays short). `provider`
 * (admins only, checked by the router) overrides the active provider. A start with the
 * `idempotencyKey` of an earlier one returns that generation and starts nothing. `onSucceeded`
 * saves the text when the generation succeeds (see {@link OnSucceeded}).
 */
export async function startGeneration(
  deps: AiDeps,
  {
    userId,
    request,
    provider,
    idempotencyKey,
    onSucceeded,
  }: {
    userId: string;
    request: TGenerationRequest;
    provider?: TWriterProvider | undefined;
    idempotencyKey?: string | undefined;
    onSucceeded?: OnSucceeded | undefined;
  },
): Promise<{ generationId: string }> {
  const writer = createWriter(deps, provider ?? (await providerFor(deps, request.kind)));
  const prompt = renderPrompt(request);
  const heldWords = estimateWords(request);
  const generationId = randomUUID();
  const now = new Date();

  const started = await inTransaction(deps.db, async (trx) => {
    await lockUserGenerations(trx, userId);
    // Under the user's lock, so a request racing with its own retry finds the first one's row.
    const earlier = idempotencyKey ? await selectGenerationIdByKey(trx, userId, idempotencyKey) : undefined;
    if (earlier) return { earlier };
    // The balance is checked first: a user without words is told so, whatever else is running.
    const hold = await holdWords(trx, {
      userId,
      words: heldWords,
      note: { reason: 'reserved', kind: request.kind },
      idempotencyKey: generationId,
      now,
    });
    if ((await countRunningGenerations(trx, userId, STALE_GENERATION_MS)) >= MAX_CONCURRENT_GENERATIONS) {
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
      holdId: hold.holdId,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
    });
    return { holdId: hold.holdId };
  });
  if (started.earlier !== undefined) return { generationId: started.earlier };
  const { holdId } = started;

  const runs = generationRuns(deps);
  await runs.start(generationId, (run) => {
    runs.addEvent(generationId, {
      type: 'started',
      generationId,
      provider: writer.provider,
      model: writer.model,
      heldWords,
      templateDraft: writer.templateDraft,
    });
    const job: Job = {
      run,
      runs,
      writer,
      explicit: provider !== undefined,
      request,
      prompt,
      userId,
      holdId,
      heldWords,
      onSucceeded,
    };
    return execute(deps, job).catch((error: unknown) => {
      // The database failed mid-way. The row stays running with no process beating for it, so
      // the stale sweep fails it, returns its words and ends its readers' streams.
      deps.logger.error({ err: error, generationId }, 'AI generation could not record its outcome');
    });
  });
  return { generationId };
}

// ── Running ────────────────────────────────────────────────────────────────────────────────────

interface Produced {
  text: string;
  /** What the provider's answer said besides the text (a mapping's executionId, additionalData). */
  details: AnswerDetails;
  result?: unknown;
  /** The text went past the words held and was cut there. */
  truncated?: true;
}

/**
 * Asks `writer` for the request's text (streaming its pieces as delta events) or its list. A text
 * that runs past the words held is cut at the last word held and the writer stopped there.
 */
async function produce(writer: Writer, job: Job): Promise<Produced> {
  let details: AnswerDetails = {};
  const call: WriterCall = {
    prompt: job.prompt,
    request: job.request,
    userId: job.userId,
    maxWords: job.heldWords,
    signal: job.run.signal,
    onAnswerDetails: (answer) => {
      details = answer;
    },
  };
  const { request } = job;
  if (isStructuredRequest(request)) {
    const result = await writer.generateObject(call, schemaOf(request.kind));
    return { text: resultText(request.kind, result), details, result };
  }
  const cap = new WordCap(job.heldWords);
  let text = '';
  for await (const delta of writer.streamText(call)) {
    const kept = cap.add(delta);
    text += kept;
    if (kept) job.runs.addEvent(job.run.id, { type: 'delta', text: kept });
    // Leaving the loop ends the writer's stream, and with it the provider call.
    if (cap.reached) break;
  }
  return {
    text,
    details,
    result: Object.keys(details).length > 0 ? details : undefined,
    ...(cap.reached ? { truncated: true } : {}),
  };
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

async function returnHeldWords(db: Executor, holdId: string, reason: WordReturnReason): Promise<void> {
  await releaseHold(db, { holdId, note: { reason } });
}

/**
 * Ends the generation, unless it was ended elsewhere first (a cancel through another process, or
 * the stale sweep): then that outcome stands and its last event is written already. In one
 * transaction: the row's outcome (claimed first, as those others do, so the words move only for
 * the outcome the row keeps), the words by `settle`, which returns the last event, then the
 * streamed events not written yet and that last one. A browser refreshing its balance on the
 * last event sees the words settled.
 */
async function finish(
  deps: AiDeps,
  job: Job,
  startedAt: number,
  outcome: Omit<GenerationOutcome, 'latencyMs'>,
  settle: (trx: Transaction<DB>) => Promise<TGenerationEvent>,
): Promise<void> {
  const latencyMs = Math.round(performance.now() - startedAt);
  const unwritten = await job.runs.takeUnwritten(job.run.id);
  await inTransaction(deps.db, async (trx) => {
    if (!(await finishGeneration(trx, job.run.id, { ...outcome, latencyMs }))) return;
    const last = await settle(trx);
    await appendGenerationEvents(trx, [{ generationId: job.run.id, events: [...unwritten, last] }], {
      whileRunning: false,
    });
  });
}

/**
 * The template composer takes over from a failed provider: followers get a `fallback` event and
 * the held words return (a template draft is free). False when the generation was ended
 * elsewhere meanwhile.
 */
async function handOverToComposer(deps: AiDeps, job: Job, failure: AppError): Promise<boolean> {
  const generationId = job.run.id;
  const unwritten = await job.runs.takeUnwritten(generationId);
  const fallback: TGenerationEvent = { type: 'fallback', code: failure.appCode, provider: 'offline' };
  return inTransaction(deps.db, async (trx) => {
    const events = [...unwritten, fallback];
    if ((await appendGenerationEvents(trx, [{ generationId, events }], { whileRunning: true })).size === 0) {
      return false;
    }
    await returnHeldWords(trx, job.holdId, 'template_draft');
    return true;
  });
}

/**
 * Runs one generation to its end. The active provider's failure hands over to the template
 * composer (logged, the held words returned, a `fallback` event); an admin-chosen provider's
 * failure ends the generation with an `error` event. A failure's detail can name infrastructure
 * (addresses, mapping keys), so only the admin who chose the provider sees it in the events; the
 * log and the row always have it.
 */
async function execute(deps: AiDeps, job: Job): Promise<void> {
  const startedAt = performance.now();
  let writer = job.writer;
  let outcome = await attempt(writer, job);
  let providerFailure: AppError | undefined;
  if (outcome instanceof AppError && !job.explicit && !writer.templateDraft) {
    providerFailure = outcome;
    deps.logger.warn(
      { err: outcome.cause ?? outcome, generationId: job.run.id, provider: writer.provider, detail: outcome.detail },
      'AI provider failed; the template composer takes over',
    );
    writer = createOfflineComposer();
    outcome = (await handOverToComposer(deps, job, outcome)) ? await attempt(writer, job) : 'stopped';
  }
  if (outcome === 'stopped') return cancel(deps, job, startedAt);
  if (outcome instanceof AppError) return fail(deps, job, startedAt, outcome);

  const { text, details, result, truncated } = outcome;
  const templateDraft = writer.templateDraft;
  // A list (keywords, titles, outline) is not cut, but what it writes past the hold is free.
  const writtenWords = templateDraft ? 0 : Math.min(countWords(text), job.heldWords);
  const succeeded = {
    status: 'succeeded',
    words: writtenWords,
    errorCode: providerFailure?.appCode ?? null,
    errorDetail: providerFailure?.detail ?? null,
  } as const;
  try {
    await finish(deps, job, startedAt, succeeded, async (trx) => {
      let words = 0;
      if (templateDraft) await returnHeldWords(trx, job.holdId, 'template_draft');
      else words = await charge(trx, job, writtenWords);
      const savedId = job.onSucceeded ? await job.onSucceeded(trx, { text, details, result }) : undefined;
      return {
        type: 'done',
        text,
        words,
        result,
        ...(truncated ? { truncated } : {}),
        ...(savedId ? { savedId } : {}),
      };
    });
  } catch (error) {
    if (!job.onSucceeded) throw error;
    // Saving the text failed (the record it belonged to went meanwhile, or a rule refused it) and
    // the transaction took the charge back with it: the generation fails now, its words returned,
    // rather than staying "running" until the stale sweep finds it.
    await fail(
      deps,
      job,
      startedAt,
      error instanceof AppError ? error : new AppError(AppErrorCode.INTERNAL, { cause: error }),
    );
  }
}

/** Settles the hold by the words written; returns those charged, which the balance may have capped. */
async function charge(trx: Transaction<DB>, job: Job, writtenWords: number): Promise<number> {
  const { chargedWords } = await settleHold(trx, {
    holdId: job.holdId,
    actualWords: writtenWords,
    note: { reason: 'written', kind: job.request.kind },
  });
  if (chargedWords !== writtenWords) await setGenerationWords(trx, job.run.id, chargedWords);
  return chargedWords;
}

async function cancel(deps: AiDeps, job: Job, startedAt: number): Promise<void> {
  const reason = stopReasonOf(job.run.signal);
  const cancelled = { status: 'cancelled', words: 0, errorCode: null, errorDetail: reason } as const;
  await finish(deps, job, startedAt, cancelled, async (trx) => {
    await returnHeldWords(trx, job.holdId, STOPPED_WORDS[reason]);
    return { type: 'cancelled' };
  });
}

async function fail(deps: AiDeps, job: Job, startedAt: number, failure: AppError): Promise<void> {
  const internal = failure.appCode === AppErrorCode.INTERNAL;
  deps.logger[internal ? 'error' : 'warn'](
    { err: failure.cause ?? failure, generationId: job.run.id, detail: failure.detail },
    'AI generation failed',
  );
  const failed = {
    status: 'failed',
    words: 0,
    errorCode: failure.appCode,
    errorDetail: failure.detail ?? null,
  } as const;
  await finish(deps, job, startedAt, failed, async (trx) => {
    await returnHeldWords(trx, job.holdId, 'generation_failed');
    return { type: 'error', code: failure.appCode, ...(job.explicit ? { detail: failure.detail } : {}) };
  });
}

// ── Following and stopping ─────────────────────────────────────────────────────────────────────

/**
 * The events of one of the user's generations as tRPC tracked events, read from the database by
 * any server process: those after `lastEventId` first (a reconnect), then new ones as they are
 * written, ending after `done`, `error` or `cancelled`. While it is followed, the generation is
 * not abandoned.
 */
export async function* streamGeneration(
  deps: Pick<AiDeps, 'db' | 'notifications'>,
  {
    userId,
    generationId,
    lastEventId,
    signal,
  }: { userId: string; generationId: string; lastEventId?: string | undefined; signal?: AbortSignal | undefined },
) {
  const inbox = new Inbox();
  const unfollow = await channelFollowers(deps.notifications, GENERATION_EVENTS_CHANNEL).follow(
    generationId,
    (payload) => inbox.deliver(payload),
  );
  try {
    let after = lastEventId && /^\d+$/.test(lastEventId) ? Number(lastEventId) : 0;
    let markedFollowedAt = Number.NEGATIVE_INFINITY;
    let notified: string[] | undefined;
    while (!signal?.aborted) {
      let events = notified && eventsNotified(notified, after);
      if (!events) {
        const read = await selectEventsAfter(deps.db, {
          userId,
          generationId,
          afterSeq: after,
          followedWithinMs: MARK_FOLLOWED_EVERY_MS,
        });
        // Someone else's generation is as unknown as a missing one.
        if (!read) throw new AppError(AppErrorCode.NOT_FOUND);
        // Ended, and its last event was read before (or cleared long after the end).
        if (read.status !== 'running' && read.events.length === 0) return;
        if (read.followedRecently) markedFollowedAt = performance.now();
        events = read.events;
      }
      for (const { seq, event } of events) {
        after = seq;
        yield tracked(String(seq), event);
        if (isTerminal(event)) return;
      }
      if (performance.now() - markedFollowedAt >= MARK_FOLLOWED_EVERY_MS) {
        markedFollowedAt = performance.now();
        await markGenerationFollowed(deps.db, generationId);
      }
      notified = await inbox.take(REREAD_EVERY_MS, signal);
    }
  } finally {
    unfollow();
  }
}

/**
 * The events after `after` that notifications brought, when they carry every one of them; else
 * undefined, and the reader reads the database (also after a wait with no notification, in case
 * one was lost).
 */
function eventsNotified(
  payloads: readonly string[],
  after: number,
): { seq: number; event: TGenerationEvent }[] | undefined {
  if (payloads.length === 0) return undefined;
  const events: { seq: number; event: TGenerationEvent }[] = [];
  let next = after + 1;
  for (const payload of payloads) {
    const carried = eventsInPayload(payload);
    if (!carried || carried.firstSeq > next) return undefined;
    carried.events.forEach((event, index) => {
      const seq = carried.firstSeq + index;
      if (seq === next) {
        events.push({ seq, event });
        next += 1;
      }
    });
  }
  return events;
}

/**
 * Ending a generation outside the process running it, after its row was claimed: its words come
 * back, its readers get `last`, and that process is told to stop the provider call.
 */
async function endElsewhere(
  trx: Transaction<DB>,
  {
    generationId,
    holdId,
    reason,
    last,
  }: { generationId: string; holdId: string | null; reason: WordReturnReason; last: TGenerationEvent },
): Promise<void> {
  if (holdId) await returnHeldWords(trx, holdId, reason);
  await appendGenerationEvents(trx, [{ generationId, events: [last] }], { whileRunning: false });
  await notifyGenerationStopped(trx, generationId);
}

/**
 * Cancels one of the user's running generations, whichever server process runs it: the row is
 * marked cancelled, the held words return and followers get `cancelled` at once; the running
 * process stops the provider call when the notification reaches it (or at its next heartbeat).
 * `cancelled` is false when the generation had already ended.
 */
export async function cancelGeneration(
  deps: Pick<AiDeps, 'db'>,
  { userId, generationId }: { userId: string; generationId: string },
): Promise<{ cancelled: boolean }> {
  return inTransaction(deps.db, async (trx) => {
    const row = await selectUserGeneration(trx, userId, generationId);
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND);
    const cancelled = await finishGeneration(trx, generationId, {
      status: 'cancelled',
      words: 0,
      latencyMs: null,
      errorCode: null,
      errorDetail: 'cancelled',
    });
    if (!cancelled) return { cancelled: false };
    await endElsewhere(trx, {
      generationId,
      holdId: row.holdId,
      reason: 'generation_cancelled',
      last: { type: 'cancelled' },
    });
    return { cancelled: true };
  });
}

/**
 * Fails the running generations whose process has not beaten on them for `silentForMs`: it was
 * killed or lost the database, and its provider call is gone with it (docs/decisions/009 says why
 * they are not resumed). Their words return and their readers get the error. Returns how many.
 */
export async function failStaleGenerations(
  db: Executor,
  { silentForMs = STALE_GENERATION_MS }: { silentForMs?: number } = {},
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const failed = await failSilentGenerations(trx, silentForMs, {
      errorCode: AppErrorCode.AI_PROVIDER_FAILED,
      errorDetail: INTERRUPTED,
    });
    for (const { id, holdId } of failed) {
      await endElsewhere(trx, {
        generationId: id,
        holdId,
        reason: 'generation_unfinished',
        last: { type: 'error', code: AppErrorCode.AI_PROVIDER_FAILED },
      });
    }
    return failed.length;
  });
}

/**
 * Every server process runs this from its start: it fails generations a dead process left
 * running, at once and then every STALE_CHECK_EVERY_MS, and clears the events of generations
 * finished over KEEP_FINISHED_EVENTS_MS ago. Any process may do it; repeating it is harmless.
 * The embedded database serves one process at a time, so there whatever runs at start was left
 * by a process that stopped, and is failed without waiting for its heartbeat to go stale.
 */
export function startGenerationUpkeep(deps: Pick<AppDeps, 'db' | 'engine' | 'logger'>): { stop(): Promise<void> } {
  let clearedAt = Number.NEGATIVE_INFINITY;
  let current: Promise<void> = Promise.resolve();
  const check = (silentForMs: number) => {
    current = current
      .then(async () => {
        const failed = await failStaleGenerations(deps.db, { silentForMs });
        if (failed > 0) deps.logger.warn({ failed }, 'AI generations left running by a stopped server were failed');
        if (performance.now() - clearedAt < CLEAR_EVENTS_EVERY_MS) return;
        clearedAt = performance.now();
        await deleteFinishedGenerationEvents(deps.db, KEEP_FINISHED_EVENTS_MS);
      })
      // The database may be briefly unreachable: the next check tries again.
      .catch((error: unknown) => deps.logger.error({ err: error }, 'AI generation upkeep failed'));
  };
  check(deps.engine === 'pglite' ? 0 : STALE_GENERATION_MS);
  const timer = setInterval(() => check(STALE_GENERATION_MS), STALE_CHECK_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}

/**
 * Shutdown: cancels every generation running in this process (rows cancelled, held words returned,
 * followers told) and waits up to `timeoutMs` for them to record it, so the database can close
 * after. Returns how many were still going by then; the stale sweep of a process still running
 * (or of this one when it starts again) fails those.
 */
export async function stopAllGenerations(
  deps: Pick<AiDeps, 'db' | 'notifications' | 'logger'>,
  { timeoutMs }: { timeoutMs: number },
): Promise<number> {
  const unfinished = await generationRuns(deps).stopAll('shutdown', timeoutMs);
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
  await inTransaction(deps.db, async (trx) => {
    await upsertSetting(trx, ACTIVE_PROVIDER_KEY, provider, userId);
    await recordAdminAction(trx, {
      adminId: userId,
      action: 'ai_settings_changed',
      details: { activeProvider: provider },
    });
  });
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
