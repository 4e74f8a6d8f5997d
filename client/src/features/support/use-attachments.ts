import { TICKET_ATTACHMENTS_MAX } from '@wordloom/shared/schemas/support';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type SupportUpload, uploadSupportFile } from './upload.ts';

/** One file of a message: on its way up (with its progress) or stored. */
export interface AttachmentItem {
  key: string;
  fileName: string;
  progress: number;
  uploaded: SupportUpload | null;
  /** The upload was refused or lost; the error is kept to show why. */
  error: unknown;
}

/**
 * The files of a message being written: uploads start as soon as files are picked, each can be
 * removed (cancelling it if still on its way), and `attachmentIds` lists the stored ones.
 */
export function useAttachments() {
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<AttachmentItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[], room: number) => {
      for (const file of files.slice(0, Math.max(0, room))) {
        const key = crypto.randomUUID();
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setItems((current) => [...current, { key, fileName: file.name, progress: 0, uploaded: null, error: null }]);
        uploadSupportFile(file, {
          signal: controller.signal,
          onProgress: (progress) => update(key, { progress }),
        })
          .then((uploaded) => update(key, { uploaded, progress: 1 }))
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            update(key, { error });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const clear = useCallback(() => setItems([]), []);

  const uploading = items.some((item) => !item.uploaded && !item.error);
  const attachmentIds = items.flatMap((item) => (item.uploaded ? [item.uploaded.id] : []));
  return {
    items,
    /** Picks more files, up to the message's limit (a failed upload still takes a place until removed). */
    addFiles: (files: File[]) => add(files, TICKET_ATTACHMENTS_MAX - items.length),
    remove,
    clear,
    uploading,
    attachmentIds,
    full: items.length >= TICKET_ATTACHMENTS_MAX,
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
