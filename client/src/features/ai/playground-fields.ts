/**
 * The playground's form for each prompt kind, derived from the shared input schemas: which
 * fields a kind has, their defaults and whether they are required come from the schema; this
 * file only adds how each field is edited and labelled.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CONTENT_TYPES,
  POINTS_OF_VIEW,
  POST_LENGTHS,
  type TUserGenerationKind,
  type TUserGenerationRequest,
  WRITING_STYLES,
  ZArticleBodyInputs,
  ZArticleKeywordInputs,
  ZArticleOutlineInputs,
  ZArticleSectionInputs,
  ZArticleTitleInputs,
  ZArticleTranslationInputs,
  ZLinkedInPostInputs,
} from '@wordloom/shared/schemas/ai';
import type { z } from 'zod';
import { CONTENT_TYPE_NAMES, POINT_OF_VIEW_NAMES, POST_LENGTH_NAMES, WRITING_STYLE_NAMES } from './messages.ts';

const INPUT_SCHEMAS = {
  linkedin_post: ZLinkedInPostInputs,
  article_keywords: ZArticleKeywordInputs,
  article_titles: ZArticleTitleInputs,
  article_outline: ZArticleOutlineInputs,
  article_body: ZArticleBodyInputs,
  article_section: ZArticleSectionInputs,
  article_translation: ZArticleTranslationInputs,
} satisfies Record<TUserGenerationKind, z.ZodObject>;

type InputName = {
  [Kind in TUserGenerationKind]: keyof z.input<(typeof INPUT_SCHEMAS)[Kind]>;
}[TUserGenerationKind];

export interface FieldOption {
  value: string;
  label: MessageDescriptor;
}

export interface FieldSpec {
  name: InputName;
  label: MessageDescriptor;
  description?: MessageDescriptor;
  /** `lines`: a list, one entry per line. */
  input: 'text' | 'textarea' | 'lines' | 'number' | 'select';
  options?: FieldOption[];
  /** A value with a shape of its own (an outline, a section), typed as text: how it is read and shown. */
  text?: { parse: (text: string) => unknown; format: (value: unknown) => string };
}

function optionsOf<Value extends string>(values: readonly Value[], names: Record<Value, MessageDescriptor>) {
  return values.map((value) => ({ value, label: names[value] }));
}

const topic: FieldSpec = { name: 'topic', label: msg`Topic`, input: 'textarea' };
const postLanguage: FieldSpec = {
  name: 'language',
  label: msg`Language`,
  description: msg`A name such as English or a code such as en.`,
  input: 'text',
};
const postLength: FieldSpec = {
  name: 'postLength',
  label: msg`Post length`,
  input: 'select',
  options: optionsOf(POST_LENGTHS, POST_LENGTH_NAMES),
};
const postWritingStyle: FieldSpec = {
  name: 'writingStyle',
  label: msg`Writing style`,
  input: 'select',
  options: optionsOf(WRITING_STYLES, WRITING_STYLE_NAMES),
};
const icp: FieldSpec = { name: 'icp', label: msg`Ideal customer profile`, input: 'text' };
const intent: FieldSpec = { name: 'intent', label: msg`Intent`, input: 'text' };
const category: FieldSpec = { name: 'category', label: msg`Category`, input: 'text' };
const templateStructure: FieldSpec = { name: 'templateStructure', label: msg`Template structure`, input: 'textarea' };
const templateExamplePost: FieldSpec = { name: 'templateExamplePost', label: msg`Example post`, input: 'textarea' };
const additionalGuidance: FieldSpec = { name: 'additionalGuidance', label: msg`Extra guidance`, input: 'textarea' };

