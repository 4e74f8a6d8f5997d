/**
 * The tools' limits and patterns that the public tool page needs in the browser. They live apart
 * from the schemas (shared/src/schemas/tools.ts re-exports them) because that module builds zod
 * schemas when loaded, and the public pages must not download zod (docs/decisions/012).
 */

/** The longest value a visitor may type into one field. */
export const TOOL_FIELD_VALUE_MAX = 5000;
/** The longest validation pattern; with the value cap above it bounds the work one check can do. */
export const TOOL_PATTERN_MAX = 200;

export const TOOL_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
