/** Shared pieces of the article writer's server tests: crafted writer answers, runs followed to their end, sessions at a step. */
import { randomUUID } from 'node:crypto';
import type { TKeywordIdea, TKeywordSelectResponse, TOutlineOptions } from '@wordloom/shared/schemas/ai';
import type {
  TRunWriterStep,
  TWriterSessionPatch,
  TWriterStep,
  WriterSession,
} from '@wordloom/shared/schemas/article-writer';
import { type ChatRequest, type FakeOpenAI, fakeOpenAI } from '../mocks/openai.ts';
import { mswServer } from '../setup/msw-node.ts';
import { FAKE_AI, followGeneration, lastEvent, type StreamedEvent } from './ai.ts';
import type { Caller } from './callers.ts';

export const KEYWORD = 'sourdough starter';

export const KEYWORD_IDEAS: TKeywordIdea[] = [
  { keyword: 'how to make sourdough starter', intent: 'informational', relevance: 'The main how-to question.' },
  { keyword: 'sourdough starter ratio', intent: 'informational', relevance: 'Readers ask for exact amounts.' },
  { keyword: 'feeding sourdough starter', intent: 'informational', relevance: 'The daily routine.' },
  { keyword: 'sourdough starter not rising', intent: 'informational', relevance: 'The common problem.' },
  { keyword: 'best flour for sourdough starter', intent: 'commercial', relevance: 'Buyers compare flours.' },
  { keyword: 'sourdough starter jar', intent: 'transactional', relevance: 'Equipment to buy.' },
  { keyword: 'dehydrated sourdough starter', intent: 'commercial', relevance: 'A shortcut some prefer.' },
];

export const KEYWORD_SELECT: TKeywordSelectResponse = {
  titlesAndShortDescription: [
    {
      title: 'How to Make a Sourdough Starter in 7 Days',
      description: 'A day-by-day guide to a lively sourdough starter with flour, water and patience.',
    },
    { title: 'Sourdough Starter for Beginners', description: 'Everything a first-time baker needs to know.' },
    { title: 'Why Your Sourdough Starter Is Not Rising', description: 'Fix a sluggish starter in three steps.' },
  ],
  articleoutline: ['What a starter is', 'Day-by-day plan', 'Troubleshooting'],
  promptforbody: 'Practical, warm, with exact amounts.',
  Introduction: 'A starter is flour and water that wild yeast has moved into.',
  key_takeaways: ['Feed it daily', 'Keep it warm'],
};

export const OUTLINES: TOutlineOptions = {
  outlines: [
    {
      angle: 'Step by step',
      sections: [
        { heading: 'What a sourdough starter is', points: ['Wild yeast', 'Lactic bacteria'] },
        { heading: 'Day-by-day plan', points: ['Day 1 mix', 'Days 2 to 7 feed'] },
        { heading: 'Troubleshooting', points: ['No bubbles', 'Bad smell'] },
      ],
    },
    {
      angle: 'For busy bakers',
      sections: [
        { heading: 'The five-minute routine', points: [] },
        { heading: 'Keeping it in the fridge', points: [] },
      ],
    },
  ],
};

/** The article as the writer streams it for the first outline, with key takeaways and an FAQ. */
export const ARTICLE_MARKDOWN = [
  '# How to Make a Sourdough Starter in 7 Days',
  '',
  'A sourdough starter is flour and water that wild yeast has moved into. It takes a week of patience. This guide shows each day.',
  '',
  '## Key takeaways',
  '',
  '- Feed it every day.',
  '- Keep it warm.',
  '',
  '## What a sourdough starter is',
  '',
  'Wild yeast and lactic bacteria live in it together.',
  '',
  '## Day-by-day plan',
  '',
  'Mix 50 g of flour with 50 g of water on day one.',
  '',
  '## Troubleshooting',
  '',
  'No bubbles after three days? Move it somewhere warmer.',
  '',
  '## Frequently asked questions',
  '',
  '### Can I use tap water?',
  '',
  'Yes, if it is not heavily chlorinated.',
].join('\n');

