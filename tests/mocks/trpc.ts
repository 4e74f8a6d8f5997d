import { delay, HttpResponse, http } from 'msw';
import superjson from 'superjson';

/**
 * An msw handler answering one tRPC query the way the server does (httpBatchLink's batch
 * format, superjson-encoded data). `status` other than 200 answers with a tRPC error body.
 */
export function trpcQuery(
  origin: string,
  path: string,
  answer: { data?: unknown; status?: number; delayMs?: number; onRequest?: () => void },
) {
  return http.get(`${origin}/trpc/${path}`, async () => {
    answer.onRequest?.();
    if (answer.delayMs) await delay(answer.delayMs);
    const status = answer.status ?? 200;
    if (status !== 200) {
      const code = status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
      const error = superjson.serialize({
        message: code,
        code: status >= 500 ? -32603 : -32600,
        data: { code, httpStatus: status, path, appError: status >= 500 ? 'INTERNAL' : 'VALIDATION' },
      });
      return HttpResponse.json([{ error }], { status });
    }
    return HttpResponse.json([{ result: { data: superjson.serialize(answer.data) } }]);
  });
}
