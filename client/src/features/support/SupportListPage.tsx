import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TicketSummary } from '@wordloom/shared/schemas/support';
import { useState } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { LoadError } from '../errors/LoadError.tsx';
import { NewTicketForm } from './NewTicketForm.tsx';
import { CATEGORY_LABELS, STATUS_COLORS, STATUS_LABELS } from './support-messages.ts';

export function TicketStatusBadge({ status }: { status: TicketSummary['status'] }) {
  const { t } = useLingui();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}

function TicketRows({ tickets }: { tickets: TicketSummary[] }) {
  const { t, i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Number</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Subject</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Category</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Last activity</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td>#{ticket.number}</Table.Td>
              <Table.Td>
                <Anchor
                  fw={500}
                  dir="auto"
                  renderRoot={(props) => <Link {...props} to="/support/$ticketId" params={{ ticketId: ticket.id }} />}
                >
                  {ticket.subject}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(CATEGORY_LABELS[ticket.category])}</Table.Td>
              <Table.Td>
                <TicketStatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                <time dateTime={new Date(ticket.lastMessageAt).toISOString()}>
                  {i18n.date(ticket.lastMessageAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `/support`: the user's tickets, newest activity first, and the form to open one. */
export function SupportListPage() {
  const { t } = useLingui();
  usePageTitle(t`Support`);
  const [creating, setCreating] = useState(false);
  const list = trpc.support.list.useQuery(undefined, SHOWS_OWN_ERRORS);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>Support</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Ask us anything about your account, billing or writing. We answer by e-mail and here.</Trans>
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          <Trans>New ticket</Trans>
        </Button>
      </Group>

      {list.isPending && (
        <Stack gap="xs" aria-busy="true" aria-label={t`Loading tickets`}>
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      )}
      {list.isError && !list.data && (
        <LoadError
          title={<Trans>Your tickets could not be loaded</Trans>}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {list.data?.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconLifebuoy size={40} stroke={1.4} aria-hidden />
            <Text fw={600}>
              <Trans>No tickets yet</Trans>
            </Text>
            <Text c="dimmed" size="sm">
              <Trans>
                When something does not work or you have a question, open a ticket and we will get back to you.
              </Trans>
            </Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              <Trans>Open your first ticket</Trans>
            </Button>
          </Stack>
        </Card>
      )}
      {list.data && list.data.length > 0 && <TicketRows tickets={list.data} />}

      <Modal opened={creating} onClose={() => setCreating(false)} title={<Trans>New ticket</Trans>} size="lg">
        <NewTicketForm onCancel={() => setCreating(false)} />
      </Modal>
    </Stack>
  );
}
