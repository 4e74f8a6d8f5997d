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
  me: publicProcedure.query(({ ctx }) => (ctx.session ? currentUser(ctx.db, ctx.session.userId) : null)),
  signUp: publicProcedure.input(ZSignUp).mutation(({ ctx, input }) => signUp(ctx, input)),
  signIn: publicProcedure.input(ZSignIn).mutation(({ ctx, input }) => signIn(ctx, input)),
  signOut: protectedProcedure.mutation(({ ctx }) => signOut(ctx)),
  resendVerification: publicProcedure
    .input(ZEmailOnly)
    .mutation(({ ctx, input }) => resendVerification(ctx, input.email, input.language)),
  verifyEmail: publicProcedure.input(ZVerifyEmail).mutation(({ ctx, input }) => verifyEmail(ctx, input.token)),
  requestPasswordReset: publicProcedure
    .input(ZEmailOnly)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email, input.language)),
  resetPassword: publicProcedure.input(ZResetPassword).mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
