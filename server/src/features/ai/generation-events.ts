/**
 * A generation's events live in the database (docs/decisions/008): the process running it writes
 * them in batches, and readers in any process are woken by a notification to read what is new.
 */
import type { TGenerationEvent } from '@wordloom/shared/schemas/ai';
import type { Logger } from 'pino';
import type { Executor } from '../../db/executor.ts';
import type { Notifications } from '../../db/notifications.ts';
import { appendGenerationEvents } from './queries.ts';

const TERMINAL_EVENTS: ReadonlySet<TGenerationEvent['type']> = new Set(['done', 'error', 'cancelled']);

export function isTerminal(event: TGenerationEvent): boolean {
  return TERMINAL_EVENTS.has(event.type);
}

/**
 * Writes one running generation's streamed events in order. The first is written at once (the
 * first token waits for nothing), later ones at most once per `flushEveryMs` together, so a model
 * streaming tokens costs a statement per batch, not per token. A write the database refuses
 * because the generation was ended elsewhere calls `onEndedElsewhere` and writes nothing more.
 */
export class GenerationEventWriter {
  readonly #db: Executor;
  readonly #generationId: string;
  readonly #flushEveryMs: number;
  readonly #onEndedElsewhere: () => void;
  readonly #logger: Logger;
  #unwritten: TGenerationEvent[] = [];
  #writing: Promise<void> = Promise.resolve();
  #scheduled: NodeJS.Timeout | undefined;
  #lastFlushAt = Number.NEGATIVE_INFINITY;
  #endedElsewhere = false;

  constructor({
    db,
    generationId,
    flushEveryMs,
    onEndedElsewhere,
    logger,
  }: {
    db: Executor;
    generationId: string;
    flushEveryMs: number;
    onEndedElsewhere: () => void;
    logger: Logger;
  }) {
    this.#db = db;
    this.#generationId = generationId;
    this.#flushEveryMs = flushEveryMs;
    this.#onEndedElsewhere = onEndedElsewhere;
    this.#logger = logger;
  }

  add(event: TGenerationEvent): void {
    this.#unwritten.push(event);
    if (this.#scheduled) return;
    const wait = this.#lastFlushAt + this.#flushEveryMs - performance.now();
    if (wait <= 0) this.#flush();
    else this.#scheduled = setTimeout(() => this.#flush(), wait);
  }

  /**
   * Waits for the write under way and hands over the events not written yet, for the caller to
   * write in its own transaction (the ending, or the hand-over to the template composer).
   */
  async takeUnwritten(): Promise<TGenerationEvent[]> {
    clearTimeout(this.#scheduled);
    this.#scheduled = undefined;
    await this.#writing;
    const events = this.#unwritten;
    this.#unwritten = [];
    return events;
  }

  #flush(): void {
    this.#scheduled = undefined;
    this.#lastFlushAt = performance.now();
    this.#writing = this.#writing.then(() => this.#write());
  }

  async #write(): Promise<void> {
    if (this.#unwritten.length === 0 || this.#endedElsewhere) return;
    const events = this.#unwritten;
    this.#unwritten = [];
    try {
      if (await appendGenerationEvents(this.#db, this.#generationId, events, { whileRunning: true })) return;
      this.#endedElsewhere = true;
      this.#onEndedElsewhere();
    } catch (error) {
      // Kept in order for the next write; readers wait a little longer meanwhile.
      this.#unwritten = [...events, ...this.#unwritten];
      this.#logger.warn({ err: error, generationId: this.#generationId }, 'AI generation events could not be written');
    }
  }
}

/**
 * Remembers that it was rung until someone waits: a notification that arrives while its reader
 * is still reading is not lost.
 */
export class Doorbell {
  #rung = false;
  #answer: (() => void) | undefined;

  ring(): void {
    this.#rung = true;
    this.#answer?.();
  }

  /** Resolves when rung (or already rung since the last wait), after `timeoutMs`, or when `signal` aborts. */
  wait(timeoutMs: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      const answer = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', answer);
        this.#answer = undefined;
        this.#rung = false;
        resolve();
      };
      const timer = setTimeout(answer, timeoutMs);
      if (this.#rung || signal?.aborted) return answer();
      this.#answer = answer;
      signal?.addEventListener('abort', answer, { once: true });
    });
  }
}

/**
 * One LISTEN per channel and process, shared by everyone in the process who follows some key
 * (a generation id) on it. Listening starts with the first follower and stays.
 */
class ChannelFollowers {
  readonly #notifications: Notifications;
  readonly #channel: string;
  readonly #followers = new Map<string, Set<() => void>>();
  #listening: Promise<unknown> | undefined;

  constructor(notifications: Notifications, channel: string) {
    this.#notifications = notifications;
    this.#channel = channel;
  }

  /**
   * Calls `onNotified` for every notification about `key` until the returned function is called.
   * Resolves once listening; if listening fails, followers are not woken and rely on re-reading.
   */
  async follow(key: string, onNotified: () => void): Promise<() => void> {
    let followers = this.#followers.get(key);
    if (!followers) {
      followers = new Set();
      this.#followers.set(key, followers);
    }
    followers.add(onNotified);
    this.#listening ??= this.#notifications
      .listen(this.#channel, (payload) => {
        for (const notify of this.#followers.get(payload) ?? []) notify();
      })
      .catch(() => {
        // The next follower tries again.
        this.#listening = undefined;
      });
    await this.#listening;
    return () => {
      followers.delete(onNotified);
      if (followers.size === 0 && this.#followers.get(key) === followers) this.#followers.delete(key);
    };
  }
}

const followersByNotifications = new WeakMap<Notifications, Map<string, ChannelFollowers>>();

/** The followers of `channel` in this process (one set per database's notifications). */
export function channelFollowers(notifications: Notifications, channel: string): ChannelFollowers {
  let channels = followersByNotifications.get(notifications);
  if (!channels) {
    channels = new Map();
    followersByNotifications.set(notifications, channels);
  }
  let followers = channels.get(channel);
  if (!followers) {
    followers = new ChannelFollowers(notifications, channel);
    channels.set(channel, followers);
  }
  return followers;
}
