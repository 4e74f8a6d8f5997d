/**
 * Media a post carries (spec §3 "media item", §7 "Storage bucket linkedin-posts"): uploads checked
 * by their bytes, stored at `{user_id}/{random uuid}.{ext}` without overwriting, served at a public
 * path, described and removed for the posts feature, and swept when no post took them.
 */
import { randomUUID } from 'node:crypto';
import { AppErrorCode } from '@wordloom/shared/errors';
import { BLOG_MEDIA_BUCKET } from '@wordloom/shared/schemas/blog';
import { LINKEDIN_MEDIA_BUCKET, type TMediaItem, type TUploadedMedia } from '@wordloom/shared/schemas/linkedin';
import { SUPPORT_MEDIA_BUCKET } from '@wordloom/shared/schemas/support';
import { TOOL_MEDIA_BUCKET } from '@wordloom/shared/schemas/tools';
import type { Logger } from 'pino';
import { inTransaction } from '../../db/executor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStorage } from '../../lib/storage/index.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { RATE_LIMITS } from '../rate-limits/policies.ts';
import { consume, rateLimit } from '../rate-limits/service.ts';
import {
  deleteOwnMediaFiles,
  deleteUnreferencedMediaFiles,
  insertMediaFile,
  type MediaFileRow,
  selectMediaFile,
  selectOwnMediaFiles,
} from './queries.ts';
import { sniffMedia } from './sniff.ts';

/** Files are served by the app itself under this path: `/media/{bucket}/{user id}/{file}`. */
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * What each bucket takes: a LinkedIn post and a support message carry images or a PDF (a screenshot,
 * an invoice), an article and a tool only images.
 */
const BUCKET_KINDS: Readonly<Record<string, ReadonlyArray<'image' | 'document'>>> = {
  [LINKEDIN_MEDIA_BUCKET]: ['image', 'document'],
  [SUPPORT_MEDIA_BUCKET]: ['image', 'document'],
  [BLOG_MEDIA_BUCKET]: ['image'],
  [TOOL_MEDIA_BUCKET]: ['image'],
};

/** The buckets files can be uploaded to and served from. */
export const MEDIA_BUCKETS: readonly string[] = Object.keys(BUCKET_KINDS);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A stored file's key as uploads make it; nothing else is ever looked up. */
const MEDIA_KEY_PATTERN = new RegExp(`^(${UUID})/${UUID}\\.(jpg|png|gif|webp|pdf)$`);

/**
 * The public address of a stored file. A path, not an absolute URL: the browser resolves it on
 * whatever host serves the app, and a post keeps working if that host changes.
 */
export function mediaUrl(bucket: string, key: string): string {
  return `${MEDIA_PATH_PREFIX}${bucket}/${key}`;
}

/** Whether `key` is one an upload could have made (`{user uuid}/{uuid}.{ext}`). */
export function isMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

/**
 * Where a media address points: its bucket, key and owner. Takes the path uploads answer with, or
 * the same path on an absolute URL; anything else (another site, a data: URL) is not ours: null.
 */
export function parseMediaUrl(url: string): { bucket: string; key: string; userId: string } | null {
  let path = url;
  if (!url.startsWith('/')) {
    if (!URL.canParse(url)) return null;
    path = new URL(url).pathname;
  }
  if (!path.startsWith(MEDIA_PATH_PREFIX)) return null;
  const rest = path.slice(MEDIA_PATH_PREFIX.length);
  const slash = rest.indexOf('/');
  const bucket = rest.slice(0, slash);
  const key = rest.slice(slash + 1);
  const match = MEDIA_KEY_PATTERN.exec(key);
  if (slash < 0 || !MEDIA_BUCKETS.includes(bucket) || !match) return null;
  return { bucket, key, userId: match[1]! };
}

function kindOf(mimeType: string): 'image' | 'document' {
  return mimeType === 'application/pdf' ? 'document' : 'image';
}

/** An upload refused for what the file is: 415 for its type, 413 for its size or pixel count. */
export class UploadRefusedError extends AppError {
  readonly httpStatus: 413 | 415;

  constructor(httpStatus: 413 | 415, message: string) {
    super(AppErrorCode.UPLOAD_REFUSED, { detail: message });
    this.httpStatus = httpStatus;
  }
}

/**
 * The name a file was uploaded with, made safe to store and show: no folders, no control
 * characters, at most 255 characters. Without one, the file is called after its type.
 */
