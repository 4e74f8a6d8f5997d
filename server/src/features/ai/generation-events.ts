/**
 * A generation's events live in the database (docs/decisions/009); readers in any process learn
 * of new ones by notification, which carries the events themselves when they fit.
 */
import type { TGenerationEvent } from '@wordloom/shared/schemas/ai';
import type { Notifications } from '../../db/notifications.ts';

const TERMINAL_EVENTS: ReadonlySet<TGenerationEvent['type']> = new Set(['done', 'error', 'cancelled']);

export function isTerminal(event: TGenerationEvent): boolean {
  return TERMINAL_EVENTS.has(event.type);
}

/**
 * The notifications one reader has been sent and not taken yet: those that arrive while it is
 * still reading are kept for its next wait, not lost.
 */
export class Inbox {
  #payloads: string[] = [];
  #answer: (() => void) | undefined;

  deliver(payload: string): void {
    this.#payloads.push(payload);
    this.#answer?.();
  }

  /**
   * The payloads delivered since the last call, once there is one; none after `timeoutMs` or
   * when `signal` aborts.
   */
  take(timeoutMs: number, signal: AbortSignal | undefined): Promise<string[]> {
    return new Promise((resolve) => {
      const answer = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', answer);
        this.#answer = undefined;
        const payloads = this.#payloads;
        this.#payloads = [];
        resolve(payloads);
      };
      const timer = setTimeout(answer, timeoutMs);
      if (this.#payloads.length > 0 || signal?.aborted) return answer();
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
  readonly #followers = new Map<string, Set<(payload: string) => void>>();
  #listening: Promise<unknown> | undefined;

  constructor(notifications: Notifications, channel: string) {
    this.#notifications = notifications;
    this.#channel = channel;
  }

  /**
   * Calls `onNotified` with every notification about `key` (a payload that is `key`, or starts
   * with `key:`) until the returned function is called. Resolves once listening; if listening
   * fails, followers are not woken and rely on reading again.
   */
  async follow(key: string, onNotified: (payload: string) => void): Promise<() => void> {
    let followers = this.#followers.get(key);
    if (!followers) {
      followers = new Set();
      this.#followers.set(key, followers);
    }
    followers.add(onNotified);
    this.#listening ??= this.#notifications
      .listen(this.#channel, (payload) => {
        const separator = payload.indexOf(':');
        const key = separator < 0 ? payload : payload.slice(0, separator);
        for (const notify of this.#followers.get(key) ?? []) notify(payload);
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
