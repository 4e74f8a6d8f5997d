/**
 * No-code tools (spec §3 tool, tool field, tool webhook, tool SEO, tool chaining): the admin's
 * builder form and the visitor's run. The builder keeps JSON fields as text; these schemas check
 * that text and hand the server the parsed value, so one schema serves both sides.
 */
import { z } from 'zod';
import { isSafeToolPattern } from '../domain/tool-input.ts';
import { TOOL_FIELD_VALUE_MAX, TOOL_PATTERN_MAX, TOOL_SLUG_PATTERN } from '../domain/tool-limits.ts';
import { LANGUAGE_CODES } from '../languages.ts';
import { HTTP_METHODS } from './http-mappings.ts';
import { lineText, multilineText } from './text.ts';

// Zod-free, so the public tool page can use them without downloading zod.
export { TOOL_FIELD_VALUE_MAX, TOOL_PATTERN_MAX, TOOL_SLUG_PATTERN } from '../domain/tool-limits.ts';

/** Codes of the builder's rules; the admin page shows each as a sentence. */
export const ToolValidation = {
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  SLUG_INVALID: 'SLUG_INVALID',
  URL_INVALID: 'URL_INVALID',
  JSON_INVALID: 'JSON_INVALID',
  JSON_OBJECT_REQUIRED: 'JSON_OBJECT_REQUIRED',
  HEADERS_INVALID: 'HEADERS_INVALID',
  /** A field name is the key the value is sent under: letters, digits and underscores, starting with a letter. */
  FIELD_NAME_INVALID: 'FIELD_NAME_INVALID',
  FIELD_NAME_DUPLICATE: 'FIELD_NAME_DUPLICATE',
  /** A dropdown or radio needs at least one option. */
  OPTIONS_REQUIRED: 'OPTIONS_REQUIRED',
  /** A validation pattern that is not a regular expression, or one that could take forever on some input. */
  PATTERN_INVALID: 'PATTERN_INVALID',
  /** A minimum above its maximum, or a negative length. */
  RANGE_INVALID: 'RANGE_INVALID',
  TIMEOUT_RANGE: 'TIMEOUT_RANGE',
  /** A chained tool must be another tool, and its mapping must name that tool's fields. */
  CHAIN_INVALID: 'CHAIN_INVALID',
  /** An AI tool needs its prompt template. */
  PROMPT_REQUIRED: 'PROMPT_REQUIRED',
  TOO_MANY: 'TOO_MANY',
} as const;
export type ToolValidation = (typeof ToolValidation)[keyof typeof ToolValidation];
const V = ToolValidation;

export const TOOL_STATUSES = ['draft', 'published'] as const;
export type TToolStatus = (typeof TOOL_STATUSES)[number];

export const TOOL_FIELD_TYPES = ['text', 'textarea', 'dropdown', 'radio', 'checkbox'] as const;
export type TToolFieldType = (typeof TOOL_FIELD_TYPES)[number];

/** How a tool answers: its webhook (spec §7), or a prompt run through the AI engine (beyond the spec). */
export const TOOL_RUNNERS = ['webhook', 'ai'] as const;
export type TToolRunner = (typeof TOOL_RUNNERS)[number];

/**
 * What the built-in template composer writes for an AI tool when no AI provider is configured
 * (`none`: the tool then says it needs one). Each is an honest, rule-based answer, not a model's.
 */
export const TOOL_COMPOSER_RECIPES = ['none', 'headlines', 'linkedin_hooks', 'meta_descriptions'] as const;
export type TToolComposerRecipe = (typeof TOOL_COMPOSER_RECIPES)[number];

/** Where the builder uploads preview and social images (`POST /api/media/tools`); images only. */
export const TOOL_MEDIA_BUCKET = 'tools';

export const TOOL_TIMEOUT_SECONDS_DEFAULT = 30;
export const TOOL_TIMEOUT_SECONDS_MAX = 120;
export const TOOL_MAX_FIELDS = 30;
export const TOOL_MAX_OPTIONS = 50;
/** A run's chain stops after this many tools, whatever the chaining rows say. */
export const TOOL_CHAIN_MAX = 5;
/** The placeholders a payload template may use besides the field names (spec §7). */
export const TOOL_PAYLOAD_PLACEHOLDERS = ['userId', 'sessionId', 'workflowId', 'toolId', 'timestamp'] as const;

export const TOOL_FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const text = (max: number) => multilineText().trim().max(max, V.TOO_LONG);
const line = (max: number) => lineText().trim().max(max, V.TOO_LONG);
const requiredLine = (max: number) => line(max).min(1, V.REQUIRED);
const url = () => line(2000).pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: V.URL_INVALID })]));

