/**
 * The generation kinds that answer with data (article keywords, the keyword-select answer, outline
 * options, a translation) rather than streamed prose: their schemas, and the plain text each
 * answer is counted and shown as.
 */
import type {
  TArticleTranslation,
  TGenerationKind,
  TGenerationRequest,
  TKeywordSelectResponse,
  TOutlineOptions,
} from '@wordloom/shared/schemas/ai';
import {
  ZArticleTranslation,
  ZKeywordIdeas,
  ZKeywordSelectResponse,
  ZOutlineOptions,
} from '@wordloom/shared/schemas/ai';
import type { z } from 'zod';

export type TKeywordIdeas = z.infer<typeof ZKeywordIdeas>;

/** Kinds whose answer is one validated object, per kind. */
export interface StructuredResults {
  article_keywords: TKeywordIdeas;
  article_titles: TKeywordSelectResponse;
  article_outline: TOutlineOptions;
  article_translation: TArticleTranslation;
}
export type StructuredKind = keyof StructuredResults;
export type StructuredRequest = Extract<TGenerationRequest, { kind: StructuredKind }>;
export type TextRequest = Exclude<TGenerationRequest, { kind: StructuredKind }>;

const STRUCTURED_SCHEMAS: { [K in StructuredKind]: z.ZodType<StructuredResults[K]> } = {
  article_keywords: ZKeywordIdeas,
  article_titles: ZKeywordSelectResponse,
  article_outline: ZOutlineOptions,
  article_translation: ZArticleTranslation,
};

/** The schema a kind's list is validated with. */
export function schemaOf<K extends StructuredKind>(kind: K): z.ZodType<StructuredResults[K]> {
  return STRUCTURED_SCHEMAS[kind];
}

export function isStructuredRequest(request: TGenerationRequest): request is StructuredRequest {
  return isStructuredKind(request.kind);
}

function isStructuredKind(kind: TGenerationKind): kind is StructuredKind {
  return kind in STRUCTURED_SCHEMAS;
}

const RENDER: { [K in StructuredKind]: (result: StructuredResults[K]) => string } = {
  article_keywords: (result) =>
    result.keywords.map((idea) => [idea.keyword, idea.relevance].filter(Boolean).join('\n')).join('\n\n'),
  article_titles: (result) =>
    [
      ...result.titlesAndShortDescription.map((idea) => `${idea.title}\n${idea.description}`),
      result.articleoutline.join('\n'),
      result.promptforbody,
      result.Introduction,
      result.key_takeaways.join('\n'),
    ].join('\n\n'),
  article_outline: (result) =>
    result.outlines
      .map((outline) =>
        [outline.angle, ...outline.sections.flatMap((section) => [section.heading, ...section.points])].join('\n'),
      )
      .join('\n\n'),
  article_translation: (result) =>
    [result.title, result.excerpt, result.metaDescription, result.html.replace(/<[^>]*>/g, ' ')].join('\n\n'),
};

/** A list as plain lines: what its words are counted from. */
export function resultText<K extends StructuredKind>(kind: K, result: StructuredResults[K]): string {
  const render: (result: StructuredResults[K]) => string = RENDER[kind];
  return render(result);
}
