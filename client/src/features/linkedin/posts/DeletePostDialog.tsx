import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { trpc } from '../../../lib/trpc.ts';

export interface DeletablePost {
  id: string;
  /** How the dialog names the post (its topic, or the start of its text). */
  name: string;
}

/** Asks before a post goes, with its media; "Post Deleted" once it has (spec §8). */
export function DeletePostDialog({ post, onClose }: { post: DeletablePost | null; onClose: () => void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const remove = trpc.linkedin.posts.delete.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Post Deleted` });
      onClose();
      await utils.linkedin.posts.invalidate();
    },
    onError: () =>
      notifications.show({ color: 'red', message: t`Failed to delete the LinkedIn post. Please try again.` }),
  });
  return (
    <Modal
      opened={post !== null}
      onClose={onClose}
      title={t`Delete this post?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {post && (
        <Stack gap="md">
          <Text size="sm" fw={600} lineClamp={2}>
            {post.name}
          </Text>
          <Text size="sm">
            <Trans>The post and its images or document are deleted. This cannot be undone.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: post.id })}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
