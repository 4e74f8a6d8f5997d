import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Card,
  Group,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandLinkedin, IconEye, IconMessageCircle, IconSend, IconShare, IconThumbUp } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TLinkedInPost } from '@wordloom/shared/schemas/linkedin';
import { type ReactNode, useEffect, useId } from 'react';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { postName } from '../posts/post-text.ts';
import { formatPostTime } from '../schedule/post-time.ts';
import { type InsightTotals, pagesToRead, publishedPageInput, totalsOf } from './published-posts.ts';

const TOTALS: { key: keyof InsightTotals; label: MessageDescriptor; icon: ReactNode }[] = [
  { key: 'posts', label: msg`Posts published`, icon: <IconSend size={18} /> },
  { key: 'impressions', label: msg`Impressions`, icon: <IconEye size={18} /> },
  { key: 'likes', label: msg`Likes`, icon: <IconThumbUp size={18} /> },
  { key: 'comments', label: msg`Comments`, icon: <IconMessageCircle size={18} /> },
  { key: 'shares', label: msg`Shares`, icon: <IconShare size={18} /> },
];

function TotalCards({ totals }: { totals: InsightTotals }) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="section" aria-label={t`Totals`}>
      {TOTALS.map(({ key, label, icon }) => (
        <Card key={key} withBorder radius="lg" padding="md">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" radius="xl" aria-hidden>
              {icon}
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {i18n._(label)}
            </Text>
          </Group>
          <Text fz={28} fw={700} mt="xs">
            {i18n.number(totals[key])}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function PublishedTable({ posts }: { posts: readonly TLinkedInPost[] }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Trans>Published posts</Trans>
      </Title>
      <Card withBorder radius="lg" padding={0}>
        <ScrollArea type="auto">
          <Table miw={720} verticalSpacing="sm" horizontalSpacing="md" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Post`}</Table.Th>
                <Table.Th ta="end">{t`Impressions`}</Table.Th>
                <Table.Th ta="end">{t`Likes`}</Table.Th>
                <Table.Th ta="end">{t`Comments`}</Table.Th>
                <Table.Th ta="end">{t`Shares`}</Table.Th>
                <Table.Th>{t`On LinkedIn`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.map((post) => {
                const name = postName(post) || t`Untitled post`;
                return (
                  <Table.Tr key={post.id}>
                    <Table.Td maw={320}>
                      <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                        {name}
                      </Text>
                      {post.publishedAt && (
                        <Text size="xs" c="dimmed">
                          {formatPostTime(i18n, post.publishedAt)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="end">{i18n.number(post.impressionsCount)}</Table.Td>
                    <Table.Td ta="end">{i18n.number(post.likesCount)}</Table.Td>
                    <Table.Td ta="end">{i18n.number(post.commentsCount)}</Table.Td>
                    <Table.Td ta="end">{i18n.number(post.sharesCount)}</Table.Td>
                    <Table.Td>
                      {post.linkedinUrl ? (
                        <Anchor
                          href={post.linkedinUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                          aria-label={t`View ${name} on LinkedIn (opens in a new tab)`}
                        >
                          <Trans>View</Trans>
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Card>
    </Stack>
  );
}

function NothingPublished() {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconBrandLinkedin size={28} />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>No published posts yet</Trans>
        </Text>
        <Text c="dimmed" maw={520}>
          <Trans>
            Your posts appear here once they are published to LinkedIn, with their impressions, likes, comments and
            shares.
          </Trans>
        </Text>
        <Button component={Link} to="/linkedin-grow/my-posts">
          <Trans>Go to My Posts</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /linkedin-grow/insights: what the user's published posts did, from the counts stored with
 * each post — the totals and a table of the posts with their LinkedIn links.
 */
export function InsightsPage() {
  const { t } = useLingui();
  usePageTitle(t`LinkedIn Insights`);
  const first = trpc.linkedin.posts.list.useQuery(publishedPageInput(1), SHOWS_OWN_ERRORS);
  const pageCount = first.data ? pagesToRead(first.data.total) : 1;
  // The pages after the first, once it said how many there are.
  const rest = trpc.useQueries((queries) =>
    Array.from({ length: pageCount - 1 }, (_, index) =>
      queries.linkedin.posts.list(publishedPageInput(index + 2), SHOWS_OWN_ERRORS),
    ),
  );
  const pages = [first, ...rest];
  const failed = pages.find((page) => page.isError);
  const loaded = pages.every((page) => page.isSuccess);
  const posts = loaded ? pages.flatMap((page) => page.data?.posts ?? []) : [];
  const total = first.data?.total ?? 0;

  const failedAt = failed?.errorUpdatedAt ?? 0;
  useEffect(() => {
    if (failedAt !== 0)
      notifications.show({ color: 'red', message: t`Failed to load your LinkedIn posts. Please try again.` });
  }, [failedAt, t]);

  return (
    <Stack gap="xl" maw={1100} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>LinkedIn Insights</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>How your published posts are doing, from the counts recorded with each post.</Trans>
        </Text>
      </Stack>

      {failed && (
        <LoadError
          title={t`Your published posts could not be loaded`}
          onRetry={() => {
            for (const page of pages) if (page.isError) void page.refetch();
          }}
          retrying={pages.some((page) => page.isFetching)}
        />
      )}
      {!failed && !loaded && (
        <Stack gap="md" aria-hidden>
          <Skeleton height={96} radius="lg" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      )}
      {loaded &&
        (posts.length === 0 ? (
          <NothingPublished />
        ) : (
          <>
            <TotalCards totals={totalsOf(posts)} />
            {total > posts.length && (
              <Text size="sm" c="dimmed">
                <Trans>
                  Totals and the table cover your latest {posts.length} published posts of {total}.
                </Trans>
              </Text>
            )}
            <PublishedTable posts={posts} />
          </>
        ))}
    </Stack>
  );
}
