/**
 * Every prompt the AI engine sends, in one place. Each kind has a versioned template: change the
 * wording, bump its version, and the generations recorded after that say which wording they used.
 */
import { POST_WORD_RANGES } from '@wordloom/shared/domain/word-count';
import { LANGUAGES } from '@wordloom/shared/languages';
import { findCountryByCode } from '@wordloom/shared/reference/countries';
import {
  type POINTS_OF_VIEW,
  SEARCH_INTENTS,
  type TArticleBodyInputs,
  type TArticleKeywordInputs,
  type TArticleOutlineInputs,
  type TArticleSectionInputs,
  type TArticleSectionKind,
  type TArticleTitleInputs,
  type TArticleTranslationInputs,
  type TGenerationKind,
  type TGenerationRequest,
  type TInternalLinkTarget,
  type TLinkedInPostInputs,
  type TOutlineSection,
  type TSerpResult,
  type TToolRunInputs,
} from '@wordloom/shared/schemas/ai';
import type { RenderedPrompt } from '../../lib/ai/writer.ts';

export const PROMPT_VERSION: Record<TGenerationKind, string> = {
  linkedin_post: 'linkedin_post.v1',
  article_keywords: 'article_keywords.v2',
  article_titles: 'article_titles.v2',
  article_outline: 'article_outline.v2',
  article_body: 'article_body.v2',
  article_section: 'article_section.v1',
  article_translation: 'article_translation.v1',
  tool_run: 'tool_run.v1',
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

/** JSON answers: the shape asked for, and nothing around it (the answer is validated against the schema). */
function answerAsJson(shape: string): string {
  return `Answer with JSON only, exactly this shape: ${shape}`;
}

const INTENTS = SEARCH_INTENTS.join(', ');

function articleKeywords(inputs: TArticleKeywordInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      'You are an SEO strategist.',
      'Suggest 8 to 12 related keywords a searcher in the target country would type when looking for an article on the main keyword,',
      `each with its search intent (one of: ${INTENTS}) and one sentence on why it fits the article.`,
      `Suit them to the content type (a comparison's searchers type "vs" and "alternatives", a review's "review" and "pros and cons").`,
      'Do not state search volumes or difficulty: you cannot know them.',
      writeIn(inputs.language),
      answerAsJson('{"keywords": [{"keyword": string, "intent": string, "relevance": string}]}.'),
    ].join('\n'),
    user: fields(keywordContext(inputs)),
  };
}

function competingPagesText(pages: TSerpResult[]): string | undefined {
  if (pages.length === 0) return undefined;
  return pages
    .map((page, index) => `${index + 1}. ${page.title} (${page.url})${page.snippet ? `: ${page.snippet}` : ''}`)
    .join('\n');
}

function articleTitles(inputs: TArticleTitleInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      'You are an SEO editor planning an article on the main keyword.',
      'Suggest 5 title options, each with a meta description:',
      'every title is 30 to 60 characters long and contains the main keyword;',
      'every description is 120 to 156 characters long, contains the main keyword and says what the reader gets.',
      'Also give: "articleoutline", the H2 headings you suggest, in reading order;',
      '"promptforbody", a brief for the writer of the body (audience, angle, what to cover, what to avoid);',
      '"Introduction", an introduction paragraph whose first sentence contains the main keyword;',
      '"key_takeaways", 3 to 5 takeaways of one sentence each.',
      ...(inputs.competingPages.length > 0
        ? [
            'Pages that rank for the keyword today are listed: plan an article that does better than these (more complete, clearer, more useful).',
          ]
        : []),
      'Do not invent statistics, studies or quotes.',
      writeIn(inputs.language),
      answerAsJson(
        '{"titlesAndShortDescription": [{"title": string, "description": string}], "articleoutline": [string], "promptforbody": string, "Introduction": string, "key_takeaways": [string]}.',
      ),
    ].join('\n'),
    user: fields([
      ...keywordContext(inputs),
      ['Also cover these keywords', inputs.selectedKeywords.join(', ')],
      ['Pages ranking today', competingPagesText(inputs.competingPages)],
    ]),
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
      'Write 2 or 3 outline options, each from a different angle on the title (say the angle in a few words).',
      `Each option has exactly ${inputs.headingsCount} sections in reading order; each section has a short, specific heading (not numbered)`,
      'and 2 to 4 points it makes. Put the main keyword in at least one heading of each option.',
      'Use the suggested headings where they fit, and follow the writing style, point of view and expert guidance.',
      'Do not plan an introduction, a conclusion-only section, key takeaways or an FAQ: they are added separately.',
      writeIn(inputs.language),
      answerAsJson('{"outlines": [{"angle": string, "sections": [{"heading": string, "points": [string]}]}]}.'),
    ].join('\n'),
    user: fields([
      ...outlineContext(inputs),
      ['Number of sections', inputs.headingsCount],
      ['Suggested headings', bulleted(inputs.suggestedHeadings)],
      ['Brief for the article', inputs.bodyBrief],
    ]),
  };
}

