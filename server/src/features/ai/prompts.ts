/**
 * Every prompt the AI engine sends, in one place. Each kind has a versioned template: change the
 * wording, bump its version, and the generations recorded after that say which wording they used.
 */
import { POST_WORD_RANGES } from '@wordloom/shared/domain/word-count';
import { LANGUAGES } from '@wordloom/shared/languages';
import { findCountryByCode } from '@wordloom/shared/reference/countries';
import type {
  POINTS_OF_VIEW,
  TArticleBodyInputs,
  TArticleKeywordInputs,
  TArticleOutlineInputs,
  TArticleTitleInputs,
  TGenerationKind,
  TGenerationRequest,
  TLinkedInPostInputs,
} from '@wordloom/shared/schemas/ai';
import type { RenderedPrompt } from '../../lib/ai/writer.ts';

export const PROMPT_VERSION: Record<TGenerationKind, string> = {
  linkedin_post: 'linkedin_post.v1',
  article_keywords: 'article_keywords.v1',
  article_titles: 'article_titles.v1',
  article_outline: 'article_outline.v1',
  article_body: 'article_body.v1',
};

/** A LinkedIn post rewritten from a source text (Repurpose) adds its own lines to the template, so it has its own version. */
export const REPURPOSE_PROMPT_VERSION = 'linkedin_post_repurpose.v1';

function lengthGuide(length: TLinkedInPostInputs['postLength']): string {
  const { min, max } = POST_WORD_RANGES[length];
  return `${length}: about ${min} to ${max} words`;
}

const POINT_OF_VIEW: Record<(typeof POINTS_OF_VIEW)[number], string> = {
  writer: "the writer's own choice",
  first_person_singular: 'first person singular (I, me, my)',
  first_person_plural: 'first person plural (we, us, our)',
  second_person: 'second person (you, your)',
  third_person: 'third person (he, she, it, they)',
};

/** "Label: value" lines for the inputs that were given; empty ones are left out, not sent blank. */
function fields(entries: [label: string, value: string | number | undefined][]): string {
  return entries
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && String(entry[1]).trim() !== '')
    .map(([label, value]) => {
      const text = String(value).trim();
      return text.includes('\n') ? `${label}:\n"""\n${text}\n"""` : `${label}: ${text}`;
    })
    .join('\n');
}

/** A two-letter code ("en") is asked for by name ("English"); a name is kept as given. */
function languageLabel(language: string): string {
  return LANGUAGES.find((known) => known.code === language.toLowerCase())?.englishName ?? language;
}

/** "US" → "United States (US)", so the model need not guess the code. */
function countryLabel(code: string): string {
  const country = findCountryByCode(code);
  return country ? `${country.name} (${country.code})` : code;
}

function writeIn(language: string): string {
  return `Write everything in ${languageLabel(language)}.`;
}

function linkedInPost(inputs: TLinkedInPostInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      'You are an experienced LinkedIn ghostwriter.',
      'Write one LinkedIn post that reads naturally, opens with a strong first line and ends with a clear call to action.',
      'Use short paragraphs and plain text (no markdown headings); add a few relevant hashtags at the end.',
      'Do not invent statistics, quotes or personal stories presented as facts.',
      ...(inputs.sourceText
        ? [
            'When a source text is given, keep its facts and ideas, in your own words, and do not add facts it does not state.',
          ]
        : []),
      'Answer with the post only, without any introduction or explanation.',
      writeIn(inputs.language),
    ].join('\n'),
    user: fields([
      ['Topic', inputs.topic],
      ['Language', languageLabel(inputs.language)],
      ['Length', lengthGuide(inputs.postLength)],
      ['Writing style', inputs.writingStyle],
      ['Target audience', inputs.icp],
      ['Intent', inputs.intent],
      ['Category', inputs.category],
      ['Follow this structure', inputs.templateStructure],
      ['Match the tone and format of this example post (not its content)', inputs.templateExamplePost],
      ['Extra guidance', inputs.additionalGuidance],
      ['Rewrite this text as a LinkedIn post', inputs.sourceText],
    ]),
  };
}

function keywordContext(inputs: TArticleKeywordInputs): [string, string | undefined][] {
  return [
    ['Main keyword', inputs.keyword],
    ['Target country', countryLabel(inputs.country)],
    ['Language', languageLabel(inputs.language)],
    ['Content type', inputs.contentType],
  ];
}

function articleKeywords(inputs: TArticleKeywordInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      'You are an SEO strategist.',
      'Suggest 8 to 12 related keywords a searcher in the target country would type, each with its search intent',
      '(informational, navigational, commercial or transactional).',
      writeIn(inputs.language),
      'Answer as JSON: {"keywords": [{"keyword": string, "intent": string}]}.',
    ].join('\n'),
    user: fields(keywordContext(inputs)),
  };
}

function articleTitles(inputs: TArticleTitleInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      'You are an SEO editor.',
      'Suggest 5 article titles that would rank for the main keyword and tempt a reader to click,',
      'each with a one-sentence description of what the article covers.',
      writeIn(inputs.language),
      'Answer as JSON: {"titles": [{"title": string, "description": string}]}.',
    ].join('\n'),
    user: fields([...keywordContext(inputs), ['Also cover these keywords', inputs.selectedKeywords.join(', ')]]),
  };
}

function outlineContext(inputs: TArticleOutlineInputs): [string, string | number | undefined][] {
  return [
    ...keywordContext(inputs),
    ['Also cover these keywords', inputs.selectedKeywords.join(', ')],
    ['Title', inputs.title],
    ['Description', inputs.description],
    ['Writing style', inputs.writingStyle],
    ['Point of view', POINT_OF_VIEW[inputs.pointOfView]],
    ['Expert guidance', inputs.expertGuidance],
  ];
}

function articleOutline(inputs: TArticleOutlineInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      'You are an SEO editor planning an article.',
      `Write an outline of exactly ${inputs.headingsCount} section headings, in reading order, that together cover the title.`,
      'Headings are short and specific; do not number them.',
      writeIn(inputs.language),
      'Answer as JSON: {"headings": [string]}.',
    ].join('\n'),
    user: fields([...outlineContext(inputs), ['Number of headings', inputs.headingsCount]]),
  };
}

function articleBody(inputs: TArticleBodyInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      'You are an expert writer of search-optimised articles.',
      'Write the full article in markdown: the title as a level-1 heading, a short introduction,',
      'then each outline heading as a level-2 heading, in order, with its section.',
      'Use the main keyword and the other keywords naturally; do not invent statistics, quotes or sources.',
      writeIn(inputs.language),
      'Answer with the article only.',
    ].join('\n'),
    user: fields([...outlineContext(inputs), ['Outline', inputs.outline.map((heading) => `- ${heading}`).join('\n')]]),
  };
}

/** The prompt for a request: its kind's template filled with the request's inputs. */
export function renderPrompt(request: TGenerationRequest): RenderedPrompt {
  const version = PROMPT_VERSION[request.kind];
  switch (request.kind) {
    case 'linkedin_post':
      return {
        ...linkedInPost(request.inputs),
        version: request.inputs.sourceText ? REPURPOSE_PROMPT_VERSION : version,
      };
    case 'article_keywords':
      return { ...articleKeywords(request.inputs), version };
    case 'article_titles':
      return { ...articleTitles(request.inputs), version };
    case 'article_outline':
      return { ...articleOutline(request.inputs), version };
    case 'article_body':
      return { ...articleBody(request.inputs), version };
  }
}
