import { randomUUID } from 'node:crypto';
import type { TCreateToolForm } from '@wordloom/shared/schemas/tools';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolsContentVersion } from '../../server/src/features/tools/content-version.ts';
import { toolSecretContext } from '../../server/src/features/tools/service.ts';
import { type SignedInCaller, signedInCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { textField, toolInput } from '../helpers/tools.ts';

/** The admin's tool builder (spec §3 tool entities, §7 tools queries): saving, loading, copying, deleting. */

let testApp: TestApp;
let admin: SignedInCaller;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInCaller(testApp.deps, { admin: true });
});

afterAll(() => testApp.close());

const SECRET = 'sk_live_tool_5e1f0a9b3c7d';

/** JSON-LD whose keys the CamelCasePlugin would rename if the column were read as an object. */
const STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: 'Headline scorer',
  offers: { '@type': 'Offer', price: '0', price_currency: 'USD' },
};

/** A tool using every part of spec §3: three field kinds with options and rules, a webhook, SEO and a chain. */
function fullTool(nextToolId: string | null, overrides: Partial<TCreateToolForm> = {}): TCreateToolForm {
  return toolInput({
    name: 'Headline scorer',
    description: 'Scores a headline out of 100.',
    howItWorks: 'Type a headline, pick a tone and run it.\nThe score comes back in seconds.',
    previewImage: '/media/tools/headline-scorer.png',
    status: 'published',
    languageCode: 'de',
    fields: [
      textField('headline_text', {
        label: 'Headline',
        placeholder: 'Ten ways to…',
        isRequired: true,
        validationRules: { minLength: 5, maxLength: 120, pattern: '^[A-Z].*' },
      }),
      textField('tone', {
        label: 'Tone',
        fieldType: 'dropdown',
        options: [
          { value: 'bold', label: 'Bold' },
          { value: 'calm', label: 'Calm' },
        ],
      }),
      textField('audience_size', {
        label: 'Audience size',
        validationRules: { min: 1, max: 1000000 },
      }),
    ],
    webhook: {
      webhookUrl: 'https://hooks.example.com/score',
      httpMethod: 'PUT',
      timeoutSeconds: 12,
      payloadTemplate: '{"user_id": "{{userId}}", "text": "{{headline_text}}", "meta": {"tool_id": "{{toolId}}"}}',
      responseMapping: { success: 'result.ok', data: 'result.items[0].score_value', error: 'result.error_text' },
      headers: '{"X-Api-Version": "2", "x_trace_id": "on"}',
      secretHeaderName: 'Authorization',
      secretHeaderValue: SECRET,
    },
    seo: {
      pageTitle: 'Headline scorer — free',
      metaDescription: 'Score any headline.',
      ogTitle: 'Score your headline',
      ogDescription: 'A free headline scorer.',
      ogImage: 'https://cdn.example.com/og.png',
      twitterTitle: 'Headline scorer',
      twitterDescription: 'Score it.',
      twitterImage: 'https://cdn.example.com/tw.png',
      canonicalUrl: 'https://tools.example.com/headline-scorer',
      structuredData: JSON.stringify(STRUCTURED_DATA),
    },
    chaining: { nextToolId, dataMapping: nextToolId ? { source_text: 'items[0].score_value' } : {} },
    ...overrides,
  });
}

/** A tool the full tool chains to: it has the field `source_text`. */
async function nextTool() {
  return admin.caller.tools.create(toolInput({ fields: [textField('source_text', { label: 'Source text' })] }));
}

async function storedWebhooks(toolId: string) {
  return testApp.deps.db
    .selectFrom('toolWebhooks')
    .select(['id', 'webhookUrl', 'secretHeaderValue'])
    .where('toolId', '=', toolId)
    .execute();
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );
}

/** The zod issues of a refused input, as "path: CODE". */
async function issuesOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await rejection(promise);
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  return (error as { cause: { issues: { path: (string | number)[]; message: string }[] } }).cause.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );
}

