import type { Kysely } from 'kysely';
import type { DB, Role } from '../../db/schema.ts';
import { selectRoles } from './queries.ts';

/** Spec §6: everyone is a user; admin when the roles list says so. */
export async function rolesOf(db: Kysely<DB>, userId: string): Promise<Role[]> {
  const stored = await selectRoles(db, userId);
  return stored.includes('user') ? stored : ['user', ...stored];
}

export async function hasRole(db: Kysely<DB>, userId: string, role: Role): Promise<boolean> {
  return (await rolesOf(db, userId)).includes(role);
}
