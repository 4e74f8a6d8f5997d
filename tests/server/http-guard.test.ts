import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { type GuardOptions, guardedFetch } from '../../server/src/lib/http-guard.ts';

const servers: (Server | TlsServer)[] = [];

/** A real HTTP server on 127.0.0.1 (msw does not see undici's own connections). */
async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A self-signed certificate for 127.0.0.1, made for this run. */
function certificateFor127(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'http-guard-tls-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real HTTPS server on 127.0.0.1, with a certificate this process trusts (see the https tests). */
async function serveTls(credentials: { key: string; cert: string }, handler: RequestListener): Promise<string> {
  const server = createTlsServer(credentials, handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server that records what reached it and answers with `answer`. */
async function recordingServer(answer: RequestListener = (_req, res) => res.end('ok')) {
  const seen: SeenRequest[] = [];
  const url = await serve((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      answer(req, res);
    });
  });
  return { url, seen };
}

function redirectTo(location: string, status = 302): RequestListener {
  return (_req, res) => {
    res.writeHead(status, { location });
    res.end();
  };
}

async function refusal(url: string, options: GuardOptions = {}) {
  return guardedFetch({ url }, options).then(
    () => ({ code: 'none', detail: 'the request was sent' }),
    (error: { appCode?: string; detail?: string }) => ({ code: error.appCode, detail: error.detail }),
  );
}

const LOOPBACK: GuardOptions = { allowLoopback: true };

describe('refused URLs', () => {
  it.each([
    ['http://127.0.0.1', 'address 127.0.0.1 is loopback'],
    ['http://localhost', 'host localhost resolves to 127.0.0.1, which is loopback'],
    ['http://0.0.0.0', 'address 0.0.0.0 is unspecified'],
    ['http://0', 'address 0.0.0.0 is unspecified'],
    ['http://[::]', 'address :: is unspecified'],
    ['http://[::1]', 'address ::1 is loopback'],
    ['http://[::ffff:127.0.0.1]', 'address ::ffff:7f00:1 is IPv4-mapped IPv6'],
    ['http://[::ffff:10.0.0.1]/', 'address ::ffff:a00:1 is IPv4-mapped IPv6'],
    ['http://169.254.169.254/latest/meta-data/', 'address 169.254.169.254 is link-local'],
    ['http://[fe80::1]', 'address fe80::1 is link-local'],
    ['http://10.0.0.1', 'address 10.0.0.1 is private'],
    ['http://172.16.5.4', 'address 172.16.5.4 is private'],
    ['https://192.168.1.1:8443/admin', 'address 192.168.1.1 is private'],
    ['http://100.64.0.1', 'address 100.64.0.1 is shared address space (CGNAT)'],
    ['http://[fd00::1]', 'address fd00::1 is unique-local'],
    ['http://224.0.0.1', 'address 224.0.0.1 is multicast'],
    ['http://255.255.255.255', 'address 255.255.255.255 is broadcast'],
    ['http://240.0.0.1', 'address 240.0.0.1 is reserved'],
    ['http://[2002:7f00:1::]', 'address 2002:7f00:1:: is special-purpose (6to4)'],
    ['http://[64:ff9b::a00:1]', 'address 64:ff9b::a00:1 is special-purpose (rfc6052)'],
    ['http://[::127.0.0.1]', 'address ::7f00:1 is outside global unicast (2000::/3)'],
    ['http://[::10.0.0.1]', 'address ::a00:1 is outside global unicast (2000::/3)'],
    ['http://[fec0::1]', 'address fec0::1 is special-purpose (deprecatedSiteLocal)'],
    ['http://[64:ff9b::10.0.0.1]', 'address 64:ff9b::a00:1 is special-purpose (rfc6052)'],
    ['http://[64:ff9b:1::a00:1]', 'address 64:ff9b:1::a00:1 is special-purpose (rfc6052)'],
    ['http://[2002:a00:1::1]', 'address 2002:a00:1::1 is special-purpose (6to4)'],
    ['http://[2001::1]', 'address 2001::1 is special-purpose (teredo)'],
    ['http://[2001:db8::1]', 'address 2001:db8::1 is reserved'],
    ['http://[100::1]', 'address 100::1 is special-purpose (discard)'],
    ['http://[4000::1]', 'address 4000::1 is outside global unicast (2000::/3)'],
    ['http://[fe00::1]', 'address fe00::1 is outside global unicast (2000::/3)'],
    ['http://[ff02::1]', 'address ff02::1 is multicast'],
    ['http://192.0.0.9', 'address 192.0.0.9 is reserved'],
    ['http://198.18.0.1', 'address 198.18.0.1 is reserved'],
    ['http://2130706433', 'address 127.0.0.1 is loopback'],
    ['http://0x7f000001', 'address 127.0.0.1 is loopback'],
    ['http://127.1', 'address 127.0.0.1 is loopback'],
    ['http://0177.0.0.1', 'address 127.0.0.1 is loopback'],
    ['http://017700000001/', 'address 127.0.0.1 is loopback'],
    ['http://0xa.0.0.1', 'address 10.0.0.1 is private'],
    ['file:///etc/passwd', 'scheme file is not allowed (only http and https)'],
    ['gopher://x', 'scheme gopher is not allowed (only http and https)'],
    ['ftp://example.com/file', 'scheme ftp is not allowed (only http and https)'],
    ['not a url', '"not a url" is not a valid URL'],
  ])('refuses %s', async (url, detail) => {
    expect(await refusal(url)).toEqual({ code: 'URL_REFUSED', detail });
  });

  it('allows loopback only, never other private ranges, when loopback is allowed', async () => {
    expect(await refusal('http://10.0.0.1', LOOPBACK)).toEqual({
      code: 'URL_REFUSED',
      detail: 'address 10.0.0.1 is private',
    });
    expect(await refusal('http://[::ffff:127.0.0.1]', LOOPBACK)).toEqual({
      code: 'URL_REFUSED',
      detail: 'address ::ffff:7f00:1 is IPv4-mapped IPv6',
    });
    expect(await refusal('http://169.254.169.254', LOOPBACK)).toMatchObject({ code: 'URL_REFUSED' });
  });

  it('refuses a host name when any of its addresses is not public', async () => {
    const lookup = async () => ['93.184.215.14', '10.1.2.3'];
    expect(await refusal('https://internal.example.com/hook', { lookup })).toEqual({
      code: 'URL_REFUSED',
      detail: 'host internal.example.com resolves to 10.1.2.3, which is private',
    });
    const metadata = async () => ['169.254.169.254'];
    expect(await refusal('http://metadata.example.com', { lookup: metadata })).toEqual({
      code: 'URL_REFUSED',
      detail: 'host metadata.example.com resolves to 169.254.169.254, which is link-local',
    });
  });

  it('fails when a host name does not resolve', async () => {
    const lookup = async (): Promise<string[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await refusal('https://nowhere.example.com', { lookup })).toEqual({
      code: 'OUTBOUND_FAILED',
      detail: 'host nowhere.example.com could not be resolved',
    });
  });
});

describe('allowed requests', () => {
  it('answers with status, headers, body and the final URL', async () => {
    const { url, seen } = await recordingServer((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-trace': 'abc' });
      res.end(JSON.stringify({ ok: true, text: 'héllo' }));
    });
    const answer = await guardedFetch(
      { url: `${url}/hook?x=1`, method: 'post', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' },
      LOOPBACK,
    );
    expect(answer.status).toBe(201);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'x-trace': 'abc' });
    expect(answer.json()).toEqual({ ok: true, text: 'héllo' });
    expect(answer.text()).toBe('{"ok":true,"text":"héllo"}');
    expect(answer.url).toBe(`${url}/hook?x=1`);
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/hook?x=1',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    ]);
  });

  it('connects to the checked address and keeps the host name in the Host header', async () => {
    const { url, seen } = await recordingServer();
    const port = new URL(url).port;
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      return ['127.0.0.1'];
    };
    const answer = await guardedFetch({ url: `http://api.partner.example:${port}/v1` }, { ...LOOPBACK, lookup });
    expect(answer.text()).toBe('ok');
    expect(seen[0]?.headers.host).toBe(`api.partner.example:${port}`);
    // Resolved once and pinned: the connection did not ask DNS a second time.
    expect(asked).toEqual(['api.partner.example']);
  });

  it('rethrows the caller’s abort reason', async () => {
    const controller = new AbortController();
    const reason = new Error('user left');
    // The caller leaves while the request is with the server, which never answers.
    const url = await serve(() => controller.abort(reason));
    const pending = guardedFetch({ url }, { ...LOOPBACK, signal: controller.signal });
    await expect(pending).rejects.toBe(reason);
  });
});

