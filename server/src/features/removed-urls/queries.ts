import type { Executor } from '../../db/executor.ts';

/** Every stored rule: exact paths and "Starts with: <prefix>" entries (spec §3). */
export async function listRemovedUrlRules(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('permanentlyRemovedUrls').select('url').execute();
  return rows.map((row) => row.url);
}

export async function insertRemovedUrlRules(db: Executor, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .insertInto('permanentlyRemovedUrls')
    .values(urls.map((url) => ({ url })))
    .onConflict((conflict) => conflict.column('url').doNothing())
    .execute();
}

export async function countRemovedUrlRules(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('permanentlyRemovedUrls')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes these exact rules (a "Starts with: " rule is only deleted when given as stored). */
export async function deleteRemovedUrlRules(db: Executor, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  await db.deleteFrom('permanentlyRemovedUrls').where('url', 'in', urls).execute();
}

/** Every removed-URL rule, newest first. */
export async function selectRemovedUrls(db: Executor) {
  return db
    .selectFrom('permanentlyRemovedUrls')
    .select(['id', 'url', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('url')
    .execute();
}

/** Adds a rule; undefined when it is already stored (the unique index on `url` decides, race-safe). */
export async function insertRemovedUrl(db: Executor, url: string) {
  return db
    .insertInto('permanentlyRemovedUrls')
    .values({ url })
    .onConflict((conflict) => conflict.column('url').doNothing())
    .returning(['id', 'url', 'createdAt'])
    .executeTakeFirst();
}

export async function deleteRemovedUrlById(db: Executor, id: string) {
  return db.deleteFrom('permanentlyRemovedUrls').where('id', '=', id).returning('url').executeTakeFirst();
}
