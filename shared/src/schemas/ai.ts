/**
 * The AI engine's contract between browser and server: what can be generated, from which inputs
 * (spec §3 LinkedIn post and Article writer session), and the events a generation streams.
 */
import { z } from 'zod';
import type { AppErrorCode } from '../errors.ts';
import { multilineText } from './text.ts';
import { TOOL_COMPOSER_RECIPES, ZToolFieldValue } from './tools.ts';

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
/** What kind of article the writer plans (spec §4 default: Blog Post). */
export const CONTENT_TYPES = [
  'Blog Post',
  'How-to Guide',
  'Listicle',
  'Product Review',
  'Comparison',
  'News Article',
] as const;
export type TContentType = (typeof CONTENT_TYPES)[number];

/** Search intent of a keyword, as SEO tools name it. */
export const SEARCH_INTENTS = ['informational', 'navigational', 'commercial', 'transactional'] as const;
export type TSearchIntent = (typeof SEARCH_INTENTS)[number];

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
  contentType: z.enum(CONTENT_TYPES).default('Blog Post'),
});
export type TArticleKeywordInputs = z.infer<typeof ZArticleKeywordInputs>;

/** A page that ranks for the keyword today (from the admin's `article.serp` mapping, when enabled). */
export const ZSerpResult = z.object({
  title: shortText(300).min(1),
  url: shortText(2000).min(1),
  snippet: shortText(1000).default(''),
});
export type TSerpResult = z.infer<typeof ZSerpResult>;

/** Step 3 ("keyword select"): the keywords the user kept, and what ranks today when known. */
export const ZArticleTitleInputs = ZArticleKeywordInputs.extend({
  selectedKeywords: z.array(shortText(200).min(1)).max(30).default([]),
  competingPages: z.array(ZSerpResult).max(10).default([]),
});
export type TArticleTitleInputs = z.infer<typeof ZArticleTitleInputs>;

/** Step 4: the chosen title and the title form (spec §3: headingsCount, writingStyle, pointOfView, expertGuidance). */
export const ZArticleOutlineInputs = ZArticleTitleInputs.extend({
  title: shortText(300).min(1),
  description: optionalText(1000),
  headingsCount: z.number().int().min(2).max(15).default(6),
  writingStyle: optionalText(500),
  pointOfView: z.enum(POINTS_OF_VIEW).default('writer'),
  expertGuidance: optionalText(4000),
  /** The keyword-select answer's suggested sections and body brief, when there is one. */
  suggestedHeadings: z.array(shortText(300).min(1)).max(30).default([]),
  bodyBrief: optionalText(4000),
});
export type TArticleOutlineInputs = z.infer<typeof ZArticleOutlineInputs>;

/** One section of an outline: its heading and the points it makes, in order. */
export const ZOutlineSection = z.object({
  heading: shortText(200).min(1),
  points: z.array(shortText(300).min(1)).max(12).default([]),
});
export type TOutlineSection = z.infer<typeof ZOutlineSection>;

/** One of the user's own published articles the body may link to (the related-articles scoring picks them). */
export const ZInternalLinkTarget = z.object({
  title: shortText(300).min(1),
  /** A path on this site ("/marketing/…/en/slug") or an absolute URL of one of its sites. */
  url: shortText(2000).min(1),
});
export type TInternalLinkTarget = z.infer<typeof ZInternalLinkTarget>;

/** Step 5: the article, from the edited outline. */
export const ZArticleBodyInputs = ZArticleOutlineInputs.extend({
  outline: z.array(ZOutlineSection).min(1).max(30),
  /** The keyword-select answer's introduction and takeaways, used as a starting point. */
  introductionHint: optionalText(4000),
  keyTakeawaysHint: z.array(shortText(500).min(1)).max(12).default([]),
  includeKeyTakeaways: z.boolean().default(true),
  includeFaq: z.boolean().default(true),
  internalLinks: z.array(ZInternalLinkTarget).max(8).default([]),
});
export type TArticleBodyInputs = z.infer<typeof ZArticleBodyInputs>;

/** The parts of a generated article; each is one section of its markdown. */
export const ARTICLE_SECTION_KINDS = ['introduction', 'takeaways', 'section', 'faq'] as const;
export type TArticleSectionKind = (typeof ARTICLE_SECTION_KINDS)[number];

/** Regenerating one section of a written article alone, with the user's note. */
export const ZArticleSectionInputs = ZArticleBodyInputs.extend({
  section: z.object({
    kind: z.enum(ARTICLE_SECTION_KINDS),
    heading: shortText(200),
    points: z.array(shortText(300).min(1)).max(12).default([]),
    /** The section as it is now, which the new one replaces. */
    current: multilineText().max(30_000).default(''),
  }),
  note: optionalText(2000),
});
export type TArticleSectionInputs = z.infer<typeof ZArticleSectionInputs>;

/** An article translated into another language, saved as its linked translation. */
export const ZArticleTranslationInputs = z.object({
  sourceLanguage: language,
  targetLanguage: language,
  title: shortText(300).min(1),
  excerpt: shortText(1000).default(''),
  metaDescription: shortText(1000).default(''),
  focusKeyphrase: shortText(200).default(''),
  /** The article's sanitised HTML. */
  html: z.string().max(400_000),
});
export type TArticleTranslationInputs = z.infer<typeof ZArticleTranslationInputs>;

/**
 * An AI tool's run (issue 15: tools without a webhook): the admin's prompt template already
 * filled with the visitor's values. `topic` is what the template composer writes about when no
 * AI provider is configured, by the tool's `recipe`; `values` go along for an HTTP mapping.
 */
