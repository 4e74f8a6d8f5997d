/**
 * The article writer's rules that both sides apply (spec §4): the defaults Reset returns to,
 * which page a session may open, and the writer request each run sends. The browser uses the
 * request to show the words a run will hold before it starts; the server sends the same one.
 */
import { marked } from 'marked';
import type { TContentType, TGenerationRequest, TInternalLinkTarget, TSerpResult } from '../schemas/ai.ts';
import {
  type TArticleSection,
  type TInternalLinkSuggestion,
  type TSelectedKeyword,
  type TWriterRun,
  type TWriterSessionState,
  type TWriterStep,
  WRITER_STEPS,
  ZWriterSessionState,
} from '../schemas/article-writer.ts';
import type { TArticleContentType } from '../schemas/blog.ts';
import { articleBodyHtml } from './article-markdown.ts';
import { type RelatedArticleFacts, relatedScore, titleWords } from './related-articles.ts';

/** A new session, and what Reset returns to (spec §4: US, en, Blog Post, broken links off, 10, writer). */
export function initialWriterState(): TWriterSessionState {
  return ZWriterSessionState.parse({});
}

export function stepIndex(step: TWriterStep): number {
  return WRITER_STEPS.indexOf(step);
}

/** The later of two steps: a session's `step` only moves forward. */
export function furthestStep(a: TWriterStep, b: TWriterStep): TWriterStep {
  return stepIndex(a) >= stepIndex(b) ? a : b;
}

/** Whether `step` has what it shows: a page whose inputs are missing sends the user back to the first that has them. */
export function stepIsReady(step: TWriterStep, state: TWriterSessionState): boolean {
  switch (step) {
    case 'keyword':
      return true;
    case 'select-keywords':
      return state.keywordResponse !== null;
    case 'title-description':
      return state.keywordSelectResponse !== null;
    case 'outline':
      return state.outlineOptions.length > 0 && state.selectedOutline !== null;
    case 'generated':
      return state.selectedOutline !== null && state.chosenTitle !== null;
    case 'generated-article':
      return state.generatedArticle !== null;
  }
}

/** The last page of the flow up to `step` that is ready (the page to show instead of one that is not). */
export function lastReadyStep(step: TWriterStep, state: TWriterSessionState): TWriterStep {
  for (let index = stepIndex(step); index > 0; index -= 1) {
    const candidate = WRITER_STEPS[index]!;
    if (stepIsReady(candidate, state)) return candidate;
  }
  return 'keyword';
}

/** The keywords the user kept, in order. */
export function keptKeywords(state: TWriterSessionState): string[] {
  return state.selectedKeywords.filter((entry) => entry.isSelected).map((entry) => entry.keyword);
}

/** Why a run cannot start yet: the part of the session it needs is missing. */
export class WriterStepNotReady extends Error {}

/** What the server adds to a request that the browser does not know (it changes no estimate). */
export interface RequestExtras {
  competingPages?: TSerpResult[];
  internalLinks?: TInternalLinkTarget[];
}

/**
 * The writer request of `run` from the session's state. Throws WriterStepNotReady when the
 * state lacks what the run needs (no keyword, no title, no outline, no such section).
 */
export function writerRequest(
  state: TWriterSessionState,
  run: { run: TWriterRun; sectionId?: string; note?: string },
  extras: RequestExtras = {},
): TGenerationRequest {
  const form = state.keywordForm;
  if (form.keyword.trim() === '') throw new WriterStepNotReady('keyword');
  const keywordInputs = {
    keyword: form.keyword,
    country: form.country,
    language: form.language,
    contentType: form.contentType,
  };
  if (run.run === 'keywords') return { kind: 'article_keywords', inputs: keywordInputs };

  const titleInputs = {
    ...keywordInputs,
    selectedKeywords: keptKeywords(state),
    competingPages: extras.competingPages ?? state.keywordResponse?.competingPages ?? [],
  };
  if (run.run === 'titles') return { kind: 'article_titles', inputs: titleInputs };

  if (!state.chosenTitle) throw new WriterStepNotReady('title');
  const brief = state.keywordSelectResponse;
  const outlineInputs = {
    ...titleInputs,
    title: state.chosenTitle.title,
    description: state.chosenTitle.description || undefined,
    headingsCount: state.titleForm.headingsCount,
    writingStyle: state.titleForm.writingStyle || undefined,
    pointOfView: state.titleForm.pointOfView,
    expertGuidance: state.titleForm.expertGuidance || undefined,
    suggestedHeadings: brief?.articleoutline ?? [],
    bodyBrief: brief?.promptforbody || undefined,
  };
  if (run.run === 'outline') return { kind: 'article_outline', inputs: outlineInputs };

  if (!state.selectedOutline) throw new WriterStepNotReady('outline');
  const bodyInputs = {
    ...outlineInputs,
    outline: state.selectedOutline.sections,
    introductionHint: brief?.Introduction || undefined,
    keyTakeawaysHint: brief?.key_takeaways ?? [],
    includeKeyTakeaways: state.articleOptions.includeKeyTakeaways,
    includeFaq: state.articleOptions.includeFaq,
    internalLinks:
      extras.internalLinks ??
      state.internalLinks.filter((link) => link.selected).map((link) => ({ title: link.title, url: link.path })),
  };
  if (run.run === 'article') return { kind: 'article_body', inputs: bodyInputs };

  const section = findSection(state, run.sectionId);
  return {
    kind: 'article_section',
    inputs: {
      ...bodyInputs,
      section: { kind: section.kind, heading: section.heading, points: section.points, current: section.markdown },
      note: run.note?.trim() || undefined,
    },
  };
}

