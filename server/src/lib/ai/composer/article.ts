/**
 * The template composer's article steps: keyword ideas, the keyword-select answer (titles, a
 * suggested outline, a brief, an introduction, takeaways), outline options, the article, one
 * section written again, and a translation it cannot make.
 *
 * Everything is built from the inputs alone, deterministically, and in English whatever language
 * was asked for (a template cannot write another language well). It states no facts about the
 * subject: where a fact, a figure or an example belongs it leaves a bracketed note for the writer.
 * Its one outbound link is a general reference search for the keyword, offered as further reading,
 * never as the source of a claim. The shapes follow what the on-page SEO score looks for: the
 * keyword in the introduction's first sentence and a heading, titles of 30–60 and descriptions of
 * 120–156 characters, a keyword density near 1.5 %, short paragraphs and sentences.
 */
import { slugify } from '@wordloom/shared/domain/blog-paths';
import { countWords } from '@wordloom/shared/domain/word-count';
import { LANGUAGES } from '@wordloom/shared/languages';
import type {
  TArticleBodyInputs,
  TArticleKeywordInputs,
  TArticleOutlineInputs,
  TArticleSectionInputs,
  TArticleTitleInputs,
  TArticleTranslation,
  TArticleTranslationInputs,
  TContentType,
  TKeywordIdea,
  TKeywordSelectResponse,
  TOutlineOptions,
  TOutlineSection,
  TSearchIntent,
} from '@wordloom/shared/schemas/ai';

// ── Shared helpers ─────────────────────────────────────────────────────────────────────────────

/** The keyword as the user typed it, without end punctuation or doubled spaces. */
export function cleanKeyword(keyword: string): string {
  return keyword
    .trim()
    .replace(/\s+/gu, ' ')
    .replace(/[.!?…:;,。！？]+$/u, '');
}

/** The first letter in capitals, unless the first word is a name with its own ("iPhone", "eBay"). */
function capitalise(text: string): string {
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withoutEndPunctuation(text: string): string {
  return text.trim().replace(/[.!?…:;,。！？]+$/u, '');
}

/** A line ended with a full stop unless it ends with punctuation already. */
function sentence(text: string): string {
  const trimmed = capitalise(text.trim());
  return /[.!?…。！？]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "A, B and C" */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A stable number from a text, to vary wording by input without randomness. */
function seedOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length]!;
}

