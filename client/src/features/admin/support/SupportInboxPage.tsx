import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Switch, Table, Tabs, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ADMIN_TICKETS_PAGE_SIZE, type AdminTicketSummary, TICKET_STATUSES } from '@wordloom/shared/schemas/support';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { AddressSearchBox } from '../../forms/AddressSearchBox.tsx';
import { CATEGORY_LABELS, STATUS_COLORS } from '../../support/support-messages.ts';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from '../AdminDataTable.tsx';
import { AdminPageHeader } from '../AdminNav.tsx';
import { AdminPagination } from '../AdminPagination.tsx';
import { adminTicketsInput, type SupportInboxView } from './admin-support-search.ts';
import { ADMIN_STATUS_LABELS } from './ticket-labels.ts';

const COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Number` },
  { label: msg`Subject` },
  { label: msg`User` },
  { label: msg`Category` },
  { label: msg`Status` },
  { label: msg`Assigned to` },
  { label: msg`Messages`, alignEnd: true },
  { label: msg`Last activity` },
];

function TicketRow({ ticket }: { ticket: AdminTicketSummary }) {
  const { i18n } = useLingui();
  const status = ticket.status;
  return (
    <Table.Tr>
      <Table.Td style={{ minWidth: 'max-content' }}>#{ticket.number}</Table.Td>
      <Table.Td>
        <Anchor
          fw={500}
          style={{ overflowWrap: 'anywhere' }}
          renderRoot={(props) => <Link {...props} to="/admin/support/$ticketId" params={{ ticketId: ticket.id }} />}
        >
          {ticket.subject}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{ticket.user.name}</Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {ticket.user.email}
        </Text>
      </Table.Td>
      <Table.Td>{i18n._(CATEGORY_LABELS[ticket.category])}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
          {i18n._(ADMIN_STATUS_LABELS[status])}
        </Badge>
      </Table.Td>
      <Table.Td>
        {ticket.assignedTo ? (
          ticket.assignedTo.name
        ) : (
          <Text span size="sm" c="dimmed">
            <Trans>Unassigned</Trans>
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="end">{i18n.number(ticket.messageCount)}</Table.Td>
      <Table.Td style={{ minWidth: 'max-content' }}>
        {i18n.date(ticket.lastMessageAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </Table.Td>
    </Table.Tr>
  );
}

interface SupportInboxPageProps {
  view: SupportInboxView;
  onViewChange: (change: Partial<SupportInboxView>) => void;
}

/** /admin/support: every user's tickets by status, the admin's own, searchable, a page at a time. */
export function SupportInboxPage({ view, onViewChange }: SupportInboxPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Support tickets`);
  const list = trpc.support.adminList.useQuery(adminTicketsInput(view), {
    ...SHOWS_OWN_ERRORS,
    placeholderData: keepPreviousData,
  });
  const counts = list.data?.counts;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / ADMIN_TICKETS_PAGE_SIZE)) : 1;
  const filtered = view.q !== '' || view.mine;

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <AdminPageHeader
        title={<Trans>Support tickets</Trans>}
        description={
          <Trans>
            The questions users sent. Answers are e-mailed to the user; internal notes stay between admins. A ticket
            waits for the user once answered and opens again when the user replies.
          </Trans>
        }
      />
      <Tabs
        value={view.status}
        onChange={(value) => {
          const status = TICKET_STATUSES.find((known) => known === value);
          if (status) onViewChange({ status, page: 1 });
        }}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TICKET_STATUSES.map((status) => {
            const label = i18n._(ADMIN_STATUS_LABELS[status]);
            return (
              <Tabs.Tab
                key={status}
                value={status}
                aria-label={counts ? t`${label} (${i18n.number(counts[status])})` : undefined}
                rightSection={
                  counts && (
                    <Badge size="sm" variant="light" color="gray">
                      {i18n.number(counts[status])}
                    </Badge>
                  )
                }
              >
                {label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Group gap="md" align="center" wrap="wrap">
        <AddressSearchBox
          value={view.q}
          onSearch={(q) => onViewChange({ q, page: 1 })}
          aria-label={t`Search tickets`}
          placeholder={t`Subject, e-mail or #number`}
          maw={{ base: '100%', sm: 360 }}
          w="100%"
        />
        <Switch
          label={t`Assigned to me`}
          checked={view.mine}
          onChange={(event) => onViewChange({ mine: event.currentTarget.checked, page: 1 })}
        />
      </Group>
      <AdminDataSection
        title={<Trans>Tickets</Trans>}
        action={
          list.data && (
            <Text size="sm" c="dimmed">
              <Trans>{i18n.number(list.data.total)} found</Trans>
            </Text>
          )
        }
        query={list}
        loadErrorTitle={t`Could not load the support tickets`}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text ta="center" size="sm" c="dimmed">
            {filtered ? (
              <Trans>No tickets match this search.</Trans>
            ) : view.status === 'open' ? (
              <Trans>No ticket is waiting for an answer.</Trans>
            ) : view.status === 'waiting_for_user' ? (
              <Trans>No ticket is waiting for the user.</Trans>
            ) : (
              <Trans>No ticket is closed yet.</Trans>
            )}
          </Text>
        }
      >
        {(data, headingId) => (
          <AdminDataTable labelledBy={headingId} minWidth={980} columns={COLUMNS}>
            {data.items.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} />
            ))}
          </AdminDataTable>
        )}
      </AdminDataSection>
      <AdminPagination page={view.page} pageCount={pageCount} onPageChange={(page) => onViewChange({ page })} />
    </Stack>
  );
}
