import type { Executor } from '../../db/executor.ts';

/** An object as stored: its bytes and the type it was stored with. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where uploaded files live, by bucket and key as in S3. One small interface so the app runs on the
 * database alone (`database`, the default) or on any S3-compatible service (`s3`).
 */
export interface ObjectStorage {
  readonly driver: 'database' | 's3';
  /**
   * Whether `put` and `delete` run on the executor they are given, so a caller can store bytes and
   * the row describing them in one transaction. Otherwise the caller undoes a `put` itself.
   */
  readonly joinsTransactions: boolean;
  /** Stores new bytes; never overwrites ("without upsert"): an existing key throws `ObjectExistsError`. */
  put(bucket: string, key: string, bytes: Uint8Array, contentType: string, options?: { db?: Executor }): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(bucket: string, key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error (as in S3). */
  delete(bucket: string, key: string, options?: { db?: Executor }): Promise<void>;
}

/** `put` refused: the key already holds an object. */
export class ObjectExistsError extends Error {
  constructor(bucket: string, key: string) {
    super(`Storage object ${bucket}/${key} already exists`);
    this.name = 'ObjectExistsError';
  }
}

/** The storage service answered with an error; `code` is its own (S3's `<Code>`) when it gave one. */
export class StorageError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(message: string, { status, code, cause }: { status?: number; code?: string; cause?: unknown } = {}) {
    super(message, { cause });
    this.name = 'StorageError';
    this.status = status;
    this.code = code;
  }
}
