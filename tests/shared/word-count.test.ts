import { describe, expect, it } from 'vitest';
import { countWords, estimateWords } from '../../shared/src/domain/word-count.ts';
import { type TGenerationRequest, ZGenerationRequest } from '../../shared/src/schemas/ai.ts';

describe('countWords', () => {
  it('counts whitespace-separated words, however they are spaced', () => {
    expect(countWords('Hello world')).toBe(2);
    expect(countWords('  Hello\n\n\tworld  \u00A0again ')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(countWords(' \n ')).toBe(0);
  });

  it('counts words with apostrophes, hyphens and digits once', () => {
    expect(countWords("don't over-think 2026's plan")).toBe(4);
    expect(countWords('3.5 million, 42%')).toBe(3);
  });

  it('does not count punctuation, markdown marks or emoji alone', () => {
    expect(countWords('## Why it matters — a list: - one 🚀 #growth')).toBe(7);
    expect(countWords('— … 🚀 ** -')).toBe(0);
  });

  it('counts letters of any alphabet', () => {
    expect(countWords('Größe ändern')).toBe(2);
    expect(countWords('Привет, мир')).toBe(2);
    expect(countWords('مرحبا بالعالم')).toBe(2);
  });

  it('counts each Chinese and Japanese character as a word, and the runs between them once', () => {
    expect(countWords('你好世界')).toBe(4);
    expect(countWords('AI技术')).toBe(3);
    expect(countWords('2024年')).toBe(2);
    expect(countWords('こんにちは')).toBe(5);
    expect(countWords('コーヒー')).toBe(2);
    expect(countWords('我喜欢 coffee。')).toBe(4);
  });

  it('counts a Korean word once, since Korean separates words with spaces', () => {
    expect(countWords('안녕하세요 세계')).toBe(2);
  });
});

function request(raw: unknown): TGenerationRequest {
  return ZGenerationRequest.parse(raw);
}

describe('estimateWords', () => {
  it('holds by post length for LinkedIn posts (medium by default)', () => {
    expect(estimateWords(request({ kind: 'linkedin_post', inputs: { topic: 'Remote work' } }))).toBe(300);
    expect(estimateWords(request({ kind: 'linkedin_post', inputs: { topic: 'x', postLength: 'short' } }))).toBe(150);
    expect(estimateWords(request({ kind: 'linkedin_post', inputs: { topic: 'x', postLength: 'long' } }))).toBe(600);
  });

  it('holds a fixed amount for keywords and titles', () => {
    expect(estimateWords(request({ kind: 'article_keywords', inputs: { keyword: 'solar panels' } }))).toBe(150);
    expect(estimateWords(request({ kind: 'article_titles', inputs: { keyword: 'solar panels' } }))).toBe(200);
  });

  it('scales the outline with the headings asked for and the body with the outline', () => {
    const outline = { keyword: 'solar panels', title: 'Solar panels at home' };
    expect(estimateWords(request({ kind: 'article_outline', inputs: outline }))).toBe(200 + 10 * 6);
    expect(estimateWords(request({ kind: 'article_outline', inputs: { ...outline, headingsCount: 10 } }))).toBe(300);
    const body = {
      ...outline,
      outline: ['Costs', 'Installation', 'Savings'].map((heading) => ({ heading, points: ['A point'] })),
    };
    expect(estimateWords(request({ kind: 'article_body', inputs: body }))).toBe(200 + 200 * 3);
    const section = { kind: 'section', heading: 'Costs', current: 'Panels cost money.' };
    expect(estimateWords(request({ kind: 'article_section', inputs: { ...body, section } }))).toBe(400);
  });

  it('holds a translation by the words of its source, tags left out', () => {
    const inputs = {
      sourceLanguage: 'en',
      targetLanguage: 'fr',
      title: 'Solar at home',
      html: '<h2>Costs</h2><p>Panels cost <strong>money</strong>.</p>',
    };
    // 3 title words + 4 words of text: 50 + 1.2 × 7 = 58.4, rounded up.
    expect(estimateWords(request({ kind: 'article_translation', inputs }))).toBe(59);
  });
});
