import { HttpResponse, http } from 'msw';
import superjson from 'superjson';
import type { CheckoutOutcome, SubscriptionOverview } from '../../shared/src/schemas/billing.ts';
import { TEST_ORIGIN } from '../helpers/render.tsx';
import { type InputOf, type QueryPath, trpcQueries } from '../mocks/trpc.ts';
import { trpcMutation } from '../mocks/trpc-mutations.ts';
import { SYSTEM_INFO } from '../setup/client.ts';
import { mswServer } from '../setup/msw-node.ts';
import { signedInUser } from './signed-in-user.ts';

export const WORDS = { availableWords: 2000, heldWords: 0, nextExpiry: null, history: [] };

/** A user on the free trial, on a server with Stripe keys; `overrides` sets what a test is about. */
export function overview(overrides: Partial<SubscriptionOverview> = {}): SubscriptionOverview {
  return {
    paymentsConfigured: true,
    status: 'free',
    plan: null,
    hasBillingAccount: false,
    words: { available: 2000, nextExpiry: { words: 2000, at: new Date('2026-12-06T12:00:00Z') } },
    trial: { onTrial: true, blogsRemaining: 2, endsAt: new Date('2026-12-06T12:00:00Z'), expired: false },
    invoices: [],
    ...overrides,
  };
}

type Answers = { [Path in QueryPath]?: (input: InputOf<Path>) => unknown };

/** The shell's own queries plus the page's, answered as the server does. */
export function serveSignedIn(answers: Answers) {
  mswServer.use(
    trpcQueries(TEST_ORIGIN, {
      'auth.me': () => signedInUser(),
      'system.info': () => SYSTEM_INFO,
      'words.account': () => WORDS,
      ...(answers as object),
    }),
  );
}

/** `path` failing with an AppErrorCode the way the server's error formatter sends it; the shell's queries answered. */
export function failingWith(path: QueryPath, appError: string, [code, rpcCode, httpStatus]: [string, number, number]) {
  return http.get(`${TEST_ORIGIN}/trpc/:paths`, ({ params }) => {
    const paths = String(params.paths).split(',');
    if (!paths.includes(path)) return undefined;
    const results = paths.map((asked) => {
      if (asked === path) {
        const data = { code, httpStatus, path: asked, appError };
        return { error: superjson.serialize({ message: appError, code: rpcCode, data }) };
      }
      const data = { 'auth.me': signedInUser(), 'system.info': SYSTEM_INFO, 'words.account': WORDS }[asked] ?? null;
      return { result: { data: superjson.serialize(data) } };
    });
    return HttpResponse.json(results, { status: results.length === 1 ? httpStatus : 207 });
  });
}

/**
 * `billing.confirmCheckout` answered by `answer` on every call, so a test can change the outcome
 * between polls; returns the session ids asked for, in order.
 */
export function serveConfirmCheckout(answer: (sessionId: string) => CheckoutOutcome, { delayMs = 0 } = {}) {
  const askedFor: string[] = [];
  mswServer.use(
    trpcMutation(TEST_ORIGIN, 'billing.confirmCheckout', {
      delayMs,
      onRequest: ({ sessionId }) => askedFor.push(sessionId),
      // Read after onRequest, so the answer is for the call being made.
      get data() {
        return answer(askedFor.at(-1) ?? '');
      },
    }),
  );
  return askedFor;
}
