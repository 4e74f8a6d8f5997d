import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SubscriptionPage } from '../../../features/billing/SubscriptionPage.tsx';
import { preloadShowingOwnErrors, SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_dashboard/subscription/')({
  // Stripe's Checkout sends a buyer who turned back here with `?checkout=cancelled`.
  validateSearch: z.object({ checkout: z.enum(['cancelled']).optional().catch(undefined) }),
  loader: ({ context }) =>
    preloadShowingOwnErrors(context.trpc.billing.overview.ensureData(undefined, SHOWS_OWN_ERRORS)),
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { checkout } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubscriptionPage
      checkoutCancelled={checkout === 'cancelled'}
      onDismissCancelled={() => void navigate({ search: {}, replace: true })}
    />
  );
}