export const ZToolRunInputs = z.object({
  toolName: shortText(200).min(1),
  /** The tool's language code ("en"); the prompt asks for it by name. */
  language,
  prompt: shortText(60_000).min(1),
  recipe: z.enum(TOOL_COMPOSER_RECIPES),
  topic: shortText(5000).default(''),
  values: z.record(z.string().max(64), ZToolFieldValue).default({}),
});
export type TToolRunInputs = z.infer<typeof ZToolRunInputs>;

/** What a signed-in user may start with `ai.start` (and try in the playground); each kind has its prompt template. */
const USER_REQUESTS = [
  z.object({ kind: z.literal('linkedin_post'), inputs: ZLinkedInPostInputs }),
  z.object({ kind: z.literal('article_keywords'), inputs: ZArticleKeywordInputs }),
  z.object({ kind: z.literal('article_titles'), inputs: ZArticleTitleInputs }),
  z.object({ kind: z.literal('article_outline'), inputs: ZArticleOutlineInputs }),
  z.object({ kind: z.literal('article_body'), inputs: ZArticleBodyInputs }),
  z.object({ kind: z.literal('article_section'), inputs: ZArticleSectionInputs }),
  z.object({ kind: z.literal('article_translation'), inputs: ZArticleTranslationInputs }),
] as const;

/**
 * Everything the engine's writers can be asked for. A `tool_run` is started by `tools.run` alone
 * (free for visitors, limited per address), never by `ai.start`: there it would be an open prompt.
 */
export const ZGenerationRequest = z.discriminatedUnion('kind', [
  ...USER_REQUESTS,
  z.object({ kind: z.literal('tool_run'), inputs: ZToolRunInputs }),
]);
export type TGenerationRequest = z.infer<typeof ZGenerationRequest>;
export type TGenerationKind = TGenerationRequest['kind'];

export const ZUserGenerationRequest = z.discriminatedUnion('kind', [...USER_REQUESTS]);
export type TUserGenerationRequest = z.infer<typeof ZUserGenerationRequest>;
export type TUserGenerationKind = TUserGenerationRequest['kind'];
/** The kinds `ai.start` takes, in the playground's order. */
export const GENERATION_KINDS = ZUserGenerationRequest.options.map((option) => option.shape.kind.value);

/**
 * `ai.start`: a request, and (admins only, for the playground) the provider to use instead of the
 * active one. `idempotencyKey` is made once per user action by the client: a request sent again
 * with it (a retry after a lost answer) gets the same generation and starts nothing new.
 */
export const ZStartGeneration = z.object({
  request: ZUserGenerationRequest,
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

/**
 * Structured results of the steps that answer with data rather than prose. The model's answer is
 * validated against these; lenient where models differ harmlessly (an intent's case, a missing
 * note), strict where the page needs the value.
 */
const intent = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(SEARCH_INTENTS),
);
/** A number a keyword service may send as text ("1,200"); absent when the service gave none. */
const metric = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/[,\s]/g, '')) : value),
    z.number().min(0).max(max).nullable().optional(),
  );

/** Step 2: related keywords; volume and difficulty only when a keyword service (`article.keywords`) gave them. */
export const ZKeywordIdea = z.object({
  keyword: z.string().trim().min(1).max(200),
  intent,
  /** Why the keyword fits the article, in a sentence. */
  relevance: z.string().trim().max(500).default(''),
  /** Monthly searches in the target country. */
  volume: metric(1e10),
  /** Ranking difficulty, 0 (easy) to 100. */
  difficulty: metric(100),
});
export type TKeywordIdea = z.infer<typeof ZKeywordIdea>;
export const ZKeywordIdeas = z.object({ keywords: z.array(ZKeywordIdea).min(1).max(40) });

/**
 * Step 3, the spec's "keyword select response": title options (`titlesAndShortDescription`), a
 * suggested outline (`articleoutline`), the brief for the body (`promptforbody`), an introduction
 * and key takeaways. The names are the spec's.
 */
export const ZKeywordSelectResponse = z.object({
  titlesAndShortDescription: z
    .array(z.object({ title: z.string().trim().min(1).max(300), description: z.string().trim().max(1000) }))
    .min(1)
    .max(10),
  articleoutline: z.array(z.string().trim().min(1).max(300)).max(30).default([]),
  promptforbody: z.string().trim().max(4000).default(''),
  Introduction: z.string().trim().max(4000).default(''),
  key_takeaways: z.array(z.string().trim().min(1).max(500)).max(12).default([]),
});
export type TKeywordSelectResponse = z.infer<typeof ZKeywordSelectResponse>;

/** Step 4: outline options, each a different angle on the title. */
export const ZOutlineOptions = z.object({
  outlines: z
    .array(
      z.object({
        /** What sets this outline apart, in a few words ("Step-by-step", "For beginners"). */
        angle: z.string().trim().max(120).default(''),
        sections: z.array(ZOutlineSection).min(1).max(30),
      }),
    )
    .min(1)
    .max(5),
});
export type TOutlineOptions = z.infer<typeof ZOutlineOptions>;

/** A translated article: every text field in the target language, the HTML's tags kept. */
export const ZArticleTranslation = z.object({
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().max(500).default(''),
  metaDescription: z.string().trim().max(320).default(''),
  focusKeyphrase: z.string().trim().max(200).default(''),
  /** A slug in the target language (its own script allowed); the server makes it unique. */
  slug: z.string().trim().max(200).default(''),
  html: z.string().max(400_000),
});
export type TArticleTranslation = z.infer<typeof ZArticleTranslation>;

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
      /** Structured kinds: the validated answer (ZKeywordIdeas, ZKeywordSelectResponse, ZOutlineOptions, ZArticleTranslation). */
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
