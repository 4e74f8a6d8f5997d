/**
 * The default AI provider: any OpenAI-compatible chat-completions API (OpenAI, Gemini's OpenAI
 * endpoint, Ollama, vLLM, OpenRouter) through the `ai` SDK. The base URL is the operator's
 * configuration, never a user's, so the SDK's own fetch is used rather than the SSRF guard.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { AppErrorCode } from '@wordloom/shared/errors';
import {
  APICallError,
  generateText,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  streamText,
  TypeValidationError,
} from 'ai';
import type { z } from 'zod';
import { AppError } from '../app-error.ts';
import { maxOutputTokens } from './word-cap.ts';
import { MALFORMED_ANSWER, type Writer, type WriterCall } from './writer.ts';

export interface OpenAICompatibleOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long the provider may stay silent: before its answer, or between two streamed pieces. */
  timeoutMs: number;
}

/**
 * An abort signal that fires when the call is aborted, when `timeoutMs` pass without `touch()`,
 * or on `abandon()`; `timedOut` tells a timeout apart afterwards.
 */
function silenceTimer(outer: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  };
  touch();
  return {
    signal: AbortSignal.any([outer, controller.signal]),
    touch,
    timedOut: () => timedOut,
    stop: () => clearTimeout(timer),
    abandon: () => controller.abort(new Error('the answer is no longer read')),
  };
}

function seconds(ms: number): string {
  const value = ms / 1000;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** The SDK wraps a call's failure when it gives up retrying; the cause is what matters here. */
function unwrap(error: unknown): unknown {
  if (RetryError.isInstance(error)) return error.lastError;
  if (NoOutputGeneratedError.isInstance(error) && error.cause) return unwrap(error.cause);
  return error;
}

function describeFailure(error: unknown): string {
  const cause = unwrap(error);
  if (APICallError.isInstance(cause) && cause.statusCode !== undefined) {
    if (cause.statusCode === 429) return 'rate limited by the provider';
    return `provider error ${cause.statusCode}`;
  }
  if (
    NoObjectGeneratedError.isInstance(cause) ||
    JSONParseError.isInstance(cause) ||
    TypeValidationError.isInstance(cause) ||
    InvalidResponseDataError.isInstance(cause)
  ) {
    return MALFORMED_ANSWER;
  }
  return 'the provider could not be reached';
}

/**
 * Turns whatever the SDK threw into the engine's error: a cancel stays the caller's abort reason,
 * a timeout and every provider failure become AI_PROVIDER_FAILED with a short detail.
 */
function providerFailure(error: unknown, call: WriterCall, timer: ReturnType<typeof silenceTimer>, timeoutMs: number) {
  if (call.signal.aborted) return call.signal.reason;
  if (error instanceof AppError) return error;
  const detail = timer.timedOut() ? `no answer within ${seconds(timeoutMs)} s` : describeFailure(error);
  return new AppError(AppErrorCode.AI_PROVIDER_FAILED, { detail, cause: error });
}

export function createOpenAICompatibleWriter(options: OpenAICompatibleOptions): Writer {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    // OpenAI, Gemini, Ollama and vLLM accept a JSON schema as response_format.
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(options.model);
  const { timeoutMs } = options;

  return {
    provider: 'openai_compatible',
    model: options.model,
    templateDraft: false,
    async *streamText(call) {
      const timer = silenceTimer(call.signal, timeoutMs);
      let ended = false;
      try {
        const result = streamText({
          model,
          system: call.prompt.system,
          prompt: call.prompt.user,
          maxOutputTokens: maxOutputTokens(call.maxWords),
          // Failures surface at once and the same way every time; the engine decides what follows.
          maxRetries: 0,
          abortSignal: timer.signal,
          // The failure arrives as the stream's error part below; the SDK would also print it.
          onError: () => undefined,
        });
        for await (const part of result.fullStream) {
          timer.touch();
          if (part.type === 'text-delta' && part.text) yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') throw timer.signal.reason;
        }
        ended = true;
      } catch (error) {
        ended = true;
        throw providerFailure(error, call, timer, timeoutMs);
      } finally {
        timer.stop();
        // The engine stopped reading (the text reached the words held): the provider stops writing too.
        if (!ended) timer.abandon();
      }
    },
    async generateObject<T>(call: WriterCall, schema: z.ZodType<T>): Promise<T> {
      const timer = silenceTimer(call.signal, timeoutMs);
      try {
        const result = await generateText({
          model,
          system: call.prompt.system,
          prompt: call.prompt.user,
          output: Output.object({ schema, name: call.request.kind }),
          // Strict decoding refuses schemas with keywords some servers do not support (minItems,
          // minLength); the answer is validated against the zod schema here either way.
          providerOptions: { openaiCompatible: { strictJsonSchema: false } },
          maxRetries: 0,
          abortSignal: timer.signal,
        });
        return result.output;
      } catch (error) {
        throw providerFailure(error, call, timer, timeoutMs);
      } finally {
        timer.stop();
      }
    },
  };
}
