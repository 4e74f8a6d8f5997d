/**
 * The article writer's rules that both sides apply (spec §4): the defaults Reset returns to,
 * which page a session may open, and the writer request each run sends. The browser uses the
 * request to show the words a run will hold before it starts; the server sends the same one.
 */
import type { TGenerationRequest, TInternalLinkTarget, TSerpResult } from '../schemas/ai.ts';
import {
  type TArticleSection,
  type TWriterRun,
  type TWriterSessionState,
  type TWriterStep,
  WRITER_STEPS,
  ZWriterSessionState,
} from '../schemas/article-writer.ts';

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
