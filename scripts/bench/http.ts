/**
 * `npm run bench`: HTTP throughput and tail latency of the app's cheapest routes, reported
 * relative to a bare node:http server measured in the same run. Raw requests/s depend on the
 * machine; the ratios show what the app's own stack (Express, middleware, database) costs.
 *
 * Both servers run as child processes so that autocannon, in this process, never competes with
 * them for an event loop. BENCH_DURATION sets the seconds measured per target (default 5).
 */
import {
  describeRun,
  durationSeconds,
  formatTable,
  type Measurement,
  measure,
  runBenchmark,
  type Target,
  withBaselineAndApp,
} from '../lib/http-bench.ts';

const CONNECTIONS = 10;

async function main(): Promise<void> {
  const seconds = durationSeconds();
  await withBaselineAndApp(async ({ helloUrl, appOrigin }) => {
    const baseline = await measure({ name: 'node:http hello (baseline)', url: helloUrl }, seconds, CONNECTIONS);
    const targets: Target[] = [
      { name: 'home page /', url: `${appOrigin}/` },
      { name: 'tRPC system.info', url: `${appOrigin}/trpc/system.info` },
      { name: '/healthz', url: `${appOrigin}/healthz` },
    ];
    const measurements: Measurement[] = [];
    // One target at a time: on two cores, concurrent runs would measure each other.
    for (const target of targets) measurements.push(await measure(target, seconds, CONNECTIONS));
    console.log(`${describeRun(seconds, CONNECTIONS)}\n\n${formatTable(baseline, measurements)}`);
  });
}

await runBenchmark(main);