function bulleted(items: readonly string[]): string | undefined {
  return items.length > 0 ? items.map((item) => `- ${item}`).join('\n') : undefined;
}

function outlineText(outline: readonly TOutlineSection[]): string {
  return outline
    .map((section, index) =>
      [`${index + 1}. ${section.heading}`, ...section.points.map((point) => `   - ${point}`)].join('\n'),
    )
    .join('\n');
}

function internalLinksText(links: readonly TInternalLinkTarget[]): string | undefined {
  return links.length > 0 ? links.map((link) => `- ${link.title}: ${link.url}`).join('\n') : undefined;
}

/** The body's rules, shared by the whole article and one section written again. */
const BODY_STYLE = [
  'Keep paragraphs under 120 words and most sentences under 20 words.',
  'Do not invent statistics, studies, quotes or sources. Cite at most 1 or 2 reputable outbound sources,',
  'as markdown links, only when you are sure the page exists; never attach a number to a source you cannot check.',
];

function bodyContext(inputs: TArticleBodyInputs): [string, string | number | undefined][] {
  return [
    ...outlineContext(inputs),
    ['Brief for the article', inputs.bodyBrief],
    ['Outline', outlineText(inputs.outline)],
    ['Introduction to start from', inputs.introductionHint],
    ['Key takeaways to start from', bulleted(inputs.keyTakeawaysHint)],
    ['Link each of these articles of the same site once, where it fits', internalLinksText(inputs.internalLinks)],
  ];
}

function articleBody(inputs: TArticleBodyInputs): Omit<RenderedPrompt, 'version'> {
  // The order matters: the article is cut into its sections by position (shared/domain/article-markdown).
  const order = [
    '1. The title as a level-1 heading (# ).',
    '2. An introduction of one or two paragraphs, without a heading; its first sentence contains the main keyword.',
    ...(inputs.includeKeyTakeaways
      ? ['3. A level-2 heading "Key takeaways" (in the article\'s language) with 3 to 5 bullet points.']
      : []),
    `${inputs.includeKeyTakeaways ? 4 : 3}. Each outline section in order as a level-2 heading (## ), with its points as the section's content; level-3 headings (### ) are allowed inside.`,
    ...(inputs.includeFaq
      ? [
          `${inputs.includeKeyTakeaways ? 5 : 4}. Last, a level-2 heading "FAQ" (in the article's language) with 3 to 5 questions as level-3 headings (### ), each answered briefly.`,
        ]
      : []),
  ];
  return {
    system: [
      'You are an expert writer of search-optimised articles.',
      'Write the full article in markdown, in exactly this order and with no other level-2 headings:',
      ...order,
      "Write every heading in the article's language. Put the main keyword in at least one level-2 heading,",
      'and use it and the other keywords naturally.',
      ...BODY_STYLE,
      'Link each given article of the same site once, as a markdown link where it fits the text.',
      writeIn(inputs.language),
      'Answer with the article only.',
    ].join('\n'),
    user: fields([
      ...bodyContext(inputs),
      ['Include key takeaways', inputs.includeKeyTakeaways ? 'yes' : 'no'],
      ['Include an FAQ', inputs.includeFaq ? 'yes' : 'no'],
    ]),
  };
}

