import { ZChangePassword, ZDisconnectProvider, ZRevokeSession, ZUpdateProfile } from '@wordloom/shared/schemas/account';
import { protectedProcedure, router } from '../../trpc/init.ts';
import {
  accountOverview,
  changePassword,
  disconnectProvider,
  listSessions,
  revokeSession,
  signOutOtherSessions,
  updateProfile,
} from './service.ts';

export const accountRouter = router({
  overview: protectedProcedure.query(({ ctx }) => accountOverview(ctx, ctx.session.userId)),
  updateProfile: protectedProcedure
    .input(ZUpdateProfile)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.session.userId, input)),
  changePassword: protectedProcedure.input(ZChangePassword).mutation(({ ctx, input }) => changePassword(ctx, input)),
  sessions: protectedProcedure.query(({ ctx }) => listSessions(ctx)),
  revokeSession: protectedProcedure.input(ZRevokeSession).mutation(({ ctx, input }) => revokeSession(ctx, input.id)),
  signOutOtherSessions: protectedProcedure.mutation(({ ctx }) => signOutOtherSessions(ctx)),
  disconnectProvider: protectedProcedure
    .input(ZDisconnectProvider)
    .mutation(({ ctx, input }) => disconnectProvider(ctx, ctx.session.userId, input.provider)),
});
