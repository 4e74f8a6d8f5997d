import { AUDIT_ACTIONS, type TAuditAction, type TAuditLogList } from '@wordloom/shared/schemas/admin';
import { z } from 'zod';

/** /admin/audit's address: the action shown and the page; nonsense falls back to everything, page 1. */
export const ZAuditLogSearch = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type TAuditLogSearch = z.infer<typeof ZAuditLogSearch>;

export interface AuditLogView {
  action: TAuditAction | null;
  page: number;
}

export function auditLogView(search: TAuditLogSearch): AuditLogView {
  return { action: search.action ?? null, page: search.page ?? 1 };
}

export function auditLogSearch(view: AuditLogView): TAuditLogSearch {
  return { action: view.action ?? undefined, page: view.page === 1 ? undefined : view.page };
}

export function auditLogInput({ action, page }: AuditLogView): TAuditLogList {
  return { action: action ?? undefined, page };
}
