/**
 * What every source of generated text offers the AI engine: an OpenAI-compatible API, an admin's
 * HTTP mapping, or the built-in template composer. The engine only talks to this interface.
 */
import type { TGenerationRequest, TWriterProvider } from '@wordloom/shared/schemas/ai';
import type { z } from 'zod';

/** A prompt ready to send, with the template version it came from (recorded per generation). */
export interface RenderedPrompt {
  system: string;
  user: string;
  version: string;
}

/** Extra facts a provider's answer carried (spec §7: the mapping's executionId and additionalData). */
export interface AnswerDetails {
  executionId?: string;
  additionalData?: Record<string, unknown>;
}

export interface WriterCall {
  prompt: RenderedPrompt;
  request: TGenerationRequest;
  /** Who the text is for; providers that forward it (HTTP mappings) pass it on as `user_id`. */
  userId: string;
  /**
   * The words held for the call: the most it may write. A provider that takes a length limit is
   * asked for no more; the engine cuts a streamed text at this count either way.
   */
  maxWords: number;
  /** Aborted when the user cancels or leaves; the provider call stops with it. */
  signal: AbortSignal;
  onAnswerDetails?: (details: AnswerDetails) => void;
}

export interface Writer {
  readonly provider: TWriterProvider;
  readonly model: string;
  /** True when the text is a template, not a model's answer (the UI says so; it is not charged). */
  readonly templateDraft: boolean;
  /** The answer as text pieces in order; throws AppError(AI_PROVIDER_FAILED) with a detail on failure. */
  streamText(call: WriterCall): AsyncIterable<string>;
  /** A structured answer validated by `schema`; throws AppError(AI_PROVIDER_FAILED) on failure or mismatch. */
  generateObject<T>(call: WriterCall, schema: z.ZodType<T>): Promise<T>;
}

/** The `detail` given when an answer cannot be read as what was asked for. */
export const MALFORMED_ANSWER = "the provider's answer did not match the expected format";

/** Stops a writer as soon as its call is aborted, with the abort's own reason. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason;
}
