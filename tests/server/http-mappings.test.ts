import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type TCreateHttpMappingForm,
  type TCreateHttpRequestForm,
  ZCreateHttpRequest,
} from '@wordloom/shared/schemas/http-mappings';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createHttpRequest,
  executeFirstMapping,
  testHttpRequest,
} from '../../server/src/features/http-mappings/service.ts';
import { RATE_LIMITS } from '../../server/src/features/rate-limits/policies.ts';
import { rateLimit } from '../../server/src/features/rate-limits/service.ts';
import { type Caller, signedInCaller } from '../helpers/callers.ts';
import { httpRequestForm } from '../helpers/http-requests.ts';
import { createTestApp, type TestApp, testConfig } from '../helpers/test-app.ts';

let testApp: TestApp;
let admin: Caller;
let adminId: string;
let member: Caller;

interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The outside endpoint, on loopback: records each request and answers by path. It listens on two
 * ports, which are two origins: `baseUrl` and `otherOriginUrl`.
 */
const seen: SeenRequest[] = [];
const endpoints: Server[] = [];
let baseUrl: string;
let otherOriginUrl: string;

function answerFor(path: string, request: SeenRequest): { status: number; body?: unknown; location?: string } {
  switch (path) {
    case '/to-other-origin':
      return { status: 307, location: `${otherOriginUrl}/echo` };
    case '/to-same-origin':
      return { status: 307, location: '/echo' };
    case '/array':
      return { status: 200, body: [{ ok: 'false', data: { items: [{ text: 'first' }] } }, { ok: true }] };
    case '/object':
      return { status: 200, body: { ok: true, data: { items: [{ text: 'only' }] } } };
    case '/fails':
      return { status: 503, body: { ok: true, error: 'busy' } };
    case '/silent':
      return { status: 0, body: null };
    default:
      return { status: 200, body: { echo: request } };
  }
}

async function listenOnLoopback(): Promise<string> {
  const endpoint = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://endpoint');
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      seen.push(request);
      const answer = answerFor(url.pathname, request);
      if (answer.status === 0) return;
      if (answer.location) {
        res.writeHead(answer.status, { location: answer.location });
        res.end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'x-endpoint': 'fake' });
      res.end(JSON.stringify(answer.body));
    });
  });
  endpoints.push(endpoint);
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  testApp = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  ({ userId: adminId, caller: admin } = await signedInCaller(testApp.deps, { admin: true }));
  ({ caller: member } = await signedInCaller(testApp.deps));
  baseUrl = await listenOnLoopback();
  otherOriginUrl = await listenOnLoopback();
});

afterAll(async () => {
  for (const endpoint of endpoints) {
    endpoint.closeAllConnections();
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  }
  await testApp.close();
});

beforeEach(() => {
  seen.length = 0;
});

let counter = 0;

function requestForm(overrides: Partial<TCreateHttpRequestForm> = {}): TCreateHttpRequestForm {
  counter += 1;
  return httpRequestForm({ name: `Request ${counter}`, endpointUrl: `${baseUrl}/echo`, ...overrides });
}

function mappingForm(requestId: string, overrides: Partial<TCreateHttpMappingForm> = {}): TCreateHttpMappingForm {
  counter += 1;
  return {
    key: `test.mapping_${counter}`,
    requestId,
    description: '',
    samplePayload: '',
    expectedResponseSchema: '',
    responseDisplayMapping: '',
    payloadTransformTemplate: '',
    enabled: true,
    ...overrides,
  };
}

const NO_VARIABLES = {};

function lastSeen(): SeenRequest {
  const request = seen.at(-1);
  if (!request) throw new Error('The endpoint was not called');
  return request;
}

