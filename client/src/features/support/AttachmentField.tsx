import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { TICKET_ATTACHMENTS_MAX } from '@wordloom/shared/schemas/support';
import { FILE_UPLOAD_FAILED } from '../linkedin/create/messages.ts';
import { UploadFailedError } from '../linkedin/upload.ts';
import { SUPPORT_FILE_TYPES } from './upload.ts';
import type { Attachments } from './use-attachments.ts';

/** The server's reason when it gave one (too large, not an image or PDF), else the generic failure. */
function UploadError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const reason = error instanceof UploadFailedError && error.code === 'RATE_LIMITED';
  return (
    <Text size="xs" c="red" role="alert">
      {reason ? <Trans>Too many uploads: try again later.</Trans> : t(FILE_UPLOAD_FAILED)}
    </Text>
  );
}

/** A message's files: a button to pick images or PDFs, then each file with its progress and a remove button. */
export function AttachmentField({ attachments, disabled }: { attachments: Attachments; disabled?: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap={6}>
      {attachments.items.length > 0 && (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Attachments`}>
          {attachments.items.map((item) => (
            <li key={item.key}>
              <Group gap="xs" wrap="nowrap" align="center">
                <IconPaperclip size={16} aria-hidden />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" truncate="end" dir="auto">
                    {item.fileName}
                  </Text>
                  {item.error ? (
                    <UploadError error={item.error} />
                  ) : (
                    !item.uploaded && (
                      <Progress value={item.progress * 100} size="xs" aria-label={t`Uploading ${item.fileName}`} />
                    )
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => attachments.remove(item.key)}
                  aria-label={t`Remove ${item.fileName}`}
                  disabled={disabled}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Group gap="xs">
        <FileButton
          multiple
          accept={SUPPORT_FILE_TYPES.join(',')}
          onChange={(files) => attachments.addFiles(files)}
          disabled={disabled || attachments.full}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPaperclip size={14} />}
              disabled={disabled || attachments.full}
            >
              <Trans>Attach files</Trans>
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          <Trans>Images or PDF, up to {TICKET_ATTACHMENTS_MAX} files.</Trans>
        </Text>
      </Group>
    </Stack>
  );
}
