/**
 * A tool webhook as an automation service would answer it: a readability checker that reads
 * `text` from the JSON body and answers `{ success, data | error }` (the demo's draft tool maps
 * `success`, `data` and `error`). English rules: syllables are vowel groups, a final silent "e"
 * not counted; the score is Flesch's reading ease.
 */
import { HttpResponse, http } from 'msw';

const WORD = /[\p{L}\p{N}'’-]+/gu;

function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length <= 3) return 1;
  const groups = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch's bands, from the easiest. */
const LEVELS: [minimum: number, level: string][] = [
  [90, 'Very easy'],
  [80, 'Easy'],
  [70, 'Fairly easy'],
  [60, 'Standard'],
  [50, 'Fairly difficult'],
  [30, 'Difficult'],
  [Number.NEGATIVE_INFINITY, 'Very difficult'],
];

/** Words a minute an adult reads silently (Brysbaert, 2019). */
const READING_WORDS_PER_MINUTE = 238;

export interface ReadabilityReport {
  words: number;
  sentences: number;
  syllables: number;
  averageWordsPerSentence: number;
  fleschReadingEase: number;
  readingLevel: string;
  readingTimeMinutes: number;
}

export function readabilityOf(text: string): ReadabilityReport {
  const words = text.match(WORD) ?? [];
  const sentences = Math.max(1, text.split(/[.!?]+(?:\s|$)/u).filter((part) => part.trim() !== '').length);
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  const perSentence = words.length / sentences;
  const score = 206.835 - 1.015 * perSentence - 84.6 * (syllableCount / Math.max(1, words.length));
  const fleschReadingEase = Math.round(score * 10) / 10;
  return {
    words: words.length,
    sentences,
    syllables: syllableCount,
    averageWordsPerSentence: Math.round(perSentence * 10) / 10,
    fleschReadingEase,
    readingLevel: LEVELS.find(([minimum]) => fleschReadingEase >= minimum)?.[1] ?? 'Very difficult',
    readingTimeMinutes: Math.max(1, Math.round(words.length / READING_WORDS_PER_MINUTE)),
  };
}

/** `POST {url}` with `{ "text": "…" }`. */
export function readabilityWebhook(url: string) {
  return http.post(url, async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const text = typeof body === 'object' && body !== null && 'text' in body ? body.text : undefined;
    if (typeof text !== 'string') {
      return HttpResponse.json(
        { success: false, error: 'Send JSON with the text to check in "text".' },
        { status: 400 },
      );
    }
    if (text.trim() === '') return HttpResponse.json({ success: false, error: 'There is no text to check.' });
    return HttpResponse.json({ success: true, data: readabilityOf(text) });
  });
}
