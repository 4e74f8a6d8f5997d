/**
 * What each writer run leaves in the session when it succeeds (issue 14 point 1): its answer in
 * its part of the state, the step it opens, and nothing else (the answers of later steps stay
 * until their own step runs again, docs/decisions/013).
 */
import { sectionMarkdown, singleLine, splitArticleMarkdown } from '@wordloom/shared/domain/article-markdown';
import { furthestStep, keywordsAfterIdeas } from '@wordloom/shared/domain/article-writer';
import {
  type TGenerationRequest,
  type TSerpResult,
  ZKeywordIdeas,
  ZKeywordSelectResponse,
  ZOutlineOptions,
} from '@wordloom/shared/schemas/ai';
import type {
  TInternalLinkSuggestion,
  TWriterSessionState,
  TWriterStep,
  WriterSession,
} from '@wordloom/shared/schemas/article-writer';
import type { SessionWrite } from './queries.ts';

/** What a succeeded run produced: the text, and a structured kind's validated answer. */
export interface RunAnswer {
  text: string;
  result?: unknown;
}

/** Ids of the title and outline options, by place: `t1`…, `o1`…. */
const optionId = (prefix: string, index: number) => `${prefix}${index + 1}`;

/**
 * The session after `request`'s answer: keywords → the ideas (and the competing pages read before
 * the run), every idea listed and the first ones kept; titles → the keyword-select answer, its
 * titles as options, the first chosen; outline → the options, the first copied to be edited;
 * article → the markdown cut into sections under the chosen title and description (and the
 * internal links it was written with, when they were suggested for it); section →
 * that section's text only. The step moves forward to the page that shows the answer.
 */
export function afterRun(
  session: WriterSession,
  request: TGenerationRequest,
  answer: RunAnswer,
  {
    competingPages = [],
    internalLinks,
    sectionId,
  }: {
    competingPages?: TSerpResult[];
    /** Suggested for this run (none had been): kept unless the user got others meanwhile. */
    internalLinks?: TInternalLinkSuggestion[] | undefined;
    sectionId?: string | undefined;
  } = {},
): { state: TWriterSessionState; extra: Partial<SessionWrite> } {
  const { state } = session;
  const opens = (step: TWriterStep, changed: TWriterSessionState) => ({
    state: changed,
    extra: { step: furthestStep(session.step, step) },
  });
  switch (request.kind) {
    case 'article_keywords': {
      const { keywords } = ZKeywordIdeas.parse(answer.result);
      return opens('select-keywords', {
        ...state,
        keywordResponse: { keywords, competingPages },
        selectedKeywords: keywordsAfterIdeas(state, keywords),
      });
    }
    case 'article_titles': {
      const response = ZKeywordSelectResponse.parse(answer.result);
      const titleOptions = response.titlesAndShortDescription.map((option, index) => ({
        id: optionId('t', index),
        title: singleLine(option.title, 300),
        description: option.description,
      }));
      const first = titleOptions[0];
      return opens('title-description', {
        ...state,
        keywordSelectResponse: response,
        titleOptions,
        chosenTitle: first ? { title: first.title, description: first.description } : state.chosenTitle,
      });
    }
    case 'article_outline': {
      const { outlines } = ZOutlineOptions.parse(answer.result);
      const outlineOptions = outlines.map((outline, index) => ({
        id: optionId('o', index),
        angle: singleLine(outline.angle, 120),
        sections: outline.sections,
      }));
      const first = outlineOptions[0];
      return opens('outline', {
        ...state,
        outlineOptions,
        selectedOutline: first
          ? { optionId: first.id, sections: structuredClone(first.sections) }
          : state.selectedOutline,
      });
    }
    case 'article_body': {
      // The plan the text was written from (the request's), not the outline as it may be now.
      const { inputs } = request;
      const { sections } = splitArticleMarkdown(answer.text, {
        outline: inputs.outline,
        includeKeyTakeaways: inputs.includeKeyTakeaways,
        includeFaq: inputs.includeFaq,
      });
      return opens('generated', {
        ...state,
        internalLinks: internalLinks && state.internalLinks.length === 0 ? internalLinks : state.internalLinks,
        generatedArticle: {
          title: inputs.title,
          metaDescription: singleLine(inputs.description ?? '', 320),
          sections,
        },
      });
    }
    case 'article_section': {
      const article = state.generatedArticle;
      const markdown = sectionMarkdown(answer.text);
      return {
        state: {
          ...state,
          generatedArticle: article && {
            ...article,
            sections: article.sections.map((section) =>
              section.id === sectionId ? { ...section, markdown } : section,
            ),
          },
        },
        extra: {},
      };
    }
    case 'linkedin_post':
    case 'article_translation':
    case 'tool_run':
      throw new Error(`the article writer does not run ${request.kind}`);
  }
}
