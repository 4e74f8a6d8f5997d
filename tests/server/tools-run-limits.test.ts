/**
 * The abuse limits of tool runs (issue 15 point 6): per visitor per tool, and a budget of AI tool
 * runs, counted in Postgres so they hold across server processes (docs/decisions/008). The AI
 * runner is replaced by a canned one here: these tests are about counting runs, not the AI.
 */
import { randomUUID } from 'node:crypto';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { TCreateToolForm } from '@wordloom/shared/schemas/tools';
import { sql } from 'kysely';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppProcess, startAppProcess } from '../../scripts/lib/app-process.ts';
import { RATE_LIMITS } from '../../server/src/features/rate-limits/policies.ts';
import { AppError } from '../../server/src/lib/app-error.ts';
import { type Caller, signedInCaller, testClient } from '../helpers/callers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase, type TestDatabase, testPostgresUrl } from '../helpers/test-database.ts';
import { toolInput } from '../helpers/tools.ts';

const aiAnswers = vi.hoisted(() => ({ fail: false }));

vi.mock('../../server/src/features/tools/ai-runner.ts', () => ({
  runAiTool: vi.fn(async (_deps: unknown, { values }: { values: Record<string, unknown> }) => {
    if (aiAnswers.fail) throw new AppError(AppErrorCode.AI_PROVIDER_FAILED, { detail: 'provider down' });
    return {
      text: `Headlines about ${String(values.headline)}`,
      prompt: `Write headlines about ${String(values.headline)}`,
      provider: 'openai_compatible',
      templateDraft: false,
    };
  }),
}));

const PER_TOOL = RATE_LIMITS.toolRunsPerClientPerTool.limit;
const AI_BUDGET = RATE_LIMITS.aiToolRunsPerClient.limit;
/** An address the SSRF guard refuses without a network call: the run is counted, then fails at once. */
const REFUSED_WEBHOOK = 'http://10.0.0.1/hook';

let testApp: TestApp;
let admin: Caller;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ caller: admin } = await signedInCaller(testApp.deps, { admin: true }));
});
afterAll(() => testApp.close());

async function createTool(overrides: Partial<TCreateToolForm> = {}): Promise<string> {
  const base = toolInput(overrides);
  const created = await admin.tools.create(base);
  // Saving refuses a private address; written straight to the table, it is refused when the tool runs.
  await testApp.deps.db
    .updateTable('toolWebhooks')
    .set({ webhookUrl: REFUSED_WEBHOOK })
    .where('toolId', '=', created.id)
    .execute();
  return created.id;
}

function createAiTool(): Promise<string> {
  return createTool({
    runner: 'ai',
    ai: { promptTemplate: 'Write headlines about {{headline}}', composerRecipe: 'headlines' },
  });
}

let addressCount = 0;
function newAddress(): string {
  addressCount += 1;
  return `192.0.2.${addressCount}`;
}

function visitorFrom(ipAddress: string): Caller {
  return testClient(testApp.deps, { ipAddress }).caller;
}

function run(caller: Caller, toolId: string) {
  return caller.tools.run({ toolId, values: { headline: 'Remote work' }, sessionId: randomUUID() });
}

async function runTimes(caller: Caller, toolId: string, times: number): Promise<void> {
  for (let index = 0; index < times; index += 1) await run(caller, toolId);
}

describe('runs per visitor per tool', () => {
  it('refuses the run after the limit with the wait, for that tool and address only', async () => {
    const toolId = await createTool();
    const otherToolId = await createTool();
    const address = newAddress();
    const visitor = visitorFrom(address);

    await runTimes(visitor, toolId, PER_TOOL);
    const refusal = await run(visitor, toolId).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ appCode: 'TOOL_RUNS_LIMITED', code: 'TOO_MANY_REQUESTS' });
    const { retryAfterSeconds } = refusal as AppError;
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.toolRunsPerClientPerTool.windowMs / 1000);

    // The refused run did no work: no usage log beyond the allowed runs.
    const logs = await testApp.deps.db
      .selectFrom('toolUsageLogs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('toolId', '=', toolId)
      .executeTakeFirstOrThrow();
    expect(Number(logs.count)).toBe(PER_TOOL);

    await expect(run(visitor, otherToolId)).resolves.toMatchObject({ success: false });
    await expect(run(visitorFrom(newAddress()), toolId)).resolves.toMatchObject({ success: false });
  });

  it('counts a signed-in user by account, whatever the address', async () => {
    const toolId = await createTool();
    const { token } = await signedInCaller(testApp.deps);
    for (let index = 0; index < PER_TOOL; index += 1) {
      await run(testClient(testApp.deps, { token, ipAddress: newAddress() }).caller, toolId);
    }
    await expect(
      run(testClient(testApp.deps, { token, ipAddress: newAddress() }).caller, toolId),
    ).rejects.toMatchObject({
      appCode: 'TOOL_RUNS_LIMITED',
    });
  });

  it('does not limit admins', async () => {
    const toolId = await createTool();
    await runTimes(admin, toolId, PER_TOOL + 2);
  });

  it('allows exactly the limit of many runs at once from one address', async () => {
    const toolId = await createTool();
    const visitor = visitorFrom(newAddress());
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => run(visitor, toolId)));
    const allowed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(allowed).toHaveLength(PER_TOOL);
    for (const outcome of refused) expect(outcome.reason).toMatchObject({ appCode: 'TOOL_RUNS_LIMITED' });
  });
});

