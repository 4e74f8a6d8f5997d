import { screen } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/** How far the test clock moves at a time, and the real pause between moves for I/O to go on. */
const STEP_MS = 100;
const REAL_PAUSE_MS = 2;
const realSetTimeout = globalThis.setTimeout;

/**
 * Puts the client on a test clock: `setTimeout` and `Date` are faked, so a query's retry a second
 * after its failure (spec §8) waits for the test to move the clock, not for a real second. Real
 * I/O (msw answering the client's fetch) goes on. Start it before rendering; the real clock is
 * back after `stop()` or at the end of the test.
 */
export function useTestClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return {
    /** Moves the clock on step by step, letting I/O happen between steps, until `done` is true. */
    async runUntil(done: () => boolean, limitMs = 10_000): Promise<void> {
      for (let moved = 0; !done(); moved += STEP_MS) {
        if (moved >= limitMs) throw new Error(`Not done after ${limitMs} ms on the test clock`);
        await new Promise((resolve) => realSetTimeout(resolve, REAL_PAUSE_MS));
        await vi.advanceTimersByTimeAsync(STEP_MS);
      }
    },
    /** Back to the real clock, for what needs it next (user-event's typing and clicking do). */
    stop() {
      vi.useRealTimers();
    },
  };
}

/**
 * Renders with `render` on the test clock until `text` is on the screen, then returns to the real
 * clock: a page whose query fails shows its failure after the retry without a real second's wait.
 */
export async function renderedUntilShown<T>(render: () => Promise<T>, text: string): Promise<T> {
  const clock = useTestClock();
  const rendered = await render();
  await clock.runUntil(() => screen.queryByText(text) !== null);
  clock.stop();
  return rendered;
}
