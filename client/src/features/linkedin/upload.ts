/**
 * Sends a file to the post media endpoint (`POST /api/media/linkedin-posts`): the raw bytes as
 * the body and the file's name, URI-encoded, in `X-File-Name`. The server tells the type from the
 * bytes and answers 201 with the stored file, or 4xx with `{ error: { code, message } }`.
 *
 * XMLHttpRequest rather than fetch: fetch cannot report how much of a request body was sent, and
 * a PDF of several megabytes on a slow connection needs a progress bar.
 */
import type { TUploadedMedia } from '@wordloom/shared/schemas/linkedin';

export const POST_MEDIA_UPLOAD_PATH = '/api/media/linkedin-posts';

/** The types a post can carry (the server checks the bytes; these only steer the file picker). */
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const POST_DOCUMENT_TYPES = ['application/pdf'] as const;

/** An upload the server refused, or one that never reached it. */
export class UploadFailedError extends Error {
  /** The server's AppErrorCode; null when there was no answer (a dropped connection). */
  readonly code: string | null;

  constructor(code: string | null) {
    super(code ?? 'UPLOAD_FAILED');
    this.name = 'UploadFailedError';
    this.code = code;
  }
}

export interface UploadOptions {
  /** The share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Another bucket's upload path (the blog's images go to `/api/media/blog-images`). */
  path?: string;
}

function isUploadedMedia(value: unknown): value is TUploadedMedia {
  if (typeof value !== 'object' || value === null) return false;
  const media = value as Record<string, unknown>;
  return (
    typeof media.src === 'string' &&
    typeof media.mimeType === 'string' &&
    (media.type === 'image' || media.type === 'document')
  );
}

function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Uploads `file` as one of the signed-in user's post media; resolves with where it is served. */
export function uploadPostMedia(
  file: File,
  { onProgress, signal, path = POST_MEDIA_UPLOAD_PATH }: UploadOptions = {},
): Promise<TUploadedMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status === 201 && isUploadedMedia(body)) {
        onProgress?.(1);
        resolve(body);
        return;
      }
      reject(new UploadFailedError(errorCodeOf(body)));
    });
    request.addEventListener('error', () => reject(new UploadFailedError(null)));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Upload cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(file);
  });
}
