/**
 * The baseline of `npm run bench`: the least work a Node HTTP server can do per request. The app's
 * numbers are reported relative to this one, measured in the same run, because ratios carry over
 * between machines and raw requests/s do not.
 *
 * Usage: `node scripts/bench/hello-server.ts [port]` (or PORT in the environment).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const port = Number(process.argv[2] ?? process.env.PORT ?? 0);
// Loopback only: a benchmark target has no business being reachable from the network.
const host = '127.0.0.1';

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/plain' });
  res.end('hello');
});

server.listen(port, host, () => {
  const { port: actualPort } = server.address() as AddressInfo;
  console.log(`hello server listening on http://${host}:${actualPort}`);
});

// Exit promptly and cleanly when the bench runner is done with us.
process.once('SIGTERM', () => server.close(() => process.exit(0)));
