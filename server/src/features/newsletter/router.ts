import { ZListSubscribers, ZNewsletterToken, ZSubscribe } from '@wordloom/shared/schemas/newsletter';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { confirmSubscription, listSubscribers, subscribe, unsubscribe } from './service.ts';

export const newsletterRouter = router({
  /** Anyone: asks for the newsletter; answers alike for every address (double opt-in by mail). */
  subscribe: publicProcedure.input(ZSubscribe).mutation(({ ctx, input }) => subscribe(ctx, input)),
  /** The button on the mailed confirmation link's page (a mail scanner opening the link confirms nothing). */
  confirm: publicProcedure.input(ZNewsletterToken).mutation(({ ctx, input }) => confirmSubscription(ctx, input)),
  unsubscribe: publicProcedure.input(ZNewsletterToken).mutation(({ ctx, input }) => unsubscribe(ctx, input)),
  /** Admins: the subscribers, a page at a time, with the counts per status. */
  subscribers: adminProcedure.input(ZListSubscribers).query(({ ctx, input }) => listSubscribers(ctx.db, input)),
});
