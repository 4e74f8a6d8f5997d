import { AppErrorCode } from '@wordloom/shared/errors';
import { SUPPORT_MEDIA_BUCKET } from '@wordloom/shared/schemas/support';
import { type Request, type Response, Router } from 'express';
import { readBodyUpTo, refuseLargeBodies } from '../../http/body-limit.ts';
import { requireSameOrigin } from '../../http/same-origin.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AppDeps, readRequestSession } from '../../trpc/context.ts';
import { canSeeSupportFile } from '../support/service.ts';
import { MEDIA_BUCKETS, MEDIA_PATH_PREFIX, readMedia, UploadRefusedError, uploadMedia } from './service.ts';
import { MAX_UPLOAD_BYTES } from './sniff.ts';

/** Where the browser sends a file for a bucket: the raw bytes as the body, the name in X-File-Name. */
export const MEDIA_UPLOAD_PATHS: readonly string[] = MEDIA_BUCKETS.map((bucket) => `/api/media/${bucket}`);

const TOO_LARGE = {
  code: AppErrorCode.UPLOAD_REFUSED,
  message: `The file is too large: the limit is ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
};

/** A stored file's address never changes (a new upload gets a new key), so browsers may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, max-age=3600';

/** Buckets whose files only some users may see, with who may (support attachments: issue 16). */
const PRIVATE_BUCKETS: Readonly<
  Record<string, (db: AppDeps['db'], file: { key: string; userId: string }) => Promise<boolean>>
> = { [SUPPORT_MEDIA_BUCKET]: canSeeSupportFile };

/** RFC 8187 encoding for `filename*`: what encodeURIComponent leaves that the header must not carry. */
function encodeHeaderValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function answerError(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ error: { code, message } });
}

/**
 * Uploads and serving of media (spec §7 "storage bucket linkedin-posts"); support files only to
 * those who may see them. Plain Express routes, not tRPC: the body is the file itself, not JSON,
 * and a file is fetched by its address.
 */
export function mediaRoutes(deps: AppDeps): Router {
  const router = Router();

  router.post(
    MEDIA_UPLOAD_PATHS as string[],
    requireSameOrigin(deps.config.appUrl, { requireJson: false }),
    // A body announced too large is refused before a byte is read; one that is not announced is cut while read.
    refuseLargeBodies(MAX_UPLOAD_BYTES, TOO_LARGE),
    async (req: Request, res: Response) => {
      const { session } = await readRequestSession(deps, req, res);
      if (!session) {
        answerError(res, 401, AppErrorCode.UNAUTHENTICATED, 'Sign in to upload files.');
        return;
      }
      const bytes = await readBodyUpTo(req, MAX_UPLOAD_BYTES);
      if (!bytes) {
        res.set('Connection', 'close');
        res.status(413).json({ error: TOO_LARGE });
        return;
      }
      const bucket = req.path.slice('/api/media/'.length);
      try {
        const uploaded = await uploadMedia(deps, {
          userId: session.userId,
          bucket,
          fileName: req.get('x-file-name'),
          bytes,
        });
        res.status(201).json(uploaded);
      } catch (error) {
        if (error instanceof UploadRefusedError) {
          answerError(res, error.httpStatus, error.appCode, error.detail ?? error.appCode);
          return;
        }
        if (error instanceof AppError && error.appCode === AppErrorCode.RATE_LIMITED) {
          answerError(res, 429, error.appCode, 'Too many uploads: try again later.');
          return;
        }
        throw error;
      }
    },
  );

  router.get(`${MEDIA_PATH_PREFIX}:bucket/:userId/:file`, async (req: Request, res: Response) => {
    const { bucket, userId, file } = req.params as { bucket: string; userId: string; file: string };
    const key = `${userId}/${file}`;
    const canSee = PRIVATE_BUCKETS[bucket];
    // A private file answers as missing to anyone not allowed to see it: its existence is not told.
    let allowed = true;
    if (canSee) {
      const { session } = await readRequestSession(deps, req, res);
      allowed = session !== null && (await canSee(deps.db, { key, userId: session.userId }));
    }
    const media = allowed ? await readMedia(deps, { bucket, key }) : null;
    if (!media) {
      res
        .status(404)
        .set('Cache-Control', 'no-store')
        .json({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      return;
    }
    res.set({
      'Content-Type': media.mimeType,
      // A private file may stay in the browser's cache, never in a shared one.
      'Cache-Control': canSee ? PRIVATE_CACHE : IMMUTABLE,
      ...(canSee ? { Vary: 'Cookie' } : {}),
      'X-Content-Type-Options': 'nosniff',
      // The key holds a random uuid and is never overwritten: it identifies these exact bytes.
      ETag: `"${file.replace(/\.[a-z]+$/, '')}"`,
    });
    if (media.mimeType === 'application/pdf') {
      res.set('Content-Disposition', `inline; filename*=UTF-8''${encodeHeaderValue(media.fileName)}`);
    }
    res.send(Buffer.from(media.bytes.buffer, media.bytes.byteOffset, media.bytes.byteLength));
  });

  return router;
}
