import { compileRemovedUrlRules, type RemovedUrlMatcher } from '@wordloom/shared/domain/removed-urls';
import type { TCheckRemovedPath } from '@wordloom/shared/schemas/removed-urls';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import {
  countRemovedUrlRules,
  deleteRemovedUrlById,
  deleteRemovedUrlRules,
  insertRemovedUrl,
  insertRemovedUrlRules,
  listRemovedUrlRules,
  selectRemovedUrls,
} from './queries.ts';

/**
 * Every page request asks whether its path was removed, so the rules are read once and kept for
 * this long. A rule added through this process applies at once; one added by another server
 * within this time.
 */
export const REMOVED_URL_RULES_TTL_MS = 30_000;

interface CachedRules {
  matcher: Promise<RemovedUrlMatcher>;
  loadedAt: number;
  /** The matcher once read, for callers that cannot wait. */
  loaded?: RemovedUrlMatcher;
}

const cachedRules = new WeakMap<Kysely<DB>, CachedRules>();

function currentRules(db: Kysely<DB>): Promise<RemovedUrlMatcher> {
  const cached = cachedRules.get(db);
  if (cached && Date.now() - cached.loadedAt < REMOVED_URL_RULES_TTL_MS) return cached.matcher;
  const matcher = listRemovedUrlRules(db).then(compileRemovedUrlRules);
  const entry: CachedRules = { matcher, loadedAt: Date.now() };
  cachedRules.set(db, entry);
  matcher.then(
    (loaded) => {
      entry.loaded = loaded;
    },
    () => undefined,
  );
  // A failed read is not kept: the next request tries again.
  matcher.catch(() => cachedRules.delete(db));
  return matcher;
}

/** Whether a path was permanently removed (query string and fragment ignored). */
export async function isRemovedPath(db: Kysely<DB>, { path }: TCheckRemovedPath): Promise<boolean> {
  return (await currentRules(db)).matches(path);
}

/**
 * Whether a path was removed, answered only from rules already in memory and still fresh; null
 * when they would have to be read first (the caller then takes the path that can wait).
 */
export function isRemovedPathNow(db: Kysely<DB>, path: string): boolean | null {
  const cached = cachedRules.get(db);
  if (!cached?.loaded || Date.now() - cached.loadedAt >= REMOVED_URL_RULES_TTL_MS) return null;
  return cached.loaded.matches(path);
}

/** Whether any removal rule exists (the demo content adds its own only to an empty list). */
export async function hasRemovedUrlRules(db: Executor): Promise<boolean> {
  return (await countRemovedUrlRules(db)) > 0;
}

/** Stores removal rules (exact paths or "Starts with: " prefixes); this process sees them at once. */
export async function addRemovedUrlRules(db: Kysely<DB>, { rules }: { rules: readonly string[] }): Promise<void> {
  await insertRemovedUrlRules(db, rules);
  cachedRules.delete(db);
}

/**
 * Stores and deletes exact removed paths inside the caller's transaction (an article leaving or
 * coming back at its address commits with the article). This process's cached rules are dropped
 * by `forgetRemovedUrlRules` once the transaction committed: dropped earlier, a request in
 * between could cache the rules as they were before the commit.
 */
export async function changeRemovedPaths(
  db: Executor,
  { removed = [], restored = [] }: { removed?: readonly string[]; restored?: readonly string[] },
): Promise<void> {
  await deleteRemovedUrlRules(db, restored);
  await insertRemovedUrlRules(db, removed);
}

/** After a commit that changed the rules: this process reads them again on the next request. */
export function forgetRemovedUrlRules(db: Kysely<DB>): void {
  cachedRules.delete(db);
}

/** Every rule as stored, newest first (the admin's list). */
export async function listRemovedUrlRows(db: Executor) {
  return selectRemovedUrls(db);
}

/**
 * Stores one rule in the caller's transaction; undefined when it is already stored. Call
 * `forgetRemovedUrlRules` once the transaction committed.
 */
export async function insertRemovedUrlRow(db: Executor, { url }: { url: string }) {
  return insertRemovedUrl(db, url);
}

/** Deletes one rule by id in the caller's transaction: its url, or undefined when it is gone. */
export async function deleteRemovedUrlRow(db: Executor, { id }: { id: string }): Promise<string | undefined> {
  return (await deleteRemovedUrlById(db, id))?.url;
}
