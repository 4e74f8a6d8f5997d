import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { appErrorCode } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { STATUS_COLORS } from '../../support/support-messages.ts';
import { TicketThread } from '../../support/TicketThread.tsx';
import { AdminNav } from '../AdminNav.tsx';
import { AdminTicketReply } from './AdminTicketReply.tsx';
import { TicketControls } from './TicketControls.tsx';
import { ADMIN_STATUS_LABELS } from './ticket-labels.ts';

function BackToInbox() {
  return (
    <Anchor component={Link} to="/admin/support" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        <Trans>All tickets</Trans>
      </Group>
    </Anchor>
  );
}

/** /admin/support/{ticketId}: the whole thread with its internal notes, the answer box, the status and the assignee. */
export function AdminTicketPage({ ticketId }: { ticketId: string }) {
  const { t, i18n } = useLingui();
  const ticket = trpc.support.adminGet.useQuery({ ticketId }, SHOWS_OWN_ERRORS);
  usePageTitle(ticket.data ? t`Ticket #${ticket.data.number}` : t`Support ticket`);

  if (ticket.isPending) {
    return (
      <Stack gap="lg" maw={1200} mx="auto" w="100%" aria-busy>
        <AdminNav />
        <Skeleton height={36} width="60%" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }
  if (ticket.isError) {
    // A malformed id in the address names no ticket either.
    const missing = ['TICKET_NOT_FOUND', 'VALIDATION'].includes(appErrorCode(ticket.error) ?? '');
    return (
      <Stack gap="lg" maw={1200} mx="auto" w="100%">
        <AdminNav />
        <BackToInbox />
        {missing ? (
          <Stack gap="xs">
            <Title order={1}>
              <Trans>Ticket not found</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>This ticket was not found.</Trans>
            </Text>
          </Stack>
        ) : (
          <LoadError
            title={<Trans>Could not load the ticket</Trans>}
            onRetry={() => void ticket.refetch()}
            retrying={ticket.isFetching}
          />
        )}
      </Stack>
    );
  }

  const data = ticket.data;
  const status = data.status;
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <AdminNav />
      <BackToInbox />
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Text c="dimmed" fw={500}>
            #{data.number}
          </Text>
          <Badge color={STATUS_COLORS[status]} variant="light">
            {i18n._(ADMIN_STATUS_LABELS[status])}
          </Badge>
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.subject}
        </Title>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <TicketThread messages={data.messages} viewer="admin" />
            <AdminTicketReply ticket={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <TicketControls ticket={data} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
