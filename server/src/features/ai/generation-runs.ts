/**
 * The generations running in this process. Their events and outcome are in the database (any
 * process serves their streams); what only this process has is the provider call, so it beats
 * every few seconds on their rows to say they are alive, and stops a call when its generation
 * was ended elsewhere (a cancel, the stale sweep) or nobody has followed it for a while.
 */
import type { TGenerationEvent } from '@wordloom/shared/schemas/ai';
import type { Logger } from 'pino';
import type { Executor } from '../../db/executor.ts';
import type { Notifications } from '../../db/notifications.ts';
import { channelFollowers } from './generation-events.ts';
import { appendGenerationEvents, beatGenerations, GENERATION_STOPS_CHANNEL } from './queries.ts';

export interface RunTimings {
  /** With no reader following a running generation for this long, it is cancelled. */
  abandonAfterMs: number;
  /**
   * How often this process renews its generations' heartbeats, which also finds those ended
   * elsewhere whose notification was lost.
   */
  heartbeatEveryMs: number;
  /** The shortest time between two writes of the text streamed here. */
  flushEveryMs: number;
}

const DEFAULT_RUN_TIMINGS: RunTimings = { abandonAfterMs: 15_000, heartbeatEveryMs: 5_000, flushEveryMs: 50 };

const STOP_REASONS = ['cancelled', 'abandoned', 'shutdown'] as const;

/**
 * Why a run was stopped from outside: its user cancelled it (here or through another process),
 * nobody followed it, or the server is stopping.
 */
export type StopReason = (typeof STOP_REASONS)[number];

/** The reason a run's `signal` was aborted with. */
export function stopReasonOf(signal: AbortSignal): StopReason {
  return STOP_REASONS.find((reason) => reason === signal.reason) ?? 'cancelled';
}

export class GenerationRun {
  readonly id: string;
  /** Resolves once the run has recorded its outcome (or given up on it). */
  readonly finished: Promise<void>;
  readonly #controller = new AbortController();
  #ended = false;

  constructor(id: string, work: (run: GenerationRun) => Promise<void>) {
    this.id = id;
    this.finished = work(this).finally(() => {
      this.#ended = true;
    });
  }