describe('AI tools', () => {
  it('answers with the AI text and has a budget of its own across AI tools', async () => {
    const visitor = visitorFrom(newAddress());
    const tools = [await createAiTool(), await createAiTool(), await createAiTool()];
    const first = await run(visitor, tools[0]!);
    expect(first).toMatchObject({ success: true, data: 'Headlines about Remote work', error: null, debug: null });

    await runTimes(visitor, tools[0]!, AI_BUDGET / 2 - 1);
    await runTimes(visitor, tools[1]!, AI_BUDGET / 2);
    // Each tool is within its own limit; the address has used its AI budget.
    await expect(run(visitor, tools[2]!)).rejects.toMatchObject({ appCode: 'TOOL_RUNS_LIMITED' });
    // Webhook tools still run.
    await expect(run(visitor, await createTool())).resolves.toMatchObject({ success: false });
  });

  it('logs a run whose AI provider failed, then says so', async () => {
    const toolId = await createAiTool();
    aiAnswers.fail = true;
    try {
      await expect(run(visitorFrom(newAddress()), toolId)).rejects.toMatchObject({ appCode: 'AI_PROVIDER_FAILED' });
    } finally {
      aiAnswers.fail = false;
    }
    const logs = await testApp.deps.db
      .selectFrom('toolUsageLogs')
      .select(['success', 'errorMessage', sql<string>`input_data::text`.as('inputData')])
      .where('toolId', '=', toolId)
      .execute();
    expect(logs).toEqual([
      { success: false, errorMessage: 'The AI provider did not answer.', inputData: '{"headline": "Remote work"}' },
    ]);
  });

  it('shows the prompt in test mode', async () => {
    const toolId = await createAiTool();
    const result = await admin.tools.run({
      toolId,
      values: { headline: 'Remote work' },
      sessionId: randomUUID(),
      test: true,
    });
    expect(result.debug).toMatchObject([
      {
        toolId,
        runner: 'ai',
        request: null,
        prompt: 'Write headlines about Remote work',
        configuration: { promptTemplate: 'Write headlines about {{headline}}', composerRecipe: 'headlines' },
      },
    ]);
  });
});

describe.skipIf(!testPostgresUrl())('runs across two server processes on one Postgres', () => {
  let database: TestDatabase;
  const servers: AppProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.dispose();
  });

  /** A published webhook tool, written as the builder would store it. */
  async function publishedTool(): Promise<string> {
    const id = randomUUID();
    await database.db
      .insertInto('tools')
      .values({
        id,
        name: 'Limit check',
        slug: `limit-check-${id.slice(0, 8)}`,
        status: 'published',
        previewImage: null,
        createdBy: null,
      })
      .execute();
    await database.db
      .insertInto('toolWebhooks')
      .values({
        toolId: id,
        webhookUrl: REFUSED_WEBHOOK,
        httpMethod: 'POST',
        timeoutSeconds: 5,
        payloadTemplate: null,
        responseMapping: '{}',
        headers: '{}',
      })
      .execute();
    return id;
  }

  /** One run over HTTP, as the browser sends it; the status and the app's error code. */
  async function runOverHttp(origin: string, toolId: string): Promise<{ status: number; appError: string | null }> {
    const response = await fetch(`${origin}/trpc/tools.run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(superjson.serialize({ toolId, values: {}, sessionId: randomUUID() })),
    });
    const body = (await response.json()) as { error?: { json: { data: { appError: string | null } } } };
    return { status: response.status, appError: body.error?.json.data.appError ?? null };
  }

  it('holds the per-tool limit in total', async () => {
    const env = {
      TOKEN_ENC_KEYS: Buffer.alloc(32, 7).toString('base64'),
      SEED_DEMO_CONTENT: 'false',
      DATABASE_URL: database.connectionString ?? '',
    };
    servers.push(
      ...(await Promise.all([
        startAppProcess({ stdio: ['ignore', 'ignore', 'inherit'], env }),
        startAppProcess({ stdio: ['ignore', 'ignore', 'inherit'], env }),
      ])),
    );
    const toolId = await publishedTool();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) => runOverHttp(servers[index % 2]!.origin, toolId)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 200)).toHaveLength(PER_TOOL);
    const refused = outcomes.filter((outcome) => outcome.status !== 200);
    expect(refused).toHaveLength(40 - PER_TOOL);
    for (const outcome of refused) expect(outcome).toEqual({ status: 429, appError: 'TOOL_RUNS_LIMITED' });
    // Each process got 20 runs, all of which it would allow alone: the count is shared, not kept per process.
    const logs = await database.db
      .selectFrom('toolUsageLogs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('toolId', '=', toolId)
      .executeTakeFirstOrThrow();
    expect(Number(logs.count)).toBe(PER_TOOL);
  }, 120_000);
});
