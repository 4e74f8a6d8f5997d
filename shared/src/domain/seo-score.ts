/**
 * The on-page SEO score (issue 14): how well an article is written for its focus keyphrase and for
 * readers, out of 100. The browser runs it live as the article is written, the server on save for
 * the article list, so both always agree. It says only numbers and statuses; the client words each
 * check (the messages are translated).
 *
 * score = round(100 × Σ weight × credit / Σ weight), credit good 1, ok 0.5, bad 0.
 */
import { slugify } from './blog-paths.ts';
import { readSeoDocument, type SeoBlock } from './seo-html.ts';
import { measureSentences, type ReadabilityFormula, readability, type SentenceUnit } from './seo-readability.ts';
import { countWords } from './word-count.ts';

export type SeoStatus = 'good' | 'ok' | 'bad';

export interface SeoInput {
  keyphrase: string;
  title: string;
  metaDescription: string;
  /** The slug as saved, or the one the server will derive from the title. */
  slug: string;
  /** The article body as HTML (the writer's markdown through articleBodyHtml). */
  html: string;
  languageCode: string;
  /** This site's origins ("https://example.com"): absolute links to them are internal. */
  siteOrigins?: readonly string[];
}

/** The weight of each check in the score, in the order the checks are reported. */
export const SEO_WEIGHTS = {
  keyphraseInTitle: 10,
  keyphraseInIntroduction: 8,
  keyphraseInSubheading: 6,
  keyphraseInSlug: 6,
  keyphraseInMetaDescription: 8,
  keyphraseDensity: 10,
  titleLength: 7,
  metaDescriptionLength: 7,
  textLength: 10,
  subheadingDistribution: 6,
  paragraphLength: 5,
  sentenceLength: 5,
  readability: 6,
  internalLinks: 4,
  outboundLinks: 4,
  imageAlt: 4,
} as const;
export type SeoCheckId = keyof typeof SEO_WEIGHTS;
export const SEO_CHECK_IDS = Object.keys(SEO_WEIGHTS) as SeoCheckId[];

/** The limits each check judges by ([good…] and [ok…] ranges, inclusive). */
export const SEO_THRESHOLDS = {
  /** Keyphrase density in % of the text's words. */
  density: { good: { min: 0.5, max: 3 }, ok: { min: 0.3, max: 4 } },
  /** Title length in characters. */
  titleLength: { good: { min: 30, max: 60 }, ok: { min: 20, max: 70 } },
  /** Meta description length in characters. */
  metaDescriptionLength: { good: { min: 120, max: 156 }, ok: { min: 80, max: 170 } },
  /** Text length in words (at least). */
  textLength: { good: 300, ok: 200 },
  /** Words of text at most between two subheadings. */
  subheadingDistribution: { good: 300, ok: 350 },
  /** Words at most in one paragraph. */
  paragraphLength: { good: 150, ok: 200 },
  /** A sentence is long over this many words, or characters when written in Han or Kana. */
  longSentence: { words: 20, characters: 40 },
  /** Share of long sentences, % at most. */
  longSentenceShare: { good: 25, ok: 30 },
  /** Reading ease at least (Flesch's scale and its adaptations). */
  readingEase: { good: 60, ok: 50 },
  /** Average sentence length at most, where the language has no reading-ease formula. */
  averageSentenceLength: { words: { good: 20, ok: 25 }, characters: { good: 40, ok: 50 } },
} as const;

/** How the keyphrase appears in a text: as written, all its words somewhere, or not. */
export type KeyphraseMatch = 'exact' | 'allWords' | 'none';

/** The numbers (and facts) each check's message needs. */
export interface SeoCheckValues {
  keyphraseInTitle: { keyphraseMissing: boolean; match: KeyphraseMatch };
  keyphraseInIntroduction: { keyphraseMissing: boolean; match: KeyphraseMatch };
  keyphraseInSubheading: { keyphraseMissing: boolean; matching: number; subheadings: number };
  keyphraseInSlug: { keyphraseMissing: boolean; found: number; words: number };
  keyphraseInMetaDescription: { keyphraseMissing: boolean; match: KeyphraseMatch };
  /** `density` in %, one decimal; `count` occurrences of the phrase; `words` in the text. */
  keyphraseDensity: { keyphraseMissing: boolean; density: number; count: number; words: number };
  titleLength: { length: number };
  metaDescriptionLength: { length: number };
  textLength: { words: number };
  /** The longest run of words with no subheading. */
  subheadingDistribution: { longest: number; subheadings: number };
  /** The longest paragraph in words; `over` paragraphs past the good limit. */
  paragraphLength: { longest: number; over: number };
  /** `share` in % (whole) of `long` out of `sentences`. */
  sentenceLength: { share: number; long: number; sentences: number };
  /** `score` one decimal: the reading ease, or the average sentence length in `unit`. */
  readability: { formula: ReadabilityFormula; score: number; unit: SentenceUnit; sentences: number };
  internalLinks: { count: number };
  outboundLinks: { count: number };
  imageAlt: { images: number; withoutAlt: number };
}

