import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export async function insertUser(db: Executor, email: string): Promise<{ id: string }> {
  return db.insertInto('users').values({ email }).returning('id').executeTakeFirstOrThrow();
}
