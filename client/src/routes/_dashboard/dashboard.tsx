import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/DashboardPage.tsx';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';

export const Route = createFileRoute('/_dashboard/dashboard')({
  // A failure is the page's to show (an alert with a retry), not the route's error screen.
  loader: ({ context }) => context.trpc.words.account.ensureData(undefined, SHOWS_OWN_ERRORS).catch(() => undefined),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  // Live, so finishing onboarding brings the welcome banner without a reload.
  const me = trpc.auth.me.useQuery();
  return <DashboardPage user={me.data ?? user} />;
}
