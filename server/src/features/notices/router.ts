import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { listNotices, markNoticesRead } from './service.ts';

/** `notices.markRead`: the notices the user has seen, or every unread one when none are named. */
const ZMarkNoticesRead = z.object({ ids: z.array(z.string().uuid()).max(100).optional() });

export const noticesRouter = router({
  list: protectedProcedure.query(({ ctx }) => listNotices(ctx.db, { userId: ctx.session.userId })),
  markRead: protectedProcedure.input(ZMarkNoticesRead).mutation(async ({ ctx, input }) => ({
    marked: await markNoticesRead(ctx.db, { userId: ctx.session.userId, ids: input.ids }),
  })),
});
