/**
 * A visitor's values for a tool's fields, checked against the fields the admin built (spec §5
 * "Tool run": every required field must be a non-empty trimmed string, else "{label} is required";
 * issue 15 point 4: the other validation rules). The same rules run in the browser before sending
 * and on the server before calling anything; texts are the client's, so only codes leave here.
 */
import type { PublicToolField, TToolFieldValue, TToolValues } from '../schemas/tools.ts';
// The limits come from the zod-free module: the public tool page runs these rules in the browser.
import { TOOL_FIELD_VALUE_MAX, TOOL_PATTERN_MAX } from './tool-limits.ts';

export type ToolInputProblemCode =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'pattern'
  | 'not_a_number'
  | 'too_small'
  | 'too_large'
  | 'not_an_option';

export interface ToolInputProblem {
  fieldName: string;
  label: string;
  code: ToolInputProblemCode;
  /** The rule's bound for too_short, too_long (characters), too_small and too_large (numbers). */
  limit?: number;
}

/** A plain decimal number ("12", "-3.5", ".5", "1e3"); not hex, not "Infinity", not empty. */
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** Characters as a reader counts them: an emoji is one, not two UTF-16 units. */
function characterCount(text: string): number {
  return [...text].length;
}

/**
 * Whether a validation pattern is safe to run on visitors' text: it is at most TOOL_PATTERN_MAX
 * characters, compiles as a Unicode regular expression, and has none of the shapes that make
 * backtracking explode on a crafted value:
 * - a group repeated by `*`, `+` or `{…}` that itself contains a quantifier or an alternative
 *   (`(a+)+`, `(\w*)*`, `(a|aa)+`, `((ab)*c)+`);
 * - a back-reference (`\1`, `\k<name>`), which no regular-expression engine bounds.
 * This is a deliberately simple, conservative screen: it may refuse a harmless pattern such as
 * `(ab|cd)+`, which an admin can rewrite as `(?:ab|cd)` pieces or a character class.
 */
export function isSafeToolPattern(pattern: string): boolean {
  if (pattern.length > TOOL_PATTERN_MAX) return false;
  try {
    new RegExp(pattern, 'u');
  } catch {
    return false;
  }
  /** Per open group: whether it holds a quantifier or an alternative so far. */
  const groups: boolean[] = [false];
  /** Whether the group that just closed (the atom before the current character) was risky inside. */
  let closedRisky = false;
  let index = 0;
  const markRisky = () => {
    groups[groups.length - 1] = true;
  };
  while (index < pattern.length) {
    const char = pattern[index];
    const afterClosedGroup = closedRisky;
    closedRisky = false;
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return false;
      index += 2;
      continue;
    }
    if (char === '[') {
      // A character class: its contents are literal characters, whatever they look like.
      index += 1;
      while (index < pattern.length && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
      index += 1;
      continue;
    }
    if (char === '(') {
      groups.push(false);
      index += 1;
      // A group's prefix (`?:`, `?=`, `?!`, `?<=`, `?<!`, `?<name>`) is not a quantifier.
      if (pattern[index] === '?') {
        const kind = pattern[index + 1];
        const lookbehind = kind === '<' && (pattern[index + 2] === '=' || pattern[index + 2] === '!');
        if (kind === '<' && !lookbehind) index = pattern.indexOf('>', index) + 1;
        else index += lookbehind ? 3 : 2;
      }
      continue;
    }
    if (char === ')') {
      const inner = groups.pop() ?? false;
      // A risky group makes its enclosing group risky too: `((a+)b)+` backtracks as badly.
      if (inner) markRisky();
      closedRisky = inner;
      index += 1;
      continue;
    }
    if (char === '|') {
      markRisky();
      index += 1;
      continue;
    }
    if (char === '*' || char === '+' || char === '{') {
      if (afterClosedGroup) return false;
      markRisky();
      index += 1;
      continue;
    }
    if (char === '?') {
      // `(a+)?` repeats nothing, so it is only a quantifier inside, not a repeated risky group.
      markRisky();
      index += 1;
      continue;
    }
    index += 1;
  }
  return true;
}

/** Whether the whole text matches the pattern; a pattern that is not safe to run is not applied. */
function matchesWhole(pattern: string, text: string): boolean {
  if (!isSafeToolPattern(pattern)) return true;
  return new RegExp(`^(?:${pattern})$`, 'u').test(text);
}

/** The first problem of a typed text (text, textarea): lengths, pattern, then the number range. */
function textProblem(field: PublicToolField, text: string): Omit<ToolInputProblem, 'fieldName' | 'label'> | null {
  const rules = field.validationRules;
  const length = characterCount(text);
  if (rules.minLength !== undefined && length < rules.minLength) return { code: 'too_short', limit: rules.minLength };
  const maxLength = Math.min(rules.maxLength ?? TOOL_FIELD_VALUE_MAX, TOOL_FIELD_VALUE_MAX);
  if (length > maxLength) return { code: 'too_long', limit: maxLength };
  if (rules.pattern !== undefined && rules.pattern !== '' && !matchesWhole(rules.pattern, text)) {
    return { code: 'pattern' };
  }
  if (rules.min !== undefined || rules.max !== undefined) {
    if (!DECIMAL.test(text)) return { code: 'not_a_number' };
    const number = Number(text);
    if (rules.min !== undefined && number < rules.min) return { code: 'too_small', limit: rules.min };
    if (rules.max !== undefined && number > rules.max) return { code: 'too_large', limit: rules.max };
  }
  return null;
}

/** The first problem of one field's value, or null. */
function fieldProblem(
  field: PublicToolField,
  value: TToolFieldValue | undefined,
): Omit<ToolInputProblem, 'fieldName' | 'label'> | null {
  const optionValues = new Set(field.options.map((option) => option.value));
  if (field.fieldType === 'checkbox') {
    if (field.options.length === 0) {
      return field.isRequired && value !== true ? { code: 'required' } : null;
    }
    const ticked = Array.isArray(value) ? value : [];
    if (ticked.length === 0) return field.isRequired ? { code: 'required' } : null;
    return ticked.every((item) => optionValues.has(item)) ? null : { code: 'not_an_option' };
  }
  // Text, textarea, dropdown and radio send text; a value of another form counts as none.
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return field.isRequired ? { code: 'required' } : null;
  if (field.fieldType === 'dropdown' || field.fieldType === 'radio') {
    return optionValues.has(text) ? null : { code: 'not_an_option' };
  }
  return textProblem(field, text);
}

/** Every field's first problem, in the fields' order; empty when the values may be sent. */
export function validateToolInput(fields: PublicToolField[], values: TToolValues): ToolInputProblem[] {
  const problems: ToolInputProblem[] = [];
  for (const field of fields) {
    const value = Object.hasOwn(values, field.fieldName) ? values[field.fieldName] : undefined;
    const problem = fieldProblem(field, value);
    if (problem) problems.push({ fieldName: field.fieldName, label: field.label, ...problem });
  }
  return problems;
}

/**
 * The values a run sends: one per field, in the field's form — text trimmed, a yes/no box as a
 * boolean, ticked boxes as a list — and nothing for keys that are not the tool's fields.
 */
export function normalizeToolValues(fields: PublicToolField[], values: TToolValues): TToolValues {
  const normalized: TToolValues = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.fieldName) ? values[field.fieldName] : undefined;
    if (field.fieldType === 'checkbox') {
      normalized[field.fieldName] = field.options.length === 0 ? value === true : Array.isArray(value) ? value : [];
    } else {
      normalized[field.fieldName] = typeof value === 'string' ? value.trim() : '';
    }
  }
  return normalized;
}
