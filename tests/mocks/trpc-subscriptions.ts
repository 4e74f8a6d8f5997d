import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import type { InputOf, OutputOf, SubscriptionPath } from './trpc.ts';

/**
 * tRPC subscriptions over Server-Sent Events, for component tests: an msw handler that answers
 * the way the server's SSE stream producer does (@trpc/server stream/sse.ts), and an EventSource
 * for jsdom, which has none.
 *
 * The wire format, one event per blank-line-terminated block:
 *   event: connected / data: {}          first, with the client options
 *   data: <JSON of superjson.serialize(value)> / id: <id>   each value; `id` for tracked() values
 *   event: return / data:                the procedure finished: the client stops, no reconnect
 */

const encoder = new TextEncoder();

/** One value a subscription yields; a tracked one (resumable by its id) is sent as its data. */
type EventOf<Path extends SubscriptionPath> =
  OutputOf<Path> extends AsyncIterable<infer Item>
    ? Item extends { id: string; data: infer Data }
      ? Data
      : Item
    : never;

/** One EventSource connection to the procedure, driven by the test. */
export interface SseConnection<Path extends SubscriptionPath> {
  /** The procedure's input, decoded as the server would. */
  input: InputOf<Path>;
  /** The Last-Event-ID header: the browser's reconnect after a drop sends the last id it saw. */
  lastEventIdHeader: string | null;
  /** Sends a value; with `id` it is a tracked event the client can resume after. */
  send(data: EventOf<Path>, id?: string): void;
  /** The procedure returned: the stream ends and the client does not reconnect. */
  end(): void;
  /** The connection is lost mid-stream: the EventSource reconnects. */
  drop(): void;
}

/**
 * An msw handler for `GET <origin>/trpc/<path>?input=…` answering with an event stream; the
 * test takes each connection from `nextConnection()` and sends what the server would.
 */
export function trpcSubscription<Path extends SubscriptionPath>(origin: string, path: Path) {
  const waiting: ((connection: SseConnection<Path>) => void)[] = [];
  const ready: SseConnection<Path>[] = [];

  const handler = http.get(`${origin}/trpc/${path}`, ({ request }) => {
    const url = new URL(request.url);
    const rawInput = url.searchParams.get('input');
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let open = true;
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
      cancel() {
        open = false;
      },
    });
    const write = (block: string) => {
      if (open) controller.enqueue(encoder.encode(`${block}\n\n`));
    };
    const connection: SseConnection<Path> = {
      // What the client asked for, decoded as the server would.
      input: (rawInput === null ? undefined : superjson.deserialize(JSON.parse(rawInput))) as InputOf<Path>,
      lastEventIdHeader: request.headers.get('last-event-id'),
      send(data, id) {
        const lines = [`data: ${JSON.stringify(superjson.serialize(data))}`];
        if (id !== undefined) lines.push(`id: ${id}`);
        write(lines.join('\n'));
      },
      end() {
        write('event: return\ndata: ');
        if (open) controller.close();
        open = false;
      },
      drop() {
        if (open) controller.error(new TypeError('network error'));
        open = false;
      },
    };
    write('event: connected\ndata: {}');
    const taker = waiting.shift();
    if (taker) taker(connection);
    else ready.push(connection);
    return new HttpResponse(body, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform' },
    });
  });

  return {
    handler,
    /** The next connection the client opens (already open, or the one it opens next). */
    nextConnection(): Promise<SseConnection<Path>> {
      const connection = ready.shift();
      if (connection) return Promise.resolve(connection);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** How long the EventSource waits before reconnecting (browsers wait a few seconds; tests need not). */
// Long enough for a test to see the "reconnecting" state on a busy machine.
const RECONNECT_DELAY_MS = 1000;

/**
 * The WHATWG EventSource over fetch (so msw sees its requests): parses the event stream,
 * dispatches MessageEvents with `lastEventId`, and after a lost connection reconnects with the
 * Last-Event-ID header, as browsers do.
 */
export class FetchEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly url: string;
  readonly withCredentials: boolean;
  readyState = 0;
  private lastEventId = '';
  private abort = new AbortController();

  constructor(url: string | URL, init?: { withCredentials?: boolean }) {
    super();
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    void this.connect();
  }

  close(): void {
    this.readyState = this.CLOSED;
    this.abort.abort();
  }

  private async connect(): Promise<void> {
    const headers: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache' };
    if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
    let response: Response;
    try {
      response = await fetch(this.url, { headers, signal: this.abort.signal });
    } catch {
      return this.reconnect();
    }
    if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
      // Not an event stream: the connection fails for good.
      this.readyState = this.CLOSED;
      this.dispatchEvent(new Event('error'));
      return;
    }
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
    try {
      await this.read(response.body);
    } catch {
      // A lost connection, handled below like the end of the stream.
    }
    this.reconnect();
  }

  private reconnect(): void {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CONNECTING;
    this.dispatchEvent(new Event('error'));
    setTimeout(() => {
      if (this.readyState !== this.CLOSED) void this.connect();
    }, RECONNECT_DELAY_MS);
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    let eventType = '';
    let data: string[] = [];
    const reader = body.getReader();
    while (true) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (this.readyState === this.CLOSED) return;
        if (line === '') {
          if (data.length > 0) {
            const message = new MessageEvent(eventType || 'message', {
              data: data.join('\n'),
              lastEventId: this.lastEventId,
            });
            this.dispatchEvent(message);
          }
          eventType = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') eventType = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
      }
    }
  }
}
