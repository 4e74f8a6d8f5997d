import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const versions = new WeakMap<Kysely<DB>, number>();

/**
 * A number that changes whenever this process changes an article: the public pages it rendered
 * before are stale then. (Another process's change is seen when a rendered page's time is up.)
 */
export function blogContentVersion(db: Kysely<DB>): number {
  return versions.get(db) ?? 0;
}

/** Marks the articles as changed; called once a write has committed. */
export function bumpBlogContentVersion(db: Kysely<DB>): void {
  versions.set(db, blogContentVersion(db) + 1);
}
