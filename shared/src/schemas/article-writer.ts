/**
 * The article writer (spec §1 multi-step flow, §3 "Article writer session", §4 defaults): the
 * session the server keeps for each article being written, so it can be resumed on any device,
 * and the procedures that move it from a keyword to a saved article.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.ts';
import {
  ARTICLE_SECTION_KINDS,
  CONTENT_TYPES,
  POINTS_OF_VIEW,
  ZKeywordIdea,
  ZKeywordSelectResponse,
  ZOutlineSection,
  ZSerpResult,
} from './ai.ts';
import { lineText, multilineText } from './text.ts';

/** The flow's pages, in order (spec §2 /article-writer/*); `edit` is the blog editor. */
export const WRITER_STEPS = [
  'keyword',
  'select-keywords',
  'title-description',
  'outline',
  'generated',
  'generated-article',
] as const;
export type TWriterStep = (typeof WRITER_STEPS)[number];

/** Spec §9: broken link count default 10. */
export const DEFAULT_BROKEN_LINK_COUNT = 10;
export const MAX_BROKEN_LINK_COUNT = 50;
/** Spec §9 local-storage keys of the title form's saved texts. */
export const SAVED_WRITING_STYLES_KEY = 'savedWritingStyles';
export const SAVED_EXPERT_GUIDANCE_KEY = 'savedExpertGuidance';
/** Recent sessions listed on /article-writer. */
export const RECENT_WRITER_SESSIONS = 20;

const line = (max: number) => lineText().trim().max(max);
const text = (max: number) => multilineText().trim().max(max);

/** Step 1 (spec §3 keywordForm; §4 defaults: US, en, Blog Post, broken links off, 10). */
export const ZKeywordForm = z.object({
  keyword: line(200).default(''),
  country: line(2).default('US'),
  language: z.enum(LANGUAGE_CODES).default('en'),
  contentType: z.enum(CONTENT_TYPES).default('Blog Post'),
  brokenLinks: z.boolean().default(false),
  brokenLinkCount: z.number().int().min(1).max(MAX_BROKEN_LINK_COUNT).default(DEFAULT_BROKEN_LINK_COUNT),
});
export type TKeywordForm = z.infer<typeof ZKeywordForm>;

/** Step 2's answer (spec "keyword response"): the writer's ideas, and what ranks today when a SERP mapping is on. */
export const ZKeywordResponse = z.object({
  keywords: z.array(ZKeywordIdea).max(40),
  competingPages: z.array(ZSerpResult).max(10).default([]),
});
export type TKeywordResponse = z.infer<typeof ZKeywordResponse>;

/** Spec §3 selected keywords: every keyword offered or added, and whether it is kept. */
export const ZSelectedKeyword = z.object({ keyword: line(200).min(1), isSelected: z.boolean() });
export type TSelectedKeyword = z.infer<typeof ZSelectedKeyword>;

/** Spec §3 title options (id, title, description), derived from the keyword select response. */
export const ZTitleOption = z.object({ id: line(40).min(1), title: line(300).min(1), description: text(1000) });
export type TTitleOption = z.infer<typeof ZTitleOption>;

/** Spec §3 title form; pointOfView defaults to writer (§4). */
export const ZTitleForm = z.object({
  headingsCount: z.number().int().min(2).max(15).default(6),
  writingStyle: text(500).default(''),
  pointOfView: z.enum(POINTS_OF_VIEW).default('writer'),
  expertGuidance: text(4000).default(''),
  saveExpertGuidance: z.boolean().default(false),
});
export type TTitleForm = z.infer<typeof ZTitleForm>;

/** One outline option (step 4); the chosen one is copied into `selectedOutline` and edited there. */
export const ZOutlineOption = z.object({
  id: line(40).min(1),
  angle: line(120).default(''),
  sections: z.array(ZOutlineSection).min(1).max(30),
});
export type TOutlineOption = z.infer<typeof ZOutlineOption>;

export const ZSelectedOutline = z.object({
  /** The option it was copied from; null once it no longer matches one (or was written from scratch). */
  optionId: line(40).nullable().default(null),
  sections: z.array(ZOutlineSection).min(1).max(30),
});
export type TSelectedOutline = z.infer<typeof ZSelectedOutline>;

