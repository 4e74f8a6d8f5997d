import { ZUserWordLedger } from '@wordloom/shared/schemas/words';
import { adminProcedure, protectedProcedure, router } from '../../trpc/init.ts';
import { getWordAccount, getWordLedger } from './service.ts';

export const wordsRouter = router({
  /** The signed-in user's balance, next expiry and latest history, one line per generation. */
  account: protectedProcedure.query(({ ctx }) => getWordAccount(ctx.db, { userId: ctx.session.userId })),
  /** One user's ledger rows as written (holds, settlements and releases apart), for admins. */
  ledger: adminProcedure.input(ZUserWordLedger).query(({ ctx, input }) => getWordLedger(ctx.db, input)),
});
