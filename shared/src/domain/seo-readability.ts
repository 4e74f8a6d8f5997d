/**
 * Sentences and readability for the on-page SEO score. Flesch's reading ease in English and its
 * published adaptations where a language has one (all on Flesch's 0–100 scale: higher is easier);
 * other languages are judged by their average sentence length. A formula is applied only to text
 * written in its language's script, so an article tagged with the wrong language is still judged
 * by something that fits it.
 */
import { countWords } from './word-count.ts';

/** Chinese and Japanese: a sentence in these scripts is measured in characters, not words. */
const HAN_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const LETTER = /\p{L}/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
/** A sentence ends at . ! ? … (and the Arabic, Devanagari and Urdu stops) before a space, or at a CJK stop. */
const SENTENCE_END = /(?<=[.!?…؟।۔])\s+|(?<=[。！？])/u;

export type SentenceUnit = 'words' | 'characters';

export interface MeasuredSentence {
  text: string;
  unit: SentenceUnit;
  /** Words, or characters (letters and digits) for a sentence written in Han or Kana. */
  length: number;
  /** Words by the shared count, whatever the unit (for the formulas). */
  words: number;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** Whether most letters of `text` are Han or Kana. */
export function isHanKanaText(text: string): boolean {
  const hanKana = count(text, HAN_KANA);
  return hanKana > 0 && hanKana * 2 > count(text, LETTER);
}

/** The sentences of some blocks of text, each measured in the unit its own script calls for. */
export function measureSentences(blocks: readonly string[]): MeasuredSentence[] {
  const sentences: MeasuredSentence[] = [];
  for (const block of blocks) {
    for (const piece of block.split(SENTENCE_END)) {
      const text = piece.trim();
      const words = countWords(text);
      if (words === 0) continue;
      const unit: SentenceUnit = isHanKanaText(text) ? 'characters' : 'words';
      sentences.push({ text, unit, length: unit === 'characters' ? count(text, LETTER_OR_DIGIT) : words, words });
    }
  }
  return sentences;
}

/** A language's reading-ease formula: the script it applies to, its syllable rule and its weights. */
interface ReadingEase {
  script: RegExp;
  /** The syllables of one lower-cased word. */
  syllables: (word: string) => number;
  /** The score from average sentence length (words) and average syllables per word. */
  score: (wordsPerSentence: number, syllablesPerWord: number) => number;
}

const LATIN = /\p{Script=Latin}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;

/**
 * Syllables counted as groups of the language's vowel letters (at least one a word), leaving out
 * an ending that is written but not spoken.
 */
function vowelGroups(vowels: string, silentEnding?: RegExp): (word: string) => number {
  const group = new RegExp(`[${vowels}]+`, 'gu');
  return (word) => {
    const stem = silentEnding && word.length > 3 ? word.replace(silentEnding, '') : word;
    return Math.max(1, count(stem, group));
  };
}

/** The formulas by language code (the published adaptations of Flesch's reading ease). */
export const READING_EASE_FORMULAS = {
  en: 'fleschReadingEase',
  de: 'amstad',
  fr: 'kandelMoles',
  es: 'fernandezHuerta',
  it: 'fleschVacca',
  nl: 'douma',
  pt: 'martins',
  ru: 'oborneva',
} as const;
export type ReadingEaseFormula = (typeof READING_EASE_FORMULAS)[keyof typeof READING_EASE_FORMULAS];
export type ReadabilityFormula = ReadingEaseFormula | 'averageSentenceLength';

const READING_EASE: Record<ReadingEaseFormula, ReadingEase> = {
  // Flesch (1948); a final silent "e" ("make") is not a syllable, but "-le" after a consonant is ("table").
  fleschReadingEase: {
    script: LATIN,
    syllables: vowelGroups('aeiouy', /(?<!(?<![aeiouy])l)e$/),
    score: (asl, asw) => 206.835 - 1.015 * asl - 84.6 * asw,
  },
  // Amstad (1978).
  amstad: {
    script: LATIN,
    syllables: vowelGroups('aeiouyäöü'),
    score: (asl, asw) => 180 - asl - 58.5 * asw,
  },
  // Kandel & Moles (1958); a final mute "e" or "es" is not pronounced.
  kandelMoles: {
    script: LATIN,
    syllables: vowelGroups('aeiouyàâéèêëîïôûùüÿœæ', /es?$/),
    score: (asl, asw) => 207 - 1.015 * asl - 73.6 * asw,
  },
  // Fernández Huerta (1959): 206.84 − 0.60 × syllables per 100 words − 1.02 × sentences per 100 words.
  fernandezHuerta: {
    script: LATIN,
    syllables: vowelGroups('aeiouáéíóúü'),
    score: (asl, asw) => 206.84 - 60 * asw - 102 / asl,
  },
  // Franchina & Vacca (1972): 206 − 0.65 × syllables per 100 words − words per sentence.
  fleschVacca: {
    script: LATIN,
    syllables: vowelGroups('aeiouàèéìíîòóùú'),
    score: (asl, asw) => 206 - 65 * asw - asl,
  },
  // Douma (1960).
  douma: {
    script: LATIN,
    syllables: vowelGroups('aeiouyáéíóúàèëïöü'),
    score: (asl, asw) => 206.835 - 0.93 * asl - 77 * asw,
  },
  // Martins et al. (1996): Flesch's formula raised by 42 for Brazilian Portuguese.
  martins: {
    script: LATIN,
    syllables: vowelGroups('aeiouáàâãéêíóôõú'),
    score: (asl, asw) => 248.835 - 1.015 * asl - 84.6 * asw,
  },
  // Oborneva (2006); every Russian vowel letter is a syllable of its own.
  oborneva: {
    script: CYRILLIC,
    syllables: (word) => Math.max(1, count(word, /[аеёиоуыэюя]/gu)),
    score: (asl, asw) => 206.835 - 1.3 * asl - 60.1 * asw,
  },
};

export interface ReadabilityResult {
  formula: ReadabilityFormula;
  /** The reading ease (0–100, higher is easier), or the average sentence length in `unit`. */
  value: number;
  unit: SentenceUnit;
  sentences: number;
}

/** Reading ease when `languageCode` has a formula and the text is in its script; else average sentence length. */
export function readability(languageCode: string, sentences: readonly MeasuredSentence[]): ReadabilityResult {
  const text = sentences.map((sentence) => sentence.text).join(' ');
  const formula: ReadingEaseFormula | undefined =
    READING_EASE_FORMULAS[languageCode as keyof typeof READING_EASE_FORMULAS];
  const ease = formula ? READING_EASE[formula] : undefined;
  if (formula && ease && sentences.length > 0 && count(text, ease.script) * 2 > count(text, LETTER)) {
    const words = text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? [];
    const syllables = words.reduce((sum, word) => sum + ease.syllables(word), 0);
    const wordCount = sentences.reduce((sum, sentence) => sum + sentence.words, 0);
    const value = ease.score(wordCount / sentences.length, syllables / Math.max(1, words.length));
    return { formula, value: Math.max(0, Math.min(100, value)), unit: 'words', sentences: sentences.length };
  }
  // Mixed scripts: the unit most of the sentences are measured in, averaged over those sentences.
  const characterSentences = sentences.filter((sentence) => sentence.unit === 'characters');
  const unit: SentenceUnit = characterSentences.length * 2 > sentences.length ? 'characters' : 'words';
  const measured = sentences.filter((sentence) => sentence.unit === unit);
  const value = measured.reduce((sum, sentence) => sum + sentence.length, 0) / Math.max(1, measured.length);
  return { formula: 'averageSentenceLength', value, unit, sentences: sentences.length };
}
