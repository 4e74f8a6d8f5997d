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