describe('redirects', () => {
  it('checks every redirect target again', async () => {
    const { url } = await recordingServer(redirectTo('http://10.0.0.1/'));
    expect(await refusal(url, LOOPBACK)).toEqual({ code: 'URL_REFUSED', detail: 'address 10.0.0.1 is private' });

    const toName = await serve(redirectTo('http://metadata.internal/latest'));
    const lookup = async () => ['169.254.169.254'];
    expect(await refusal(toName, { ...LOOPBACK, lookup })).toEqual({
      code: 'URL_REFUSED',
      detail: 'host metadata.internal resolves to 169.254.169.254, which is link-local',
    });
  });

  it('follows at most 5 redirects', async () => {
    // /hop/<step>/<last> redirects to the next step until the last one answers.
    const chain = await serve((req, res) => {
      const [step, last] = (req.url ?? '').split('/').slice(2).map(Number);
      if (step === undefined || last === undefined || step >= last) res.end(`arrived after ${step}`);
      else redirectTo(`/hop/${step + 1}/${last}`, 307)(req, res);
    });
    const five = await guardedFetch({ url: `${chain}/hop/0/5` }, LOOPBACK);
    expect(five.text()).toBe('arrived after 5');
    expect(five.url).toBe(`${chain}/hop/5/5`);
    expect(await refusal(`${chain}/hop/0/6`, LOOPBACK)).toEqual({
      code: 'OUTBOUND_FAILED',
      detail: 'more than 5 redirects',
    });
    expect(await refusal(`${chain}/hop/0/2`, { ...LOOPBACK, maxRedirects: 1 })).toEqual({
      code: 'OUTBOUND_FAILED',
      detail: 'more than 1 redirects',
    });
  });

  it('drops Authorization and Cookie when the redirect changes host, keeps them on the same origin', async () => {
    const other = await recordingServer();
    const otherPort = new URL(other.url).port;
    const same = await recordingServer();
    const first = await serve((req, res) => {
      const location = req.url === '/same' ? `${same.url}/x` : `http://localhost:${otherPort}/landing`;
      redirectTo(location, 307)(req, res);
    });
    const headers = { Authorization: 'Bearer s3cret', Cookie: 'sid=1', 'X-Trace': 't-1' };
    const lookup = async () => ['127.0.0.1'];

    await guardedFetch({ url: `${first}/other`, headers }, { ...LOOPBACK, lookup });
    expect(other.seen[0]?.headers).toMatchObject({ host: `localhost:${otherPort}`, 'x-trace': 't-1' });
    expect(other.seen[0]?.headers.authorization).toBeUndefined();
    expect(other.seen[0]?.headers.cookie).toBeUndefined();

    const sameOrigin = await serve((req, res) => {
      if (req.url === '/start') redirectTo('/end', 307)(req, res);
      else res.end(req.headers.authorization ?? 'none');
    });
    expect((await guardedFetch({ url: `${sameOrigin}/start`, headers }, LOOPBACK)).text()).toBe('Bearer s3cret');
  });

  it('drops the caller’s sensitive headers, whatever their case, when the redirect changes origin', async () => {
    const other = await recordingServer();
    const sameOrigin = await recordingServer((req, res) => {
      if (req.url === '/start') redirectTo('/end', 307)(req, res);
      else if (req.url === '/leave') redirectTo(`${other.url}/landing`, 307)(req, res);
      else res.end('ok');
    });
    const headers = { 'X-Api-Key': 'key-123', 'X-Trace': 't-1' };
    const options = { ...LOOPBACK, sensitiveHeaders: ['X-API-KEY'] };

    // Another port is another origin, even on the same address.
    await guardedFetch({ url: `${sameOrigin.url}/leave`, headers }, options);
    expect(
      other.seen.map((request) => [request.url, request.headers['x-api-key'], request.headers['x-trace']]),
    ).toEqual([['/landing', undefined, 't-1']]);

    await guardedFetch({ url: `${sameOrigin.url}/start`, headers }, options);
    expect(sameOrigin.seen.map((request) => [request.url, request.headers['x-api-key']])).toEqual([
      ['/leave', 'key-123'],
      ['/start', 'key-123'],
      ['/end', 'key-123'],
    ]);

    // Without the option the header is an ordinary one, and goes on.
    await guardedFetch({ url: `${sameOrigin.url}/leave`, headers }, LOOPBACK);
    expect(other.seen.at(-1)?.headers['x-api-key']).toBe('key-123');
  });

  it('turns 303, and 301/302 after POST, into a GET without body; 307 keeps method and body', async () => {
    const target = await recordingServer();
    for (const status of [303, 302, 301, 307]) {
      const start = await serve(redirectTo(`${target.url}/after-${status}`, status));
      await guardedFetch(
        { url: start, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"n":1}' },
        LOOPBACK,
      );
    }
    expect(target.seen.map(({ method, url, body, headers }) => [method, url, body, headers['content-type']])).toEqual([
      ['GET', '/after-303', '', undefined],
      ['GET', '/after-302', '', undefined],
      ['GET', '/after-301', '', undefined],
      ['POST', '/after-307', '{"n":1}', 'application/json'],
    ]);
  });
});

