import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ToolAnalytics } from '@wordloom/shared/schemas/tools';
import { type ReactNode, useId } from 'react';
import { AdminDataTable, type AdminTableColumn } from '../admin/AdminDataTable.tsx';
import { durationText, rateText } from './analytics-format.ts';

/** A table under its heading, or what to say in its place. */
function TableSection({
  title,
  empty,
  children,
}: {
  title: ReactNode;
  /** Shown instead of the table when set. */
  empty?: ReactNode;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <Card withBorder radius="lg" padding={empty ? 'lg' : 0}>
        {empty ?? children(headingId)}
      </Card>
    </Stack>
  );
}

const ERROR_COLUMNS: readonly AdminTableColumn[] = [{ label: msg`Error` }, { label: msg`Runs`, alignEnd: true }];

/** The messages failed runs ended with most often. */
export function TopErrorsTable({ topErrors }: { topErrors: ToolAnalytics['topErrors'] }) {
  const { i18n } = useLingui();
  return (
    <TableSection
      title={<Trans>Top errors</Trans>}
      empty={
        topErrors.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            <Trans>No run failed with an error message in this period.</Trans>
          </Text>
        ) : undefined
      }
    >
      {(headingId) => (
        <AdminDataTable labelledBy={headingId} minWidth={0} columns={ERROR_COLUMNS}>
          {topErrors.map((error) => (
            <Table.Tr key={error.message}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{error.message}</Table.Td>
              <Table.Td ta="end">{i18n.number(error.count)}</Table.Td>
            </Table.Tr>
          ))}
        </AdminDataTable>
      )}
    </TableSection>
  );
}

const TOOL_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Tool` },
  { label: msg`Runs`, alignEnd: true },
  { label: msg`Success rate`, alignEnd: true },
  { label: msg`p95`, alignEnd: true },
];

type ToolFigures = ToolAnalytics['perTool'][number];

function ToolRow({ tool, onSelectTool }: { tool: ToolFigures; onSelectTool: (toolId: string) => void }) {
  const { t, i18n } = useLingui();
  const name = tool.toolName;
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Anchor
          component="button"
          type="button"
          ta="start"
          onClick={() => onSelectTool(tool.toolId)}
          title={t`Show only ${name}`}
        >
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td ta="end">{i18n.number(tool.runs)}</Table.Td>
      <Table.Td ta="end">{rateText(i18n, tool.successRate)}</Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {durationText(i18n, tool.p95Ms)}
      </Table.Td>
    </Table.Tr>
  );
}

/** Each tool's runs, most first; a tool's name narrows the page to it. */
export function PerToolTable({
  perTool,
  onSelectTool,
}: {
  perTool: ToolAnalytics['perTool'];
  onSelectTool: (toolId: string) => void;
}) {
  return (
    <TableSection title={<Trans>By tool</Trans>}>
      {(headingId) => (
        <AdminDataTable labelledBy={headingId} minWidth={0} columns={TOOL_COLUMNS}>
          {perTool.map((tool) => (
            <ToolRow key={tool.toolId} tool={tool} onSelectTool={onSelectTool} />
          ))}
        </AdminDataTable>
      )}
    </TableSection>
  );
}
