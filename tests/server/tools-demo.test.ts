import { randomUUID } from 'node:crypto';
import { type PublicToolField, type TToolValues, ZCreateTool } from '@wordloom/shared/schemas/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/src/db/seed.ts';
import { seedDemoTools } from '../../server/src/features/tools/demo/seed.ts';
import { DEMO_READABILITY_WEBHOOK_URL, DEMO_TOOLS } from '../../server/src/features/tools/demo/tools.ts';
import { anonymousCaller } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import type { readabilityOf } from '../mocks/readability.ts';
import { startFakeProviders } from '../setup/fake-providers.ts';

/**
 * The demo tools of a fresh `npm start`: three published AI tools a visitor can run with no AI
 * provider and no outside service, and one draft webhook tool pointed at `npm run fakes`; seeded
 * once, and only when there is no tool.
 */

let testApp: TestApp;
let seeded: string[];

beforeAll(async () => {
  // No AI provider: the demo must work as `npm start` does out of the box.
  testApp = await createTestApp();
  seeded = await seedDemoContent(testApp.deps.db);
});
afterAll(() => testApp.close());

function toolRows() {
  return testApp.deps.db
    .selectFrom('tools')
    .select(['id', 'name', 'slug', 'status', 'runner', 'aiComposerRecipe', 'createdBy', 'previewImage', 'languageCode'])
    .orderBy('name')
    .execute();
}

/** Valid values for a form: sample text, the first option, a ticked box. */
function validValues(fields: readonly PublicToolField[], topic: string): TToolValues {
  return Object.fromEntries(
    fields.map((field) => {
      switch (field.fieldType) {
        case 'dropdown':
        case 'radio':
          return [field.fieldName, field.options[0]?.value ?? ''];
        case 'checkbox':
          return [field.fieldName, field.options.length > 0 ? [field.options[0]?.value ?? ''] : true];
        default:
          return [field.fieldName, topic];
      }
    }),
  );
}

describe('seeding an empty database', () => {
  it('adds three published AI tools and one draft webhook tool, and says so', async () => {
    expect(seeded).toContain('3 published tools and 1 draft');
    expect(await toolRows()).toEqual([
      expect.objectContaining({
        name: 'Headline Generator',
        slug: 'headline-generator',
        status: 'published',
        runner: 'ai',
        aiComposerRecipe: 'headlines',
      }),
      expect.objectContaining({
        name: 'LinkedIn Hook Writer',
        slug: 'linkedin-hook-writer',
        status: 'published',
        runner: 'ai',
        aiComposerRecipe: 'linkedin_hooks',
      }),
      expect.objectContaining({
        name: 'Meta Description Writer',
        slug: 'meta-description-writer',
        status: 'published',
        runner: 'ai',
        aiComposerRecipe: 'meta_descriptions',
      }),
      expect.objectContaining({
        name: 'Readability Checker (draft)',
        slug: 'readability-checker',
        status: 'draft',
        runner: 'webhook',
      }),
    ]);
    for (const row of await toolRows()) {
      expect(row).toMatchObject({ createdBy: null, previewImage: null, languageCode: 'en' });
    }
  });

  it('writes each tool as the builder would accept it, fields in order, with its SEO', async () => {
    for (const tool of DEMO_TOOLS) expect(ZCreateTool.safeParse(tool).success).toBe(true);
    const headline = (await toolRows()).find((row) => row.slug === 'headline-generator');
    const fields = await testApp.deps.db
      .selectFrom('toolFields')
      .select(['fieldName', 'fieldType', 'isRequired', 'displayOrder'])
      .where('toolId', '=', headline?.id ?? '')
      .orderBy('displayOrder')
      .execute();
    expect(fields).toEqual([
      { fieldName: 'topic', fieldType: 'text', isRequired: true, displayOrder: 0 },
      { fieldName: 'audience', fieldType: 'text', isRequired: false, displayOrder: 1 },
      { fieldName: 'tone', fieldType: 'dropdown', isRequired: true, displayOrder: 2 },
    ]);
    const seoRows = await testApp.deps.db.selectFrom('toolSeo').select(['pageTitle', 'metaDescription']).execute();
    expect(seoRows).toHaveLength(4);
    for (const row of seoRows) {
      expect(row.pageTitle.length).toBeGreaterThan(20);
      expect([...row.metaDescription].length).toBeGreaterThanOrEqual(120);
      expect([...row.metaDescription].length).toBeLessThanOrEqual(156);
    }
  });

  it("points the draft's webhook at the fakes' readability checker, mapping success, data and error", async () => {
    const webhooks = await testApp.deps.db
      .selectFrom('toolWebhooks')
      .innerJoin('tools', 'tools.id', 'toolWebhooks.toolId')
      .select(['toolWebhooks.webhookUrl', 'toolWebhooks.httpMethod'])
      .select((eb) => eb.cast<string>('toolWebhooks.responseMapping', 'text').as('responseMapping'))
      .where('tools.slug', '=', 'readability-checker')
      .execute();
    expect(webhooks).toHaveLength(1);
    expect(webhooks[0]).toMatchObject({ webhookUrl: DEMO_READABILITY_WEBHOOK_URL, httpMethod: 'POST' });
    expect(JSON.parse(webhooks[0]?.responseMapping ?? '{}')).toEqual({
      success: 'success',
      data: 'data',
      error: 'error',
    });
  });
});

