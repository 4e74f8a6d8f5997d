import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';

const MB = 1024 * 1024;

/**
 * LinkedIn's published limits for post media (LinkedIn Images API and its media guidelines):
 * an image of at most 5 MB and fewer than 36,152,320 pixels; a document of at most 100 MB and
 * 300 pages. We keep documents to 20 MB: an upload is held in memory while it is checked, and the
 * database driver stores it as one row, so 100 MB per request would let a few users exhaust both.
 */
export const MEDIA_LIMITS = {
  imageBytes: 5 * MB,
  imagePixels: 36_152_320,
  documentBytes: 20 * MB,
} as const;

/** The most an upload may send, whatever its type turns out to be (checked again per type once sniffed). */
export const MAX_UPLOAD_BYTES = Math.max(MEDIA_LIMITS.imageBytes, MEDIA_LIMITS.documentBytes);

/** The types a post can carry, by the type sniffed from the bytes, with the extension stored files get. */
const ACCEPTED = new Map<string, { mimeType: string; ext: string; kind: 'image' | 'document' }>([
  ['image/jpeg', { mimeType: 'image/jpeg', ext: 'jpg', kind: 'image' }],
  ['image/png', { mimeType: 'image/png', ext: 'png', kind: 'image' }],
  // An animated PNG is a PNG to every browser and to LinkedIn (which shows its first frame).
  ['image/apng', { mimeType: 'image/png', ext: 'png', kind: 'image' }],
  ['image/gif', { mimeType: 'image/gif', ext: 'gif', kind: 'image' }],
  ['image/webp', { mimeType: 'image/webp', ext: 'webp', kind: 'image' }],
  ['application/pdf', { mimeType: 'application/pdf', ext: 'pdf', kind: 'document' }],
]);

export type SniffedMedia = {
  mimeType: string;
  ext: string;
  kind: 'image' | 'document';
  width: number | null;
  height: number | null;
};

export type SniffResult =
  | { ok: true; media: SniffedMedia }
  | { ok: false; reason: 'unsupported-type' | 'too-large' | 'too-many-pixels'; message: string };

/**
 * What a file really is, told by its bytes (magic numbers), never by its name or the type the
 * browser sent: a renamed executable or a text file called .png is refused. Images must also
 * decode far enough to give their dimensions, which are checked against LinkedIn's pixel limit.
 */
export async function sniffMedia(bytes: Uint8Array): Promise<SniffResult> {
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected ? ACCEPTED.get(detected.mime) : undefined;
  if (!accepted) {
    return {
      ok: false,
      reason: 'unsupported-type',
      message: 'Only JPEG, PNG, GIF and WebP images and PDF documents can be attached.',
    };
  }
  const { mimeType } = accepted;
  if (accepted.kind === 'document') {
    if (bytes.byteLength > MEDIA_LIMITS.documentBytes) {
      return { ok: false, reason: 'too-large', message: 'A PDF document can be at most 20 MB.' };
    }
    return { ok: true, media: { mimeType, ext: accepted.ext, kind: 'document', width: null, height: null } };
  }
  if (bytes.byteLength > MEDIA_LIMITS.imageBytes) {
    return { ok: false, reason: 'too-large', message: 'An image can be at most 5 MB.' };
  }
  let dimensions: { width: number; height: number };
  try {
    dimensions = imageSize(bytes);
  } catch {
    return { ok: false, reason: 'unsupported-type', message: 'The image could not be read.' };
  }
  if (dimensions.width * dimensions.height >= MEDIA_LIMITS.imagePixels) {
    return { ok: false, reason: 'too-many-pixels', message: 'An image must have fewer than 36,152,320 pixels.' };
  }
  return {
    ok: true,
    media: { mimeType, ext: accepted.ext, kind: 'image', width: dimensions.width, height: dimensions.height },
  };
}