const keyword: FieldSpec = { name: 'keyword', label: msg`Keyword`, input: 'text' };
const country: FieldSpec = {
  name: 'country',
  label: msg`Country`,
  description: msg`Two-letter code, such as US.`,
  input: 'text',
};
const articleLanguage: FieldSpec = {
  name: 'language',
  label: msg`Language`,
  description: msg`A code such as en, or a name.`,
  input: 'text',
};
const contentType: FieldSpec = {
  name: 'contentType',
  label: msg`Content type`,
  input: 'select',
  options: optionsOf(CONTENT_TYPES, CONTENT_TYPE_NAMES),
};
const selectedKeywords: FieldSpec = {
  name: 'selectedKeywords',
  label: msg`Selected keywords`,
  description: msg`One per line.`,
  input: 'lines',
};
const title: FieldSpec = { name: 'title', label: msg`Title`, input: 'text' };
const description: FieldSpec = { name: 'description', label: msg`Description`, input: 'textarea' };
const headingsCount: FieldSpec = { name: 'headingsCount', label: msg`Number of headings`, input: 'number' };
const articleWritingStyle: FieldSpec = {
  name: 'writingStyle',
  label: msg`Writing style`,
  description: msg`In your own words, such as "friendly and concise".`,
  input: 'text',
};
const pointOfView: FieldSpec = {
  name: 'pointOfView',
  label: msg`Point of view`,
  input: 'select',
  options: optionsOf(POINTS_OF_VIEW, POINT_OF_VIEW_NAMES),
};
const expertGuidance: FieldSpec = { name: 'expertGuidance', label: msg`Expert guidance`, input: 'textarea' };
/** "Heading" lines, each followed by its "- point" lines. */
function parseSections(text: string): { heading: string; points: string[] }[] {
  const sections: { heading: string; points: string[] }[] = [];
  for (const line of text.split('\n').map((entry) => entry.trim())) {
    if (line === '') continue;
    const point = /^[-*•]\s*(.+)$/u.exec(line);
    if (point && sections.length > 0) sections.at(-1)!.points.push(point[1]!);
    else sections.push({ heading: line.replace(/^#+\s*/u, ''), points: [] });
  }
  return sections;
}

function formatSections(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((section: { heading: string; points?: string[] }) =>
      [section.heading, ...(section.points ?? []).map((point) => `- ${point}`)].join('\n'),
    )
    .join('\n');
}

const outline: FieldSpec = {
  name: 'outline',
  label: msg`Outline`,
  description: msg`One heading per line, each followed by its points as "- point" lines.`,
  input: 'textarea',
  text: { parse: parseSections, format: formatSections },
};

/** "## Heading", its "- point" lines, then the section's current text; without a heading line, the introduction. */
function parseSection(text: string) {
  const lines = text.split('\n');
  const heading = /^##\s+(.+)$/u.exec(lines[0]?.trim() ?? '')?.[1];
  const rest = heading === undefined ? lines : lines.slice(1);
  const points = rest.filter((line) => /^[-*•]\s+/u.test(line.trim())).map((line) => line.trim().slice(2).trim());
  const current = rest
    .filter((line) => !/^[-*•]\s+/u.test(line.trim()))
    .join('\n')
    .trim();
  return { kind: heading === undefined ? 'introduction' : 'section', heading: heading ?? '', points, current };
}

const section: FieldSpec = {
  name: 'section',
  label: msg`Section to write again`,
  description: msg`"## Heading" on the first line (none for the introduction), its points as "- point" lines, then its current text.`,
  input: 'textarea',
  text: {
    parse: parseSection,
    format: (value) => {
      const part = value as { heading?: string; points?: string[]; current?: string } | undefined;
      if (!part) return '';
      return [
        part.heading ? `## ${part.heading}` : '',
        ...(part.points ?? []).map((point) => `- ${point}`),
        part.current ?? '',
      ]
        .filter(Boolean)
        .join('\n');
    },
  },
};
const note: FieldSpec = { name: 'note', label: msg`Note`, input: 'textarea' };
const sourceLanguage: FieldSpec = { name: 'sourceLanguage', label: msg`Source language`, input: 'text' };
const targetLanguage: FieldSpec = { name: 'targetLanguage', label: msg`Target language`, input: 'text' };
const excerpt: FieldSpec = { name: 'excerpt', label: msg`Excerpt`, input: 'textarea' };
const metaDescription: FieldSpec = { name: 'metaDescription', label: msg`Meta description`, input: 'textarea' };
const focusKeyphrase: FieldSpec = { name: 'focusKeyphrase', label: msg`Focus keyphrase`, input: 'text' };
const html: FieldSpec = { name: 'html', label: msg`Article (HTML)`, input: 'textarea' };

const keywordFields = [keyword, country, articleLanguage, contentType];
const titleFields = [...keywordFields, selectedKeywords];
const outlineFields = [
  ...titleFields,
  title,
  description,
  headingsCount,
  articleWritingStyle,
  pointOfView,
  expertGuidance,
];

/** The fields of each prompt kind, in the order the article writer asks for them. */
export const KIND_FIELDS: Record<TUserGenerationKind, FieldSpec[]> = {
  linkedin_post: [
    topic,
    postLanguage,
    postLength,
    postWritingStyle,
    icp,
    intent,
    category,
    templateStructure,
    templateExamplePost,
    additionalGuidance,
  ],
  article_keywords: keywordFields,
  article_titles: titleFields,
  article_outline: outlineFields,
  article_body: [...outlineFields, outline],
  article_section: [...outlineFields, outline, section, note],
  article_translation: [sourceLanguage, targetLanguage, title, excerpt, metaDescription, focusKeyphrase, html],
};

/** Every field's text as typed; lists hold one entry per line. */
export type FormValues = Record<string, string>;

function asFormValue(field: FieldSpec, value: unknown): string {
  if (field.text) return field.text.format(value);
  if (Array.isArray(value)) return value.join('\n');
  return value === undefined ? '' : String(value);
}

/** The schema's defaults (spec §9: English, medium, professional; §4: US, en, Blog Post…) as form text. */
export function defaultValues(kind: TUserGenerationKind): FormValues {
  const defaults: Record<string, unknown> = INPUT_SCHEMAS[kind].partial().parse({});
  return Object.fromEntries(KIND_FIELDS[kind].map((field) => [field.name, asFormValue(field, defaults[field.name])]));
}

/** A field the schema needs a value for (no default, not optional). */
export function isRequired(kind: TUserGenerationKind, name: InputName): boolean {
  const shape: Record<string, z.ZodType> = INPUT_SCHEMAS[kind].shape;
  return shape[name]?.safeParse(undefined).success === false;
}

function fromFormValue(field: FieldSpec, text: string): unknown {
  const value = text.trim();
  if (field.text) return value === '' ? undefined : field.text.parse(value);
  if (field.input === 'lines') {
    const lines = value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    return lines.length > 0 ? lines : undefined;
  }
  if (value === '') return undefined;
  return field.input === 'number' ? Number(value) : value;
}

/**
 * The request the form's text describes, as the schema receives it: each field's text made into
 * the value it stands for, empty fields left out. Unchecked: the form checks it with the schema
 * the server parses it with before sending it.
 */
export function requestOf(kind: TUserGenerationKind, values: FormValues): TUserGenerationRequest {
  const inputs: Record<string, unknown> = {};
  for (const field of KIND_FIELDS[kind]) {
    const value = fromFormValue(field, values[field.name] ?? '');
    if (value !== undefined) inputs[field.name] = value;
  }
  return { kind, inputs } as TUserGenerationRequest;
}