/** "an article", "a guide". */
function withArticle(noun: string): string {
  return /^[aeiou]/iu.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** A keyword typed all in lower case gets capitals in a title ("solar panels" → "Solar Panels"); one with its own capitals is kept. */
export function titleKeyword(keyword: string): string {
  if (keyword !== keyword.toLowerCase()) return keyword;
  const small = new Set(['a', 'an', 'and', 'as', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);
  return keyword
    .split(' ')
    .map((word, index) => (index > 0 && small.has(word) ? word : capitalise(word)))
    .join(' ');
}

function characters(text: string): number {
  return [...text].length;
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * How often the keyword stands in a text as words of its own ("k" is not in "keep"); a keyword
 * in a script written without spaces is found anywhere.
 */
function occurrences(text: string, keyword: string): number {
  const start = UNSPACED_SCRIPT.test(keyword.charAt(0)) ? '' : '(?<![\\p{L}\\p{N}\\p{M}])';
  const end = UNSPACED_SCRIPT.test(keyword.at(-1) ?? '') ? '' : '(?![\\p{L}\\p{N}\\p{M}])';
  return text.match(new RegExp(`${start}${escapeRegExp(keyword)}${end}`, 'giu'))?.length ?? 0;
}

function containsKeyword(text: string, keyword: string): boolean {
  return occurrences(text, keyword) > 0;
}

// ── Keyword ideas ──────────────────────────────────────────────────────────────────────────────

type Idea = [keyword: string, intent: TSearchIntent, relevance: string];

const COMMON_MODIFIERS = (k: string): Idea[] => [
  [`what is ${k}`, 'informational', 'Searchers who want the basics explained before anything else.'],
  [`how to get started with ${k}`, 'informational', 'Readers ready to act, looking for first steps.'],
  [`${k} for beginners`, 'informational', 'Newcomers who need the subject without jargon.'],
  [`${k} examples`, 'informational', 'Readers who learn best from concrete cases.'],
  [`best ${k}`, 'commercial', 'Readers comparing options before they choose.'],
  [`${k} checklist`, 'informational', 'Readers who want a list they can follow and tick off.'],
  [`${k} tools`, 'commercial', 'Readers looking for what helps them do the work.'],
  [`${k} cost`, 'commercial', 'Readers weighing what it takes in money or time.'],
  [`${k} tips`, 'informational', 'Readers who already started and want to do better.'],
];

const TYPE_MODIFIERS: Record<TContentType, (k: string) => Idea[]> = {
  'Blog Post': (k) => [
    [`${k} guide`, 'informational', 'Readers who want one page that covers the subject.'],
    [`why ${k} matters`, 'informational', 'Readers deciding whether the subject is worth their time.'],
  ],
  'How-to Guide': (k) => [
    [`how to ${k}`, 'informational', 'The question a how-to guide answers directly.'],
    [`${k} step by step`, 'informational', 'Readers who want the steps in order.'],
    [`${k} tutorial`, 'informational', 'Readers looking for a hands-on walk-through.'],
  ],
  Listicle: (k) => [
    [`top ${k} ideas`, 'informational', 'Readers who want a short list to choose from.'],
    [`${k} list`, 'informational', 'Readers who scan for a ready-made list.'],
  ],
  'Product Review': (k) => [
    [`${k} review`, 'commercial', 'Readers checking an honest opinion before they buy.'],
    [`${k} pros and cons`, 'commercial', 'Readers who weigh strengths against weaknesses.'],
    [`is ${k} worth it`, 'commercial', 'Readers close to a decision who want a verdict.'],
    [`${k} price`, 'transactional', 'Readers ready to buy who compare prices.'],
  ],
  Comparison: (k) => [
    [`${k} vs`, 'commercial', 'Readers comparing it with a named alternative.'],
    [`alternatives to ${k}`, 'commercial', 'Readers looking for other options.'],
    [`${k} comparison`, 'commercial', 'Readers who want options side by side.'],
  ],
  'News Article': (k) => [
    [`${k} news`, 'informational', 'Readers following what is new.'],
    [`${k} latest updates`, 'informational', 'Readers who want the most recent changes.'],
    [`${k} official announcement`, 'navigational', 'Readers looking for the original source.'],
  ],
};

/** Words a search does not start or end with ("content marketing for" is no search). */
const LINKING_WORDS = new Set(
  'a an and as at by for from in into of on or the to vs with without your my our'.split(' '),
);

/** Shorter searches made of the seed's own words ("content marketing plan" → "content marketing", "marketing plan"). */
function seedParts(keyword: string): Idea[] {
  const words = keyword.split(' ');
  if (words.length < 3) return [];
  return [words.slice(0, -1), words.slice(1)]
    .filter((part) => !LINKING_WORDS.has(part[0]!) && !LINKING_WORDS.has(part.at(-1)!))
    .map((part) => [part.join(' '), 'informational', `A broader search made of the keyword's own words.`]);
}

/** Related keywords (8–12): the content type's own modifiers first, then the common ones, then the seed's parts. */
export function keywordIdeas(inputs: TArticleKeywordInputs): { keywords: TKeywordIdea[] } {
  const keyword = cleanKeyword(inputs.keyword).toLowerCase();
  const ideas = [...TYPE_MODIFIERS[inputs.contentType](keyword), ...COMMON_MODIFIERS(keyword), ...seedParts(keyword)];
  const seen = new Set<string>([keyword]);
  const unique = ideas.filter(([idea]) => !seen.has(idea) && seen.add(idea));
  return {
    keywords: unique.slice(0, 12).map(([idea, intent, relevance]) => ({ keyword: idea, intent, relevance })),
  };
}

// ── Titles and the keyword-select answer ───────────────────────────────────────────────────────

const TITLE_PATTERNS: Record<TContentType, ((k: string) => string)[]> = {
  'Blog Post': [(k) => `${k}: What It Is and Why It Matters`, (k) => `${k} Explained in Plain Words`],
  'How-to Guide': [
    (k) => `How to Get Started With ${k}, Step by Step`,
    (k) => `${k}: A Step-by-Step Guide`,
    (k) => `${k} Made Simple: A Practical How-To`,
  ],
  Listicle: [
    (k) => `7 Things to Know About ${k}`,
    (k) => `10 Practical Ideas for ${k}`,
    (k) => `${k}: 7 Tips That Make a Difference`,
  ],
  'Product Review': [
    (k) => `${k} Review: Strengths and Weaknesses`,
    (k) => `${k} Review: Is It Worth It?`,
    (k) => `${k}: An Honest Review`,
  ],
  Comparison: [
    (k) => `${k} Compared: Which Option Fits You?`,
    (k) => `${k}: A Side-by-Side Comparison`,
    (k) => `${k} vs the Alternatives: How to Choose`,
  ],
  'News Article': [
    (k) => `${k}: What Is New and What It Means`,
    (k) => `${k}: What Happened and What Comes Next`,
    (k) => `${k} Update: Why It Matters`,
  ],
};

const GENERIC_TITLES: ((k: string) => string)[] = [
  (k) => `${k}: A Complete Guide`,
  (k) => `${k}: A Complete Guide for Beginners`,
  (k) => `${k} Explained: What Matters and Why`,
  (k) => `Getting Started With ${k}`,
  (k) => `${k} Best Practices to Follow`,
  (k) => `Common ${k} Mistakes and How to Avoid Them`,
  (k) => `${k}: Key Ideas, Tips and Next Steps`,
  (k) => `${k}`,
];

const TITLE_LENGTH = { min: 30, max: 60 };
const DESCRIPTION_LENGTH = { min: 120, max: 156 };

function distanceFrom(length: number, range: { min: number; max: number }): number {
  return length < range.min ? range.min - length : length > range.max ? length - range.max : 0;
}

/**
 * Every title the patterns make for the keyword, each once: those of 30–60 characters first, then
 * by pattern order (the content types' own in the order given, then the generic ones).
 */
export function titleCandidates(keyword: string, contentTypes: readonly TContentType[]): string[] {
  const patterns = [...contentTypes.flatMap((contentType) => TITLE_PATTERNS[contentType]), ...GENERIC_TITLES];
  const candidates = [...new Set(patterns.map((pattern) => capitalise(pattern(keyword))))];
  return candidates
    .map((title, order) => ({ title, order, off: distanceFrom(characters(title), TITLE_LENGTH) }))
    .sort((a, b) => a.off - b.off || a.order - b.order)
    .map(({ title }) => title);
}

/** Five titles containing the keyword: those of 30–60 characters first, the content type's own before the generic ones. */
function titleOptions(keyword: string, contentType: TContentType): string[] {
  return titleCandidates(keyword, [contentType]).slice(0, 5);
}

const DESCRIPTION_OPENINGS: Record<TContentType, (k: string) => string> = {
  'Blog Post': (k) => `Learn what ${k} is, why it matters and how to use it well.`,
  'How-to Guide': (k) => `Follow a clear, step-by-step guide to ${k}.`,
  Listicle: (k) => `A short list of practical ideas for ${k}.`,
  'Product Review': (k) => `An honest look at ${k}: strengths, weaknesses and who it suits.`,
  Comparison: (k) => `Compare ${k} side by side and see which option fits you.`,
  'News Article': (k) => `What is new with ${k}, why it matters and what comes next.`,
};

/** Clauses added one by one while the description stays within 156 characters. */
const DESCRIPTION_ADDITIONS = [
  'Plain words, no jargon.',
  'Includes tips and common mistakes.',
  'Clear steps you can use today.',
  'With a short FAQ.',
  'Read on.',
];

/** Short openings for a long keyword, whose own words leave little room. */
const SHORT_OPENINGS = [(k: string) => `${k}: a clear guide.`, (k: string) => `${k}.`];

/**
 * A description of 120–156 characters (as close as the keyword's length allows): the first of
 * `openings` (made for the keyword) that leaves room for a clause, else the first short one, then
 * `additions` in order while it is under 120 characters and each still fits.
 */
export function fittedDescription(
  keyword: string,
  openings: readonly ((k: string) => string)[],
  additions: readonly string[],
): string {
  const opening =
    [...openings, ...SHORT_OPENINGS]
      .map((make) => capitalise(make(keyword)))
      .find((text) => characters(text) <= DESCRIPTION_LENGTH.max - 20) ?? capitalise(`${keyword}.`);
  let description = opening;
  for (const addition of additions) {
    if (characters(description) >= DESCRIPTION_LENGTH.min) break;
    const longer = `${description} ${addition}`;
    if (characters(longer) <= DESCRIPTION_LENGTH.max) description = longer;
  }
  return description;
}

/** A meta description of 120–156 characters that contains the keyword (as close as the keyword's length allows). */
export function metaDescription(keyword: string, contentType: TContentType, variant: number): string {
  const additions = [...DESCRIPTION_ADDITIONS.slice(variant % 3), ...DESCRIPTION_ADDITIONS.slice(0, variant % 3)];
  return fittedDescription(keyword, [DESCRIPTION_OPENINGS[contentType]], additions);
}

/** The headings of the first outline angle for a content type, as the answer's suggested outline. */
function suggestedOutline(keyword: string, contentType: TContentType): string[] {
  return ANGLES[contentType]
    [0]!.sections(keyword)
    .slice(0, DEFAULT_SECTIONS)
    .map((section) => section.heading);
}

const DEFAULT_SECTIONS = 6;

/** The kept keywords that do not repeat the main one (those that do would crowd the text with it). */
function otherKeywords(selected: readonly string[], keyword: string): string[] {
  return selected.filter((item) => !containsKeyword(item, keyword) && !containsKeyword(keyword, item));
}

function introduction(keyword: string, contentType: TContentType, selected: readonly string[]): string {
  const also = otherKeywords(selected, keyword).slice(0, 2);
  return [
    sentence(`This ${CONTENT_NOUN[contentType]} is about ${keyword}, and what a reader needs to know about it`),
    'It starts with the basics and moves on to practical steps.',
    ...(also.length > 0 ? [sentence(`Along the way it touches on ${listed(also)}`)] : []),
    '[Add one fact or question that matters to your readers, with its source.]',
  ].join(' ');
}

const CONTENT_NOUN: Record<TContentType, string> = {
  'Blog Post': 'article',
  'How-to Guide': 'guide',
  Listicle: 'list',
  'Product Review': 'review',
  Comparison: 'comparison',
  'News Article': 'report',
};

/** Key takeaways that hold for any subject; they leave the keyword out so the article does not repeat it. */
function takeaways(contentType: TContentType): string[] {
  const byType: Record<TContentType, string> = {
    'Blog Post': 'Know why the subject matters before you start.',
    'How-to Guide': 'Follow the steps in order and check each one.',
    Listicle: 'Pick the ideas that fit your goal; skip the rest.',
    'Product Review': 'Judge it against your own needs, not a general verdict.',
    Comparison: 'Compare the options on the same criteria.',
    'News Article': 'Check the original source before you act on news.',
  };
  return [
    'Start with one clear goal.',
    byType[contentType],
    'Small, steady steps beat one big push.',
    'Check your results and adjust as you go.',
  ];
}

function bodyBrief(inputs: TArticleTitleInputs, keyword: string): string {
  const competitors =
    inputs.competingPages.length > 0
      ? ` Pages ranking today include ${listed(inputs.competingPages.slice(0, 3).map((page) => `"${page.title}"`))}: cover what they cover, more clearly.`
      : '';
  const also = inputs.selectedKeywords.length > 0 ? ` Work in ${listed(inputs.selectedKeywords.slice(0, 5))}.` : '';
  return (
    `Write ${withArticle(CONTENT_NOUN[inputs.contentType])} on ${keyword} for readers in ${inputs.country}. ` +
    `Use short paragraphs and plain words. Explain each point, give an example where it helps, and add no facts without a source.` +
    also +
    competitors
  );
}

/** The spec's keyword select response from the templates. */
export function keywordSelectResponse(inputs: TArticleTitleInputs): TKeywordSelectResponse {
  const keyword = cleanKeyword(inputs.keyword);
  return {
    titlesAndShortDescription: titleOptions(titleKeyword(keyword), inputs.contentType).map((title, index) => ({
      title,
      description: metaDescription(keyword, inputs.contentType, index),
    })),
    articleoutline: suggestedOutline(keyword, inputs.contentType),
    promptforbody: bodyBrief(inputs, keyword),
    Introduction: introduction(keyword, inputs.contentType, inputs.selectedKeywords),
    key_takeaways: takeaways(inputs.contentType),
  };
}

// ── Outline options ────────────────────────────────────────────────────────────────────────────

interface Angle {
  angle: string;
  sections: (keyword: string) => TOutlineSection[];
}

const s = (heading: string, ...points: string[]): TOutlineSection => ({ heading, points });

/** Sections any angle can borrow when it needs more than its own. */
const EXTRA_SECTIONS: TOutlineSection[] = [
  s('Common mistakes', 'Mistakes beginners make', 'How to avoid each one'),
  s('Tools that help', 'What a good tool does', 'How to choose one'),
  s('How to measure progress', 'What to track', 'How often to check'),
  s('Examples to learn from', 'What a good example shows', 'What to copy and what to skip'),
  s('Questions to ask before you start', 'Your goal', 'Your time and budget'),
  s('Where to learn more', 'Trusted places to read', 'How to judge a source'),
  s('Next steps', 'What to do this week', 'What to do this month'),
  s('Who it suits best', 'The readers it helps most', 'When another choice is better'),
  s('Costs and time to plan for', 'What it takes to start', 'What it takes to keep going'),
];

const ANGLES: Record<TContentType, [Angle, Angle]> = {
  'Blog Post': [
    {
      angle: 'Explainer',
      sections: (k) => [
        s(`What is ${k}?`, 'A plain definition', 'Where the term comes from'),
        s('Why it matters', 'Who it helps', 'What changes when it is done well'),
        s('How it works', 'The main parts', 'How they fit together'),
        s('Getting started', 'The first step', 'What to prepare'),
        s('Best practices', 'What works', 'What to avoid'),
        s('Key points to remember', 'The short version', 'Where to go from here'),
      ],
    },
    {
      angle: 'Practical guide',
      sections: (k) => [
        s(`${k} in one minute`, 'The idea in brief', 'Why readers care'),
        s('Where to begin', 'A first small win', 'What you need'),
        s('A simple plan', 'Set a goal', 'Pick one method', 'Review the results'),
        s('Mistakes to avoid', 'Doing too much at once', 'Skipping the basics'),
        s('How to keep improving', 'Track what works', 'Learn from others'),
        s('Summing up', 'What to do next', 'Where to read more'),
      ],
    },
  ],
  'How-to Guide': [
    {
      angle: 'Step by step',
      sections: (k) => [
        s(`What you need before you start with ${k}`, 'Tools and materials', 'Time to set aside'),
        s('Step 1: Set your goal', 'Decide what success looks like', 'Write it down'),
        s('Step 2: Prepare', 'Gather what you need', 'Clear the way'),
        s('Step 3: Do the first pass', 'Start small', 'Follow the plan'),
        s('Step 4: Check the result', 'Compare it with your goal', 'Note what to fix'),
        s('Step 5: Improve and repeat', 'Fix one thing at a time', 'Make it a habit'),
      ],
    },
    {
      angle: 'Problems and fixes',
      sections: (k) => [
        s(`How ${k} works`, 'The main idea', 'The parts involved'),
        s('The quick method', 'The shortest path', 'When it is enough'),
        s('The thorough method', 'Each step in detail', 'When it is worth the time'),
        s('Common problems', 'What goes wrong', 'Why it happens'),
        s('How to fix them', 'A fix for each problem', 'How to check the fix'),
        s('Tips from practice', 'Save time', 'Avoid rework'),
      ],
    },
  ],
  Listicle: [
    {
      angle: 'Numbered list',
      sections: (k) => [
        s(`1. Start with a clear goal for ${k}`, 'Why a goal helps', 'How to set one'),
        s('2. Learn the basics first', 'The terms to know', 'Where to learn them'),
        s('3. Keep it simple', 'One thing at a time', 'Cut what does not help'),
        s('4. Use the right tools', 'What to look for', 'What to skip'),
        s('5. Learn from examples', 'Good examples', 'What they have in common'),
        s('6. Track your progress', 'What to measure', 'How often'),
      ],
    },
    {
      angle: 'Mistakes to avoid',
      sections: (k) => [
        s(`1. Starting ${k} without a plan`, 'What goes wrong', 'What to do instead'),
        s('2. Trying everything at once', 'Why focus wins', 'How to choose'),
        s('3. Ignoring the basics', 'Which basics matter', 'How to catch up'),
        s('4. Copying others blindly', 'Why context matters', 'How to adapt'),
        s('5. Not checking results', 'What to check', 'How to act on it'),
        s('6. Giving up too soon', 'How long it takes', 'How to stay on track'),
      ],
    },
  ],
  'Product Review': [
    {
      angle: 'Criteria',
      sections: (k) => [
        s(`${k} at a glance`, 'What it is', 'Who it is for'),
        s('Features', 'What it offers', 'What is missing'),
        s('Ease of use', 'Setting it up', 'Day-to-day use'),
        s('Price and value', 'What it costs', 'What you get for it'),
        s('Pros and cons', 'Strengths', 'Weaknesses'),
        s('Verdict', 'Who should choose it', 'Who should look elsewhere'),
      ],
    },
    {
      angle: 'Use cases',
      sections: (k) => [
        s(`Who ${k} is for`, 'The readers it suits', 'The readers it does not'),
        s('First impressions', 'Getting started', 'What stands out'),
        s('Everyday use', 'Common tasks', 'Where it helps most'),
        s('Limits to know', 'What it cannot do', 'Workarounds'),
        s('Alternatives', 'Other options', 'When they fit better'),
        s('Final thoughts', 'The bottom line', 'How to decide'),
      ],
    },
  ],
  Comparison: [
    {
      angle: 'Side by side',
      sections: (k) => [
        s(`${k}: the options compared`, 'What is being compared', 'Why it matters'),
        s('Features side by side', 'What each offers', 'Where they differ'),
        s('Ease of use', 'Learning curve', 'Everyday use'),
        s('Price and value', 'What each costs', 'Value for money'),
        s('Best for each need', 'Which suits beginners', 'Which suits experts'),
        s('Verdict', 'The overall choice', 'When to pick the other'),
      ],
    },
    {
      angle: 'By need',
      sections: (k) => [
        s(`How to compare ${k}`, 'The criteria that matter', 'How to weigh them'),
        s('If you are just starting', 'What to look for', 'Which option fits'),
        s('If you need more power', 'What to look for', 'Which option fits'),
        s('If budget comes first', 'What to look for', 'Which option fits'),
        s('What the options share', 'Common strengths', 'Common limits'),
        s('How to decide', 'A simple test', 'Trying before you commit'),
      ],
    },
  ],
  'News Article': [
    {
      angle: 'What happened',
      sections: (k) => [
        s(`What happened with ${k}`, 'The event in brief', 'When and where'),
        s('Why it matters', 'Who is affected', 'What changes'),
        s('Background', 'How we got here', 'What came before'),
        s('Reactions', 'What those involved say', 'Open questions'),
        s('What comes next', 'The next steps', 'Dates to watch'),
        s('What it means for you', 'What to do now', 'What to watch'),
      ],
    },
    {
      angle: 'Analysis',
      sections: (k) => [
        s(`${k}: the key facts`, 'What is confirmed', 'What is not yet known'),
        s('The context', 'The wider trend', 'Earlier events'),
        s('Who gains and who loses', 'The winners', 'The losers'),
        s('What experts watch', 'The signals', 'The risks'),
        s('Possible outcomes', 'The likely case', 'The less likely cases'),
        s('What to watch next', 'Upcoming dates', 'Where to follow updates'),
      ],
    },
  ],
};

/** `count` sections from the angle's own, then the extra ones, with the keyword in at least one heading. */
function sectionsFor(sections: TOutlineSection[], keyword: string, count: number): TOutlineSection[] {
  const pool = [...sections, ...EXTRA_SECTIONS];
  const chosen = Array.from(
    { length: count },
    (_, index) =>
      pool[index] ?? s(`More on ${keyword}, part ${index - pool.length + 1}`, 'One more point', 'An example'),
  ).map((section) => ({ heading: capitalise(section.heading), points: [...section.points] }));
  if (!chosen.some((section) => containsKeyword(section.heading, keyword))) {
    chosen[0] = { ...chosen[0]!, heading: capitalise(`${keyword}: ${chosen[0]!.heading}`) };
  }
  return chosen;
}

/** Two outline options: the suggested headings (when given) or the content type's first angle, and its second angle. */
export function outlineOptions(inputs: TArticleOutlineInputs): TOutlineOptions {
  const keyword = cleanKeyword(inputs.keyword);
  const [first, second] = ANGLES[inputs.contentType];
  const ownSections = first.sections(keyword);
  const suggested = inputs.suggestedHeadings.map(
    (heading, index): TOutlineSection => ({
      heading,
      points:
        ownSections.find((section) => section.heading.toLowerCase() === heading.toLowerCase())?.points ??
        ownSections[index % ownSections.length]!.points,
    }),
  );
  return {
    outlines: [
      {
        angle: suggested.length > 0 ? 'Suggested outline' : first.angle,
        sections: sectionsFor(suggested.length > 0 ? suggested : ownSections, keyword, inputs.headingsCount),
      },
      { angle: second.angle, sections: sectionsFor(second.sections(keyword), keyword, inputs.headingsCount) },
    ],
  };
}

// ── The article ────────────────────────────────────────────────────────────────────────────────

/** Where the keyword may stand in the text: `{K}` always, `{k}` only while the density stays low. */
const ALWAYS = '{K}';
const OPTIONAL = '{k}';
/** What an optional place says when the keyword would crowd the text. */
const INSTEAD = 'this topic';
const DENSITY_TARGET = 0.015;

/**
 * Puts the keyword in every `{K}` and in as many `{k}` as keep its share of the words near 1.5 %
 * (the words the keyword adds counted), the rest saying "this topic".
 */
function placeKeyword(markdown: string, keyword: string): string {
  const keywordWords = Math.max(1, countWords(keyword));
  const always = markdown.split(ALWAYS).length - 1;
  const optional = markdown.split(OPTIONAL).length - 1;
  const plain = markdown.replaceAll(ALWAYS, '').replaceAll(OPTIONAL, INSTEAD);
  // The keyword may already stand in the text (in a description or a takeaway given as input).
  const literal = occurrences(plain, keyword);
  const baseWords = countWords(plain);
  let used = 0;
  for (let count = 0; count <= optional; count += 1) {
    const words = baseWords + (always + count) * keywordWords - count * countWords(INSTEAD);
    if (((always + literal + count) * keywordWords) / words > DENSITY_TARGET) break;
    used = count;
  }
  let seen = 0;
  return markdown.replaceAll(ALWAYS, keyword).replace(/\{k\}/gu, () => {
    seen += 1;
    // Spread the kept ones through the text rather than bunching them at its start.
    return Math.floor((seen * used) / optional) > Math.floor(((seen - 1) * used) / optional) ? keyword : INSTEAD;
  });
}

/** Explanations that follow a point; chosen by place so the same sentence does not repeat back to back. */
const POINT_FOLLOW_UPS = [
  'Keep it short and concrete.',
  'Say why it matters to the reader.',
  'Start with the simplest case.',
  'Show what it looks like in practice.',
  'Name the one thing to do first.',
  'Point out the usual trap.',
  'Link it to the goal you set.',
];

/** Short advice on putting a section to use; chosen by place so neighbouring sections differ. */
const APPLY_LINES = [
  'Try one point first and see how it goes. Then add the next one.',
  'Write down what you tried and what changed. Those notes guide the next step.',
  'Ask a colleague or a reader for feedback early. A fresh view catches what you miss.',
  'Set a short deadline for a first attempt. Perfect can wait until the second pass.',
  'Compare your result with the goal you set. Keep what helped and drop the rest.',
];

/** More advice for a section, added when a long keyword needs more text around it. */
const EXTRA_LINES = [
  'Keep your reader in mind at every step. Ask what they need to know next, and answer that first.',
  'Plain words work better than jargon. If a term is needed, explain it the first time it appears.',
  'Check each claim before you publish it. A claim without a source is better left out.',
  'Revisit this part after a week. Fresh eyes find gaps and extra words that can go.',
];
const MAX_EXTRA_PARAGRAPHS = 3;

/** "What is X?" → "what is X"; "Step 2: Prepare" → "prepare": a heading as words inside a sentence. */
function headingPhrase(heading: string): string {
  const phrase = withoutEndPunctuation(heading.replace(/^\d+[.)]\s*/u, '').replace(/^Step \d+:\s*/iu, ''));
  return /^\p{Lu}\p{Ll}/u.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

function sectionParagraphs(section: TOutlineSection, index: number, keyword: string, related: string | null): string[] {
  const question = /[?？؟]$/u.test(section.heading.trim());
  const lead = [
    // A heading that holds the keyword is not echoed: the keyword would crowd the text.
    question
      ? 'Here is a plain answer to that question.'
      : containsKeyword(section.heading, keyword)
        ? 'Here is the short version.'
        : sentence(`This part covers ${headingPhrase(section.heading)}`),
    `It matters for anyone working on ${OPTIONAL}.`,
    ...(related ? [sentence(`It also ties in with ${related}`)] : []),
  ].join(' ');
  const points = section.points.length > 0 ? section.points : ['The main idea', 'An example'];
  const bullets = points.map(
    (point, pointIndex) =>
      `- **${withoutEndPunctuation(point)}.** ${POINT_FOLLOW_UPS[(index + pointIndex) % POINT_FOLLOW_UPS.length]}`,
  );
  const close = [
    APPLY_LINES[index % APPLY_LINES.length],
    `[Add an example or a figure about ${OPTIONAL} here, with its source.]`,
  ].join(' ');
  return [lead, bullets.join('\n'), close];
}

/** "FAQ", or "FAQ about <keyword>" when no section heading holds the keyword (a heading should). */
function faqHeading(inputs: TArticleBodyInputs, keyword: string): string {
  return inputs.outline.some((section) => containsKeyword(section.heading, keyword)) ? 'FAQ' : `FAQ about ${ALWAYS}`;
}

function faqMarkdown(contentType: TContentType): string {
  const questions: [string, string][] = [
    [
      `What should I know first about ${OPTIONAL}?`,
      `In short, it is the subject of this ${CONTENT_NOUN[contentType]}. The sections above explain it step by step. [Add a one-line definition you can stand behind.]`,
    ],
    [
      `How do I get started with ${OPTIONAL}?`,
      'Set one clear goal first. Then take the first small step and check the result.',
    ],
    [
      'How long does it take to see results?',
      'It depends on your goal and the time you can give. [Add a realistic range from your own experience.]',
    ],
    [
      'What are the most common mistakes?',
      'Doing too much at once and skipping the basics. Both are easy to avoid with a plan.',
    ],
  ];
  return questions.map(([question, answer]) => `### ${question}\n\n${answer}`).join('\n\n');
}

/** Wikipedia's search for the keyword, in the article's language's edition: a general reference, not a source. */
export function referenceSearchUrl(keyword: string, language: string): string {
  const code =
    LANGUAGES.find((known) => [known.code, known.englishName.toLowerCase()].includes(language.trim().toLowerCase()))
      ?.code ?? 'en';
  const subdomain = code.split('-')[0]!.toLowerCase();
  return `https://${subdomain}.wikipedia.org/w/index.php?search=${encodeURIComponent(keyword)}`;
}

function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((word) => !STOP_WORDS.has(word)));
}

const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'how', 'what', 'why', 'you', 'your', 'are', 'this', 'that']);

