import { QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY_COUNT, QUERY_RETRY_DELAY_MS } from '@wordloom/shared/constants';
import { AppErrorCode } from '@wordloom/shared/errors';
import { appErrorCode, isServerFailure } from './errors.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesOwnErrors`: the query deals with its failures itself (no redirect to /server-error). */
    queryMeta: { handlesOwnErrors?: boolean };
  }
}

/** Query options for a part of a page that shows its own failure (see LoadError) instead of leaving for /server-error. */
export const SHOWS_OWN_ERRORS = { meta: { handlesOwnErrors: true } };

/**
 * A route loader's fetches of what its page shows, for queries marked SHOWS_OWN_ERRORS: the page
 * renders either way, with its data or with its own failure, not the route's error screen.
 */
export async function preloadShowingOwnErrors(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}

/**
 * How long an answer counts as current: a page's loader fetches its data, and the page's own
 * query then reads it instead of asking again. Changes made here invalidate what they affect.
 */
const STALE_TIME_MS = 30_000;

/**
 * `onSessionLost`: a query was refused for want of a session, which the server can end without this
 * tab knowing (signed out elsewhere, suspended by an admin).
 */
export function createQueryClient(onServerFailure: () => void, onSessionLost?: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        // Spec §8: a query failing with a network or 500 error sends the user to /server-error.
        if (!query.meta?.handlesOwnErrors && isServerFailure(error)) onServerFailure();
        if (appErrorCode(error) === AppErrorCode.UNAUTHENTICATED) onSessionLost?.();
      },
    }),
    defaultOptions: {
      queries: { retry: QUERY_RETRY_COUNT, retryDelay: QUERY_RETRY_DELAY_MS, staleTime: STALE_TIME_MS },
    },
  });
}
