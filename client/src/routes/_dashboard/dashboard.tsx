import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage, WORD_ACCOUNT_QUERY } from '../../features/dashboard/DashboardPage.tsx';

export const Route = createFileRoute('/_dashboard/dashboard')({
  // A failure is the page's to show (an alert with a retry), not the route's error screen.
  loader: ({ context }) => context.trpc.words.account.ensureData(undefined, WORD_ACCOUNT_QUERY).catch(() => undefined),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user } = Route.useRouteContext();
  return <DashboardPage userName={user.profile.name} />;
}
