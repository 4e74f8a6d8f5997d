import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { type RouterOutputs, trpc } from '../../lib/trpc.ts';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from '../admin/AdminDataTable.tsx';
import { PROVIDER_NAMES } from './messages.ts';
import { FIRST_USAGE_PERIOD, USAGE_PERIODS, type UsagePeriod } from './usage-periods.ts';

type UsageRow = RouterOutputs['ai']['admin']['usage']['rows'][number];

const USAGE_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Day` },
  { label: msg`Provider` },
  { label: msg`Generations`, alignEnd: true },
  { label: msg`Succeeded`, alignEnd: true },
  { label: msg`Failed`, alignEnd: true },
  { label: msg`Words`, alignEnd: true },
  { label: msg`Average time`, alignEnd: true },
];

const NO_TIME = '—';

type Totals = Pick<UsageRow, 'generations' | 'succeeded' | 'failed' | 'words'>;

function totalsOf(rows: UsageRow[]): Totals {
  return rows.reduce<Totals>(
    (sum, row) => ({
      generations: sum.generations + row.generations,
      succeeded: sum.succeeded + row.succeeded,
      failed: sum.failed + row.failed,
      words: sum.words + row.words,
    }),
    { generations: 0, succeeded: 0, failed: 0, words: 0 },
  );
}

function UsageTable({ rows, labelId }: { rows: UsageRow[]; labelId: string }) {
  const { i18n } = useLingui();
  const totals = totalsOf(rows);
  const number = (value: number) => i18n.number(value);
  const duration = (ms: number) =>
    ms < 1000
      ? i18n.number(ms, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 })
      : i18n.number(ms / 1000, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  return (
    <AdminDataTable
      labelledBy={labelId}
      minWidth={720}
      columns={USAGE_COLUMNS}
      footer={
        <Table.Tr fw={700}>
          <Table.Th colSpan={2}>
            <Trans>Total</Trans>
          </Table.Th>
          <Table.Td ta="end">{number(totals.generations)}</Table.Td>
          <Table.Td ta="end">{number(totals.succeeded)}</Table.Td>
          <Table.Td ta="end">{number(totals.failed)}</Table.Td>
          <Table.Td ta="end">{number(totals.words)}</Table.Td>
          <Table.Td />
        </Table.Tr>
      }
    >
      {rows.map((row) => (
        <Table.Tr key={`${row.day}.${row.provider}`}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {/* A calendar day, not an instant: shown as it is, whatever the browser's time zone. */}
            {i18n.date(`${row.day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
          </Table.Td>
          <Table.Td>{i18n._(PROVIDER_NAMES[row.provider])}</Table.Td>
          <Table.Td ta="end">{number(row.generations)}</Table.Td>
          <Table.Td ta="end">{number(row.succeeded)}</Table.Td>
          <Table.Td ta="end" c={row.failed > 0 ? 'red' : undefined}>
            {number(row.failed)}
          </Table.Td>
          <Table.Td ta="end">{number(row.words)}</Table.Td>
          <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
            {/* Only successful runs are timed: a day of failures alone has no time to show, not 0 ms. */}
            {row.succeeded > 0 ? duration(row.avgLatencyMs) : NO_TIME}
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminDataTable>
  );
}

function NoUsage() {
  return (
    <Stack align="center" gap="xs" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconChartBar size={26} />
      </ThemeIcon>
      <Text fw={600}>
        <Trans>No generations in this period</Trans>
      </Text>
      <Text size="sm" c="dimmed" maw={420}>
        <Trans>Every generation, by any user or in this playground, is counted here by day and provider.</Trans>
      </Text>
    </Stack>
  );
}

/** Generations per day and provider: how many, how many failed, the words charged and how long they took. */
export function AiUsage() {
  const { t } = useLingui();
  const [period, setPeriod] = useState<UsagePeriod>(FIRST_USAGE_PERIOD);
  const usage = trpc.ai.admin.usage.useQuery({ days: Number(period) }, SHOWS_OWN_ERRORS);
  return (
    <AdminDataSection
      title={<Trans>Usage</Trans>}
      action={
        <SegmentedControl
          aria-label={t`Period`}
          value={period}
          onChange={(next) => setPeriod(next as UsagePeriod)}
          data={USAGE_PERIODS.map((days) => ({ value: days, label: t`${days} days` }))}
        />
      }
      query={usage}
      loadErrorTitle={t`Could not load the usage`}
      isEmpty={(data) => data.rows.length === 0}
      empty={<NoUsage />}
    >
      {(data, headingId) => <UsageTable rows={data.rows} labelId={headingId} />}
    </AdminDataSection>
  );
}
