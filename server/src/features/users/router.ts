import { ZCompleteOnboarding } from '@wordloom/shared/schemas/onboarding';
import { ZPromoteUser } from '@wordloom/shared/schemas/users';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { promoteAdminByEmail } from '../admin/users.ts';
import { completeOnboarding, dismissWelcome } from './service.ts';

export const usersRouter = router({
  /** Spec §6: the service checks the caller is an admin, so a non-admin gets the spec's error; audited. */
  promoteToAdmin: protectedProcedure
    .input(ZPromoteUser)
    .mutation(({ ctx, input }) => promoteAdminByEmail(ctx.db, { adminId: ctx.session.userId, ...input })),
  completeOnboarding: protectedProcedure
    .input(ZCompleteOnboarding)
    .mutation(({ ctx, input }) => completeOnboarding(ctx.db, { userId: ctx.session.userId, ...input })),
  dismissWelcome: protectedProcedure.mutation(({ ctx }) => dismissWelcome(ctx.db, { userId: ctx.session.userId })),
});
