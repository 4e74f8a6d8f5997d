/**
 * Generations running in this process and the events each has streamed, so a browser that
 * reconnects (EventSource's Last-Event-ID) picks up where it left off. A run whose user left
 * (no subscriber for a while) is abandoned; a finished run's events are kept a little longer for
 * late reconnects, then dropped. Streams therefore need the process that started the generation
 * (one server, or sticky sessions); the database row is what outlives it.
 */
import type { TGenerationEvent } from '@wordloom/shared/schemas/ai';

export interface RunTimings {
  /** With nobody following a running generation for this long, it is cancelled. */
  abandonAfterMs: number;
  /** How long a finished generation's events stay available to reconnecting browsers. */
  keepFinishedMs: number;
  /** How often a running generation looks whether another server process ended its row. */
  checkRowEveryMs: number;
}

const DEFAULT_RUN_TIMINGS: RunTimings = { abandonAfterMs: 15_000, keepFinishedMs: 60_000, checkRowEveryMs: 3000 };

export interface RunEvent {
  /** Sequential per generation, from "1": what the browser sends back as Last-Event-ID. */
  id: string;
  event: TGenerationEvent;
}

const TERMINAL_EVENTS: ReadonlySet<TGenerationEvent['type']> = new Set(['done', 'error', 'cancelled']);

export function isTerminal(event: TGenerationEvent): boolean {
  return TERMINAL_EVENTS.has(event.type);
}

const STOP_REASONS = ['cancelled', 'abandoned', 'shutdown'] as const;

/** Why a run was stopped from outside: its user cancelled it, nobody followed it, or the server is stopping. */
export type StopReason = (typeof STOP_REASONS)[number];

/** The reason a run's `signal` was aborted with. */
export function stopReasonOf(signal: AbortSignal): StopReason {
  return STOP_REASONS.find((reason) => reason === signal.reason) ?? 'cancelled';
}

export class GenerationRun {
  readonly id: string;
  readonly userId: string;
  readonly events: RunEvent[] = [];
  /** Resolves once the run has recorded its outcome (cancel waits for it). */
  finished: Promise<void> = Promise.resolve();
  readonly #controller = new AbortController();
  readonly #timings: RunTimings;
  readonly #onDrop: () => void;
  #wake = new Set<() => void>();
  #subscribers = 0;
  #abandonTimer: NodeJS.Timeout | undefined;

  constructor(id: string, userId: string, timings: RunTimings, onDrop: () => void) {
    this.id = id;
    this.userId = userId;
    this.#timings = timings;
    this.#onDrop = onDrop;
    this.#armAbandonTimer();
  }

  /** Aborted when the run is stopped from outside; the reason is a StopReason. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  get ended(): boolean {
    const last = this.events.at(-1);
    return last !== undefined && isTerminal(last.event);
  }

  stop(reason: StopReason): void {
    if (!this.ended) this.#controller.abort(reason);
  }

  emit(event: TGenerationEvent): void {
    if (this.ended) return;
    this.events.push({ id: String(this.events.length + 1), event });
    const waiting = this.#wake;
    this.#wake = new Set();
    for (const wake of waiting) wake();
    if (isTerminal(event)) {
      clearTimeout(this.#abandonTimer);
      setTimeout(this.#onDrop, this.#timings.keepFinishedMs).unref();
    }
  }

  /** Resolves when an event is added or `signal` aborts, whichever comes first. */
  nextEvent(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const wake = () => {
        signal?.removeEventListener('abort', wake);
        this.#wake.delete(wake);
        resolve();
      };
      this.#wake.add(wake);
      signal?.addEventListener('abort', wake, { once: true });
    });
  }

  /** Counts a follower for as long as it listens; returns the function that ends its listening. */
  attach(): () => void {
    this.#subscribers += 1;
    clearTimeout(this.#abandonTimer);
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      this.#subscribers -= 1;
      if (this.#subscribers === 0) this.#armAbandonTimer();
    };
  }

  #armAbandonTimer(): void {
    if (this.ended) return;
    clearTimeout(this.#abandonTimer);
    this.#abandonTimer = setTimeout(() => this.stop('abandoned'), this.#timings.abandonAfterMs);
    this.#abandonTimer.unref();
  }
}

export class GenerationRuns {
  readonly #runs = new Map<string, GenerationRun>();
  readonly timings: RunTimings;

  constructor(timings: RunTimings) {
    this.timings = timings;
  }

  create(id: string, userId: string): GenerationRun {
    const run = new GenerationRun(id, userId, this.timings, () => this.#runs.delete(id));
    this.#runs.set(id, run);
    return run;
  }

  get(id: string): GenerationRun | undefined {
    return this.#runs.get(id);
  }

  /** Generations still running here (the sweeper leaves them alone). */
  runningIds(): string[] {
    return this.#running().map((run) => run.id);
  }

  /**
   * Stops every run still going here with `reason` and waits up to `timeoutMs` for them to record
   * their outcome. Returns how many had not by then.
   */
  async stopAll(reason: StopReason, timeoutMs: number): Promise<number> {
    const pending = new Set(this.#running());
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

  #running(): GenerationRun[] {
    return [...this.#runs.values()].filter((run) => !run.ended);
  }
}

/** One registry per database handle: each app built on its own database (tests) has its own runs. */
const registries = new WeakMap<object, GenerationRuns>();

/**
 * The runs of the app using `db`. `timings` only apply when the registry is first created (tests
 * shorten them before their first generation).
 */
export function generationRuns(db: object, timings: Partial<RunTimings> = {}): GenerationRuns {
  let runs = registries.get(db);
  if (!runs) {
    runs = new GenerationRuns({ ...DEFAULT_RUN_TIMINGS, ...timings });
    registries.set(db, runs);
  }
  return runs;
}
