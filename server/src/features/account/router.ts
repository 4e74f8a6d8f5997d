import { ZChangePassword, ZDisconnectProvider, ZRevokeSession, ZUpdateProfile } from '@wordloom/shared/schemas/account';
import { protectedProcedure, router } from '../../trpc/init.ts';
import { sessionOwner } from '../sessions/service.ts';
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
  overview: protectedProcedure.query(({ ctx }) => accountOverview(ctx, { userId: ctx.session.userId })),
  updateProfile: protectedProcedure
    .input(ZUpdateProfile)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, { userId: ctx.session.userId, ...input })),
  changePassword: protectedProcedure
    .input(ZChangePassword)
    .mutation(({ ctx, input }) => changePassword(ctx, { ...sessionOwner(ctx.session), ...input })),
  sessions: protectedProcedure.query(({ ctx }) => listSessions(ctx.db, sessionOwner(ctx.session))),
  revokeSession: protectedProcedure
    .input(ZRevokeSession)
    .mutation(({ ctx, input }) => revokeSession(ctx, { ...sessionOwner(ctx.session), ...input })),
  signOutOtherSessions: protectedProcedure.mutation(({ ctx }) =>
    signOutOtherSessions(ctx.db, sessionOwner(ctx.session)),
  ),
  disconnectProvider: protectedProcedure
    .input(ZDisconnectProvider)
    .mutation(({ ctx, input }) => disconnectProvider(ctx.db, { userId: ctx.session.userId, ...input })),
});
