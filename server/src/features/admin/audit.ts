import type { AdminPage, AuditLogEntry, TAuditLogList } from '@wordloom/shared/schemas/admin';
import type { Executor } from '../../db/executor.ts';

export async function listAuditLog(_db: Executor, _input: TAuditLogList): Promise<AdminPage<AuditLogEntry>> {
  throw new Error('admin console: being built');
}