export type SeoCheck = {
  [Id in SeoCheckId]: { id: Id; status: SeoStatus; weight: number; values: SeoCheckValues[Id] };
}[SeoCheckId];

export interface SeoReport {
  /** 0–100. */
  score: number;
  checks: SeoCheck[];
}

const CREDIT: Record<SeoStatus, number> = { good: 1, ok: 0.5, bad: 0 };

/**
 * Each Han or Kana character is a word of its own, as countWords counts them (with its voicing
 * marks and the prolonged sound mark ー after it); other words are runs of letters and digits.
 */
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][\p{M}\u30FC]*|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}\p{M}])+/gu;

/**
 * Text for matching: lower case, compatibility forms folded, accents and vowel points dropped so
 * "Café" matches "cafe" (kana keep their voicing marks: か and が are different syllables).
 */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(?<![\p{Script=Hiragana}\p{Script=Katakana}])\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase();
}

/** The words of a text as matched against the keyphrase (folded; punctuation dropped). */
export function matchTokens(text: string): string[] {
  return foldForMatching(text).match(TOKEN) ?? [];
}

function occurrences(tokens: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return 0;
  let found = 0;
  for (let index = 0; index + phrase.length <= tokens.length; index++) {
    if (phrase.every((token, offset) => tokens[index + offset] === token)) {
      found++;
      index += phrase.length - 1;
    }
  }
  return found;
}

function keyphraseMatch(text: string, phrase: readonly string[]): KeyphraseMatch {
  const tokens = matchTokens(text);
  if (occurrences(tokens, phrase) > 0) return 'exact';
  const present = new Set(tokens);
  return phrase.length > 0 && phrase.every((token) => present.has(token)) ? 'allWords' : 'none';
}

const MATCH_STATUS: Record<KeyphraseMatch, SeoStatus> = { exact: 'good', allWords: 'ok', none: 'bad' };

function inRanges(value: number, ranges: { good: { min: number; max: number }; ok: { min: number; max: number } }) {
  if (value >= ranges.good.min && value <= ranges.good.max) return 'good';
  return value >= ranges.ok.min && value <= ranges.ok.max ? 'ok' : 'bad';
}

function atMost(value: number, limits: { good: number; ok: number }): SeoStatus {
  if (value <= limits.good) return 'good';
  return value <= limits.ok ? 'ok' : 'bad';
}

