import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_PATHS_MANIFEST } from '../../shared/src/domain/app-paths.ts';
import { createTestApp, listen, type TestApp } from '../helpers/test-app.ts';

/** A built client whose router has only the home page and one other: what the build wrote decides. */
const BUILT_PAGES = ['/', '/only-in-this-build'];

let clientDist: string;
let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'wordloom-client-dist-'));
  fs.copyFileSync(
    path.resolve(import.meta.dirname, '../fixtures/client-dist/index.html'),
    path.join(clientDist, 'index.html'),
  );
  fs.writeFileSync(path.join(clientDist, APP_PATHS_MANIFEST), JSON.stringify(BUILT_PAGES));
  testApp = await createTestApp({ CLIENT_DIST_DIR: clientDist });
  server = await listen(testApp.app);
});

afterAll(async () => {
  await server?.close();
  await testApp?.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

describe('the page list of a built client', () => {
  it.each(['/only-in-this-build', '/fr/only-in-this-build', '/'])(
    'answers 200 for %s, a page of that build',
    async (page) => {
      expect((await fetch(`${server.baseUrl}${page}`)).status).toBe(200);
    },
  );

  it('answers 404 for a page of the sources that this build does not have', async () => {
    expect((await fetch(`${server.baseUrl}/about`)).status).toBe(404);
  });
});
