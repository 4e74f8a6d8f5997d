import type { RemovedUrlRow, TAddRemovedUrl } from '@wordloom/shared/schemas/admin';
import type { Executor } from '../../db/executor.ts';

export async function listRemovedUrls(_db: Executor): Promise<RemovedUrlRow[]> {
  throw new Error('admin console: being built');
}

export async function addRemovedUrl(
  _db: Executor,
  _input: TAddRemovedUrl & { adminId: string },
): Promise<RemovedUrlRow> {
  throw new Error('admin console: being built');
}

export async function deleteRemovedUrl(_db: Executor, _input: { id: string; adminId: string }): Promise<void> {
  throw new Error('admin console: being built');
}
