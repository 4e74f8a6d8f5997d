import { getUploadImageExtension, Link } from '@mantine/tiptap';
import TipTapImage from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BLOG_MEDIA_BUCKET } from '@wordloom/shared/schemas/blog';
import { useMemo, useRef, useState } from 'react';
import { uploadPostMedia } from '../../linkedin/upload.ts';

/** Where article images are uploaded (the server answers with where it serves them). */
export const BLOG_IMAGE_UPLOAD_PATH = `/api/media/${BLOG_MEDIA_BUCKET}`;

/** Uploads one image for an article; resolves with its public address. */
export async function uploadBlogImage(file: File): Promise<string> {
  return (await uploadPostMedia(file, { path: BLOG_IMAGE_UPLOAD_PATH })).src;
}

interface ArticleEditorOptions {
  /** The article's HTML when the editor opens. */
  initialHtml: string;
  label: string;
  dir: 'ltr' | 'rtl';
  onHtmlChange: (html: string) => void;
  onImageUploadFailed: () => void;
}

/**
 * The TipTap editor of an article's body, in HTML (the server sanitises what is saved): headings,
 * bold, italic, lists, quotes, code, links and images. Images picked, pasted or dropped are
 * uploaded and stand in the text by their public address.
 */
export function useArticleEditor({ initialHtml, label, dir, onHtmlChange, onImageUploadFailed }: ArticleEditorOptions) {
  const latest = useRef({ onHtmlChange, onImageUploadFailed });
  latest.current = { onHtmlChange, onImageUploadFailed };
  const [content] = useState(initialHtml);
  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false, underline: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, autolink: true }),
      getUploadImageExtension(TipTapImage, {
        onImageUpload: async (file: File) => ({ src: await uploadBlogImage(file) }),
        onImageUploadError: () => latest.current.onImageUploadFailed(),
        shouldUploadPastedImage: (src: string) => /^(data|blob):/i.test(src),
      }),
    ],
    [],
  );
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', dir } }),
    [label, dir],
  );
  return useEditor({
    extensions,
    content,
    editorProps,
    // An emptied editor holds an empty paragraph: saved, that is no content at all.
    onUpdate: ({ editor }) => latest.current.onHtmlChange(editor.isEmpty ? '' : editor.getHTML()),
  });
}
