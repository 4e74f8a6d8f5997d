import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Button, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { type RouterOutputs, trpc } from '../../lib/trpc.ts';
import { publishFailureText } from '../linkedin/publish/messages.ts';

const NOTICES_POLL_MS = 60_000;

type Notice = RouterOutputs['notices']['list']['notices'][number];

const NOTICE_TITLES: Record<Notice['kind'], MessageDescriptor> = {
  linkedin_scheduled_publish_failed: msg`A scheduled post could not be published. It is a draft again.`,
  linkedin_scheduled_outcome_unknown: msg`A scheduled post may have been published: check your LinkedIn activity, then mark it as published or publish it again.`,
  linkedin_token_expires_before_post: msg`Your LinkedIn connection ends before a scheduled post goes out. Connect LinkedIn again on your account page.`,
};

function text(payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function NoticeItem({ notice, onRead }: { notice: Notice; onRead: (id: string) => void }) {
  const { i18n } = useLingui();
  const postId = text(notice.payload, 'postId');
  const errorCode = text(notice.payload, 'code');
  const unread = notice.readAt === null;
  return (
    <Stack gap={4} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" fw={unread ? 700 : 400}>
        {i18n._(NOTICE_TITLES[notice.kind])}
      </Text>
      {notice.kind === 'linkedin_scheduled_publish_failed' && (
        <Text size="xs" c="dimmed">
          {i18n._(publishFailureText(errorCode))}
        </Text>
      )}
      <Group gap="sm" justify="space-between">
        <Text size="xs" c="dimmed">
          {i18n.date(notice.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
        <Group gap="sm">
          {postId && (
            <Anchor
              size="xs"
              renderRoot={(props) => <Link {...props} to="/linkedin-grow/create" search={{ edit: postId }} />}
              onClick={() => unread && onRead(notice.id)}
            >
              <Trans>Open the post</Trans>
            </Anchor>
          )}
          {notice.kind === 'linkedin_token_expires_before_post' && (
            <Anchor component={Link} to="/account" size="xs" onClick={() => unread && onRead(notice.id)}>
              <Trans>Account</Trans>
            </Anchor>
          )}
          {unread && (
            <Anchor component="button" type="button" size="xs" onClick={() => onRead(notice.id)}>
              <Trans>Mark as read</Trans>
            </Anchor>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * What happened in the background (a scheduled post that failed or may have been published, a
 * LinkedIn connection ending before a post's time): a bell in the top bar with the unread count.
 */
export function NoticesBell() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  // Background work adds notices at any time: read again every minute, on a request of its own.
  const list = trpc.notices.list.useQuery(undefined, {
    ...SHOWS_OWN_ERRORS,
    refetchInterval: NOTICES_POLL_MS,
    trpc: { context: { skipBatch: true } },
  });
  const markRead = trpc.notices.markRead.useMutation({ onSettled: () => utils.notices.list.invalidate() });
  const unread = list.data?.unread ?? 0;
  const notices = list.data?.notices ?? [];
  const label = unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`;

  return (
    <Popover position="bottom-end" width={340} shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Indicator label={unread} size={16} disabled={unread === 0} offset={4} color="red">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Text fw={700}>
              <Trans>Notifications</Trans>
            </Text>
            {unread > 0 && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => markRead.mutate({})}
                loading={markRead.isPending}
              >
                <Trans>Mark all as read</Trans>
              </Button>
            )}
          </Group>
          {notices.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>Nothing new.</Trans>
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              {notices.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} onRead={(id) => markRead.mutate({ ids: [id] })} />
              ))}
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