/**
 * Which section each internal link goes in: the one whose heading and points share the most words
 * with the link's title; null when none shares any (the link goes in the closing "Further reading").
 */
function linkPlaces(inputs: TArticleBodyInputs): (number | null)[] {
  const sectionWords = inputs.outline.map((section) => words([section.heading, ...section.points].join(' ')));
  return inputs.internalLinks.map((link) => {
    const titleWords = words(link.title);
    let best: number | null = null;
    let bestOverlap = 0;
    sectionWords.forEach((candidate, index) => {
      const overlap = [...titleWords].filter((word) => candidate.has(word)).length;
      if (overlap > bestOverlap) {
        best = index;
        bestOverlap = overlap;
      }
    });
    return best;
  });
}

function markdownLink(title: string, url: string): string {
  return `[${title.replace(/[[\]]/gu, '')}](${url.replace(/[()\s]/gu, encodeURIComponent)})`;
}

/**
 * The article as markdown, in the order the section parser expects: `# title`, the introduction,
 * `## Key takeaways` when asked, one `##` per outline section, `## FAQ` when asked. A long keyword
 * gets more text around it, so that saying it twice (introduction, heading) is not too dense.
 */
export function articleMarkdown(inputs: TArticleBodyInputs): string {
  const keyword = cleanKeyword(inputs.keyword);
  let body = articleBody(inputs, keyword, 0);
  for (let extra = 1; extra <= MAX_EXTRA_PARAGRAPHS && keywordShare(body, keyword) > DENSITY_TARGET * 1.6; extra += 1) {
    body = articleBody(inputs, keyword, extra);
  }
  // The title is not part of the body the keyword's density is judged on.
  return `# ${inputs.title}\n\n${placeKeyword(body, keyword)}`;
}

