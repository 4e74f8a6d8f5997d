import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter } from '@wordloom/server/trpc/app-router';
import superjson from 'superjson';

export const trpc = createTRPCReact<AppRouter>();

/** The tRPC client; `url` is absolute only where relative URLs cannot be fetched (tests). */
export function createTrpcClient(url = '/trpc') {
  return trpc.createClient({
    links: [httpBatchLink({ url, transformer: superjson })],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
