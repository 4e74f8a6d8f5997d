import { delay, HttpResponse, http } from 'msw';
import superjson from 'superjson';
import { TEST_ORIGIN } from '../helpers/render.tsx';
import type { InputOf, MutationPath, OutputOf, QueryPath } from '../mocks/trpc.ts';

/**
 * msw handlers for the public pages' client (client/src/features/blog/public-api.ts): it sends
 * each call alone (httpLink, no batch), so answers are one result, not a list of them.
 */
type Answer<Path extends string> =
  | { data: OutputOf<Path>; delayMs?: number }
  | { appError: string; httpStatus: number; delayMs?: number };

function reply<Path extends string>(path: string, answer: Answer<Path>) {
  if ('appError' in answer) {
    const error = superjson.serialize({
      message: answer.appError,
      code: answer.httpStatus >= 500 ? -32603 : -32001,
      data: {
        code: answer.httpStatus >= 500 ? 'INTERNAL_SERVER_ERROR' : 'UNAUTHORIZED',
        httpStatus: answer.httpStatus,
        path,
        appError: answer.appError,
      },
    });
    return HttpResponse.json({ error }, { status: answer.httpStatus });
  }
  return HttpResponse.json({ result: { data: superjson.serialize(answer.data) } });
}

export function publicQuery<Path extends QueryPath>(path: Path, answer: Answer<Path>) {
  return http.get(`${TEST_ORIGIN}/trpc/${path}`, async () => {
    if (answer.delayMs) await delay(answer.delayMs);
    return reply(path, answer);
  });
}

export function publicMutation<Path extends MutationPath>(
  path: Path,
  answer: Answer<Path>,
  onRequest?: (input: InputOf<Path>) => void,
) {
  return http.post(`${TEST_ORIGIN}/trpc/${path}`, async ({ request }) => {
    onRequest?.(superjson.deserialize((await request.json()) as Parameters<typeof superjson.deserialize>[0]));
    if (answer.delayMs) await delay(answer.delayMs);
    return reply(path, answer);
  });
}
