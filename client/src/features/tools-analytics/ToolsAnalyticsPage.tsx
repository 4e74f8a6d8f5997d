import '@mantine/charts/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import type { ToolAnalytics } from '@wordloom/shared/schemas/tools';
import { useId } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { AdminPageHeader } from '../admin/AdminNav.tsx';
import { LoadError } from '../errors/LoadError.tsx';
import { PerDayTable, ResponseTimeChart, RunsPerDayChart } from './AnalyticsCharts.tsx';
import { PerToolTable, TopErrorsTable } from './AnalyticsTables.tsx';
import { durationText, rateText } from './analytics-format.ts';
import { ANALYTICS_PERIODS, type ToolsAnalyticsView, toolAnalyticsInput } from './analytics-search.ts';

/** The tool select's value for every tool (a tool's value is its uuid). */
const ALL_TOOLS = 'all';

interface ViewProps {
  view: ToolsAnalyticsView;
  onViewChange: (change: Partial<ToolsAnalyticsView>) => void;
}

/** Which tool and which period the page reads. */
function Filters({ view, onViewChange, refreshing }: ViewProps & { refreshing: boolean }) {
  const { t } = useLingui();
  const periodLabelId = useId();
  const tools = trpc.tools.adminList.useQuery(undefined, SHOWS_OWN_ERRORS);
  const options = [
    { value: ALL_TOOLS, label: t`All tools` },
    ...(tools.data ?? []).map((tool) => ({ value: tool.id, label: tool.name })),
  ];
  // An address can name a tool deleted since: say so rather than show an empty box.
  if (view.toolId !== undefined && tools.data && !tools.data.some((tool) => tool.id === view.toolId)) {
    options.push({ value: view.toolId, label: t`A deleted tool` });
  }
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label={t`Tool`}
        data={options}
        value={view.toolId ?? ALL_TOOLS}
        onChange={(value) => {
          if (value !== null) onViewChange({ toolId: value === ALL_TOOLS ? undefined : value });
        }}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t`No tool has this name`}
        error={tools.isError ? t`The list of tools could not be loaded.` : undefined}
        w={{ base: '100%', xs: 320 }}
      />
      <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
        <Text component="span" size="sm" fw={500} id={periodLabelId}>
          <Trans>Period</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={periodLabelId}
          value={String(view.days)}
          onChange={(value) => {
            const days = ANALYTICS_PERIODS.find((period) => String(period) === value);
            if (days !== undefined) onViewChange({ days });
          }}
          data={ANALYTICS_PERIODS.map((days) => ({ value: String(days), label: t`${days} days` }))}
          fullWidth
        />
      </Stack>
      {refreshing && <Loader size="sm" aria-label={t`Loading`} mb={8} />}
    </Group>
  );
}

function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="lg" padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4}>
        {value}
      </Text>
    </Card>
  );
}

function StatCards({ totals }: { totals: ToolAnalytics['totals'] }) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="section" aria-label={t`Totals`}>
      <StatCard label={t`Runs`} value={i18n.number(totals.runs)} />
      <StatCard label={t`Success rate`} value={rateText(i18n, totals.successRate)} />
      <StatCard label={t`Response time p50`} value={durationText(i18n, totals.p50Ms)} />
      <StatCard label={t`Response time p95`} value={durationText(i18n, totals.p95Ms)} />
    </SimpleGrid>
  );
}

function NoRuns() {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconChartBar size={26} />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>No runs in this period</Trans>
        </Text>
        <Text size="sm" c="dimmed" maw={460}>
          <Trans>Every time a visitor runs a published tool, the run is counted here. Runs in test mode are not.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}

function Overview({ analytics, view, onViewChange }: ViewProps & { analytics: ToolAnalytics }) {
  return (
    <>
      <StatCards totals={analytics.totals} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RunsPerDayChart analytics={analytics} />
        <ResponseTimeChart analytics={analytics} />
      </SimpleGrid>
      <PerDayTable analytics={analytics} />
      <TopErrorsTable topErrors={analytics.topErrors} />
      {view.toolId === undefined && (
        <PerToolTable perTool={analytics.perTool} onSelectTool={(toolId) => onViewChange({ toolId })} />
      )}
    </>
  );
}

/**
 * /admin/tools/analytics: how visitors' runs of the tools went over the last 7, 30 or 90 days,
 * for every tool or one — runs, success rate, response times, day by day, the most frequent
 * errors and each tool's share (issue 15 point 7).
 */
export function ToolsAnalyticsPage({ view, onViewChange }: ViewProps) {
  const { t } = useLingui();
  usePageTitle(t`Tool analytics`);
  const analytics = trpc.tools.analytics.useQuery(toolAnalyticsInput(view), {
    ...SHOWS_OWN_ERRORS,
    placeholderData: keepPreviousData,
  });
  const { data } = analytics;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <AdminPageHeader
        title={<Trans>Tool analytics</Trans>}
        description={
          <Trans>
            How visitors' runs of your tools went, day by day (UTC days, today included). Runs in test mode are not
            counted.
          </Trans>
        }
      />
      <Filters view={view} onViewChange={onViewChange} refreshing={analytics.isPlaceholderData} />
      {analytics.isPending && (
        <Stack gap="md" aria-hidden>
          <Skeleton height={96} radius="lg" />
          <Skeleton height={300} radius="lg" />
        </Stack>
      )}
      {analytics.isError && (
        <LoadError
          title={t`Could not load the tool analytics`}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      )}
      {data && (
        <Box aria-busy={analytics.isPlaceholderData} style={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
          <Stack gap="lg">
            {data.totals.runs === 0 ? (
              <NoRuns />
            ) : (
              <Overview analytics={data} view={view} onViewChange={onViewChange} />
            )}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
