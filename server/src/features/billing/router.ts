import { ZCheckoutReturn, ZStartCheckout } from '@wordloom/shared/schemas/billing';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { checkoutResult, getSubscriptionOverview, openBillingPortal, startCheckout } from './service.ts';

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
  checkoutResult: protectedProcedure
    .input(ZCheckoutReturn)
    .query(({ ctx, input }) => checkoutResult(ctx, { userId: ctx.session.userId, ...input })),
  openPortal: protectedProcedure.mutation(({ ctx }) => openBillingPortal(ctx, { userId: ctx.session.userId })),
});
