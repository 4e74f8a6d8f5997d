import { ZCheckRemovedPath } from '@wordloom/shared/schemas/removed-urls';
import { publicProcedure, router } from '../../trpc/init.ts';
import { isRemovedPath } from './service.ts';

export const removedUrlsRouter = router({
  /** The client's in-app "Checking..." step before it shows the 404 or the 410 page. */
  check: publicProcedure.input(ZCheckRemovedPath).query(({ ctx, input }) => isRemovedPath(ctx.db, input)),
});