export function cleanFileName(raw: string | undefined, ext: string): string {
  let name = raw ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not valid URI encoding: keep the header as it came.
  }
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return cleaned || `upload.${ext}`;
}

/**
 * Stores an uploaded file for the user after checking what it is (spec §7: bucket linkedin-posts,
 * `{user_id}/{random uuid}.{ext}`, no upsert). Nothing is half-stored: on the database driver the
 * bytes and their row commit together; on S3 the object is written first and deleted again if its
 * row cannot be.
 */
export async function uploadMedia(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  {
    userId,
    bucket = LINKEDIN_MEDIA_BUCKET,
    fileName,
    bytes,
    now = new Date(),
  }: { userId: string; bucket?: string; fileName: string | undefined; bytes: Uint8Array; now?: Date },
): Promise<TUploadedMedia> {
  const consumed = await consume(deps.db, { limits: [rateLimit(RATE_LIMITS.mediaUploadsPerUser, userId)], now });
  if (!consumed.allowed) throw new AppError(AppErrorCode.RATE_LIMITED);

  const sniffed = await sniffMedia(bytes);
  if (!sniffed.ok) throw new UploadRefusedError(sniffed.reason === 'unsupported-type' ? 415 : 413, sniffed.message);
  const { media } = sniffed;
  if (!BUCKET_KINDS[bucket]?.includes(media.kind)) {
    throw new UploadRefusedError(415, `This place takes no ${media.mimeType} files.`);
  }
  const key = `${userId}/${randomUUID()}.${media.ext}`;
  const row = {
    userId,
    bucket,
    key,
    fileName: cleanFileName(fileName, media.ext),
    mimeType: media.mimeType,
    size: bytes.byteLength,
    width: media.width,
    height: media.height,
  };

  let id: string;
  if (deps.storage.joinsTransactions) {
    id = await inTransaction(deps.db, async (trx) => {
      await deps.storage.put(bucket, key, bytes, media.mimeType, { db: trx });
      return insertMediaFile(trx, row);
    });
  } else {
    await deps.storage.put(bucket, key, bytes, media.mimeType);
    try {
      id = await insertMediaFile(deps.db, row);
    } catch (error) {
      // The row's failure is what the caller must hear about, even if taking the object back fails too.
      await deps.storage.delete(bucket, key).catch(() => undefined);
      throw error;
    }
  }
  return {
    id,
    src: mediaUrl(bucket, key),
    fileName: row.fileName,
    mimeType: row.mimeType,
    type: media.kind,
    size: row.size,
  };
}

/** The user's own files among `urls`, grouped by bucket, with the address each was asked by. */
async function ownFiles(
  db: AppDeps['db'],
  { userId, urls }: { userId: string; urls: readonly string[] },
): Promise<Array<{ url: string; file: MediaFileRow }>> {
  const asked = urls.flatMap((url) => {
    const parsed = parseMediaUrl(url);
    // A key names its owner: another user's file is not even looked up.
    return parsed && parsed.userId === userId ? [{ url, ...parsed }] : [];
  });
  const found = new Map<string, MediaFileRow>();
  for (const bucket of new Set(asked.map((item) => item.bucket))) {
    const keys = asked.filter((item) => item.bucket === bucket).map((item) => item.key);
    for (const file of await selectOwnMediaFiles(db, { userId, bucket, keys }))
      found.set(`${bucket}/${file.key}`, file);
  }
  return asked.flatMap(({ url, bucket, key }) => {
    const file = found.get(`${bucket}/${key}`);
    return file ? [{ url, file }] : [];
  });
}

/**
 * The user's own uploads among `urls`, in the given order, as spec §3 media items (PDFs are
 * documents; the title is the uploaded file's name). Addresses that are not the user's files
 * (another user's, deleted, foreign) are left out.
 */
export async function describeMedia(
  deps: Pick<AppDeps, 'db'>,
  { userId, urls }: { userId: string; urls: readonly string[] },
): Promise<TMediaItem[]> {
  const files = await ownFiles(deps.db, { userId, urls });
  return files.map(({ url, file }) => ({
    src: url,
    type: kindOf(file.mimeType),
    mimeType: file.mimeType,
    title: file.fileName,
    alt: '',
  }));
}

/** Whether every one of `urls` is a file the user uploaded (and still has). */
export async function ownsAllMedia(
  deps: Pick<AppDeps, 'db'>,
  { userId, urls }: { userId: string; urls: readonly string[] },
): Promise<boolean> {
  const unique = [...new Set(urls)];
  return (await ownFiles(deps.db, { userId, urls: unique })).length === unique.length;
}