describe('access', () => {
  it('refuses every procedure to a user who is not an admin, and to anonymous callers', async () => {
    const { id } = await admin.httpMappings.createRequest(requestForm());
    const attempts = [
      () => member.httpMappings.listRequests(),
      () => member.httpMappings.getRequest({ id }),
      () => member.httpMappings.createRequest(requestForm()),
      () => member.httpMappings.updateRequest({ id, ...requestForm() }),
      () => member.httpMappings.deleteRequest({ id }),
      () => member.httpMappings.listMappings(),
      () => member.httpMappings.createMapping(mappingForm(id)),
      () => member.httpMappings.testRequest({ requestId: id, formData: '', variables: NO_VARIABLES }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ appCode: 'ADMIN_ONLY' });
    await expect(testApp.caller.httpMappings.listRequests()).rejects.toMatchObject({ appCode: 'UNAUTHENTICATED' });
    expect(await admin.httpMappings.getRequest({ id })).toMatchObject({ id });
  });
});

describe('HTTP requests', () => {
  it('creates, lists, updates and deletes requests, with their mappings', async () => {
    const created = await admin.httpMappings.createRequest(
      requestForm({
        name: 'Post writer',
        description: 'Writes posts',
        httpMethod: 'PUT',
        headers: '{"X-Team": "growth"}',
        fixedParameters: '{"model": "m1"}',
        variableParameters: '{"lang": "{{language}}"}',
        requestBody: '{"text": "{{topic}}"}',
        responseMapping: '{"text": "data.text"}',
        rateLimitPerMinute: 10,
        timeoutSeconds: 5,
      }),
    );
    expect(created).toMatchObject({
      name: 'Post writer',
      description: 'Writes posts',
      httpMethod: 'PUT',
      headers: { 'X-Team': 'growth' },
      authType: 'none',
      hasSecret: false,
      fixedParameters: { model: 'm1' },
      variableParameters: { lang: '{{language}}' },
      requestBody: '{"text": "{{topic}}"}',
      responseMapping: { text: 'data.text' },
      rateLimitPerMinute: 10,
      timeoutSeconds: 5,
      mappingCount: 0,
    });
    await admin.httpMappings.createMapping(mappingForm(created.id));
    const updated = await admin.httpMappings.updateRequest({ ...requestForm({ name: 'Renamed' }), id: created.id });
    expect(updated).toMatchObject({
      name: 'Renamed',
      httpMethod: 'POST',
      headers: {},
      responseMapping: {},
      mappingCount: 1,
    });
    expect((await admin.httpMappings.listRequests()).find((request) => request.id === created.id)?.name).toBe(
      'Renamed',
    );

    await admin.httpMappings.deleteRequest({ id: created.id });
    await expect(admin.httpMappings.getRequest({ id: created.id })).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
    expect((await admin.httpMappings.listMappings()).some((mapping) => mapping.requestId === created.id)).toBe(false);
    await expect(admin.httpMappings.deleteRequest({ id: created.id })).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
  });

  it('refuses invalid input with the rule broken per field', async () => {
    const invalid = requestForm({
      name: ' ',
      endpointUrl: 'ftp://example.com',
      headers: '{"X-Count": 3}',
      fixedParameters: '[1]',
      variableParameters: '{oops',
      authType: 'api_key_header',
      rateLimitPerMinute: 0,
    });
    const error = await admin.httpMappings.createRequest(invalid).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const fieldErrors = (error as { cause: { issues: { path: (string | number)[]; message: string }[] } }).cause.issues
      .map((issue) => `${issue.path[0]}: ${issue.message}`)
      .sort();
    expect(fieldErrors).toEqual([
      'authHeaderName: REQUIRED',
      'authSecret: SECRET_REQUIRED',
      'endpointUrl: URL_INVALID',
      'fixedParameters: JSON_OBJECT_REQUIRED',
      'headers: HEADERS_INVALID',
      'name: REQUIRED',
      'rateLimitPerMinute: RATE_LIMIT_RANGE',
      'variableParameters: JSON_INVALID',
    ]);
  });

  it('stores the secret encrypted, never returns it, and keeps it when an update leaves it empty', async () => {
    const secret = 'tok_live_8f3a9c2d71e4';
    const created = await admin.httpMappings.createRequest(requestForm({ authType: 'bearer', authSecret: secret }));
    expect(created.hasSecret).toBe(true);
    expect(JSON.stringify(created)).not.toContain(secret);
    expect(JSON.stringify(await admin.httpMappings.listRequests())).not.toContain(secret);

    const rows = await sql<{ row: string }>`select row_to_json(r)::text as row from http_requests r`.execute(
      testApp.deps.db,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const { row } of rows.rows) expect(row).not.toContain(secret);
    const stored = await testApp.deps.db
      .selectFrom('httpRequests')
      .select('authSecret')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(testApp.deps.secrets.open(stored.authSecret ?? '', `http_request:${created.id}`)).toBe(secret);
    expect(() => testApp.deps.secrets.open(stored.authSecret ?? '', 'http_request:another')).toThrow();

    await admin.httpMappings.updateRequest({ ...requestForm({ authType: 'bearer', authSecret: '' }), id: created.id });
    await admin.httpMappings.testRequest({ requestId: created.id, formData: '', variables: NO_VARIABLES });
    expect(lastSeen().headers.authorization).toBe(`Bearer ${secret}`);

    await admin.httpMappings.updateRequest({
      ...requestForm({ authType: 'bearer', authSecret: 'new-token' }),
      id: created.id,
    });
    await admin.httpMappings.testRequest({ requestId: created.id, formData: '', variables: NO_VARIABLES });
    expect(lastSeen().headers.authorization).toBe('Bearer new-token');

    const cleared = await admin.httpMappings.updateRequest({ ...requestForm(), id: created.id });
    expect(cleared.hasSecret).toBe(false);
    await expect(
      admin.httpMappings.updateRequest({ ...requestForm({ authType: 'basic', authUsername: 'ada' }), id: created.id }),
    ).rejects.toMatchObject({ appCode: 'VALIDATION', detail: 'SECRET_REQUIRED' });
  });

  it.each([
    {
      auth: { authType: 'bearer', authSecret: 'bearer-secret-1' },
      sent: (request: SeenRequest) => request.headers.authorization,
      expected: 'Bearer bearer-secret-1',
      shown: (headers: Record<string, string>, url: string) => [headers.Authorization, url.includes('?')],
      masked: ['Bearer ••••', false],
    },
    {
      auth: { authType: 'basic', authUsername: 'ada', authSecret: 'basic-secret-2' },
      sent: (request: SeenRequest) => request.headers.authorization,
      expected: `Basic ${Buffer.from('ada:basic-secret-2').toString('base64')}`,
      shown: (headers: Record<string, string>) => [headers.Authorization],
      masked: ['Basic ••••'],
    },
    {
      auth: { authType: 'api_key_header', authHeaderName: 'X-Api-Key', authSecret: 'header-secret-3' },
      sent: (request: SeenRequest) => request.headers['x-api-key'],
      expected: 'header-secret-3',
      shown: (headers: Record<string, string>) => [headers['X-Api-Key']],
      masked: ['••••'],
    },
    {
      auth: { authType: 'api_key_query', authQueryParam: 'api_key', authSecret: 'query-secret-4' },
      sent: (request: SeenRequest) => request.query.api_key,
      expected: 'query-secret-4',
      shown: (_headers: Record<string, string>, url: string) => [url],
      masked: [`${'http://127.0.0.1'}:PORT/echo?api_key=••••`],
    },
  ] as const)(
    'sends $auth.authType authentication and shows it masked',
    async ({ auth, sent, expected, shown, masked }) => {
      const request = await admin.httpMappings.createRequest(requestForm(auth));
      const result = await admin.httpMappings.testRequest({
        requestId: request.id,
        formData: '',
        variables: NO_VARIABLES,
      });
      expect(sent(lastSeen())).toBe(expected);
      const port = new URL(baseUrl).port;
      expect(shown(result.sent.headers, result.sent.url.replace(`:${port}/`, ':PORT/'))).toEqual(masked);
      expect(result.status).toBe(200);
      // The endpoint echoes the request back: the secret is masked there too.
      expect(JSON.stringify(result)).not.toContain(auth.authSecret);
      expect(JSON.stringify(result)).not.toContain(expected);
      expect(JSON.stringify(result.body)).toContain('••••');
    },
  );
});

