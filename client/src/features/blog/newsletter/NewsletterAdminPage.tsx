import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor, Stack, Table, Tabs, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { LANGUAGES } from '@wordloom/shared/languages';
import { NEWSLETTER_PAGE_SIZE, NEWSLETTER_STATUSES, type TNewsletterStatus } from '@wordloom/shared/schemas/newsletter';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { type RouterOutputs, trpc } from '../../../lib/trpc.ts';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from '../../admin/AdminDataTable.tsx';
import { AdminPageHeader } from '../../admin/AdminNav.tsx';
import { AdminPagination } from '../../admin/AdminPagination.tsx';
import { AddressSearchBox } from '../../forms/AddressSearchBox.tsx';
import { type NewsletterAdminView, subscribersInput } from './newsletter-admin-search.ts';

type Subscriber = RouterOutputs['newsletter']['subscribers']['subscribers'][number];

/** How long typing pauses before the search is sent. */

const COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Email` },
  { label: msg`Language` },
  { label: msg`Status` },
  { label: msg`Subscribed` },
  { label: msg`Confirmed` },
  { label: msg`Unsubscribed` },
];

const STATUSES: Record<TNewsletterStatus, { label: MessageDescriptor; color: MantineColor }> = {
  pending: { label: msg`Pending`, color: 'yellow' },
  confirmed: { label: msg`Confirmed`, color: 'green' },
  unsubscribed: { label: msg`Unsubscribed`, color: 'gray' },
};

/** The list's filters: every status, or one. */
const FILTERS = ['all', ...NEWSLETTER_STATUSES] as const;

const FILTER_LABELS: Record<(typeof FILTERS)[number], MessageDescriptor> = {
  all: msg`All`,
  pending: STATUSES.pending.label,
  confirmed: STATUSES.confirmed.label,
  unsubscribed: STATUSES.unsubscribed.label,
};

const LANGUAGE_NAMES = new Map(LANGUAGES.map((language) => [language.code as string, language.nativeName]));

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const { i18n } = useLingui();
  const status = STATUSES[subscriber.status];
  const when = (date: Date | null) => (date ? i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  return (
    <Table.Tr>
      <Table.Td style={{ wordBreak: 'break-all' }}>{subscriber.email}</Table.Td>
      <Table.Td>{LANGUAGE_NAMES.get(subscriber.languageCode) ?? subscriber.languageCode}</Table.Td>
      <Table.Td>
        <Badge color={status.color} variant="light">
          {i18n._(status.label)}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(subscriber.createdAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(subscriber.confirmedAt)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(subscriber.unsubscribedAt)}</Table.Td>
    </Table.Tr>
  );
}

interface NewsletterAdminPageProps {
  view: NewsletterAdminView;
  onViewChange: (change: Partial<NewsletterAdminView>) => void;
}

/** /admin/newsletter: who asked for the newsletter, by status, searchable, a page at a time. */
export function NewsletterAdminPage({ view, onViewChange }: NewsletterAdminPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Newsletter subscribers`);
  const list = trpc.newsletter.subscribers.useQuery(subscribersInput(view), {
    ...SHOWS_OWN_ERRORS,
    placeholderData: keepPreviousData,
  });
  const counts = list.data?.counts;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / NEWSLETTER_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <AdminPageHeader
        title={<Trans>Newsletter subscribers</Trans>}
        description={
          <Trans>
            Addresses that asked for the newsletter. Only confirmed addresses receive it; pending ones have not followed
            the link of their confirmation email yet, and are forgotten a week after that link expires.
          </Trans>
        }
      />
      <Tabs
        value={view.status}
        onChange={(value) => {
          const status = FILTERS.find((known) => known === value);
          if (status) onViewChange({ status, page: 1 });
        }}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {FILTERS.map((filter) => (
            <Tabs.Tab
              key={filter}
              value={filter}
              aria-label={counts ? t`${i18n._(FILTER_LABELS[filter])} (${i18n.number(counts[filter])})` : undefined}
              rightSection={
                counts && (
                  <Badge size="sm" variant="light" color="gray">
                    {i18n.number(counts[filter])}
                  </Badge>
                )
              }
            >
              {i18n._(FILTER_LABELS[filter])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <AddressSearchBox
        value={view.q}
        onSearch={(q) => onViewChange({ q, page: 1 })}
        aria-label={t`Search addresses`}
        placeholder={t`Search addresses`}
        maw={{ base: '100%', sm: 360 }}
        w="100%"
      />
      <AdminDataSection
        title={<Trans>Subscribers</Trans>}
        action={
          list.data && (
            <Text size="sm" c="dimmed">
              <Trans>{i18n.number(list.data.total)} found</Trans>
            </Text>
          )
        }
        query={list}
        loadErrorTitle={t`Could not load the newsletter subscribers`}
        isEmpty={(data) => data.subscribers.length === 0}
        empty={
          <Text ta="center" size="sm" c="dimmed">
            {view.q === '' && view.status === 'all' ? (
              <Trans>Nobody has subscribed to the newsletter yet.</Trans>
            ) : (
              <Trans>No subscribers match this filter.</Trans>
            )}
          </Text>
        }
      >
        {(data, headingId) => (
          <AdminDataTable labelledBy={headingId} minWidth={760} columns={COLUMNS}>
            {data.subscribers.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} />
            ))}
          </AdminDataTable>
        )}
      </AdminDataSection>
      <AdminPagination page={view.page} pageCount={pageCount} onPageChange={(page) => onViewChange({ page })} />
    </Stack>
  );
}
