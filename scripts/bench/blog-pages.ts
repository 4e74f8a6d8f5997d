/**
 * `npm run bench`: the public blog pages (issue 17). Requests per second and p99 of an article page
 * and the blog index at 64 connections (accepting gzip, as browsers do), as ratios against a bare
 * node:http server in the same run (goal: at least 0.5× with p99 under 25 ms), and the bytes an
 * article page loads before it is usable: its script, the chunks it preloads and its styles,
 * compressed as served (goal: 150 KB).
 */
import http from 'node:http';
import {
  describeRun,
  durationSeconds,
  formatTable,
  type Measurement,
  measure,
  ratio,
  runBenchmark,
  withBaselineAndApp,
} from '../lib/http-bench.ts';

const CONNECTIONS = 64;
const P99_GOAL_MS = 25;
const RATIO_GOAL = 0.5;
const BYTES_GOAL = 150 * 1024;

/** The body as it crossed the wire (gzip when the server compressed it), and its status. */
function fetchRaw(url: string): Promise<{ status: number; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The first English article the demo content lists on the blog index. */
async function firstArticlePath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/blog`)).text();
  const path = /href="(\/[^/"?]+\/[^/"?]+\/[^/"?]+\/en\/[^/"?]+)"/.exec(html)?.[1];
  if (!path) throw new Error('The blog index lists no English article (is the demo content seeded?).');
  return path;
}

/** Script, preloaded chunks and styles of a page, each fetched compressed as a browser would. */
async function pageAssetBytes(origin: string, path: string): Promise<{ files: number; bytes: number }> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1] ?? '');
  for (const match of html.matchAll(/<link[^>]*\brel="(?:stylesheet|modulepreload)"[^>]*\bhref="([^"]+)"/g)) {
    urls.add(match[1] ?? '');
  }
  let bytes = 0;
  for (const url of urls) {
    const answer = await fetchRaw(`${origin}${url}`);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}.`);
    bytes += answer.bytes.length;
  }
  return { files: urls.size, bytes };
}

function verdict(measurement: Measurement, baseline: Measurement): string {
  const times = measurement.requestsPerSecond / baseline.requestsPerSecond;
  const ok = times >= RATIO_GOAL && measurement.p99Ms < P99_GOAL_MS;
  return `${measurement.name}: ${ratio(measurement.requestsPerSecond, baseline.requestsPerSecond)} of baseline, p99 ${measurement.p99Ms} ms (goal ≥ ${RATIO_GOAL}× and < ${P99_GOAL_MS} ms: ${ok ? 'met' : 'not met'})`;
}

async function main(): Promise<void> {
  const seconds = durationSeconds();
  await withBaselineAndApp(async ({ helloUrl, appOrigin }) => {
    const articlePath = await firstArticlePath(appOrigin);
    const baseline = await measure({ name: 'node:http hello (baseline)', url: helloUrl }, seconds, CONNECTIONS);
    // Pages are asked for as browsers and CDNs ask: accepting gzip.
    const headers = { 'accept-encoding': 'gzip' };
    const measurements = [
      await measure(
        { name: `article page ${articlePath}`, url: `${appOrigin}${articlePath}`, headers },
        seconds,
        CONNECTIONS,
      ),
      await measure({ name: 'blog index /blog', url: `${appOrigin}/blog`, headers }, seconds, CONNECTIONS),
    ];
    const assets = await pageAssetBytes(appOrigin, articlePath);
    const kilobytes = (assets.bytes / 1024).toFixed(1);
    console.log(
      [
        describeRun(seconds, CONNECTIONS),
        '',
        formatTable(baseline, measurements),
        '',
        ...measurements.map((measurement) => verdict(measurement, baseline)),
        `article page loads ${kilobytes} KB of script and styles in ${assets.files} files, compressed (goal ≤ ${BYTES_GOAL / 1024} KB: ${assets.bytes <= BYTES_GOAL ? 'met' : 'not met'})`,
      ].join('\n'),
    );
  });
}

await runBenchmark(main);
