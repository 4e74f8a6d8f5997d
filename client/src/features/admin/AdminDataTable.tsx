import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack, Table, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { LoadError } from '../errors/LoadError.tsx';

/** The parts of a React Query result a section reads; a tRPC `useQuery` result fits. */
interface SectionQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface AdminDataSectionProps<Data> {
  title: ReactNode;
  /** Beside the title: an add button, a period to show… */
  action: ReactNode;
  query: SectionQuery<Data>;
  loadErrorTitle: string;
  isEmpty: (data: Data) => boolean;
  /** Shown in place of the table when `isEmpty`. */
  empty: ReactNode;
  /** The table, labelled by the section's heading. */
  children: (data: Data, headingId: string) => ReactNode;
}

/**
 * An admin list under its heading: a placeholder while it loads, its own load failure with a way to
 * try again (for queries marked SHOWS_OWN_ERRORS), what to say when it is empty, else the table.
 */
export function AdminDataSection<Data>({
  title,
  action,
  query,
  loadErrorTitle,
  isEmpty,
  empty,
  children,
}: AdminDataSectionProps<Data>) {
  const headingId = useId();
  const { data } = query;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {query.isPending && <Skeleton height={160} radius="lg" />}
      {query.isError && (
        <LoadError title={loadErrorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.isSuccess &&
        data !== undefined &&
        (isEmpty(data) ? (
          <Card withBorder radius="lg" padding="xl">
            {empty}
          </Card>
        ) : (
          <Card withBorder radius="lg" padding={0}>
            {children(data, headingId)}
          </Card>
        ))}
    </Stack>
  );
}

export interface AdminTableColumn {
  label: MessageDescriptor;
  /** Numbers and row actions line up at the end of the cell. */
  alignEnd?: boolean;
}

/** An admin table: its column headings, its rows, and a sideways scroll where the screen is narrower than `minWidth`. */
export function AdminDataTable({
  labelledBy,
  minWidth,
  columns,
  children,
  footer,
}: {
  labelledBy: string;
  minWidth: number;
  columns: readonly AdminTableColumn[];
  /** The body's rows. */
  children: ReactNode;
  /** The footer's rows, such as totals. */
  footer?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: 'auto' }}>
      <Table aria-labelledby={labelledBy} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label.id} ta={column.alignEnd ? 'end' : undefined}>
                {i18n._(column.label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </Table.ScrollContainer>
  );
}