const SECTION_KIND_LABEL: Record<TArticleSectionKind, string> = {
  introduction: 'the introduction (no heading; its first sentence contains the main keyword)',
  takeaways: 'the key takeaways (3 to 5 bullet points)',
  section: 'a section of the article (level-3 headings allowed inside)',
  faq: 'the FAQ (3 to 5 questions as level-3 headings, each answered briefly)',
};

function articleSection(inputs: TArticleSectionInputs): Omit<RenderedPrompt, 'version'> {
  const others = inputs.outline
    .map((section) => section.heading)
    .filter((heading) => heading !== inputs.section.heading);
  return {
    system: [
      'You are an expert writer of search-optimised articles, rewriting one part of an article that is already written.',
      `The part is ${SECTION_KIND_LABEL[inputs.section.kind]}.`,
      "Write a new version of it that follows the user's note when there is one, fits the article's other sections",
      'and does not repeat them.',
      ...BODY_STYLE,
      writeIn(inputs.language),
      "Answer with the part's content only, in markdown, without its heading line.",
    ].join('\n'),
    user: fields([
      ...keywordContext(inputs),
      ['Title', inputs.title],
      ['Writing style', inputs.writingStyle],
      ['Point of view', POINT_OF_VIEW[inputs.pointOfView]],
      ['Expert guidance', inputs.expertGuidance],
      ['Heading of the part', inputs.section.heading],
      ['Points it makes', bulleted(inputs.section.points)],
      ['The other sections of the article', bulleted(others)],
      ['The part as it is now', inputs.section.current],
      ['Note from the user', inputs.note],
    ]),
  };
}

function articleTranslation(inputs: TArticleTranslationInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      'You are a professional translator of web articles.',
      `Translate the article from ${languageLabel(inputs.sourceLanguage)} into ${languageLabel(inputs.targetLanguage)}: every field, in full, nothing summarised.`,
      'In the HTML keep every tag, attribute and link target exactly as it is; translate only the text.',
      'Translate the focus keyphrase as a searcher in the target language would type it.',
      "Give a slug in the target language: lower case words joined by hyphens (the target language's own script is allowed).",
      answerAsJson(
        '{"title": string, "excerpt": string, "metaDescription": string, "focusKeyphrase": string, "slug": string, "html": string}.',
      ),
    ].join('\n'),
    user: fields([
      ['Source language', languageLabel(inputs.sourceLanguage)],
      ['Target language', languageLabel(inputs.targetLanguage)],
      ['Title', inputs.title],
      ['Excerpt', inputs.excerpt],
      ['Meta description', inputs.metaDescription],
      ['Focus keyphrase', inputs.focusKeyphrase],
      ['HTML', inputs.html],
    ]),
  };
}

/**
 * An AI tool's run: the admin's prompt, already filled with the visitor's values, is the user
 * message as written; the system message keeps the answer to what the tool's result card shows.
 */
function toolRun(inputs: TToolRunInputs): Omit<RenderedPrompt, 'version'> {
  return {
    system: [
      `You are the writing assistant behind the online tool "${inputs.toolName}". Do exactly what the instructions ask.`,
      'Answer in markdown a web page can show: a numbered or bulleted list when the answer has several items, short paragraphs otherwise.',
      'Answer with the result only, without an introduction, a closing remark or questions back.',
      'Do not invent statistics, studies, quotes or sources.',
      writeIn(inputs.language),
    ].join('\n'),
    user: inputs.prompt,
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
    case 'article_section':
      return { ...articleSection(request.inputs), version };
    case 'article_translation':
      return { ...articleTranslation(request.inputs), version };
    case 'tool_run':
      return { ...toolRun(request.inputs), version };
  }
}
