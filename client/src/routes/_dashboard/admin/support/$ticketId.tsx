import { createFileRoute } from '@tanstack/react-router';
import { AdminTicketPage } from '../../../../features/admin/support/AdminTicketPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/admin/support/$ticketId')({
  loader: ({ context, params }) =>
    preloadShowingOwnErrors(
      context.trpc.support.adminGet.ensureData({ ticketId: params.ticketId }, SHOWS_OWN_ERRORS),
      context.trpc.support.admins.ensureData(undefined, SHOWS_OWN_ERRORS),
    ),
  component: AdminTicketRoute,
});

function AdminTicketRoute() {
  const { ticketId } = Route.useParams();
  return <AdminTicketPage key={ticketId} ticketId={ticketId} />;
}
