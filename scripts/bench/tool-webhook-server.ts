/**
 * The tool webhook of `node scripts/bench/tools.ts`: reads the request body and answers a small
 * JSON result at once, as an automation service's quickest answer would, so the bench measures
 * the app's work around a tool run rather than the webhook's.
 *
 * Usage: `node scripts/bench/tool-webhook-server.ts [port]` (or PORT in the environment).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const port = Number(process.argv[2] ?? process.env.PORT ?? 0);
// Loopback only: a benchmark target has no business being reachable from the network.
const host = '127.0.0.1';
const ANSWER = JSON.stringify({ success: true, data: { score: 72.4, level: 'Fairly easy', words: 17 } });

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(ANSWER);
  });
});

server.listen(port, host, () => {
  const { port: actualPort } = server.address() as AddressInfo;
  console.log(`tool webhook listening on http://${host}:${actualPort}`);
});

process.once('SIGTERM', () => server.close(() => process.exit(0)));
