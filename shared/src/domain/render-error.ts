/**
 * How the top-level error screen reacts to a render error (spec §4):
 * - a message about form context or destructuring means components are still initialising;
 * - one about a context or a form hook means the session is missing, so the user signs in again;
 * - anything else shows the generic error screen (or goes to a given redirect target).
 */
export type RenderErrorReaction = 'initializing' | 'signIn' | 'generic';

export function classifyRenderError(message: string): RenderErrorReaction {
  const text = message.toLowerCase();
  if (text.includes('form context') || text.includes('destructur')) return 'initializing';
  if (text.includes('context') || text.includes('form hook')) return 'signIn';
  return 'generic';
}