describe('redirects', () => {
  const where = (request: SeenRequest) => `${request.headers.host}${request.path}`;

  it.each([
    {
      auth: { authType: 'api_key_header', authHeaderName: 'X-Api-Key', authSecret: 'header-secret-5' },
      secretOf: (request: SeenRequest) => request.headers['x-api-key'],
    },
    {
      auth: { authType: 'api_key_query', authQueryParam: 'api_key', authSecret: 'query-secret-6' },
      secretOf: (request: SeenRequest) => request.query.api_key,
    },
    {
      auth: { authType: 'bearer', authSecret: 'bearer-secret-7' },
      secretOf: (request: SeenRequest) => request.headers.authorization,
    },
  ] as const)('does not carry the $auth.authType secret to another origin', async ({ auth, secretOf }) => {
    const request = await admin.httpMappings.createRequest(
      requestForm({ ...auth, endpointUrl: `${baseUrl}/to-other-origin` }),
    );
    const result = await admin.httpMappings.testRequest({
      requestId: request.id,
      formData: '{"topic": "AI"}',
      variables: NO_VARIABLES,
    });
    const [first, second] = seen;
    expect(seen.map(where)).toEqual([
      `${new URL(baseUrl).host}/to-other-origin`,
      `${new URL(otherOriginUrl).host}/echo`,
    ]);
    expect(first && secretOf(first)).toContain(auth.authSecret);
    expect(second && secretOf(second)).toBeUndefined();
    // The rest of the call goes on: a 307 keeps the method and the body.
    expect(second?.method).toBe('POST');
    expect(JSON.parse(second?.body ?? '')).toMatchObject({ topic: 'AI' });
    expect(result.status).toBe(200);
  });

  it('keeps the API key header on a redirect within the endpoint’s origin', async () => {
    const request = await admin.httpMappings.createRequest(
      requestForm({
        authType: 'api_key_header',
        authHeaderName: 'X-Api-Key',
        authSecret: 'header-secret-8',
        endpointUrl: `${baseUrl}/to-same-origin`,
      }),
    );
    await admin.httpMappings.testRequest({ requestId: request.id, formData: '', variables: NO_VARIABLES });
    expect(seen.map((seenRequest) => [seenRequest.path, seenRequest.headers['x-api-key']])).toEqual([
      ['/to-same-origin', 'header-secret-8'],
      ['/echo', 'header-secret-8'],
    ]);
  });
});

