/**
 * What the AI engine's benchmarks share: the tests' fake provider served over HTTP, server-sent
 * events read as they arrive, tRPC calls and a signed-in user made the way a browser makes them,
 * and the median and percentiles of a run.
 */
import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import superjson from 'superjson';
import { LOOPBACK } from './app-process.ts';

/** Sequential measurements per target: BENCH_ROUNDS, or the benchmark's default. */
export function benchRounds(defaultRounds: number): number {
  const raw = process.env.BENCH_ROUNDS ?? String(defaultRounds);
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`BENCH_ROUNDS must be a positive whole number, not "${raw}".`);
  }
  return value;
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Serves msw handlers on a loopback port, streaming their responses as they are produced. */
export function serveHandlers(handlers: RequestHandler[], port: number): Server {
  return createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, item);
    }
    const request = new Request(new URL(req.url ?? '/', `http://${LOOPBACK}:${port}`), {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) Readable.fromWeb(response.body).pipe(res);
    else res.end();
  });
}

/** The `data:` of each server-sent event (with its `id:`), as it arrives. */
export async function* sseData(response: Response): AsyncGenerator<{ id: string | undefined; data: string }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = block.match(/^id: ?(.*)$/m)?.[1];
      const data = block.match(/^data: ?(.*)$/m)?.[1];
      if (data !== undefined) yield { id, data };
    }
  }
}

type TrpcAnswer<T> = { result?: { data: { json: T } }; error?: unknown };

/** A tRPC mutation as the browser sends it (superjson, JSON body); its data and the cookie it set. */
export async function trpcMutation<T>(
  origin: string,
  path: string,
  input: unknown,
  cookie = '',
): Promise<{ data: T; setCookie: string | null }> {
  const response = await fetch(`${origin}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(superjson.serialize(input)),
  });
  const body = (await response.json()) as TrpcAnswer<T>;
  if (!body.result) throw new Error(`${path} failed: ${JSON.stringify(body.error)}`);
  return { data: body.result.data.json, setCookie: response.headers.get('set-cookie') };
}

/** A tRPC query as the browser sends it (GET, the input in the address). */
export async function trpcQuery<T>(origin: string, path: string, input: unknown, cookie: string): Promise<T> {
  const encoded = encodeURIComponent(JSON.stringify(superjson.serialize(input)));
  const response = await fetch(`${origin}/trpc/${path}?input=${encoded}`, { headers: { cookie } });
  const body = (await response.json()) as TrpcAnswer<T>;
  if (!body.result) throw new Error(`${path} failed: ${JSON.stringify(body.error)}`);
  return body.result.data.json;
}

/** A new account (which comes with its free words), signed in: its session cookie. */
export async function signUp(origin: string, index: number): Promise<string> {
  const { setCookie } = await trpcMutation(origin, 'auth.signUp', {
    fullName: `Bench User ${index}`,
    email: `bench-${index}-${Date.now()}@example.com`,
    password: 'bench password 42',
    dialCode: '+1',
    phone: '5551234567',
    country: 'United States',
  });
  const cookie = setCookie?.split(';')[0];
  if (!cookie) throw new Error('Sign-up did not sign the user in.');
  return cookie;
}

/** Opens `ai.stream` for a generation, as EventSource does. */
export function followGeneration(origin: string, cookie: string, generationId: string): Promise<Response> {
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ generationId })));
  return fetch(`${origin}/trpc/ai.stream?input=${input}`, { headers: { cookie, accept: 'text/event-stream' } });
}
