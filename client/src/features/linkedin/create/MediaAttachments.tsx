import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Image, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconX } from '@tabler/icons-react';
import { MAX_POST_IMAGES } from '@wordloom/shared/schemas/linkedin';
import { POST_DOCUMENT_TYPES, POST_IMAGE_TYPES } from '../upload.ts';
import classes from './MediaAttachments.module.css';
import type { Attachment } from './use-post-media.ts';

const ACCEPTED_TYPES = [...POST_IMAGE_TYPES, ...POST_DOCUMENT_TYPES].join(',');

function AttachmentTile({ attachment, onRemove }: { attachment: Attachment; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const name = attachment.fileName;
  const percent = i18n.number(attachment.progress, { style: 'percent' });
  return (
    <Paper withBorder radius="sm" className={classes.tile}>
      {attachment.type === 'image' && attachment.thumbnail ? (
        <Image src={attachment.thumbnail} alt={name} className={classes.thumbnail} />
      ) : (
        <Stack gap={4} align="center" justify="center" className={classes.thumbnail} p={4}>
          <ThemeIcon variant="light" color="red" size="lg">
            <IconFileTypePdf size={22} />
          </ThemeIcon>
          <Text size="xs" ta="center" lineClamp={2} className={classes.fileName}>
            {name}
          </Text>
        </Stack>
      )}
      {attachment.status === 'uploading' && (
        <Progress
          value={attachment.progress * 100}
          size="sm"
          radius={0}
          className={classes.progress}
          aria-label={t`Uploading ${name}: ${percent}`}
        />
      )}
      <ActionIcon
        size="sm"
        radius="xl"
        color="dark"
        variant="filled"
        className={classes.remove}
        aria-label={t`Remove ${name}`}
        onClick={onRemove}
      >
        <IconX size={14} />
      </ActionIcon>
    </Paper>
  );
}

interface MediaAttachmentsProps {
  attachments: readonly Attachment[];
  onAttach: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled: boolean;
}

/** The pictures or the document the post carries: a picker, then thumbnails with progress and remove buttons. */
export function MediaAttachments({ attachments, onAttach, onRemove, disabled }: MediaAttachmentsProps) {
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={onAttach} accept={ACCEPTED_TYPES} multiple disabled={disabled}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} disabled={disabled}>
              <Trans>Attach images or a PDF</Trans>
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          <Trans>Up to {MAX_POST_IMAGES} images (JPEG, PNG, GIF, WebP) or one PDF document.</Trans>
        </Text>
      </Group>
      {attachments.length > 0 && (
        <div className={classes.grid}>
          {attachments.map((attachment) => (
            <AttachmentTile key={attachment.key} attachment={attachment} onRemove={() => onRemove(attachment.key)} />
          ))}
        </div>
      )}
    </Stack>
  );
}
