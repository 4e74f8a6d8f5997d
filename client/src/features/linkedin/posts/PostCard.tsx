import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBrandLinkedin,
  IconCalendarEvent,
  IconCalendarOff,
  IconCopy,
  IconDots,
  IconExternalLink,
  IconPencil,
  IconPhoto,
  IconTemplate,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TLinkedInPost } from '@wordloom/shared/schemas/linkedin';
import { useId } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { PublishControls } from '../publish/PublishControls.tsx';
import { formatPostTime } from '../schedule/post-time.ts';
import { useCancelSchedule } from '../schedule/use-cancel-schedule.ts';
import { STATUS_BADGES } from './post-status.ts';
import { postLinkedInText, postName } from './post-text.ts';

export interface PostCardActions {
  onSchedule: (post: TLinkedInPost) => void;
  onDelete: (post: TLinkedInPost) => void;
  onSaveAsTemplate: (post: TLinkedInPost) => void;
}

function PostTimes({ post }: { post: TLinkedInPost }) {
  const { i18n } = useLingui();
  const created = formatPostTime(i18n, post.createdAt);
  const scheduled = post.scheduledFor && formatPostTime(i18n, post.scheduledFor);
  const published = post.publishedAt && formatPostTime(i18n, post.publishedAt);
  return (
    <Stack gap={2}>
      {post.status === 'scheduled' && scheduled && (
        <Text size="sm" fw={600} c="blue">
          <Trans>Scheduled for {scheduled}</Trans>
        </Text>
      )}
      {post.status === 'published' && published && (
        <Text size="sm" fw={600} c="teal">
          <Trans>Published {published}</Trans>
        </Text>
      )}
      <Text size="xs" c="dimmed">
        <Trans>Created {created}</Trans>
      </Text>
    </Stack>
  );
}

/**
 * One post in My Posts: its status, the start of its LinkedIn text, what it is about, its times in
 * the user's zone, its media, and what can be done with it in its status (a published post is no
 * longer edited or scheduled).
 */
export function PostCard({ post, onSchedule, onDelete, onSaveAsTemplate }: { post: TLinkedInPost } & PostCardActions) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const titleId = useId();
  const status = STATUS_BADGES[post.status];
  const text = postLinkedInText(post);
  const name = postName(post) || t`Untitled post`;
  const mediaCount = post.media.length;
  const duplicate = trpc.linkedin.posts.duplicate.useMutation({
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        message: t`Post duplicated. The copy is a draft at the top of your posts.`,
      });
      await utils.linkedin.posts.invalidate();
    },
    onError: () =>
      notifications.show({ color: 'red', message: t`Failed to save the LinkedIn post. Please try again.` }),
  });
  const cancelSchedule = useCancelSchedule();
  // A post LinkedIn has, or is receiving, is no longer edited or scheduled.
  const editable = post.status === 'draft' || post.status === 'scheduled';

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Badge color={status.color} variant="light">
                {i18n._(status.label)}
              </Badge>
              {post.publishOutcomeUnknown && (
                <Badge color="yellow" variant="light">
                  <Trans>May have been published</Trans>
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {post.language}
              </Text>
              {mediaCount > 0 && (
                <Group gap={4} wrap="nowrap">
                  <IconPhoto size={14} aria-hidden />
                  <Text size="xs" c="dimmed">
                    <Plural value={mediaCount} one="# media file" other="# media files" />
                  </Text>
                </Group>
              )}
            </Group>
            <Text id={titleId} fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t`More actions for ${name}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => duplicate.mutate({ id: post.id })}>
                <Trans>Duplicate</Trans>
              </Menu.Item>
              <Menu.Item leftSection={<IconTemplate size={16} />} onClick={() => onSaveAsTemplate(post)}>
                <Trans>Save as template</Trans>
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(post)}>
                <Trans>Delete</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>

        {text !== '' && (
          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
            {text}
          </Text>
        )}

        <PostTimes post={post} />

        <PublishControls post={post} size="xs" />

        <Group gap="xs">
          {editable && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} />}
              renderRoot={(props) => <Link {...props} to="/linkedin-grow/create" search={{ edit: post.id }} />}
            >
              <Trans>Edit</Trans>
            </Button>
          )}
          {editable && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarEvent size={14} />}
              onClick={() => onSchedule(post)}
            >
              {post.status === 'scheduled' ? <Trans>Reschedule</Trans> : <Trans>Schedule</Trans>}
            </Button>
          )}
          {post.status === 'scheduled' && (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconCalendarOff size={14} />}
              loading={cancelSchedule.isPending}
              onClick={() => cancelSchedule.mutate({ id: post.id })}
            >
              <Trans>Cancel schedule</Trans>
            </Button>
          )}
          {post.status === 'published' && post.linkedinUrl && (
            <Anchor
              href={post.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t`View on LinkedIn (opens in a new tab)`}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconBrandLinkedin size={16} aria-hidden />
                <Trans>View on LinkedIn</Trans>
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
          {duplicate.isPending && (
            <Text size="xs" c="dimmed" role="status">
              <Trans>Duplicating…</Trans>
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
