import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TCreateToolForm } from '@wordloom/shared/schemas/tools';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Caller, signedInCaller, testClient } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { textField, toolInput } from '../helpers/tools.ts';

let testApp: TestApp;
let admin: Caller;
let member: Caller;
let memberId: string;

interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The tools' webhooks, on loopback: records each request and answers by path. */
const seen: SeenRequest[] = [];
let endpoint: Server;
let baseUrl: string;

function json(body: string): Record<string, unknown> {
  return body ? (JSON.parse(body) as Record<string, unknown>) : {};
}

function answerFor(request: SeenRequest): {
  status: number;
  body?: unknown;
  text?: string;
  location?: string;
  delayMs?: number;
} {
  switch (request.path) {
    case '/mapped':
      return {
        status: 200,
        body: { outcome: { ok: true }, result: { items: [{ text: 'first idea' }, { text: 'second idea' }] } },
      };
    case '/array':
      return { status: 200, body: [{ ok: true, text: 'from the first element' }, { text: 'second' }] };
    case '/reports-failure':
      return { status: 200, body: { ok: 'false', problem: { message: 'Quota used up' } } };
    case '/fails':
      return { status: 500, text: 'Internal trouble' };
    case '/slow':
      return { status: 200, body: { late: true }, delayMs: 3000 };
    case '/huge':
      return { status: 200, text: 'x'.repeat(300 * 1024) };
    case '/to-private':
      return { status: 307, location: 'http://169.254.169.254/latest/meta-data' };
    case '/upper':
      return { status: 200, body: { result: { text: String(json(request.body).topic).toUpperCase() } } };
    default:
      return { status: 200, body: { echo: request } };
  }
}

beforeAll(async () => {
  testApp = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  ({ caller: admin } = await signedInCaller(testApp.deps, { admin: true }));
  ({ caller: member, userId: memberId } = await signedInCaller(testApp.deps));
  endpoint = createServer((req, res) => {
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
      const answer = answerFor(request);
      const send = () => {
        if (res.destroyed) return;
        if (answer.location) {
          res.writeHead(answer.status, { location: answer.location });
          res.end();
        } else if (answer.text !== undefined) {
          res.writeHead(answer.status, { 'content-type': 'text/plain' });
          res.end(answer.text);
        } else {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.body));
        }
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});

afterAll(async () => {
  endpoint.closeAllConnections();
  await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  await testApp.close();
});

beforeEach(() => {
  seen.length = 0;
});

let visitorCount = 0;
/** A visitor from an address of its own, so the rate limits of one test do not reach another. */
function visitor(): Caller {
  visitorCount += 1;
  return testClient(testApp.deps, { ipAddress: `198.51.100.${visitorCount}` }).caller;
}

type WebhookForm = TCreateToolForm['webhook'];

async function createTool(
  webhook: Partial<WebhookForm> = {},
  overrides: Partial<TCreateToolForm> = {},
): Promise<{ id: string; name: string }> {
  const base = toolInput(overrides);
  const created = await admin.tools.create({
    ...base,
    webhook: { ...base.webhook, webhookUrl: `${baseUrl}/echo`, ...webhook },
  });
  return { id: created.id, name: created.name };
}

function run(caller: Caller, toolId: string, values: Record<string, string | boolean | string[]>, test = false) {
  return caller.tools.run({ toolId, values, sessionId: SESSION_ID, test });
}

const SESSION_ID = randomUUID();

async function usageLogs(toolId: string) {
  const rows = await testApp.deps.db
    .selectFrom('toolUsageLogs')
    .select(['sessionId', 'responseTimeMs', 'success', 'errorMessage', 'testRun'])
    .select([
      sql<string>`input_data::text`.as('inputData'),
      sql<string | null>`webhook_response::text`.as('webhookResponse'),
    ])
    .where('toolId', '=', toolId)
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => ({
    ...row,
    inputData: JSON.parse(row.inputData) as unknown,
    webhookResponse: row.webhookResponse === null ? null : (JSON.parse(row.webhookResponse) as unknown),
  }));
}

