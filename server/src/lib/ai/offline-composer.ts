/**
 * The template composer: what writes when no AI provider is configured (so `npm start` works
 * without a key) and what takes over when the active provider fails. It builds a deterministic
 * draft from the inputs alone: the same inputs always give the same text.
 *
 * A LinkedIn post honours every input: it is written in the requested language from that
 * language's phrase table (./composer/: English, Chinese, Hindi, Spanish, French, Arabic,
 * Portuguese, Russian, Japanese and German; English for any other), opens on the topic in the
 * chosen style, speaks to the audience, states the intent, quotes the extra guidance, names the
 * category, follows the template's sections (one block each, in order, written for what the
 * section's label asks: a story, a problem, a list, a lesson, thanks, a call to action), and grows
 * paragraph by paragraph into the word range of its length. A repurposed post restates the pasted
 * text's first sentences as its body. It states no facts about the topic beyond the text it was
 * given and leaves no bracketed notes to fill in. The template's example post is not imitated: a
 * template cannot read tone.
 *
 * Article steps (./composer/article.ts) are English whatever language was asked for, and leave a
 * bracketed note where a fact or a source belongs, so the draft never says something false.
 *
 * An AI tool's run (./composer/tool.ts) is a numbered list by the tool's recipe: headlines, LinkedIn
 * opening lines or meta descriptions about the run's topic.
 */
import { countWords, firstWords, POST_WORD_RANGES } from '@wordloom/shared/domain/word-count';
import type { TLinkedInPostInputs } from '@wordloom/shared/schemas/ai';
import type { z } from 'zod';
import {
  articleMarkdown,
  keywordIdeas,
  keywordSelectResponse,
  outlineOptions,
  rewrittenSection,
  untranslatedArticle,
} from './composer/article.ts';
import { postPhrasesFor } from './composer/languages.ts';
import type { PostAim, PostPhrases } from './composer/phrases.ts';
import { firstSentence, SENTENCES } from './composer/sentences.ts';
import { composeToolList } from './composer/tool.ts';
import {
  isStructuredRequest,
  resultText,
  type StructuredRequest,
  type StructuredResults,
  type TextRequest,
} from './structured.ts';
import { throwIfAborted, type Writer, type WriterCall } from './writer.ts';

