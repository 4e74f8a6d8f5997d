import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { CheckoutReturnPage } from '../../../features/billing/CheckoutReturnPage.tsx';

export const Route = createFileRoute('/_dashboard/subscription/checkout')({
  // Stripe's Checkout comes back with the session it made; without one there is nothing to confirm.
  validateSearch: z.object({ session_id: z.string().trim().min(1).max(255).optional().catch(undefined) }),
  beforeLoad: ({ search }) => {
    if (!search.session_id) throw redirect({ to: '/subscription', replace: true });
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { session_id: sessionId } = Route.useSearch();
  // beforeLoad has left for /subscription when there is no session.
  return sessionId ? <CheckoutReturnPage key={sessionId} sessionId={sessionId} /> : null;
}
