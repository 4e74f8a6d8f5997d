import { QueryCache, QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { QUERY_RETRY_COUNT, QUERY_RETRY_DELAY_MS } from '@wordloom/shared/constants';

/** Spec §8: a query failing with a network or 500 error sends the user to /server-error. */
export function isServerFailure(error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status !== undefined && status >= 500) return true;
  }
  const message = error instanceof Error ? error.message : String(error);
  return /network|failed to fetch|load failed|\b500\b|internal server error/i.test(message);
}

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesOwnErrors`: the query deals with its failures itself (no redirect to /server-error). */
    queryMeta: { handlesOwnErrors?: boolean };
  }
}

/** Query options for a part of a page that shows its own failure (see LoadError) instead of leaving for /server-error. */
export const SHOWS_OWN_ERRORS = { meta: { handlesOwnErrors: true } };

export function createQueryClient(onServerFailure: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (!query.meta?.handlesOwnErrors && isServerFailure(error)) onServerFailure();
      },
    }),
    defaultOptions: {
      queries: { retry: QUERY_RETRY_COUNT, retryDelay: QUERY_RETRY_DELAY_MS },
    },
  });
}
