/**
 * Filling a payload template with form data and context values (spec §7: HTTP mappings'
 * payload_transform_template and tools' payload_template). A placeholder is `{{name}}`, spaces
 * inside the braces allowed; the name may be a dotted path into the values (`{{user.name}}`).
 *
 * In a JSON template only string values are filled (object keys never are), at any depth:
 * - a string that is exactly one placeholder ("{{count}}") becomes the value itself and keeps its
 *   JSON type: number, boolean, object, array or null; a missing value gives null;
 * - a placeholder inside longer text ("Hello {{name}}!") is replaced by the value as text: a
 *   string as it is, any other value as JSON, a missing or null value as nothing.
 * Names are read from own properties only, so `{{constructor}}` finds nothing.
 */
import { readPath } from './response-mapping.ts';

const WHOLE_PLACEHOLDER = /^\{\{\s*([^{}]+?)\s*\}\}$/;
const ANY_PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Fills the placeholders of a text (a non-JSON request body, a URL): every value as text. */
export function fillTextTemplate(text: string, values: Record<string, unknown>): string {
  return text.replace(ANY_PLACEHOLDER, (_placeholder, name: string) => asText(readPath(values, name)));
}

/** Fills every string of a JSON template (see the rules above); other values are kept as they are. */
export function fillTemplate(template: unknown, values: Record<string, unknown>): unknown {
  if (typeof template === 'string') {
    const whole = WHOLE_PLACEHOLDER.exec(template);
    if (whole?.[1] !== undefined) return readPath(values, whole[1]) ?? null;
    return fillTextTemplate(template, values);
  }
  if (Array.isArray(template)) return template.map((item) => fillTemplate(item, values));
  if (template !== null && typeof template === 'object') {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillTemplate(value, values)]));
  }
  return template;
}
