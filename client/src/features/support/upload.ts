/**
 * Files a support message carries: uploaded like a LinkedIn post's media (same endpoint shape,
 * same progress reporting), to the `support` bucket. The ticket refers to each file by its
 * media file id, so an answer without one is treated as a failed upload.
 */
import { SUPPORT_MEDIA_BUCKET } from '@wordloom/shared/schemas/support';
import { UploadFailedError, uploadPostMedia } from '../linkedin/upload.ts';

export const SUPPORT_UPLOAD_PATH = `/api/media/${SUPPORT_MEDIA_BUCKET}`;

/** What the file picker offers (the server checks the bytes: images and PDFs). */
export const SUPPORT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'];

export interface SupportUpload {
  id: string;
  url: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export async function uploadSupportFile(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<SupportUpload> {
  const media = await uploadPostMedia(file, { ...options, path: SUPPORT_UPLOAD_PATH });
  const id: unknown = (media as unknown as Record<string, unknown>).id;
  if (typeof id !== 'string') throw new UploadFailedError(null);
  return { id, url: media.src, fileName: media.fileName, mimeType: media.mimeType, size: media.size };
}
