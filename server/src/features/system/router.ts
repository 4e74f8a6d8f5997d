import { publicProcedure, router } from '../../trpc/init.ts';
import { systemInfo } from './service.ts';

export const systemRouter = router({
  /** Product facts the home page shows (also the typed end-to-end probe of the stack). */
  info: publicProcedure.query(({ ctx }) => systemInfo(ctx, { fromThisMachine: ctx.fromThisMachine })),
});