function atLeast(value: number, limits: { good: number; ok: number }): SeoStatus {
  if (value >= limits.good) return 'good';
  return value >= limits.ok ? 'ok' : 'bad';
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** `http(s)://host[:port]` of an absolute address, lower-cased; null for anything else. */
function originOf(href: string): string | null {
  const match = /^(https?):\/\/([^/?#\s]+)/i.exec(href);
  return match ? `${match[1]}://${match[2]}`.toLowerCase() : null;
}

function check<Id extends SeoCheckId>(id: Id, status: SeoStatus, values: SeoCheckValues[Id]): SeoCheck {
  return { id, status, weight: SEO_WEIGHTS[id], values } as SeoCheck;
}

/** The keyphrase checks (title, introduction, subheading, slug, meta description, density). */
function keyphraseChecks(input: SeoInput, blocks: readonly SeoBlock[], textWords: number): SeoCheck[] {
  const phrase = matchTokens(input.keyphrase);
  const keyphraseMissing = phrase.length === 0;
  const textBlocks = blocks.filter((block) => block.kind !== 'heading');
  const introduction = (textBlocks.find((block) => block.kind === 'paragraph') ?? textBlocks[0])?.text ?? '';
  const subheadings = blocks.filter((block) => block.kind === 'heading' && (block.level === 2 || block.level === 3));
  const matchingSubheadings = keyphraseMissing
    ? 0
    : subheadings.filter((block) => keyphraseMatch(block.text, phrase) !== 'none').length;
  const slugWords = new Set(matchTokens(input.slug));
  const phraseSlugWords = [...new Set(matchTokens(slugify(input.keyphrase)))];
  const slugFound = phraseSlugWords.filter((word) => slugWords.has(word)).length;
  const count = occurrences(
    blocks.flatMap((block) => matchTokens(block.text)),
    phrase,
  );
  const density = textWords === 0 ? 0 : oneDecimal(((count * phrase.length) / textWords) * 100);
  const matched = (text: string) => {
    const match = keyphraseMissing ? 'none' : keyphraseMatch(text, phrase);
    return { status: MATCH_STATUS[match], values: { keyphraseMissing, match } };
  };
  const title = matched(input.title);
  const intro = matched(introduction);
  const meta = matched(input.metaDescription);
  const slugStatus: SeoStatus =
    keyphraseMissing || slugFound === 0 ? 'bad' : slugFound === phraseSlugWords.length ? 'good' : 'ok';
  return [
    check('keyphraseInTitle', title.status, title.values),
    check('keyphraseInIntroduction', intro.status, intro.values),
    check('keyphraseInSubheading', matchingSubheadings > 0 ? 'good' : 'bad', {
      keyphraseMissing,
      matching: matchingSubheadings,
      subheadings: subheadings.length,
    }),
    check('keyphraseInSlug', slugStatus, { keyphraseMissing, found: slugFound, words: phraseSlugWords.length }),
    check('keyphraseInMetaDescription', meta.status, meta.values),
    check('keyphraseDensity', keyphraseMissing ? 'bad' : inRanges(density, SEO_THRESHOLDS.density), {
      keyphraseMissing,
      density,
      count,
      words: textWords,
    }),
  ];
}

/** The longest stretch of words between headings (or before the first, or after the last). */
function longestRunWithoutSubheading(blocks: readonly SeoBlock[]): number {
  let longest = 0;
  let run = 0;
  for (const block of blocks) {
    if (block.kind === 'heading') run = 0;
    else {
      run += countWords(block.text);
      longest = Math.max(longest, run);
    }
  }
  return longest;
}

/** The article's on-page SEO report for `input` (see the module comment for the score). */
export function scoreArticle(input: SeoInput): SeoReport {
  const { blocks, links, images } = readSeoDocument(input.html);
  const textWords = blocks.reduce((sum, block) => sum + countWords(block.text), 0);
  const textBlocks = blocks.filter((block) => block.kind !== 'heading');

  const titleLength = [...input.title.trim()].length;
  const metaLength = [...input.metaDescription.trim()].length;

  const paragraphWords = textBlocks.filter((block) => block.kind === 'paragraph').map((b) => countWords(b.text));
  const longestParagraph = Math.max(0, ...paragraphWords);

  const sentences = measureSentences(textBlocks.map((block) => block.text));
  const { longSentence } = SEO_THRESHOLDS;
  const longSentences = sentences.filter((sentence) => sentence.length > longSentence[sentence.unit]).length;
  const longShare = sentences.length === 0 ? 0 : Math.round((longSentences / sentences.length) * 100);

  const reading = readability(input.languageCode, sentences);
  const readingStatus: SeoStatus =
    reading.sentences === 0
      ? 'bad'
      : reading.formula === 'averageSentenceLength'
        ? atMost(reading.value, SEO_THRESHOLDS.averageSentenceLength[reading.unit])
        : atLeast(reading.value, SEO_THRESHOLDS.readingEase);

  const siteOrigins = new Set((input.siteOrigins ?? []).map((origin) => origin.replace(/\/+$/, '').toLowerCase()));
  const isInternal = (href: string) =>
    (href.startsWith('/') && !href.startsWith('//')) || siteOrigins.has(originOf(href) ?? '');
  const internal = links.filter((link) => isInternal(link.href)).length;
  const outbound = links.filter((link) => originOf(link.href) !== null && !isInternal(link.href)).length;
  const withoutAlt = images.filter((image) => image.alt === '').length;
  const longestRun = longestRunWithoutSubheading(blocks);

  const checks: SeoCheck[] = [
    ...keyphraseChecks(input, blocks, textWords),
    check('titleLength', inRanges(titleLength, SEO_THRESHOLDS.titleLength), { length: titleLength }),
    check('metaDescriptionLength', inRanges(metaLength, SEO_THRESHOLDS.metaDescriptionLength), { length: metaLength }),
    check('textLength', atLeast(textWords, SEO_THRESHOLDS.textLength), { words: textWords }),
    check('subheadingDistribution', atMost(longestRun, SEO_THRESHOLDS.subheadingDistribution), {
      longest: longestRun,
      subheadings: blocks.filter((block) => block.kind === 'heading').length,
    }),
    check('paragraphLength', atMost(longestParagraph, SEO_THRESHOLDS.paragraphLength), {
      longest: longestParagraph,
      over: paragraphWords.filter((words) => words > SEO_THRESHOLDS.paragraphLength.good).length,
    }),
    check('sentenceLength', atMost(longShare, SEO_THRESHOLDS.longSentenceShare), {
      share: longShare,
      long: longSentences,
      sentences: sentences.length,
    }),
    check('readability', readingStatus, {
      formula: reading.formula,
      score: oneDecimal(reading.value),
      unit: reading.unit,
      sentences: reading.sentences,
    }),
    check('internalLinks', internal > 0 ? 'good' : 'bad', { count: internal }),
    check('outboundLinks', outbound > 0 ? 'good' : 'bad', { count: outbound }),
    check('imageAlt', images.length === 0 ? 'ok' : withoutAlt === 0 ? 'good' : 'bad', {
      images: images.length,
      withoutAlt,
    }),
  ];
  const totalWeight = checks.reduce((sum, item) => sum + item.weight, 0);
  const earned = checks.reduce((sum, item) => sum + item.weight * CREDIT[item.status], 0);
  return { score: Math.round((100 * earned) / totalWeight), checks };
}

/** Where a score stands: good from 80, ok from 50 (the colour of the score wherever it is shown). */
export const SEO_SCORE_BANDS = { good: 80, ok: 50 } as const;

export function seoScoreBand(score: number): SeoStatus {
  return atLeast(score, SEO_SCORE_BANDS);
}
