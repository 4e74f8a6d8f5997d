import { AppErrorCode } from '@wordloom/shared/errors';
import {
  ZAiUsageQuery,
  ZCancelGeneration,
  ZSetActiveProvider,
  ZStartGeneration,
  ZStreamGeneration,
} from '@wordloom/shared/schemas/ai';
import { AppError } from '../../lib/app-error.ts';
import { adminProcedure, protectedProcedure, router } from '../../trpc/init.ts';
import { hasRole } from '../users/roles.ts';
import {
  cancelGeneration,
  getAiSettings,
  setActiveProvider,
  startGeneration,
  streamGeneration,
  usageTotals,
} from './service.ts';

export const aiRouter = router({
  /** Starts a generation; its events come from `ai.stream`. Choosing the provider is for admins (playground). */
  start: protectedProcedure.input(ZStartGeneration).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.userId;
    if (input.provider && !(await hasRole(ctx.db, { userId, role: 'admin' })))
      throw new AppError(AppErrorCode.ADMIN_ONLY);
    return startGeneration(ctx, {
      userId,
      request: input.request,
      provider: input.provider,
      idempotencyKey: input.idempotencyKey,
    });
  }),
  /** Server-sent events of one generation; a reconnect sends Last-Event-ID and gets only later events. */
  stream: protectedProcedure.input(ZStreamGeneration).subscription(({ ctx, input, signal }) =>
    streamGeneration(ctx, {
      userId: ctx.session.userId,
      generationId: input.generationId,
      lastEventId: input.lastEventId,
      signal,
    }),
  ),
  cancel: protectedProcedure
    .input(ZCancelGeneration)
    .mutation(({ ctx, input }) =>
      cancelGeneration(ctx, { userId: ctx.session.userId, generationId: input.generationId }),
    ),
  admin: router({
    settings: adminProcedure.query(({ ctx }) => getAiSettings(ctx)),
    setActiveProvider: adminProcedure
      .input(ZSetActiveProvider)
      .mutation(({ ctx, input }) => setActiveProvider(ctx, { userId: ctx.session.userId, provider: input.provider })),
    usage: adminProcedure.input(ZAiUsageQuery).query(({ ctx, input }) => usageTotals(ctx, { days: input.days })),
  }),
});
