import { useCallback, useEffect, useRef } from 'react';
import type { SessionPatch, WriterSessionHandle } from './use-writer-session.ts';

/** How long typing pauses before what was typed is saved. */
export const TYPING_SAVE_DELAY_MS = 500;

/**
 * Saves what is typed on a step page after a pause, several fields in one change. What waits is
 * sent at once when the page is left in the app, by `flush` (before a run reads the session),
 * and when the tab is reloaded or closed: the browser first asks to stay, which gives the save
 * its time (a request started while a page unloads is cancelled with it).
 */
export function useTypingSave(save: WriterSessionHandle['save']) {
  const waiting = useRef<SessionPatch | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSave = useRef<Promise<unknown>>(Promise.resolve());
  const sending = useRef(0);

  const flush = useCallback((): Promise<unknown> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const patch = waiting.current;
    waiting.current = null;
    if (patch) {
      sending.current += 1;
      lastSave.current = save(patch).finally(() => {
        sending.current -= 1;
      });
    }
    return lastSave.current;
  }, [save]);

  /** Adds `patch` to what waits for the pause; `now` sends it (and what waited) at once. */
  const saveSoon = useCallback(
    (patch: SessionPatch, { now = false }: { now?: boolean } = {}) => {
      waiting.current = { ...waiting.current, ...patch };
      if (timer.current) clearTimeout(timer.current);
      if (now) void flush();
      else timer.current = setTimeout(() => void flush(), TYPING_SAVE_DELAY_MS);
    },
    [flush],
  );

  /** Forgets what waits (the page saves the same fields itself). */
  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    waiting.current = null;
  }, []);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!waiting.current && sending.current === 0) return;
      void flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      // Leaving the page in the app still saves what waits.
      void flush();
    };
  }, [flush]);

  return { saveSoon, flush, cancel };
}
