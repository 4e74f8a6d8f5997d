import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousCaller, type Caller, type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { textField, toolInput } from '../helpers/tools.ts';

/**
 * Who may do what with tools (issue 15: only admins build them; spec §4: only published tools are
 * public), and what a visitor's answers never carry (issue 15 point 6).
 */

let testApp: TestApp;
let admin: SignedInCaller;
let member: SignedInCaller;
let visitor: Caller;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInCaller(testApp.deps, { admin: true });
  member = await signedInCaller(testApp.deps);
  visitor = anonymousCaller(testApp.deps);
});

afterAll(() => testApp.close());

/** Configuration that must stay on the server. */
const HIDDEN = {
  webhookUrl: 'https://hooks.internal.example.com/secret-route',
  headerName: 'X-Internal-Route',
  headerValue: 'route-value-7d1c',
  secretHeaderValue: 'sk_live_access_0b9e44',
  prompt: 'Confidential prompt: write headlines about {{headline}}.',
  payloadKey: 'internal_payload_key',
};

function hiddenTool(overrides: Parameters<typeof toolInput>[0] = {}) {
  return toolInput({
    runner: 'ai',
    ai: { promptTemplate: HIDDEN.prompt, composerRecipe: 'headlines' },
    webhook: {
      ...toolInput().webhook,
      webhookUrl: HIDDEN.webhookUrl,
      payloadTemplate: JSON.stringify({ [HIDDEN.payloadKey]: '{{headline}}' }),
      responseMapping: { success: 'ok', data: 'internal.data_path', error: 'internal.error_path' },
      headers: JSON.stringify({ [HIDDEN.headerName]: HIDDEN.headerValue }),
      secretHeaderName: 'Authorization',
      secretHeaderValue: HIDDEN.secretHeaderValue,
    },
    ...overrides,
  });
}

function expectNothingHidden(answer: unknown) {
  const text = JSON.stringify(answer);
  for (const hidden of [...Object.values(HIDDEN), 'internal.data_path', 'Authorization', 'secretHeader']) {
    expect(text).not.toContain(hidden);
  }
}

describe('building tools is for admins only', () => {
  it('refuses every admin procedure to an anonymous caller and to a signed-in user who is not an admin', async () => {
    const tool = await admin.caller.tools.create(toolInput({ status: 'draft' }));
    const attempts = (caller: Caller) => [
      () => caller.tools.adminList(),
      () => caller.tools.adminGet({ id: tool.id }),
      () => caller.tools.create(toolInput()),
      () => caller.tools.update({ id: tool.id, ...toolInput({ slug: tool.slug, name: 'Taken over' }) }),
      () => caller.tools.duplicate({ id: tool.id }),
      () => caller.tools.delete({ id: tool.id }),
      () => caller.tools.analytics({ toolId: tool.id }),
    ];
    for (const attempt of attempts(visitor))
      await expect(attempt()).rejects.toMatchObject({ appCode: 'UNAUTHENTICATED' });
    for (const attempt of attempts(member.caller))
      await expect(attempt()).rejects.toMatchObject({ appCode: 'ADMIN_ONLY' });

    const tools = await testApp.deps.db.selectFrom('tools').select(['id', 'name']).execute();
    expect(tools).toEqual([{ id: tool.id, name: tool.name }]);
    expect(await admin.caller.tools.adminGet({ id: tool.id })).toMatchObject({ id: tool.id, name: tool.name });
  });
});

