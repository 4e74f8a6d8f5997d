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

/** Answer of a query that fails like a server error. */
export const FAIL = Symbol('fail');

/** A query's answer for its input, asked anew on every request (so a test can change it); `FAIL` fails it. */
export type QueryAnswer = (input: unknown) => unknown;

/**
 * An msw handler answering several queries asked at once: httpBatchLink sends them as one request
 * (`/trpc/a,b?batch=1&input={"0":…,"1":…}`). Each is answered from `answers`, with the status the
 * server gives (207 when only some fail); a batch naming another procedure is left to other handlers.
 */
export function trpcQueries(origin: string, answers: Record<string, QueryAnswer>) {
  return http.get(`${origin}/trpc/:paths`, ({ request, params }) => {
    const paths = String(params.paths).split(',');
    if (!paths.every((path) => Object.hasOwn(answers, path))) return undefined;
    const inputs = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
      string,
      Parameters<typeof superjson.deserialize>[0] | undefined
    >;
    const results = paths.map((path, index) => {
      const input = inputs[index] ? superjson.deserialize(inputs[index]) : undefined;
      const data = answers[path]?.(input);
      if (data !== FAIL) return { result: { data: superjson.serialize(data) } };
      const error = { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path, appError: 'INTERNAL' };
      return { error: superjson.serialize({ message: 'INTERNAL', code: -32603, data: error }) };
    });
    const failed = results.filter((result) => 'error' in result).length;
    return HttpResponse.json(results, { status: failed === 0 ? 200 : failed === results.length ? 500 : 207 });
  });
}
