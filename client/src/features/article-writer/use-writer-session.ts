import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { skipToken } from '@tanstack/react-query';
import { furthestStep } from '@wordloom/shared/domain/article-writer';
import type {
  TUpdateWriterSession,
  TWriterSessionState,
  TWriterStep,
  WriterSession,
} from '@wordloom/shared/schemas/article-writer';
import { useCallback, useRef } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';

export type SessionPatch = Partial<TWriterSessionState>;

/**
 * One article writer session as the pages share it: read from the server (so it resumes on any
 * device), changed through `save`. A change shows at once (the cached session is updated
 * first) and is sent in order, one request after the other, so a slow answer never overwrites
 * a later change. A change the server refuses is reported and the server's copy read again.
 * `null` (step 1 before its first run) reads nothing: the page has no session yet.
 */
export function useWriterSession(sessionId: string | null) {
  const { i18n } = useLingui();
  const utils = trpc.useUtils();
  const query = trpc.articleWriter.sessions.get.useQuery(sessionId ? { sessionId } : skipToken, SHOWS_OWN_ERRORS);
  const update = trpc.articleWriter.sessions.update.useMutation();
  /** The requests not answered yet, chained: each starts when the one before it ends. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);

  const save = useCallback(
    (patch: SessionPatch, step?: TWriterStep): Promise<WriterSession | undefined> => {
      if (!sessionId) return Promise.resolve(undefined);
      const key = { sessionId };
      utils.articleWriter.sessions.get.setData(key, (current) =>
        current
          ? {
              ...current,
              step: step ? furthestStep(current.step, step) : current.step,
              state: { ...current.state, ...patch },
            }
          : current,
      );
      pending.current += 1;
      const input: TUpdateWriterSession = { sessionId, patch, ...(step ? { step } : {}) };
      const sent = queue.current.then(() => update.mutateAsync(input));
      queue.current = sent.catch(() => undefined);
      return sent.then(
        (session) => {
          pending.current -= 1;
          // A later change is still on its way: its answer will carry this one too.
          if (pending.current === 0) utils.articleWriter.sessions.get.setData(key, session);
          void utils.articleWriter.sessions.list.invalidate();
          return session;
        },
        (error: unknown) => {
          pending.current -= 1;
          notifications.show({ color: 'red', message: i18n._(errorMessage(error)) });
          void utils.articleWriter.sessions.get.invalidate(key);
          return undefined;
        },
      );
    },
    [sessionId, utils, update.mutateAsync, i18n],
  );

  return {
    session: query.data,
    query,
    save,
    saving: update.isPending,
  };
}

export type WriterSessionHandle = ReturnType<typeof useWriterSession>;
