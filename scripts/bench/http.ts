/**
 * `npm run bench`: HTTP throughput and tail latency of the app's cheapest routes, reported
 * relative to a bare node:http server measured in the same run. Raw requests/s depend on the
 * machine; the ratios show what the app's own stack (Express, middleware, database) costs.
 *
 * Both servers run as child processes so that autocannon, in this process, never competes with
 * them for an event loop. BENCH_DURATION sets the seconds measured per target (default 5).
 */
import os from 'node:os';
import { freePort, LOOPBACK, startAppProcess, startNode, stopProcess, waitUntilReady } from '../lib/app-process.ts';
import { ensureClientBuild } from '../lib/client-build.ts';
import {
  describeRun,
  durationSeconds,
  formatTable,
  type Measurement,
  measure,
  type Target,
} from '../lib/http-bench.ts';

const CONNECTIONS = 10;

async function main(): Promise<void> {
  const seconds = durationSeconds();
  ensureClientBuild();

  const helloPort = await freePort();
  // Server logs go to stderr so they never split the report.
  const hello = startNode('scripts/bench/hello-server.ts', { PATH: process.env.PATH, PORT: String(helloPort) }, [
    'ignore',
    2,
    2,
  ]);
  const helloUrl = `http://${LOOPBACK}:${helloPort}/`;
  let app: Awaited<ReturnType<typeof startAppProcess>> | undefined;

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
    const baseline = await measure({ name: 'node:http hello (baseline)', url: helloUrl }, seconds, CONNECTIONS);
    const targets: Target[] = [
      { name: 'home page /', url: `${app.origin}/` },
      { name: 'tRPC system.info', url: `${app.origin}/trpc/system.info` },
      { name: '/healthz', url: `${app.origin}/healthz` },
    ];
    const measurements: Measurement[] = [];
    // One target at a time: on two cores, concurrent runs would measure each other.
    for (const target of targets) measurements.push(await measure(target, seconds, CONNECTIONS));

    console.log(`${describeRun(seconds, CONNECTIONS)}\n\n${formatTable(baseline, measurements)}`);
  } finally {
    await tearDown();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