export const NEW_SECTION_TEXT = 'Day one: mix 60 g of rye flour with 60 g of water, then cover the jar loosely.';

/** What the fake writer answers; tests change it for one run. */
export interface WriterAnswers {
  structured: Partial<Record<string, unknown>>;
  /** The streamed text of `article_body` and `article_section` requests. */
  reply: (request: ChatRequest) => string;
}

export function defaultAnswers(): WriterAnswers {
  return {
    structured: {
      article_keywords: { keywords: KEYWORD_IDEAS },
      article_titles: KEYWORD_SELECT,
      article_outline: OUTLINES,
    },
    reply: (request) =>
      request.messages.some((message) => message.content.includes('Write a new version'))
        ? `## Day-by-day plan\n\n${NEW_SECTION_TEXT}`
        : ARTICLE_MARKDOWN,
  };
}

/** The OpenAI-compatible fake answering the writer's kinds (a structured answer by its schema name, the kind). */
export function useWriterFake(answers: WriterAnswers): FakeOpenAI {
  const fake = fakeOpenAI({
    baseUrl: FAKE_AI.AI_BASE_URL,
    apiKey: FAKE_AI.AI_API_KEY,
    structured: (request) => answers.structured[request.responseFormat?.json_schema?.name ?? ''],
    reply: (request) => answers.reply(request),
  });
  mswServer.use(...fake.handlers);
  return fake;
}

type RunInput = TRunWriterStep extends infer Run
  ? Run extends TRunWriterStep
    ? Omit<Run, 'idempotencyKey'>
    : never
  : never;

/** Starts a run and follows its generation to the end. */
export async function runToEnd(
  caller: Caller,
  input: RunInput,
): Promise<{ generationId: string; events: StreamedEvent[]; last: StreamedEvent['event'] }> {
  const { generationId } = await caller.articleWriter.run({ ...input, idempotencyKey: randomUUID() } as TRunWriterStep);
  const events = await followGeneration(caller, generationId);
  return { generationId, events, last: lastEvent(events) };
}

/** A new session with the keyword, moved to `step` with `patch` (crafted answers, no runs). */
export async function sessionWith(
  caller: Caller,
  patch: TWriterSessionPatch = {},
  step?: TWriterStep,
): Promise<WriterSession> {
  const created = await caller.articleWriter.sessions.create({
    keywordForm: {
      keyword: KEYWORD,
      country: 'US',
      language: 'en',
      contentType: 'How-to Guide',
      brokenLinks: false,
      brokenLinkCount: 10,
    },
  });
  if (Object.keys(patch).length === 0 && !step) return created;
  return caller.articleWriter.sessions.update({ sessionId: created.id, patch, ...(step ? { step } : {}) });
}

/** A session with everything up to the outline chosen: the article run can start. */
export function readyForArticle(caller: Caller, patch: TWriterSessionPatch = {}): Promise<WriterSession> {
  const [chosen] = KEYWORD_SELECT.titlesAndShortDescription;
  const [outline] = OUTLINES.outlines;
  return sessionWith(
    caller,
    {
      keywordResponse: { keywords: KEYWORD_IDEAS, competingPages: [] },
      selectedKeywords: KEYWORD_IDEAS.map((idea, index) => ({ keyword: idea.keyword, isSelected: index < 3 })),
      keywordSelectResponse: KEYWORD_SELECT,
      titleOptions: KEYWORD_SELECT.titlesAndShortDescription.map((option, index) => ({
        id: `t${index + 1}`,
        ...option,
      })),
      chosenTitle: chosen!,
      outlineOptions: OUTLINES.outlines.map((option, index) => ({ id: `o${index + 1}`, ...option })),
      selectedOutline: { optionId: 'o1', sections: outline!.sections },
      ...patch,
    },
    'outline',
  );
}
