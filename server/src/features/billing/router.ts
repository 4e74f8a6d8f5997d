import { ZCheckoutReturn, ZOpenPortal, ZStartCheckout } from '@wordloom/shared/schemas/billing';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { confirmCheckout, getSubscriptionOverview, openBillingPortal, startCheckout } from './service.ts';

/**
 * Plans and word packs bought by card through Stripe (issue 16 points 1–3). The words arrive by
 * Stripe's signed webhooks (`webhook.ts`); the return from Checkout also asks Stripe, so the
 * balance is right even when the webhook is late.
 */
export const billingRouter = router({
  overview: protectedProcedure.query(({ ctx }) => getSubscriptionOverview(ctx, { userId: ctx.session.userId })),
  startCheckout: protectedProcedure
    .input(ZStartCheckout)
    .mutation(({ ctx, input }) => startCheckout(ctx, { userId: ctx.session.userId, ...input })),
  // A mutation, not a query: confirming may grant the session's words (ARCHITECTURE §5).
  confirmCheckout: protectedProcedure
    .input(ZCheckoutReturn)
    .mutation(({ ctx, input }) => confirmCheckout(ctx, { userId: ctx.session.userId, ...input })),
  openPortal: protectedProcedure
    .input(ZOpenPortal)
    .mutation(({ ctx, input }) => openBillingPortal(ctx, { userId: ctx.session.userId, ...input })),
});
