/**
 * The spec's HTTP-mapping provider (§7 "LinkedIn creation and publishing"): the admin maps a key
 * to an HTTP request (an automation webhook, another AI service); the engine sends the inputs and
 * the rendered prompt, and reads the text or list from the answer. It does not stream.
 */
import { AppErrorCode } from '@wordloom/shared/errors';
import type { TGenerationKind } from '@wordloom/shared/schemas/ai';
import type { z } from 'zod';
import { AppError } from '../app-error.ts';
import { type AnswerDetails, MALFORMED_ANSWER, throwIfAborted, type Writer, type WriterCall } from './writer.ts';

/** The part of a mapping execution this provider reads. */
export interface MappingAnswer {
  mappingKey: string;
  status: number;
  body: unknown;
  /** The answer after the mapping's response mapping, when it has one. */
  mapped: Record<string, unknown> | null;
  success: boolean;
}

/** Runs the first enabled mapping among `keys` (throws AppError(MAPPING_NOT_FOUND) when none is). */
export type ExecuteMapping = (
  keys: readonly string[],
  input: { formData: Record<string, unknown>; userId: string; executionContext: string; signal: AbortSignal },
) => Promise<MappingAnswer>;

/**
 * Keys tried in order per kind; LinkedIn's are the spec's, the article steps' and AI tools' are
 * Wordloom's own (`tools.run` gets the tool's name, language, filled prompt and the visitor's values).
 * `article.keywords` is a keyword service (volumes, difficulty) answering the keyword step in the
 * writer's place; `article.serp` (search results) is read by the article writer, not a writer.
 */
export const MAPPING_KEYS: Record<TGenerationKind, readonly string[]> = {
  linkedin_post: ['linkedin.create_post', 'LinkedinPost_Gemini'],
  article_keywords: ['article.keywords'],
  article_titles: ['article.titles'],
  article_outline: ['article.outline'],
  article_body: ['article.body'],
  article_section: ['article.section'],
  article_translation: ['article.translation'],
  tool_run: ['tools.run'],
};

/** Spec §7: "Creation response read: linkedinPost, linkedin_post, post or content". */
const TEXT_FIELDS = ['linkedinPost', 'linkedin_post', 'post', 'content'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object to read fields from: the mapped answer if the mapping has one, else the body (first element of an array). */
function answerObject(answer: MappingAnswer): Record<string, unknown> {
  if (answer.mapped) return answer.mapped;
  const body = Array.isArray(answer.body) ? answer.body[0] : answer.body;
  return isRecord(body) ? body : {};
}

function detailsOf(source: Record<string, unknown>): AnswerDetails {
  const details: AnswerDetails = {};
  if (typeof source.executionId === 'string' || typeof source.executionId === 'number') {
    details.executionId = String(source.executionId);
  }
  if (isRecord(source.additionalData)) details.additionalData = source.additionalData;
  return details;
}

function failed(detail: string): AppError {
  return new AppError(AppErrorCode.AI_PROVIDER_FAILED, { detail });
}

export function createMappingWriter(execute: ExecuteMapping): Writer {
  async function call(writerCall: WriterCall): Promise<Record<string, unknown>> {
    const { request, prompt, userId, signal } = writerCall;
    const answer = await execute(MAPPING_KEYS[request.kind], {
      formData: { ...request.inputs, prompt: prompt.user, systemPrompt: prompt.system, promptVersion: prompt.version },
      userId,
      executionContext: request.kind,
      signal,
    });
    throwIfAborted(signal);
    if (!answer.success)
      throw failed(`the mapping "${answer.mappingKey}" answered with a failure (HTTP ${answer.status})`);
    const source = answerObject(answer);
    writerCall.onAnswerDetails?.(detailsOf(source));
    return source;
  }

  return {
    provider: 'mapping',
    model: 'http-mapping',
    templateDraft: false,
    async *streamText(writerCall) {
      const source = await call(writerCall);
      const field = TEXT_FIELDS.find((name) => typeof source[name] === 'string' && source[name].trim() !== '');
      if (!field) throw failed(MALFORMED_ANSWER);
      yield String(source[field]);
    },
    async generateObject<T>(writerCall: WriterCall, schema: z.ZodType<T>): Promise<T> {
      const parsed = schema.safeParse(await call(writerCall));
      if (!parsed.success) throw failed(MALFORMED_ANSWER);
      return parsed.data;
    },
  };
}