/** The keyword's share of the words where it must stand (the optional places left without it). */
function keywordShare(body: string, keyword: string): number {
  const plain = body.replaceAll(OPTIONAL, INSTEAD);
  const text = plain.replaceAll(ALWAYS, keyword);
  return (occurrences(text, keyword) * countWords(keyword)) / countWords(text);
}

function articleBody(inputs: TArticleBodyInputs, keyword: string, extraParagraphs: number): string {
  const places = linkPlaces(inputs);
  const hint = inputs.introductionHint?.trim();
  // The keyword-select answer's introduction is the starting point when it opens with the keyword.
  const introduction =
    hint && containsKeyword(hint.split(/(?<=[.!?])\s/u)[0] ?? '', keyword)
      ? hint
      : [
          sentence(`This ${CONTENT_NOUN[inputs.contentType]} is about ${ALWAYS}`),
          VOICE[inputs.pointOfView],
          '[Open with one fact or question your readers care about, and name its source.]',
        ].join(' ');
  const related = otherKeywords(inputs.selectedKeywords, keyword);
  const sections = inputs.outline.map((section, index) => {
    const paragraphs = sectionParagraphs(section, index, keyword, related[index] ?? null);
    for (let extra = 0; extra < extraParagraphs; extra += 1) {
      paragraphs.splice(-1, 0, EXTRA_LINES[(index + extra) % EXTRA_LINES.length]!);
    }
    const links = inputs.internalLinks.filter((_, linkIndex) => places[linkIndex] === index);
    if (links.length > 0)
      paragraphs.push(`See also ${listed(links.map((link) => markdownLink(link.title, link.url)))}.`);
    return `## ${section.heading}\n\n${paragraphs.join('\n\n')}`;
  });
  const unplaced = inputs.internalLinks.filter((_, linkIndex) => places[linkIndex] === null);
  const reference = markdownLink(
    "Wikipedia's search results for this topic",
    referenceSearchUrl(keyword, inputs.language),
  );
  const furtherReading = `Further reading: ${listed([...unplaced.map((link) => markdownLink(link.title, link.url)), reference])}.`;
  sections[sections.length - 1] = `${sections.at(-1)}\n\n${furtherReading}`;
  const keyTakeaways = (inputs.keyTakeawaysHint.length > 0 ? inputs.keyTakeawaysHint : takeaways(inputs.contentType))
    .slice(0, 5)
    .map((item) => `- ${sentence(item)}`)
    .join('\n');
  return [
    introduction,
    ...(inputs.includeKeyTakeaways ? [`## Key takeaways\n\n${keyTakeaways}`] : []),
    ...sections,
    ...(inputs.includeFaq ? [`## ${faqHeading(inputs, keyword)}\n\n${faqMarkdown(inputs.contentType)}`] : []),
  ].join('\n\n');
}

