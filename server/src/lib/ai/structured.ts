/**
 * The generation kinds that answer with a list (article keywords, titles, outline) rather than
 * prose: their schemas, and the plain text a list is counted and shown as.
 */
import type { TGenerationKind, TGenerationRequest } from '@wordloom/shared/schemas/ai';
import { ZKeywordIdeas, ZOutline, ZTitleIdeas } from '@wordloom/shared/schemas/ai';
import type { z } from 'zod';

export type TKeywordIdeas = z.infer<typeof ZKeywordIdeas>;
export type TTitleIdeas = z.infer<typeof ZTitleIdeas>;
export type TOutline = z.infer<typeof ZOutline>;

/** Kinds whose answer is one validated object, per kind. */
export interface StructuredResults {
  article_keywords: TKeywordIdeas;
  article_titles: TTitleIdeas;
  article_outline: TOutline;
}
export type StructuredKind = keyof StructuredResults;
export type StructuredRequest = Extract<TGenerationRequest, { kind: StructuredKind }>;
export type TextRequest = Exclude<TGenerationRequest, { kind: StructuredKind }>;

const STRUCTURED_SCHEMAS: { [K in StructuredKind]: z.ZodType<StructuredResults[K]> } = {
  article_keywords: ZKeywordIdeas,
  article_titles: ZTitleIdeas,
  article_outline: ZOutline,
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
  article_keywords: (result) => result.keywords.map((idea) => idea.keyword).join('\n'),
  article_titles: (result) => result.titles.map((idea) => `${idea.title}\n${idea.description}`).join('\n\n'),
  article_outline: (result) => result.headings.join('\n'),
};

/** A list as plain lines: what its words are counted from. */
export function resultText<K extends StructuredKind>(kind: K, result: StructuredResults[K]): string {
  const render: (result: StructuredResults[K]) => string = RENDER[kind];
  return render(result);
}
