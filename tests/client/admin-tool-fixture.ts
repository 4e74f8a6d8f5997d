import type { AdminTool } from '../../shared/src/schemas/tools.ts';

/** A saved webhook tool as `tools.adminGet` answers, with one required text field; `overrides` sets what a test is about. */
export function anAdminTool(overrides: Partial<AdminTool> = {}): AdminTool {
  const at = new Date('2026-11-20T10:00:00Z');
  return {
    id: '5b7c1e0a-3d2f-4a6b-9c8d-0e1f2a3b4c5d',
    name: 'Headline checker',
    slug: 'headline-checker',
    description: 'Checks a headline.',
    howItWorks: 'Type a headline and run the tool.',
    previewImage: null,
    status: 'published',
    languageCode: 'en',
    runner: 'webhook',
    fields: [
      {
        fieldName: 'headline',
        label: 'Headline',
        fieldType: 'text',
        placeholder: 'Your headline',
        options: [],
        isRequired: true,
        validationRules: { maxLength: 120 },
      },
    ],
    webhook: {
      webhookUrl: 'https://hooks.example.com/tools/headline',
      httpMethod: 'POST',
      timeoutSeconds: 30,
      payloadTemplate: null,
      responseMapping: { success: 'ok', data: 'result.text', error: 'error.message' },
      headers: { 'X-Team': 'growth' },
      secretHeaderName: 'Authorization',
      hasSecretHeaderValue: true,
    },
    ai: { promptTemplate: '', composerRecipe: 'none' },
    seo: {
      pageTitle: '',
      metaDescription: '',
      ogTitle: '',
      ogDescription: '',
      ogImage: '',
      twitterTitle: '',
      twitterDescription: '',
      twitterImage: '',
      canonicalUrl: '',
      structuredData: null,
    },
    chaining: { nextToolId: null, dataMapping: {} },
    createdBy: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