describe('the public reads', () => {
  it('shows a published tool by slug or by id, without its webhook, headers, secret, prompt or chaining', async () => {
    const next = await admin.caller.tools.create(toolInput({ fields: [textField('source_text')] }));
    const tool = await admin.caller.tools.create(
      hiddenTool({
        fields: [
          textField('headline', { label: 'Headline', isRequired: true, validationRules: { maxLength: 80 } }),
          textField('tone', { fieldType: 'radio', options: [{ value: 'bold', label: 'Bold' }] }),
        ],
        seo: { ...toolInput().seo, pageTitle: 'Free headline ideas' },
        chaining: { nextToolId: next.id, dataMapping: { source_text: 'internal_mapping_path' } },
      }),
    );

    for (const caller of [visitor, member.caller, admin.caller]) {
      const bySlug = await caller.tools.publicGet({ slug: tool.slug });
      expect(Object.keys(bySlug).sort()).toEqual([
        'description',
        'fields',
        'howItWorks',
        'id',
        'languageCode',
        'name',
        'previewImage',
        'runner',
        'seo',
        'slug',
        'status',
        'updatedAt',
      ]);
      expect(bySlug).toMatchObject({
        id: tool.id,
        name: tool.name,
        status: 'published',
        runner: 'ai',
        seo: { pageTitle: 'Free headline ideas' },
        fields: [
          { fieldName: 'headline', label: 'Headline', isRequired: true, validationRules: { maxLength: 80 } },
          { fieldName: 'tone', fieldType: 'radio', options: [{ value: 'bold', label: 'Bold' }] },
        ],
      });
      expectNothingHidden(bySlug);
      expect(JSON.stringify(bySlug)).not.toContain('internal_mapping_path');
      expect(JSON.stringify(bySlug)).not.toContain(next.id);

      // An old or mistyped slug with the right id still finds the tool (the page redirects to its slug).
      expect(await caller.tools.publicGet({ slug: 'an-old-slug', id: tool.id })).toEqual(bySlug);
    }

    const listed = await visitor.tools.publicList({});
    expectNothingHidden(listed);
    for (const summary of listed) {
      expect(Object.keys(summary).sort()).toEqual([
        'description',
        'id',
        'languageCode',
        'name',
        'path',
        'previewImage',
        'runner',
        'slug',
      ]);
    }
    expect(listed.find((summary) => summary.id === tool.id)).toEqual({
      id: tool.id,
      name: tool.name,
      slug: tool.slug,
      description: tool.description,
      previewImage: null,
      languageCode: 'en',
      runner: 'ai',
      path: `/${tool.slug}/${tool.id}`,
    });
  });

  it('answers TOOL_NOT_FOUND for a draft, to visitors and admins alike, and for an unknown tool', async () => {
    const draft = await admin.caller.tools.create(toolInput({ status: 'draft' }));
    for (const caller of [visitor, member.caller, admin.caller]) {
      for (const lookup of [{ slug: draft.slug }, { slug: draft.slug, id: draft.id }]) {
        await expect(caller.tools.publicGet(lookup)).rejects.toMatchObject({ appCode: 'TOOL_NOT_FOUND' });
      }
    }
    await expect(visitor.tools.publicGet({ slug: 'no-such-tool' })).rejects.toMatchObject({
      appCode: 'TOOL_NOT_FOUND',
    });
    await expect(visitor.tools.publicGet({ slug: draft.slug, id: randomUUID() })).rejects.toMatchObject({
      appCode: 'TOOL_NOT_FOUND',
    });

    const published = await admin.caller.tools.create(toolInput());
    expect(await visitor.tools.publicGet({ slug: published.slug })).toMatchObject({ id: published.id });
    await admin.caller.tools.update({ id: published.id, ...toolInput({ slug: published.slug, status: 'draft' }) });
    await expect(visitor.tools.publicGet({ slug: published.slug })).rejects.toMatchObject({
      appCode: 'TOOL_NOT_FOUND',
    });
  });

  it('lists published tools only, newest first, of one language when asked', async () => {
    const draft = await admin.caller.tools.create(toolInput({ status: 'draft' }));
    const english = await admin.caller.tools.create(toolInput());
    const french = await admin.caller.tools.create(toolInput({ languageCode: 'fr' }));

    const all = await visitor.tools.publicList({});
    const ids = all.map((summary) => summary.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(french.id)).toBeLessThan(ids.indexOf(english.id));
    const published = await testApp.deps.db
      .selectFrom('tools')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('updatedAt', 'desc')
      .orderBy('id')
      .execute();
    expect(ids).toEqual(published.map((row) => row.id));

    const inFrench = await visitor.tools.publicList({ languageCode: 'fr' });
    expect(inFrench.map((summary) => summary.id)).toEqual([french.id]);
  });
});
