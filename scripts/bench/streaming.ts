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
import os from 'node:os';
import { fakeOpenAI } from '../../tests/mocks/openai.ts';
import {
  benchRounds,
  followGeneration,
  ms,
  percentile,
  serveHandlers,
  signUp,
  sseData,
  trpcMutation,
} from '../lib/ai-bench.ts';
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

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

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

/** Through the app: ms from asking for a generation to the first delta on its stream; reads to the end. */
async function appFirstToken(origin: string, cookie: string): Promise<number> {
  const sent = performance.now();
  const { data } = await trpcMutation<{ generationId: string }>(
    origin,
    'ai.start',
    { request: { kind: 'linkedin_post', inputs: { topic: 'Clear writing' } } },
    cookie,
  );
  const response = await followGeneration(origin, cookie, data.generationId);
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
  const count = benchRounds(DEFAULT_ROUNDS);
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
