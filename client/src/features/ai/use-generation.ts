import { skipToken } from '@tanstack/react-query';
import type { TGenerationEvent, TStartGeneration, TWriterProvider } from '@wordloom/shared/schemas/ai';
import { useCallback, useReducer } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { type GenerationProblem, problemOf } from './messages.ts';

export type GenerationStatus = 'idle' | 'starting' | 'streaming' | 'done' | 'cancelled' | 'error';

export interface GenerationState {
  status: GenerationStatus;
  generationId: string | null;
  /** What was written so far; the whole text once done. */
  text: string;
  /** Keyword, title and outline steps: the list the server validated. */
  result: unknown;
  /** Words charged, once done. */
  words: number | null;
  /** The text ran past the words reserved for it and was cut there. */
  truncated: boolean;
  /** Words reserved while the generation runs. */
  heldWords: number | null;
  /** The record the text was saved into when it ended (a LinkedIn post's id), once done. */
  savedId: string | null;
  provider: TWriterProvider | null;
  model: string | null;
  /** The text comes from the offline template composer, not from an AI model. */
  templateDraft: boolean;
  /** The provider failed and the template composer took over. */
  fallback: GenerationProblem | null;
  error: GenerationProblem | null;
  /** Why the last Cancel did not go through (the generation goes on). */
  cancelProblem: GenerationProblem | null;
}

const IDLE: GenerationState = {
  status: 'idle',
  generationId: null,
  text: '',
  result: undefined,
  words: null,
  truncated: false,
  heldWords: null,
  savedId: null,
  provider: null,
  model: null,
  templateDraft: false,
  fallback: null,
  error: null,
  cancelProblem: null,
};

type Action =
  | { type: 'starting' }
  | { type: 'accepted'; generationId: string }
  | { type: 'failed'; problem: GenerationProblem }
  | { type: 'cancelling' }
  | { type: 'cancelFailed'; problem: GenerationProblem }
  | { type: 'event'; event: TGenerationEvent };

function applyEvent(state: GenerationState, event: TGenerationEvent): GenerationState {
  switch (event.type) {
    case 'started':
      return {
        ...state,
        status: 'streaming',
        provider: event.provider,
        model: event.model,
        heldWords: event.heldWords,
        templateDraft: event.templateDraft,
      };
    case 'delta':
      return { ...state, status: 'streaming', text: state.text + event.text };
    case 'fallback':
      // The composer writes its draft from the start: what the failed provider sent is dropped.
      return {
        ...state,
        provider: event.provider,
        model: null,
        templateDraft: true,
        text: '',
        fallback: { code: event.code, detail: event.detail },
      };
    case 'done':
      return {
        ...state,
        status: 'done',
        text: event.text,
        words: event.words,
        result: event.result,
        truncated: event.truncated === true,
        savedId: event.savedId ?? null,
      };
    case 'cancelled':
      return { ...state, status: 'cancelled' };
    case 'error':
      return { ...state, status: 'error', error: { code: event.code, detail: event.detail } };
  }
}

function reduce(state: GenerationState, action: Action): GenerationState {
  switch (action.type) {
    case 'starting':
      return { ...IDLE, status: 'starting' };
    case 'accepted':
      return { ...state, generationId: action.generationId };
    case 'failed':
      return { ...state, status: 'error', error: action.problem };
    case 'cancelling':
      return { ...state, cancelProblem: null };
    case 'cancelFailed':
      return { ...state, cancelProblem: action.problem };
    case 'event':
      return applyEvent(state, action.event);
  }
}

function isRunning(status: GenerationStatus): boolean {
  return status === 'starting' || status === 'streaming';
}

/** Events after which the held words have moved: reserved, returned, or charged. */
const BALANCE_EVENTS: ReadonlySet<TGenerationEvent['type']> = new Set([
  'started',
  'fallback',
  'done',
  'cancelled',
  'error',
]);

/**
 * One AI generation at a time: `start` asks the server for it, then its events stream in over
 * SSE (resuming after a dropped connection from the last event seen) until it is done, cancelled
 * or failed. The word balance is refreshed whenever words are reserved, returned or charged.
 */
export function useGeneration() {
  const [state, dispatch] = useReducer(reduce, IDLE);
  const utils = trpc.useUtils();
  const refreshBalance = useCallback(() => void utils.words.account.invalidate(), [utils]);

  const startMutation = trpc.ai.start.useMutation();
  const cancelMutation = trpc.ai.cancel.useMutation();

  const following = state.generationId !== null && isRunning(state.status);
  const subscription = trpc.ai.stream.useSubscription(
    following && state.generationId ? { generationId: state.generationId } : skipToken,
    {
      onData: ({ data: event }) => {
        dispatch({ type: 'event', event });
        if (BALANCE_EVENTS.has(event.type)) refreshBalance();
      },
      onError: (error) => {
        dispatch({ type: 'failed', problem: problemOf(error) });
        refreshBalance();
      },
    },
  );

  /**
   * Starts a generation through `launch`, which asks the server for it with the click's key and
   * answers with its id (`ai.start`, or a feature's own procedure such as
   * `linkedin.posts.generate`), then follows it.
   */
  const startThrough = useCallback((launch: (idempotencyKey: string) => Promise<{ generationId: string }>) => {
    dispatch({ type: 'starting' });
    // One key per click: the server starts one generation per key, so this request sent again
    // (resent by the network or a proxy after a lost answer) starts nothing new.
    launch(crypto.randomUUID()).then(
      ({ generationId }) => dispatch({ type: 'accepted', generationId }),
      (error: unknown) => dispatch({ type: 'failed', problem: problemOf(error) }),
    );
  }, []);

  const start = useCallback(
    (input: Omit<TStartGeneration, 'idempotencyKey'>) =>
      startThrough((idempotencyKey) => startMutation.mutateAsync({ ...input, idempotencyKey })),
    [startThrough, startMutation.mutateAsync],
  );

  const cancel = useCallback(() => {
    if (!state.generationId) return;
    dispatch({ type: 'cancelling' });
    cancelMutation.mutate(
      { generationId: state.generationId },
      {
        // The stream says "cancelled" too, unless the connection is gone; either way it stopped.
        onSuccess: ({ cancelled }) => cancelled && dispatch({ type: 'event', event: { type: 'cancelled' } }),
        onError: (error) => dispatch({ type: 'cancelFailed', problem: problemOf(error) }),
      },
    );
  }, [cancelMutation.mutate, state.generationId]);

  return {
    ...state,
    start,
    startThrough,
    cancel,
    running: isRunning(state.status),
    cancelling: cancelMutation.isPending,
    /** The connection dropped and the browser is reconnecting; the stream resumes where it stopped. */
    reconnecting: subscription.status === 'connecting' && subscription.error !== null,
  };
}

export type Generation = ReturnType<typeof useGeneration>;
