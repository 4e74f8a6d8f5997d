import { splitLanguagePrefix } from '@wordloom/shared/domain/localized-path';
import { normalizeRemovalPath } from '@wordloom/shared/domain/removed-urls';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findRemovedUrlRule } from './queries.ts';

/**
 * Whether a path was permanently removed. Query string and fragment are ignored, and a
 * language copy ("/fr/old-page") counts as removed when its English path is.
 */
export async function isRemovedPath(db: Kysely<DB>, pathname: string): Promise<boolean> {
  const path = normalizeRemovalPath(pathname);
  if ((await findRemovedUrlRule(db, path)) !== undefined) return true;
  const unprefixed = splitLanguagePrefix(path).path;
  return unprefixed !== path && (await findRemovedUrlRule(db, normalizeRemovalPath(unprefixed))) !== undefined;
}
