import { createFileRoute } from '@tanstack/react-router';
import { CONNECTABLE_PROVIDERS } from '@wordloom/shared/schemas/account';
import { useCallback } from 'react';
import { z } from 'zod';
import { AccountPage } from '../../features/account/AccountPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/account')({
  // Set by the server when the browser comes back from connecting Google or LinkedIn.
  validateSearch: z.object({
    connected: z.enum(CONNECTABLE_PROVIDERS).optional().catch(undefined),
    connectError: z.string().max(40).optional().catch(undefined),
    provider: z.string().max(20).optional().catch(undefined),
  }),
  loader: ({ context }) =>
    preloadShowingOwnErrors(
      context.trpc.account.overview.ensureData(undefined, SHOWS_OWN_ERRORS),
      context.trpc.account.sessions.ensureData(undefined, SHOWS_OWN_ERRORS),
      // Which providers can be connected.
      context.trpc.system.info.ensureData(undefined, SHOWS_OWN_ERRORS),
    ),
  component: AccountRoute,
});

function AccountRoute() {
  const { connected, connectError, provider } = Route.useSearch();
  const navigate = Route.useNavigate();
  const clearOutcome = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return (
    <AccountPage
      connected={connected}
      connectFailure={connectError ? { provider: provider ?? 'google', reason: connectError } : undefined}
      onConnectOutcomeSeen={clearOutcome}
    />
  );
}
