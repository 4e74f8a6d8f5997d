import { countWords, POST_WORD_RANGES } from '@wordloom/shared/domain/word-count';
import { LINKEDIN_TEMPLATES } from '@wordloom/shared/reference/linkedin-templates';
import {
  POST_LENGTHS,
  type TLinkedInPostInputs,
  WRITING_STYLES,
  ZLinkedInPostInputs,
} from '@wordloom/shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import {
  composeDraft,
  composeLinkedInBlocks,
  createOfflineComposer,
} from '../../server/src/lib/ai/offline-composer.ts';

function inputs(fields: Record<string, unknown>): TLinkedInPostInputs {
  return ZLinkedInPostInputs.parse(fields);
}

function linkedInDraft(fields: Record<string, unknown>): string {
  return composeDraft({ kind: 'linkedin_post', inputs: inputs(fields) });
}

/** "Hook: one line that…" → "Hook", as a writer reads the structure. */
function sectionLabels(structure: string): string[] {
  return structure.split('\n').map((line) => line.split(':')[0]!.trim());
}

const TOPIC = 'Onboarding new engineers in a remote team';
const TAGS_LINE = /^#[\p{L}\p{M}\p{N}]+( #[\p{L}\p{M}\p{N}]+){1,3}$/u;

describe('template drafts for every library template and writing style', () => {
  const combinations = LINKEDIN_TEMPLATES.flatMap((template) =>
    WRITING_STYLES.map((writingStyle) => [template.id, writingStyle, template] as const),
  );

  it.each(combinations)('%s in the %s style is a draft a person could edit and post', (_id, writingStyle, template) => {
    for (const postLength of POST_LENGTHS) {
      const fields = {
        topic: TOPIC,
        postLength,
        writingStyle,
        templateStructure: template.structure,
        templateExamplePost: template.examplePost,
      };
      const draft = linkedInDraft(fields);
      const context = `${template.id} ${writingStyle} ${postLength}:\n${draft}`;

      const { min, max } = POST_WORD_RANGES[postLength];
      expect(countWords(draft), context).toBeGreaterThanOrEqual(min);
      expect(countWords(draft), context).toBeLessThanOrEqual(max);
      // Nothing left to fill in, and nothing the code failed to write.
      expect(draft, context).not.toMatch(/[[\]{}<>]|undefined|null|NaN|TODO/u);
      expect(draft, context).not.toMatch(/\n{3,}|^\s|\s$/u);
      // The template's own labels ("The moment:", "What we offer:") are not copied into the post.
      for (const label of sectionLabels(template.structure)) expect(draft, context).not.toContain(`${label}:`);
      // Its example is not copied either: the draft is written for the user's topic.
      expect(draft, context).not.toContain(template.examplePost.split('\n')[0]);

      const blocks = composeLinkedInBlocks(inputs(fields));
      expect(blocks.map((block) => block.text).join('\n\n')).toBe(draft);
      expect(draft.split('\n\n')[0], context).toContain(TOPIC);
      // Every section of the structure is written, once, in the structure's order.
      const written = blocks.flatMap((block) => (block.section ? [block.section] : []));
      expect(written, context).toEqual(sectionLabels(template.structure));
      for (const block of blocks) expect(block.text.trim(), context).not.toBe('');
      // The hashtags close the post, and only there.
      const paragraphs = draft.split('\n\n');
      expect(paragraphs.at(-1), context).toMatch(TAGS_LINE);
      expect(paragraphs.slice(0, -1).join('\n'), context).not.toMatch(/(^|\s)#\p{L}/u);
    }
  });

  it('opens with the hook, follows a story template and ends on its question', () => {
    const template = LINKEDIN_TEMPLATES.find((candidate) => candidate.id === 'lib:personal-story')!;
    const blocks = composeLinkedInBlocks(
      inputs({
        topic: 'My first week as a manager',
        writingStyle: 'storytelling',
        templateStructure: template.structure,
      }),
    );
    expect(blocks[0]).toEqual({
      section: 'Hook',
      text: 'My first week as a manager. Here is how I have come to think about it.',
    });
    expect(blocks[1]!.section).toBe('The moment');
    expect(blocks[1]!.text.split('\n\n')[0]).toBe(
      'A pattern I keep seeing: the first attempt is rushed, the second is better, and by the fifth it feels natural.',
    );
    expect(blocks.at(-2)).toEqual({
      section: 'Question',
      text: 'What would you add? Share your view in the comments.',
    });
  });

  it('writes a numbered section as a list item and a thanks section as thanks', () => {
    const template = LINKEDIN_TEMPLATES.find((candidate) => candidate.id === 'lib:milestone')!;
    const thanks = composeLinkedInBlocks(
      inputs({ topic: 'Our 100th issue', templateStructure: template.structure }),
    ).find((block) => block.section === 'Thanks');
    expect(thanks?.text.split('\n\n')[0]).toBe(
      'None of this happens alone. Thank you to everyone who gave their time, their ideas and their honest feedback along the way.',
    );
    const recap = LINKEDIN_TEMPLATES.find((candidate) => candidate.id === 'lib:event-recap')!;
    const takeaways = composeLinkedInBlocks(
      inputs({ topic: 'A product conference', templateStructure: recap.structure }),
    )
      .filter((block) => block.section?.startsWith('Takeaway'))
      .map((block) => block.text);
    expect(takeaways).toHaveLength(3);
    for (const takeaway of takeaways) expect(takeaway).toMatch(/^→ /u);
    expect(new Set(takeaways).size).toBe(3);
  });

  it('adds the inputs a template leaves out: audience after the hook, aim and guidance before the call to action', () => {
    const template = LINKEDIN_TEMPLATES.find((candidate) => candidate.id === 'lib:quick-tip')!;
    const draft = linkedInDraft({
      topic: 'End every meeting with owners',
      templateStructure: template.structure,
      icp: 'team leads',
      intent: 'educate',
      additionalGuidance: 'Mention our meeting template.',
    });
    const paragraphs = draft.split('\n\n');
    expect(paragraphs[1]).toBe('This one is for team leads.');
    expect(paragraphs.slice(-4)).toEqual([
      'My aim with this post is simple: to share what is worth knowing, so you can put it to use today.',
      'One more thing: Mention our meeting template.',
      'Save this post for later, and share it with someone who is learning about it.',
      '#Meeting #Owners',
    ]);
  });

  it('writes the template in Arabic when Arabic is asked for', () => {
    const template = LINKEDIN_TEMPLATES.find((candidate) => candidate.id === 'lib:lesson-learned')!;
    const topic = 'ما تعلمته من قيادة فريق عن بعد';
    const draft = linkedInDraft({
      topic,
      language: 'Arabic',
      postLength: 'medium',
      templateStructure: template.structure,
    });
    const { min, max } = POST_WORD_RANGES.medium;
    expect(countWords(draft)).toBeGreaterThanOrEqual(min);
    expect(countWords(draft)).toBeLessThanOrEqual(max);
    expect(draft.startsWith(`${topic}: ما الذي يهم حقًا، وما الذي يمكن فعله.`)).toBe(true);
    expect(draft).toContain('المشكلة نادرًا ما تكون في قلة الأفكار، بل في إيجاد الوقت والاستمرارية لتنفيذها.');
    expect(draft).toContain('ماذا تضيفون؟ شاركوا رأيكم في التعليقات.');
    // No English sentence slipped in: no Latin letters at all.
    expect(draft).not.toMatch(/[A-Za-z]/u);
    expect(draft.split('\n\n').at(-1)).toMatch(TAGS_LINE);
  });

  it('writes a language given by its own name, cutting sections to one sentence when short', () => {
    const template = LINKEDIN_TEMPLATES.find((candidate) => candidate.id === 'lib:day-in-the-life')!;
    const draft = linkedInDraft({
      topic: 'Une journée de recruteuse',
      language: 'Français',
      postLength: 'short',
      templateStructure: template.structure,
    });
    expect(countWords(draft)).toBeGreaterThanOrEqual(POST_WORD_RANGES.short.min);
    expect(countWords(draft)).toBeLessThanOrEqual(POST_WORD_RANGES.short.max);
    expect(draft).toContain("\n\nNous savons tous que c'est important.\n\n");
    expect(draft).not.toMatch(/(^|\s)(the|and|your)\s/u);
  });

  it('is labelled honestly as a template draft', () => {
    expect(createOfflineComposer().templateDraft).toBe(true);
  });
});

describe('repurposed drafts (source text)', () => {
  const source = [
    'The new rules take effect in March [1].',
    'Shops with fewer than ten employees get an extra year to comply.',
    'Returns must be accepted for 30 days, up from 14.',
    'Receipts can be digital if the customer agrees.',
    'Fines are proportional to turnover.',
    'Trade groups welcomed the delay but asked for clearer guidance on digital receipts.',
  ].join(' ');

  it("restates the source's first sentences as the body, within the length's range", () => {
    for (const postLength of POST_LENGTHS) {
      const draft = linkedInDraft({ topic: 'New shop rules', postLength, sourceText: source });
      const { min, max } = POST_WORD_RANGES[postLength];
      expect(countWords(draft), draft).toBeGreaterThanOrEqual(min);
      expect(countWords(draft), draft).toBeLessThanOrEqual(max);
      expect(draft).toContain('In short: The new rules take effect in March. Shops with fewer than ten employees');
      expect(draft).not.toMatch(/[[\]]|undefined/u);
      expect(draft.split('\n\n').at(-1)).toMatch(TAGS_LINE);
    }
    const medium = linkedInDraft({ topic: 'New shop rules', postLength: 'medium', sourceText: source });
    expect(medium.split('\n\n').slice(0, 4)).toEqual([
      'New shop rules: what matters, and what to do about it.',
      'In short: The new rules take effect in March. Shops with fewer than ten employees get an extra year to comply.',
      'Returns must be accepted for 30 days, up from 14. Receipts can be digital if the customer agrees.',
      'Fines are proportional to turnover. Trade groups welcomed the delay but asked for clearer guidance on digital receipts.',
    ]);
  });

  it('keeps only the first sentences of a long source, and cuts one endless sentence at a word', () => {
    const long = Array.from({ length: 60 }, (_, index) => `Sentence number ${index + 1} of the article.`).join(' ');
    const short = linkedInDraft({ topic: 'An article', postLength: 'short', sourceText: long });
    expect(countWords(short)).toBeLessThanOrEqual(POST_WORD_RANGES.short.max);
    expect(short).toContain('In short: Sentence number 1 of the article. Sentence number 2 of the article.');
    expect(short).not.toContain('Sentence number 20 ');

    const endless = linkedInDraft({ topic: 'An article', postLength: 'short', sourceText: 'word '.repeat(500) });
    expect(countWords(endless)).toBeLessThanOrEqual(POST_WORD_RANGES.short.max);
    expect(endless).toMatch(/In short: word word .*word…/u);
  });

  it('restates a source in its own language, with that language’s lead', () => {
    const draft = linkedInDraft({
      topic: 'قواعد جديدة للمتاجر',
      language: 'ar',
      postLength: 'short',
      sourceText: 'تدخل القواعد الجديدة حيز التنفيذ في مارس. تحصل المتاجر الصغيرة على عام إضافي للامتثال.',
    });
    expect(draft.split('\n\n')[1]).toBe(
      'باختصار: تدخل القواعد الجديدة حيز التنفيذ في مارس. تحصل المتاجر الصغيرة على عام إضافي للامتثال.',
    );
  });
});
