import type { Executor } from '../../db/executor.ts';
import type { Role } from '../../db/schema.ts';
import { selectRoles } from './queries.ts';

/** Spec §6: everyone is a user; admin when the roles list says so. */
export async function rolesOf(db: Executor, { userId }: { userId: string }): Promise<Role[]> {
  const stored = await selectRoles(db, userId);
  return stored.includes('user') ? stored : ['user', ...stored];
}

/** Whether the user has `role`, judged by the roles stored now. */
export async function hasRole(db: Executor, { userId, role }: { userId: string; role: Role }): Promise<boolean> {
  return (await rolesOf(db, { userId })).includes(role);
}
