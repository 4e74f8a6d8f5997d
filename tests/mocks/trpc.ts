import type { AnyMutationProcedure, AnyProcedure, AnyQueryProcedure, AnySubscriptionProcedure } from '@trpc/server';
import { delay, HttpResponse, http } from 'msw';
import superjson from 'superjson';
import type { RouterInputs, RouterOutputs } from '../../client/src/lib/trpc.ts';
import type { AppRouter } from '../../server/src/trpc/app-router.ts';

/** The dotted paths ('auth.me', 'ai.admin.settings') of the router's procedures of one kind. */
type PathsOf<Tree, Kind, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends Kind
    ? `${Prefix}${Key}`
    : Tree[Key] extends AnyProcedure
      ? never
      : PathsOf<Tree[Key], Kind, `${Prefix}${Key}.`>;
}[keyof Tree & string];

type Procedures = AppRouter['_def']['record'];
export type QueryPath = PathsOf<Procedures, AnyQueryProcedure>;
export type MutationPath = PathsOf<Procedures, AnyMutationProcedure>;
export type SubscriptionPath = PathsOf<Procedures, AnySubscriptionProcedure>;

type At<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? At<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : never;

/** What a procedure answers, as the client receives it: a mock's answer must have this shape. */
export type OutputOf<Path extends string> = At<RouterOutputs, Path>;
/** What a procedure takes, as the client sends it. */
export type InputOf<Path extends string> = At<RouterInputs, Path>;

/**
 * An msw handler answering one tRPC query the way the server does (httpBatchLink's batch
 * format, superjson-encoded data). `status` other than 200 answers with a tRPC error body.
 */
export function trpcQuery<Path extends QueryPath>(
  origin: string,
  path: Path,
  answer: { data?: OutputOf<Path>; status?: number; delayMs?: number; onRequest?: () => void },
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
export type QueryAnswer<Path extends QueryPath> = (input: InputOf<Path>) => OutputOf<Path> | typeof FAIL;
/** Answers for some of the queries, by path. */
export type QueryAnswers = { [Path in QueryPath]?: QueryAnswer<Path> };

/**
 * An msw handler answering several queries asked at once: httpBatchLink sends them as one request
 * (`/trpc/a,b?batch=1&input={"0":…,"1":…}`). Each is answered from `answers`, with the status the
 * server gives (207 when only some fail); a batch naming another procedure is left to other handlers.
 */
export function trpcQueries(origin: string, answers: QueryAnswers) {
  return http.get(`${origin}/trpc/:paths`, ({ request, params }) => {
    const paths = String(params.paths).split(',');
    if (!paths.every((path) => Object.hasOwn(answers, path))) return undefined;
    const inputs = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
      string,
      Parameters<typeof superjson.deserialize>[0] | undefined
    >;
    const results = paths.map((path, index) => {
      const input = inputs[index] ? superjson.deserialize(inputs[index]) : undefined;
      // Each path was checked above to be one of the answered queries.
      const answer = answers[path as QueryPath] as ((input: unknown) => unknown) | undefined;
      const data = answer?.(input);
      if (data !== FAIL) return { result: { data: superjson.serialize(data) } };
      const error = { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path, appError: 'INTERNAL' };
      return { error: superjson.serialize({ message: 'INTERNAL', code: -32603, data: error }) };
    });
    const failed = results.filter((result) => 'error' in result).length;
    return HttpResponse.json(results, { status: failed === 0 ? 200 : failed === results.length ? 500 : 207 });
  });
}