/** One section of the generated article: markdown without its own heading line. */
export const ZArticleSection = z.object({
  /** Stable across regenerations, so the page keeps its place. */
  id: line(40).min(1),
  kind: z.enum(ARTICLE_SECTION_KINDS),
  /** Empty for the introduction. */
  heading: line(200),
  /** The outline points it was written from (a regeneration writes from them again). */
  points: z.array(line(300).min(1)).max(12).default([]),
  markdown: z.string().max(30_000),
});
export type TArticleSection = z.infer<typeof ZArticleSection>;

/** The generated article (step 5): its title and its sections in reading order. */
export const ZGeneratedArticle = z.object({
  title: line(300).min(1),
  metaDescription: text(320).default(''),
  sections: z.array(ZArticleSection).min(1).max(40),
});
export type TGeneratedArticle = z.infer<typeof ZGeneratedArticle>;

/** Step 5 options, chosen before the article is written. */
export const ZArticleOptions = z.object({
  includeKeyTakeaways: z.boolean().default(true),
  includeFaq: z.boolean().default(true),
});
export type TArticleOptions = z.infer<typeof ZArticleOptions>;

/** One of the user's published articles suggested as an internal link (related-articles scoring). */
export const ZInternalLinkSuggestion = z.object({
  articleId: z.uuid(),
  title: line(300).min(1),
  /** The public canonical path. */
  path: line(2000).min(1),
  score: z.number(),
  /** Kept: the article links to it. */
  selected: z.boolean().default(true),
});
export type TInternalLinkSuggestion = z.infer<typeof ZInternalLinkSuggestion>;

/** What a checked link came to (the issue's statuses: working, redirected, broken, timed out, refused as unsafe). */
export const LINK_STATUSES = ['working', 'redirected', 'broken', 'timed_out', 'unsafe'] as const;
export type TLinkStatus = (typeof LINK_STATUSES)[number];

export const ZLinkCheckResult = z.object({
  url: line(2000).min(1),
  status: z.enum(LINK_STATUSES),
  /** The last answer's HTTP status; null when none came (timeout, refused, network error). */
  httpStatus: z.number().int().nullable(),
  /** Where a redirected link ends. */
  finalUrl: line(2000).nullable(),
  checkedAt: z.coerce.date(),
});
export type TLinkCheckResult = z.infer<typeof ZLinkCheckResult>;

/** Spec §3 saved broken links: links the user keeps to check with every article, unique by url. */
export const ZSavedLink = z.object({ url: line(2000).min(1) });

/** Everything a session holds besides its identity (spec §3 "Article writer session"). */
export const ZWriterSessionState = z.object({
  keywordForm: ZKeywordForm.default(ZKeywordForm.parse({})),
  keywordResponse: ZKeywordResponse.nullable().default(null),
  selectedKeywords: z.array(ZSelectedKeyword).max(60).default([]),
  keywordSelectResponse: ZKeywordSelectResponse.nullable().default(null),
  titleOptions: z.array(ZTitleOption).max(12).default([]),
  /** The title chosen among the options or written by the user. */
  chosenTitle: z
    .object({ title: line(300).min(1), description: text(1000) })
    .nullable()
    .default(null),
  titleForm: ZTitleForm.default(ZTitleForm.parse({})),
  outlineOptions: z.array(ZOutlineOption).max(5).default([]),
  selectedOutline: ZSelectedOutline.nullable().default(null),
  articleOptions: ZArticleOptions.default(ZArticleOptions.parse({})),
  generatedArticle: ZGeneratedArticle.nullable().default(null),
  internalLinks: z.array(ZInternalLinkSuggestion).max(8).default([]),
  savedBrokenLinks: z.array(ZSavedLink).max(100).default([]),
  brokenLinkResults: z.array(ZLinkCheckResult).max(200).default([]),
});
export type TWriterSessionState = z.infer<typeof ZWriterSessionState>;