export const OFFLINE_MODEL = 'template-composer';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withoutEndPunctuation(text: string): string {
  return text.trim().replace(/[.!?…:;,]+$/u, '');
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

/** A post's parts in reading order when it follows no template and repurposes no text. */
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
function growingCounts(fixedWords: number, range: { min: number; max: number }, phrases: PostPhrases) {
  const counts = new Map<PostPart, number>();
  const target = (range.min + range.max) / 2;
  let words = fixedWords;
  // Every part gets its first paragraph, then the rest round by round.
  const order = [...new Set<PostPart>([...DEFAULT_PARTS, ...GROWING_PARTS])];
  for (let round = 0; words < target; round += 1) {
    let added = false;
    for (const part of round === 0 ? order : GROWING_PARTS) {
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
function fixedParagraph(part: PostPart, inputs: TLinkedInPostInputs, phrases: PostPhrases, topic: string) {
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

/** A post with neither template nor source text: the default parts, grown into the length's range. */
function defaultBlocks(inputs: TLinkedInPostInputs, phrases: PostPhrases, topic: string, tags: string): DraftBlock[] {
  const fixed = DEFAULT_PARTS.map((part) => fixedParagraph(part, inputs, phrases, topic));
  const fixedWords = countWords([...fixed.filter((text) => typeof text === 'string'), tags].join(' '));
  const counts = growingCounts(fixedWords, POST_WORD_RANGES[inputs.postLength], phrases);
  return DEFAULT_PARTS.flatMap((part, index) => {
    const text = fixed[index];
    if (text !== undefined) return text ? [{ section: null, text }] : [];
    const growing = growingParagraphs(part, phrases).slice(0, counts.get(part) ?? 0);
    // Bullet points stay together as one list.
    const paragraphs = part === 'points' ? [growing.join('\n')].filter(Boolean) : growing;
    return paragraphs.map((paragraph) => ({ section: null, text: paragraph }));
  });
}

// Template drafts ─────────────────────────────────────────────────────────────────────────────

/**
 * What a template section asks for, read from its label. The composer writes each kind from its
 * phrase table; a label it cannot read gets a paragraph of context.
 */
type SectionKind = 'hook' | 'context' | 'problem' | 'points' | 'story' | 'lesson' | 'thanks' | 'cta' | 'hashtags';

/** Section labels (English, as the library writes them, and the common words of users' own) by kind; first match wins. */
const SECTION_KINDS: [RegExp, SectionKind][] = [
  [/^hashtags?\b/iu, 'hashtags'],
  [/hook|opening|headline|cover/iu, 'hook'],
  [/thank|gratitude|credit|passing it on/iu, 'thanks'],
  // Numbered sections ("Slide 2", "Takeaway 1", "Question 3", "Point 1") are items of a list.
  [/\d/u, 'points'],
  [
    /call to action|cta|question|\bask\b|how to apply|how you can help|register|invitation|what comes next|next week|today|caption/iu,
    'cta',
  ],
  [
    /slides|steps|tips?\b|solution|options|checklist|list|resources|reasons|how |what to do|what i do|what we offer|what we changed|what we built|what they did|what you will|what i will|looking for|details|framework|approach/iu,
    'points',
  ],
  [
    /problem|pain|challenge|myth|people believe|mistake|wrong|cost|messy|before|starting point|limits|caveat|when not|trap/iu,
    'problem',
  ],
  [
    /story|moment|turn|example|experience|started|journey|attempt|tried|morning|midday|afternoon|behind|the work|client|who said|origin|what it took|what it really|shipped|read\b/iu,
    'story',
  ],
  [
    /lesson|learn|takeaway|insight|result|outcome|after|verdict|advice|changed|surprised|landed|others can|principle|summary|believe|transferred|vote|found|signals|means/iu,
    'lesson',
  ],
];

type GrowingKind = Exclude<SectionKind, 'hook' | 'cta' | 'hashtags'>;
/** Which paragraphs a kind takes, in order of preference, when its own run out. */
const KIND_SOURCES: Record<GrowingKind, GrowingPool[]> = {
  context: ['context', 'story', 'lesson', 'problem'],
  problem: ['problem', 'context', 'story'],
  story: ['story', 'context', 'lesson', 'problem'],
  lesson: ['lesson', 'story', 'context'],
  thanks: ['thanks', 'context', 'lesson'],
  points: ['points'],
};

type GrowingPool = 'context' | 'problem' | 'points' | 'story' | 'lesson' | 'thanks';
/** Paragraphs for a section that is not a list, once its own kind has none left. */
const FALLBACK_SOURCES: GrowingPool[] = ['context', 'story', 'lesson', 'problem'];

/** The order in which sections of each kind grow by a paragraph (a bullet for points) until the length is reached. */
const GROWING_KINDS: GrowingKind[] = ['points', 'context', 'story', 'points', 'problem', 'lesson', 'points', 'context'];

interface TemplateSection {
  /** The section's label as the template writes it ("The moment"), without its description. */
  label: string;
  kind: SectionKind;
}

/**
 * A template structure's sections: one per line, without bullets or numbering; a line
 * "Label: what goes there" is the section "Label".
 */
function templateSections(structure: string): TemplateSection[] {
  return structure
    .split(/\r?\n/u)
    .map((line) => line.replace(/^\s*(?:[-*•>#]+|\d+[.)])\s*/u, '').trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const label = (line.split(/[:：]/u, 1)[0] ?? line).trim() || line;
      const kind = SECTION_KINDS.find(([pattern]) => pattern.test(label))?.[1] ?? 'context';
      return { label, kind };
    });
}

/** One block of the draft: a section's paragraphs (or bullets), or a part the inputs add. */
interface DraftBlock {
  /** The template section the block writes, null for what the inputs add (audience, aim, tags…). */
  section: string | null;
  text: string;
}

/** Hands out the phrase table's paragraphs, each once per draft. */
interface ParagraphPools {
  /** The next unused paragraph of the first of `sources` that has one left, when it `fits`. */
  next(sources: readonly GrowingPool[], fits?: (text: string) => boolean): string | undefined;
}

function paragraphPools(phrases: PostPhrases): ParagraphPools {
  const used = new Map<GrowingPool, number>();
  return {
    next(sources, fits = () => true) {
      for (const name of sources) {
        const index = used.get(name) ?? 0;
        const text = phrases[name][index];
        if (text === undefined) continue;
        if (!fits(text)) return undefined;
        used.set(name, index + 1);
        return text;
      }
      return undefined;
    },
  };
}

/** A section's content while the draft is planned: its paragraphs, then its bullets (a list's items). */
interface PlannedSection {
  section: string | null;
  kind: SectionKind | 'fixed';
  paragraphs: string[];
  bullets: string[];
}

function sectionText(planned: PlannedSection): string {
  const list = planned.bullets.map((point) => `→ ${point}`).join('\n');
  return [...planned.paragraphs, list].filter(Boolean).join('\n\n');
}

function isEmpty(planned: PlannedSection): boolean {
  return planned.paragraphs.length === 0 && planned.bullets.length === 0;
}

/** A planned section; a list's content goes to its bullets, any other's to its paragraphs. */
function plannedSection(
  section: string | null,
  kind: PlannedSection['kind'],
  text: string | undefined,
): PlannedSection {
  const content = text === undefined || text === '' ? [] : [text];
  return kind === 'points'
    ? { section, kind, paragraphs: [], bullets: content }
    : { section, kind, paragraphs: content, bullets: [] };
}

function plannedWords(plan: readonly PlannedSection[], tags: string): number {
  return countWords([...plan.map(sectionText), tags].join(' '));
}

/**
 * A template draft: the hook, then every section of the template in its order, each written from
 * the phrase table for its kind, then what the inputs add (aim, category, guidance) and a call to
 * action, when the template has none of its own. Sections grow by a paragraph (a bullet for a
 * list) until the post reaches the middle of its word range; when even one paragraph each is too
 * long for the length, each section keeps its first sentence.
 */
function templateBlocks(
  inputs: TLinkedInPostInputs,
  sections: readonly TemplateSection[],
  phrases: PostPhrases,
  topic: string,
  tags: string,
): DraftBlock[] {
  const pools = paragraphPools(phrases);
  const aim = aimOf(inputs.intent);
  const fixed = (part: PostPart): PlannedSection[] => {
    const text = fixedParagraph(part, inputs, phrases, topic);
    return text ? [plannedSection(null, 'fixed', text)] : [];
  };
  const hasHook = sections[0]?.kind === 'hook';
  const hasCta = sections.some((section) => section.kind === 'cta');
  let ctaWritten = false;
  let hookWritten = false;
  const body: PlannedSection[] = sections.flatMap((section): PlannedSection[] => {
    switch (section.kind) {
      case 'hashtags':
        return [];
      case 'hook':
        // One opening line: a second "hook" section (a cover slide after a hook) gets context instead.
        if (!hookWritten) {
          hookWritten = true;
          return [plannedSection(section.label, 'hook', phrases.hooks[inputs.writingStyle](topic))];
        }
        return [plannedSection(section.label, 'context', pools.next(KIND_SOURCES.context))];
      case 'cta': {
        // The call to action fits the intent; a template asking for several gets the open question for the others.
        const text = ctaWritten ? phrases.callsToAction.engage : phrases.callsToAction[aim];
        ctaWritten = true;
        return [plannedSection(section.label, 'cta', text)];
      }
      default:
        return [plannedSection(section.label, section.kind, pools.next(KIND_SOURCES[section.kind]))];
    }
  });
  const firstCta = body.findIndex((planned) => planned.kind === 'cta');
  const beforeCta = firstCta === -1 ? body : body.slice(0, firstCta);
  const fromCta = firstCta === -1 ? [] : body.slice(firstCta);
  const plan: PlannedSection[] = [
    ...(hasHook ? beforeCta.slice(0, 1) : fixed('hook')),
    ...fixed('audience'),
    ...(hasHook ? beforeCta.slice(1) : beforeCta),
    ...fixed('aim'),
    ...fixed('category'),
    ...fixed('guidance'),
    ...(hasCta ? fromCta : fixed('cta')),
  ];

  const range = POST_WORD_RANGES[inputs.postLength];
  if (plannedWords(plan, tags) > range.max) {
    for (const planned of plan) {
      if (planned.kind !== 'fixed' && planned.kind !== 'hook' && planned.kind !== 'cta')
        planned.paragraphs = planned.paragraphs.map((paragraph) => firstSentence(paragraph));
    }
  }
  growSections(plan, pools, range, tags);
  return plan.map((planned) => ({ section: planned.section, text: sectionText(planned) }));
}

/** Adds paragraphs (bullets to lists) to the growing sections, round by round, up to the middle of the range. */
function growSections(
  plan: PlannedSection[],
  pools: ParagraphPools,
  range: { min: number; max: number },
  tags: string,
): void {
  const target = (range.min + range.max) / 2;
  let words = plannedWords(plan, tags);
  // Nothing grows after the call to action: it closes the post.
  const firstCta = plan.findIndex((planned) => planned.kind === 'cta');
  const growable = plan
    .slice(0, firstCta === -1 ? plan.length : firstCta)
    .filter((planned) => planned.kind !== 'fixed' && planned.kind in KIND_SOURCES);
  // When the sections of the growing kinds have taken all they can (a template made only of
  // numbered items), the opening takes the paragraphs the length still needs, as its context.
  const fallback =
    plan.find((planned) => planned.kind === 'hook') ?? plan.filter((planned) => planned.kind !== 'cta').at(-1);
  const fits = (text: string) => words + countWords(text) <= range.max;
  const add = (section: PlannedSection, text: string, asBullet: boolean) => {
    (asBullet ? section.bullets : section.paragraphs).push(text);
    words += countWords(text);
  };
  for (let added = true; added && words < target; ) {
    added = false;
    for (const kind of GROWING_KINDS) {
      if (words >= target) break;
      // Of several sections of one kind, the one with the least in it grows first.
      const section = growable
        .filter((planned) => planned.kind === kind)
        .sort((a, b) => a.paragraphs.length + a.bullets.length - (b.paragraphs.length + b.bullets.length))[0];
      if (!section) continue;
      const next = pools.next(KIND_SOURCES[kind], fits);
      if (next === undefined) continue;
      add(section, next, kind === 'points');
      added = true;
    }
    if (!added && fallback && words < range.min) {
      // Paragraphs first; once the phrase table has none left, practical points as a list.
      const paragraph = pools.next(FALLBACK_SOURCES, fits);
      const next = paragraph ?? pools.next(KIND_SOURCES.points, fits);
      if (next !== undefined) {
        add(fallback, next, paragraph === undefined);
        added = true;
      }
    }
  }
}

// Repurposed drafts ───────────────────────────────────────────────────────────────────────────

/** Brackets in a source (citation marks "[1]", "[edit]") are page furniture, not text to restate. */
function cleanSource(text: string): string {
  return text
    .replace(/\s*\[[^\]\n]{0,40}\]/gu, '')
    .replace(/[[\]]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Paragraphs of two sentences each, from the source's first sentences, within `maxWords` in all. */
function sourceParagraphs(sourceText: string, maxWords: number): string[] {
  const sentences: string[] = [];
  let words = 0;
  for (const { segment } of SENTENCES.segment(cleanSource(sourceText))) {
    const sentence = segment.trim();
    if (!sentence) continue;
    const sentenceWords = countWords(sentence);
    if (words + sentenceWords > maxWords) {
      // A first sentence longer than the whole room is cut at a word rather than left out.
      if (sentences.length === 0) sentences.push(`${firstWords(sentence, maxWords)}…`);
      break;
    }
    sentences.push(sentence);
    words += sentenceWords;
  }
  const paragraphs: string[] = [];
  for (let index = 0; index < sentences.length; index += 2) {
    paragraphs.push(sentences.slice(index, index + 2).join(/[。！？]$/u.test(sentences[index]!) ? '' : ' '));
  }
  return paragraphs;
}

/**
 * A repurposed draft: the hook, then the pasted text's first sentences restated as the body (as
 * many as the length holds), then what the inputs add, a few practical points when the source is
 * too short for the length, and the call to action.
 */
function sourceBlocks(
  inputs: TLinkedInPostInputs,
  sourceText: string,
  phrases: PostPhrases,
  topic: string,
  tags: string,
): DraftBlock[] {
  const range = POST_WORD_RANGES[inputs.postLength];
  const fixed = (['hook', 'audience', 'aim', 'category', 'guidance', 'cta'] as const).map((part) => [
    part,
    fixedParagraph(part, inputs, phrases, topic),
  ]);
  const text = (part: PostPart) => fixed.find(([name]) => name === part)?.[1] ?? null;
  const fixedWords = countWords([...fixed.map(([, paragraph]) => paragraph ?? ''), tags, phrases.sourceLead].join(' '));
  const room = Math.max(0, Math.round((range.min + range.max) / 2) - fixedWords);
  const restated = sourceParagraphs(sourceText, room);
  // A full-width colon (Chinese, Japanese) takes no space after it.
  const leadSpace = /：$/u.test(phrases.sourceLead) ? '' : ' ';
  if (restated.length > 0) restated[0] = `${phrases.sourceLead}${leadSpace}${restated[0]}`;
  const plan: PlannedSection[] = [
    ...(['hook', 'audience'] as const).flatMap((part) => paragraphSection(text(part))),
    ...(restated.length > 0 ? [{ ...plannedSection(null, 'fixed', undefined), paragraphs: restated }] : []),
    // Empty until the length asks for more than the source gives.
    ...(['context', 'points', 'story', 'lesson'] as const).map((kind) => plannedSection(null, kind, undefined)),
    ...(['aim', 'category', 'guidance', 'cta'] as const).flatMap((part) => paragraphSection(text(part))),
  ];
  growSections(plan, paragraphPools(phrases), range, tags);
  return plan
    .filter((section) => !isEmpty(section))
    .map((section) => ({ section: section.section, text: sectionText(section) }));
}

function paragraphSection(text: string | null): PlannedSection[] {
  return text ? [plannedSection(null, 'fixed', text)] : [];
}

/**
 * The blocks of a LinkedIn draft in reading order, the hashtags last: a repurposed text's body
 * when `sourceText` is given, else the template's sections when it has some, else the default
 * parts. Exported for tests: each template section can be found in its block.
 */
export function composeLinkedInBlocks(inputs: TLinkedInPostInputs): DraftBlock[] {
  const phrases = postPhrasesFor(inputs.language);
  const topic = withoutEndPunctuation(inputs.topic);
  const tags = hashtags(inputs, phrases);
  const sections = inputs.templateStructure ? templateSections(inputs.templateStructure) : [];
  const tagsSection = sections.find((section) => section.kind === 'hashtags')?.label ?? null;
  const sourceText = inputs.sourceText?.trim();
  const blocks = sourceText
    ? sourceBlocks(inputs, sourceText, phrases, topic, tags)
    : sections.length > 0
      ? templateBlocks(inputs, sections, phrases, topic, tags)
      : defaultBlocks(inputs, phrases, topic, tags);
  return [...blocks, { section: tagsSection, text: tags }];
}

function composeLinkedInPost(inputs: TLinkedInPostInputs): string {
  return composeLinkedInBlocks(inputs)
    .map((block) => block.text)
    .join('\n\n');
}

// ── The writer ─────────────────────────────────────────────────────────────────────────────────

/** A structured kind's answer, from the article templates. */
export function composeObject(request: StructuredRequest): StructuredResults[StructuredRequest['kind']] {
  switch (request.kind) {
    case 'article_keywords':
      return keywordIdeas(request.inputs);
    case 'article_titles':
      return keywordSelectResponse(request.inputs);
    case 'article_outline':
      return outlineOptions(request.inputs);
    case 'article_translation':
      return untranslatedArticle(request.inputs);
  }
}

function composeText(request: TextRequest): string {
  switch (request.kind) {
    case 'linkedin_post':
      return composeLinkedInPost(request.inputs);
    case 'article_body':
      return articleMarkdown(request.inputs);
    case 'article_section':
      return rewrittenSection(request.inputs);
    case 'tool_run':
      return composeToolList(request.inputs);
  }
}

/** The whole draft the composer writes for `request` (a structured kind as its plain lines). */
export function composeDraft(request: TextRequest | StructuredRequest): string {
  if (isStructuredRequest(request)) return resultText(request.kind, composeObject(request));
  return composeText(request);
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
