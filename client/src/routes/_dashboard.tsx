import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShellLayout } from '../features/shell/AppShellLayout.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../lib/query-client.ts';
import { requireUser } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';

/**
 * The signed-in area (spec §2 "Dashboard area"): every page below needs a session, and is framed
 * by the app shell.
 */
export const Route = createFileRoute('/_dashboard')({
  beforeLoad: async ({ context, location }) => ({ user: await requireUser(context, location.href) }),
  // The top bar's word balance, which the dashboard and the AI playground show too.
  loader: ({ context }) => preloadShowingOwnErrors(context.trpc.words.account.ensureData(undefined, SHOWS_OWN_ERRORS)),
  component: DashboardLayout,
});

function DashboardLayout() {
  const { user } = Route.useRouteContext();
  // Read live as well, so a change to the account (a confirmed address, say) shows without a new page.
  const me = trpc.auth.me.useQuery();
  return (
    <AppShellLayout user={me.data ?? user}>
      <Outlet />
    </AppShellLayout>
  );
}
