import type { TRunWriterStep } from '@wordloom/shared/schemas/article-writer';
import { useCallback, useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { useGeneration } from '../ai/use-generation.ts';

/** A run as a page asks for it; the click's idempotency key is added here. */
export type WriterRunInput = TRunWriterStep extends infer Run
  ? Run extends TRunWriterStep
    ? Omit<Run, 'idempotencyKey'>
    : never
  : never;

/**
 * One writer call of the flow (`articleWriter.run`), followed like any generation: its text
 * streams in `generation.text`, its words are held and settled by the engine. The server writes
 * the result into the session when the call succeeds, so the session is read again then;
 * `onDone` runs after that read (to go on to the next step). The session read again is the one
 * the run was started on (step 1 creates its session on the first click, after this hook).
 */
export function useWriterRun(sessionId: string | null, { onDone }: { onDone?: (sessionId: string) => void } = {}) {
  const generation = useGeneration();
  const utils = trpc.useUtils();
  const runMutation = trpc.articleWriter.run.useMutation();
  // Read when the run ends: a new callback on each render is no reason to read the session again.
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const runSessionId = useRef(sessionId);

  const run = useCallback(
    (input: WriterRunInput) => {
      runSessionId.current = input.sessionId;
      generation.startThrough((idempotencyKey) =>
        runMutation.mutateAsync({ ...input, idempotencyKey } as TRunWriterStep),
      );
    },
    [generation.startThrough, runMutation.mutateAsync],
  );

  const { status, generationId } = generation;
  useEffect(() => {
    const doneSessionId = runSessionId.current;
    if (status !== 'done' || !generationId || !doneSessionId) return;
    let current = true;
    void Promise.all([
      utils.articleWriter.sessions.get.invalidate({ sessionId: doneSessionId }),
      utils.articleWriter.sessions.list.invalidate(),
    ]).then(() => {
      if (current) onDoneRef.current?.(doneSessionId);
    });
    return () => {
      current = false;
    };
  }, [status, generationId, utils]);

  return { generation, run };
}
