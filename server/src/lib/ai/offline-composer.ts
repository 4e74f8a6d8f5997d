/**
 * The template composer: what writes when no AI provider is configured (so `npm start` works
 * without a key) and what takes over when the active provider fails. It builds a deterministic
 * draft from the inputs alone: the same inputs always give the same text.
 *
 * A LinkedIn post honours every input: it is written in the requested language from that
 * language's phrase table (./composer/: English, Chinese, Hindi, Spanish, French, Arabic,
 * Portuguese, Russian, Japanese and German; English for any other), opens on the topic in the
 * chosen style, speaks to the audience, states the intent, quotes the extra guidance, names the
 * category, follows the template's sections, and grows paragraph by paragraph into the word range
 * of its length. It states no facts about the topic and leaves no bracketed notes to fill in.
 * The template's example post is not imitated: a template cannot read tone.
 *
 * Article steps are still English whatever language was asked for, and leave a bracketed note
 * where a fact or a source belongs, so the draft never says something false.
 */
import { countWords, POST_WORD_RANGES } from '@wordloom/shared/domain/word-count';
import type {
  POINTS_OF_VIEW,
  TArticleBodyInputs,
  TArticleKeywordInputs,
  TArticleOutlineInputs,
  TArticleTitleInputs,
  TLinkedInPostInputs,
} from '@wordloom/shared/schemas/ai';
import type { z } from 'zod';
import { postPhrasesFor } from './composer/languages.ts';
import type { PostAim, PostPhrases } from './composer/phrases.ts';
import {
  isStructuredRequest,
  resultText,
  type StructuredRequest,
  type StructuredResults,
  type TextRequest,
  type TKeywordIdeas,
  type TOutline,
  type TTitleIdeas,
} from './structured.ts';
import { throwIfAborted, type Writer, type WriterCall } from './writer.ts';

export const OFFLINE_MODEL = 'template-composer';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "solar panels" → "Solar Panels" (small words stay lower case inside a title). */
function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'and', 'as', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);
  return text
    .split(/\s+/u)
    .map((word, index) => (index > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word)))
    .join(' ');
}

function withoutEndPunctuation(text: string): string {
  return text.trim().replace(/[.!?…:;,]+$/u, '');
}

/** "A, B and C" */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

// ── LinkedIn post ──────────────────────────────────────────────────────────────────────────────

/** Stems of the common ways to say an aim, in the languages the composer writes. */
const AIM_WORDS: Record<Exclude<PostAim, 'other'>, RegExp> = {
  educate:
    /educ|teach|inform|learn|explain|enseign|apprend|expliq|ensin|aprend|lehr|lern|erklär|обуч|объясн|расскаж|शिक्ष|सिख|समझा|علّم|تعليم|تثقيف|教|学|説明|知識/iu,
  promote:
    /promo|sell|lead|launch|hire|recruit|webina|event|announc|vend|lanc|annonc|recrut|anunci|contrat|verkauf|werb|ankündig|einstell|продв|прода|анонс|найм|प्रचार|बेच|ترويج|بيع|إعلان|宣传|推广|销售|招聘|宣伝|販売|告知|採用/iu,
  engage:
    /engag|discuss|conversation|communit|debat|débat|échang|convers|comunidad|comunidade|diskus|austausch|gemeinschaft|обсуж|сообществ|चर्चा|संवाद|نقاش|حوار|مجتمع|讨论|互动|交流|議論|コミュニティ/iu,
};

function aimOf(intent: string | undefined): PostAim {
  if (!intent) return 'other';
  if (AIM_WORDS.educate.test(intent)) return 'educate';
  if (AIM_WORDS.promote.test(intent)) return 'promote';
  if (AIM_WORDS.engage.test(intent)) return 'engage';
  return 'other';
}

