import { describe, expect, it } from 'vitest';
import { applyTemplate, templateFromPost } from '../../shared/src/domain/linkedin-templates.ts';
import { LINKEDIN_MAX_CHARACTERS, linkedInLength, toLinkedInText } from '../../shared/src/domain/linkedin-text.ts';
import { countWords } from '../../shared/src/domain/word-count.ts';
import {
  findLibraryTemplate,
  LINKEDIN_TEMPLATES,
  TEMPLATE_CATEGORIES,
} from '../../shared/src/reference/linkedin-templates.ts';
import { ZTemplateFields } from '../../shared/src/schemas/linkedin.ts';

describe('the template library', () => {
  it('has at least 40 templates with unique ids and names', () => {
    expect(LINKEDIN_TEMPLATES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LINKEDIN_TEMPLATES.map((template) => template.id)).size).toBe(LINKEDIN_TEMPLATES.length);
    expect(new Set(LINKEDIN_TEMPLATES.map((template) => template.name.toLowerCase())).size).toBe(
      LINKEDIN_TEMPLATES.length,
    );
  });

  it('uses every category, and only those', () => {
    const used = new Set(LINKEDIN_TEMPLATES.map((template) => template.category));
    expect([...used].sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
  });

  it('covers the kinds of post the issue names', () => {
    const ids = LINKEDIN_TEMPLATES.map((template) => template.id);
    for (const slug of [
      'personal-story',
      'lesson-learned',
      'how-to-list',
      'contrarian-take',
      'case-study',
      'announcement',
      'milestone',
      'hiring',
      'event-recap',
      'audience-question',
      'carousel-outline',
      'myth-vs-fact',
      'before-after',
      'behind-the-scenes',
      'tool-recommendation',
      'book-takeaways',
      'failure-story',
      'customer-win',
      'team-shout-out',
      'industry-trend',
      'checklist',
      'framework',
      'quick-tip',
      'weekly-roundup',
      'job-search',
      'new-role',
      'product-launch',
      'webinar-invite',
      'poll-question',
      'unpopular-opinion',
      'mistakes-to-avoid',
      'day-in-the-life',
      'gratitude',
      'resource-thread',
      'comparison',
      'prediction',
      'faq',
      'origin-story',
      'mentor-advice',
      'data-insight',
    ]) {
      expect(ids).toContain(`lib:${slug}`);
    }
  });

  it.each(LINKEDIN_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s is complete, a valid template, and its example fits on LinkedIn',
    (_id, template) => {
      expect(template.id).toMatch(/^lib:[a-z0-9-]+$/);
      expect(ZTemplateFields.safeParse(template).success).toBe(true);
      expect(template.description.length).toBeGreaterThan(20);
      // A section per line, each "Label: what goes there".
      const sections = template.structure.split('\n');
      expect(sections.length).toBeGreaterThanOrEqual(3);
      for (const section of sections) expect(section).toMatch(/^[^:]{2,40}: \S/);
      const words = countWords(template.examplePost);
      expect(words).toBeGreaterThanOrEqual(120);
      expect(words).toBeLessThanOrEqual(250);
      const text = toLinkedInText(template.examplePost, { unicodeStyles: false });
      expect(linkedInLength(text)).toBeLessThanOrEqual(LINKEDIN_MAX_CHARACTERS);
      expect(template.examplePost).not.toMatch(/\[|\]|lorem|TODO|\{\{/i);
    },
  );

  it('finds a library template by id, and nothing for an unknown id', () => {
    expect(findLibraryTemplate('lib:how-to-list')?.name).toBe('How-to list');
    expect(findLibraryTemplate('lib:missing')).toBeUndefined();
    expect(findLibraryTemplate('how-to-list')).toBeUndefined();
  });
});

describe('applyTemplate', () => {
  const template = findLibraryTemplate('lib:case-study')!;

  it('keeps the template on the form and switches the method to From Template', () => {
    const form = {
      topic: 'How we halved support tickets',
      language: 'English',
      postCreationMethod: 'By Topic' as const,
    };
    expect(applyTemplate(form, template)).toEqual({
      topic: 'How we halved support tickets',
      language: 'English',
      templateId: 'lib:case-study',
      templateStructure: template.structure,
      templateExamplePost: template.examplePost,
      postCreationMethod: 'From Template',
      category: 'Case study',
    });
  });

  it("keeps the user's own category", () => {
    expect(applyTemplate({ category: 'Customer support' }, template).category).toBe('Customer support');
    expect(applyTemplate({ category: '   ' }, template).category).toBe('Case study');
  });

  it("replaces a previously chosen template, including a user's own", () => {
    const first = applyTemplate({}, template);
    const own = { id: '0b5c8a9e-3f7e-4a53-9d3c-8f7a0b1c2d3e', category: 'Mine', structure: 'Hook: x', examplePost: '' };
    const second = applyTemplate(first, own);
    expect(second).toMatchObject({ templateId: own.id, templateStructure: 'Hook: x', templateExamplePost: '' });
    expect(second.category).toBe('Case study');
  });
});

describe('templateFromPost', () => {
  it('gives one line per paragraph, by its role, and keeps the post as the example', () => {
    const content = [
      'I almost quit my first job after a week.',
      'The manager who hired me had left, and nobody knew what I was supposed to do.',
      '- I wrote down every question\n- I asked one person a day\n- I kept a list of answers',
      'Six months later, that list became our onboarding guide.',
      'What helped you most in your first week?',
      '#Onboarding #Careers',
    ].join('\n\n');
    const { structure, examplePost } = templateFromPost({ content, topic: 'My first week at work' });
    expect(structure).toBe(
      [
        'Opening line: one or two short sentences that make the reader stop scrolling (the example opens on "My first week at work")',
        'Point 1: one idea in a short paragraph (about 15 words)',
        'Point 2: a bulleted list of 3 items, one line each',
        'Point 3: one idea in a short paragraph (about 10 words)',
        'Call to action: a question that invites readers to answer in the comments',
        'Hashtags: 2 hashtags on the last line',
      ].join('\n'),
    );
    expect(examplePost).toBe(content);
  });

  it('reads a closing paragraph with hashtags as the call to action', () => {
    const { structure } = templateFromPost({
      content: 'Big news today.\n\n1. We moved\n2. We grew\n\nCome and visit us. #Leeds #Design',
      topic: '',
    });
    expect(structure).toBe(
      [
        'Opening line: one or two short sentences that make the reader stop scrolling',
        'Point 1: a numbered list of 2 items, one line each',
        'Call to action: what the reader should do next, with the hashtags',
      ].join('\n'),
    );
  });

  it('gives a one-line structure for a one-paragraph post, and none for an empty one', () => {
    expect(templateFromPost({ content: 'Just one thought.' }).structure).toBe(
      'Opening line: one or two short sentences that make the reader stop scrolling',
    );
    expect(templateFromPost({ content: '  \n\n ' })).toEqual({ structure: '', examplePost: '' });
  });
});
