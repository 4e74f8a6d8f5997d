import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor, Table, Text } from '@mantine/core';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { type RouterOutputs, trpc } from '../../lib/trpc.ts';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from './AdminDataTable.tsx';

type Delivery = RouterOutputs['mail']['deliveries'][number];

const COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Recipient` },
  { label: msg`Mail` },
  { label: msg`Status` },
  { label: msg`Tries`, alignEnd: true },
  { label: msg`Last error` },
  { label: msg`Next try` },
];

const KIND_NAMES: Record<string, MessageDescriptor> = {
  verify_email: msg`Address verification`,
  reset_password: msg`Password reset`,
  welcome: msg`Welcome`,
  newsletter_confirm: msg`Newsletter confirmation`,
};

const STATUSES: Record<Delivery['status'], { label: MessageDescriptor; color: MantineColor }> = {
  waiting: { label: msg`Waiting`, color: 'gray' },
  sending: { label: msg`Sending`, color: 'blue' },
  sent: { label: msg`Sent`, color: 'green' },
  retrying: { label: msg`Retrying`, color: 'orange' },
  failed: { label: msg`Gave up`, color: 'red' },
  cancelled: { label: msg`Cancelled`, color: 'gray' },
};

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const { i18n } = useLingui();
  const kindName = delivery.kind ? KIND_NAMES[delivery.kind] : undefined;
  const status = STATUSES[delivery.status];
  return (
    <Table.Tr>
      <Table.Td>{delivery.to ?? '—'}</Table.Td>
      <Table.Td>{kindName ? i18n._(kindName) : (delivery.kind ?? '—')}</Table.Td>
      <Table.Td>
        <Badge color={status.color} variant="light">
          {i18n._(status.label)}
        </Badge>
      </Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {i18n.number(delivery.attempts)} / {i18n.number(delivery.maxAttempts)}
      </Table.Td>
      <Table.Td c={delivery.lastError ? 'red' : undefined} style={{ wordBreak: 'break-word' }}>
        {delivery.lastError ?? '—'}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {delivery.nextTryAt ? i18n.date(delivery.nextTryAt, { dateStyle: 'medium', timeStyle: 'medium' }) : '—'}
      </Table.Td>
    </Table.Tr>
  );
}

/** The latest mails and where each stands: a mail server that fails shows here as retries and their error. */
export function MailDeliveriesCard() {
  const { t } = useLingui();
  const deliveries = trpc.mail.deliveries.useQuery(undefined, SHOWS_OWN_ERRORS);
  return (
    <AdminDataSection
      title={<Trans>Mail deliveries</Trans>}
      action={null}
      query={deliveries}
      loadErrorTitle={t`Could not load the mail deliveries`}
      isEmpty={(data) => data.length === 0}
      empty={
        <Text ta="center" size="sm" c="dimmed">
          <Trans>
            Each mail the app sends is listed here, with its tries and the last error while the mail server fails.
          </Trans>
        </Text>
      }
    >
      {(data, headingId) => (
        <AdminDataTable labelledBy={headingId} minWidth={820} columns={COLUMNS}>
          {data.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </AdminDataTable>
      )}
    </AdminDataSection>
  );
}
