import { delay, HttpResponse, http } from 'msw';
import superjson from 'superjson';
import type { AppErrorCode } from '../../shared/src/errors.ts';
import type { InputOf, MutationPath, OutputOf } from './trpc.ts';

/** How the server sends each AppErrorCode: tRPC error name, JSON-RPC code and HTTP status (server/src/lib/app-error.ts). */
const WIRE_CODE: Partial<Record<AppErrorCode, [name: string, rpcCode: number, httpStatus: number]>> = {
  INTERNAL: ['INTERNAL_SERVER_ERROR', -32603, 500],
  VALIDATION: ['BAD_REQUEST', -32600, 400],
  INVALID_CREDENTIALS: ['UNAUTHORIZED', -32001, 401],
  EMAIL_NOT_VERIFIED: ['FORBIDDEN', -32003, 403],
  TOO_MANY_ATTEMPTS: ['TOO_MANY_REQUESTS', -32029, 429],
  EMAIL_TAKEN: ['CONFLICT', -32009, 409],
  INVALID_VERIFICATION_LINK: ['BAD_REQUEST', -32600, 400],
  INVALID_RESET_LINK: ['BAD_REQUEST', -32600, 400],
  USER_NOT_FOUND: ['NOT_FOUND', -32004, 404],
  ADMIN_ONLY: ['FORBIDDEN', -32003, 403],
};

export interface MutationAnswer<Path extends MutationPath> {
  /** What the procedure returns (superjson-encoded like the server does). */
  data?: OutputOf<Path>;
  /** Fail with this code instead, in the server's error format (`data.appError`). */
  appError?: AppErrorCode;
  /** With `appError: 'VALIDATION'`: the zod field errors, as ValidationCode strings. */
  fieldErrors?: Record<string, string[]>;
  /** Fail like a dropped connection: no answer at all. */
  networkError?: boolean;
  delayMs?: number;
  /** Receives the procedure's input, decoded. */
  onRequest?: (input: InputOf<Path>) => void;
}

/**
 * An msw handler answering one tRPC mutation the way the server does: httpBatchLink POSTs to
 * `/trpc/<path>?batch=1` with `{"0": <superjson input>}` and reads a one-element batch back.
 * The counterpart of `trpcQuery` in ./trpc.ts.
 */
export function trpcMutation<Path extends MutationPath>(origin: string, path: Path, answer: MutationAnswer<Path> = {}) {
  return http.post(`${origin}/trpc/${path}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, Parameters<typeof superjson.deserialize>[0]>;
    // What the client sent for this procedure, decoded as the server would.
    answer.onRequest?.((body['0'] ? superjson.deserialize(body['0']) : undefined) as InputOf<Path>);
    if (answer.delayMs) await delay(answer.delayMs);
    if (answer.networkError) return HttpResponse.error();
    if (answer.appError) {
      const [code, rpcCode, httpStatus] = WIRE_CODE[answer.appError] ?? ['BAD_REQUEST', -32600, 400];
      const error = superjson.serialize({
        message: answer.appError,
        code: rpcCode,
        data: {
          code,
          httpStatus,
          path,
          appError: answer.appError,
          zodError: answer.fieldErrors ? { formErrors: [], fieldErrors: answer.fieldErrors } : null,
        },
      });
      return HttpResponse.json([{ error }], { status: httpStatus });
    }
    return HttpResponse.json([{ result: { data: superjson.serialize(answer.data) } }]);
  });
}
