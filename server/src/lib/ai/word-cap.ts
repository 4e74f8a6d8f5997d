/**
 * Words beyond a generation's hold are not paid for, so they are not written either: the text a
 * writer streams is counted as it arrives (by the shared countWords rule) and cut at the hold.
 */
import { countWords, firstWords } from '@wordloom/shared/domain/word-count';

/**
 * Tokens asked of a model per word held: English prose runs about 1.3 tokens a word with the
 * usual tokenizers; the margin keeps a model from stopping a word or two short, since the text
 * is cut at the hold here anyway.
 */
export const TOKENS_PER_WORD = 1.4;

/** The token limit that lets a model write `words` words and little more. */
export function maxOutputTokens(words: number): number {
  return Math.ceil(words * TOKENS_PER_WORD);
}

/** The index of the last whitespace of `text` after `from`, else -1. */
function lastWhitespace(text: string, from: number): number {
  for (let index = text.length - 1; index > from; index--) {
    if (/\s/u.test(text.charAt(index))) return index;
  }
  return -1;
}

/**
 * Counts a streamed text piece by piece. Only the text after the last whitespace is counted
 * again with each piece (a word can span pieces), so a long text costs no more than its length.
 */
export class WordCap {
  readonly maxWords: number;
  #text = '';
  /** Words in `#text` up to its last whitespace, which later pieces cannot change. */
  #settledWords = 0;
  #settledLength = 0;
  #reached = false;

  constructor(maxWords: number) {
    this.maxWords = maxWords;
  }

  /** The part of `piece` within the cap: all of it, a beginning of it once the cap is reached, or nothing after. */
  add(piece: string): string {
    if (this.#reached) return '';
    const text = this.#text + piece;
    // The text counted before holds no whitespace after #settledLength: only the new piece is searched.
    const lastSpace = lastWhitespace(text, Math.max(this.#settledLength, this.#text.length - 1));
    if (lastSpace >= 0) {
      this.#settledWords += countWords(text.slice(this.#settledLength, lastSpace));
      this.#settledLength = lastSpace;
    }
    if (this.#settledWords + countWords(text.slice(this.#settledLength)) <= this.maxWords) {
      this.#text = text;
      return piece;
    }
    this.#reached = true;
    const kept = firstWords(text, this.maxWords).slice(this.#text.length);
    this.#text += kept;
    return kept;
  }

  /** True once a piece went past the cap: the text was cut there. */
  get reached(): boolean {
    return this.#reached;
  }
}
