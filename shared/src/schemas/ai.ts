/**
 * The AI engine's contract between browser and server: what can be generated, from which inputs
 * (spec §3 LinkedIn post and Article writer session), and the events a generation streams.
 */
import { z } from 'zod';
import type { AppErrorCode } from '../errors.ts';
import { multilineText } from './text.ts';

/** Where text comes from: an OpenAI-compatible API, an admin HTTP mapping, or the built-in template composer. */
export const WRITER_PROVIDERS = ['openai_compatible', 'mapping', 'offline'] as const;
export const ZWriterProvider = z.enum(WRITER_PROVIDERS);
export type TWriterProvider = z.infer<typeof ZWriterProvider>;

export const POST_LENGTHS = ['short', 'medium', 'long'] as const;
export const WRITING_STYLES = [
  'professional',
  'casual',
  'inspirational',
  'educational',
  'storytelling',
  'humorous',
] as const;
export const POINTS_OF_VIEW = [
  'writer',
  'first_person_singular',
  'first_person_plural',
  'second_person',
  'third_person',
] as const;
export const CONTENT_TYPES = ['Blog Post', 'How-to Guide', 'Listicle', 'Product Review', 'News Article'] as const;

const shortText = (max: number) => multilineText().trim().max(max);
const optionalText = (max: number) => shortText(max).optional();
/** A language as the spec's post stores it ("English") or a language code ("en"); the prompt asks for it by name. */
const language = shortText(40).min(1);

/** Spec §3 "LinkedIn post" creation inputs, with the spec's defaults (§9: English, medium, professional). */
export const ZLinkedInPostInputs = z.object({
  topic: shortText(1000).min(1),
  language: language.default('English'),
  postLength: z.enum(POST_LENGTHS).default('medium'),
  writingStyle: z.enum(WRITING_STYLES).default('professional'),
  icp: optionalText(500),
  intent: optionalText(200),
  category: optionalText(200),
  templateStructure: optionalText(4000),
  templateExamplePost: optionalText(4000),
  additionalGuidance: optionalText(2000),
  /** Repurpose: the text (pasted, or read from a page) the post is rewritten from. */
  sourceText: optionalText(20_000),
});
export type TLinkedInPostInputs = z.infer<typeof ZLinkedInPostInputs>;

/** Article writer step 1 (spec §4 defaults: US, en, Blog Post). */
export const ZArticleKeywordInputs = z.object({
  keyword: shortText(200).min(1),
  country: shortText(2).min(2).default('US'),
  language: language.default('en'),
  contentType: shortText(60).min(1).default('Blog Post'),
});
export type TArticleKeywordInputs = z.infer<typeof ZArticleKeywordInputs>;

export const ZArticleTitleInputs = ZArticleKeywordInputs.extend({
  selectedKeywords: z.array(shortText(200).min(1)).max(30).default([]),
});
export type TArticleTitleInputs = z.infer<typeof ZArticleTitleInputs>;

export const ZArticleOutlineInputs = ZArticleTitleInputs.extend({
  title: shortText(300).min(1),
  description: optionalText(1000),
  headingsCount: z.number().int().min(1).max(20).default(6),
  writingStyle: optionalText(500),
  pointOfView: z.enum(POINTS_OF_VIEW).default('writer'),
  expertGuidance: optionalText(4000),
});
export type TArticleOutlineInputs = z.infer<typeof ZArticleOutlineInputs>;

export const ZArticleBodyInputs = ZArticleOutlineInputs.extend({
  outline: z.array(shortText(300).min(1)).min(1).max(40),
});
export type TArticleBodyInputs = z.infer<typeof ZArticleBodyInputs>;

/** Everything the engine can be asked for; each kind has its prompt template and its inputs. */
export const ZGenerationRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('linkedin_post'), inputs: ZLinkedInPostInputs }),
  z.object({ kind: z.literal('article_keywords'), inputs: ZArticleKeywordInputs }),
  z.object({ kind: z.literal('article_titles'), inputs: ZArticleTitleInputs }),
  z.object({ kind: z.literal('article_outline'), inputs: ZArticleOutlineInputs }),
  z.object({ kind: z.literal('article_body'), inputs: ZArticleBodyInputs }),
]);
export type TGenerationRequest = z.infer<typeof ZGenerationRequest>;
export type TGenerationKind = TGenerationRequest['kind'];
export const GENERATION_KINDS = ZGenerationRequest.options.map((option) => option.shape.kind.value);

/**
 * `ai.start`: a request, and (admins only, for the playground) the provider to use instead of the
 * active one. `idempotencyKey` is made once per user action by the client: a request sent again
 * with it (a retry after a lost answer) gets the same generation and starts nothing new.
 */
export const ZStartGeneration = z.object({
  request: ZGenerationRequest,
  provider: ZWriterProvider.optional(),
  idempotencyKey: z.uuid().optional(),
});
export type TStartGeneration = z.infer<typeof ZStartGeneration>;

/** `ai.stream`: follows one generation; `lastEventId` (sent by the client on reconnect) skips what was seen. */
export const ZStreamGeneration = z.object({
  generationId: z.uuid(),
  lastEventId: z.string().optional(),
});

export const ZCancelGeneration = z.object({ generationId: z.uuid() });

/** `ai.admin.setActiveProvider`: the provider every generation uses from now on. */
export const ZSetActiveProvider = z.object({ provider: ZWriterProvider });

/** `ai.admin.usage`: totals over the last `days` days. */
export const ZAiUsageQuery = z.object({ days: z.number().int().min(1).max(90).default(30) });

/** Structured results of the steps that return lists. */
export const ZKeywordIdeas = z.object({
  keywords: z.array(z.object({ keyword: z.string().min(1), intent: z.string() })).min(1),
});
export const ZTitleIdeas = z.object({
  titles: z.array(z.object({ title: z.string().min(1), description: z.string() })).min(1),
});
export const ZOutline = z.object({ headings: z.array(z.string().min(1)).min(1) });

export type TGenerationEvent =
  | {
      type: 'started';
      generationId: string;
      provider: TWriterProvider;
      model: string;
      /** Words reserved from the balance until the generation settles. */
      heldWords: number;
      /** True for the offline composer: the UI says it is a template draft, not AI output. */
      templateDraft: boolean;
    }
  | { type: 'delta'; text: string }
  | {
      type: 'done';
      text: string;
      /** Words charged: the shared count of the produced text, never more than were held. */
      words: number;
      /** The text ran past the words held and was cut at the last of them. */
      truncated?: true;
      /** Keyword, title and outline steps: the validated list (ZKeywordIdeas, ZTitleIdeas, ZOutline). */
      result?: unknown;
      /** The record the text was saved into when the generation ended (a LinkedIn post's id). */
      savedId?: string;
    }
  /**
   * The active provider failed (the error is logged too); the template composer takes over and the
   * held words are returned, since a template draft is not charged.
   */
  | { type: 'fallback'; code: AppErrorCode; detail?: string; provider: 'offline' }
  | { type: 'cancelled' }
  | { type: 'error'; code: AppErrorCode; detail?: string };
