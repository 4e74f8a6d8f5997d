/** Shared pieces of the AI engine's tests: a signed-in user with words, their caller, their events. */
import { isTrackedEnvelope } from '@trpc/server';
import type { TGenerationEvent } from '@wordloom/shared/schemas/ai';
import { createSession, type Session } from '../../server/src/auth/session.ts';
import { insertRole } from '../../server/src/features/users/queries.ts';
import { grantWords } from '../../server/src/features/words/service.ts';
import { appRouter } from '../../server/src/trpc/app-router.ts';
import { type AppDeps, createContextInner } from '../../server/src/trpc/context.ts';
import { createCallerFactory } from '../../server/src/trpc/init.ts';
import { createUser } from './factories.ts';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export const FAKE_AI = { AI_BASE_URL: 'https://fake-openai.test/v1', AI_API_KEY: 'sk-fake', AI_MODEL: 'fake-gpt' };

export interface AiUser {
  userId: string;
  caller: Caller;
  /** The session, for contexts built by hand. */
  session: Session;
  /** The session cookie, for calls over real HTTP. */
  cookie: string;
}

/** A user holding `words` (one grant that never expires), signed in, optionally an admin. */
export async function aiUser(deps: AppDeps, { words = 2000, admin = false } = {}): Promise<AiUser> {
  const userId = await createUser(deps.db);
  if (words > 0) {
    await grantWords(deps.db, { userId, amount: words, source: 'admin', expiresAt: null, note: 'test words' });
  }
  if (admin) await insertRole(deps.db, userId, 'admin');
  const { token, session } = await createSession(deps.db, userId, { userAgent: null, ipAddress: null });
  const caller = createCaller(await createContextInner(deps, { session }));
  return { userId, caller, session, cookie: `wordloom_session=${token}` };
}

export interface StreamedEvent {
  id: string;
  event: TGenerationEvent;
}

/**
 * A server-side caller hands out the procedure's own `tracked()` envelopes; its type describes
 * them as the client sees them ({ id, data }). Both shapes are read here.
 */
function streamed(item: { id: string; data: TGenerationEvent }): StreamedEvent {
  if (isTrackedEnvelope<TGenerationEvent>(item)) return { id: item[0], event: item[1] };
  return { id: item.id, event: item.data };
}

/** Follows a generation through `ai.stream` until it ends; every event with its id. */
export async function followGeneration(caller: Caller, generationId: string, lastEventId?: string) {
  const events: StreamedEvent[] = [];
  for await (const item of await caller.ai.stream({ generationId, lastEventId })) events.push(streamed(item));
  return events;
}

/** The events of a finished generation, by type only, deltas merged into one "delta". */
export function eventTypes(events: readonly StreamedEvent[]): string[] {
  return events
    .map(({ event }) => event.type)
    .filter((type, index, types) => type !== 'delta' || types[index - 1] !== 'delta');
}

/** All delta text after the last `fallback` (the text the browser shows). */
export function streamedText(events: readonly StreamedEvent[]): string {
  const lastFallback = events.findLastIndex(({ event }) => event.type === 'fallback');
  return events
    .slice(lastFallback + 1)
    .map(({ event }) => (event.type === 'delta' ? event.text : ''))
    .join('');
}

export function lastEvent(events: readonly StreamedEvent[]): TGenerationEvent {
  const last = events.at(-1);
  if (!last) throw new Error('The generation streamed no event');
  return last.event;
}
