import { ZListGoogleContacts } from '@wordloom/shared/schemas/google-contacts';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { clearContacts, contactsStatus, fetchContacts, listContacts } from './service.ts';

/** Gmail sharing's Google contacts (spec §2, §4, §7): the gate, the fetch, the picker's pages, the clear. */
export const googleContactsRouter = router({
  status: protectedProcedure.query(({ ctx }) => contactsStatus(ctx, { userId: ctx.session.userId })),
  fetch: protectedProcedure.mutation(({ ctx }) => fetchContacts(ctx, { userId: ctx.session.userId })),
  list: protectedProcedure
    .input(ZListGoogleContacts)
    .query(({ ctx, input }) => listContacts(ctx, { userId: ctx.session.userId, query: input })),
  clear: protectedProcedure.mutation(({ ctx }) => clearContacts(ctx, { userId: ctx.session.userId })),
});