/** JSON written in a text field, parsed; empty text stands for `empty`. */
function jsonText(empty: unknown, max = 100_000) {
  return text(max).transform((value, context): unknown => {
    if (value === '') return empty;
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: V.JSON_INVALID });
      return z.NEVER;
    }
  });
}

export const ZToolFieldOption = z.object({ value: requiredLine(200), label: requiredLine(200) });
export type TToolFieldOption = z.infer<typeof ZToolFieldOption>;

/** Rules beyond "required" (spec §3 validation_rules); each applies only when set. */
export const ZToolValidationRules = z
  .object({
    minLength: z.number().int(V.RANGE_INVALID).min(0, V.RANGE_INVALID).optional(),
    maxLength: z
      .number()
      .int(V.RANGE_INVALID)
      .min(1, V.RANGE_INVALID)
      .max(TOOL_FIELD_VALUE_MAX, V.RANGE_INVALID)
      .optional(),
    /** A regular expression the whole value must match (refused when `isSafeToolPattern` finds it unsafe). */
    pattern: line(TOOL_PATTERN_MAX).refine(isSafeToolPattern, V.PATTERN_INVALID).optional(),
    /** The value must be a number, at least `min` and at most `max`. */
    min: z.number({ error: V.RANGE_INVALID }).optional(),
    max: z.number({ error: V.RANGE_INVALID }).optional(),
  })
  .superRefine((rules, context) => {
    if (rules.minLength !== undefined && rules.maxLength !== undefined && rules.minLength > rules.maxLength) {
      context.addIssue({ code: 'custom', message: V.RANGE_INVALID, path: ['minLength'] });
    }
    if (rules.min !== undefined && rules.max !== undefined && rules.min > rules.max) {
      context.addIssue({ code: 'custom', message: V.RANGE_INVALID, path: ['min'] });
    }
  });
export type TToolValidationRules = z.infer<typeof ZToolValidationRules>;

export const ZToolField = z.object({
  fieldName: requiredLine(64).regex(TOOL_FIELD_NAME_PATTERN, V.FIELD_NAME_INVALID),
  label: requiredLine(200),
  fieldType: z.enum(TOOL_FIELD_TYPES),
  placeholder: line(300),
  /** Dropdown and radio: the choices (at least one); checkbox: several boxes, or none for one yes/no box. */
  options: z.array(ZToolFieldOption).max(TOOL_MAX_OPTIONS, V.TOO_MANY),
  isRequired: z.boolean(),
  validationRules: ZToolValidationRules,
});
export type TToolField = z.infer<typeof ZToolField>;

export const ZToolWebhook = z.object({
  webhookUrl: url(),
  httpMethod: z.enum(HTTP_METHODS),
  timeoutSeconds: z
    .number()
    .int(V.TIMEOUT_RANGE)
    .min(1, V.TIMEOUT_RANGE)
    .max(TOOL_TIMEOUT_SECONDS_MAX, V.TIMEOUT_RANGE),
  /** JSON with `{{placeholders}}` (spec §7); empty sends the default payload. */
  payloadTemplate: jsonText(null),
  /** Dotted paths into the answer (spec §7 response mapping); an empty path is not mapped. */
  responseMapping: z.object({ success: line(300), data: line(300), error: line(300) }),
  /** Header name → value, sent as they are. A secret belongs in the secret header, which is stored encrypted. */
  headers: jsonText({}, 10_000).pipe(
    z.record(z.string(), z.string({ error: V.HEADERS_INVALID }), { error: V.HEADERS_INVALID }),
  ),
  /** A header carrying a token (Authorization, X-Api-Key…), stored encrypted and masked in test mode. */
  secretHeaderName: line(200),
  /** Never sent back to the browser; empty on update keeps the stored one (clear the name to remove it). */
  secretHeaderValue: lineText().max(4000, V.TOO_LONG),
});
export type TToolWebhookForm = z.input<typeof ZToolWebhook>;
export type TToolWebhook = z.output<typeof ZToolWebhook>;

export const ZToolAi = z.object({
  /** The prompt with `{{fieldName}}` placeholders for the visitor's values. */
  promptTemplate: text(10_000),
  composerRecipe: z.enum(TOOL_COMPOSER_RECIPES),
});
export type TToolAi = z.infer<typeof ZToolAi>;

export const ZToolSeo = z.object({
  pageTitle: line(200),
  metaDescription: line(400),
  ogTitle: line(200),
  ogDescription: line(400),
  ogImage: url(),
  twitterTitle: line(200),
  twitterDescription: line(400),
  twitterImage: url(),
  canonicalUrl: url(),
  /** JSON-LD (an object or an array of objects); empty gives the default SoftwareApplication. */
  structuredData: jsonText(null, 20_000).pipe(
    z.union([z.null(), z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))], {
      error: V.JSON_OBJECT_REQUIRED,
    }),
  ),
});
export type TToolSeoForm = z.input<typeof ZToolSeo>;
export type TToolSeo = z.output<typeof ZToolSeo>;

