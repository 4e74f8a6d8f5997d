/**
 * `npm run bench` (after the streaming bench): what the article writer adds to the first thing
 * each of its steps shows. The real app runs as a child process against the tests' fake
 * OpenAI-compatible API served over HTTP in this process, which thinks THINKING_MS before its
 * first streamed piece or its whole JSON answer, like a model.
 *
 * For each step of a session (keywords, titles, outline, article, one section again), measured
 * one at a time, in order, on a new session each round:
 * - through the app: from sending `articleWriter.run` to the first event on the generation's
 *   stream that carries content — the first `delta` of the streamed steps (article, section),
 *   the `done` event of the structured ones (keywords, titles and outline answer all at once);
 * - the provider alone: the very request the app sent it, sent again straight to the fake, to
 *   its first piece of text (streamed) or its whole answer (structured).
 * The difference is the writer's added delay (loading the session, building the request, the
 * start's words hold, the events' trip through the database and the stream; for the structured
 * steps also validating the answer and saving it into the session with the words it cost).
 * Reported as medians, never asserted.
 *
 * BENCH_ROUNDS sets the rounds (default 5); each round signs up its own user (free words).
 * BENCH_DATABASE_URL runs the app on that Postgres database (migrated at start, left in place)
 * instead of a new embedded one, as production does (and a busy machine starts it sooner).
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TKeywordIdea, TKeywordSelectResponse, TOutlineOptions } from '@wordloom/shared/schemas/ai';
import type { TRunWriterStep, WriterSession } from '@wordloom/shared/schemas/article-writer';
import { http } from 'msw';
import { type ChatRequest, fakeOpenAI } from '../../tests/mocks/openai.ts';
import {
  benchRounds,
  followGeneration,
  ms,
  percentile,
  serveHandlers,
  signUp,
  sseData,
  trpcMutation,
  trpcQuery,
} from '../lib/ai-bench.ts';
import { freePort, LOOPBACK, startAppProcess } from '../lib/app-process.ts';
import { runBenchmark } from '../lib/http-bench.ts';

/** How long the fake thinks before its first streamed piece, or before its whole structured answer. */
const THINKING_MS = 200;
const CHUNK_MS = 5;
const WORDS_PER_CHUNK = 4;
const DEFAULT_ROUNDS = 5;
const FAKE_KEY = 'bench-key';
const KEYWORD = 'cold brew coffee';

const STEPS = ['keywords', 'titles', 'outline', 'article', 'section'] as const;
type Step = (typeof STEPS)[number];
/** The steps whose answer streams; the others answer with one validated object. */
const STREAMED: ReadonlySet<Step> = new Set(['article', 'section']);

// ── What the fake writer answers ───────────────────────────────────────────────────────────────

const KEYWORD_IDEAS: TKeywordIdea[] = [
  'how to make cold brew coffee',
  'cold brew coffee ratio',
  'cold brew vs iced coffee',
  'best beans for cold brew',
  'cold brew concentrate',
  'cold brew coffee maker',
  'how long to steep cold brew',
  'cold brew caffeine',
].map((keyword, index) => ({
  keyword,
  intent: index === 5 ? 'transactional' : index === 3 ? 'commercial' : 'informational',
  relevance: `Readers searching “${keyword}” want a practical answer the article can give.`,
}));

const HEADINGS = [
  'What cold brew coffee is',
  'The ratio of coffee to water',
  'Choosing beans and grind',
  'Steeping time and temperature',
  'Filtering and storing',
  'Serving ideas',
];

const KEYWORD_SELECT: TKeywordSelectResponse = {
  titlesAndShortDescription: [
    'Cold Brew Coffee: A Simple Guide for Home',
    'How to Make Cold Brew Coffee Step by Step',
    'Cold Brew Coffee Ratio, Time and Beans',
    'The Beginner’s Guide to Cold Brew Coffee',
    'Cold Brew Coffee Without Special Gear',
  ].map((title) => ({
    title,
    description: `${title}: the ratio, the grind, the steeping time and how to keep cold brew coffee fresh for a week at home.`,
  })),
  articleoutline: HEADINGS,
  promptforbody: 'Practical and friendly, with exact amounts and times.',
  Introduction: 'Cold brew coffee is coffee steeped in cold water for hours instead of brewed with hot water.',
  key_takeaways: ['Use a 1:8 ratio', 'Steep 12 to 18 hours', 'Keep it cold and covered'],
};

