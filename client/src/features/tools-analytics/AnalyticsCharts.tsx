import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Card, Collapse, Stack, Table, Text, Title } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import type { ToolAnalytics } from '@wordloom/shared/schemas/tools';
import { type ReactNode, useId, useState } from 'react';
import { AdminDataTable, type AdminTableColumn } from '../admin/AdminDataTable.tsx';
import { dayText, durationText } from './analytics-format.ts';

type Day = ToolAnalytics['perDay'][number];

/** Ticks closer than this many pixels are skipped, so 90 days stay readable on a phone. */
const TICK_GAP = 16;

/**
 * A chart under its title, described by the same figures in words: the words are what a screen
 * reader announces, and what a reader who cannot tell the colours apart can rely on.
 */
function ChartCard({ title, summary, children }: { title: ReactNode; summary: string; children: ReactNode }) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="figure"
      m={0}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
        <Text size="sm" c="dimmed" id={summaryId}>
          {summary}
        </Text>
      </Stack>
    </Card>
  );
}

/** The day with the most of `figure` (the earliest of equals), or undefined when no day has any. */
function dayWithMost(days: readonly Day[], figure: (day: Day) => number | null): Day | undefined {
  let most: Day | undefined;
  let mostValue = 0;
  for (const day of days) {
    const value = figure(day) ?? 0;
    if (value > mostValue) {
      most = day;
      mostValue = value;
    }
  }
  return most;
}

/** Successful and failed runs, stacked, day by day. */
export function RunsPerDayChart({ analytics }: { analytics: ToolAnalytics }) {
  const { t, i18n } = useLingui();
  const data = analytics.perDay.map((day) => ({
    day: dayText(i18n, day.day, 'short'),
    successes: day.successes,
    failures: day.failures,
  }));
  const runs = i18n.number(analytics.totals.runs);
  const successes = i18n.number(analytics.totals.successes);
  const failures = i18n.number(analytics.totals.runs - analytics.totals.successes);
  const busiest = dayWithMost(analytics.perDay, (day) => day.runs);
  const busiestDate = busiest ? dayText(i18n, busiest.day, 'medium') : '';
  const busiestRuns = i18n.number(busiest?.runs ?? 0);
  return (
    <ChartCard
      title={<Trans>Runs per day</Trans>}
      summary={
        busiest
          ? t`Runs: ${runs}. Succeeded: ${successes}. Failed: ${failures}. Busiest day: ${busiestDate} (${busiestRuns}).`
          : t`Runs: ${runs}. Succeeded: ${successes}. Failed: ${failures}.`
      }
    >
      <BarChart
        h={240}
        data={data}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'successes', label: t`Succeeded`, color: 'teal.6' },
          { name: 'failures', label: t`Failed`, color: 'red.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={(value) => i18n.number(value)}
        xAxisProps={{ minTickGap: TICK_GAP }}
        yAxisProps={{ width: 36, allowDecimals: false }}
      />
    </ChartCard>
  );
}

/** The median and the 95th percentile of response times, day by day; a day without runs is a gap. */
export function ResponseTimeChart({ analytics }: { analytics: ToolAnalytics }) {
  const { t, i18n } = useLingui();
  const data = analytics.perDay.map((day) => ({
    day: dayText(i18n, day.day, 'short'),
    p50Ms: day.p50Ms,
    p95Ms: day.p95Ms,
  }));
  const p50 = durationText(i18n, analytics.totals.p50Ms);
  const p95 = durationText(i18n, analytics.totals.p95Ms);
  const slowest = dayWithMost(analytics.perDay, (day) => day.p95Ms);
  const slowestDate = slowest ? dayText(i18n, slowest.day, 'medium') : '';
  const slowestP95 = durationText(i18n, slowest?.p95Ms ?? null);
  return (
    <ChartCard
      title={<Trans>Response time per day</Trans>}
      summary={
        slowest
          ? t`Half of the runs answered within ${p50} and 95 in 100 within ${p95}. The slowest day was ${slowestDate}, with a p95 of ${slowestP95}.`
          : t`Half of the runs answered within ${p50} and 95 in 100 within ${p95}.`
      }
    >
      <LineChart
        h={240}
        data={data}
        dataKey="day"
        series={[
          { name: 'p50Ms', label: t`p50 (median)`, color: 'blue.6' },
          { name: 'p95Ms', label: t`p95`, color: 'orange.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={(value) => durationText(i18n, value)}
        xAxisProps={{ minTickGap: TICK_GAP }}
        yAxisProps={{ width: 56 }}
      />
    </ChartCard>
  );
}

const DAY_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Day` },
  { label: msg`Runs`, alignEnd: true },
  { label: msg`Succeeded`, alignEnd: true },
  { label: msg`Failed`, alignEnd: true },
  { label: msg`p50`, alignEnd: true },
  { label: msg`p95`, alignEnd: true },
];

/** The charts' numbers as a table, folded away until asked for (90 rows are long). */
export function PerDayTable({ analytics }: { analytics: ToolAnalytics }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        <Trans>Day by day</Trans>
      </Title>
      <Button
        variant="light"
        leftSection={<IconTable size={16} />}
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={tableId}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? <Trans>Hide the numbers per day</Trans> : <Trans>Show the numbers per day</Trans>}
      </Button>
      <Collapse expanded={open} id={tableId}>
        <Card withBorder radius="lg" padding={0}>
          <AdminDataTable labelledBy={headingId} minWidth={520} columns={DAY_COLUMNS}>
            {analytics.perDay.map((day) => (
              <Table.Tr key={day.day}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(i18n, day.day, 'medium')}</Table.Td>
                <Table.Td ta="end">{i18n.number(day.runs)}</Table.Td>
                <Table.Td ta="end">{i18n.number(day.successes)}</Table.Td>
                <Table.Td ta="end" c={day.failures > 0 ? 'red' : undefined}>
                  {i18n.number(day.failures)}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {durationText(i18n, day.p50Ms)}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {durationText(i18n, day.p95Ms)}
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminDataTable>
        </Card>
      </Collapse>
    </Stack>
  );
}