describe('mappings', () => {
  it('creates, lists, updates, switches and deletes mappings; keys are unique', async () => {
    const request = await admin.httpMappings.createRequest(requestForm({ name: 'Publisher' }));
    const created = await admin.httpMappings.createMapping(
      mappingForm(request.id, {
        key: 'linkedin.publish_post',
        description: 'Publishes',
        samplePayload: '{"content": "{{content}}"}',
        expectedResponseSchema: '{"type": "object"}',
        responseDisplayMapping: '{"url": "linkedinUrl"}',
      }),
    );
    expect(created).toMatchObject({
      key: 'linkedin.publish_post',
      requestId: request.id,
      requestName: 'Publisher',
      description: 'Publishes',
      samplePayload: { content: '{{content}}' },
      expectedResponseSchema: { type: 'object' },
      responseDisplayMapping: { url: 'linkedinUrl' },
      payloadTransformTemplate: null,
      enabled: true,
      createdBy: adminId,
    });
    await expect(
      admin.httpMappings.createMapping(mappingForm(request.id, { key: 'linkedin.publish_post' })),
    ).rejects.toMatchObject({ appCode: 'VALIDATION', detail: 'KEY_TAKEN' });
    await expect(
      admin.httpMappings.createMapping(mappingForm('00000000-0000-4000-8000-000000000000')),
    ).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
    const other = await admin.httpMappings.createMapping(mappingForm(request.id, { key: 'LinkedinPost_user_publish' }));
    await expect(
      admin.httpMappings.updateMapping({ ...mappingForm(request.id, { key: 'linkedin.publish_post' }), id: other.id }),
    ).rejects.toMatchObject({ appCode: 'VALIDATION', detail: 'KEY_TAKEN' });

    const updated = await admin.httpMappings.updateMapping({
      ...mappingForm(request.id, { key: 'linkedin.publish_post', payloadTransformTemplate: '{"a": 1}' }),
      id: created.id,
    });
    expect(updated).toMatchObject({
      key: 'linkedin.publish_post',
      samplePayload: null,
      payloadTransformTemplate: { a: 1 },
    });
    expect(await admin.httpMappings.setMappingEnabled({ id: created.id, enabled: false })).toMatchObject({
      enabled: false,
    });
    expect((await admin.httpMappings.listMappings()).find((mapping) => mapping.id === created.id)?.enabled).toBe(false);
    expect((await admin.httpMappings.getRequest({ id: request.id })).mappingCount).toBe(2);

    await admin.httpMappings.deleteMapping({ id: created.id });
    expect((await admin.httpMappings.listMappings()).some((mapping) => mapping.id === created.id)).toBe(false);
    await expect(admin.httpMappings.deleteMapping({ id: created.id })).rejects.toMatchObject({ appCode: 'NOT_FOUND' });
  });
});

