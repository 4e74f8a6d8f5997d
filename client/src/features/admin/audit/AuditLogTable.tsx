import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AuditLogEntry } from '@wordloom/shared/schemas/admin';
import { AdminDataTable, type AdminTableColumn } from '../AdminDataTable.tsx';
import { AUDIT_ACTION_LABELS, auditDetailsText } from './audit-labels.ts';

const COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`When` },
  { label: msg`Admin` },
  { label: msg`Action` },
  { label: msg`Target` },
  { label: msg`Details` },
];

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const { i18n } = useLingui();
  return (
    <Table.Tr>
      <Table.Td style={{ minWidth: 'max-content' }}>
        {i18n.date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{entry.adminEmail}</Table.Td>
      <Table.Td>{i18n._(AUDIT_ACTION_LABELS[entry.action])}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>
        {entry.targetUserId ? (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to="/admin/users/$userId" params={{ userId: entry.targetUserId ?? '' }} />
            )}
          >
            {entry.targetEmail ?? entry.targetUserId}
          </Anchor>
        ) : (
          <Text span size="sm" c="dimmed">
            {entry.targetEmail ?? '—'}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{auditDetailsText(i18n, entry.details)}</Table.Td>
    </Table.Tr>
  );
}

/** Audit rows, newest first as the server sends them. */
export function AuditLogTable({ entries, labelledBy }: { entries: AuditLogEntry[]; labelledBy: string }) {
  return (
    <AdminDataTable labelledBy={labelledBy} minWidth={860} columns={COLUMNS}>
      {entries.map((entry) => (
        <AuditRow key={entry.id} entry={entry} />
      ))}
    </AdminDataTable>
  );
}
