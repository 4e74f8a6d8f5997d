import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Third parties are never called for real: an outside request no handler expects fails the test. */
export const mswServer = setupServer();

function isLoopback(url: URL): boolean {
  return url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
}

beforeAll(() => {
  mswServer.listen({
    onUnhandledRequest(request, print) {
      // Tests talk to the app they started on loopback; everything else must be mocked.
      if (isLoopback(new URL(request.url))) return;
      print.error();
      throw new Error(`Unexpected request to ${request.method} ${request.url}: no test mocked it.`);
    },
  });
});
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());
