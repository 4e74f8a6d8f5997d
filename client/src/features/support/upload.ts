/**
 * Files a support message carries: uploaded like a LinkedIn post's media (same endpoint shape,
 * same progress reporting), to the `support` bucket. The ticket names each file by the media
 * file id the upload answers.
 */
import { SUPPORT_MEDIA_BUCKET } from '@wordloom/shared/schemas/support';
import { uploadPostMedia } from '../linkedin/upload.ts';

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
  return { id: media.id, url: media.src, fileName: media.fileName, mimeType: media.mimeType, size: media.size };
}
