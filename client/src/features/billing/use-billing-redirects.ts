import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import type { RedirectAddress } from '@wordloom/shared/schemas/billing';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * Stripe's Checkout and customer portal are pages of Stripe's: each call answers the address,
 * and the browser leaves for it.
 */
export function useBillingRedirects() {
  const { t } = useLingui();
  const handlers = {
    onSuccess: ({ url }: RedirectAddress) => window.location.assign(url),
    onError: (error: unknown) => notifications.show({ color: 'red', message: t(errorMessage(error)) }),
  };
  const checkout = trpc.billing.startCheckout.useMutation(handlers);
  const portal = trpc.billing.openPortal.useMutation(handlers);
  return { checkout, portal };
}
