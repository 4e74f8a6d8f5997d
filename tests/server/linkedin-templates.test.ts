import { LINKEDIN_TEMPLATES, TEMPLATE_CATEGORIES } from '@wordloom/shared/reference/linkedin-templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The template library and the user's own templates: browse, search, save, edit, delete, from a post. */

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(() => testApp.close());

describe('templates', () => {
  it('lists the whole library with its categories, and no own templates at first', async () => {
    const user = await signedInCaller(testApp.deps);
    const list = await user.caller.linkedin.templates.list({});
    expect(list.library).toHaveLength(LINKEDIN_TEMPLATES.length);
    expect(list.library.every((template) => template.source === 'library' && template.id.startsWith('lib:'))).toBe(
      true,
    );
    expect(list.own).toEqual([]);
    expect(list.categories).toEqual([...TEMPLATE_CATEGORIES]);
  });

  it('filters the library and own templates by category and by a search in name, description or structure', async () => {
    const user = await signedInCaller(testApp.deps);
    const own = await user.caller.linkedin.templates.create({
      name: 'Weekly build log',
      category: 'Build in public',
      description: 'What shipped this week',
      structure: 'Shipped\nLearned\nNext week',
      examplePost: 'This week we shipped dark mode.',
    });
    expect(own).toMatchObject({ source: 'own', name: 'Weekly build log', category: 'Build in public' });

    const [firstCategory] = TEMPLATE_CATEGORIES;
    const inCategory = await user.caller.linkedin.templates.list({ category: firstCategory });
    expect(inCategory.library.length).toBeGreaterThan(0);
    expect(inCategory.library.every((template) => template.category === firstCategory)).toBe(true);
    expect(inCategory.own).toEqual([]);
    // An own category is browsable too, after the library's.
    expect(inCategory.categories.at(-1)).toBe('Build in public');

    const byStructure = await user.caller.linkedin.templates.list({ search: 'NEXT WEEK' });
    expect(byStructure.own.map((template) => template.id)).toEqual([own.id]);
    const byName = await user.caller.linkedin.templates.list({ search: 'build log', category: 'Build in public' });
    expect(byName.own.map((template) => template.id)).toEqual([own.id]);

    const [sample] = LINKEDIN_TEMPLATES;
    const found = await user.caller.linkedin.templates.list({ search: sample?.name.toUpperCase() });
    expect(found.library.map((template) => template.id)).toContain(sample?.id);
    expect((await user.caller.linkedin.templates.list({ search: '100%_nothing' })).library).toEqual([]);
  });

  it('edits and deletes an own template', async () => {
    const user = await signedInCaller(testApp.deps);
    const created = await user.caller.linkedin.templates.create({
      name: 'Draft template',
      category: 'Lessons',
      structure: 'Mistake\nLesson',
    });
    const updated = await user.caller.linkedin.templates.update({
      id: created.id,
      name: 'Three mistakes',
      category: 'Lessons',
      description: 'Mistakes and what they taught',
      structure: 'Mistake 1\nMistake 2\nMistake 3\nLesson',
      examplePost: '',
    });
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Three mistakes',
      structure: 'Mistake 1\nMistake 2\nMistake 3\nLesson',
    });
    expect((await user.caller.linkedin.templates.list({})).own).toEqual([updated]);
    expect(await user.caller.linkedin.templates.delete({ id: created.id })).toEqual({ deleted: true });
    expect((await user.caller.linkedin.templates.list({})).own).toEqual([]);
    await expect(user.caller.linkedin.templates.delete({ id: created.id })).rejects.toMatchObject({
      message: 'NOT_FOUND',
    });
  });

  it('saves a template from a post: the post as its example, its paragraphs as the structure', async () => {
    const user = await signedInCaller(testApp.deps);
    const content = [
      'We cut our release time from two weeks to two days.',
      'The trick was not a tool. It was deleting the approval step nobody read.',
      '- smaller changes\n- one reviewer\n- ship on green',
      'What would you delete from your release process?',
    ].join('\n\n');
    const post = await user.caller.linkedin.posts.create({ topic: 'Faster releases', content });
    const template = await user.caller.linkedin.templates.createFromPost({
      postId: post.id,
      name: 'Process win',
      category: 'Case study',
    });
    expect(template).toMatchObject({
      source: 'own',
      name: 'Process win',
      category: 'Case study',
      examplePost: content,
    });
    expect(template.structure.split('\n')).toHaveLength(4);
    expect((await user.caller.linkedin.templates.list({ category: 'Case study' })).own).toEqual([template]);
  });
});
