import { ZEmailOnly, ZResetPassword, ZSignIn, ZSignUp, ZVerifyEmail } from '@wordloom/shared/schemas/auth';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { currentUser } from '../users/service.ts';
import {
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifyEmail,
} from './service.ts';

export const authRouter = router({
  /** The signed-in user, or null. */
  me: publicProcedure.query(({ ctx }) => (ctx.session ? currentUser(ctx.db, { userId: ctx.session.userId }) : null)),
  signUp: publicProcedure.input(ZSignUp).mutation(({ ctx, input }) => signUp(ctx, input)),
  signIn: publicProcedure.input(ZSignIn).mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: protectedProcedure.mutation(({ ctx }) => signOut(ctx, { sessionId: ctx.session.id })),
  resendVerification: publicProcedure.input(ZEmailOnly).mutation(({ ctx, input }) => resendVerification(ctx, input)),
  verifyEmail: publicProcedure.input(ZVerifyEmail).mutation(({ ctx, input }) => verifyEmail(ctx, input)),
  requestPasswordReset: publicProcedure
    .input(ZEmailOnly)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),
  resetPassword: publicProcedure.input(ZResetPassword).mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
