/**
 * `npm run bench` (after the HTTP bench): the AI engine's streaming overhead. The real app runs as
 * a child process against a local fake OpenAI-compatible API (the tests' msw emulation, served over
 * HTTP in this process) that waits FIRST_CHUNK_MS before its first piece, like a model thinking.
 *
 * Reported, never asserted:
 * - time to first token: the fake API called directly (baseline) vs through the app (start a
 *   generation, follow its SSE stream), one at a time; the ratio and the difference show what the
 *   app adds (the start's transaction: limit, words hold and row; each piece of text's trip
 *   through the events table and a notification; the stream's hop);
 * - the same through the app with STREAMS generations streaming at once;
 * - the app's memory (RSS) while they stream, against its idle RSS.
 *
 * BENCH_ROUNDS sets the sequential measurements per target (default 10).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import { Readable } from 'node:stream';
import { getResponse, type RequestHandler } from 'msw';
import superjson from 'superjson';
import { fakeOpenAI } from '../../tests/mocks/openai.ts';
import { freePort, LOOPBACK, startAppProcess } from '../lib/app-process.ts';

const FIRST_CHUNK_MS = 200;
const CHUNK_MS = 20;
const STREAMS = 50;
/** Each user may run three generations at once (the engine's limit). */
const STREAMS_PER_USER = 3;
const DEFAULT_ROUNDS = 10;
const MEMORY_SAMPLE_MS = 25;
const FAKE_KEY = 'bench-key';
const REPLY = Array.from(
  { length: 12 },
  (_, index) => `Point ${index + 1}: clear writing saves time for everyone who reads it later.`,
).join(' ');

function rounds(): number {
  const raw = process.env.BENCH_ROUNDS ?? String(DEFAULT_ROUNDS);
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`BENCH_ROUNDS must be a positive whole number, not "${raw}".`);
  return value;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Serves msw handlers on a loopback port, streaming their responses as they are produced. */