describe('https', () => {
  let credentials: { key: string; cert: string };
  const trustedBefore = getCACertificates('default');
  beforeAll(() => {
    credentials = certificateFor127();
    setDefaultCACertificates([...trustedBefore, credentials.cert]);
  });
  afterAll(() => setDefaultCACertificates(trustedBefore));

  it('follows a redirect from https to https, and refuses one from https to http without calling it', async () => {
    const plain = await recordingServer();
    const secure = await serveTls(credentials, (req, res) => {
      if (req.url === '/secure') redirectTo('/arrived', 302)(req, res);
      else if (req.url === '/downgrade') redirectTo(`${plain.url}/landing`, 302)(req, res);
      else res.end(`arrived at ${req.url}`);
    });

    const followed = await guardedFetch({ url: `${secure}/secure` }, LOOPBACK);
    expect([followed.url, followed.text()]).toEqual([`${secure}/arrived`, 'arrived at /arrived']);

    expect(await refusal(`${secure}/downgrade`, LOOPBACK)).toEqual({
      code: 'URL_REFUSED',
      detail: `a redirect from https to http is not allowed (to ${new URL(plain.url).host})`,
    });
    expect(plain.seen).toEqual([]);
  });
});

describe('limits', () => {
  it('fails on an answer over the size cap, announced or streamed', async () => {
    const announced = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '2000' });
      res.end('x'.repeat(2000));
    });
    const streamed = await serve((_req, res) => {
      res.write('x'.repeat(800));
      res.write('x'.repeat(800));
      res.end();
    });
    const cap = { ...LOOPBACK, maxResponseBytes: 1000 };
    const tooLarge = { code: 'OUTBOUND_FAILED', detail: 'the answer is larger than 1000 bytes' };
    expect(await refusal(announced, cap)).toEqual(tooLarge);
    expect(await refusal(streamed, cap)).toEqual(tooLarge);
    expect((await guardedFetch({ url: streamed }, { ...LOOPBACK, maxResponseBytes: 1600 })).body.length).toBe(1600);
  });

  it('gives up on a server that never answers', async () => {
    const silent = await serve(() => {});
    expect(await refusal(silent, { ...LOOPBACK, totalTimeoutMs: 200 })).toEqual({
      code: 'OUTBOUND_FAILED',
      detail: 'no answer within 0.2 s',
    });
    expect(await refusal(silent, { ...LOOPBACK, headersTimeoutMs: 150, totalTimeoutMs: 5000 })).toEqual({
      code: 'OUTBOUND_FAILED',
      detail: 'no answer within 0.15 s',
    });
  });

  it('fails on a server that stops halfway', async () => {
    const stalls = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('partial');
    });
    expect(await refusal(stalls, { ...LOOPBACK, totalTimeoutMs: 300 })).toEqual({
      code: 'OUTBOUND_FAILED',
      detail: 'no answer within 0.3 s',
    });
  });

  it('fails on a closed port as a network error', async () => {
    const url = await serve(() => {});
    const server = servers.pop();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    expect(await refusal(url, LOOPBACK)).toEqual({
      code: 'OUTBOUND_FAILED',
      detail: `request to ${new URL(url).host} failed: ECONNREFUSED`,
    });
  });
});

describe('OUTBOUND_ALLOW_LOOPBACK', () => {
  it('is off by default, may be on in development, and is refused in production', () => {
    expect(loadConfig({})).toMatchObject({ ok: true, config: { outboundAllowLoopback: false } });
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'true' })).toMatchObject({
      ok: true,
      config: { outboundAllowLoopback: true },
    });
    expect(loadConfig({ NODE_ENV: 'production', OUTBOUND_ALLOW_LOOPBACK: 'true' })).toEqual({
      ok: false,
      problems: ['OUTBOUND_ALLOW_LOOPBACK: must be false in production (it lets outbound calls reach this machine)'],
    });
  });
});