type PointOfView = TArticleBodyInputs['pointOfView'];

const VOICE: Record<PointOfView, string> = {
  writer: 'It goes through the subject step by step.',
  first_person_singular: 'I will walk you through it step by step.',
  first_person_plural: 'We will walk you through it step by step.',
  second_person: 'You will go through it step by step.',
  third_person: 'Readers will find it explained step by step.',
};

// ── One section again ──────────────────────────────────────────────────────────────────────────

/** What a note asks for, read from its English words; `quoted` when the template cannot do it. */
type NoteWish = 'shorter' | 'longer' | 'example' | 'formal' | 'casual' | 'list' | 'quoted' | 'none';

const NOTE_WISHES: [RegExp, NoteWish][] = [
  [/\b(short|shorter|shorten|concise|brief|briefer|trim|cut|tighten|less)\b/iu, 'shorter'],
  [/\b(formal|professional|serious|academic)\b/iu, 'formal'],
  [/\b(casual|friendly|informal|simple|simpler|plain|conversational|warm)\b/iu, 'casual'],
  [/\b(example|examples|instance|case study)\b/iu, 'example'],
  [/\b(list|bullets?|bullet points)\b/iu, 'list'],
  [/\b(long|longer|expand|elaborate|more detail|detailed|deeper|in depth)\b/iu, 'longer'],
];