/** Letters with their combining marks (Devanagari vowel signs), and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Scripts written without spaces: a run of them is a phrase, so only a short one makes a tag. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/**
 * "SaaS創業者が毎週発信" → "SaaS", "創業者", "が", "毎週発信": a run in one script at a time, so the
 * kana particles between Han words split them (Chinese has none, so its long runs stay whole).
 */
const SCRIPT_RUNS =
  /\p{Script=Han}+|\p{Script=Hiragana}+|\p{Script=Katakana}+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

function hashtag(text: string): string {
  const words = text.match(WORD) ?? [];
  return words.length > 0 ? `#${words.map(capitalise).join('')}` : '';
}

/** "SaaS", "AI": a word written with capitals inside is a name, the best tag a topic offers. */
function isName(word: string): boolean {
  return /^\p{Lu}{2,}$/u.test(word) || /^.\p{Ll}*\p{Lu}/u.test(word);
}

/** The topic's words that carry meaning on their own, names first, then the longest. */
function topicTagWords(topic: string, phrases: PostPhrases): string[] {
  const filler = new Set(phrases.notHashtags.split(' '));
  const words = (topic.match(WORD) ?? [])
    .flatMap((word) => (UNSPACED.test(word) ? (word.match(SCRIPT_RUNS) ?? []) : [word]))
    .filter((word) =>
      UNSPACED.test(word)
        ? word.length >= 2 && word.length <= 6 && !/^\p{Script=Hiragana}+$/u.test(word) && !filler.has(word)
        : (word.length >= 4 || isName(word)) && !filler.has(word.toLowerCase()),
    );
  return [...new Set(words)].sort((a, b) => Number(isName(b)) - Number(isName(a)) || b.length - a.length);
}

/**
 * Two to four tags: the category, then the topic itself when it is a short phrase ("#CodeReview")
 * or else its two most telling words, then the language's own tags while there are fewer than two.
 */
function hashtags(inputs: TLinkedInPostInputs, phrases: PostPhrases): string {
  const isShortPhrase = (text: string) => (text.match(WORD) ?? []).length <= 3;
  const category = inputs.category && isShortPhrase(inputs.category) ? [inputs.category] : [];
  const topic =
    isShortPhrase(inputs.topic) && !UNSPACED.test(inputs.topic)
      ? [inputs.topic]
      : topicTagWords(inputs.topic, phrases).slice(0, 2);
  const fromInputs = [...new Set([...category, ...topic].map(hashtag))];
  const tags = [...new Set([...fromInputs, ...phrases.fallbackTags.map(hashtag)])].filter((tag) => tag.length > 1);
  return tags.slice(0, Math.max(2, fromInputs.length)).join(' ');
}