const OUTLINES: TOutlineOptions = {
  outlines: ['Step by step', 'For busy mornings'].map((angle) => ({
    angle,
    sections: HEADINGS.map((heading) => ({
      heading,
      points: [`Why ${heading.toLowerCase()} matters`, 'What to do', 'A common mistake'],
    })),
  })),
};

const PARAGRAPH =
  'Cold brew coffee rewards patience more than skill. Measure the coffee, add the water, and leave it alone while time does the work. Taste it before you dilute it, then adjust the next batch.';

/** The article as the writer streams it: title, introduction, key takeaways, the outline's sections, FAQ. */
const ARTICLE_MARKDOWN = [
  `# ${KEYWORD_SELECT.titlesAndShortDescription[0]!.title}`,
  `Cold brew coffee is coffee steeped in cold water for hours. ${PARAGRAPH}`,
  '## Key takeaways',
  KEYWORD_SELECT.key_takeaways.map((line) => `- ${line}`).join('\n'),
  ...HEADINGS.flatMap((heading) => [`## ${heading}`, PARAGRAPH, PARAGRAPH]),
  '## FAQ',
  '### Is cold brew stronger than hot coffee?',
  'It is usually brewed as a concentrate, so it is stronger until you dilute it.',
].join('\n\n');

const SECTION_TEXT = `${PARAGRAPH} Stir once after the first hour so every ground is wet.`;

// ── Measuring ──────────────────────────────────────────────────────────────────────────────────

/** Delays the fake's whole (unstreamed) answers by THINKING_MS, as its streams are delayed; then hands over. */
function thinkBeforeWholeAnswers(chatUrl: string) {
  return http.post(chatUrl, async ({ request }) => {
    const body = (await request.clone().json()) as { stream?: boolean };
    if (body.stream !== true) await sleep(THINKING_MS);
    // Falls through to the fake's own handler.
    return undefined;
  });
}

