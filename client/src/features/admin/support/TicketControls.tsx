import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminTicketDetail, TICKET_STATUSES } from '@wordloom/shared/schemas/support';
import { useId } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { CATEGORY_LABELS } from '../../support/support-messages.ts';
import { ADMIN_STATUS_LABELS } from './ticket-labels.ts';
import { useRefreshTicket } from './use-refresh-ticket.ts';

/** The Select's value for "nobody": a Select's values are strings, an admin id is a uuid. */
const UNASSIGNED = 'unassigned';

function useFailureNotice() {
  const { t, i18n } = useLingui();
  return (error: unknown) =>
    notifications.show({ color: 'red', title: t`The ticket was not changed`, message: i18n._(errorMessage(error)) });
}

/** The ticket's status, changed by hand (an answer already sets it to "Waiting for the user"). */
function StatusSelect({ ticket }: { ticket: AdminTicketDetail }) {
  const { t, i18n } = useLingui();
  const refresh = useRefreshTicket();
  const failed = useFailureNotice();
  const setStatus = trpc.support.setStatus.useMutation({
    onSuccess: async () => {
      await refresh();
      notifications.show({ color: 'green', message: t`Status changed.` });
    },
    onError: failed,
  });
  return (
    <Select
      label={t`Status`}
      data={TICKET_STATUSES.map((status) => ({ value: status, label: i18n._(ADMIN_STATUS_LABELS[status]) }))}
      value={setStatus.isPending ? setStatus.variables.status : ticket.status}
      onChange={(value) => {
        const status = TICKET_STATUSES.find((known) => known === value);
        if (status && status !== ticket.status) setStatus.mutate({ ticketId: ticket.id, status });
      }}
      allowDeselect={false}
      disabled={setStatus.isPending}
    />
  );
}

/** Who answers the ticket: one of the admins, or nobody yet. */
function AssigneeSelect({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useLingui();
  const admins = trpc.support.admins.useQuery(undefined, SHOWS_OWN_ERRORS);
  const refresh = useRefreshTicket();
  const failed = useFailureNotice();
  const assign = trpc.support.assign.useMutation({
    onSuccess: async () => {
      await refresh();
      notifications.show({ color: 'green', message: t`Assignment changed.` });
    },
    onError: failed,
  });
  const current = assign.isPending ? assign.variables.adminId : (ticket.assignedTo?.id ?? null);
  const options = [
    { value: UNASSIGNED, label: t`Unassigned` },
    ...(admins.data ?? []).map((admin) => ({ value: admin.id, label: admin.name || admin.email })),
  ];
  // The assignee is shown by name even before the admins load, or if they are no longer an admin.
  if (ticket.assignedTo && !options.some((option) => option.value === ticket.assignedTo?.id)) {
    options.push({ value: ticket.assignedTo.id, label: ticket.assignedTo.name });
  }
  return (
    <Select
      label={t`Assigned to`}
      data={options}
      value={current ?? UNASSIGNED}
      onChange={(value) => {
        const adminId = value === null || value === UNASSIGNED ? null : value;
        if (adminId !== (ticket.assignedTo?.id ?? null)) assign.mutate({ ticketId: ticket.id, adminId });
      }}
      allowDeselect={false}
      disabled={assign.isPending}
      error={admins.isError ? t`Could not load the admins.` : undefined}
      searchable
      nothingFoundMessage={t`No admin of that name`}
    />
  );
}

/** Beside the thread: who wrote the ticket, what about, and what an admin can change. */
export function TicketControls({ ticket }: { ticket: AdminTicketDetail }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const when = (date: Date) => i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Ticket details</Trans>
        </Title>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            <Trans>User</Trans>
          </Text>
          <Text fw={500}>{ticket.user.name}</Text>
          <Anchor href={`mailto:${ticket.user.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
            {ticket.user.email}
          </Anchor>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            <Trans>Category</Trans>
          </Text>
          <Text>{i18n._(CATEGORY_LABELS[ticket.category])}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            <Trans>Opened</Trans>
          </Text>
          <Text>{when(ticket.createdAt)}</Text>
        </Stack>
        <StatusSelect ticket={ticket} />
        <AssigneeSelect ticket={ticket} />
      </Stack>
    </Card>
  );
}
