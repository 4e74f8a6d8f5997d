import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/src/db/schema.ts';
import { insertUser } from '../../server/src/features/users/queries.ts';
import { openWordAccount } from '../../server/src/features/words/service.ts';

/** A user with an empty words balance. */
export async function createUser(db: Kysely<DB>, email = `user-${randomUUID()}@example.com`): Promise<string> {
  const { id } = await insertUser(db, email);
  await openWordAccount(db, { userId: id });
  return id;
}
