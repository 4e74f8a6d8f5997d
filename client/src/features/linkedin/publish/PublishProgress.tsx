import { Trans } from '@lingui/react/macro';
import { Group, Loader, Text } from '@mantine/core';

/** Shown while LinkedIn takes the post (uploading its media first can take a while). */
export function PublishProgress() {
  return (
    <Group gap="xs" wrap="nowrap" role="status">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        <Trans>Publishing to LinkedIn…</Trans>
      </Text>
    </Group>
  );
}
