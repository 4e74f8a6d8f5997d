import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { ObjectExistsError, type ObjectStorage, StorageError } from './storage.ts';

export interface S3StorageConfig {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or https://<account>.r2.cloudflarestorage.com. */
  endpoint: string;
  region: string;
  /** The one S3 bucket that holds everything; the app's buckets become key prefixes inside it. */
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted services) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

/** Reads `<Code>` and `<Message>` from S3's XML error body (`<Error><Code>NoSuchKey</Code>…`). */
function parseS3Error(body: string): { code?: string; message?: string } {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  return { code, message };
}

async function failure(operation: string, response: Response): Promise<StorageError> {
  const { code, message } = parseS3Error(await response.text().catch(() => ''));
  return new StorageError(`S3 ${operation} failed: ${response.status} ${code ?? ''} ${message ?? ''}`.trim(), {
    status: response.status,
    code,
  });
}

/**
 * Reads an answer's (small, often empty) body to its end, so the connection can be reused.
 * Reading rather than cancelling: a cancelled body can leave the request open under a fetch
 * interceptor (msw in tests), and S3's error and empty answers are a few hundred bytes at most.
 */
async function discard(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

/** Each segment of an object key URL-encoded, the slashes kept (the path S3 signs and routes). */
function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * Any S3-compatible service (AWS S3, Cloudflare R2, MinIO) through its REST API, requests signed
 * with AWS Signature V4 by aws4fetch. Objects are written with `If-None-Match: *`, S3's conditional
 * write, so an existing key is refused by the service itself (412) rather than overwritten.
 */
export function s3Storage(config: S3StorageConfig): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // Errors are ours to map: a retried PUT after a lost answer would meet its own object (412).
    retries: 0,
  });
  const endpoint = new URL(config.endpoint);
  const base = config.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;
  const objectUrl = (bucket: string, key: string) => `${base}/${encodeKey(`${bucket}/${key}`)}`;

  async function send(operation: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await client.fetch(url, init);
    } catch (error) {
      throw new StorageError(`S3 ${operation} failed: the service could not be reached`, { cause: error });
    }
  }

  return {
    driver: 's3',
    joinsTransactions: false,
    async put(bucket, key, bytes, contentType) {
      const response = await send('PutObject', objectUrl(bucket, key), {
        method: 'PUT',
        // A copy on a plain ArrayBuffer: fetch's body type refuses a view that could be shared memory.
        body: new Uint8Array(bytes),
        headers: {
          'Content-Type': contentType,
          'If-None-Match': '*',
          // The payload's real hash (not UNSIGNED-PAYLOAD): the service checks the bytes arrived whole.
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (response.ok) {
        await discard(response);
        return;
      }
      // 412: the key exists. 409 (ConditionalRequestConflict): a parallel write to it is under way.
      if (response.status === 412 || response.status === 409) {
        await discard(response);
        throw new ObjectExistsError(bucket, key);
      }
      throw await failure('PutObject', response);
    },
    async get(bucket, key) {
      const response = await send('GetObject', objectUrl(bucket, key), { method: 'GET' });
      if (!response.ok) {
        const error = await failure('GetObject', response);
        // Only a missing key is "no object"; a missing bucket is a configuration to fix, not an empty one.
        if (error.code === 'NoSuchKey') return null;
        throw error;
      }
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(bucket, key) {
      const response = await send('DeleteObject', objectUrl(bucket, key), { method: 'DELETE' });
      if (!response.ok) throw await failure('DeleteObject', response);
      await discard(response);
    },
  };
}