function noteWish(note: string | undefined): NoteWish {
  if (!note?.trim()) return 'none';
  return NOTE_WISHES.find(([pattern]) => pattern.test(note))?.[1] ?? 'quoted';
}

/** Follow-up sentences in the register a note asks for. */
const FOLLOW_UPS: Record<'plain' | 'formal' | 'casual', readonly string[]> = {
  plain: POINT_FOLLOW_UPS,
  formal: [
    'This deserves careful attention.',
    'Its effect on the outcome should be assessed.',
    'It is advisable to begin with the simplest case.',
    'A documented example is recommended here.',
  ],
  casual: [
    "Don't overthink this one.",
    "Here's the easy way in.",
    'Try it once and see how it feels.',
    'Keep it light and keep going.',
  ],
};

/** A new version of one section of the article, honouring the note where a template can. */
export function rewrittenSection(inputs: TArticleSectionInputs): string {
  const keyword = cleanKeyword(inputs.keyword);
  const { section } = inputs;
  const wish = noteWish(inputs.note);
  // The current text picks the wording, so a second rewrite does not give the first one back.
  const variant = seedOf(section.current) + 1;
  const register = wish === 'formal' ? 'formal' : wish === 'casual' ? 'casual' : 'plain';
  const followUps = FOLLOW_UPS[register];
  const points =
    section.points.length > 0
      ? section.points
      : section.kind === 'takeaways'
        ? takeaways(inputs.contentType)
        : ['The main idea', 'What to do first'];
  const follow = (index: number) => followUps[(variant + index) % followUps.length]!;
  let parts: string[];
  switch (section.kind) {
    case 'introduction':
      parts = [
        [
          sentence(
            `${register === 'formal' ? 'The following' : 'This'} ${CONTENT_NOUN[inputs.contentType]} looks at ${ALWAYS}`,
          ),
          pick(
            ['It begins with the basics.', 'It keeps to what a reader can use.', 'It moves from basics to practice.'],
            variant,
          ),
          '[Open with one fact or question your readers care about, and name its source.]',
        ].join(' '),
      ];
      break;
    case 'takeaways':
      parts = [points.map((point, index) => `- ${sentence(withoutEndPunctuation(point))} ${follow(index)}`).join('\n')];
      break;
    case 'faq':
      parts = [faqMarkdown(inputs.contentType)];
      break;
    case 'section': {
      const heading = withoutEndPunctuation(section.heading);
      const lead = sentence(
        `${pick(['Here is', 'This part explains', 'Read on for'], variant)} ${heading.charAt(0).toLowerCase()}${heading.slice(1)}, and how it relates to ${OPTIONAL}`,
      );
      const body =
        wish === 'list'
          ? [points.map((point, index) => `- **${withoutEndPunctuation(point)}.** ${follow(index)}`).join('\n')]
          : points.map((point, index) => `${sentence(withoutEndPunctuation(point))} ${follow(index)}`);
      parts = [lead, ...body];
      break;
    }
  }
  if (wish === 'shorter') parts = [parts.map((part) => part.split(/(?<=[.!?])\s+/u)[0]!).join('\n\n')];
  if (wish === 'longer') {
    parts.push(
      `${follow(points.length)} ${follow(points.length + 1)} [Add a detail, a step or a source about ${OPTIONAL} here.]`,
    );
  }
  if (wish === 'example')
    parts.push(`For example: [describe a real case of ${OPTIONAL} you know well, and what it shows.]`);
  if (wish === 'quoted') parts.push(`[Rewrite this part as asked: "${withoutEndPunctuation(inputs.note ?? '')}".]`);
  let text = placeKeyword(parts.join('\n\n'), keyword);
  if (text.trim() === section.current.trim()) text = `${text}\n\n[Put this part in your own words.]`;
  return text;
}

// ── Translation ────────────────────────────────────────────────────────────────────────────────

/** The composer cannot translate: the source comes back whole, with a first paragraph that says so. */
export function untranslatedArticle(inputs: TArticleTranslationInputs): TArticleTranslation {
  const notice =
    '<p>[This draft was not translated: no AI provider is configured. Translate it before publishing.]</p>';
  return {
    title: inputs.title,
    excerpt: inputs.excerpt,
    metaDescription: inputs.metaDescription,
    focusKeyphrase: inputs.focusKeyphrase,
    slug: slugify(inputs.title),
    html: `${notice}\n${inputs.html}`,
  };
}
