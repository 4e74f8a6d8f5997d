import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ADMIN_USERS_PAGE_SIZE, type AdminUserRow } from '@wordloom/shared/schemas/admin';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { AddressSearchBox } from '../../forms/AddressSearchBox.tsx';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from '../AdminDataTable.tsx';
import { AdminPageHeader } from '../AdminNav.tsx';
import { AdminPagination } from '../AdminPagination.tsx';
import { adminUsersInput, USER_FILTERS, type UsersListView } from './admin-users-search.ts';
import { UserBadges } from './UserBadges.tsx';

const COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`E-mail` },
  { label: msg`Name` },
  { label: msg`Status` },
  { label: msg`Words available`, alignEnd: true },
  { label: msg`Joined` },
];

function UserRow({ user }: { user: AdminUserRow }) {
  const { i18n } = useLingui();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor
          fw={500}
          style={{ wordBreak: 'break-all' }}
          renderRoot={(props) => <Link {...props} to="/admin/users/$userId" params={{ userId: user.id }} />}
        >
          {user.email}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.name}</Table.Td>
      <Table.Td>
        <UserBadges user={user} />
      </Table.Td>
      <Table.Td ta="end">{i18n.number(user.availableWords)}</Table.Td>
      <Table.Td style={{ minWidth: 'max-content' }}>{i18n.date(user.createdAt, { dateStyle: 'medium' })}</Table.Td>
    </Table.Tr>
  );
}

interface UsersListPageProps {
  view: UsersListView;
  onViewChange: (change: Partial<UsersListView>) => void;
}

/** /admin/users: every account, newest first, found by e-mail or name, admins or suspended ones alone. */
export function UsersListPage({ view, onViewChange }: UsersListPageProps) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Users`);
  const list = trpc.admin.users.useQuery(adminUsersInput(view), {
    ...SHOWS_OWN_ERRORS,
    placeholderData: keepPreviousData,
  });
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / ADMIN_USERS_PAGE_SIZE)) : 1;
  const filterLabels = { all: t`All`, admins: t`Admins`, suspended: t`Suspended` };
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <AdminPageHeader
        title={<Trans>Users</Trans>}
        description={<Trans>Find an account to see its words, content and sessions, or to change its access.</Trans>}
      />
      <Group gap="md" align="center" wrap="wrap">
        <AddressSearchBox
          value={view.q}
          onSearch={(q) => onViewChange({ q, page: 1 })}
          aria-label={t`Search users`}
          placeholder={t`E-mail or name`}
          maw={{ base: '100%', sm: 360 }}
          w="100%"
        />
        <SegmentedControl
          aria-label={t`Show`}
          data={USER_FILTERS.map((filter) => ({ value: filter, label: filterLabels[filter] }))}
          value={view.filter}
          onChange={(value) => {
            const filter = USER_FILTERS.find((known) => known === value);
            if (filter) onViewChange({ filter, page: 1 });
          }}
        />
      </Group>
      <AdminDataSection
        title={<Trans>Accounts</Trans>}
        action={
          list.data && (
            <Text size="sm" c="dimmed">
              <Trans>{i18n.number(list.data.total)} found</Trans>
            </Text>
          )
        }
        query={list}
        loadErrorTitle={t`Could not load the users`}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text ta="center" size="sm" c="dimmed">
            {view.q !== '' || view.filter !== 'all' ? (
              <Trans>No user matches this search.</Trans>
            ) : (
              <Trans>No user has signed up yet.</Trans>
            )}
          </Text>
        }
      >
        {(data, headingId) => (
          <AdminDataTable labelledBy={headingId} minWidth={820} columns={COLUMNS}>
            {data.items.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </AdminDataTable>
        )}
      </AdminDataSection>
      <AdminPagination page={view.page} pageCount={pageCount} onPageChange={(page) => onViewChange({ page })} />
    </Stack>
  );
}
