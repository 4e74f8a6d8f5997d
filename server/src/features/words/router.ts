import { protectedProcedure, router } from '../../trpc/init.ts';
import { getWordAccount } from './service.ts';

export const wordsRouter = router({
  /** The signed-in user's balance, next expiry and latest ledger rows. */
  account: protectedProcedure.query(({ ctx }) => getWordAccount(ctx.db, { userId: ctx.session.userId })),
});
