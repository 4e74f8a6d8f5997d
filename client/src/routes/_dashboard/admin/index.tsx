import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../../features/admin/AdminDashboardPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/')({
  loader: ({ context }) =>
    preloadShowingOwnErrors(context.trpc.mail.deliveries.ensureData(undefined, SHOWS_OWN_ERRORS)),
  component: AdminDashboardPage,
});
