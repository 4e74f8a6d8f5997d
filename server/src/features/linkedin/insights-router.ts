import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { insightsOverview, refreshInsights } from './insights.ts';

/** The insights page's inputs: its time zone groups days and hours as the user lives them. */
const ZInsightsOverview = z.object({ timeZone: z.string().max(64).optional() }).optional();
const ZRefreshInsights = z.object({ postId: z.uuid().optional() }).optional();

/** LinkedIn Grow's insights (issue 13): the user's published posts' counts, every one filtered by its owner. */
export const linkedinInsightsRouter = router({
  overview: protectedProcedure
    .input(ZInsightsOverview)
    .query(({ ctx, input }) => insightsOverview(ctx, { userId: ctx.session.userId, ...input })),
  refresh: protectedProcedure
    .input(ZRefreshInsights)
    .mutation(({ ctx, input }) => refreshInsights(ctx, { userId: ctx.session.userId, ...input })),
});