/** A template structure's section names: one per line, without bullets, numbering or a trailing colon. */
function templateSections(structure: string): string[] {
  return structure
    .split(/\r?\n/u)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•>#]+|\d+[.)])\s*/u, '')
        .replace(/[:：]\s*$/u, '')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

/** The parts a post is made of; the ones with more than one paragraph grow with the length. */
type PostPart =
  | 'hook'
  | 'audience'
  | 'context'
  | 'problem'
  | 'aim'
  | 'points'
  | 'story'
  | 'lesson'
  | 'category'
  | 'guidance'
  | 'cta';

const DEFAULT_PARTS: PostPart[] = [
  'hook',
  'audience',
  'context',
  'aim',
  'points',
  'story',
  'lesson',
  'category',
  'guidance',
  'cta',
];

/** Which part a template section is, by its (English) name; a section matching none keeps its own name. */
const SECTION_PARTS: [RegExp, PostPart][] = [
  [/hook|opening|headline/iu, 'hook'],
  [/problem|pain|challenge/iu, 'problem'],
  [/solution|how|steps|tips|advice/iu, 'points'],
  [/story|example|experience/iu, 'story'],
  [/lesson|takeaway|insight|result/iu, 'lesson'],
  [/cta|call to action|question|ask/iu, 'cta'],
  [/context|why/iu, 'context'],
];

type PlannedPart = PostPart | { section: string };

/**
 * The post's parts in reading order: the template's sections when it has some (behind a hook,
 * and followed by whatever input they leave out), else the default order.
 */
function postPlan(inputs: TLinkedInPostInputs): PlannedPart[] {
  const sections = inputs.templateStructure ? templateSections(inputs.templateStructure) : [];
  if (sections.length === 0) return DEFAULT_PARTS;
  const planned: PlannedPart[] = sections.map(
    (section) => SECTION_PARTS.find(([pattern]) => pattern.test(section))?.[1] ?? { section },
  );
  const withHook: PlannedPart[] = planned[0] === 'hook' ? planned : ['hook', ...planned];
  const missing = (['audience', 'aim', 'category', 'guidance', 'cta'] as const).filter(
    (part) => !withHook.includes(part),
  );
  const [opening, ...rest] = withHook;
  const beforeCta = rest.filter((part) => part !== 'cta');
  return [
    opening!,
    ...(missing.includes('audience') ? ['audience' as const] : []),
    ...beforeCta,
    ...missing.filter((part) => part !== 'audience' && part !== 'cta'),
    'cta',
  ];
}

/** Parts whose paragraphs are added one by one, in this order, until the post reaches its length. */
const GROWING_PARTS: PostPart[] = ['points', 'context', 'points', 'problem', 'story', 'lesson', 'points', 'context'];

function growingParagraphs(part: PostPart, phrases: PostPhrases): readonly string[] {
  switch (part) {
    case 'context':
      return phrases.context;
    case 'points':
      return phrases.points.map((point) => `→ ${point}`);
    case 'problem':
      return phrases.problem;
    case 'story':
      return phrases.story;
    case 'lesson':
      return phrases.lesson;
    default:
      return [];
  }
}

/**
 * How many paragraphs of each growing part the post uses: added in GROWING_PARTS order while
 * they fit under the range's maximum, until the post passes the middle of its range.
 */
function growingCounts(
  plan: PlannedPart[],
  fixedWords: number,
  range: { min: number; max: number },
  phrases: PostPhrases,
): Map<PostPart, number> {
  const counts = new Map<PostPart, number>();
  const target = (range.min + range.max) / 2;
  let words = fixedWords;
  // Every part in the plan gets its first paragraph, then the rest round by round.
  const order = [...new Set<PostPart>([...plan.filter((part) => typeof part === 'string'), ...GROWING_PARTS])];
  for (let round = 0; words < target; round += 1) {
    let added = false;
    for (const part of round === 0 ? order : GROWING_PARTS) {
      if (!plan.includes(part)) continue;
      const used = counts.get(part) ?? 0;
      const next = growingParagraphs(part, phrases)[used];
      if (next === undefined || words >= target) continue;
      const nextWords = countWords(next);
      if (words + nextWords > range.max) continue;
      counts.set(part, used + 1);
      words += nextWords;
      added = true;
    }
    if (!added) break;
  }
  return counts;
}

/** A part's one paragraph from the inputs; null when its input was not given, undefined for a growing part. */
function fixedParagraph(part: PlannedPart, inputs: TLinkedInPostInputs, phrases: PostPhrases, topic: string) {
  if (typeof part !== 'string') return phrases.otherSection(capitalise(part.section));
  const aim = aimOf(inputs.intent);
  switch (part) {
    case 'hook':
      return phrases.hooks[inputs.writingStyle](topic);
    case 'audience':
      return inputs.icp ? phrases.forAudience(withoutEndPunctuation(inputs.icp)) : null;
    case 'aim':
      if (!inputs.intent) return null;
      return aim === 'other' ? phrases.aims.other(withoutEndPunctuation(inputs.intent)) : phrases.aims[aim];
    case 'category':
      return inputs.category ? phrases.category(withoutEndPunctuation(inputs.category)) : null;
    case 'guidance':
      return inputs.additionalGuidance ? phrases.guidance(inputs.additionalGuidance) : null;
    case 'cta':
      return phrases.callsToAction[aim];
    default:
      return undefined;
  }
}

function composeLinkedInPost(inputs: TLinkedInPostInputs): string {
  const phrases = postPhrasesFor(inputs.language);
  const topic = withoutEndPunctuation(inputs.topic);
  const plan = postPlan(inputs);
  const tags = hashtags(inputs, phrases);
  const fixed = plan.map((part) => fixedParagraph(part, inputs, phrases, topic));
  const fixedWords = countWords([...fixed.filter((text) => typeof text === 'string'), tags].join(' '));
  const counts = growingCounts(plan, fixedWords, POST_WORD_RANGES[inputs.postLength], phrases);
  const paragraphs = plan.flatMap((part, index) => {
    const text = fixed[index];
    if (text !== undefined || typeof part !== 'string') return text ? [text] : [];
    const growing = growingParagraphs(part, phrases).slice(0, counts.get(part) ?? 0);
    // Bullet points stay together as one list.
    return part === 'points' ? [growing.join('\n')].filter(Boolean) : growing;
  });
  return [...paragraphs, tags].join('\n\n');
}

// ── Article steps ──────────────────────────────────────────────────────────────────────────────

function keywordIdeas(inputs: TArticleKeywordInputs): TKeywordIdeas {
  const keyword = withoutEndPunctuation(inputs.keyword).toLowerCase();
  const ideas: [string, string][] = [
    [keyword, 'informational'],
    [`what is ${keyword}`, 'informational'],
    [`${keyword} guide`, 'informational'],
    [`${keyword} tips`, 'informational'],
    [`${keyword} for beginners`, 'informational'],
    [`${keyword} examples`, 'informational'],
    [`best ${keyword}`, 'commercial'],
    [`${keyword} checklist`, 'informational'],
  ];
  if (inputs.contentType === 'Product Review') {
    ideas.push([`${keyword} review`, 'commercial'], [`${keyword} pros and cons`, 'commercial']);
  }
  return { keywords: ideas.map(([idea, intent]) => ({ keyword: idea, intent })) };
}

function titleIdeas(inputs: TArticleTitleInputs): TTitleIdeas {
  const keyword = titleCase(withoutEndPunctuation(inputs.keyword));
  const lower = keyword.toLowerCase();
  const covers = inputs.selectedKeywords.length > 0 ? ` Covers ${listed(inputs.selectedKeywords.slice(0, 3))}.` : '';
  const byType: Record<string, [string, string]> = {
    'How-to Guide': [`How to Get Started With ${keyword}`, `A step-by-step guide to ${lower}.`],
    Listicle: [`7 Things to Know About ${keyword}`, `The points about ${lower} worth knowing first.`],
    'Product Review': [`${keyword} Review: Strengths and Weaknesses`, `An honest look at ${lower}.`],
    'News Article': [`${keyword}: What Is New and What It Means`, `The latest on ${lower}, and why it matters.`],
  };
  const ideas: [string, string][] = [
    ...(byType[inputs.contentType] ? [byType[inputs.contentType]!] : []),
    [`${keyword}: A Complete Guide`, `Everything a reader needs to understand ${lower}.`],
    [`${keyword} Explained: What Matters and Why`, `The essentials of ${lower}, without jargon.`],
    [`Getting Started With ${keyword}`, `First steps with ${lower}, and the mistakes to avoid.`],
    [`${keyword} Best Practices`, `What works with ${lower}, step by step.`],
  ];
  return { titles: ideas.slice(0, 5).map(([title, description]) => ({ title, description: description + covers })) };
}

function outlineOf(inputs: TArticleOutlineInputs): TOutline {
  const keyword = titleCase(withoutEndPunctuation(inputs.keyword));
  const pool = [
    `What Is ${keyword}?`,
    `Why ${keyword} Matters`,
    `How ${keyword} Works`,
    `Getting Started With ${keyword}`,
    `${keyword} Best Practices`,
    `Common ${keyword} Mistakes to Avoid`,
    `Tools and Resources for ${keyword}`,
    `${keyword}: Frequently Asked Questions`,
    ...inputs.selectedKeywords.map((selected) => `${titleCase(selected)} Explained`),
  ];
  const count = inputs.headingsCount;
  if (count === 1) return { headings: [pool[0]!] };
  const body = Array.from({ length: count - 1 }, (_, index) => pool[index] ?? `${keyword}: Part ${index + 1}`);
  return { headings: [...body, 'Conclusion'] };
}

type PointOfView = (typeof POINTS_OF_VIEW)[number];

/** Who speaks in the body, per point of view. */
const VOICE: Record<PointOfView, { reader: string; line: (keyword: string) => string }> = {
  writer: { reader: 'readers', line: (keyword) => `This article looks at ${keyword} step by step.` },
  first_person_singular: { reader: 'you', line: (keyword) => `I will walk through ${keyword} step by step.` },
  first_person_plural: { reader: 'you', line: (keyword) => `We will walk through ${keyword} step by step.` },
  second_person: { reader: 'you', line: (keyword) => `You will see ${keyword} step by step.` },
  third_person: { reader: 'readers', line: (keyword) => `Readers will find ${keyword} explained step by step.` },
};

function articleBody(inputs: TArticleBodyInputs): string {
  const keyword = withoutEndPunctuation(inputs.keyword).toLowerCase();
  const voice = VOICE[inputs.pointOfView];
  const intro = [
    inputs.description ?? `An introduction to ${keyword}.`,
    voice.line(keyword),
    `[Open with a fact, a figure or a question your readers care about, and name its source.]`,
  ].join(' ');
  const sections = inputs.outline.map((heading, index) => {
    const related =
      inputs.selectedKeywords.length > 0 ? inputs.selectedKeywords[index % inputs.selectedKeywords.length] : null;
    const sentences = [
      `This section covers ${withoutEndPunctuation(heading).toLowerCase()}, as part of understanding ${keyword}.`,
      `It sets out the essentials so that ${voice.reader} can put them to use.`,
      related ? `It also touches on ${related}.` : '',
      '[Add a concrete example, a figure or a source here.]',
    ];
    return `## ${heading}\n\n${sentences.filter(Boolean).join(' ')}`;
  });
  return [`# ${inputs.title}`, intro, ...sections].join('\n\n');
}

// ── The writer ─────────────────────────────────────────────────────────────────────────────────

function composeObject(request: StructuredRequest): StructuredResults[StructuredRequest['kind']] {
  switch (request.kind) {
    case 'article_keywords':
      return keywordIdeas(request.inputs);
    case 'article_titles':
      return titleIdeas(request.inputs);
    case 'article_outline':
      return outlineOf(request.inputs);
  }
}

/** The whole draft the composer writes for `request` (a list kind as its plain lines). */
export function composeDraft(request: TextRequest | StructuredRequest): string {
  if (isStructuredRequest(request)) return resultText(request.kind, composeObject(request));
  return request.kind === 'linkedin_post' ? composeLinkedInPost(request.inputs) : articleBody(request.inputs);
}

export function createOfflineComposer(): Writer {
  return {
    provider: 'offline',
    model: OFFLINE_MODEL,
    templateDraft: true,
    async *streamText(call) {
      // Word by word, with the spacing kept, so the page fills in as it does with a model.
      for (const piece of composeDraft(call.request).match(/\s*\S+/gu) ?? []) {
        throwIfAborted(call.signal);
        yield piece;
      }
    },
    async generateObject<T>(call: WriterCall, schema: z.ZodType<T>): Promise<T> {
      throwIfAborted(call.signal);
      if (!isStructuredRequest(call.request)) throw new TypeError(`${call.request.kind} is not a list`);
      return schema.parse(composeObject(call.request));
    },
  };
}
