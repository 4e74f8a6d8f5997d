import { MAX_POST_IMAGES, type TLinkedInPost } from '@wordloom/shared/schemas/linkedin';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PreviewMedia } from '../preview/LinkedInPreview.tsx';
import { uploadPostMedia } from '../upload.ts';

export interface Attachment {
  /** This page's own id of the attachment (a file is uploaded once, its URL known later). */
  key: string;
  fileName: string;
  type: 'image' | 'document';
  status: 'uploading' | 'uploaded';
  /** Share of the file sent, 0 to 1. */
  progress: number;
  /** The public URL, once uploaded. */
  src: string | null;
  /** What the thumbnail shows: the local file while it uploads, then the public URL. */
  thumbnail: string | null;
}

/** Why files were not attached. */
export type AttachRefusal = 'too-many' | 'upload-failed-image' | 'upload-failed-file';

function isDocumentFile(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** A stored file's name: the last part of its address. */
function fileNameOf(src: string): string {
  try {
    return decodeURIComponent(new URL(src, window.location.href).pathname.split('/').pop() ?? src);
  } catch {
    return src;
  }
}

function savedAttachments(post: TLinkedInPost | undefined): Attachment[] {
  if (!post) return [];
  return post.mediaUrls.map((src) => {
    const described = post.media.find((item) => item.src === src);
    const type = described?.type ?? (/\.pdf(?:$|\?)/i.test(src) ? 'document' : 'image');
    return {
      key: src,
      fileName: described?.title || fileNameOf(src),
      type,
      status: 'uploaded',
      progress: 1,
      src,
      thumbnail: type === 'image' ? src : null,
    };
  });
}

/**
 * Whether `files` may join `attachments`: a post carries up to 9 images (those in its text
 * included) or one PDF document, never both.
 */
export function canAttach(attachments: readonly Attachment[], files: readonly File[], imagesInText: number): boolean {
  const documents = files.filter(isDocumentFile).length;
  const images = files.length - documents;
  if (documents > 0) return documents === 1 && images === 0 && attachments.length === 0 && imagesInText === 0;
  if (attachments.some((attachment) => attachment.type === 'document')) return false;
  const attachedImages = attachments.filter((attachment) => attachment.type === 'image').length;
  return attachedImages + imagesInText + images <= MAX_POST_IMAGES;
}

interface PostMediaOptions {
  saved: TLinkedInPost | undefined;
  /** Images the post's text already holds, which count against the 9. */
  imagesInText: number;
  onRefused: (reason: AttachRefusal) => void;
}

/**
 * The files attached to a post: each is uploaded as soon as it is picked, with its progress; a
 * failed one is dropped with spec §8's message. `mediaUrls` holds the uploaded files' addresses,
 * in the order they were attached.
 */
export function usePostMedia({ saved, imagesInText, onRefused }: PostMediaOptions) {
  const [attachments, setAttachments] = useState<Attachment[]>(() => savedAttachments(saved));
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    // Leaving the page stops what is still being sent.
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<Attachment>) => {
    setAttachments((current) =>
      current.map((attachment) => (attachment.key === key ? { ...attachment, ...change } : attachment)),
    );
  }, []);

  const discard = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setAttachments((current) => {
      const gone = current.find((attachment) => attachment.key === key);
      if (gone?.thumbnail?.startsWith('blob:')) URL.revokeObjectURL(gone.thumbnail);
      return current.filter((attachment) => attachment.key !== key);
    });
  }, []);

  function attach(files: File[]) {
    if (files.length === 0) return;
    if (!canAttach(attachments, files, imagesInText)) {
      onRefused('too-many');
      return;
    }
    const added = files.map((file): Attachment & { file: File } => {
      const type = isDocumentFile(file) ? 'document' : 'image';
      return {
        file,
        key: crypto.randomUUID(),
        fileName: file.name,
        type,
        status: 'uploading',
        progress: 0,
        src: null,
        thumbnail: type === 'image' ? URL.createObjectURL(file) : null,
      };
    });
    setAttachments((current) => [...current, ...added.map(({ file: _file, ...attachment }) => attachment)]);
    for (const { file, key, type, thumbnail } of added) {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      uploadPostMedia(file, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) }).then(
        (uploaded) => {
          uploads.current.delete(key);
          if (thumbnail) URL.revokeObjectURL(thumbnail);
          update(key, {
            status: 'uploaded',
            progress: 1,
            src: uploaded.src,
            thumbnail: type === 'image' ? uploaded.src : null,
          });
        },
        () => {
          uploads.current.delete(key);
          // Removed by the user while it was sent: nothing failed.
          if (controller.signal.aborted) return;
          discard(key);
          onRefused(type === 'image' ? 'upload-failed-image' : 'upload-failed-file');
        },
      );
    }
  }

  const mediaUrls = useMemo(
    () => attachments.flatMap((attachment) => (attachment.src ? [attachment.src] : [])),
    [attachments],
  );
  const previewMedia = useMemo(
    () =>
      attachments.flatMap((attachment): PreviewMedia[] => {
        const src = attachment.src ?? attachment.thumbnail;
        return src ? [{ src, type: attachment.type, title: attachment.fileName }] : [];
      }),
    [attachments],
  );

  return {
    attachments,
    attach,
    remove: discard,
    mediaUrls,
    previewMedia,
    uploading: attachments.some((attachment) => attachment.status === 'uploading'),
  };
}
