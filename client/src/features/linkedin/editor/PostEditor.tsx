import '@mantine/tiptap/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconHash, IconMoodSmile } from '@tabler/icons-react';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import classes from './PostEditor.module.css';

/** Emoji people often put in LinkedIn posts: reactions, celebrations, pointers and work. */
const COMMON_EMOJI = [
  '👍',
  '👏',
  '🙌',
  '🎉',
  '🚀',
  '💡',
  '✅',
  '🔥',
  '💪',
  '📈',
  '📣',
  '🤝',
  '❤️',
  '😊',
  '😂',
  '🤔',
  '👉',
  '👇',
  '⭐',
  '🎯',
  '📌',
  '✨',
  '🙏',
  '💼',
  '🌍',
  '📚',
  '🧠',
  '⚡',
] as const;

function EmojiControl({ editor, label }: { editor: Editor; label: string }) {
  const [opened, setOpened] = useState(false);
  function insert(emoji: string) {
    editor.chain().focus().insertContent(emoji).run();
    setOpened(false);
  }
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={label}
          title={label}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((open) => !open)}
        >
          <IconMoodSmile size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog" p="xs">
        <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
          {COMMON_EMOJI.map((emoji) => (
            <UnstyledButton key={emoji} className={classes.emoji} onClick={() => insert(emoji)}>
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Starts a hashtag where the cursor is, or makes the selected words one ("remote work" becomes
 * "#remotework": LinkedIn's hashtags hold no spaces).
 */
export function insertHashtag(editor: Editor): void {
  const { from, to, empty } = editor.state.selection;
  const selected = empty ? '' : editor.state.doc.textBetween(from, to, ' ');
  const tag = selected.replace(/^#+/, '').replace(/\s+/gu, '');
  editor.chain().focus().insertContentAt({ from, to }, `#${tag}`).run();
}

interface PostEditorProps {
  editor: Editor;
  /** No toolbar and no typing: a generation is writing, or the post is published. */
  readOnly: boolean;
}

/**
 * The post's rich text: bold, italic, lists, links, emoji and hashtags, the formatting LinkedIn
 * can show (as Unicode letters, "•" lines and bare URLs). Every toolbar button has a label.
 */
export function PostEditor({ editor, readOnly }: PostEditorProps) {
  const { t } = useLingui();
  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t`Bold`,
    italicControlLabel: t`Italic`,
    bulletListControlLabel: t`Bullet list`,
    orderedListControlLabel: t`Numbered list`,
    linkControlLabel: t`Link`,
    unlinkControlLabel: t`Remove link`,
    linkEditorInputLabel: t`Enter URL`,
    linkEditorInputPlaceholder: t`https://example.com/`,
    linkEditorExternalLink: t`Open link in a new tab`,
    linkEditorInternalLink: t`Open link in the same tab`,
    linkEditorSave: t`Save`,
    undoControlLabel: t`Undo`,
    redoControlLabel: t`Redo`,
  };

  const hashtagLabel = t`Hashtag`;
  return (
    <RichTextEditor editor={editor} labels={labels} className={classes.root}>
      {!readOnly && (
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <EmojiControl editor={editor} label={t`Insert emoji`} />
            <RichTextEditor.Control
              aria-label={hashtagLabel}
              title={hashtagLabel}
              onClick={() => insertHashtag(editor)}
            >
              <IconHash size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
      )}
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
