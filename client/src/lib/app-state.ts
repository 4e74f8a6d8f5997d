import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@wordloom/server/trpc/app-router';
import { createAppRouter } from '../router.tsx';
import { createQueryClient } from './query-client.ts';
import { createTrpcUtils } from './trpc.ts';

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

/**
 * React Query, tRPC and the router as the app wires them. A query that finds the server failing
 * calls `onServerFailure` (the app goes to /server-error). A query refused for want of a session
 * sends a tab that thought it was signed in to Log In, once: guarded pages trust the cached user,
 * and the server can end a session unseen (signed out elsewhere, suspended by an admin), which would
 * otherwise leave the tab in the app with every page failing to load.
 */
export function createAppState(
  trpcClient: TRPCClient<AppRouter>,
  onServerFailure: (router: AppRouterInstance) => void,
) {
  const queryClient = createQueryClient(
    () => onServerFailure(router),
    () => {
      if (!trpcUtils.auth.me.getData()) return;
      trpcUtils.auth.me.setData(undefined, null);
      void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
    },
  );
  const trpcUtils = createTrpcUtils(queryClient, trpcClient);
  const router = createAppRouter({ queryClient, trpc: trpcUtils });
  return { queryClient, router };
}
