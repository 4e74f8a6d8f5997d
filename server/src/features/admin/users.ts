import type {
  AdminPage,
  AdminUserDetail,
  AdminUserRow,
  TAdjustWords,
  TAdminUserSearch,
  TSetAdmin,
  TSuspendUser,
} from '@wordloom/shared/schemas/admin';
import type { Executor } from '../../db/executor.ts';

export async function searchUsers(_db: Executor, _input: TAdminUserSearch): Promise<AdminPage<AdminUserRow>> {
  throw new Error('admin console: being built');
}

export async function getAdminUser(_db: Executor, _input: { userId: string }): Promise<AdminUserDetail> {
  throw new Error('admin console: being built');
}

export async function adjustWords(
  _db: Executor,
  _input: TAdjustWords & { adminId: string },
): Promise<{ availableWords: number }> {
  throw new Error('admin console: being built');
}

export async function suspendUser(_db: Executor, _input: TSuspendUser & { adminId: string }): Promise<void> {
  throw new Error('admin console: being built');
}

export async function restoreUser(_db: Executor, _input: { userId: string; adminId: string }): Promise<void> {
  throw new Error('admin console: being built');
}

export async function setAdmin(_db: Executor, _input: TSetAdmin & { adminId: string }): Promise<void> {
  throw new Error('admin console: being built');
}
