/**
 * The AI engine's texts for what the server answers with codes: why a generation could not
 * start or failed, and the names of providers, prompt kinds and their options.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TRPCClientError } from '@trpc/client';
import { MAX_CONCURRENT_GENERATIONS } from '@wordloom/shared/constants';
import { AppErrorCode } from '@wordloom/shared/errors';
import type {
  CONTENT_TYPES,
  POINTS_OF_VIEW,
  POST_LENGTHS,
  TGenerationKind,
  TWriterProvider,
  WRITING_STYLES,
} from '@wordloom/shared/schemas/ai';

/** What went wrong, as the server said it: a code and, for some codes, a detail to show. */
export interface GenerationProblem {
  code: AppErrorCode;
  detail?: string;
}

/**
 * Texts with a detail use the `detail` value; `<0>…</0>` marks the link to /subscription
 * (rendered by GenerationProblemText).
 */
const PROBLEMS: Partial<Record<AppErrorCode, { plain: MessageDescriptor; withDetail?: MessageDescriptor }>> = {
  [AppErrorCode.INSUFFICIENT_WORDS]: {
    plain: msg`You do not have enough words for this. Get more words on the <0>Subscription page</0>.`,
  },
  [AppErrorCode.TOO_MANY_GENERATIONS]: {
    plain: msg`You already have ${MAX_CONCURRENT_GENERATIONS} generations running. Wait for one to finish and try again.`,
  },
  [AppErrorCode.RATE_LIMITED]: {
    plain: msg`Too many generations in a short time. Please wait a minute and try again.`,
  },
  [AppErrorCode.AI_PROVIDER_FAILED]: {
    plain: msg`The AI provider failed. Please try again.`,
    withDetail: msg`The AI provider failed: {detail}`,
  },
  [AppErrorCode.OUTBOUND_FAILED]: {
    plain: msg`The AI provider could not be reached. Please try again.`,
    withDetail: msg`The AI provider could not be reached: {detail}`,
  },
  [AppErrorCode.URL_REFUSED]: {
    plain: msg`The provider's address was refused.`,
    withDetail: msg`The provider's address was refused: {detail}`,
  },
  [AppErrorCode.MAPPING_NOT_FOUND]: {
    plain: msg`No mapping found for key`,
    withDetail: msg`No mapping found for key {detail}`,
  },
  [AppErrorCode.ADMIN_ONLY]: { plain: msg`Only administrators can choose the AI provider.` },
  [AppErrorCode.VALIDATION]: { plain: msg`Some inputs are not valid. Check the form and try again.` },
  [AppErrorCode.NOT_FOUND]: { plain: msg`This generation no longer exists. Please start a new one.` },
};

const GENERATION_FAILED = msg`The generation failed. Please try again.`;
/** A cancel the server did not confirm: the generation may still be running. */
export const CANCEL_FAILED = msg`The generation could not be cancelled. Please try again.`;

/**
 * The text for a problem; `detail` (say, the provider's status, sent to admins only) is shown
 * where the text has room for it. A code without a text of its own gets `otherwise`.
 */
export function generationProblemMessage(
  { code, detail }: GenerationProblem,
  otherwise: MessageDescriptor = GENERATION_FAILED,
): MessageDescriptor {
  const texts = PROBLEMS[code];
  if (!texts) return otherwise;
  return detail && texts.withDetail ? texts.withDetail : texts.plain;
}

function isAppErrorCode(code: unknown): code is AppErrorCode {
  return typeof code === 'string' && Object.hasOwn(AppErrorCode, code);
}

/** The problem a failed call reports (`appError`, `appErrorDetail`); a failure that never reached the server is INTERNAL. */
export function problemOf(error: unknown): GenerationProblem {
  if (!(error instanceof TRPCClientError)) return { code: AppErrorCode.INTERNAL };
  const data = error.data as { appError?: unknown; appErrorDetail?: string | null } | undefined;
  return {
    code: isAppErrorCode(data?.appError) ? data.appError : AppErrorCode.INTERNAL,
    detail: data?.appErrorDetail ?? undefined,
  };
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
  'News Article': msg`News Article`,
};

/** Form checks of the playground, for what the shared schemas refuse. */
export const FIELD_REQUIRED = msg`Please fill in this field.`;
export const FIELD_INVALID = msg`Please check this field.`;
