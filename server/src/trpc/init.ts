import { initTRPC } from '@trpc/server';
import { AppErrorCode } from '@wordloom/shared/errors';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import { hasRole } from '../features/users/roles.ts';
import { BODY_TOO_LARGE_MESSAGE } from '../http/body-limit.ts';
import { AppError } from '../lib/app-error.ts';
import type { Context } from './context.ts';

/**
 * Failures whose detail the caller may see. A detail can name infrastructure (an address the
 * guard refused, a mapping key, a connection error), so only admins get it, marked here by
 * `detailsForAdmins`; any other failure (also one a subscription raises once it streams) shows none.
 */
const detailShownTo = new WeakSet<AppError>();

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  sse: {
    // Pings keep proxies from closing a quiet stream (a model thinking before its first word);
    // a browser that hears nothing, not even a ping, for twice that long reconnects.
    ping: { enabled: true, intervalMs: 10_000 },
    client: { reconnectAfterInactivityMs: 20_000 },
  },
  errorFormatter({ shape, error, ctx }) {
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
      message:
        appError === AppErrorCode.INTERNAL
          ? AppErrorCode.INTERNAL
          : error.code === 'PAYLOAD_TOO_LARGE'
            ? BODY_TOO_LARGE_MESSAGE
            : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        appError,
        appErrorDetail: error instanceof AppError && detailShownTo.has(error) ? (error.detail ?? null) : null,
        // When a refused call may be tried again (LinkedIn's Retry-After), so the page can say when.
        retryAfterSeconds: error instanceof AppError ? (error.retryAfterSeconds ?? null) : null,
        zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
        // The log line of the failure carries the same id, so support can find what happened.
        requestId: ctx?.requestId ?? null,
      },
    };
  },
});

/**
 * Logs the detail of a failure (the browser may not see it) and lets admins see it. The role is
 * looked up only when there is a detail to show.
 */
const detailsForAdmins = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (result.ok || !(result.error instanceof AppError) || result.error.detail === undefined) return result;
  const { error } = result;
  ctx.logger.info({ path, appError: error.appCode, detail: error.detail }, 'procedure failed');
  const isAdmin =
    ctx.session !== null && (await hasRole(ctx.db, { userId: ctx.session.userId, role: 'admin' }).catch(() => false));
  if (isAdmin) detailShownTo.add(error);
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(detailsForAdmins);
export const createCallerFactory = t.createCallerFactory;

/** Signed-in users only; narrows `ctx.session` to non-null. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new AppError(AppErrorCode.UNAUTHENTICATED);
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** Admins only, judged by the roles in the database at the time of the call. */
export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (!(await hasRole(ctx.db, { userId: ctx.session.userId, role: 'admin' })))
    throw new AppError(AppErrorCode.ADMIN_ONLY);
  return next();
});
