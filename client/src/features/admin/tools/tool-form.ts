/**
 * The tool builder's form values and what they become: the input `tools.create` / `tools.update`
 * take, a saved tool loaded back into the form, and the public page the values would make (the
 * live preview).
 */
import { isLanguageCode } from '@wordloom/shared/languages';
import {
  type AdminTool,
  type PublicTool,
  type PublicToolField,
  type TCreateToolForm,
  TOOL_TIMEOUT_SECONDS_DEFAULT,
  type TToolField,
  type TToolFieldType,
  type TToolValidationRules,
} from '@wordloom/shared/schemas/tools';
import { jsonText } from '../../http-mappings/fields.tsx';

/** A number box left empty holds '' (Mantine's NumberInput); an empty rule is not sent. */
export type NumberBox = number | '';

export type RulesFormValues = {
  minLength: NumberBox;
  maxLength: NumberBox;
  pattern: string;
  min: NumberBox;
  max: NumberBox;
};

/** A field as the form holds it: `key` keeps its inputs with it when fields are reordered. */
export type FieldFormValues = Omit<TToolField, 'validationRules'> & { key: string; validationRules: RulesFormValues };

export type ToolFormValues = Omit<TCreateToolForm, 'fields'> & { fields: FieldFormValues[] };

export const FIELD_TYPES_WITH_OPTIONS: readonly TToolFieldType[] = ['dropdown', 'radio', 'checkbox'];
/** Rules of typed text (lengths, pattern, number range) apply to what a visitor types. */
export const FIELD_TYPES_WITH_RULES: readonly TToolFieldType[] = ['text', 'textarea'];
export const FIELD_TYPES_WITH_PLACEHOLDER: readonly TToolFieldType[] = ['text', 'textarea', 'dropdown'];

const NO_RULES: RulesFormValues = { minLength: '', maxLength: '', pattern: '', min: '', max: '' };

function fieldKey(): string {
  return crypto.randomUUID();
}

/**
 * The field as another type: what the new type has no use for (options, rules, placeholder) is
 * dropped, so nothing hidden from the admin is saved with it.
 */
export function withFieldType(field: FieldFormValues, fieldType: TToolFieldType): FieldFormValues {
  return {
    ...field,
    fieldType,
    options: FIELD_TYPES_WITH_OPTIONS.includes(fieldType) ? field.options : [],
    validationRules: FIELD_TYPES_WITH_RULES.includes(fieldType) ? field.validationRules : NO_RULES,
    placeholder: FIELD_TYPES_WITH_PLACEHOLDER.includes(fieldType) ? field.placeholder : '',
  };
}

/** A new field of `type`, named `field{n}` after the fields already there. */
export function newField(type: TToolFieldType, existing: readonly FieldFormValues[]): FieldFormValues {
  const taken = new Set(existing.map((field) => field.fieldName));
  let number = existing.length + 1;
  while (taken.has(`field${number}`)) number += 1;
  return {
    key: fieldKey(),
    fieldName: `field${number}`,
    label: '',
    fieldType: type,
    placeholder: '',
    options: [],
    isRequired: false,
    validationRules: NO_RULES,
  };
}

export const NEW_TOOL_VALUES: ToolFormValues = {
  name: '',
  slug: '',
  description: '',
  howItWorks: '',
  previewImage: '',
  status: 'draft',
  languageCode: 'en',
  runner: 'webhook',
  fields: [],
  webhook: {
    webhookUrl: '',
    httpMethod: 'POST',
    timeoutSeconds: TOOL_TIMEOUT_SECONDS_DEFAULT,
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
};

function rulesFormValues(rules: TToolValidationRules): RulesFormValues {
  return {
    minLength: rules.minLength ?? '',
    maxLength: rules.maxLength ?? '',
    pattern: rules.pattern ?? '',
    min: rules.min ?? '',
    max: rules.max ?? '',
  };
}

/** A saved tool in the form; the secret header's value never comes back, so its box starts empty. */
export function toolFormValues(tool: AdminTool): ToolFormValues {
  return {
    name: tool.name,
    slug: tool.slug,
    description: tool.description,
    howItWorks: tool.howItWorks,
    previewImage: tool.previewImage ?? '',
    status: tool.status,
    // An unknown code (never written by this app) falls back to English rather than break the form.
    languageCode: isLanguageCode(tool.languageCode) ? tool.languageCode : 'en',
    runner: tool.runner,
    fields: tool.fields.map(({ validationRules, ...field }) => ({
      ...field,
      key: fieldKey(),
      validationRules: rulesFormValues(validationRules),
    })),
    webhook: {
      webhookUrl: tool.webhook.webhookUrl,
      httpMethod: tool.webhook.httpMethod,
      timeoutSeconds: tool.webhook.timeoutSeconds,
      payloadTemplate: jsonText(tool.webhook.payloadTemplate),
      responseMapping: tool.webhook.responseMapping,
      headers: jsonText(tool.webhook.headers),
      secretHeaderName: tool.webhook.secretHeaderName,
      secretHeaderValue: '',
    },
    ai: tool.ai,
    seo: { ...tool.seo, structuredData: jsonText(tool.seo.structuredData) },
    chaining: tool.chaining,
  };
}

/** The rules set, without the empty boxes. */
function rulesInput(rules: RulesFormValues): TToolValidationRules {
  const numbers = (['minLength', 'maxLength', 'min', 'max'] as const).flatMap((rule) =>
    rules[rule] === '' ? [] : [[rule, rules[rule]] as const],
  );
  const pattern = rules.pattern.trim();
  return { ...Object.fromEntries(numbers), ...(pattern === '' ? {} : { pattern }) };
}

function fieldInput({ key: _key, validationRules, ...field }: FieldFormValues): TToolField {
  return { ...field, validationRules: rulesInput(validationRules) };
}

/** What the form sends (and the shared schema checks): the fields in their order, without the form's own keys. */
export function toolInput(values: ToolFormValues): TCreateToolForm {
  return { ...values, fields: values.fields.map(fieldInput) };
}

function parsedStructuredData(text: string): PublicTool['seo']['structuredData'] {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as PublicTool['seo']['structuredData']) : null;
  } catch {
    return null;
  }
}

/** The public page the form's values make, for the live preview (the visitor sees the same, once saved and published). */
export function previewTool(values: ToolFormValues, id: string | null, updatedAt: Date): PublicTool {
  const fields: PublicToolField[] = values.fields.map((field) => {
    const { fieldName, label, fieldType, placeholder, options, isRequired, validationRules } = fieldInput(field);
    return { fieldName, label, fieldType, placeholder, options, isRequired, validationRules };
  });
  return {
    id: id ?? '',
    name: values.name,
    slug: values.slug,
    description: values.description,
    howItWorks: values.howItWorks,
    previewImage: values.previewImage === '' ? null : values.previewImage,
    status: values.status,
    languageCode: values.languageCode,
    runner: values.runner,
    fields,
    seo: { ...values.seo, structuredData: parsedStructuredData(values.seo.structuredData) },
    updatedAt,
  };
}
