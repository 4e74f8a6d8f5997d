import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { POST_LIST_TABS, type TLinkedInPost, type TPostListTab } from '@wordloom/shared/schemas/linkedin';
import { useEffect, useState } from 'react';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { AddressSearchBox } from '../../forms/AddressSearchBox.tsx';
import { type SchedulablePost, ScheduleDialog } from '../schedule/ScheduleDialog.tsx';
import { userTimeZone } from '../schedule/schedule-time.ts';
import { type PostForTemplate, SaveAsTemplateDialog } from '../templates/SaveAsTemplateDialog.tsx';
import { type DeletablePost, DeletePostDialog } from './DeletePostDialog.tsx';
import { MY_POSTS_PAGE_SIZE, type MyPostsView, myPostsListInput } from './my-posts-search.ts';
import { PostCard } from './PostCard.tsx';
import { EMPTY_TAB_TEXTS, TAB_LABELS } from './post-status.ts';
import { postName } from './post-text.ts';

/** How long typing pauses before the search is sent. */

interface MyPostsPageProps {
  view: MyPostsView;
  /** Changes the address: a tab, a search or a page. */
  onViewChange: (change: Partial<MyPostsView>) => void;
}

function CreatePostButton() {
  return (
    <Button component={Link} to="/linkedin-grow/create" leftSection={<IconPlus size={16} />}>
      <Trans>Create Post</Trans>
    </Button>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={150} radius="lg" />
      ))}
    </Stack>
  );
}

function EmptyList({ tab, searched }: { tab: TPostListTab; searched: string }) {
  const { i18n } = useLingui();
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <Text c="dimmed">
          {searched === '' ? i18n._(EMPTY_TAB_TEXTS[tab]) : <Trans>No posts match “{searched}”.</Trans>}
        </Text>
        <CreatePostButton />
      </Stack>
    </Card>
  );
}

/**
 * /linkedin-grow/my-posts: the user's posts, newest first, by status tab, searchable, a page at a
 * time; from each, edit, schedule or cancel its schedule, duplicate, save as a template, delete.
 */
export function MyPostsPage({ view, onViewChange }: MyPostsPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`My LinkedIn Posts`);
  const list = trpc.linkedin.posts.list.useQuery(myPostsListInput(view), {
    ...SHOWS_OWN_ERRORS,
    placeholderData: keepPreviousData,
  });
  const [scheduling, setScheduling] = useState<SchedulablePost | null>(null);
  const [deleting, setDeleting] = useState<DeletablePost | null>(null);
  const [savingAsTemplate, setSavingAsTemplate] = useState<PostForTemplate | null>(null);
  const timeZone = userTimeZone();
  const tabName = (label: string, count: number) => t`${label} (${count})`;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / MY_POSTS_PAGE_SIZE)) : 1;

  // Spec §8: each failed load (a failed retry too) is said in a toast; the page keeps a way to try again.
  const failedAt = list.isError ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt !== 0)
      notifications.show({ color: 'red', message: t`Failed to load your LinkedIn posts. Please try again.` });
  }, [failedAt, t]);

  // Deleting the last post of the last page leaves a page that no longer exists: show the last one there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && view.page > pageCount) onViewChange({ page: pageCount });
  }, [list.data, list.isPlaceholderData, view.page, pageCount, onViewChange]);

  const actions = {
    onSchedule: (post: TLinkedInPost) => setScheduling({ id: post.id, scheduledFor: post.scheduledFor }),
    onDelete: (post: TLinkedInPost) => setDeleting({ id: post.id, name: postName(post) || t`Untitled post` }),
    onSaveAsTemplate: (post: TLinkedInPost) =>
      setSavingAsTemplate({ id: post.id, name: postName(post), category: post.category }),
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>My LinkedIn Posts</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Times are shown in your time zone, {timeZone}.</Trans>
          </Text>
        </Stack>
        <CreatePostButton />
      </Group>

      <Tabs
        value={view.tab}
        onChange={(value) => {
          const tab = POST_LIST_TABS.find((known) => known === value);
          if (tab) onViewChange({ tab, page: 1 });
        }}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {POST_LIST_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              aria-label={list.data ? tabName(i18n._(TAB_LABELS[tab]), list.data.counts[tab]) : undefined}
              rightSection={
                list.data && (
                  <Badge size="sm" variant="light" color="gray" circle={list.data.counts[tab] < 10}>
                    {list.data.counts[tab]}
                  </Badge>
                )
              }
            >
              {i18n._(TAB_LABELS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <AddressSearchBox
        value={view.q}
        onSearch={(q) => onViewChange({ q, page: 1 })}
        aria-label={t`Search posts`}
        placeholder={t`Search in topics and texts`}
        maw={{ base: '100%', sm: 360 }}
        w="100%"
      />

      {list.isPending && <ListSkeleton />}
      {list.isError && !list.data && (
        <LoadError
          title={t`Your LinkedIn posts could not be loaded`}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.data &&
        (list.data.posts.length === 0 ? (
          <EmptyList tab={view.tab} searched={view.q} />
        ) : (
          <Stack gap="md" aria-busy={list.isPlaceholderData}>
            <VisuallyHidden role="status">
              <Trans>
                {list.data.total} posts, page {view.page} of {pageCount}
              </Trans>
            </VisuallyHidden>
            {list.data.posts.map((post) => (
              <PostCard key={post.id} post={post} {...actions} />
            ))}
          </Stack>
        ))}

      {list.data && pageCount > 1 && (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={Math.min(view.page, pageCount)}
            onChange={(page) => onViewChange({ page })}
            getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
            siblings={1}
            boundaries={1}
          />
        </Group>
      )}

      <ScheduleDialog post={scheduling} onClose={() => setScheduling(null)} />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
      <SaveAsTemplateDialog post={savingAsTemplate} onClose={() => setSavingAsTemplate(null)} />
    </Stack>
  );
}