/** Spec §3 tool chaining: after this tool, run `nextToolId` with its fields filled from this result. */
export const ZToolChaining = z.object({
  nextToolId: z.uuid().nullable(),
  /** The next tool's field name → a dotted path into this tool's result data (empty path: the whole result). */
  dataMapping: z.record(z.string().regex(TOOL_FIELD_NAME_PATTERN, V.FIELD_NAME_INVALID), line(300)),
});
export type TToolChaining = z.infer<typeof ZToolChaining>;

const toolFields = z.object({
  name: requiredLine(200),
  slug: requiredLine(120).regex(TOOL_SLUG_PATTERN, V.SLUG_INVALID),
  description: text(2000),
  howItWorks: text(10_000),
  /** An uploaded image's address (`/media/tools/…`) or an outside https image; empty for none. */
  previewImage: line(2000),
  status: z.enum(TOOL_STATUSES),
  languageCode: z.enum(LANGUAGE_CODES),
  runner: z.enum(TOOL_RUNNERS),
  fields: z.array(ZToolField).max(TOOL_MAX_FIELDS, V.TOO_MANY),
  webhook: ZToolWebhook,
  ai: ZToolAi,
  seo: ZToolSeo,
  chaining: ZToolChaining,
});

/** Field names unique; dropdowns and radios with options; an AI tool with its prompt. */
function checkTool(tool: z.output<typeof toolFields>, context: z.RefinementCtx) {
  const seen = new Set<string>();
  tool.fields.forEach((field, index) => {
    if (seen.has(field.fieldName)) {
      context.addIssue({ code: 'custom', message: V.FIELD_NAME_DUPLICATE, path: ['fields', index, 'fieldName'] });
    }
    seen.add(field.fieldName);
    if ((field.fieldType === 'dropdown' || field.fieldType === 'radio') && field.options.length === 0) {
      context.addIssue({ code: 'custom', message: V.OPTIONS_REQUIRED, path: ['fields', index, 'options'] });
    }
  });
  if (tool.runner === 'ai' && tool.ai.promptTemplate === '') {
    context.addIssue({ code: 'custom', message: V.PROMPT_REQUIRED, path: ['ai', 'promptTemplate'] });
  }
}

export const ZCreateTool = toolFields.superRefine(checkTool);
export type TCreateToolForm = z.input<typeof ZCreateTool>;
export type TCreateTool = z.output<typeof ZCreateTool>;

export const ZUpdateTool = toolFields.extend({ id: z.uuid() }).superRefine(checkTool);
export type TUpdateToolForm = z.input<typeof ZUpdateTool>;
export type TUpdateTool = z.output<typeof ZUpdateTool>;

export const ZToolId = z.object({ id: z.uuid() });
export type TToolId = z.infer<typeof ZToolId>;

/** The public page's address parts: a slug alone (tools subdomain `/{toolSlug}`), or with the id. */
export const ZPublicToolLookup = z.object({
  slug: lineText().max(120),
  id: z.uuid().optional(),
});
export type TPublicToolLookup = z.infer<typeof ZPublicToolLookup>;

export const ZPublicToolList = z.object({ languageCode: z.enum(LANGUAGE_CODES).optional() });
export type TPublicToolList = z.infer<typeof ZPublicToolList>;

/** A visitor's value for one field: text for text, textarea, dropdown and radio; a box's yes/no, or the boxes ticked. */
export const ZToolFieldValue = z.union([
  z.string().max(TOOL_FIELD_VALUE_MAX, V.TOO_LONG),
  z.boolean(),
  z.array(z.string().max(200, V.TOO_LONG)).max(TOOL_MAX_OPTIONS, V.TOO_MANY),
]);
export type TToolFieldValue = z.infer<typeof ZToolFieldValue>;
export type TToolValues = Record<string, TToolFieldValue>;

export const ZRunTool = z.object({
  toolId: z.uuid(),
  values: z
    .record(z.string().max(64), ZToolFieldValue)
    .refine((values) => Object.keys(values).length <= TOOL_MAX_FIELDS, V.TOO_MANY),
  /** The page visit's id, made by the browser (spec §7 sessionId); runs of one visit share it. */
  sessionId: z.uuid(),
  /** Test mode (`?test=true`): admins get the run's debug log; anyone else gets a normal run. */
  test: z.boolean().default(false),
});
export type TRunToolForm = z.input<typeof ZRunTool>;
export type TRunTool = z.output<typeof ZRunTool>;

