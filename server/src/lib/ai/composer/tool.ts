/**
 * The template composer's answers for AI tools (issue 15: tools without a webhook), written when
 * no AI provider is configured or the active one failed, by the recipe the admin chose:
 * - `headlines`: 10 headlines, from the article writer's title patterns (English);
 * - `linkedin_hooks`: 8 opening lines for a LinkedIn post, from the LinkedIn phrase tables, in the
 *   tool's language when the composer writes it (./languages.ts), else English;
 * - `meta_descriptions`: 5 meta descriptions of 120–156 characters for a page (English);
 * - `none`: the tool needs an AI provider, and says so.
 * Each answer is a numbered markdown list about the run's topic (the visitor's value of the first
 * field the prompt names; see features/tools/ai-runner.ts). Like the rest of the composer it states
 * no facts about the topic.
 */
import { AppErrorCode } from '@wordloom/shared/errors';
import { type TToolRunInputs, WRITING_STYLES } from '@wordloom/shared/schemas/ai';
import { AppError } from '../../app-error.ts';
import { cleanKeyword, fittedDescription, titleCandidates, titleKeyword } from './article.ts';
import { postPhrasesFor } from './languages.ts';
import { firstSentence } from './sentences.ts';

/** How many items each recipe writes. */
export const TOOL_LIST_SIZES = { headlines: 10, linkedin_hooks: 8, meta_descriptions: 5 } as const;

/** A topic longer than this (a pasted paragraph) is written about by its first sentence. */
const LONGEST_TOPIC = 150;

/** The content types whose title patterns suit a headline on any topic (reviews, comparisons and news do not). */
const HEADLINE_TYPES = ['Listicle', 'How-to Guide', 'Blog Post'] as const;

export function headlines(topic: string): string[] {
  const keyword = titleKeyword(topic);
  // The generic pattern that is the keyword alone is no headline.
  return titleCandidates(keyword, HEADLINE_TYPES)
    .filter((title) => title.toLowerCase() !== keyword.toLowerCase())
    .slice(0, TOOL_LIST_SIZES.headlines);
}

/** Two sentences as one line; scripts that end a sentence with a full-width stop take no space after it. */
function joined(first: string, second: string): string {
  return /[。！？]$/u.test(first) ? `${first}${second}` : `${first} ${second}`;
}

/** A line starts with a capital, unless its first word is a name with its own ("iPhone", "eBay"). */
function capitalised(line: string): string {
  if (/^\p{Ll}+\p{Lu}/u.test(line)) return line;
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** Each writing style's opening line, then two that pair a general sentence of the table with a hook. */
export function linkedInHooks(topic: string, language: string): string[] {
  const phrases = postPhrasesFor(language);
  const styleHooks = WRITING_STYLES.map((style) => phrases.hooks[style](topic));
  const problem = firstSentence(phrases.problem[0] ?? '');
  const context = firstSentence(phrases.context[0] ?? '');
  return [
    ...styleHooks,
    joined(problem, phrases.hooks.casual(topic)),
    joined(phrases.hooks.educational(topic), context),
  ]
    .map(capitalised)
    .slice(0, TOOL_LIST_SIZES.linkedin_hooks);
}

/** Openings that describe a page on the topic without claiming what the page holds. */
const PAGE_OPENINGS: ((k: string) => string)[] = [
  (k) => `Everything you need to know about ${k}, in one place.`,
  (k) => `Learn what ${k} is, how it works and why it matters to you.`,
  (k) => `Looking for ${k}? Find out what it offers and who it is for.`,
  (k) => `${k}: what it is, how it works and how to get started.`,
  (k) => `Discover how ${k} can help you, and what to look for before you start.`,
];

/** Clauses added in turn (each description starts at another) until it is 120–156 characters long. */
const PAGE_ADDITIONS = [
  'Clear answers, no jargon.',
  'Find out what to do next.',
  'Read on to learn more.',
  'Start today.',
  'Worth a read before you decide.',
];

export function metaDescriptions(topic: string): string[] {
  return PAGE_OPENINGS.slice(0, TOOL_LIST_SIZES.meta_descriptions).map((opening, index) =>
    fittedDescription(topic, [opening], [...PAGE_ADDITIONS.slice(index), ...PAGE_ADDITIONS.slice(0, index)]),
  );
}

function numbered(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join('\n');
}

function needsProvider(detail: string): AppError {
  return new AppError(AppErrorCode.AI_PROVIDER_FAILED, { detail });
}

/** The recipe's numbered list about the run's topic; AI_PROVIDER_FAILED for `none` or when there is no topic. */
export function composeToolList(inputs: TToolRunInputs): string {
  if (inputs.recipe === 'none') throw needsProvider('this tool needs an AI provider');
  const cleaned = cleanKeyword(inputs.topic);
  const topic = [...cleaned].length > LONGEST_TOPIC ? cleanKeyword(firstSentence(cleaned)) : cleaned;
  if (topic === '') throw needsProvider('the template composer needs a value to write about');
  switch (inputs.recipe) {
    case 'headlines':
      return numbered(headlines(topic));
    case 'linkedin_hooks':
      return numbered(linkedInHooks(topic, inputs.language));
    case 'meta_descriptions':
      return numbered(metaDescriptions(topic));
  }
}