/** The fake called straight with the request the app sent: ms to its first piece of text, or to its whole answer. */
async function providerTime(chatUrl: string, sent: ChatRequest): Promise<number> {
  const started = performance.now();
  const response = await fetch(chatUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${FAKE_KEY}` },
    body: JSON.stringify({
      model: sent.model,
      stream: sent.stream,
      messages: sent.messages,
      response_format: sent.responseFormat,
      max_tokens: sent.maxTokens,
    }),
  });
  if (!response.ok) throw new Error(`The fake provider answered ${response.status}.`);
  if (!sent.stream) {
    await response.arrayBuffer();
    return performance.now() - started;
  }
  let first = Number.NaN;
  for await (const { data } of sseData(response)) {
    if (Number.isNaN(first) && data.includes('"content":"') && !data.includes('"content":""')) {
      first = performance.now() - started;
    }
  }
  return first;
}

/**
 * Through the app: ms from sending the run to the first event that carries content (a delta
 * for a streamed step, `done` for a structured one). Reads the stream to its end, so the
 * session holds the step's result before the next one starts.
 */
async function appTime(origin: string, cookie: string, run: TRunWriterStep): Promise<number> {
  const started = performance.now();
  const { data } = await trpcMutation<{ generationId: string }>(origin, 'articleWriter.run', run, cookie);
  const response = await followGeneration(origin, cookie, data.generationId);
  let first = Number.NaN;
  let done = false;
  for await (const { id, data: payload } of sseData(response)) {
    if (id === undefined) continue;
    const event = (JSON.parse(payload) as { json: { type: string } }).json;
    if (event.type === 'error' || event.type === 'fallback' || event.type === 'cancelled') {
      throw new Error(`The ${run.run} step did not succeed: ${payload}`);
    }
    if (Number.isNaN(first) && (event.type === 'delta' || event.type === 'done')) first = performance.now() - started;
    if (event.type === 'done') done = true;
  }
  if (!done) throw new Error(`The ${run.run} step's stream closed before it was done.`);
  return first;
}

type Timings = Record<Step, { app: number[]; provider: number[] }>;

/** One session through every step: each step's time through the app, then the provider's for the same request. */
async function oneSession(
  origin: string,
  cookie: string,
  chatUrl: string,
  requests: ChatRequest[],
  setReply: (text: string) => void,
): Promise<Record<Step, { app: number; provider: number }>> {
  const { data: session } = await trpcMutation<WriterSession>(
    origin,
    'articleWriter.sessions.create',
    { keywordForm: { keyword: KEYWORD, country: 'US', language: 'en', contentType: 'Blog Post' } },
    cookie,
  );
  const sessionId = session.id;
  const times = {} as Record<Step, { app: number; provider: number }>;
  for (const step of STEPS) {
    const idempotencyKey = crypto.randomUUID();
    let run: TRunWriterStep;
    if (step === 'section') {
      const written = await trpcQuery<WriterSession>(origin, 'articleWriter.sessions.get', { sessionId }, cookie);
      const section = written.state.generatedArticle?.sections.find((candidate) => candidate.kind === 'section');
      if (!section) throw new Error('The article run left no section to write again.');
      run = { run: 'section', sessionId, sectionId: section.id, note: 'Add a tip', idempotencyKey };
      setReply(SECTION_TEXT);
    } else {
      run = { run: step, sessionId, idempotencyKey };
      setReply(ARTICLE_MARKDOWN);
    }
    const app = await appTime(origin, cookie, run);
    const sent = requests.at(-1);
    if (!sent || sent.stream !== STREAMED.has(step)) throw new Error(`The ${step} step sent no request of its kind.`);
    times[step] = { app, provider: await providerTime(chatUrl, sent) };
  }
  return times;
}

function report(timings: Timings, { rounds, database }: { rounds: number; database: string }): string {
  const header = ['step', 'answer', 'provider (median)', 'through the app (median)', 'added', 'ratio'];
  const rows = STEPS.map((step) => {
    const provider = percentile(timings[step].provider, 0.5);
    const app = percentile(timings[step].app, 0.5);
    return [
      step,
      STREAMED.has(step) ? 'first delta' : 'done (JSON)',
      ms(provider),
      ms(app),
      ms(app - provider),
      `${(app / provider).toFixed(2)}×`,
    ];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ');
  return [
    `Article writer, time to first content per step: fake provider thinking ${THINKING_MS} ms, ` +
      `${CHUNK_MS} ms between chunks; ${rounds} sessions one at a time on ${database}; Node ${process.version}, ` +
      `${os.availableParallelism()} CPUs`,
    '',
    line(header),
    widths.map((width) => '─'.repeat(width)).join('   '),
    ...rows.map(line),
  ].join('\n');
}

async function main(): Promise<void> {
  const rounds = benchRounds(DEFAULT_ROUNDS);
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const fakePort = await freePort();
  const fakeBase = `http://${LOOPBACK}:${fakePort}/v1`;
  const chatUrl = `${fakeBase}/chat/completions`;
  let streamedReply = ARTICLE_MARKDOWN;
  const fake = fakeOpenAI({
    baseUrl: fakeBase,
    apiKey: FAKE_KEY,
    structured: (request) =>
      ({ article_keywords: { keywords: KEYWORD_IDEAS }, article_titles: KEYWORD_SELECT, article_outline: OUTLINES })[
        request.responseFormat?.json_schema?.name ?? ''
      ],
    reply: () => streamedReply,
    firstChunkDelayMs: THINKING_MS,
    chunkDelayMs: CHUNK_MS,
    wordsPerChunk: WORDS_PER_CHUNK,
  });
  const fakeServer = serveHandlers([thinkBeforeWholeAnswers(chatUrl), ...fake.handlers], fakePort).listen(
    fakePort,
    LOOPBACK,
  );
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
      env: {
        AI_BASE_URL: fakeBase,
        AI_API_KEY: FAKE_KEY,
        AI_MODEL: 'bench-model',
        SEED_DEMO_CONTENT: 'false',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    const { origin } = app;
    const setReply = (text: string) => {
      streamedReply = text;
    };
    // Warm-up, so the measured rounds do not include JIT compilation or first database work.
    await oneSession(origin, await signUp(origin, 0), chatUrl, fake.requests, setReply);

    const timings = Object.fromEntries(
      STEPS.map((step) => [step, { app: [] as number[], provider: [] as number[] }]),
    ) as Timings;
    for (let round = 1; round <= rounds; round += 1) {
      const times = await oneSession(origin, await signUp(origin, round), chatUrl, fake.requests, setReply);
      for (const step of STEPS) {
        timings[step].app.push(times[step].app);
        timings[step].provider.push(times[step].provider);
      }
    }
    console.log(report(timings, { rounds, database: databaseUrl ? 'Postgres' : 'embedded PGlite' }));
  } finally {
    await tearDown();
  }
}

await runBenchmark(main);