function findSection(state: TWriterSessionState, sectionId: string | undefined): TArticleSection {
  const section = state.generatedArticle?.sections.find((candidate) => candidate.id === sectionId);
  if (!section) throw new WriterStepNotReady('section');
  return section;
}

// ── What a run's answer leaves in the session ─────────────────────────────────────────────────

/** How many of a keywords run's ideas start out kept. */
export const KEPT_KEYWORD_IDEAS = 5;
/** Spec-free cap of the selected keywords list (ZWriterSessionState.selectedKeywords). */
const MAX_SELECTED_KEYWORDS = 60;

/**
 * The keyword list after a keywords run: every new idea (the first KEPT_KEYWORD_IDEAS kept), then
 * the keywords the user added before (those that were not among the old ideas), as they were.
 */
export function keywordsAfterIdeas(
  state: Pick<TWriterSessionState, 'keywordResponse' | 'selectedKeywords'>,
  ideas: readonly { keyword: string }[],
): TSelectedKeyword[] {
  const oldIdeas = new Set(state.keywordResponse?.keywords.map((idea) => keywordKey(idea.keyword)) ?? []);
  const seen = new Set<string>();
  const list: TSelectedKeyword[] = [];
  const add = (entry: TSelectedKeyword) => {
    const key = keywordKey(entry.keyword);
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    list.push(entry);
  };
  ideas.forEach((idea, index) => {
    add({ keyword: idea.keyword.trim(), isSelected: index < KEPT_KEYWORD_IDEAS });
  });
  for (const entry of state.selectedKeywords) {
    if (!oldIdeas.has(keywordKey(entry.keyword))) add(entry);
  }
  return list.slice(0, MAX_SELECTED_KEYWORDS);
}

function keywordKey(keyword: string): string {
  return keyword.trim().toLocaleLowerCase();
}

// ── Internal links ─────────────────────────────────────────────────────────────────────────────

/** How many of the user's articles are suggested as internal links. */
export const MAX_INTERNAL_LINK_SUGGESTIONS = 5;

/** The blog's content type of an article written as `contentType`. */
export function blogContentType(contentType: TContentType): TArticleContentType {
  return contentType === 'News Article' ? 'news' : 'blog';
}

/** The article being written as the related-articles scoring reads it: its title, its kept keywords as tags. */
export function writtenArticleFacts(state: TWriterSessionState, now: Date): RelatedArticleFacts {
  return {
    id: '',
    title: state.chosenTitle?.title ?? state.keywordForm.keyword,
    languageCode: state.keywordForm.language,
    status: 'published',
    category: '',
    subcategory: '',
    microcategory: '',
    categories: [],
    tags: [...new Set([state.keywordForm.keyword, ...keptKeywords(state)].map(keywordKey))],
    contentType: blogContentType(state.keywordForm.contentType),
    publishedAt: now,
  };
}

/** One of the user's published articles that may be linked to, with its public canonical path. */
export interface LinkableArticle extends RelatedArticleFacts {
  path: string;
}

/**
 * The user's articles worth linking to from the one being written: those of its language on the
 * same subject (a tag shared with its keywords, or a title word shared with its title), best first
 * by the related-articles score, at most MAX_INTERNAL_LINK_SUGGESTIONS. The subject is required
 * because recency and content type alone give nearly every article points (related-articles.ts).
 * An article the user unticked before stays unticked.
 */
