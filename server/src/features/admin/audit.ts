import {
  type AdminPage,
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type TAuditAction,
  type TAuditLogList,
} from '@wordloom/shared/schemas/admin';
import type { Executor } from '../../db/executor.ts';
import { insertAuditRow, selectAuditLogPage } from './queries.ts';

export interface AdminAction {
  adminId: string;
  action: TAuditAction;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one audit row, with the admin's and the target's e-mail as they are now (the log keeps
 * saying who when an account is deleted). Call it with the transaction of the change, so the row
 * exists exactly when the change does.
 */
export async function recordAdminAction(
  trx: Executor,
  { adminId, action, targetUserId = null, details = {} }: AdminAction,
): Promise<void> {
  await insertAuditRow(trx, { adminId, action, targetUserId, details });
}

/** One page of the audit log, newest first, optionally of one action or one user. */
export async function listAuditLog(db: Executor, input: TAuditLogList): Promise<AdminPage<AuditLogEntry>> {
  const page = input.page ?? 1;
  const { rows, total } = await selectAuditLogPage(db, {
    action: input.action,
    targetUserId: input.targetUserId,
    limit: AUDIT_LOG_PAGE_SIZE,
    offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
  });
  const items = rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
  return { items, total, page, pageSize: AUDIT_LOG_PAGE_SIZE };
}
