import { initTRPC } from '@trpc/server';
import { AppErrorCode } from '@wordloom/shared/errors';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import { hasRole } from '../features/users/roles.ts';
import { AppError } from '../lib/app-error.ts';
import type { Context } from './context.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const appError =
      error instanceof AppError
        ? error.appCode
        : error.cause instanceof ZodError
          ? AppErrorCode.VALIDATION
          : error.code === 'INTERNAL_SERVER_ERROR'
            ? AppErrorCode.INTERNAL
            : null;
    return {
      ...shape,
      // Internal failures never leak their message to the browser.
      message: appError === AppErrorCode.INTERNAL ? AppErrorCode.INTERNAL : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        appError,
        zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
      },
    };
  },
});

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/** Signed-in users only; narrows `ctx.session` to non-null. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new AppError(AppErrorCode.UNAUTHENTICATED);
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** Admins only, judged by the roles in the database at the time of the call. */
export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (!(await hasRole(ctx.db, ctx.session.userId, 'admin'))) throw new AppError(AppErrorCode.ADMIN_ONLY);
  return next();
});
