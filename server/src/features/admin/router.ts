import {
  ZAddRemovedUrl,
  ZAdjustWords,
  ZAdminUserId,
  ZAdminUserSearch,
  ZAuditLogList,
  ZRemovedUrlId,
  ZSetAdmin,
  ZSuspendUser,
} from '@wordloom/shared/schemas/admin';
import { adminProcedure, router } from '../../trpc/init.ts';
import { listAuditLog } from './audit.ts';
import { addRemovedUrl, deleteRemovedUrl, listRemovedUrls } from './removed-urls.ts';
import { adjustWords, getAdminUser, restoreUser, searchUsers, setAdmin, suspendUser } from './users.ts';

/**
 * The admin console (issue 16 point 6). Every change is written to the audit log in the
 * transaction that makes it, with the acting admin.
 */
export const adminRouter = router({
  users: adminProcedure.input(ZAdminUserSearch).query(({ ctx, input }) => searchUsers(ctx.db, input)),
  user: adminProcedure.input(ZAdminUserId).query(({ ctx, input }) => getAdminUser(ctx.db, input)),
  adjustWords: adminProcedure
    .input(ZAdjustWords)
    .mutation(({ ctx, input }) => adjustWords(ctx.db, { adminId: ctx.session.userId, ...input })),
  suspend: adminProcedure
    .input(ZSuspendUser)
    .mutation(({ ctx, input }) => suspendUser(ctx.db, { adminId: ctx.session.userId, ...input })),
  restore: adminProcedure
    .input(ZAdminUserId)
    .mutation(({ ctx, input }) => restoreUser(ctx.db, { adminId: ctx.session.userId, ...input })),
  setAdmin: adminProcedure
    .input(ZSetAdmin)
    .mutation(({ ctx, input }) => setAdmin(ctx.db, { adminId: ctx.session.userId, ...input })),
  auditLog: adminProcedure.input(ZAuditLogList).query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  removedUrls: adminProcedure.query(({ ctx }) => listRemovedUrls(ctx.db)),
  addRemovedUrl: adminProcedure
    .input(ZAddRemovedUrl)
    .mutation(({ ctx, input }) => addRemovedUrl(ctx.db, { adminId: ctx.session.userId, ...input })),
  deleteRemovedUrl: adminProcedure
    .input(ZRemovedUrlId)
    .mutation(({ ctx, input }) => deleteRemovedUrl(ctx.db, { adminId: ctx.session.userId, ...input })),
});
