import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { appErrorCode, errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { LoadError } from '../errors/LoadError.tsx';
import { ReplyBox, type ReplyValues } from './ReplyBox.tsx';
import { TicketStatusBadge } from './SupportListPage.tsx';
import { CATEGORY_LABELS } from './support-messages.ts';
import { TicketThread } from './TicketThread.tsx';

function BackToTickets() {
  return (
    <Anchor component={Link} to="/support" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden style={{ transform: 'scaleX(var(--mantine-direction-factor, 1))' }} />
        <Trans>All tickets</Trans>
      </Group>
    </Anchor>
  );
}

function TicketNotFound() {
  return (
    <Card withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Title order={1} size="h3">
          <Trans>Ticket not found</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>This ticket does not exist or is not yours.</Trans>
        </Text>
        <Button component={Link} to="/support" variant="light">
          <Trans>Back to your tickets</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/** `/support/{ticketId}`: the conversation, a reply box and, while it is open, "Close ticket". */
export function TicketPage({ ticketId }: { ticketId: string }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const ticket = trpc.support.get.useQuery({ ticketId }, SHOWS_OWN_ERRORS);
  const [confirmingClose, setConfirmingClose] = useState(false);
  usePageTitle(ticket.data ? `#${ticket.data.number} ${ticket.data.subject}` : t`Support`);

  const refresh = async () => {
    await Promise.all([utils.support.get.invalidate({ ticketId }), utils.support.list.invalidate()]);
  };
  const reply = trpc.support.reply.useMutation({ onSuccess: refresh });
  const close = trpc.support.close.useMutation({
    onSuccess: async () => {
      setConfirmingClose(false);
      notifications.show({ message: t`Ticket closed.` });
      await refresh();
    },
    onError: (error) => notifications.show({ color: 'red', message: t(errorMessage(error)) }),
  });

  async function sendReply(values: ReplyValues) {
    try {
      await reply.mutateAsync({ ticketId, ...values });
      notifications.show({ message: t`Reply sent.` });
    } catch (error) {
      notifications.show({ color: 'red', message: t(errorMessage(error)) });
      throw error;
    }
  }

  const notFound = ['TICKET_NOT_FOUND', 'VALIDATION', 'NOT_FOUND'].includes(appErrorCode(ticket.error) ?? '');

  return (
    <Stack gap="lg">
      <BackToTickets />
      {ticket.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t`Loading the ticket`}>
          <Skeleton h={32} w="60%" />
          <Skeleton h={96} />
          <Skeleton h={96} />
        </Stack>
      )}
      {ticket.isError && !ticket.data && notFound && <TicketNotFound />}
      {ticket.isError && !ticket.data && !notFound && (
        <LoadError
          title={<Trans>The ticket could not be loaded</Trans>}
          onRetry={() => void ticket.refetch()}
          retrying={ticket.isFetching}
        />
      )}
      {ticket.data && (
        <>
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {ticket.data.subject}
              </Title>
              <Group gap="xs">
                <Text c="dimmed" size="sm">
                  #{ticket.data.number} · {t(CATEGORY_LABELS[ticket.data.category])}
                </Text>
                <TicketStatusBadge status={ticket.data.status} />
              </Group>
            </Stack>
            {ticket.data.status !== 'closed' && (
              <Button variant="default" onClick={() => setConfirmingClose(true)}>
                <Trans>Close ticket</Trans>
              </Button>
            )}
          </Group>

          <TicketThread messages={ticket.data.messages} viewer="user" />

          {ticket.data.status === 'closed' && (
            <Alert icon={<IconInfoCircle size={18} />} color="gray">
              <Trans>This ticket is closed. Replying opens it again.</Trans>
            </Alert>
          )}
          <ReplyBox onSubmit={sendReply} />

          <Modal
            opened={confirmingClose}
            onClose={() => setConfirmingClose(false)}
            title={<Trans>Close this ticket?</Trans>}
          >
            <Stack gap="md">
              <Text size="sm">
                <Trans>Close it when your question is answered. You can still reply later to open it again.</Trans>
              </Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setConfirmingClose(false)} disabled={close.isPending}>
                  <Trans>Keep open</Trans>
                </Button>
                <Button color="red" loading={close.isPending} onClick={() => close.mutate({ ticketId })}>
                  <Trans>Close ticket</Trans>
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      )}
    </Stack>
  );
}
