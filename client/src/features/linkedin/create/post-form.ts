/**
 * The create page's form: the generation inputs (spec §3 LinkedIn post, §9 defaults), which are
 * also the fields a saved post keeps, and how they become the inputs of `linkedin.posts.generate`,
 * `create` and `update`.
 */
import type { POST_LENGTHS, WRITING_STYLES } from '@wordloom/shared/schemas/ai';
import {
  type TGeneratePost,
  type TLinkedInPost,
  type TLinkedInTemplate,
  type TPostCreationMethod,
  type TPostFields,
  ZGeneratePost,
} from '@wordloom/shared/schemas/linkedin';

/** Repurpose reads a pasted text, or the readable text of a page. */
export type RepurposeSource = 'text' | 'url';

/** A type, not an interface: the schema form takes values indexable by field name. */
export type PostFormValues = {
  postCreationMethod: TPostCreationMethod;
  topic: string;
  /** The language's English name, as the spec's default "English" is stored. */
  language: string;
  postLength: (typeof POST_LENGTHS)[number];
  writingStyle: (typeof WRITING_STYLES)[number];
  icp: string;
  intent: string;
  category: string;
  additionalGuidance: string;
  /** '' when no template is chosen. */
  templateId: string;
  repurposeFrom: RepurposeSource;
  sourceText: string;
  sourceUrl: string;
};

/** Rule codes of the form's own checks (the shared schema's come from it). */
export const PostFormCode = {
  TEMPLATE_REQUIRED: 'TEMPLATE_REQUIRED',
  SOURCE_TEXT_REQUIRED: 'SOURCE_TEXT_REQUIRED',
} as const;

/**
 * What Generate sends, checked before it goes: the shared schema, plus what each creation method
 * needs (a template to follow, a text or page to repurpose).
 */
export const ZGenerateForm = ZGeneratePost.omit({ idempotencyKey: true }).superRefine((input, context) => {
  if (input.postCreationMethod === 'From Template' && !input.templateId) {
    context.addIssue({ code: 'custom', path: ['templateId'], message: PostFormCode.TEMPLATE_REQUIRED });
  }
  // Repurposing a page sends its address, which the schema checks (an empty one included).
  if (input.postCreationMethod === 'Repurpose' && !input.sourceText && input.sourceUrl === undefined) {
    context.addIssue({ code: 'custom', path: ['sourceText'], message: PostFormCode.SOURCE_TEXT_REQUIRED });
  }
});
export type TGenerateForm = Omit<TGeneratePost, 'idempotencyKey'>;

/**
 * A new post's form (spec §9: English, medium, professional, By Topic), or one following the
 * template `templateId` (`template` once the list has it).
 */
export function newPostValues(templateId: string | undefined, template: TLinkedInTemplate | undefined): PostFormValues {
  return {
    postCreationMethod: templateId ? 'From Template' : 'By Topic',
    topic: '',
    language: 'English',
    postLength: 'medium',
    writingStyle: 'professional',
    icp: '',
    intent: '',
    category: template?.category ?? '',
    additionalGuidance: '',
    templateId: templateId ?? '',
    repurposeFrom: 'text',
    sourceText: '',
    sourceUrl: '',
  };
}

/** The form of a saved post. */
export function postValues(post: TLinkedInPost): PostFormValues {
  return {
    postCreationMethod: post.postCreationMethod,
    topic: post.topic,
    language: post.language,
    postLength: post.postLength,
    writingStyle: post.writingStyle,
    icp: post.icp ?? '',
    intent: post.intent ?? '',
    category: post.category ?? '',
    additionalGuidance: post.additionalGuidance ?? '',
    templateId: post.templateId ?? '',
    repurposeFrom: 'text',
    sourceText: '',
    sourceUrl: '',
  };
}

/** An optional field's value: left out when empty. */
function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** The template a post follows: the chosen one, else (a template since deleted) what the post kept of it. */
export interface FollowedTemplate {
  id: string;
  structure: string;
  examplePost: string;
}

/** The template the form follows, if its creation method uses one. */
export function followedTemplate(
  values: PostFormValues,
  templates: readonly TLinkedInTemplate[],
  saved: TLinkedInPost | undefined,
): FollowedTemplate | undefined {
  if (values.postCreationMethod !== 'From Template' || !values.templateId) return undefined;
  const chosen = templates.find((template) => template.id === values.templateId);
  if (chosen) return { id: chosen.id, structure: chosen.structure, examplePost: chosen.examplePost };
  if (saved && saved.templateId === values.templateId) {
    return {
      id: values.templateId,
      structure: saved.templateStructure ?? '',
      examplePost: saved.templateExamplePost ?? '',
    };
  }
  return undefined;
}

/** The generation's inputs: only what the chosen creation method reads. */
export function generateInput(values: PostFormValues, template: FollowedTemplate | undefined): TGenerateForm {
  const repurposing = values.postCreationMethod === 'Repurpose';
  return {
    topic: values.topic.trim(),
    language: values.language,
    postLength: values.postLength,
    writingStyle: values.writingStyle,
    icp: optional(values.icp),
    intent: optional(values.intent),
    category: optional(values.category),
    additionalGuidance: optional(values.additionalGuidance),
    postCreationMethod: values.postCreationMethod,
    templateId: values.postCreationMethod === 'From Template' ? optional(values.templateId) : undefined,
    templateStructure: optional(template?.structure ?? ''),
    templateExamplePost: optional(template?.examplePost ?? ''),
    sourceText: repurposing && values.repurposeFrom === 'text' ? optional(values.sourceText) : undefined,
    // Kept even when empty, so the schema says the address is missing.
    sourceUrl: repurposing && values.repurposeFrom === 'url' ? values.sourceUrl.trim() : undefined,
  };
}

/** What the editor holds besides the form. */
export interface PostBody {
  content: string;
  mediaUrls: string[];
  unicodeStyles: boolean;
}

/** Every field of the post as `create` and `update` take them. */
export function postFields(
  values: PostFormValues,
  template: FollowedTemplate | undefined,
  body: PostBody,
): TPostFields {
  return {
    topic: values.topic.trim(),
    language: values.language,
    postLength: values.postLength,
    writingStyle: values.writingStyle,
    icp: optional(values.icp),
    intent: optional(values.intent),
    category: optional(values.category),
    additionalGuidance: optional(values.additionalGuidance),
    postCreationMethod: values.postCreationMethod,
    templateId: template?.id,
    templateStructure: optional(template?.structure ?? ''),
    templateExamplePost: optional(template?.examplePost ?? ''),
    content: body.content,
    mediaUrls: body.mediaUrls,
    unicodeStyles: body.unicodeStyles,
  };
}

/** The optional text fields of a post: left empty, they are cleared on update. */
const OPTIONAL_TEXT_FIELDS = [
  'icp',
  'intent',
  'category',
  'additionalGuidance',
  'templateId',
  'templateStructure',
  'templateExamplePost',
] as const satisfies readonly (keyof TPostFields)[];

/**
 * The fields for `update`, which changes only the fields it is given: an optional field the user
 * emptied (or a template no longer followed) is sent empty, so it is cleared instead of kept.
 */
export function clearingEmptyFields(fields: TPostFields): TPostFields {
  const cleared = { ...fields };
  for (const field of OPTIONAL_TEXT_FIELDS) cleared[field] = fields[field] ?? '';
  return cleared;
}