export function rankInternalLinks(
  state: TWriterSessionState,
  candidates: readonly LinkableArticle[],
  now: Date,
): TInternalLinkSuggestion[] {
  const article = writtenArticleFacts(state, now);
  const articleWords = new Set(titleWords(article.title));
  const articleTags = new Set(article.tags);
  const unticked = new Set(state.internalLinks.filter((link) => !link.selected).map((link) => link.articleId));
  return candidates
    .map((candidate) => ({ ...candidate, tags: candidate.tags.map(keywordKey) }))
    .filter(
      (candidate) =>
        candidate.status === 'published' &&
        candidate.languageCode === article.languageCode &&
        (candidate.tags.some((tag) => articleTags.has(tag)) ||
          titleWords(candidate.title).some((word) => articleWords.has(word))),
    )
    .map((candidate) => ({ candidate, score: relatedScore(article, candidate, now) }))
    .filter(({ score }) => score > 0)
    .sort(
      (first, second) =>
        second.score - first.score ||
        (second.candidate.publishedAt?.getTime() ?? 0) - (first.candidate.publishedAt?.getTime() ?? 0),
    )
    .slice(0, MAX_INTERNAL_LINK_SUGGESTIONS)
    .map(({ candidate, score }) => ({
      articleId: candidate.id,
      title: candidate.title,
      path: candidate.path,
      score,
      selected: !unticked.has(candidate.id),
    }));
}

// ── Saving as a blog article ───────────────────────────────────────────────────────────────────

/** Blog limits (shared/src/schemas/blog.ts ZArticleFields) and the search snippet's length. */
const BLOG_TITLE_MAX = 200;
const EXCERPT_MAX = 300;
export const META_DESCRIPTION_MAX = 156;
const MAX_TAGS = 20;
const TAG_MAX = 50;

/** What the generated article is saved as in the blog (the slug is derived from the keyword by the saver). */
export interface ArticleDraft {
  title: string;
  excerpt: string;
  metaDescription: string;
  /** Unsanitised HTML: the blog service sanitises what it stores. */
  content: string;
  focusKeyphrase: string;
  languageCode: TWriterSessionState['keywordForm']['language'];
  contentType: TArticleContentType;
  tags: string[];
}

/**
 * The blog article of a session's generated article: the chosen title, the introduction's first
 * sentences as the excerpt, the chosen description as the meta description (else the excerpt),
 * the body as HTML, the keyword as the focus keyphrase and the kept keywords as tags. Throws
 * WriterStepNotReady when there is no article yet.
 */
export function articleDraft(state: TWriterSessionState): ArticleDraft {
  const article = state.generatedArticle;
  if (!article) throw new WriterStepNotReady('article');
  const opening =
    article.sections.find((section) => section.kind === 'introduction' && section.markdown.trim() !== '') ??
    article.sections.find((section) => section.markdown.trim() !== '');
  const excerpt = firstSentences(markdownText(opening?.markdown ?? ''), EXCERPT_MAX);
  const description = (state.chosenTitle?.description ?? article.metaDescription).replace(/\s+/g, ' ').trim();
  const tags = new Map<string, string>();
  for (const keyword of keptKeywords(state)) {
    const tag = cutAtWord(keyword.replace(/\s+/g, ' ').trim(), TAG_MAX, '');
    if (tag && !tags.has(keywordKey(tag))) tags.set(keywordKey(tag), tag);
  }
  return {
    title: cutAtWord(state.chosenTitle?.title ?? article.title, BLOG_TITLE_MAX, ''),
    excerpt,
    metaDescription: cutAtWord(description || excerpt, META_DESCRIPTION_MAX, ''),
    content: articleBodyHtml(article),
    focusKeyphrase: state.keywordForm.keyword,
    languageCode: state.keywordForm.language,
    contentType: blogContentType(state.keywordForm.contentType),
    tags: [...tags.values()].slice(0, MAX_TAGS),
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Markdown as the plain text a reader sees (links as their words, no emphasis marks). */
export function markdownText(markdown: string): string {
  return marked
    .parse(markdown, { async: false, gfm: true })
    .replace(/<\/(p|li|h[1-6]|blockquote)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `text` cut after its last whole word within `max` characters, `ellipsis` added (within `max`)
 * when it was cut; a first word longer than `max` is cut inside.
 */
export function cutAtWord(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const room = max - ellipsis.length;
  const cut = text.slice(0, room + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const kept = (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, room)).replace(/[\s,;:–—-]+$/u, '');
  return `${kept}${ellipsis}`;
}

/** The whole sentences that open `text` within `max` characters (the first one cut at a word when it alone is longer). */
export function firstSentences(text: string, max: number): string {
  const sentences = text.match(/[^.!?。！？]+(?:[.!?。！？]+["'”’)\]]*|$)\s*/gu) ?? [];
  let kept = '';
  for (const sentence of sentences) {
    const next = `${kept}${sentence}`;
    if (next.trim().length > max) break;
    kept = next;
  }
  return kept.trim() || cutAtWord(text, max);
}
