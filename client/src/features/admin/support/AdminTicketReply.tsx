import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminTicketDetail } from '@wordloom/shared/schemas/support';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ReplyBox } from '../../support/ReplyBox.tsx';
import { useRefreshTicket } from './use-refresh-ticket.ts';

/** The admin's answer (e-mailed to the user) or, with the switch on, a note only admins read. */
export function AdminTicketReply({ ticket }: { ticket: AdminTicketDetail }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [internal, setInternal] = useState(false);
  const refresh = useRefreshTicket();
  const reply = trpc.support.adminReply.useMutation({
    onSuccess: async (_answer, input) => {
      notifications.show({
        color: 'green',
        message: input.internal ? t`Note added.` : t`Reply sent. The user gets an e-mail.`,
      });
      await refresh();
    },
    onError: (error, input) =>
      notifications.show({
        color: 'red',
        title: input.internal ? t`The note was not added` : t`The reply was not sent`,
        message: i18n._(errorMessage(error)),
      }),
  });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {internal ? <Trans>Add an internal note</Trans> : <Trans>Answer the user</Trans>}
      </Title>
      <ReplyBox
        label={internal ? <Trans>Internal note</Trans> : <Trans>Your reply</Trans>}
        submitLabel={internal ? <Trans>Add note</Trans> : <Trans>Send reply</Trans>}
        onSubmit={(values) => reply.mutateAsync({ ticketId: ticket.id, ...values, internal })}
        extra={
          <Switch
            label={t`Internal note (not sent to the user)`}
            checked={internal}
            onChange={(event) => setInternal(event.currentTarget.checked)}
          />
        }
      />
    </Card>
  );
}
