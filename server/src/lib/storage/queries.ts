import type { Executor } from '../../db/executor.ts';

/** Inserts an object; false when the key already holds one (nothing is overwritten). */
export async function insertStorageObject(
  db: Executor,
  object: { bucket: string; key: string; contentType: string; bytes: Uint8Array },
): Promise<boolean> {
  const inserted = await db
    .insertInto('storageObjects')
    .values({ ...object, size: object.bytes.byteLength })
    .onConflict((conflict) => conflict.columns(['bucket', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function selectStorageObject(
  db: Executor,
  { bucket, key }: { bucket: string; key: string },
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  return db
    .selectFrom('storageObjects')
    .select(['contentType', 'bytes'])
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function deleteStorageObject(
  db: Executor,
  { bucket, key }: { bucket: string; key: string },
): Promise<void> {
  await db.deleteFrom('storageObjects').where('bucket', '=', bucket).where('key', '=', key).execute();
}
