/**
 * The AI engine's texts for what the server answers with codes: why a generation could not
 * start or failed, and the names of providers, prompt kinds and their options.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AppErrorCode } from '@wordloom/shared/errors';
import type {
  CONTENT_TYPES,
  POINTS_OF_VIEW,
  POST_LENGTHS,
  TGenerationKind,
  TWriterProvider,
  WRITING_STYLES,
} from '@wordloom/shared/schemas/ai';
import { appErrorCode, appErrorDetail, appErrorText, type ErrorOverrides } from '../../lib/errors.ts';

/** What went wrong, as the server said it: a code and, for some codes, a detail to show. */
export interface GenerationProblem {
  code: AppErrorCode;
  detail?: string | undefined;
}

/** The engine's own words for codes the catalogue words generally; INTERNAL is a failed generation. */
const GENERATION_ERRORS: ErrorOverrides = {
  INTERNAL: msg`The generation failed. Please try again.`,
  RATE_LIMITED: msg`Too many generations in a short time. Please wait a minute and try again.`,
  OUTBOUND_FAILED: msg`The AI provider could not be reached. Please try again.`,
  URL_REFUSED: msg`The provider's address was refused.`,
  ADMIN_ONLY: msg`Only administrators can choose the AI provider.`,
  NOT_FOUND: msg`This generation no longer exists. Please start a new one.`,
};

/** Texts with room for the server's `detail` (sent to admins only, such as the provider's status). */
const WITH_DETAIL: Partial<Record<AppErrorCode, MessageDescriptor>> = {
  AI_PROVIDER_FAILED: msg`The AI provider failed: {detail}`,
  OUTBOUND_FAILED: msg`The AI provider could not be reached: {detail}`,
  URL_REFUSED: msg`The provider's address was refused: {detail}`,
  MAPPING_NOT_FOUND: msg`No mapping found for key {detail}`,
};

/** A cancel the server did not confirm: the generation may still be running. */
export const CANCEL_FAILED = msg`The generation could not be cancelled. Please try again.`;

/** The text for a problem, with its detail where the text has room for it; `failed` words an INTERNAL one. */
export function generationProblemMessage(
  { code, detail }: GenerationProblem,
  failed: MessageDescriptor | undefined = GENERATION_ERRORS.INTERNAL,
): MessageDescriptor {
  const withDetail = detail ? WITH_DETAIL[code] : undefined;
  return withDetail ?? appErrorText(code, { ...GENERATION_ERRORS, INTERNAL: failed });
}

/** The problem a failed call reports; a failure that never reached the server counts as INTERNAL. */
export function problemOf(error: unknown): GenerationProblem {
  return { code: appErrorCode(error) ?? AppErrorCode.INTERNAL, detail: appErrorDetail(error) ?? undefined };
}

export const PROVIDER_NAMES: Record<TWriterProvider, MessageDescriptor> = {
  openai_compatible: msg`OpenAI-compatible API`,
  mapping: msg`HTTP mapping`,
  offline: msg`Template composer (offline)`,
};

export const KIND_NAMES: Record<TGenerationKind, MessageDescriptor> = {
  linkedin_post: msg`LinkedIn post`,
  article_keywords: msg`Article keywords`,
  article_titles: msg`Article titles`,
  article_outline: msg`Article outline`,
  article_body: msg`Article body`,
  article_section: msg`Article section`,
  article_translation: msg`Article translation`,
  tool_run: msg`Tool run`,
};

export const POST_LENGTH_NAMES: Record<(typeof POST_LENGTHS)[number], MessageDescriptor> = {
  short: msg`Short`,
  medium: msg`Medium`,
  long: msg`Long`,
};

export const WRITING_STYLE_NAMES: Record<(typeof WRITING_STYLES)[number], MessageDescriptor> = {
  professional: msg`Professional`,
  casual: msg`Casual`,
  inspirational: msg`Inspirational`,
  educational: msg`Educational`,
  storytelling: msg`Storytelling`,
  humorous: msg`Humorous`,
};

export const POINT_OF_VIEW_NAMES: Record<(typeof POINTS_OF_VIEW)[number], MessageDescriptor> = {
  writer: msg`Writer's choice`,
  first_person_singular: msg`First person singular (I)`,
  first_person_plural: msg`First person plural (we)`,
  second_person: msg`Second person (you)`,
  third_person: msg`Third person (he, she, they)`,
};

export const CONTENT_TYPE_NAMES: Record<(typeof CONTENT_TYPES)[number], MessageDescriptor> = {
  'Blog Post': msg`Blog Post`,
  'How-to Guide': msg`How-to Guide`,
  Listicle: msg`Listicle`,
  'Product Review': msg`Product Review`,
  Comparison: msg`Comparison`,
  'News Article': msg`News Article`,
};

/** Form checks of the playground, for what the shared schemas refuse. */
export const FIELD_REQUIRED = msg`Please fill in this field.`;
export const FIELD_INVALID = msg`Please check this field.`;
