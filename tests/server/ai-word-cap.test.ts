import { countWords } from '@wordloom/shared/domain/word-count';
import { describe, expect, it } from 'vitest';
import { maxOutputTokens, WordCap } from '../../server/src/lib/ai/word-cap.ts';

/** What a cap of `maxWords` lets through of `pieces`, streamed in order. */
function capped(maxWords: number, pieces: readonly string[]) {
  const cap = new WordCap(maxWords);
  const kept = pieces.map((piece) => cap.add(piece));
  return { text: kept.join(''), kept, reached: cap.reached };
}

describe('the word cap of a streamed text', () => {
  it('lets a text within the cap through whole, piece by piece', () => {
    const pieces = ['Remote teams ', 'thrive on ', 'clear writing.'];
    expect(capped(6, pieces)).toEqual({ text: 'Remote teams thrive on clear writing.', kept: pieces, reached: false });
  });

  it('cuts after the last word held, and lets nothing through after', () => {
    expect(capped(3, ['one two', ' three four', ' five'])).toEqual({
      text: 'one two three',
      kept: ['one two', ' three', ''],
      reached: true,
    });
  });

  it('counts a word split across pieces once', () => {
    expect(capped(2, ['rem', 'ote wo', 'rk'])).toEqual({
      text: 'remote work',
      kept: ['rem', 'ote wo', 'rk'],
      reached: false,
    });
    expect(capped(1, ['rem', 'ote wo', 'rk']).text).toBe('remote');
  });

  it('counts by the shared rule: marks are not words, each Chinese character is one', () => {
    expect(capped(2, ['## Remote — ', 'work 🚀 ', 'today']).text).toBe('## Remote — work 🚀 ');
    expect(capped(5, ['远程工作', '很好用']).text).toBe('远程工作很');
    expect(
      countWords(
        capped(
          150,
          Array.from({ length: 400 }, (_, index) => `w${index} `),
        ).text,
      ),
    ).toBe(150);
  });

  it('asks a model for 1.4 tokens per word held, rounded up', () => {
    expect(maxOutputTokens(150)).toBe(210);
    expect(maxOutputTokens(255)).toBe(357);
  });
});
