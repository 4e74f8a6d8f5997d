import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A per-database number that a kind of content (articles, tools) bumps whenever this process changes it. */
export interface ContentVersion {
  /** Changes after every write of this content in this process: pages rendered before are stale then. */
  current(db: Kysely<DB>): number;
  /** Marks the content as changed; called once a write has committed. */
  bump(db: Kysely<DB>): void;
}

/**
 * One content kind's version. Another process's change is not seen here: cached pages expire after
 * their time instead (see PUBLIC_PAGE_CACHE_TTL_MS).
 */
export function contentVersion(): ContentVersion {
  const versions = new WeakMap<Kysely<DB>, number>();
  return {
    current: (db) => versions.get(db) ?? 0,
    bump: (db) => versions.set(db, (versions.get(db) ?? 0) + 1),
  };
}
