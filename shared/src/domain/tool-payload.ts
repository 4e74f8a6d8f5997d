/**
 * What a tool's webhook receives (spec §7 "Tool webhook call"): the admin's payload template with
 * the placeholders `userId` ("anonymous" for visitors), `sessionId`, `workflowId`, `toolId`,
 * `timestamp` and the field names filled in; without a template, the default payload — those five
 * plus every field's value. Also the text a non-OK answer fails with.
 */
import type { TToolValues } from '../schemas/tools.ts';
import { fillTemplate } from './payload-template.ts';

/** The run's own values a template may use besides the fields (TOOL_PAYLOAD_PLACEHOLDERS). */
export interface ToolPayloadContext {
  /** The signed-in user's id, or "anonymous" for a visitor. */
  userId: string;
  sessionId: string;
  /** New for every run. */
  workflowId: string;
  toolId: string;
  /** ISO 8601. */
  timestamp: string;
}

/** The user id a visitor's run is sent with (spec §7). */
export const ANONYMOUS_USER_ID = 'anonymous';

/**
 * The payload of one call. In a template the context wins over a field of the same name, so a
 * field called `toolId` cannot pose as another tool; the default payload lists the context first
 * and the fields after it, as the spec shows, and there too a field cannot replace the context.
 */
export function buildToolPayload({
  template,
  values,
  context,
}: {
  template: unknown;
  values: TToolValues;
  context: ToolPayloadContext;
}): unknown {
  const { userId, sessionId, workflowId, toolId, timestamp } = context;
  const contextValues = { userId, sessionId, workflowId, toolId, timestamp };
  if (template === null || template === undefined) return { ...contextValues, ...values, ...contextValues };
  return fillTemplate(template, { ...values, ...contextValues });
}

/** How much of a failed answer's body the error quotes: enough to read, not a whole page. */
export const WEBHOOK_ERROR_BODY_MAX = 500;

/** Spec §7: a non-OK answer fails with "HTTP {status}: {body}" (the body as text, cut short). */
export function webhookErrorText(status: number, body: unknown): string {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  const characters = [...text];
  const shown =
    characters.length > WEBHOOK_ERROR_BODY_MAX ? `${characters.slice(0, WEBHOOK_ERROR_BODY_MAX).join('')}…` : text;
  return `HTTP ${status}: ${shown}`;
}
