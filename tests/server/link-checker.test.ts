import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, type LinkCheckOptions } from '../../server/src/lib/link-checker.ts';

/** What reached the local site: method and path of each request, in order. */
const seen: string[] = [];
const servers: Server[] = [];
let site = '';

/** A real HTTP server on 127.0.0.1 (undici's connections bypass msw), answering per path. */
const routes: Record<string, RequestListener> = {
  '/ok': (_req, res) => res.end('fine'),
  '/moved': (_req, res) => {
    res.writeHead(301, { location: '/ok' });
    res.end();
  },
  '/gone': (_req, res) => {
    res.writeHead(404);
    res.end('not here');
  },
  '/get-only': (req, res) => {
    res.writeHead(req.method === 'HEAD' ? 405 : 200);
    res.end(req.method === 'HEAD' ? undefined : 'answered to GET');
  },
  // A page far larger than the guard reads, to HEAD-refusing servers' GET: only its status counts.
  '/huge-get-only': (req, res) => {
    if (req.method === 'HEAD') return void res.writeHead(405).end();
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    // Endless: a checker that read the body would never finish before its time limit.
    const write = () => {
      while (res.write(chunk)) {
        if (res.destroyed) return;
      }
      res.once('drain', write);
    };
    write();
  },
  // Never answers: the checker must give up on its own.
  '/hang': () => undefined,
  '/loop': (_req, res) => {
    res.writeHead(302, { location: '/loop' });
    res.end();
  },
  '/to-metadata': (_req, res) => {
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
  },
};

beforeAll(async () => {
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const route = routes[req.url ?? ''];
    if (route) route(req, res);
    else res.writeHead(500).end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const LOCAL: LinkCheckOptions = { allowLoopback: true, timeoutMs: 2_000 };

async function checkOne(path: string, options: LinkCheckOptions = LOCAL) {
  const [result] = await checkLinks([`${site}${path}`], options);
  return result!;
}

describe('checkLinks', () => {
  it('a 200 is working, with HEAD alone', async () => {
    seen.length = 0;
    expect(await checkOne('/ok')).toMatchObject({ status: 'working', httpStatus: 200, finalUrl: null });
    expect(seen).toEqual(['HEAD /ok']);
  });

  it('301 then 200 is redirected, with where it ends', async () => {
    expect(await checkOne('/moved')).toMatchObject({ status: 'redirected', httpStatus: 200, finalUrl: `${site}/ok` });
  });

  it('a 404 is broken with its HTTP status', async () => {
    expect(await checkOne('/gone')).toMatchObject({ status: 'broken', httpStatus: 404 });
  });

  it('a GET answered with an endless page is working, its body never read', async () => {
    expect(await checkOne('/huge-get-only')).toMatchObject({ status: 'working', httpStatus: 200, finalUrl: null });
  });

  it('405 on HEAD is asked again with GET', async () => {
    seen.length = 0;
    expect(await checkOne('/get-only')).toMatchObject({ status: 'working', httpStatus: 200 });
    expect(seen).toEqual(['HEAD /get-only', 'GET /get-only']);
  });

  it('a server that never answers is timed out after the per-link limit', async () => {
    const started = Date.now();
    expect(await checkOne('/hang', { ...LOCAL, timeoutMs: 300 })).toMatchObject({
      status: 'timed_out',
      httpStatus: null,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('more than 5 redirects is broken', async () => {
    expect(await checkOne('/loop')).toMatchObject({ status: 'broken', httpStatus: null });
  });

  it('a private or metadata address is refused as unsafe without any connection', async () => {
    let lookups = 0;
    const lookup = async () => {
      lookups += 1;
      return ['10.0.0.1'];
    };
    const results = await checkLinks(
      ['http://10.0.0.1/admin', 'http://169.254.169.254/latest/meta-data/', 'http://intranet.example.com/'],
      { timeoutMs: 2_000, lookup },
    );
    expect(results.map((result) => result.status)).toEqual(['unsafe', 'unsafe', 'unsafe']);
    // Only the name needed resolving, and its private answer was refused before connecting.
    expect(lookups).toBe(1);
  });

  it('a redirect to the metadata address is refused as unsafe', async () => {
    seen.length = 0;
    expect(await checkOne('/to-metadata')).toMatchObject({ status: 'unsafe' });
    expect(seen).toEqual(['HEAD /to-metadata']);
  });

  it('loopback itself is unsafe unless allowed', async () => {
    expect(await checkOne('/ok', { timeoutMs: 2_000 })).toMatchObject({ status: 'unsafe' });
  });

  it('a name that does not resolve is broken', async () => {
    const lookup = async (): Promise<string[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect((await checkLinks(['https://no-such-host.example/'], { lookup }))[0]).toMatchObject({ status: 'broken' });
  });

  it('checks several at a time and answers in the order asked', async () => {
    const urls = ['/gone', '/ok', '/moved', '/get-only', '/ok?again'].map((path) => `${site}${path}`);
    routes['/ok?again'] = routes['/ok']!;
    const results = await checkLinks(urls, LOCAL);
    expect(results.map((result) => [result.url, result.status])).toEqual([
      [urls[0], 'broken'],
      [urls[1], 'working'],
      [urls[2], 'redirected'],
      [urls[3], 'working'],
      [urls[4], 'working'],
    ]);
  });
});
