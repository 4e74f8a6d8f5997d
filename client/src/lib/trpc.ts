import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import {
  createTRPCQueryUtils,
  createTRPCReact,
  httpBatchLink,
  httpLink,
  httpSubscriptionLink,
  splitLink,
} from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@wordloom/server/trpc/app-router';
import superjson from 'superjson';

export const trpc = createTRPCReact<AppRouter>();

/** What each procedure takes, e.g. `RouterInputs['auth']['signIn']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** What each procedure answers, e.g. `RouterOutputs['account']['overview']`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * The tRPC client; `url` is absolute only where relative URLs cannot be fetched (tests).
 * Subscriptions (AI generations) go over Server-Sent Events: the browser's EventSource reconnects
 * after a drop and sends the last tracked event's id, so the stream resumes where it stopped.
 */
export function createTrpcClient(url = '/trpc'): TRPCClient<AppRouter> {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (operation) => operation.type === 'subscription',
        true: httpSubscriptionLink({ url, transformer: superjson }),
        // A call marked `skipBatch` (the top bar's notices, polled on their own clock) goes alone,
        // so it never joins, or is answered with, the batch of the page's own data.
        false: splitLink({
          condition: (operation) => operation.context.skipBatch === true,
          true: httpLink({ url, transformer: superjson }),
          false: httpBatchLink({ url, transformer: superjson }),
        }),
      }),
    ],
  });
}

export function createTrpcUtils(queryClient: QueryClient, client: TRPCClient<AppRouter>) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