export const TOOL_ANALYTICS_DAYS = [7, 30, 90] as const;
export const ZToolAnalytics = z.object({
  /** One tool, or every tool when absent. */
  toolId: z.uuid().optional(),
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]).default(30),
});
export type TToolAnalyticsForm = z.input<typeof ZToolAnalytics>;
export type TToolAnalytics = z.output<typeof ZToolAnalytics>;

// ── What the server answers ─────────────────────────────────────────────────────────────────────

/** A field as the public page draws it (spec §3 tool field). */
export interface PublicToolField {
  fieldName: string;
  label: string;
  fieldType: TToolFieldType;
  placeholder: string;
  options: TToolFieldOption[];
  isRequired: boolean;
  validationRules: TToolValidationRules;
}

/** Spec §3 tool SEO, as saved (empty texts where the admin left them). */
export interface ToolSeo {
  pageTitle: string;
  metaDescription: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  canonicalUrl: string;
  structuredData: Record<string, unknown> | Record<string, unknown>[] | null;
}

/**
 * A published tool as anyone may see it: never its webhook, headers, prompt or chaining, which
 * stay on the server (issue 15 point 6).
 */
export interface PublicTool {
  id: string;
  name: string;
  slug: string;
  description: string;
  howItWorks: string;
  previewImage: string | null;
  status: TToolStatus;
  languageCode: string;
  runner: TToolRunner;
  fields: PublicToolField[];
  seo: ToolSeo;
  updatedAt: Date;
}

/** One line of the tools index (the tools subdomain's `/`). */
export interface PublicToolSummary {
  id: string;
  name: string;
  slug: string;
  description: string;
  previewImage: string | null;
  languageCode: string;
  runner: TToolRunner;
  /** The tool page's path on the tools site: `/{slug}/{id}`. */
  path: string;
}

/** Everything an admin edits, as the builder form loads it (the secret header's value never leaves the server). */
export interface AdminTool extends Omit<PublicTool, 'seo'> {
  webhook: Omit<TToolWebhook, 'payloadTemplate' | 'headers' | 'secretHeaderValue'> & {
    payloadTemplate: unknown;
    headers: Record<string, string>;
    /** Whether a secret header value is stored (it is never sent back). */
    hasSecretHeaderValue: boolean;
  };
  ai: TToolAi;
  seo: ToolSeo;
  chaining: TToolChaining;
  createdBy: string | null;
  createdAt: Date;
}

/** A line of the admin's list (newest first), with the last 30 days' runs. */
export interface AdminToolSummary {
  id: string;
  name: string;
  slug: string;
  status: TToolStatus;
  languageCode: string;
  runner: TToolRunner;
  fieldCount: number;
  runs30Days: number;
  updatedAt: Date;
}

/** One tool's part of a run (a chain has several, in order). */
export interface ToolRunStep {
  toolId: string;
  toolName: string;
  success: boolean;
  /** The mapped data (or the whole answer when no data path is mapped); an AI tool's text. */
  data: unknown;
  /** Why it failed, e.g. "HTTP 502: Bad gateway" (shown as "Execution failed: {message}"). */
  error: string | null;
  responseTimeMs: number;
  /** The built-in composer wrote it from a template, as no AI provider is configured (the card says so). */
  templateDraft: boolean;
}

/** Test mode's record of one step: what was sent (secrets masked), what came back, how long it took. */
export interface ToolRunDebugStep {
  toolId: string;
  toolName: string;
  runner: TToolRunner;
  request: { method: string; url: string; headers: Record<string, string>; body: string | null } | null;
  /** An AI tool's rendered prompt, in place of a request. */
  prompt: string | null;
  response: { status: number; headers: Record<string, string>; body: unknown } | null;
  timings: { startedAt: Date; totalMs: number };
  /** The step's configuration as the admin saved it (secret masked). */
  configuration: Record<string, unknown>;
}

export interface ToolRunResult {
  /** The last step's outcome: every step succeeded. */
  success: boolean;
  /** The last step's data. */
  data: unknown;
  error: string | null;
  responseTimeMs: number;
  steps: ToolRunStep[];
  /** Test mode, for admins only; null for everyone else. */
  debug: ToolRunDebugStep[] | null;
}

/** Usage analytics of one tool, or of all (issue 15 point 7). */
export interface ToolAnalytics {
  days: number;
  totals: { runs: number; successes: number; successRate: number | null; p50Ms: number | null; p95Ms: number | null };
  perDay: {
    day: string;
    runs: number;
    successes: number;
    failures: number;
    p50Ms: number | null;
    p95Ms: number | null;
  }[];
  topErrors: { message: string; count: number }[];
  perTool: { toolId: string; toolName: string; runs: number; successRate: number | null; p95Ms: number | null }[];
}
