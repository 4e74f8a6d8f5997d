/**
 * Sentences, by Unicode's rules (they hold for every script the composer writes, so no locale is
 * given: a post's language is a free name like "Français", not a locale tag).
 */
export const SENTENCES = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/** The first sentence of a paragraph (used when a short text has many parts to fit). */
export function firstSentence(paragraph: string): string {
  for (const { segment } of SENTENCES.segment(paragraph)) return segment.trim();
  return paragraph;
}
