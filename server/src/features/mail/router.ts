import { adminProcedure, router } from '../../trpc/init.ts';
import { listMailDeliveries } from './service.ts';

export const mailRouter = router({
  /** Admins: the latest mails and where each stands (retries, last error, next try), without bodies or links. */
  deliveries: adminProcedure.query(({ ctx }) => listMailDeliveries(ctx.db)),
});
