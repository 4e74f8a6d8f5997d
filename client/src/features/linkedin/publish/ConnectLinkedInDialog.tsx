import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import type { ConnectReason } from './use-publish-post.ts';

interface ConnectLinkedInDialogProps {
  reason: ConnectReason | null;
  leaving: boolean;
  onConnect: () => void;
  onClose: () => void;
}

/** Publishing needs LinkedIn connected with permission to post; this explains and leaves for LinkedIn's sign-in. */
export function ConnectLinkedInDialog({ reason, leaving, onConnect, onClose }: ConnectLinkedInDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={reason !== null} onClose={onClose} title={t`Connect LinkedIn`} centered>
      <Stack gap="md">
        <Text size="sm">
          {reason === 'reconnect' ? (
            <Trans>
              Your LinkedIn connection has expired or does not allow posting. Connect LinkedIn again to publish this
              post.
            </Trans>
          ) : (
            <Trans>Please connect your LinkedIn account in your profile settings first.</Trans>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>You will sign in on LinkedIn and come back here; the post is then published for you.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={leaving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button leftSection={<IconBrandLinkedin size={18} />} onClick={onConnect} loading={leaving} data-autofocus>
            <Trans>Connect LinkedIn</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