/** A session as the pages read it. */
export interface WriterSession {
  id: string;
  workflowId: string;
  /** The furthest page reached; the hub resumes there. */
  step: TWriterStep;
  state: TWriterSessionState;
  /** The blog article it was saved as, once saved. */
  articleId: string | null;
  /** Bumped on every change, so a page can tell its copy is older than the server's. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

/** One row of the recent sessions list on /article-writer. */
export interface WriterSessionSummary {
  id: string;
  keyword: string;
  title: string;
  step: TWriterStep;
  articleId: string | null;
  updatedAt: Date;
}

export const ZSessionId = z.object({ sessionId: z.uuid() });

/** `articleWriter.sessions.create`: a new session at step 1, with the form given (else the defaults). */
export const ZCreateWriterSession = z.object({ keywordForm: ZKeywordForm.optional() });

/**
 * The parts of a state a change gives. Each field's default is removed: `.partial()` alone keeps
 * them, and would fill every field the change did not give with its default (a patch of one
 * field would wipe the rest of the session).
 */
const { shape: stateShape } = ZWriterSessionState;
export const ZWriterSessionPatch = z.object({
  keywordForm: stateShape.keywordForm.removeDefault().optional(),
  keywordResponse: stateShape.keywordResponse.removeDefault().optional(),
  selectedKeywords: stateShape.selectedKeywords.removeDefault().optional(),
  keywordSelectResponse: stateShape.keywordSelectResponse.removeDefault().optional(),
  titleOptions: stateShape.titleOptions.removeDefault().optional(),
  chosenTitle: stateShape.chosenTitle.removeDefault().optional(),
  titleForm: stateShape.titleForm.removeDefault().optional(),
  outlineOptions: stateShape.outlineOptions.removeDefault().optional(),
  selectedOutline: stateShape.selectedOutline.removeDefault().optional(),
  articleOptions: stateShape.articleOptions.removeDefault().optional(),
  generatedArticle: stateShape.generatedArticle.removeDefault().optional(),
  internalLinks: stateShape.internalLinks.removeDefault().optional(),
  savedBrokenLinks: stateShape.savedBrokenLinks.removeDefault().optional(),
  brokenLinkResults: stateShape.brokenLinkResults.removeDefault().optional(),
});
export type TWriterSessionPatch = z.infer<typeof ZWriterSessionPatch>;

/**
 * `articleWriter.sessions.update`: the parts of the state given replace the stored ones (the
 * rest stay); `step` moves the furthest page reached.
 */
export const ZUpdateWriterSession = z.object({
  sessionId: z.uuid(),
  step: z.enum(WRITER_STEPS).optional(),
  patch: ZWriterSessionPatch,
});
export type TUpdateWriterSession = z.infer<typeof ZUpdateWriterSession>;

/** The writer calls of the flow; each fills its part of the session when it succeeds. */
export const WRITER_RUNS = ['keywords', 'titles', 'outline', 'article', 'section'] as const;
export type TWriterRun = (typeof WRITER_RUNS)[number];

/**
 * `articleWriter.run`: starts the writer on the session's current state (server-side truth) and
 * returns the generation to follow with `ai.stream`. `section` regenerates one section alone,
 * with the user's note.
 */
export const ZRunWriterStep = z.discriminatedUnion('run', [
  z.object({ run: z.literal('keywords'), sessionId: z.uuid(), idempotencyKey: z.uuid() }),
  z.object({ run: z.literal('titles'), sessionId: z.uuid(), idempotencyKey: z.uuid() }),
  z.object({ run: z.literal('outline'), sessionId: z.uuid(), idempotencyKey: z.uuid() }),
  z.object({ run: z.literal('article'), sessionId: z.uuid(), idempotencyKey: z.uuid() }),
  z.object({
    run: z.literal('section'),
    sessionId: z.uuid(),
    sectionId: line(40).min(1),
    note: text(2000).default(''),
    idempotencyKey: z.uuid(),
  }),
]);
export type TRunWriterStep = z.infer<typeof ZRunWriterStep>;

/** `articleWriter.translate`: one of the user's articles into another language, saved as its linked translation. */
export const ZTranslateArticle = z.object({
  articleId: z.uuid(),
  languageCode: z.enum(LANGUAGE_CODES),
  idempotencyKey: z.uuid(),
});
export type TTranslateArticle = z.infer<typeof ZTranslateArticle>;
