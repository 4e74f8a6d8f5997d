import { type RequestExtras, WriterStepNotReady, writerRequest } from '@wordloom/shared/domain/article-writer';
import { estimateWords } from '@wordloom/shared/domain/word-count';
import type { TWriterSessionState } from '@wordloom/shared/schemas/article-writer';
import type { WriterRunInput } from './use-writer-run.ts';

/**
 * The words a run will hold before it starts (shown on its button), from the same request the
 * server builds; null when the session cannot run it yet.
 */
export function wordsHeld(state: TWriterSessionState, run: WriterRunInput, extras: RequestExtras = {}): number | null {
  try {
    return estimateWords(writerRequest(state, run, extras));
  } catch (error) {
    if (error instanceof WriterStepNotReady) return null;
    throw error;
  }
}
