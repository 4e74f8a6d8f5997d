import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconExternalLink, IconHelpTriangle, IconRefresh } from '@tabler/icons-react';
import type { TLinkedInPost } from '@wordloom/shared/schemas/linkedin';
import { useId, useState } from 'react';
import { appErrorCode, errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LINKEDIN_ACTIVITY_URL } from './leave-page.ts';
import type { PublishFlow } from './use-publish-post.ts';

/** A LinkedIn post's address, as the user may paste it: https on linkedin.com. */
function isLinkedInAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (url.hostname === 'linkedin.com' || url.hostname.endsWith('.linkedin.com'));
  } catch {
    return false;
  }
}

/**
 * A post whose publish lost LinkedIn's answer: LinkedIn may have created it, and cannot be asked,
 * so the user looks at their activity and says which it is: published (with its address, if they
 * have it), or not (publish again; a repeat LinkedIn calls a duplicate counts as published).
 */
export function OutcomeUnknownPanel({ post, flow }: { post: TLinkedInPost; flow: PublishFlow }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const urlId = useId();
  const [marking, setMarking] = useState(false);
  const [address, setAddress] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const markPublished = trpc.linkedin.posts.markPublished.useMutation({
    onSuccess: (marked) => {
      utils.linkedin.posts.get.setData({ id: marked.id }, marked);
      void utils.linkedin.posts.list.invalidate();
      notifications.show({ color: 'green', message: t`Post marked as published.` });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: appErrorCode(error)
          ? i18n._(errorMessage(error))
          : t`Failed to update the LinkedIn post. Please try again.`,
      }),
  });

  function confirmPublished() {
    const linkedinUrl = address.trim();
    if (linkedinUrl !== '' && !isLinkedInAddress(linkedinUrl)) {
      setAddressError(t`Paste the post's address from LinkedIn (https://www.linkedin.com/…), or leave it empty.`);
      return;
    }
    setAddressError(null);
    markPublished.mutate({ id: post.id, ...(linkedinUrl ? { linkedinUrl } : {}) });
  }

  return (
    <Alert
      color="yellow"
      radius="md"
      icon={<IconHelpTriangle size={20} />}
      title={<Trans>May have been published</Trans>}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            LinkedIn's answer to this post was lost, so it may be on LinkedIn already. Check your recent activity before
            publishing it again, so it does not appear twice.
          </Trans>
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={LINKEDIN_ACTIVITY_URL}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            rightSection={<IconExternalLink size={14} aria-hidden />}
            aria-label={t`Open my LinkedIn activity (opens in a new tab)`}
          >
            <Trans>Open my LinkedIn activity</Trans>
          </Button>
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconCheck size={14} />}
            onClick={() => setMarking((open) => !open)}
            aria-expanded={marking}
            aria-controls={urlId}
          >
            <Trans>Mark as published</Trans>
          </Button>
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconRefresh size={14} />}
            onClick={flow.again}
            loading={flow.publishing}
          >
            <Trans>Publish again</Trans>
          </Button>
        </Group>
        {marking && (
          <Stack gap="xs" id={urlId}>
            <TextInput
              label={t`The post's address on LinkedIn (optional)`}
              placeholder="https://www.linkedin.com/feed/update/…"
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              error={addressError}
              dir="ltr"
              type="url"
            />
            <Group>
              <Button size="xs" onClick={confirmPublished} loading={markPublished.isPending}>
                <Trans>Confirm it is published</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
