import { describe, expect, it } from 'vitest';
import { describeWords } from '../../shared/src/domain/word-history.ts';

describe('word-history descriptions', () => {
  it('say each reason in English for the database, naming what was generated', () => {
    expect(describeWords({ reason: 'signup_bonus' })).toBe('Free words for signing up');
    expect(describeWords({ reason: 'reserved', kind: 'linkedin_post' })).toBe('Reserved for: LinkedIn post');
    expect(describeWords({ reason: 'written', kind: 'article_body' })).toBe('Article written');
    expect(describeWords({ reason: 'generation_failed' })).toBe('Reserved words returned (generation failed)');
  });
});