describe('seeding again', () => {
  it('adds nothing', async () => {
    const again = await seedDemoContent(testApp.deps.db);
    expect(again.some((line) => line.includes('tools'))).toBe(false);
    expect(await toolRows()).toHaveLength(4);
  });

  it('adds no demo tool to a database that has a tool of its own', async () => {
    let database: TestDatabase | undefined;
    try {
      database = await createTestDatabase();
      await database.db.insertInto('tools').values({ name: 'Own tool', slug: 'own-tool' }).execute();
      expect(await seedDemoTools(database.db)).toBeUndefined();
      const rows = await database.db.selectFrom('tools').select('slug').execute();
      expect(rows).toEqual([{ slug: 'own-tool' }]);
    } finally {
      await database?.dispose();
    }
  });
});

describe('a visitor running the demo tools with no AI provider', () => {
  it('lists the three published tools, not the draft', async () => {
    const list = await anonymousCaller(testApp.deps).tools.publicList({});
    expect(list.map((tool) => tool.name).sort()).toEqual([
      'Headline Generator',
      'LinkedIn Hook Writer',
      'Meta Description Writer',
    ]);
  });

  it.each([
    ['headline-generator', 10],
    ['linkedin-hook-writer', 8],
    ['meta-description-writer', 5],
  ])('%s answers a numbered list of %i items about the topic', async (slug, size) => {
    const visitor = anonymousCaller(testApp.deps);
    const tool = await visitor.tools.publicGet({ slug });
    const topic = 'onboarding remote engineers';
    const result = await visitor.tools.run({
      toolId: tool.id,
      values: validValues(tool.fields, topic),
      sessionId: randomUUID(),
    });
    expect(result.success).toBe(true);
    expect(result.error).toBeNull();
    expect(result.debug).toBeNull();
    // No AI provider here: the composer wrote it, and the answer says so.
    expect(result.steps.map((step) => step.templateDraft)).toEqual([true]);
    const lines = String(result.data).split('\n');
    expect(lines).toHaveLength(size);
    lines.forEach((line, index) => {
      expect(line.startsWith(`${index + 1}. `)).toBe(true);
      expect(line.toLowerCase()).toContain(topic);
    });
  });
});

describe("the fakes' readability checker", () => {
  let fakes: Awaited<ReturnType<typeof startFakeProviders>>;
  beforeAll(async () => {
    fakes = await startFakeProviders();
  });
  afterAll(() => fakes.close());

  it('answers a text with its counts and Flesch reading ease', async () => {
    const origin = new URL(fakes.env.AI_BASE_URL ?? '').origin;
    const text = 'The cat sat on the mat. It was happy there, and it did not want to move.';
    const response = await fetch(`${origin}/tools/readability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, sessionId: randomUUID() }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: ReturnType<typeof readabilityOf> };
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ words: 17, sentences: 2, readingLevel: 'Very easy', readingTimeMinutes: 1 });
    expect(body.data.fleschReadingEase).toBeGreaterThan(90);
  });

  it('says when there is no text to check', async () => {
    const origin = new URL(fakes.env.AI_BASE_URL ?? '').origin;
    const response = await fetch(`${origin}/tools/readability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: '   ' }),
    });
    expect(await response.json()).toEqual({ success: false, error: 'There is no text to check.' });
  });
});