  /** Aborted when the run is stopped from outside; the reason is a StopReason. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get ended(): boolean {
    return this.#ended;
  }

  stop(reason: StopReason): void {
    if (!this.#ended) this.#controller.abort(reason);
  }
}

export class GenerationRuns {
  readonly timings: RunTimings;
  readonly #db: Executor;
  readonly #notifications: Notifications;
  readonly #logger: Logger;
  readonly #runs = new Map<string, GenerationRun>();
  #heartbeat: NodeJS.Timeout | undefined;
  readonly #unwritten = new Map<string, TGenerationEvent[]>();
  #writing: Promise<void> = Promise.resolve();
  #flushTimer: NodeJS.Timeout | undefined;
  #lastFlushAt = Number.NEGATIVE_INFINITY;

  constructor(
    { db, notifications, logger }: { db: Executor; notifications: Notifications; logger: Logger },
    timings: Partial<RunTimings> = {},
  ) {
    this.#db = db;
    this.#notifications = notifications;
    this.#logger = logger;
    this.timings = { ...DEFAULT_RUN_TIMINGS, ...timings };
  }

  /** Runs `work` as the generation `id` here until it resolves; `work` records the outcome. */
  async start(id: string, work: (run: GenerationRun) => Promise<void>): Promise<GenerationRun> {
    let run: GenerationRun | undefined;
    // Listening before the work starts, so the provider call stops as soon as a cancel is notified.
    const unfollow = await channelFollowers(this.#notifications, GENERATION_STOPS_CHANNEL).follow(id, () =>
      run?.stop('cancelled'),
    );
    run = new GenerationRun(id, work);
    this.#runs.set(id, run);
    void run.finished.finally(() => {
      unfollow();
      this.#runs.delete(id);
      if (this.#runs.size === 0) this.#stopBeating();
    });
    this.#startBeating();
    return run;
  }

  get(id: string): GenerationRun | undefined {
    return this.#runs.get(id);
  }

  /**
   * Stops every run still going here with `reason` and waits up to `timeoutMs` for them to record
   * their outcome. Returns how many had not by then.
   */
  async stopAll(reason: StopReason, timeoutMs: number): Promise<number> {
    const pending = new Set([...this.#runs.values()].filter((run) => !run.ended));
    for (const run of pending) run.stop(reason);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([...pending].map((run) => run.finished.then(() => pending.delete(run)))),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    return pending.size;
  }

  /**
   * Queues an event streamed by a generation running here. The events of all of them are written
   * together: at once when nothing was written for `flushEveryMs` (the first token waits for
   * nothing), else at the end of that interval, so many streams cost one statement per interval
   * rather than one per token each.
   */
  addEvent(generationId: string, event: TGenerationEvent): void {
    const queued = this.#unwritten.get(generationId);
    if (queued) queued.push(event);
    else this.#unwritten.set(generationId, [event]);
    if (this.#flushTimer) return;
    const wait = this.#lastFlushAt + this.timings.flushEveryMs - performance.now();
    if (wait <= 0) this.#flush();
    else this.#flushTimer = setTimeout(() => this.#flush(), wait);
  }

  /**
   * Hands over the generation's events not written yet, once every write under way (which may
   * hold earlier ones) has ended: the caller writes them in its own transaction before its own
   * event (the ending, or the composer taking over).
   */
  async takeUnwritten(generationId: string): Promise<TGenerationEvent[]> {
    let writing: Promise<void>;
    do {
      writing = this.#writing;
      await writing;
    } while (writing !== this.#writing);
    const events = this.#unwritten.get(generationId) ?? [];
    this.#unwritten.delete(generationId);
    return events;
  }

  #flush(): void {
    this.#flushTimer = undefined;
    this.#lastFlushAt = performance.now();
    this.#writing = this.#writing.then(() => this.#write());
  }

  async #write(): Promise<void> {
    if (this.#unwritten.size === 0) return;
    const batches = [...this.#unwritten].map(([generationId, events]) => ({ generationId, events }));
    this.#unwritten.clear();
    try {
      const appended = await appendGenerationEvents(this.#db, batches, { whileRunning: true });
      // The others were ended elsewhere (a cancel, the stale sweep), which wrote their last event.
      for (const { generationId } of batches) {
        if (!appended.has(generationId)) this.#runs.get(generationId)?.stop('cancelled');
      }
    } catch (error) {
      // Queued again in front of anything newer, for the next write; readers wait a little longer.
      for (const { generationId, events } of batches) {
        this.#unwritten.set(generationId, [...events, ...(this.#unwritten.get(generationId) ?? [])]);
      }
      this.#logger.warn({ err: error }, 'AI generation events could not be written');
    }
  }

  #startBeating(): void {
    if (this.#heartbeat) return;
    // In turn with the writes of events: both update several of these rows, and two such
    // statements at once could each lock a row the other waits for.
    this.#heartbeat = setInterval(() => {
      this.#writing = this.#writing.then(() => this.#beat());
    }, this.timings.heartbeatEveryMs);
    this.#heartbeat.unref();
  }

  #stopBeating(): void {
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
  }

  async #beat(): Promise<void> {
    try {
      const rows = await beatGenerations(this.#db, [...this.#runs.keys()], this.timings.abandonAfterMs);
      for (const { id, status, abandoned } of rows) {
        const run = this.#runs.get(id);
        if (status !== 'running') run?.stop('cancelled');
        else if (abandoned) run?.stop('abandoned');
      }
    } catch (error) {
      // The next beat tries again; only a silence longer than the stale limit fails the generations.
      this.#logger.warn({ err: error }, 'AI generation heartbeat failed');
    }
  }
}

/** One registry per database handle: each app built on its own database (tests) has its own runs. */
const registries = new WeakMap<object, GenerationRuns>();

/**
 * The runs of the app using `deps.db`. `timings` only apply when the registry is first created
 * (tests shorten them before their first generation).
 */
export function generationRuns(
  deps: { db: Executor; notifications: Notifications; logger: Logger },
  timings: Partial<RunTimings> = {},
): GenerationRuns {
  let runs = registries.get(deps.db);
  if (!runs) {
    runs = new GenerationRuns(deps, timings);
    registries.set(deps.db, runs);
  }
  return runs;
}
