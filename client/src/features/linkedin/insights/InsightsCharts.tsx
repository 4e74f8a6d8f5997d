import { Trans, useLingui } from '@lingui/react/macro';
import { AreaChart, BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import {
  BREAKDOWN_TITLES,
  type BreakdownKind,
  groupLabel,
  type InsightGroup,
  type InsightsOverview,
} from './insights-labels.ts';

/** The sum of every post's latest counts, day by day. */
export function TrendChart({ overview }: { overview: InsightsOverview }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const impressionsKnown = overview.needsApproval.length === 0;
  const data = overview.trend.map((day) => ({
    day: i18n.date(new Date(`${day.day}T12:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    impressions: day.impressions,
    reactions: day.reactions ?? 0,
    comments: day.comments ?? 0,
    reshares: day.reshares ?? 0,
  }));
  const series = [
    ...(impressionsKnown ? [{ name: 'impressions', label: t`Impressions`, color: 'blue.6' }] : []),
    { name: 'reactions', label: t`Reactions`, color: 'teal.6' },
    { name: 'comments', label: t`Comments`, color: 'orange.6' },
    { name: 'reshares', label: t`Reshares`, color: 'grape.6' },
  ];
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Over time</Trans>
        </Title>
        {data.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>The first counts are read an hour after a post is published, or when you refresh.</Trans>
          </Text>
        ) : (
          <AreaChart
            h={260}
            data={data}
            dataKey="day"
            series={series}
            curveType="monotone"
            withLegend
            connectNulls
            valueFormatter={(value) => i18n.number(value)}
            aria-label={t`Counts over time`}
          />
        )}
      </Stack>
    </Card>
  );
}

function Breakdown({ kind, groups }: { kind: BreakdownKind; groups: readonly InsightGroup[] }) {
  const { t, i18n } = useLingui();
  const title = i18n._(BREAKDOWN_TITLES[kind]);
  const data = groups.map((group) => ({
    group: groupLabel(i18n, kind, group.key),
    engagement: Math.round(group.engagement * 10) / 10,
  }));
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <BarChart
          h={Math.max(120, data.length * 36)}
          data={data}
          dataKey="group"
          orientation="vertical"
          series={[{ name: 'engagement', label: t`Interactions per post`, color: 'blue.6' }]}
          yAxisProps={{ width: 110 }}
          valueFormatter={(value) => i18n.number(value)}
        />
      </Stack>
    </Card>
  );
}

const BREAKDOWN_ORDER: BreakdownKind[] = ['template', 'writingStyle', 'postLength', 'dayOfWeek', 'hour'];

/** What works for this user: interactions per post by each thing a post was made or published with. */
export function Breakdowns({ overview }: { overview: InsightsOverview }) {
  const headingId = useId();
  const shown = BREAKDOWN_ORDER.filter((kind) => overview.breakdowns[kind].length > 0);
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Trans>What works for you</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Reactions, comments and reshares per post, by how the post was written and when it was published.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {shown.map((kind) => (
          <Breakdown key={kind} kind={kind} groups={overview.breakdowns[kind]} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
