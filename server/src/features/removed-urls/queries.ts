import { REMOVED_URL_PREFIX_MARKER } from '@wordloom/shared/constants';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The first stored rule matching the path exactly or as "Starts with: <prefix>" (spec §7).
 * The path comes without trailing slash, so prefixes are compared against it with one added:
 * "/legacy" is the section "Starts with: /legacy/" removed.
 */
export async function findRemovedUrlRule(db: Executor, path: string): Promise<string | undefined> {
  const markerLength = REMOVED_URL_PREFIX_MARKER.length;
  const directoryPath = path.endsWith('/') ? path : `${path}/`;
  const row = await db
    .selectFrom('permanentlyRemovedUrls')
    .select('url')
    .where((eb) =>
      eb.or([
        eb('url', '=', path),
        eb.and([
          eb(sql<string>`left(url, ${markerLength})`, '=', REMOVED_URL_PREFIX_MARKER),
          eb(sql<number>`length(url)`, '>', markerLength),
          eb(sql<number>`strpos(${directoryPath}, substr(url, ${markerLength + 1}))`, '=', 1),
        ]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row?.url;
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
