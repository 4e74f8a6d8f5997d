import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';
import { trpc } from '../../lib/trpc.ts';

/** Its words (balance and history) are loaded by the signed-in area's layout, whose top bar shows the balance too. */
export const Route = createFileRoute('/_dashboard/dashboard')({ component: DashboardRoute });

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  // Live, so finishing onboarding brings the welcome banner without a reload.
  const me = trpc.auth.me.useQuery();
  return <DashboardPage user={me.data ?? user} />;
}