function echoed(data: unknown): SeenRequest {
  return (data as { echo: SeenRequest }).echo;
}

describe('tools.run: the webhook call', () => {
  it('POSTs the default payload as JSON and answers with the whole answer', async () => {
    const tool = await createTool();
    const result = await run(visitor(), tool.id, { headline: '  Ten ways to write  ', stray: 'dropped' });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    const payload = json(request?.body ?? '');
    expect(Object.keys(payload)).toEqual(['userId', 'sessionId', 'workflowId', 'toolId', 'timestamp', 'headline']);
    expect(payload).toMatchObject({
      userId: 'anonymous',
      sessionId: SESSION_ID,
      toolId: tool.id,
      headline: 'Ten ways to write',
    });
    expect(payload.workflowId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(String(payload.timestamp)) - Date.now())).toBeLessThan(60_000);

    expect(result.success).toBe(true);
    expect(result.error).toBeNull();
    expect(echoed(result.data).path).toBe('/echo');
    expect(result.steps).toEqual([
      {
        toolId: tool.id,
        toolName: tool.name,
        success: true,
        data: result.data,
        error: null,
        responseTimeMs: expect.any(Number),
        templateDraft: false,
      },
    ]);
    expect(result.debug).toBeNull();
  });

  it('gives each run a new workflowId and a signed-in user their id', async () => {
    const tool = await createTool();
    await run(member, tool.id, { headline: 'One' });
    await run(member, tool.id, { headline: 'Two' });
    const [first, second] = seen.map((request) => json(request.body));
    expect(first?.userId).toBe(memberId);
    expect(first?.workflowId).not.toBe(second?.workflowId);
  });

  it('fills the payload template and sends the configured headers', async () => {
    const tool = await createTool({
      payloadTemplate: JSON.stringify({
        who: '{{userId}}',
        run: { session: '{{sessionId}}', workflow: '{{workflowId}}', tool: '{{toolId}}', at: '{{timestamp}}' },
        prompt: 'Improve: {{headline}}',
      }),
      headers: JSON.stringify({ 'X-Source': 'wordloom' }),
    });
    await run(visitor(), tool.id, { headline: 'Ten ways' });
    const payload = json(seen[0]?.body ?? '');
    expect(payload).toEqual({
      who: 'anonymous',
      run: { session: SESSION_ID, workflow: expect.any(String), tool: tool.id, at: expect.any(String) },
      prompt: 'Improve: Ten ways',
    });
    expect(seen[0]?.headers['x-source']).toBe('wordloom');
  });

  it('sends a GET payload in the query string', async () => {
    const tool = await createTool({ httpMethod: 'GET' });
    await run(visitor(), tool.id, { headline: 'Ten ways' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.body).toBe('');
    expect(seen[0]?.query).toMatchObject({ userId: 'anonymous', toolId: tool.id, headline: 'Ten ways' });
  });

  it('reads the data through the mapping, with a dotted path and an array index', async () => {
    const tool = await createTool({
      webhookUrl: `${baseUrl}/mapped`,
      responseMapping: { success: 'outcome.ok', data: 'result.items[1].text', error: '' },
    });
    const result = await run(visitor(), tool.id, { headline: 'x' });
    expect(result).toMatchObject({ success: true, data: 'second idea', error: null });
  });

  it('reads an array answer from its first element', async () => {
    const unmapped = await createTool({ webhookUrl: `${baseUrl}/array` });
    expect((await run(visitor(), unmapped.id, { headline: 'x' })).data).toEqual({
      ok: true,
      text: 'from the first element',
    });
    const mapped = await createTool({
      webhookUrl: `${baseUrl}/array`,
      responseMapping: { success: 'ok', data: 'text', error: '' },
    });
    expect((await run(visitor(), mapped.id, { headline: 'x' })).data).toBe('from the first element');
  });

  it('fails when the mapped success is "false", with the mapped error or a plain sentence', async () => {
    const withError = await createTool({
      webhookUrl: `${baseUrl}/reports-failure`,
      responseMapping: { success: 'ok', data: '', error: 'problem.message' },
    });
    expect(await run(visitor(), withError.id, { headline: 'x' })).toMatchObject({
      success: false,
      data: null,
      error: 'Quota used up',
    });
    const withoutError = await createTool({
      webhookUrl: `${baseUrl}/reports-failure`,
      responseMapping: { success: 'ok', data: '', error: '' },
    });
    expect((await run(visitor(), withoutError.id, { headline: 'x' })).error).toBe('The webhook reported a failure.');
  });

  it('fails a non-OK answer with "HTTP {status}: {body}"', async () => {
    const tool = await createTool({ webhookUrl: `${baseUrl}/fails` });
    const result = await run(visitor(), tool.id, { headline: 'x' });
    expect(result).toMatchObject({ success: false, data: null, error: 'HTTP 500: Internal trouble' });
    expect(result.steps[0]?.error).toBe('HTTP 500: Internal trouble');
  });

  it('gives up after the timeout', async () => {
    const tool = await createTool({ webhookUrl: `${baseUrl}/slow`, timeoutSeconds: 1 });
    const started = Date.now();
    const result = await run(visitor(), tool.id, { headline: 'x' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(result).toMatchObject({ success: false, error: 'The webhook did not answer within 1 second.' });
  });

  it('refuses an answer larger than a tool may return', async () => {
    const tool = await createTool({ webhookUrl: `${baseUrl}/huge` });
    expect(await run(visitor(), tool.id, { headline: 'x' })).toMatchObject({
      success: false,
      error: 'The webhook answered with more data than a tool may return.',
    });
  });

  it('refuses private addresses, also behind a redirect, without naming them', async () => {
    for (const webhookUrl of [
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      `${baseUrl}/to-private`,
    ]) {
      // The builder refuses a private address on save (tools-admin); one that reaches the table
      // otherwise, as a name whose DNS answer changed would, is refused when the tool runs.
      const tool = await createTool();
      await testApp.deps.db.updateTable('toolWebhooks').set({ webhookUrl }).where('toolId', '=', tool.id).execute();
      const result = await run(visitor(), tool.id, { headline: 'x' });
      expect(result, webhookUrl).toMatchObject({
        success: false,
        data: null,
        error: 'The webhook address is not allowed.',
      });
      expect(JSON.stringify(result)).not.toMatch(/10\.0\.0\.1|169\.254|127\.0\.0\.1/);
    }
    expect(seen.map((request) => request.path)).toEqual(['/to-private']);
  });
});

describe('tools.run: refusals', () => {
  it('says when the tool has no webhook or no webhook URL, and logs the failed run', async () => {
    const noUrl = await createTool({ webhookUrl: '' });
    await expect(run(visitor(), noUrl.id, { headline: 'x' })).rejects.toMatchObject({ appCode: 'TOOL_NO_WEBHOOK_URL' });
    expect(await usageLogs(noUrl.id)).toMatchObject([{ success: false, errorMessage: 'No webhook URL configured.' }]);

    const noWebhook = await createTool();
    await testApp.deps.db.deleteFrom('toolWebhooks').where('toolId', '=', noWebhook.id).execute();
    await expect(run(visitor(), noWebhook.id, { headline: 'x' })).rejects.toMatchObject({ appCode: 'TOOL_NO_WEBHOOK' });
    expect(await usageLogs(noWebhook.id)).toMatchObject([
      { success: false, errorMessage: 'No webhook configured for this tool.' },
    ]);
    expect(seen).toEqual([]);
  });

  it('refuses values that break the field rules before calling anything', async () => {
    const tool = await createTool(
      {},
      {
        fields: [
          textField('headline', { label: 'Headline', isRequired: true }),
          textField('count', { label: 'Count', validationRules: { min: 1, max: 5 } }),
        ],
      },
    );
    await expect(run(visitor(), tool.id, { headline: '   ' })).rejects.toMatchObject({
      appCode: 'TOOL_INPUT_INVALID',
      detail: 'Headline is required',
    });
    await expect(run(visitor(), tool.id, { headline: 'x', count: '9' })).rejects.toMatchObject({
      appCode: 'TOOL_INPUT_INVALID',
      detail: 'Count must be at most 5.',
    });
    expect(seen).toEqual([]);
    expect(await usageLogs(tool.id)).toEqual([]);
  });

  it('hides a draft from visitors, test mode or not, and from an admin outside test mode', async () => {
    const draft = await createTool({}, { status: 'draft' });
    for (const caller of [visitor(), member]) {
      for (const test of [false, true]) {
        await expect(run(caller, draft.id, { headline: 'x' }, test)).rejects.toMatchObject({
          appCode: 'TOOL_NOT_FOUND',
        });
      }
    }
    await expect(run(admin, draft.id, { headline: 'x' })).rejects.toMatchObject({ appCode: 'TOOL_NOT_FOUND' });
    await expect(run(visitor(), randomUUID(), { headline: 'x' })).rejects.toMatchObject({ appCode: 'TOOL_NOT_FOUND' });
    expect(seen).toEqual([]);
  });
});

describe('tools.run: test mode', () => {
  const SECRET = 'super-secret-key-123';

  it('runs a draft for an admin with the debug log, the secret masked everywhere', async () => {
    const draft = await createTool(
      {
        headers: JSON.stringify({ 'X-Source': 'wordloom' }),
        secretHeaderName: 'X-Api-Key',
        secretHeaderValue: SECRET,
        responseMapping: { success: '', data: 'echo.headers', error: '' },
        payloadTemplate: JSON.stringify({ text: '{{headline}}' }),
        timeoutSeconds: 12,
      },
      { status: 'draft' },
    );
    const result = await run(admin, draft.id, { headline: 'Ten ways' }, true);

    // The webhook got the real key; the admin sees it masked in the request, the answer and the configuration.
    expect(seen[0]?.headers['x-api-key']).toBe(SECRET);
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ 'x-api-key': '••••' });
    expect(result.debug).toHaveLength(1);
    const [step] = result.debug ?? [];
    expect(step).toMatchObject({
      toolId: draft.id,
      runner: 'webhook',
      prompt: null,
      request: {
        method: 'POST',
        url: `${baseUrl}/echo`,
        headers: { 'X-Source': 'wordloom', 'X-Api-Key': '••••', 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Ten ways' }),
      },
      response: { status: 200, headers: expect.objectContaining({ 'content-type': 'application/json' }) },
      configuration: {
        url: `${baseUrl}/echo`,
        method: 'POST',
        timeoutSeconds: 12,
        headers: { 'X-Source': 'wordloom', 'X-Api-Key': '••••' },
        payloadTemplate: { text: '{{headline}}' },
        responseMapping: { success: '', data: 'echo.headers', error: '' },
        chaining: { nextToolId: null, dataMapping: {} },
      },
    });
    expect(step?.timings.totalMs).toBeGreaterThanOrEqual(0);
    expect(step?.timings.startedAt).toBeInstanceOf(Date);
    expect(await usageLogs(draft.id)).toMatchObject([{ success: true, testRun: true }]);
  });

  it('gives a visitor asking for test mode a normal run without the debug log or the configuration', async () => {
    const tool = await createTool({
      secretHeaderName: 'X-Api-Key',
      secretHeaderValue: SECRET,
      webhookUrl: `${baseUrl}/fails`,
    });
    const result = await run(visitor(), tool.id, { headline: 'x' }, true);
    expect(result.debug).toBeNull();
    expect(JSON.stringify(result)).not.toMatch(/X-Api-Key|\/fails|127\.0\.0\.1/);
    expect(await usageLogs(tool.id)).toMatchObject([{ testRun: false }]);
  });
});

describe('tools.run: usage logs and chaining', () => {
  it('writes a usage log per run with the spec fields', async () => {
    const tool = await createTool({
      webhookUrl: `${baseUrl}/mapped`,
      responseMapping: { success: '', data: 'result', error: '' },
    });
    await run(visitor(), tool.id, { headline: '  Ten ways ' });
    const failing = await createTool({ webhookUrl: `${baseUrl}/fails` });
    await run(visitor(), failing.id, { headline: 'x' });

    expect(await usageLogs(tool.id)).toEqual([
      {
        sessionId: SESSION_ID,
        inputData: { headline: 'Ten ways' },
        webhookResponse: {
          outcome: { ok: true },
          result: { items: [{ text: 'first idea' }, { text: 'second idea' }] },
        },
        responseTimeMs: expect.any(Number),
        success: true,
        errorMessage: null,
        testRun: false,
      },
    ]);
    expect(await usageLogs(failing.id)).toMatchObject([
      { success: false, errorMessage: 'HTTP 500: Internal trouble', webhookResponse: 'Internal trouble' },
    ]);
  });

  it('runs the chained tool with this result mapped into its fields', async () => {
    const second = await createTool({}, { fields: [textField('text', { label: 'Text', isRequired: true })] });
    const first = await createTool(
      {
        webhookUrl: `${baseUrl}/upper`,
        payloadTemplate: JSON.stringify({ topic: '{{headline}}' }),
        responseMapping: { success: '', data: 'result', error: '' },
      },
      { chaining: { nextToolId: second.id, dataMapping: { text: 'text' } } },
    );
    const result = await run(visitor(), first.id, { headline: 'remote work' });

    expect(seen.map((request) => request.path)).toEqual(['/upper', '/echo']);
    expect(json(seen[1]?.body ?? '')).toMatchObject({ toolId: second.id, sessionId: SESSION_ID, text: 'REMOTE WORK' });
    expect(result.steps.map((step) => [step.toolId, step.success])).toEqual([
      [first.id, true],
      [second.id, true],
    ]);
    expect(result.steps[0]?.data).toEqual({ text: 'REMOTE WORK' });
    expect(echoed(result.data).path).toBe('/echo');
    expect(result.success).toBe(true);
    expect(await usageLogs(second.id)).toMatchObject([{ inputData: { text: 'REMOTE WORK' }, success: true }]);
  });

  it('fails a chained step whose mapped values break its field rules', async () => {
    const second = await createTool({}, { fields: [textField('text', { label: 'Text', isRequired: true })] });
    const first = await createTool({}, { chaining: { nextToolId: second.id, dataMapping: { text: 'no.such.path' } } });
    const result = await run(visitor(), first.id, { headline: 'x' });
    expect(result).toMatchObject({ success: false, data: null, error: 'Text is required' });
    expect(result.steps.map((step) => [step.toolId, step.success])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    expect(seen).toHaveLength(1);
    expect(await usageLogs(second.id)).toMatchObject([{ success: false, errorMessage: 'Text is required' }]);
  });

  it('stops the chain at a failure, at a tool already run, and at a draft', async () => {
    const failing = await createTool({ webhookUrl: `${baseUrl}/fails` });
    const chainedToFailing = await createTool(
      {},
      { chaining: { nextToolId: failing.id, dataMapping: { headline: '' } } },
    );
    const result = await run(visitor(), chainedToFailing.id, { headline: 'x' });
    expect(result).toMatchObject({ success: false, error: 'HTTP 500: Internal trouble' });
    expect(result.steps.map((step) => step.success)).toEqual([true, false]);

    const draft = await createTool({}, { status: 'draft' });
    const chainedToDraft = await createTool({}, { chaining: { nextToolId: draft.id, dataMapping: { headline: '' } } });
    expect((await run(visitor(), chainedToDraft.id, { headline: 'x' })).steps).toHaveLength(1);

    // A → B → A: each tool runs once.
    const b = await createTool();
    const a = await createTool({}, { chaining: { nextToolId: b.id, dataMapping: { headline: 'echo.path' } } });
    await testApp.deps.db
      .insertInto('toolChaining')
      .values({ toolId: b.id, nextToolId: a.id, dataMapping: JSON.stringify({ headline: 'echo.path' }) })
      .execute();
    seen.length = 0;
    const cycle = await run(visitor(), a.id, { headline: 'x' });
    expect(cycle.steps.map((step) => step.toolId)).toEqual([a.id, b.id]);
    expect(json(seen[1]?.body ?? '').headline).toBe('/echo');
  });
});
