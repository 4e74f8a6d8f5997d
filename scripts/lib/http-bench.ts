/**
 * What the HTTP benchmarks share: a target measured with autocannon after a warm-up, and a table
 * of requests per second and p99 latency as ratios against a baseline taken in the same run.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import {
  type AppProcess,
  freePort,
  LOOPBACK,
  startAppProcess,
  startNode,
  stopProcess,
  waitUntilReady,
} from './app-process.ts';
import { ensureClientBuild } from './client-build.ts';

/** Long enough for V8 to optimise the hot paths, so the measured run does not include JIT time. */
const WARMUP_SECONDS = 1;
const DEFAULT_DURATION_SECONDS = 5;

export interface Target {
  name: string;
  url: string;
  /** Request headers, e.g. the `Accept-Encoding` every browser and CDN sends. */
  headers?: Record<string, string>;
  /** A POST sends this body with every request (GET, without a body, by default). */
  body?: string;
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
}

export function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION ?? String(DEFAULT_DURATION_SECONDS);
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_DURATION must be a positive number of seconds, not "${raw}".`);
  }
  return seconds;
}

/** Numbers from failed requests would describe the error path, not the route, so they abort the run. */
function assertAllSucceeded(target: Target, result: autocannon.Result): void {
  const { total } = result.requests;
  if (total === 0 || result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${target.name} (${target.url}): ${total} responses, ${result.non2xx} non-2xx, ${result.errors} errors.`,
    );
  }
}

export async function measure(target: Target, seconds: number, connections: number): Promise<Measurement> {
  const options = {
    url: target.url,
    connections,
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { method: 'POST' as const, body: target.body }),
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  assertAllSucceeded(target, result);
  return { name: target.name, requestsPerSecond: result.requests.mean, p99Ms: result.latency.p99 };
}

/**
 * Two significant digits below 1× (0.032×, 0.33×), one decimal above (21.0×), so small ratios
 * do not round to 0.0. autocannon records whole milliseconds, so a 0 ms baseline p99 has no ratio.
 */
export function ratio(value: number, baseline: number): string {
  if (baseline <= 0) return 'n/a';
  const times = value / baseline;
  return `${times < 1 ? times.toPrecision(2) : times.toFixed(1)}×`;
}

export function formatTable(baseline: Measurement, measurements: Measurement[]): string {
  const header = ['target', 'req/s (mean)', 'p99 (ms)', 'req/s vs baseline', 'p99 vs baseline'];
  const cells = (m: Measurement, isBaseline: boolean) => [
    m.name,
    Math.round(m.requestsPerSecond).toLocaleString('en-US'),
    String(m.p99Ms),
    isBaseline ? '—' : ratio(m.requestsPerSecond, baseline.requestsPerSecond),
    isBaseline ? '—' : ratio(m.p99Ms, baseline.p99Ms),
  ];
  const rows = [header, cells(baseline, true), ...measurements.map((m) => cells(m, false))];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  // Names read best left-aligned, numbers right-aligned so their digits line up.
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('   ');
  const rule = widths.map((width) => '─'.repeat(width)).join('   ');
  // Rules set the baseline apart from the three ratio lines below it.
  const [headerRow, baselineRow, ...ratioRows] = rows.map(line);
  return [headerRow, rule, baselineRow, rule, ...ratioRows].join('\n');
}

export function describeRun(seconds: number, connections: number): string {
  return (
    `${connections} connections, ${seconds} s per target after a ${WARMUP_SECONDS} s warm-up, ` +
    `Node ${process.version}, ${os.availableParallelism()} CPUs`
  );
}

/**
 * Starts the bare node:http baseline and the production app (a fresh embedded database with the
 * demo content), runs `bench` against them, and stops both, on Ctrl-C as well.
 */
export async function withBaselineAndApp<T>(
  bench: (servers: { helloUrl: string; appOrigin: string }) => Promise<T>,
): Promise<T> {
  ensureClientBuild();
  const helloPort = await freePort();
  // Server logs go to stderr so they never split the report.
  const hello = startNode('scripts/bench/hello-server.ts', { PATH: process.env.PATH, PORT: String(helloPort) }, [
    'ignore',
    2,
    2,
  ]);
  const helloUrl = `http://${LOOPBACK}:${helloPort}/`;
  let app: AppProcess | undefined;
  // Shared by the normal path and the signal handlers, so teardown runs once whichever comes first.
  let teardown: Promise<void> | undefined;
  const tearDown = () => (teardown ??= Promise.all([stopProcess(hello), app?.stop()]).then(() => undefined));
  // Ctrl-C would otherwise leave the servers and the temporary database behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void tearDown().finally(() => process.exit(128 + os.constants.signals[signal])));
  }
  try {
    [app] = await Promise.all([
      startAppProcess({ stdio: ['ignore', 2, 2] }),
      waitUntilReady('hello server', hello, helloUrl),
    ]);
    return await bench({ helloUrl, appOrigin: app.origin });
  } finally {
    await tearDown();
  }
}

/** Runs a benchmark's main function; a failure is printed and sets the exit code. */
export async function runBenchmark(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