/** Deletes the bytes of files whose rows are gone; S3 failures are logged (the rows no longer name them). */
async function deleteObjects(
  storage: ObjectStorage,
  objects: ReadonlyArray<{ bucket: string; key: string }>,
  logger: Pick<Logger, 'error'> | undefined,
): Promise<void> {
  for (const { bucket, key } of objects) {
    try {
      await storage.delete(bucket, key);
    } catch (error) {
      if (!logger) throw error;
      logger.error({ err: error, bucket, key }, 'a media file was forgotten but its bytes could not be deleted');
    }
  }
}

/**
 * Deletes the user's files among `urls` (rows and bytes); other addresses are ignored. On the
 * database driver, rows and bytes go in one transaction (the caller's, when `deps.db` is one). On
 * S3 the objects are deleted after the rows: call it after the transaction that stops using the
 * files has committed, so a rollback cannot leave a post pointing at deleted bytes.
 */
export async function removeMedia(
  deps: Pick<AppDeps, 'db' | 'storage'> & { logger?: Pick<Logger, 'error'> },
  { userId, urls }: { userId: string; urls: readonly string[] },
): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const url of urls) {
    const parsed = parseMediaUrl(url);
    if (parsed && parsed.userId === userId)
      byBucket.set(parsed.bucket, [...(byBucket.get(parsed.bucket) ?? []), parsed.key]);
  }
  if (byBucket.size === 0) return;
  const removed = await inTransaction(deps.db, async (trx) => {
    const objects: Array<{ bucket: string; key: string }> = [];
    for (const [bucket, keys] of byBucket) {
      for (const key of await deleteOwnMediaFiles(trx, { userId, bucket, keys })) objects.push({ bucket, key });
    }
    if (deps.storage.joinsTransactions) {
      for (const { bucket, key } of objects) await deps.storage.delete(bucket, key, { db: trx });
    }
    return objects;
  });
  if (!deps.storage.joinsTransactions) await deleteObjects(deps.storage, removed, deps.logger);
}

/** A stored file for public serving: its bytes, type and uploaded name; null when there is none. */
export async function readMedia(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { bucket, key }: { bucket: string; key: string },
): Promise<{ bytes: Uint8Array; mimeType: string; fileName: string } | null> {
  if (!MEDIA_BUCKETS.includes(bucket) || !isMediaKey(key)) return null;
  const file = await selectMediaFile(deps.db, { bucket, key });
  if (!file) return null;
  const object = await deps.storage.get(bucket, key);
  if (!object) return null;
  // The type sniffed at upload, not whatever the storage service reports.
  return { bytes: object.bytes, mimeType: file.mimeType, fileName: file.fileName };
}

/** An upload no post took within this long is an orphan (the editor attaches right after uploading). */
export const ORPHAN_MEDIA_AGE_MS = 24 * 60 * 60 * 1000;
/** Files deleted per batch, so one run never holds a long transaction. */
const ORPHAN_BATCH = 200;

/**
 * Deletes the files uploaded more than a day before `now` that no post refers to (in its media
 * list or its text), no article uses (as its featured image or in its content), no tool shows
 * (preview image, OpenGraph or Twitter image) and no support message carries; the number deleted. Rows and bytes go together on the database driver; on S3
 * the rows first, then the objects (a failed object delete is logged, not retried).
 */
export async function sweepOrphanMedia(
  deps: Pick<AppDeps, 'db' | 'storage'> & { logger?: Pick<Logger, 'error'> },
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const olderThan = new Date(now.getTime() - ORPHAN_MEDIA_AGE_MS);
  let deleted = 0;
  for (;;) {
    const batch = await inTransaction(deps.db, async (trx) => {
      const objects = await deleteUnreferencedMediaFiles(trx, {
        olderThan,
        publicPathPrefix: MEDIA_PATH_PREFIX,
        limit: ORPHAN_BATCH,
      });
      if (deps.storage.joinsTransactions) {
        for (const { bucket, key } of objects) await deps.storage.delete(bucket, key, { db: trx });
      }
      return objects;
    });
    if (!deps.storage.joinsTransactions) await deleteObjects(deps.storage, batch, deps.logger);
    deleted += batch.length;
    if (batch.length < ORPHAN_BATCH) return deleted;
  }
}
