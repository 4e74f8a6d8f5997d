import { createFileRoute } from '@tanstack/react-router';
import { TicketPage } from '../../../features/support/TicketPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/support/$ticketId')({
  loader: ({ context, params }) =>
    preloadShowingOwnErrors(context.trpc.support.get.ensureData({ ticketId: params.ticketId }, SHOWS_OWN_ERRORS)),
  component: TicketRoute,
});

function TicketRoute() {
  const { ticketId } = Route.useParams();
  // Another ticket is another page: a reply written for the previous one does not carry over.
  return <TicketPage key={ticketId} ticketId={ticketId} />;
}