describe('executeFirstMapping', () => {
  it('fills the transform template from form data and variables, then adds the parameters', async () => {
    const request = await admin.httpMappings.createRequest(
      requestForm({
        headers: '{"X-Team": "growth"}',
        fixedParameters: '{"model": "m1"}',
        variableParameters: '{"lang": "{{language}}", "who": "{{user_id}}"}',
      }),
    );
    const disabled = await admin.httpMappings.createMapping(mappingForm(request.id, { enabled: false }));
    const mapping = await admin.httpMappings.createMapping(
      mappingForm(request.id, {
        payloadTransformTemplate: '{"prompt": "Write about {{topic}}", "count": "{{count}}", "user": "{{user_id}}"}',
      }),
    );
    const result = await executeFirstMapping(testApp.deps, {
      keys: ['no.such.key', disabled.key, mapping.key],
      formData: { topic: 'AI', count: 3, language: 'en' },
      variables: { userId: 'user-1', sessionId: 'session-1' },
    });
    expect(result).toMatchObject({ mappingKey: mapping.key, status: 200, success: true, mapped: null });
    expect(result.headers['x-endpoint']).toBe('fake');
    const sent = lastSeen();
    expect(sent.method).toBe('POST');
    expect(sent.headers).toMatchObject({ 'content-type': 'application/json', 'x-team': 'growth' });
    expect(JSON.parse(sent.body)).toEqual({
      prompt: 'Write about AI',
      count: 3,
      user: 'user-1',
      model: 'm1',
      lang: 'en',
      who: 'user-1',
    });
    expect(result.body).toMatchObject({ echo: { path: '/echo', method: 'POST' } });
  });

  it('sends the form data merged with the variables when the mapping has no template', async () => {
    const request = await admin.httpMappings.createRequest(requestForm());
    const mapping = await admin.httpMappings.createMapping(mappingForm(request.id));
    await executeFirstMapping(testApp.deps, {
      keys: [mapping.key],
      formData: { topic: 'AI', user_id: 'spoofed' },
      variables: { userId: 'user-1', workflowId: 'wf-1', executionContext: 'linkedin' },
    });
    expect(JSON.parse(lastSeen().body)).toEqual({
      topic: 'AI',
      user_id: 'user-1',
      workflow_id: 'wf-1',
      execution_context: 'linkedin',
      mapping_key: mapping.key,
      request_id: request.id,
    });
  });

  it('uses the sample payload as the template when there is no transform template', async () => {
    const request = await admin.httpMappings.createRequest(requestForm());
    const mapping = await admin.httpMappings.createMapping(
      mappingForm(request.id, { samplePayload: '{"postContent": "{{content}}", "visibility": "PUBLIC"}' }),
    );
    await executeFirstMapping(testApp.deps, { keys: [mapping.key], formData: { content: 'Hello' }, variables: {} });
    expect(JSON.parse(lastSeen().body)).toEqual({ postContent: 'Hello', visibility: 'PUBLIC' });
  });

  it('puts the payload and parameters in the query string for GET', async () => {
    const request = await admin.httpMappings.createRequest(
      requestForm({
        httpMethod: 'GET',
        endpointUrl: `${baseUrl}/echo?fixed=yes`,
        fixedParameters: '{"limit": 5}',
        variableParameters: '{"q": "{{topic}}"}',
      }),
    );
    const mapping = await admin.httpMappings.createMapping(
      mappingForm(request.id, { payloadTransformTemplate: '{"topic": "{{topic}}", "tags": "{{tags}}"}' }),
    );
    await executeFirstMapping(testApp.deps, {
      keys: [mapping.key],
      formData: { topic: 'AI', tags: ['a', 'b'] },
      variables: {},
    });
    expect(lastSeen()).toMatchObject({
      method: 'GET',
      body: '',
      query: { fixed: 'yes', topic: 'AI', tags: '["a","b"]', limit: '5', q: 'AI' },
    });
  });

  it('fills a request body template, as JSON or as text', async () => {
    const json = await admin.httpMappings.createRequest(
      requestForm({ requestBody: '{"input": {"text": "{{topic}}", "n": "{{count}}"}}', fixedParameters: '{"v": 2}' }),
    );
    const jsonMapping = await admin.httpMappings.createMapping(mappingForm(json.id));
    await executeFirstMapping(testApp.deps, {
      keys: [jsonMapping.key],
      formData: { topic: 'AI', count: 2 },
      variables: {},
    });
    expect(JSON.parse(lastSeen().body)).toEqual({ input: { text: 'AI', n: 2 }, v: 2 });

    const text = await admin.httpMappings.createRequest(
      requestForm({ requestBody: 'topic={{topic}}&n={{count}}', fixedParameters: '{"v": 2}' }),
    );
    const textMapping = await admin.httpMappings.createMapping(mappingForm(text.id));
    await executeFirstMapping(testApp.deps, {
      keys: [textMapping.key],
      formData: { topic: 'AI', count: 2 },
      variables: {},
    });
    expect(lastSeen()).toMatchObject({ body: 'topic=AI&n=2', query: { v: '2' } });
    expect(lastSeen().headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('applies the response mapping: an array answer is read from its first element, "false" is failure', async () => {
    const mapping = '{"text": "data.items[0].text", "success": "ok"}';
    const arrayRequest = await admin.httpMappings.createRequest(
      requestForm({ endpointUrl: `${baseUrl}/array`, responseMapping: mapping }),
    );
    const arrayMapping = await admin.httpMappings.createMapping(mappingForm(arrayRequest.id));
    expect(
      await executeFirstMapping(testApp.deps, { keys: [arrayMapping.key], formData: {}, variables: {} }),
    ).toMatchObject({
      status: 200,
      mapped: { text: 'first', success: 'false' },
      success: false,
    });

    const objectRequest = await admin.httpMappings.createRequest(
      requestForm({ endpointUrl: `${baseUrl}/object`, responseMapping: mapping }),
    );
    const objectMapping = await admin.httpMappings.createMapping(mappingForm(objectRequest.id));
    expect(
      await executeFirstMapping(testApp.deps, { keys: [objectMapping.key], formData: {}, variables: {} }),
    ).toMatchObject({
      mapped: { text: 'only', success: true },
      success: true,
    });

    const failing = await admin.httpMappings.createRequest(
      requestForm({ endpointUrl: `${baseUrl}/fails`, responseMapping: mapping }),
    );
    const failingMapping = await admin.httpMappings.createMapping(mappingForm(failing.id));
    expect(
      await executeFirstMapping(testApp.deps, { keys: [failingMapping.key], formData: {}, variables: {} }),
    ).toMatchObject({
      status: 503,
      body: { ok: true, error: 'busy' },
      success: false,
    });
  });

  it('answers MAPPING_NOT_FOUND when no key has an enabled mapping', async () => {
    const request = await admin.httpMappings.createRequest(requestForm());
    const disabled = await admin.httpMappings.createMapping(mappingForm(request.id, { enabled: false }));
    await expect(
      executeFirstMapping(testApp.deps, { keys: ['linkedin.create_post', disabled.key], formData: {}, variables: {} }),
    ).rejects.toMatchObject({ appCode: 'MAPPING_NOT_FOUND' });
    expect(seen).toEqual([]);
  });

  it('keeps enabled mappings for 2 minutes, but drops them at once when an admin saves', async () => {
    const request = await admin.httpMappings.createRequest(requestForm());
    const mapping = await admin.httpMappings.createMapping(
      mappingForm(request.id, { payloadTransformTemplate: '{"version": 1}' }),
    );
    const run = async () => {
      await executeFirstMapping(testApp.deps, { keys: [mapping.key], formData: {}, variables: {} });
      return JSON.parse(lastSeen().body) as unknown;
    };
    expect(await run()).toEqual({ version: 1 });
    // A change that bypasses the admin procedures is not seen until the cache expires.
    await testApp.deps.db
      .updateTable('httpFrontendMappings')
      .set({ payloadTransformTemplate: '{"version": 99}' })
      .where('id', '=', mapping.id)
      .execute();
    expect(await run()).toEqual({ version: 1 });

    await admin.httpMappings.updateMapping({
      ...mappingForm(request.id, { key: mapping.key, payloadTransformTemplate: '{"version": 2}' }),
      id: mapping.id,
    });
    expect(await run()).toEqual({ version: 2 });

    await admin.httpMappings.updateRequest({ ...requestForm({ fixedParameters: '{"extra": true}' }), id: request.id });
    expect(await run()).toEqual({ version: 2, extra: true });

    await admin.httpMappings.setMappingEnabled({ id: mapping.id, enabled: false });
    await expect(run()).rejects.toMatchObject({ appCode: 'MAPPING_NOT_FOUND' });
  });

  it('refuses the 61st call of a request within a minute, counted in the database', async () => {
    const request = await admin.httpMappings.createRequest(requestForm());
    const mapping = await admin.httpMappings.createMapping(mappingForm(request.id));
    const other = await admin.httpMappings.createRequest(requestForm());
    const otherMapping = await admin.httpMappings.createMapping(mappingForm(other.id));
    const call = (key: string) => executeFirstMapping(testApp.deps, { keys: [key], formData: {}, variables: {} });

    for (let index = 0; index < 60; index += 1) await call(mapping.key);
    expect(seen).toHaveLength(60);
    await expect(call(mapping.key)).rejects.toMatchObject({
      appCode: 'RATE_LIMITED',
      detail: 'more than 60 calls in a minute',
    });
    expect(seen).toHaveLength(60);
    await expect(
      admin.httpMappings.testRequest({ requestId: request.id, formData: '', variables: NO_VARIABLES }),
    ).rejects.toMatchObject({ appCode: 'RATE_LIMITED' });
    // Each request has its own limit.
    await expect(call(otherMapping.key)).resolves.toMatchObject({ status: 200 });
    const windows = await testApp.deps.db
      .selectFrom('rateLimits')
      .select('hits')
      .where('key', '=', rateLimit(RATE_LIMITS.httpRequestCalls, request.id).key)
      .execute();
    expect(windows).toEqual([{ hits: 62 }]);
  });

  it('gives up after the request’s timeout', async () => {
    const request = await admin.httpMappings.createRequest(
      requestForm({ endpointUrl: `${baseUrl}/silent`, timeoutSeconds: 1 }),
    );
    const mapping = await admin.httpMappings.createMapping(mappingForm(request.id));
    await expect(
      executeFirstMapping(testApp.deps, { keys: [mapping.key], formData: {}, variables: {} }),
    ).rejects.toMatchObject({ appCode: 'OUTBOUND_FAILED', detail: 'no answer within 1 s' });
  });
});

describe('testRequest', () => {
  it('shows the request sent and the answer, for a mapping by key with the admin as default user', async () => {
    const request = await admin.httpMappings.createRequest(requestForm({ fixedParameters: '{"model": "m1"}' }));
    const mapping = await admin.httpMappings.createMapping(
      mappingForm(request.id, {
        enabled: false,
        payloadTransformTemplate: '{"topic": "{{topic}}", "by": "{{user_id}}"}',
      }),
    );
    const result = await admin.httpMappings.testRequest({
      mappingKey: mapping.key,
      formData: '{"topic": "AI"}',
      variables: { session_id: 's-1', user_id: '' },
    });
    const payload = { topic: 'AI', by: adminId, model: 'm1' };
    expect({ ...result.sent, body: JSON.parse(result.sent.body ?? '') }).toEqual({
      method: 'POST',
      url: `${baseUrl}/echo`,
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    });
    expect(result).toMatchObject({ status: 200, success: true, mapped: null });
    expect(result.headers).toMatchObject({ 'content-type': 'application/json', 'x-endpoint': 'fake' });
    expect(result.body).toMatchObject({ echo: { method: 'POST', body: result.sent.body } });
    expect(JSON.parse(lastSeen().body)).toEqual(payload);
  });

  it('answers MAPPING_NOT_FOUND for an unknown key, and needs exactly one of key and request', async () => {
    await expect(
      admin.httpMappings.testRequest({ mappingKey: 'nope', formData: '', variables: NO_VARIABLES }),
    ).rejects.toMatchObject({ appCode: 'MAPPING_NOT_FOUND' });
    await expect(admin.httpMappings.testRequest({ formData: '', variables: NO_VARIABLES })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('refuses a private URL with URL_REFUSED, and loopback unless the configuration allows it', async () => {
    // Saved before saving checked the address (or through a name that now resolves privately).
    const request = await admin.httpMappings.createRequest(requestForm());
    await testApp.deps.db
      .updateTable('httpRequests')
      .set({ endpointUrl: 'http://10.0.0.1/hook' })
      .where('id', '=', request.id)
      .execute();
    await expect(
      admin.httpMappings.testRequest({ requestId: request.id, formData: '', variables: NO_VARIABLES }),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail: 'address 10.0.0.1 is private' });

    const loopback = await admin.httpMappings.createRequest(requestForm());
    const strict = { ...testApp.deps, config: testConfig() };
    await expect(
      testHttpRequest(strict, { userId: adminId, requestId: loopback.id, formData: {}, variables: {} }),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail: 'address 127.0.0.1 is loopback' });
    expect(seen).toEqual([]);
  });

  it('refuses on save an endpoint the guard refuses without a lookup, saying why, and stores nothing', async () => {
    const before = await admin.httpMappings.listRequests();
    await expect(
      admin.httpMappings.createRequest(requestForm({ endpointUrl: 'http://10.0.0.1/hook' })),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail: 'address 10.0.0.1 is private' });
    await expect(
      admin.httpMappings.createRequest(requestForm({ endpointUrl: 'http://[fd00::1]/hook' })),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail: 'address fd00::1 is unique-local' });
    await expect(
      admin.httpMappings.createRequest(requestForm({ endpointUrl: 'http://169.254.169.254/latest/meta-data' })),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail: 'address 169.254.169.254 is link-local' });
    expect(await admin.httpMappings.listRequests()).toEqual(before);

    const saved = await admin.httpMappings.createRequest(requestForm());
    await expect(
      admin.httpMappings.updateRequest({ ...requestForm({ endpointUrl: 'http://192.168.1.10/' }), id: saved.id }),
    ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail: 'address 192.168.1.10 is private' });
    expect((await admin.httpMappings.getRequest({ id: saved.id })).endpointUrl).toBe(saved.endpointUrl);
    expect(seen).toEqual([]);
  });

  it('refuses loopback on save, by address or as localhost, unless the configuration allows it', async () => {
    const strict = { ...testApp.deps, config: testConfig() };
    for (const [endpointUrl, detail] of [
      ['http://127.0.0.1:8080/hook', 'address 127.0.0.1 is loopback'],
      ['http://[::1]/hook', 'address ::1 is loopback'],
      ['http://localhost:3000/hook', 'host localhost is loopback'],
      ['http://api.localhost./hook', 'host api.localhost. is loopback'],
    ]) {
      await expect(
        createHttpRequest(strict, { userId: adminId, ...ZCreateHttpRequest.parse(requestForm({ endpointUrl })) }),
      ).rejects.toMatchObject({ appCode: 'URL_REFUSED', detail });
    }
    // OUTBOUND_ALLOW_LOOPBACK (this file's app) lets a local endpoint be saved.
    await expect(
      admin.httpMappings.createRequest(requestForm({ endpointUrl: 'http://localhost:3000/hook' })),
    ).resolves.toMatchObject({ endpointUrl: 'http://localhost:3000/hook' });
  });
});
