/**
 * How many words a text has, and how many words a generation reserves before it runs: the one
 * rule the server charges by and the browser shows, so the two can never disagree.
 */
import type { POST_LENGTHS, TGenerationRequest } from '../schemas/ai.ts';

/** Chinese and Japanese write without spaces: each of these characters is one word. */
const CHARACTER_WORDS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** The katakana prolonged sound mark (ー) lengthens the kana before it; it is not a word of its own. */
const PROLONGED_SOUND_MARK = /\u30FC/g;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The shared word count:
 * - the text is split on Unicode whitespace;
 * - in each piece, every Han, Hiragana and Katakana character counts as one word (as word
 *   processors count Chinese and Japanese), and the remaining runs between them count as one
 *   word each when they hold a letter or a digit (so "AI技术" is 3 words, "2024年" is 2);
 * - Hangul is written with spaces between words, so a Korean word counts once, like a Latin one;
 * - punctuation, emoji and markdown marks alone ("—", "##", "🚀", "-") are not words.
 */
export function countWords(text: string): number {
  let words = 0;
  for (const piece of text.split(/\s+/u)) words += pieceWords(piece);
  return words;
}

/** The words of one piece of text without whitespace (see countWords). */
function pieceWords(piece: string): number {
  if (!piece) return 0;
  const withoutMarks = piece.replace(PROLONGED_SOUND_MARK, '');
  const characterWords = withoutMarks.match(CHARACTER_WORDS)?.length ?? 0;
  const runs = withoutMarks.split(CHARACTER_WORDS).filter((run) => LETTER_OR_DIGIT.test(run));
  return characterWords + runs.length;
}

/**
 * The beginning of `text` that holds at most `maxWords` words by countWords, ending with its last
 * word (a piece of Chinese or Japanese is cut between its characters); the whole text when it
 * holds no more.
 */
export function firstWords(text: string, maxWords: number): string {
  let words = 0;
  for (const piece of text.matchAll(/\S+/gu)) {
    const count = pieceWords(piece[0]);
    if (words + count > maxWords) {
      const characters = [...piece[0]];
      let kept = '';
      for (const character of characters) {
        if (words + pieceWords(kept + character) > maxWords) break;
        kept += character;
      }
      return text.slice(0, piece.index + kept.length).trimEnd();
    }
    words += count;
  }
  return text;
}

/**
 * The word ranges a LinkedIn post aims for, by length (counted with countWords): what the prompt
 * asks a model for and what the template composer writes. Each length's hold covers its top.
 */
export const POST_WORD_RANGES = {
  short: { min: 50, max: 100 },
  medium: { min: 120, max: 200 },
  long: { min: 250, max: 400 },
} as const satisfies Record<(typeof POST_LENGTHS)[number], { min: number; max: number }>;

/**
 * Words reserved before a generation starts (the hold), by kind. Generous enough that a typical
 * answer fits, since the real count is what is charged afterwards:
 *
 * | kind              | words held                                  |
 * |-------------------|---------------------------------------------|
 * | linkedin_post     | short 150, medium 300, long 600             |
 * | article_keywords  | 150                                         |
 * | article_titles    | 200                                         |
 * | article_outline   | 200 + 10 per requested heading              |
 * | article_body      | 200 + 200 per outline section               |
 * | article_section   | 400                                         |
 * | article_translation | 50 + 1.2 × the source's words             |
 * | tool_run          | 400 (free for the visitor: it only caps the answer) |
 */
export const ESTIMATED_WORDS = {
  linkedinPost: { short: 150, medium: 300, long: 600 },
  articleKeywords: 150,
  articleTitles: 200,
  articleOutline: { base: 200, perHeading: 10 },
  articleBody: { base: 200, perHeading: 200 },
  articleSection: 400,
  articleTranslation: { base: 50, perSourceWord: 1.2 },
  toolRun: 400,
} as const;

/** The words of an HTML text, tags left out (an estimate's count; the server's own count reads the DOM). */
function htmlWords(html: string): number {
  return countWords(html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' '));
}

/** The words held for `request` before generating (see ESTIMATED_WORDS). */
export function estimateWords(request: TGenerationRequest): number {
  switch (request.kind) {
    case 'linkedin_post':
      return ESTIMATED_WORDS.linkedinPost[request.inputs.postLength];
    case 'article_keywords':
      return ESTIMATED_WORDS.articleKeywords;
    case 'article_titles':
      return ESTIMATED_WORDS.articleTitles;
    case 'article_outline': {
      const { base, perHeading } = ESTIMATED_WORDS.articleOutline;
      return base + perHeading * request.inputs.headingsCount;
    }
    case 'article_body': {
      const { base, perHeading } = ESTIMATED_WORDS.articleBody;
      return base + perHeading * request.inputs.outline.length;
    }
    case 'article_section':
      return ESTIMATED_WORDS.articleSection;
    case 'article_translation': {
      const { base, perSourceWord } = ESTIMATED_WORDS.articleTranslation;
      const { title, excerpt, metaDescription, html } = request.inputs;
      const source = countWords(`${title} ${excerpt} ${metaDescription}`) + htmlWords(html);
      return Math.ceil(base + perSourceWord * source);
    }
    case 'tool_run':
      return ESTIMATED_WORDS.toolRun;
  }
}
