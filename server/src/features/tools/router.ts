import {
  ZCreateTool,
  ZPublicToolList,
  ZPublicToolLookup,
  ZRunTool,
  ZToolAnalytics,
  ZToolId,
  ZUpdateTool,
} from '@wordloom/shared/schemas/tools';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { toolAnalytics } from './analytics.ts';
import { runTool } from './run.ts';
import {
  createTool,
  deleteTool,
  duplicateTool,
  getAdminTool,
  getPublicTool,
  listAdminTools,
  listPublicTools,
  updateTool,
} from './service.ts';

/**
 * No-code tools (spec §3, §7 "Tools"): admins build them; anyone reads and runs the published
 * ones. Only admins create, update and delete (issue 15: the spec shows no role check).
 */
export const toolsRouter = router({
  adminList: adminProcedure.query(({ ctx }) => listAdminTools(ctx.db)),
  /** The whole configuration; older webhook, SEO and chaining rows are removed as it loads (spec §7). */
  adminGet: adminProcedure.input(ZToolId).query(({ ctx, input }) => getAdminTool(ctx, input)),
  create: adminProcedure
    .input(ZCreateTool)
    .mutation(({ ctx, input }) => createTool(ctx, { userId: ctx.session.userId, ...input })),
  update: adminProcedure
    .input(ZUpdateTool)
    .mutation(({ ctx, input }) => updateTool(ctx, { userId: ctx.session.userId, ...input })),
  duplicate: adminProcedure
    .input(ZToolId)
    .mutation(({ ctx, input }) => duplicateTool(ctx, { userId: ctx.session.userId, ...input })),
  delete: adminProcedure
    .input(ZToolId)
    .mutation(({ ctx, input }) => deleteTool(ctx.db, { userId: ctx.session.userId, ...input })),
  analytics: adminProcedure.input(ZToolAnalytics).query(({ ctx, input }) => toolAnalytics(ctx.db, input)),

  /** Published tools only; drafts and unknown ones are TOOL_NOT_FOUND for everyone. */
  publicList: publicProcedure.input(ZPublicToolList).query(({ ctx, input }) => listPublicTools(ctx.db, input)),
  publicGet: publicProcedure.input(ZPublicToolLookup).query(({ ctx, input }) => getPublicTool(ctx.db, input)),
  /** A mutation: it calls the webhook (or the AI) and writes a usage log. */
  run: publicProcedure.input(ZRunTool).mutation(({ ctx, input }) => runTool(ctx, input)),
});
