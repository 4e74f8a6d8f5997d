import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { TicketAttachment, TicketMessage } from '@wordloom/shared/schemas/support';

function AttachmentLink({ attachment }: { attachment: TicketAttachment }) {
  const { t } = useLingui();
  const isImage = attachment.mimeType.startsWith('image/');
  return (
    <Anchor
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={t`Open ${attachment.fileName}`}
    >
      {isImage ? (
        <Image src={attachment.url} alt={attachment.fileName} h={96} w={96} fit="cover" radius="sm" />
      ) : (
        <Group gap={4} wrap="nowrap">
          <IconFileTypePdf size={18} aria-hidden />
          <Text span size="sm" truncate="end" dir="auto">
            {attachment.fileName}
          </Text>
        </Group>
      )}
    </Anchor>
  );
}

export interface TicketThreadProps {
  /** Oldest first, as the server sends them. */
  messages: TicketMessage[];
  /**
   * Whose view this is: the user's own messages read "You" and the team's are set apart; in the
   * admin's view the user's name shows and internal notes are marked.
   */
  viewer: 'user' | 'admin';
}

/** A ticket's conversation: each message with its author, time, text and attachments (images as thumbnails). */
export function TicketThread({ messages, viewer }: TicketThreadProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Conversation`}>
      {messages.map((message) => {
        const fromTeam = message.authorRole === 'admin';
        const author = viewer === 'user' && !fromTeam ? t`You` : message.authorName;
        return (
          <li key={message.id}>
            <Paper
              withBorder
              p="sm"
              radius="md"
              bg={
                message.internal
                  ? 'var(--mantine-color-yellow-light)'
                  : fromTeam
                    ? 'var(--mantine-color-blue-light)'
                    : undefined
              }
              ms={fromTeam === (viewer === 'user') ? 0 : 'auto'}
              maw="min(100%, 44rem)"
            >
              <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
                <Group gap="xs">
                  <Text fw={600} size="sm" dir="auto">
                    {author}
                  </Text>
                  {fromTeam && viewer === 'user' && (
                    <Badge size="xs" variant="light">
                      <Trans>Support</Trans>
                    </Badge>
                  )}
                  {message.internal && (
                    <Badge size="xs" color="yellow" variant="filled">
                      <Trans>Internal note</Trans>
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" component="time" dateTime={new Date(message.createdAt).toISOString()}>
                  {i18n.date(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
                {message.body}
              </Text>
              {message.attachments.length > 0 && (
                <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
                  {message.attachments.map((attachment) => (
                    <AttachmentLink key={attachment.id} attachment={attachment} />
                  ))}
                </SimpleGrid>
              )}
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
