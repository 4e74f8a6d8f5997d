import type { Executor } from '../../db/executor.ts';
import { deleteStorageObject, insertStorageObject, selectStorageObject } from './queries.ts';
import { ObjectExistsError, type ObjectStorage } from './storage.ts';

/**
 * The default driver: bytes in the `storage_objects` table. Works on the embedded database and on
 * Postgres, and every server process sees the same files with nothing else to run. `put` and
 * `delete` join the caller's transaction, so bytes and their describing row commit together.
 */
export function databaseStorage(db: Executor): ObjectStorage {
  return {
    driver: 'database',
    joinsTransactions: true,
    async put(bucket, key, bytes, contentType, options) {
      const stored = await insertStorageObject(options?.db ?? db, { bucket, key, contentType, bytes });
      if (!stored) throw new ObjectExistsError(bucket, key);
    },
    async get(bucket, key) {
      const row = await selectStorageObject(db, { bucket, key });
      // The drivers return a Buffer (node-postgres) or a Uint8Array (PGlite): one type for callers.
      return row ? { bytes: new Uint8Array(row.bytes), contentType: row.contentType } : null;
    },
    async delete(bucket, key, options) {
      await deleteStorageObject(options?.db ?? db, { bucket, key });
    },
  };
}