function serveHandlers(handlers: RequestHandler[], port: number): Server {
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

/** Lines of `data:` from a server-sent event stream, as they arrive. */
async function* sseData(response: Response): AsyncGenerator<{ id: string | undefined; data: string }> {
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

/** The fake API called directly: ms from sending the request to the first piece of text. */
async function providerFirstToken(baseUrl: string): Promise<number> {
  const sent = performance.now();
  const response = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${FAKE_KEY}` },
    body: JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: 'Topic: x' }] }),
  });
  let firstToken = Number.NaN;
  for await (const { data } of sseData(response)) {
    if (Number.isNaN(firstToken) && data.includes('"content":"') && !data.includes('"content":""')) {
      firstToken = performance.now() - sent;
    }
  }
  return firstToken;
}

async function trpcMutation<T>(
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
  const body = (await response.json()) as { result?: { data: { json: T } }; error?: unknown };
  if (!body.result) throw new Error(`${path} failed: ${JSON.stringify(body.error)}`);
  return { data: body.result.data.json, setCookie: response.headers.get('set-cookie') };
}

/** A new account (which comes with its free words), signed in: its session cookie. */
async function signUp(origin: string, index: number): Promise<string> {
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

/** Through the app: ms from asking for a generation to the first delta on its stream; reads to the end. */
async function appFirstToken(origin: string, cookie: string): Promise<number> {
  const sent = performance.now();
  const { data } = await trpcMutation<{ generationId: string }>(
    origin,
    'ai.start',
    { request: { kind: 'linkedin_post', inputs: { topic: 'Clear writing' } } },
    cookie,
  );
  const input = encodeURIComponent(JSON.stringify(superjson.serialize({ generationId: data.generationId })));
  const response = await fetch(`${origin}/trpc/ai.stream?input=${input}`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  let firstToken = Number.NaN;
  let ended = false;
  for await (const { id, data: payload } of sseData(response)) {
    if (id === undefined) continue;
    const event = (JSON.parse(payload) as { json: { type: string } }).json;
    if (event.type === 'delta' && Number.isNaN(firstToken)) firstToken = performance.now() - sent;
    if (event.type === 'error' || event.type === 'fallback') throw new Error(`generation failed: ${payload}`);
    if (event.type === 'done') ended = true;
  }
  if (!ended) throw new Error('The stream closed before the generation was done.');
  return firstToken;
}

/**
 * The app's resident memory, read from /proc: the child running server/src/index.ts. Linux only;
 * undefined elsewhere, and the memory figures are then left out.
 */
function appRss(): number | undefined {
  try {
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (status.match(/^PPid:\s+(\d+)/m)?.[1] !== String(process.pid)) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/src/index.ts')) continue;
      const kib = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]);
      return Number.isFinite(kib) ? kib * 1024 : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

async function main(): Promise<void> {
  const count = rounds();
  const fakePort = await freePort();
  const fakeBase = `http://${LOOPBACK}:${fakePort}/v1`;
  const fake = fakeOpenAI({
    baseUrl: fakeBase,
    apiKey: FAKE_KEY,
    reply: () => REPLY,
    firstChunkDelayMs: FIRST_CHUNK_MS,
    chunkDelayMs: CHUNK_MS,
  });
  const fakeServer = serveHandlers(fake.handlers, fakePort).listen(fakePort, LOOPBACK);
  await new Promise<void>((resolve) => fakeServer.once('listening', resolve));
  let app: Awaited<ReturnType<typeof startAppProcess>> | undefined;

  let teardown: Promise<void> | undefined;
  const tearDown = () =>
    (teardown ??= Promise.all([app?.stop(), new Promise<void>((resolve) => fakeServer.close(() => resolve()))]).then(
      () => undefined,
    ));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void tearDown().finally(() => process.exit(128 + os.constants.signals[signal])));
  }

  try {
    app = await startAppProcess({
      stdio: ['ignore', 2, 2],
      env: { AI_BASE_URL: fakeBase, AI_API_KEY: FAKE_KEY, AI_MODEL: 'bench-model', SEED_DEMO_CONTENT: 'false' },
    });
    const { origin } = app;
    const users = await Promise.all(
      Array.from({ length: Math.ceil(STREAMS / STREAMS_PER_USER) + 1 }, (_, index) => signUp(origin, index)),
    );
    const [soloUser, ...crowd] = users as [string, ...string[]];

    // Warm-up, so the measured rounds do not include JIT compilation or first database work.
    await providerFirstToken(fakeBase);
    await appFirstToken(origin, soloUser);

    const provider: number[] = [];
    const throughApp: number[] = [];
    for (let round = 0; round < count; round += 1) {
      provider.push(await providerFirstToken(fakeBase));
      throughApp.push(await appFirstToken(origin, soloUser));
    }

    const idleRss = appRss();
    let peakRss = idleRss ?? 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, appRss() ?? 0);
    }, MEMORY_SAMPLE_MS);
    const concurrent = await Promise.all(
      Array.from({ length: STREAMS }, (_, index) => appFirstToken(origin, crowd[index % crowd.length]!)),
    );
    clearInterval(sampler);

    const providerMedian = percentile(provider, 0.5);
    const appMedian = percentile(throughApp, 0.5);
    const lines = [
      `Streaming: fake provider with a ${FIRST_CHUNK_MS} ms first-chunk delay and ${CHUNK_MS} ms between chunks; ` +
        `${count} sequential rounds; Node ${process.version}, ${os.availableParallelism()} CPUs`,
      '',
      `time to first token, provider direct (median)     ${ms(providerMedian)}`,
      `time to first token, through the app (median)     ${ms(appMedian)}   p95 ${ms(percentile(throughApp, 0.95))}`,
      `  added by the app                                 ${ms(appMedian - providerMedian)}   ratio ${(appMedian / providerMedian).toFixed(2)}×`,
      `time to first token, ${STREAMS} streams at once (median)  ${ms(percentile(concurrent, 0.5))}   p95 ${ms(percentile(concurrent, 0.95))}`,
    ];
    if (idleRss !== undefined) {
      lines.push(
        `app memory (RSS): idle ${mib(idleRss)}, peak with ${STREAMS} streams ${mib(peakRss)}, ` +
          `delta ${mib(peakRss - idleRss)} (${((peakRss - idleRss) / STREAMS / 1024).toFixed(0)} KiB per stream)`,
      );
    } else {
      lines.push('app memory: not measured (needs Linux /proc)');
    }
    console.log(lines.join('\n'));
  } finally {
    await tearDown();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`Streaming benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