describe('create and load', () => {
  it('stores every part of the tool and loads it back as saved, JSON keys untouched', async () => {
    const next = await nextTool();
    const before = toolsContentVersion(testApp.deps.db);
    const created = await admin.caller.tools.create(fullTool(next.id));
    expect(toolsContentVersion(testApp.deps.db)).toBeGreaterThan(before);

    const loaded = await admin.caller.tools.adminGet({ id: created.id });
    expect(loaded).toEqual(created);
    expect(loaded).toEqual({
      id: created.id,
      name: 'Headline scorer',
      slug: expect.stringMatching(/^headline-checker-/),
      description: 'Scores a headline out of 100.',
      howItWorks: 'Type a headline, pick a tone and run it.\nThe score comes back in seconds.',
      previewImage: '/media/tools/headline-scorer.png',
      status: 'published',
      languageCode: 'de',
      runner: 'webhook',
      fields: [
        {
          fieldName: 'headline_text',
          label: 'Headline',
          fieldType: 'text',
          placeholder: 'Ten ways to…',
          options: [],
          isRequired: true,
          validationRules: { minLength: 5, maxLength: 120, pattern: '^[A-Z].*' },
        },
        {
          fieldName: 'tone',
          label: 'Tone',
          fieldType: 'dropdown',
          placeholder: '',
          options: [
            { value: 'bold', label: 'Bold' },
            { value: 'calm', label: 'Calm' },
          ],
          isRequired: false,
          validationRules: {},
        },
        {
          fieldName: 'audience_size',
          label: 'Audience size',
          fieldType: 'text',
          placeholder: '',
          options: [],
          isRequired: false,
          validationRules: { min: 1, max: 1000000 },
        },
      ],
      webhook: {
        webhookUrl: 'https://hooks.example.com/score',
        httpMethod: 'PUT',
        timeoutSeconds: 12,
        payloadTemplate: { user_id: '{{userId}}', text: '{{headline_text}}', meta: { tool_id: '{{toolId}}' } },
        responseMapping: { success: 'result.ok', data: 'result.items[0].score_value', error: 'result.error_text' },
        headers: { 'X-Api-Version': '2', x_trace_id: 'on' },
        secretHeaderName: 'Authorization',
        hasSecretHeaderValue: true,
      },
      ai: { promptTemplate: '', composerRecipe: 'none' },
      seo: {
        pageTitle: 'Headline scorer — free',
        metaDescription: 'Score any headline.',
        ogTitle: 'Score your headline',
        ogDescription: 'A free headline scorer.',
        ogImage: 'https://cdn.example.com/og.png',
        twitterTitle: 'Headline scorer',
        twitterDescription: 'Score it.',
        twitterImage: 'https://cdn.example.com/tw.png',
        canonicalUrl: 'https://tools.example.com/headline-scorer',
        structuredData: STRUCTURED_DATA,
      },
      chaining: { nextToolId: next.id, dataMapping: { source_text: 'items[0].score_value' } },
      createdBy: admin.userId,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
  });

  it('keeps the secret header value sealed for the tool and never answers with it', async () => {
    const created = await admin.caller.tools.create(fullTool(null));
    const [stored] = await storedWebhooks(created.id);
    expect(stored?.secretHeaderValue).not.toContain(SECRET);
    expect(testApp.deps.secrets.open(stored?.secretHeaderValue ?? '', toolSecretContext(created.id))).toBe(SECRET);

    const answers = [
      created,
      await admin.caller.tools.adminGet({ id: created.id }),
      await admin.caller.tools.adminList(),
      await admin.caller.tools.update({ id: created.id, ...fullTool(null, { slug: created.slug }) }),
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(SECRET);
  });

  it('stores an AI tool with its prompt and composer recipe', async () => {
    const created = await admin.caller.tools.create(
      toolInput({
        runner: 'ai',
        ai: { promptTemplate: 'Write five headlines about {{headline}}.', composerRecipe: 'headlines' },
      }),
    );
    expect(await admin.caller.tools.adminGet({ id: created.id })).toMatchObject({
      runner: 'ai',
      ai: { promptTemplate: 'Write five headlines about {{headline}}.', composerRecipe: 'headlines' },
    });
  });

  it('answers TOOL_NOT_FOUND for an unknown tool', async () => {
    await expect(admin.caller.tools.adminGet({ id: randomUUID() })).rejects.toMatchObject({
      appCode: 'TOOL_NOT_FOUND',
    });
  });
});

describe('update', () => {
  it('replaces the fields in their new order, keeps the secret when left empty and removes it with its name', async () => {
    const created = await admin.caller.tools.create(fullTool(null));
    const updated = await admin.caller.tools.update({
      id: created.id,
      ...fullTool(null, {
        slug: created.slug,
        name: 'Headline scorer v2',
        status: 'draft',
        previewImage: '',
        fields: [
          textField('tone', { label: 'Tone', fieldType: 'radio', options: [{ value: 'calm', label: 'Calm' }] }),
          textField('notes', { label: 'Notes', fieldType: 'textarea' }),
        ],
      }),
      webhook: { ...fullTool(null).webhook, webhookUrl: 'https://hooks.example.com/v2', secretHeaderValue: '' },
    });
    expect(updated).toMatchObject({
      name: 'Headline scorer v2',
      status: 'draft',
      previewImage: null,
      webhook: {
        webhookUrl: 'https://hooks.example.com/v2',
        secretHeaderName: 'Authorization',
        hasSecretHeaderValue: true,
      },
    });
    expect(updated.fields.map((field) => [field.fieldName, field.fieldType])).toEqual([
      ['tone', 'radio'],
      ['notes', 'textarea'],
    ]);
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    const fieldRows = await testApp.deps.db
      .selectFrom('toolFields')
      .select(['fieldName', 'displayOrder'])
      .where('toolId', '=', created.id)
      .orderBy('displayOrder')
      .execute();
    expect(fieldRows).toEqual([
      { fieldName: 'tone', displayOrder: 0 },
      { fieldName: 'notes', displayOrder: 1 },
    ]);
    const webhooks = await storedWebhooks(created.id);
    expect(webhooks).toHaveLength(1);
    expect(testApp.deps.secrets.open(webhooks[0]?.secretHeaderValue ?? '', toolSecretContext(created.id))).toBe(SECRET);

    const replaced = await admin.caller.tools.update({
      id: created.id,
      ...fullTool(null, { slug: created.slug }),
      webhook: { ...fullTool(null).webhook, secretHeaderValue: 'sk_live_new_value' },
    });
    expect(replaced.webhook.hasSecretHeaderValue).toBe(true);
    const [renewed] = await storedWebhooks(created.id);
    expect(testApp.deps.secrets.open(renewed?.secretHeaderValue ?? '', toolSecretContext(created.id))).toBe(
      'sk_live_new_value',
    );

    const cleared = await admin.caller.tools.update({
      id: created.id,
      ...fullTool(null, { slug: created.slug }),
      webhook: { ...fullTool(null).webhook, secretHeaderName: '', secretHeaderValue: '' },
    });
    expect(cleared.webhook).toMatchObject({ secretHeaderName: '', hasSecretHeaderValue: false });
    expect(await storedWebhooks(created.id)).toMatchObject([{ secretHeaderValue: null }]);
  });

  it('answers TOOL_NOT_FOUND for an unknown tool', async () => {
    await expect(admin.caller.tools.update({ id: randomUUID(), ...toolInput() })).rejects.toMatchObject({
      appCode: 'TOOL_NOT_FOUND',
    });
  });
});

describe('the newest webhook, SEO and chaining rows count', () => {
  it('removes the older rows when an admin loads the tool', async () => {
    const next = await nextTool();
    const created = await admin.caller.tools.create(toolInput());
    const { db } = testApp.deps;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await db.deleteFrom('toolWebhooks').where('toolId', '=', created.id).execute();
    await db.deleteFrom('toolSeo').where('toolId', '=', created.id).execute();
    await db.deleteFrom('toolChaining').where('toolId', '=', created.id).execute();
    await db
      .insertInto('toolWebhooks')
      .values([
        { toolId: created.id, webhookUrl: 'https://hooks.example.com/oldest', createdAt: at(30) },
        { toolId: created.id, webhookUrl: 'https://hooks.example.com/newest', createdAt: at(1) },
        { toolId: created.id, webhookUrl: 'https://hooks.example.com/older', createdAt: at(10) },
      ])
      .execute();
    await db
      .insertInto('toolSeo')
      .values([
        { toolId: created.id, pageTitle: 'Newest title', createdAt: at(2) },
        { toolId: created.id, pageTitle: 'Old title', createdAt: at(20) },
      ])
      .execute();
    await db
      .insertInto('toolChaining')
      .values([
        { toolId: created.id, nextToolId: null, createdAt: at(20) },
        {
          toolId: created.id,
          nextToolId: next.id,
          dataMapping: JSON.stringify({ source_text: 'data' }),
          createdAt: at(3),
        },
      ])
      .execute();

    const loaded = await admin.caller.tools.adminGet({ id: created.id });
    expect(loaded.webhook.webhookUrl).toBe('https://hooks.example.com/newest');
    expect(loaded.seo.pageTitle).toBe('Newest title');
    expect(loaded.chaining).toEqual({ nextToolId: next.id, dataMapping: { source_text: 'data' } });
    expect(await storedWebhooks(created.id)).toMatchObject([{ webhookUrl: 'https://hooks.example.com/newest' }]);
    expect(await db.selectFrom('toolSeo').select('pageTitle').where('toolId', '=', created.id).execute()).toEqual([
      { pageTitle: 'Newest title' },
    ]);
    expect(await db.selectFrom('toolChaining').select('nextToolId').where('toolId', '=', created.id).execute()).toEqual(
      [{ nextToolId: next.id }],
    );
  });

  it('loads a tool without webhook, SEO or chaining rows with the defaults', async () => {
    const created = await admin.caller.tools.create(toolInput());
    for (const table of ['toolWebhooks', 'toolSeo', 'toolChaining'] as const) {
      await testApp.deps.db.deleteFrom(table).where('toolId', '=', created.id).execute();
    }
    expect(await admin.caller.tools.adminGet({ id: created.id })).toMatchObject({
      webhook: {
        webhookUrl: '',
        httpMethod: 'POST',
        timeoutSeconds: 30,
        payloadTemplate: null,
        responseMapping: { success: '', data: '', error: '' },
        headers: {},
        secretHeaderName: '',
        hasSecretHeaderValue: false,
      },
      seo: { pageTitle: '', canonicalUrl: '', structuredData: null },
      chaining: { nextToolId: null, dataMapping: {} },
    });
  });
});

describe('the list', () => {
  it('lists the newest change first, with the field count and the last 30 days of runs but test runs', async () => {
    const older = await admin.caller.tools.create(toolInput({ name: 'Older tool' }));
    const newer = await admin.caller.tools.create(
      toolInput({ name: 'Newer tool', fields: [textField('a'), textField('b'), textField('c')] }),
    );
    const { db } = testApp.deps;
    const log = (toolId: string, daysAgo: number, testRun = false) => ({
      toolId,
      sessionId: randomUUID(),
      inputData: '{}',
      responseTimeMs: 40,
      success: true,
      testRun,
      createdAt: new Date(Date.now() - daysAgo * 24 * 60 * 60_000),
    });
    await db
      .insertInto('toolUsageLogs')
      .values([log(newer.id, 0), log(newer.id, 29), log(newer.id, 31), log(newer.id, 1, true), log(older.id, 2)])
      .execute();

    const list = await admin.caller.tools.adminList();
    const ids = list.map((tool) => tool.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((tool) => tool.id === newer.id)).toEqual({
      id: newer.id,
      name: 'Newer tool',
      slug: newer.slug,
      status: 'published',
      languageCode: 'en',
      runner: 'webhook',
      fieldCount: 3,
      runs30Days: 2,
      updatedAt: newer.updatedAt,
    });
    expect(list.find((tool) => tool.id === older.id)).toMatchObject({ fieldCount: 1, runs30Days: 1 });

    await admin.caller.tools.update({ id: older.id, ...toolInput({ name: 'Older tool', slug: older.slug }) });
    const after = (await admin.caller.tools.adminList()).map((tool) => tool.id);
    expect(after.indexOf(older.id)).toBeLessThan(after.indexOf(newer.id));
    const updatedAts = (await admin.caller.tools.adminList()).map((tool) => tool.updatedAt.getTime());
    expect(updatedAts).toEqual([...updatedAts].sort((a, b) => b - a));
  });
});

describe('duplicate', () => {
  it('copies everything into a draft named "Copy of …" under the next free "-copy" slug, the secret with it', async () => {
    const next = await nextTool();
    const source = await admin.caller.tools.create(fullTool(next.id));
    const copy = await admin.caller.tools.duplicate({ id: source.id });
    expect(copy.id).not.toBe(source.id);
    expect(copy).toEqual({
      ...source,
      id: copy.id,
      name: 'Copy of Headline scorer',
      slug: `${source.slug}-copy`,
      status: 'draft',
      createdAt: copy.createdAt,
      updatedAt: copy.updatedAt,
    });
    const [sealed] = await storedWebhooks(copy.id);
    expect(testApp.deps.secrets.open(sealed?.secretHeaderValue ?? '', toolSecretContext(copy.id))).toBe(SECRET);

    expect((await admin.caller.tools.duplicate({ id: source.id })).slug).toBe(`${source.slug}-copy-2`);
    expect((await admin.caller.tools.duplicate({ id: source.id })).slug).toBe(`${source.slug}-copy-3`);
    expect((await admin.caller.tools.duplicate({ id: copy.id })).name).toBe('Copy of Copy of Headline scorer');
  });

  it('answers TOOL_NOT_FOUND for an unknown tool', async () => {
    await expect(admin.caller.tools.duplicate({ id: randomUUID() })).rejects.toMatchObject({
      appCode: 'TOOL_NOT_FOUND',
    });
  });
});

describe('delete', () => {
  it('deletes the tool with its fields, webhook, SEO, chaining and usage logs', async () => {
    const created = await admin.caller.tools.create(fullTool(null));
    await testApp.deps.db
      .insertInto('toolUsageLogs')
      .values({ toolId: created.id, sessionId: randomUUID(), inputData: '{}', responseTimeMs: 5, success: true })
      .execute();
    const before = toolsContentVersion(testApp.deps.db);
    await admin.caller.tools.delete({ id: created.id });
    expect(toolsContentVersion(testApp.deps.db)).toBeGreaterThan(before);
    for (const table of ['toolFields', 'toolWebhooks', 'toolSeo', 'toolChaining', 'toolUsageLogs'] as const) {
      const rows = await testApp.deps.db.selectFrom(table).select('id').where('toolId', '=', created.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await testApp.deps.db.selectFrom('tools').select('id').where('id', '=', created.id).execute()).toEqual([]);
    await expect(admin.caller.tools.adminGet({ id: created.id })).rejects.toMatchObject({
      appCode: 'TOOL_NOT_FOUND',
    });
    await expect(admin.caller.tools.delete({ id: created.id })).rejects.toMatchObject({ appCode: 'TOOL_NOT_FOUND' });
  });
});

describe('refusals', () => {
  it('refuses a slug another tool has, on create and on update, and when two saves race for it', async () => {
    const first = await admin.caller.tools.create(toolInput());
    await expect(admin.caller.tools.create(toolInput({ slug: first.slug }))).rejects.toMatchObject({
      appCode: 'TOOL_SLUG_TAKEN',
    });
    const second = await admin.caller.tools.create(toolInput());
    await expect(
      admin.caller.tools.update({ id: second.id, ...toolInput({ slug: first.slug }) }),
    ).rejects.toMatchObject({ appCode: 'TOOL_SLUG_TAKEN' });

    const slug = `raced-${randomUUID()}`;
    const results = await Promise.allSettled([
      admin.caller.tools.create(toolInput({ slug })),
      admin.caller.tools.create(toolInput({ slug })),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { appCode: 'TOOL_SLUG_TAKEN' },
    });
    const { count } = await testApp.deps.db
      .selectFrom('tools')
      .select(sql<string>`count(*)`.as('count'))
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('refuses a chain to an unknown tool, to itself, or mapping fields the next tool lacks', async () => {
    const chainInvalid = { appCode: 'VALIDATION', detail: 'CHAIN_INVALID' };
    await expect(
      admin.caller.tools.create(toolInput({ chaining: { nextToolId: randomUUID(), dataMapping: {} } })),
    ).rejects.toMatchObject(chainInvalid);
    const next = await nextTool();
    await expect(
      admin.caller.tools.create(toolInput({ chaining: { nextToolId: next.id, dataMapping: { headline: 'data' } } })),
    ).rejects.toMatchObject(chainInvalid);
    const created = await admin.caller.tools.create(toolInput());
    await expect(
      admin.caller.tools.update({
        id: created.id,
        ...toolInput({ slug: created.slug, chaining: { nextToolId: created.id, dataMapping: {} } }),
      }),
    ).rejects.toMatchObject(chainInvalid);
    const chained = await admin.caller.tools.update({
      id: created.id,
      ...toolInput({ slug: created.slug, chaining: { nextToolId: next.id, dataMapping: { source_text: '' } } }),
    });
    expect(chained.chaining).toEqual({ nextToolId: next.id, dataMapping: { source_text: '' } });
  });

  it('takes an uploaded or https preview image and refuses any other', async () => {
    for (const previewImage of ['http://images.example.com/a.png', 'javascript:alert(1)', 'media/tools/a.png']) {
      await expect(admin.caller.tools.create(toolInput({ previewImage }))).rejects.toMatchObject({
        appCode: 'VALIDATION',
        detail: 'URL_INVALID',
      });
    }
    const outside = await admin.caller.tools.create(toolInput({ previewImage: 'https://images.example.com/a.png' }));
    expect(outside.previewImage).toBe('https://images.example.com/a.png');
  });

  it('refuses on save a webhook the SSRF guard refuses without DNS, and saves a public one', async () => {
    const withWebhook = (webhookUrl: string) => toolInput({ webhook: { ...toolInput().webhook, webhookUrl } });
    for (const webhookUrl of [
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost/hook',
    ]) {
      await expect(admin.caller.tools.create(withWebhook(webhookUrl)), webhookUrl).rejects.toMatchObject({
        appCode: 'URL_REFUSED',
      });
    }
    const saved = await admin.caller.tools.create(withWebhook('https://hooks.example.com/score'));
    await expect(
      admin.caller.tools.update({ id: saved.id, ...withWebhook('http://[::1]:8080/hook') }),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED' });
    expect((await admin.caller.tools.adminGet({ id: saved.id })).webhook.webhookUrl).toBe(
      'https://hooks.example.com/score',
    );
  });

  it("refuses the builder's broken rules, each on its own field", async () => {
    const fields = [
      textField('topic'),
      textField('topic'),
      textField('choice', { fieldType: 'dropdown' }),
      textField('pick', { fieldType: 'radio' }),
    ];
    expect(await issuesOf(admin.caller.tools.create(toolInput({ fields })))).toEqual([
      'fields.1.fieldName: FIELD_NAME_DUPLICATE',
      'fields.2.options: OPTIONS_REQUIRED',
      'fields.3.options: OPTIONS_REQUIRED',
    ]);
    expect(
      await issuesOf(
        admin.caller.tools.create(toolInput({ runner: 'ai', ai: { promptTemplate: ' ', composerRecipe: 'none' } })),
      ),
    ).toEqual(['ai.promptTemplate: PROMPT_REQUIRED']);
    expect(
      await issuesOf(
        admin.caller.tools.create(toolInput({ seo: { ...toolInput().seo, structuredData: '{"@context": ' } })),
      ),
    ).toEqual(['seo.structuredData: JSON_INVALID']);
    expect(await issuesOf(admin.caller.tools.create(toolInput({ slug: 'Headline Checker!' })))).toEqual([
      'slug: SLUG_INVALID',
    ]);
  });
});
