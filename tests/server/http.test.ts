import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRemovedUrlRules } from '../../server/src/features/removed-urls/service.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  testApp = await createTestApp();
  await addRemovedUrlRules(testApp.deps.db, { rules: ['/old-page', 'Starts with: /legacy/'] });
  server = await listen(testApp.app);
});

afterAll(async () => {
  await server.close();
  await testApp.close();
});

function get(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, { redirect: 'manual', ...init });
}

function bootData(html: string): { status: number } {
  const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('The page has no boot data');
  return JSON.parse(json);
}

describe('health', () => {
  it('/healthz answers 200 while the process is up', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers and migrations are current', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

describe('pages and their HTTP status', () => {
  it('serves the home page with 200, no-cache and the boot data', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(bootData(html).status).toBe(200);
  });

  it.each(['/no-such-page', '/fr/no-such-page', '/en/features', '/features/extra'])(
    'answers 404 with the 404 page for %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<h1>Page Not Found</h1>');
      // The same title as the page the client then renders, so the tab does not change under the reader.
      expect(html).toContain('<title>Page Not Found · Wordloom</title>');
      expect(html).toContain('The page you are looking for does not exist or has been moved.');
      expect(html).toContain('Go to Homepage');
      expect(bootData(html).status).toBe(404);
    },
  );

  it.each(['/old-page', '/old-page/', '/old-page?ref=mail', '/legacy/2019/launch', '/de/old-page'])(
    'answers 410 with the 410 page for the removed URL %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(410);
      const html = await response.text();
      expect(html).toContain('<h1>410 - Gone</h1>');
      expect(html).toContain('Go to Homepage');
      expect(bootData(html).status).toBe(410);
    },
  );

  it.each([
    ['/fr/', 'fr', 'ltr'],
    ['/ar/', 'ar', 'rtl'],
    ['/he/features', 'he', 'rtl'],
    ['/features', 'en', 'ltr'],
  ])('serves %s with lang="%s" and dir="%s"', async (path, lang, dir) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<html lang="${lang}" dir="${dir}">`);
  });

  it('sends /index.html to the home page rather than serving the bare template', async () => {
    const response = await get('/index.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });

  it('caches hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });
});

describe('headers', () => {
  it('sends the strict content security policy', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('gives each request an id, keeping a well-formed incoming one', async () => {
    expect((await get('/healthz', { headers: { 'x-request-id': 'trace-42' } })).headers.get('x-request-id')).toBe(
      'trace-42',
    );
    const generated = (await get('/healthz', { headers: { 'x-request-id': 'bad id!' } })).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses large responses', async () => {
    const response = await get('/trpc/system.info', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
  });
});

describe('tRPC over HTTP', () => {
  it('answers the system query with superjson data', async () => {
    const response = await get('/trpc/system.info');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.result.data.json).toMatchObject({
      languageCount: 27,
      freeWordsAtSignUp: 2000,
      referralBonusWords: 500,
    });
    expect(body.result.data.meta.values.serverTime).toEqual(['Date']);
  });

  it('refuses a cross-site state-changing call before it reaches a procedure', async () => {
    const response = await get('/trpc/system.info', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a state-changing call that is not JSON', async () => {
    const response = await get('/trpc/system.info', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });

  it('reports bad input as a validation error code', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { path: '' } }));
    const response = await get(`/trpc/removedUrls.check?input=${input}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.json.data.appError).toBe('VALIDATION');
    expect(body.error.json.data.zodError.fieldErrors.path).toHaveLength(1);
  });

  it('refuses a body announced larger than 1 MB with 413 before reading it', async () => {
    // 100 MB announced, 2 bytes sent: the answer can only come if the body was never awaited.
    const answer = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      const outgoing = request(`${server.baseUrl}/trpc/auth.requestPasswordReset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
      });
      outgoing.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode, body });
          outgoing.destroy();
        });
      });
      outgoing.on('error', reject);
      outgoing.write('{}');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large: the limit is 1 MB.' },
    });
  });

  it('cuts a streamed body without a length at 1 MB with 413', async () => {
    const chunk = new TextEncoder().encode(`{"json":{"email":"${'a'.repeat(64 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await get('/trpc/auth.requestPasswordReset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    const answer = await response.json();
    expect(answer.error.json.message).toBe('The request body is too large: the limit is 1 MB.');
  });

  it('still takes a body just under the limit', async () => {
    const email = `${'a'.repeat(1000)}@example.com`;
    const response = await get('/trpc/auth.requestPasswordReset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { email, padding: 'x'.repeat(1_000_000) } }),
    });
    expect(response.status).toBe(400);
  });
});
