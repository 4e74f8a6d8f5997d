import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkline } from '@mantine/charts';
import { Anchor, Badge, Card, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatPostTime } from '../schedule/post-time.ts';
import { countText, type InsightPost, type InsightsOverview, rateText } from './insights-labels.ts';

function DeletedBadge() {
  return (
    <Badge color="gray" variant="light" size="sm">
      <Trans>Deleted on LinkedIn</Trans>
    </Badge>
  );
}

/** A post's curve: its interactions at each reading, oldest first. */
function Curve({ post }: { post: InsightPost }) {
  const { t } = useLingui();
  if (post.curve.length < 2)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  const points = post.curve.map((point) => (point.reactions ?? 0) + (point.comments ?? 0) + (point.reshares ?? 0));
  return (
    <Sparkline
      w={120}
      h={36}
      data={points}
      curveType="monotone"
      color="blue.6"
      fillOpacity={0.4}
      role="img"
      aria-label={t`Interactions over ${post.curve.length} readings`}
    />
  );
}

function PostName({ post }: { post: InsightPost }) {
  const { t, i18n } = useLingui();
  const name = post.excerpt || t`Untitled post`;
  return (
    <Stack gap={2}>
      {post.linkedinUrl && !post.deletedOnLinkedin ? (
        <Anchor
          href={post.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          lineClamp={2}
          style={{ overflowWrap: 'anywhere' }}
          aria-label={t`${name} on LinkedIn (opens in a new tab)`}
        >
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      )}
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {formatPostTime(i18n, post.publishedAt)}
        </Text>
        {post.deletedOnLinkedin && <DeletedBadge />}
      </Group>
    </Stack>
  );
}

/** Each published post with its latest counts and its curve. */
export function InsightPostsTable({ overview }: { overview: InsightsOverview }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Trans>Published posts</Trans>
      </Title>
      <Card withBorder radius="lg" padding={0}>
        <ScrollArea type="auto">
          <Table miw={860} verticalSpacing="sm" horizontalSpacing="md" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Post`}</Table.Th>
                <Table.Th ta="end">{t`Impressions`}</Table.Th>
                <Table.Th ta="end">{t`Reactions`}</Table.Th>
                <Table.Th ta="end">{t`Comments`}</Table.Th>
                <Table.Th ta="end">{t`Reshares`}</Table.Th>
                <Table.Th ta="end">{t`Engagement rate`}</Table.Th>
                <Table.Th>{t`Curve`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.posts.map((post) => (
                <Table.Tr key={post.id}>
                  <Table.Td maw={320}>
                    <PostName post={post} />
                  </Table.Td>
                  <Table.Td ta="end">{countText(i18n, post.impressions)}</Table.Td>
                  <Table.Td ta="end">{countText(i18n, post.reactions)}</Table.Td>
                  <Table.Td ta="end">{countText(i18n, post.comments)}</Table.Td>
                  <Table.Td ta="end">{countText(i18n, post.reshares)}</Table.Td>
                  <Table.Td ta="end">{rateText(i18n, post.engagementRate)}</Table.Td>
                  <Table.Td>
                    <Curve post={post} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Card>
    </Stack>
  );
}

/** The posts that did best: by engagement rate when impressions are known, else by reactions. */
export function BestPosts({ overview }: { overview: InsightsOverview }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const best = overview.bestPostIds.flatMap((id) => overview.posts.filter((post) => post.id === id));
  if (best.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Trans>Best posts</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        {overview.bestBy === 'engagementRate' ? (
          <Trans>By engagement rate: reactions, comments and reshares for each impression.</Trans>
        ) : (
          <Trans>By reactions, while impressions are unknown.</Trans>
        )}
      </Text>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {best.map((post) => (
          <Card key={post.id} withBorder radius="lg" padding="md" component="li">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <PostName post={post} />
              <Text fw={700}>
                {overview.bestBy === 'engagementRate' ? (
                  rateText(i18n, post.engagementRate)
                ) : (
                  <Trans>{countText(i18n, post.reactions)} reactions</Trans>
                )}
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
