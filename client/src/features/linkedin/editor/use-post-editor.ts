import { getUploadImageExtension, Link } from '@mantine/tiptap';
import type { Editor } from '@tiptap/core';
import TipTapImage from '@tiptap/extension-image';
import { Markdown } from '@tiptap/markdown';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { uploadPostMedia } from '../upload.ts';

/** Images pasted or dropped as files, or in pasted HTML with these sources, are uploaded. */
function isLocalImageSource(src: string): boolean {
  return /^(data|blob):/i.test(src);
}

interface PostEditorOptions {
  /** The post's markdown when the editor opens (later changes go through the editor's commands). */
  initialMarkdown: string;
  /** The accessible name of the text area. */
  label: string;
  editable: boolean;
  onMarkdownChange: (markdown: string) => void;
  /** An image pasted or dropped into the text could not be uploaded (it is then removed). */
  onImageUploadFailed: () => void;
}

/**
 * The TipTap editor of a post, reading and writing markdown through TipTap's own markdown
 * extension (spec §4: what is saved is markdown). Underline is left out: markdown has no
 * underline and LinkedIn shows none. Images pasted or dropped into the text go to the post media
 * endpoint, and their `data:` or `blob:` sources are replaced by the public URLs it answers with
 * (Mantine's upload extension; a failed one is removed from the text).
 */
export function usePostEditor({
  initialMarkdown,
  label,
  editable,
  onMarkdownChange,
  onImageUploadFailed,
}: PostEditorOptions) {
  // The editor is made once; these callbacks change with every render of the page.
  const latest = useRef({ onMarkdownChange, onImageUploadFailed });
  latest.current = { onMarkdownChange, onImageUploadFailed };
  // TipTap applies options again whenever one of them is a new value: what does not change is made once.
  const [content] = useState(initialMarkdown);
  const extensions = useMemo(
    () => [
      StarterKit.configure({ link: false, underline: false }),
      Link.configure({ openOnClick: false, autolink: true }),
      getUploadImageExtension(TipTapImage, {
        onImageUpload: async (file: File) => ({ src: (await uploadPostMedia(file)).src }),
        onImageUploadError: () => latest.current.onImageUploadFailed(),
        shouldUploadPastedImage: isLocalImageSource,
      }),
      Markdown,
    ],
    [],
  );
  // The text's direction follows what is typed (an Arabic post reads right to left in any interface).
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', dir: 'auto' } }),
    [label],
  );

  const editor = useEditor({
    extensions,
    content,
    contentType: 'markdown',
    editable,
    editorProps,
    onUpdate: ({ editor: updated }) => latest.current.onMarkdownChange(updated.getMarkdown()),
  });

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  return editor;
}

/** Replaces the text with `markdown` (a generation streaming in) without reporting it as the user's edit. */
export function showMarkdown(editor: Editor, markdown: string): void {
  if (editor.getMarkdown() === markdown) return;
  editor.commands.setContent(markdown, { contentType: 'markdown', emitUpdate: false });
}
