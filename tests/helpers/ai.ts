/** Shared pieces of the AI engine's tests: a signed-in user with words, their caller, their events. */
import { isTrackedEnvelope } from '@trpc/server';
import type { TGenerationEvent } from '@wordloom/shared/schemas/ai';
import superjson from 'superjson';
import type { AppDeps } from '../../server/src/trpc/context.ts';
import { type Caller, type SignedInCaller, signedInCaller } from './callers.ts';
import type { TestUserOptions } from './factories.ts';

export const FAKE_AI = { AI_BASE_URL: 'https://fake-openai.test/v1', AI_API_KEY: 'sk-fake', AI_MODEL: 'fake-gpt' };

/** A signed-in user holding 2000 words (enough for any generation here) unless `user.words` says otherwise. */
export function aiUser(deps: AppDeps, user: TestUserOptions = {}): Promise<SignedInCaller> {
  return signedInCaller(deps, { words: 2000, ...user });
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

// ── Over real HTTP, as a browser does ───────────────────────────────────────────────────────────

/** Starts a LinkedIn post through `POST /trpc/ai.start` of the server at `baseUrl`; its generation id. */
export async function startOverHttp(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/trpc/ai.start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(superjson.serialize({ request: { kind: 'linkedin_post', inputs: { topic: 'Remote work' } } })),
  });
  const body = (await response.json()) as { result: { data: { json: { generationId: string } } } };
  return body.result.data.json.generationId;
}

interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** Opens `ai.stream` as EventSource does (GET, Accept: text/event-stream) and reads its messages one by one. */
export async function openStream(
  baseUrl: string,
  cookie: string,
  input: { generationId: string; lastEventId?: string },
  headers: Record<string, string> = {},
) {
  const abort = new AbortController();
  const url = `${baseUrl}/trpc/ai.stream?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br', ...headers },
    signal: abort.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(): Promise<SseMessage | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = {};
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          const field = line.slice(0, colon);
          const value = line.slice(colon + 1).trimStart();
          if (field === 'id' || field === 'event') message[field] = value;
          if (field === 'data') message.data = message.data === undefined ? value : `${message.data}\n${value}`;
        }
        // Comment-only blocks (pings) carry no message.
        if (Object.keys(message).length > 0) return message;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  }
  return { response, next, close: () => abort.abort() };
}

export type EventStream = Awaited<ReturnType<typeof openStream>>;

export interface TrackedMessage {
  id: string;
  event: { type: string; text?: string; code?: string };
}

/** The next generation event (skipping the connection's own messages), or null when the stream ended. */
export async function nextEvent(stream: EventStream): Promise<TrackedMessage | null> {
  for (;;) {
    const message = await stream.next();
    if (!message || message.event === 'return') return null;
    if (message.event === 'serialized-error') throw new Error(`stream error: ${message.data}`);
    if (message.id && message.data) {
      const payload = JSON.parse(message.data) as { json: TrackedMessage['event'] };
      return { id: message.id, event: payload.json };
    }
  }
}

export async function readToEnd(stream: EventStream): Promise<TrackedMessage[]> {
  const events: TrackedMessage[] = [];
  for (let event = await nextEvent(stream); event; event = await nextEvent(stream)) events.push(event);
  return events;
}

export const deltaText = (events: TrackedMessage[]) =>
  events.map(({ event }) => (event.type === 'delta' ? event.text : '')).join('');
