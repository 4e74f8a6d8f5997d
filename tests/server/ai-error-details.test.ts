import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { AppErrorCode } from '@wordloom/shared/errors';
import pino from 'pino';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../server/src/lib/app-error.ts';
import { type Context, createContextInner } from '../../server/src/trpc/context.ts';
import { protectedProcedure, publicProcedure, router } from '../../server/src/trpc/init.ts';
import { aiUser } from '../helpers/ai.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

/**
 * What a failure's `detail` (an address the guard refused, a connection error, a mapping key)
 * reaches: the log always, the browser only for admins.
 */

const DETAIL = 'api.example.test resolves to 10.1.2.3, a private address';

const failing = router({
  generate: protectedProcedure.mutation(() => {
    throw new AppError(AppErrorCode.URL_REFUSED, { detail: DETAIL });
  }),
  preview: publicProcedure.mutation(() => {
    throw new AppError(AppErrorCode.URL_REFUSED, { detail: DETAIL });
  }),
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface ErrorData {
  appError: string | null;
  appErrorDetail: string | null;
}

/** Calls a mutation of `failing` over the fetch adapter, as the browser would, and returns the error's data. */
async function errorData(path: string, createContext: () => Promise<Context>): Promise<ErrorData> {
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
    router: failing,
    createContext,
  });
  const body = (await response.json()) as { error: Parameters<typeof superjson.deserialize>[0] };
  return superjson.deserialize<{ data: ErrorData }>(body.error).data;
}

describe('the detail of a failure', () => {
  it('is logged but not sent to a user who is no admin, nor to a visitor', async () => {
    const logs: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });
    const deps = { ...testApp.deps, logger };
    const { session } = await aiUser(deps);

    expect(await errorData('generate', () => createContextInner(deps, { session }))).toMatchObject({
      appError: 'URL_REFUSED',
      appErrorDetail: null,
    });
    expect(await errorData('preview', () => createContextInner(deps))).toMatchObject({
      appError: 'URL_REFUSED',
      appErrorDetail: null,
    });
    expect(logs.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ path: 'generate', appError: 'URL_REFUSED', detail: DETAIL }),
      expect.objectContaining({ path: 'preview', appError: 'URL_REFUSED', detail: DETAIL }),
    ]);
  });

  it('is sent to an admin', async () => {
    const { session } = await aiUser(testApp.deps, { admin: true });

    expect(await errorData('generate', () => createContextInner(testApp.deps, { session }))).toMatchObject({
      appError: 'URL_REFUSED',
      appErrorDetail: DETAIL,
    });
  });

  it('is sent to an admin by the app over HTTP', async () => {
    const admin = await aiUser(testApp.deps, { admin: true });
    const server = await listen(testApp.app);
    try {
      const response = await fetch(`${server.baseUrl}/trpc/ai.admin.setActiveProvider`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify(superjson.serialize({ provider: 'openai_compatible' })),
      });
      const body = (await response.json()) as { error: Parameters<typeof superjson.deserialize>[0] };
      expect(superjson.deserialize<{ data: ErrorData }>(body.error).data).toMatchObject({
        appError: 'VALIDATION',
        appErrorDetail: 'this provider is not configured on the server',
      });
    } finally {
      await server.close();
    }
  });

  it('is not sent when the request context could not be built', async () => {
    const data = await errorData('generate', () => Promise.reject(new Error('the session store is down')));
    expect(data).toMatchObject({ appError: 'INTERNAL', appErrorDetail: null });
  });
});
