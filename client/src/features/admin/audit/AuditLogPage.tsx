import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_LOG_PAGE_SIZE } from '@wordloom/shared/schemas/admin';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { AdminDataSection } from '../AdminDataTable.tsx';
import { AdminPageHeader } from '../AdminNav.tsx';
import { AdminPagination } from '../AdminPagination.tsx';
import { AuditLogTable } from './AuditLogTable.tsx';
import { AUDIT_ACTION_LABELS } from './audit-labels.ts';
import { type AuditLogView, auditLogInput } from './audit-search.ts';

/** The Select's value for "every action": a Select's values are strings. */
const ALL = 'all';

interface AuditLogPageProps {
  view: AuditLogView;
  onViewChange: (change: Partial<AuditLogView>) => void;
}

/** /admin/audit: what every admin changed, newest first, one action or all, a page at a time. */
export function AuditLogPage({ view, onViewChange }: AuditLogPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Audit log`);
  const log = trpc.admin.auditLog.useQuery(auditLogInput(view), {
    ...SHOWS_OWN_ERRORS,
    placeholderData: keepPreviousData,
  });
  const pageCount = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_LOG_PAGE_SIZE)) : 1;
  const actions = [
    { value: ALL, label: t`All actions` },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: i18n._(AUDIT_ACTION_LABELS[action]) })),
  ];
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <AdminPageHeader
        title={<Trans>Audit log</Trans>}
        description={<Trans>Every change an admin made, who made it and when. Entries cannot be edited.</Trans>}
      />
      <Select
        label={t`Action`}
        data={actions}
        value={view.action ?? ALL}
        onChange={(value) => {
          const action = AUDIT_ACTIONS.find((known) => known === value) ?? null;
          onViewChange({ action, page: 1 });
        }}
        allowDeselect={false}
        maw={{ base: '100%', sm: 320 }}
      />
      <AdminDataSection
        title={<Trans>Entries</Trans>}
        action={
          log.data && (
            <Text size="sm" c="dimmed">
              <Trans>{i18n.number(log.data.total)} found</Trans>
            </Text>
          )
        }
        query={log}
        loadErrorTitle={t`Could not load the audit log`}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text ta="center" size="sm" c="dimmed">
            {view.action ? <Trans>No entry for this action.</Trans> : <Trans>No admin action was recorded yet.</Trans>}
          </Text>
        }
      >
        {(data, headingId) => <AuditLogTable entries={data.items} labelledBy={headingId} />}
      </AdminDataSection>
      <AdminPagination page={view.page} pageCount={pageCount} onPageChange={(page) => onViewChange({ page })} />
    </Stack>
  );
}
