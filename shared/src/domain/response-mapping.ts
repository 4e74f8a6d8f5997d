/**
 * Reading fields out of an outside service's JSON answer (spec §7 "Response mapping"), for HTTP
 * mappings and tool webhooks alike: a mapping names each field by a dotted path with optional
 * array indexes (`data.items[0].text`).
 */

/** The field names a mapping gives paths for, e.g. { success: 'ok', data: 'result.text', error: 'error.message' }. */
export type ResponseMapping = Record<string, string>;

export interface MappedResponse {
  /** Each mapped field's value; undefined where the path leads nowhere. */
  values: Record<string, unknown>;
  /** False only when the mapping has a `success` path and its value is false or the text "false". */
  success: boolean;
}

/** `data.items[0].text` → ['data', 'items', 0, 'text']; `items.0` reads the same as `items[0]`. */
function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of path.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) {
    if (match[1] !== undefined) segments.push(Number(match[1]));
    else if (match[2] !== undefined) segments.push(match[2]);
  }
  return segments;
}

/** The value at a dotted path (an empty path is the whole value); undefined when any step is missing. */
export function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of pathSegments(path.trim())) {
    if (Array.isArray(current)) {
      const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : Number.NaN;
      current = Number.isInteger(index) ? current[index] : undefined;
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[String(segment)];
    } else {
      return undefined;
    }
  }
  return current;
}

/** The spec's rule for a success flag: false, or the text "false", means failure; anything else does not. */
export function isFalseFlag(value: unknown): boolean {
  return value === false || value === 'false';
}

/** Applies a mapping to an answer; an answer that is an array is read from its first element. */
export function applyResponseMapping(response: unknown, mapping: ResponseMapping): MappedResponse {
  const subject = Array.isArray(response) ? response[0] : response;
  const values: Record<string, unknown> = {};
  for (const [field, path] of Object.entries(mapping)) values[field] = readPath(subject, path);
  return { values, success: !('success' in mapping && isFalseFlag(values.success)) };
}
