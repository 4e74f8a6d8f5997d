import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/executor.ts';
import { databaseStorage } from './database.ts';
import { s3Storage } from './s3.ts';
import type { ObjectStorage } from './storage.ts';

export type { ObjectStorage, StoredObject } from './storage.ts';
export { ObjectExistsError, StorageError } from './storage.ts';

/** The storage driver the configuration chose (STORAGE_DRIVER; the database by default). */
export function createStorage(config: AppConfig['storage'], db: Executor): ObjectStorage {
  return config.driver === 's3' ? s3Storage(config.s3) : databaseStorage(db);
}
