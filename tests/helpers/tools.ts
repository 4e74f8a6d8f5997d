/** Builders of tool inputs for the tools' tests. */
import type { TCreateToolForm, TToolField } from '@wordloom/shared/schemas/tools';

let counter = 0;

/** A text field named `name`, with `overrides`. */
export function textField(fieldName: string, overrides: Partial<TToolField> = {}): TToolField {
  return {
    fieldName,
    label: fieldName,
    fieldType: 'text',
    placeholder: '',
    options: [],
    isRequired: false,
    validationRules: {},
    ...overrides,
  };
}

/** A valid webhook tool's builder input (published, one required text field), with `overrides`. */
export function toolInput(overrides: Partial<TCreateToolForm> = {}): TCreateToolForm {
  counter += 1;
  return {
    name: `Headline checker ${counter}`,
    slug: `headline-checker-${counter}-${Date.now().toString(36)}`,
    description: 'Checks a headline.',
    howItWorks: 'Type a headline and run the tool.',
    previewImage: '',
    status: 'published',
    languageCode: 'en',
    runner: 'webhook',
    fields: [textField('headline', { label: 'Headline', isRequired: true })],
    webhook: {
      webhookUrl: 'https://hooks.example.com/tools/headline',
      httpMethod: 'POST',
      timeoutSeconds: 30,
      payloadTemplate: '',
      responseMapping: { success: '', data: '', error: '' },
      headers: '',
      secretHeaderName: '',
      secretHeaderValue: '',
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
      structuredData: '',
    },
    chaining: { nextToolId: null, dataMapping: {} },
    ...overrides,
  };
}
