import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { databaseStorage } from '../../server/src/lib/storage/database.ts';
import { ObjectExistsError, StorageError } from '../../server/src/lib/storage/index.ts';
import { s3Storage } from '../../server/src/lib/storage/s3.ts';
import type { ObjectStorage } from '../../server/src/lib/storage/storage.ts';
import { png } from '../helpers/media-files.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { type S3Mock, startS3Mock } from '../mocks/s3.ts';

let database: TestDatabase;
let mock: S3Mock;

beforeAll(async () => {
  database = await createTestDatabase();
  mock = await startS3Mock();
});
afterAll(async () => {
  await mock.close();
  await database.dispose();
});

function s3(overrides: Partial<Parameters<typeof s3Storage>[0]> = {}): ObjectStorage {
  return s3Storage({
    endpoint: mock.url,
    region: mock.region,
    bucket: mock.bucket,
    accessKeyId: mock.accessKeyId,
    secretAccessKey: mock.secretAccessKey,
    forcePathStyle: true,
    ...overrides,
  });
}

const image = png(4, 3);

describe.each([
  ['database', () => databaseStorage(database.db)],
  ['s3', () => s3()],
])('the %s driver', (_name, makeStorage) => {
  it('stores bytes and gives them back with their type', async () => {
    const storage = makeStorage();
    const key = `user-1/${crypto.randomUUID()}.png`;
    await storage.put('linkedin-posts', key, image, 'image/png');
    const stored = await storage.get('linkedin-posts', key);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(stored!.bytes).equals(image)).toBe(true);
  });

  it('never overwrites: a second put under the same key fails and the first bytes stay', async () => {
    const storage = makeStorage();
    const key = `user-1/${crypto.randomUUID()}.png`;
    await storage.put('linkedin-posts', key, image, 'image/png');
    await expect(storage.put('linkedin-posts', key, Buffer.from('other'), 'text/plain')).rejects.toBeInstanceOf(
      ObjectExistsError,
    );
    const stored = await storage.get('linkedin-posts', key);
    expect(Buffer.from(stored!.bytes).equals(image)).toBe(true);
  });

  it('deletes, and deleting a missing key is not an error', async () => {
    const storage = makeStorage();
    const key = `user-1/${crypto.randomUUID()}.png`;
    await storage.put('linkedin-posts', key, image, 'image/png');
    await storage.delete('linkedin-posts', key);
    expect(await storage.get('linkedin-posts', key)).toBeNull();
    await expect(storage.delete('linkedin-posts', key)).resolves.toBeUndefined();
  });

  it('answers null for a key that never existed', async () => {
    expect(await makeStorage().get('linkedin-posts', 'user-1/missing.png')).toBeNull();
  });
});

describe('the s3 driver on the wire', () => {
  it('puts the app bucket as a key prefix inside S3_BUCKET, signed, with the payload hash and If-None-Match', async () => {
    const key = `user-2/${crypto.randomUUID()}.png`;
    mock.requests.length = 0;
    await s3().put('linkedin-posts', key, image, 'image/png');
    expect([...mock.objects.keys()]).toContain(`linkedin-posts/${key}`);
    const [put] = mock.requests;
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(`/${mock.bucket}/linkedin-posts/${key}`);
    expect(put?.headers.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${mock.accessKeyId}/\\d{8}/${mock.region}/s3/aws4_request`),
    );
    expect(put?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(put?.headers['if-none-match']).toBe('*');
    expect(put?.headers['content-type']).toBe('image/png');
  });

  it('is refused by the service with a wrong secret (SignatureDoesNotMatch, 403)', async () => {
    const wrong = s3({ secretAccessKey: 'not-the-secret' });
    const failure = await wrong.put('linkedin-posts', 'user-2/x.png', image, 'image/png').catch((error) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('is refused with an unknown access key (InvalidAccessKeyId)', async () => {
    const failure = await s3({ accessKeyId: 'AKIAUNKNOWN' })
      .get('linkedin-posts', 'user-2/x.png')
      .catch((error) => error);
    expect(failure).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  });

  it('maps service errors to StorageError with S3 code and status', async () => {
    mock.failNext(503, 'SlowDown', 'Please reduce your request rate.');
    const failure = await s3()
      .put('linkedin-posts', 'user-2/slow.png', image, 'image/png')
      .catch((error) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure).toMatchObject({ status: 503, code: 'SlowDown' });
    expect(failure.message).toContain('Please reduce your request rate.');
    expect(mock.objects.has('linkedin-posts/user-2/slow.png')).toBe(false);
  });

  it('maps a bucket that does not exist to NoSuchBucket', async () => {
    const failure = await s3({ bucket: 'no-such-bucket' })
      .get('linkedin-posts', 'user-2/x.png')
      .catch((error) => error);
    expect(failure).toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });

  it('says when the service cannot be reached', async () => {
    const failure = await s3({ endpoint: 'http://127.0.0.1:1' })
      .get('linkedin-posts', 'user-2/x.png')
      .catch((error) => error);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure.message).toBe('S3 GetObject failed: the service could not be reached');
  });
});

describe('storage configuration', () => {
  it('keeps files in the database unless told otherwise', () => {
    const result = loadConfig({ NODE_ENV: 'test' });
    expect(result.ok && result.config.storage).toEqual({ driver: 'database' });
  });

  it('names every S3 setting missing when STORAGE_DRIVER is s3', () => {
    const result = loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3', S3_BUCKET: 'media' });
    expect(result).toEqual({
      ok: false,
      problems: [
        'S3_ENDPOINT: is required when STORAGE_DRIVER is s3',
        'S3_REGION: is required when STORAGE_DRIVER is s3',
        'S3_ACCESS_KEY_ID: is required when STORAGE_DRIVER is s3',
        'S3_SECRET_ACCESS_KEY: is required when STORAGE_DRIVER is s3',
      ],
    });
  });

  it('refuses an unknown driver and an endpoint that is not a URL', () => {
    const result = loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 'disk', S3_ENDPOINT: 'minio:9000' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'STORAGE_DRIVER: must be database or s3',
      'S3_ENDPOINT: must be an http(s) URL',
    ]);
  });

  it('reads a complete S3 configuration', () => {
    const result = loadConfig({
      NODE_ENV: 'test',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_BUCKET: 'wordloom-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(result.ok && result.config.storage).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'https://account.r2.cloudflarestorage.com',
        region: 'auto',
        bucket: 'wordloom-media',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: false,
      },
    });
  });
});
