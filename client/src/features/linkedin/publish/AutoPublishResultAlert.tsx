import { Trans } from '@lingui/react/macro';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConnectLinkedInDialog } from './ConnectLinkedInDialog.tsx';
import { needsReconnect } from './messages.ts';
import { OpenOnLinkedIn } from './OpenOnLinkedIn.tsx';
import { PublishFailedAlert } from './PublishFailedAlert.tsx';
import { type AutoPublishResult, clearAutoPublishResult, readAutoPublishResult } from './pending-post.ts';
import { usePublishPost } from './use-publish-post.ts';

/** A failed auto-publish whose post is known can be connected and tried again from here. */
function FailedWithRetry({ postId, errorCode }: { postId: string; errorCode: string | null }) {
  const flow = usePublishPost({ id: postId });
  return (
    <>
      <PublishFailedAlert
        errorCode={errorCode}
        onReconnect={needsReconnect(errorCode) ? flow.openConnect : undefined}
      />
      <ConnectLinkedInDialog
        reason={flow.connectReason}
        leaving={flow.leaving}
        onConnect={() => void flow.connect()}
        onClose={flow.closeConnect}
      />
    </>
  );
}

/**
 * What the auto-publish after LinkedIn's callback did (spec §2 create?success=true&autoPublished=true,
 * §4 "auto-publish failure redirects to /linkedin-grow/create"): shown once, on the page it landed on.
 */
export function AutoPublishResultAlert() {
  const [result] = useState<AutoPublishResult | null>(readAutoPublishResult);
  const [dismissed, setDismissed] = useState(false);
  useEffect(clearAutoPublishResult, []);
  if (!result || dismissed) return null;
  if (result.outcome === 'failed') {
    return result.postId ? (
      <FailedWithRetry postId={result.postId} errorCode={result.errorCode} />
    ) : (
      <PublishFailedAlert errorCode={result.errorCode} />
    );
  }
  return (
    <Alert
      color="teal"
      radius="md"
      icon={<IconCircleCheck size={20} />}
      title={<Trans>Published on LinkedIn</Trans>}
      withCloseButton
      onClose={() => setDismissed(true)}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">
          <Trans>LinkedIn is connected and your post was published automatically.</Trans>
        </Text>
        {result.linkedinUrl && (
          <Group>
            <OpenOnLinkedIn url={result.linkedinUrl} size="xs" />
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
