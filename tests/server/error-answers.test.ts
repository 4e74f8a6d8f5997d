import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

/** What a failing piece of the server says internally; it must reach the log only. */
const INTERNAL_MESSAGE = 'Maximum call stack size exceeded';
const failing = { systemInfo: false, pageRender: false };

vi.mock('../../server/src/features/system/service.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/src/features/system/service.ts')>();
  return {
    ...original,
    systemInfo: (...args: Parameters<typeof original.systemInfo>) => {
      if (failing.systemInfo) throw new Error(INTERNAL_MESSAGE);
      return original.systemInfo(...args);
    },
  };
});

vi.mock('../../server/src/http/spa-shell.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/src/http/spa-shell.ts')>();
  return {
    ...original,
    loadSpaShell: (...args: Parameters<typeof original.loadSpaShell>) => {
      const shell = original.loadSpaShell(...args);
      return {
        ...shell,
        render: (...renderArgs: Parameters<typeof shell.render>) => {
          if (failing.pageRender) throw new TypeError("Cannot destructure property 'status' of undefined");
          return shell.render(...renderArgs);
        },
      };
    },
  };
});

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  testApp = await createTestApp();
  server = await listen(testApp.app);
});

afterAll(async () => {
  await server.close();
  await testApp.close();
});

function post(path: string, input: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: input }),
  });
}

describe('control characters in typed text', () => {
  const signUp = {
    fullName: 'Ada Lovelace',
    email: 'ada.nul@example.com',
    password: 'correct horse 42',
    dialCode: '+44',
    phone: '7911123456',
    country: 'United Kingdom',
  };

  it.each([
    ['email', { email: 'ada\u0000@example.com' }],
    ['password', { password: 'correct\u0000horse' }],
    ['fullName', { fullName: 'Ada\u0000Lovelace' }],
    ['fullName', { fullName: 'Ada\u001bLovelace' }],
  ])('refuses a sign-up whose %s holds one, as a field message and not a 500', async (field, change) => {
    const response = await post('auth.signUp', { ...signUp, ...change });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.json.data.appError).toBe('VALIDATION');
    expect(error.json.data.zodError.fieldErrors[field]).toEqual(['CONTROL_CHARACTERS']);
  });

  it('refuses a NUL in the sign-in address and password', async () => {
    const response = await post('auth.signIn', { email: 'a\u0000@example.com', password: 'secret\u0000pass' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.json.data.zodError.fieldErrors).toEqual({
      email: ['CONTROL_CHARACTERS'],
      password: ['CONTROL_CHARACTERS'],
    });
  });

  it('still takes tabs and line breaks where a textarea allows them', async () => {
    const { ZLinkedInPostInputs } = await import('@wordloom/shared/schemas/ai');
    expect(ZLinkedInPostInputs.safeParse({ topic: 'Line one\n\tLine two' }).success).toBe(true);
    expect(ZLinkedInPostInputs.safeParse({ topic: 'Line one\u0000' }).error?.issues[0]?.message).toBe(
      'CONTROL_CHARACTERS',
    );
  });
});

describe('unexpected failures', () => {
  it('answers a failing procedure with a generic message and the request id, never the internal one', async () => {
    failing.systemInfo = true;
    try {
      const response = await fetch(`${server.baseUrl}/trpc/system.info`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain(INTERNAL_MESSAGE);
      expect(text).not.toContain('.ts:');
      const { error } = JSON.parse(text);
      expect(error.json.message).toBe('INTERNAL');
      expect(error.json.data.appError).toBe('INTERNAL');
      expect(error.json.data.requestId).toBe(response.headers.get('x-request-id'));
      expect(error.json.data.requestId).toMatch(/^[\w-]+$/);
    } finally {
      failing.systemInfo = false;
    }
  });

  it('answers a failing page outside tRPC the same way', async () => {
    failing.pageRender = true;
    try {
      const response = await fetch(`${server.baseUrl}/some-page`);
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain('Cannot destructure');
      expect(text).not.toContain('.ts:');
      expect(JSON.parse(text)).toEqual({
        error: { message: 'An unexpected error occurred.', requestId: response.headers.get('x-request-id') },
      });
    } finally {
      failing.pageRender = false;
    }
  });

  it('answers a missing asset with a plain 404, without a stack', async () => {
    const response = await fetch(`${server.baseUrl}/assets/no-such-file.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: 'Not Found', requestId: response.headers.get('x-request-id') },
    });
  });
});
