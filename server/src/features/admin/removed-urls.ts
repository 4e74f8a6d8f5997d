import { formatRemovedUrlRule, normalizeRemovalPath } from '@wordloom/shared/domain/removed-urls';
import { AppErrorCode } from '@wordloom/shared/errors';
import type { RemovedUrlRow, TAddRemovedUrl } from '@wordloom/shared/schemas/admin';
import type { Kysely } from 'kysely';
import { type Executor, inTransaction } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteRemovedUrlRow,
  forgetRemovedUrlRules,
  insertRemovedUrlRow,
  listRemovedUrlRows,
} from '../removed-urls/service.ts';
import { recordAdminAction } from './audit.ts';

/** Every removed URL, newest first, as stored (spec §3). */
export async function listRemovedUrls(db: Executor): Promise<RemovedUrlRow[]> {
  return listRemovedUrlRows(db);
}

/**
 * Adds an exact path or a "Starts with: " prefix. The unique index on the url refuses a duplicate
 * even when two admins add it at once (REMOVED_URL_EXISTS). The public check sees it at once: this
 * process's cached rules are dropped after the commit.
 */
export async function addRemovedUrl(
  db: Kysely<DB>,
  { adminId, path, match }: TAddRemovedUrl & { adminId: string },
): Promise<RemovedUrlRow> {
  // A prefix keeps its trailing slash: "Starts with: /legacy/" must not match "/legacy-new".
  const url = formatRemovedUrlRule(
    match === 'prefix' ? { kind: 'prefix', prefix: path } : { kind: 'exact', path: normalizeRemovalPath(path) },
  );
  const row = await inTransaction(db, async (trx) => {
    const inserted = await insertRemovedUrlRow(trx, { url });
    if (!inserted) throw new AppError(AppErrorCode.REMOVED_URL_EXISTS);
    await recordAdminAction(trx, { adminId, action: 'removed_url_added', details: { url } });
    return inserted;
  });
  forgetRemovedUrlRules(db);
  return row;
}

/** Deletes one removed URL (NOT_FOUND when it is already gone); pages at it are served again at once. */
export async function deleteRemovedUrl(
  db: Kysely<DB>,
  { adminId, id }: { id: string; adminId: string },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const url = await deleteRemovedUrlRow(trx, { id });
    if (url === undefined) throw new AppError(AppErrorCode.NOT_FOUND);
    await recordAdminAction(trx, { adminId, action: 'removed_url_deleted', details: { url } });
  });
  forgetRemovedUrlRules(db);
}
