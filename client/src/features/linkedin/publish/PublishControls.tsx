import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import type { TLinkedInPost } from '@wordloom/shared/schemas/linkedin';
import type { ReactNode } from 'react';
import { ConnectLinkedInDialog } from './ConnectLinkedInDialog.tsx';
import { OutcomeUnknownPanel } from './OutcomeUnknownPanel.tsx';
import { PublishFailedAlert } from './PublishFailedAlert.tsx';
import { PublishProgress } from './PublishProgress.tsx';
import { usePublishPost } from './use-publish-post.ts';

/** A saved post LinkedIn has not got yet: a draft, or scheduled (publishing it now replaces its schedule). */
export function canPublishNow(post: TLinkedInPost): boolean {
  return (post.status === 'draft' || post.status === 'scheduled') && !post.publishOutcomeUnknown;
}

interface PublishControlsProps {
  post: TLinkedInPost;
  size?: ButtonProps['size'];
  /** Why Publish now cannot be pressed yet (unsaved changes, uploads under way). */
  blockedReason?: ReactNode;
}

/**
 * Publish now with what follows it: the connect dialog, the progress, "Publishing Failed", and for
 * a post whose outcome is unknown the panel that settles it.
 */
export function PublishControls({ post, size = 'sm', blockedReason }: PublishControlsProps) {
  const flow = usePublishPost(post);
  const busy = flow.checking || flow.publishing;
  return (
    <Stack gap="xs">
      {post.publishOutcomeUnknown && <OutcomeUnknownPanel post={post} flow={flow} />}
      {canPublishNow(post) && (
        <Stack gap={4} align="flex-start">
          <Button
            size={size}
            color="blue"
            variant={size === 'xs' ? 'light' : 'filled'}
            leftSection={<IconBrandLinkedin size={size === 'xs' ? 14 : 18} />}
            onClick={() => void flow.start()}
            loading={busy}
            disabled={!!blockedReason}
          >
            <Trans>Publish now</Trans>
          </Button>
          {blockedReason && (
            <Text size="xs" c="dimmed">
              {blockedReason}
            </Text>
          )}
        </Stack>
      )}
      {flow.publishing && <PublishProgress />}
      {post.status === 'publishing' && !flow.publishing && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>LinkedIn is receiving this post.</Trans>
        </Text>
      )}
      {flow.failure && (
        <PublishFailedAlert
          errorCode={flow.failure.errorCode}
          retryAfterSeconds={flow.failure.retryAfterSeconds}
          onReconnect={flow.failure.reconnect ? flow.openConnect : undefined}
          onClose={flow.dismissFailure}
        />
      )}
      <ConnectLinkedInDialog
        reason={flow.connectReason}
        leaving={flow.leaving}
        onConnect={() => void flow.connect()}
        onClose={flow.closeConnect}
      />
    </Stack>
  );
}
