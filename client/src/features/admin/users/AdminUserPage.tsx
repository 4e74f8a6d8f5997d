import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { findPlan } from '@wordloom/shared/domain/billing-plans';
import type { AdminUserDetail } from '@wordloom/shared/schemas/admin';
import { type ReactNode, useId } from 'react';
import { appErrorCode } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { describeUserAgent } from '../../account/user-agent.ts';
import { LoadError } from '../../errors/LoadError.tsx';
import { STATUS_COLORS as TICKET_STATUS_COLORS } from '../../support/support-messages.ts';
import { AdminDataSection, AdminDataTable, type AdminTableColumn } from '../AdminDataTable.tsx';
import { AdminNav } from '../AdminNav.tsx';
import { AuditLogTable } from '../audit/AuditLogTable.tsx';
import { ADMIN_STATUS_LABELS } from '../support/ticket-labels.ts';
import { AccountActions } from './AccountActions.tsx';
import { AdjustWordsForm } from './AdjustWordsForm.tsx';
import { UserBadges } from './UserBadges.tsx';
import { contentStatusLabel, SUBSCRIPTION_LABELS, transactionLabel } from './user-labels.ts';

function BackToUsers() {
  return (
    <Anchor component={Link} to="/admin/users" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        <Trans>All users</Trans>
      </Group>
    </Anchor>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function useWhen() {
  const { i18n } = useLingui();
  return {
    date: (date: Date) => i18n.date(date, { dateStyle: 'medium' }),
    dateTime: (date: Date) => i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

function ProfileCard({ user }: { user: AdminUserDetail }) {
  const when = useWhen();
  const headingId = useId();
  const { phone, organization, city, country } = user.profile;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Profile</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact label={<Trans>E-mail</Trans>}>
            {user.email}{' '}
            {user.emailVerifiedAt ? (
              <Badge size="xs" variant="light" color="teal">
                <Trans>Verified</Trans>
              </Badge>
            ) : (
              <Badge size="xs" variant="light" color="yellow">
                <Trans>Not verified</Trans>
              </Badge>
            )}
          </Fact>
          <Fact label={<Trans>Joined</Trans>}>{when.date(user.createdAt)}</Fact>
          <Fact label={<Trans>Phone</Trans>}>{phone ? <bdi>{phone}</bdi> : '—'}</Fact>
          <Fact label={<Trans>Organization</Trans>}>{organization || '—'}</Fact>
          <Fact label={<Trans>City</Trans>}>{city || '—'}</Fact>
          <Fact label={<Trans>Country</Trans>}>{country || '—'}</Fact>
        </SimpleGrid>
        <AccountActions user={user} />
      </Stack>
    </Card>
  );
}

function PlanText({ plan }: { plan: NonNullable<AdminUserDetail['plan']> }) {
  const { i18n } = useLingui();
  const when = useWhen();
  const name = findPlan(plan.planId)?.name ?? plan.planId;
  const until = when.date(plan.currentPeriodEnd);
  const status = Object.hasOwn(SUBSCRIPTION_LABELS, plan.status)
    ? i18n._(SUBSCRIPTION_LABELS[plan.status as keyof typeof SUBSCRIPTION_LABELS])
    : plan.status;
  return plan.interval === 'year' ? (
    <Trans>
      {name}, yearly ({status}), period ends {until}
    </Trans>
  ) : (
    <Trans>
      {name}, monthly ({status}), period ends {until}
    </Trans>
  );
}

function WordsCard({ user }: { user: AdminUserDetail }) {
  const { i18n } = useLingui();
  const when = useWhen();
  const headingId = useId();
  const plan = user.plan;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Words</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact label={<Trans>Available</Trans>}>{i18n.number(user.availableWords)}</Fact>
          <Fact label={<Trans>Held by running generations</Trans>}>{i18n.number(user.heldWords)}</Fact>
          <Fact label={<Trans>Plan</Trans>}>{plan ? <PlanText plan={plan} /> : <Trans>No plan</Trans>}</Fact>
          <Fact label={<Trans>Trial blogs left</Trans>}>{i18n.number(user.trial.blogsRemaining)}</Fact>
          <Fact label={<Trans>Trial ends</Trans>}>{when.date(user.trial.endsAt)}</Fact>
        </SimpleGrid>
        <AdjustWordsForm userId={user.id} availableWords={user.availableWords} />
      </Stack>
    </Card>
  );
}

/** A list of the user's things under its heading, or what to say when there is none. */
function ListSection({
  title,
  count,
  empty,
  children,
}: {
  title: ReactNode;
  count: number;
  empty: ReactNode;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <Card withBorder radius="lg" padding={count === 0 ? 'lg' : 0}>
        {count === 0 ? (
          <Text size="sm" c="dimmed" ta="center">
            {empty}
          </Text>
        ) : (
          children(headingId)
        )}
      </Card>
    </Stack>
  );
}

const LEDGER_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Date` },
  { label: msg`Type` },
  { label: msg`Words`, alignEnd: true },
  { label: msg`Description` },
  { label: msg`Expires` },
];

function Ledger({ user }: { user: AdminUserDetail }) {
  const { i18n } = useLingui();
  const when = useWhen();
  return (
    <ListSection
      title={<Trans>Words history</Trans>}
      count={user.ledger.length}
      empty={<Trans>No word transaction yet.</Trans>}
    >
      {(headingId) => (
        <AdminDataTable labelledBy={headingId} minWidth={720} columns={LEDGER_COLUMNS}>
          {user.ledger.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ minWidth: 'max-content' }}>{when.dateTime(row.createdAt)}</Table.Td>
              <Table.Td>{i18n._(transactionLabel(row.transactionType))}</Table.Td>
              <Table.Td ta="end" fw={600} c={row.wordsAmount < 0 ? 'red' : row.wordsAmount > 0 ? 'teal' : undefined}>
                {i18n.number(row.wordsAmount, { signDisplay: 'exceptZero' })}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.description}</Table.Td>
              <Table.Td style={{ minWidth: 'max-content' }}>{row.expiresAt ? when.date(row.expiresAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </AdminDataTable>
      )}
    </ListSection>
  );
}

const TICKET_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Ticket` },
  { label: msg`Status` },
  { label: msg`Last activity` },
];

function Tickets({ user }: { user: AdminUserDetail }) {
  const { i18n } = useLingui();
  const when = useWhen();
  return (
    <ListSection
      title={<Trans>Support tickets</Trans>}
      count={user.tickets.length}
      empty={<Trans>No support ticket.</Trans>}
    >
      {(headingId) => (
        <AdminDataTable labelledBy={headingId} minWidth={520} columns={TICKET_COLUMNS}>
          {user.tickets.map((ticket) => {
            const status = ticket.status as keyof typeof ADMIN_STATUS_LABELS;
            return (
              <Table.Tr key={ticket.id}>
                <Table.Td>
                  <Anchor
                    style={{ overflowWrap: 'anywhere' }}
                    renderRoot={(props) => (
                      <Link {...props} to="/admin/support/$ticketId" params={{ ticketId: ticket.id }} />
                    )}
                  >
                    #{ticket.number} {ticket.subject}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={TICKET_STATUS_COLORS[status] ?? 'gray'}
                    variant="light"
                    style={{ minWidth: 'max-content' }}
                  >
                    {ADMIN_STATUS_LABELS[status] ? i18n._(ADMIN_STATUS_LABELS[status]) : ticket.status}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ minWidth: 'max-content' }}>{when.dateTime(ticket.lastMessageAt)}</Table.Td>
              </Table.Tr>
            );
          })}
        </AdminDataTable>
      )}
    </ListSection>
  );
}

const CONTENT_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Title` },
  { label: msg`Status` },
  { label: msg`Date` },
];

function Posts({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  return (
    <ListSection
      title={<Trans>LinkedIn posts</Trans>}
      count={user.posts.length}
      empty={<Trans>No LinkedIn post.</Trans>}
    >
      {(headingId) => (
        <AdminDataTable labelledBy={headingId} minWidth={520} columns={CONTENT_COLUMNS}>
          {user.posts.map((post) => (
            <Table.Tr key={post.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{post.title || t`Untitled`}</Table.Td>
              <Table.Td>{i18n._(contentStatusLabel(post.status))}</Table.Td>
              <Table.Td style={{ minWidth: 'max-content' }}>{when.date(post.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </AdminDataTable>
      )}
    </ListSection>
  );
}

function Articles({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useLingui();
  const when = useWhen();
  return (
    <ListSection title={<Trans>Articles</Trans>} count={user.articles.length} empty={<Trans>No article.</Trans>}>
      {(headingId) => (
        <AdminDataTable labelledBy={headingId} minWidth={520} columns={CONTENT_COLUMNS}>
          {user.articles.map((article) => (
            <Table.Tr key={article.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {article.title || t`Untitled`}{' '}
                <Text span size="xs" c="dimmed">
                  ({article.languageCode})
                </Text>
              </Table.Td>
              <Table.Td>{i18n._(contentStatusLabel(article.status))}</Table.Td>
              <Table.Td style={{ minWidth: 'max-content' }}>{when.date(article.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </AdminDataTable>
      )}
    </ListSection>
  );
}

const SESSION_COLUMNS: readonly AdminTableColumn[] = [
  { label: msg`Device` },
  { label: msg`IP address` },
  { label: msg`Last seen` },
  { label: msg`Signed in` },
];

function useDeviceName() {
  const { t } = useLingui();
  return (userAgent: string | null) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (browser && os) return t`${browser} on ${os}`;
    return browser ?? os ?? t`Unknown device`;
  };
}

function Sessions({ user }: { user: AdminUserDetail }) {
  const when = useWhen();
  const deviceName = useDeviceName();
  return (
    <ListSection
      title={<Trans>Sessions</Trans>}
      count={user.sessions.length}
      empty={<Trans>The user is signed in nowhere.</Trans>}
    >
      {(headingId) => (
        <AdminDataTable labelledBy={headingId} minWidth={620} columns={SESSION_COLUMNS}>
          {user.sessions.map((session) => (
            <Table.Tr key={session.publicId}>
              <Table.Td>{deviceName(session.userAgent)}</Table.Td>
              <Table.Td>
                <bdi>{session.ipAddress ?? '—'}</bdi>
              </Table.Td>
              <Table.Td style={{ minWidth: 'max-content' }}>{when.dateTime(session.lastSeenAt)}</Table.Td>
              <Table.Td style={{ minWidth: 'max-content' }}>{when.dateTime(session.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </AdminDataTable>
      )}
    </ListSection>
  );
}

/** The admin actions on this account, newest first (the first page: the full log has the rest). */
function AuditHistory({ userId }: { userId: string }) {
  const { t } = useLingui();
  const log = trpc.admin.auditLog.useQuery({ targetUserId: userId, page: 1 }, SHOWS_OWN_ERRORS);
  return (
    <AdminDataSection
      title={<Trans>Admin actions on this account</Trans>}
      action={
        <Anchor component={Link} to="/admin/audit" size="sm">
          <Trans>Full audit log</Trans>
        </Anchor>
      }
      query={log}
      loadErrorTitle={t`Could not load the audit history`}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <Text ta="center" size="sm" c="dimmed">
          <Trans>No admin has changed this account.</Trans>
        </Text>
      }
    >
      {(data, headingId) => <AuditLogTable entries={data.items} labelledBy={headingId} />}
    </AdminDataSection>
  );
}

/** /admin/users/{userId}: everything about one account, and what an admin may change on it. */
export function AdminUserPage({ userId }: { userId: string }) {
  const { t } = useLingui();
  const user = trpc.admin.user.useQuery({ userId }, SHOWS_OWN_ERRORS);
  const email = user.data?.email;
  usePageTitle(email ?? t`User`);

  if (user.isPending) {
    return (
      <Stack gap="lg" maw={1200} mx="auto" w="100%" aria-busy>
        <AdminNav />
        <Skeleton height={36} width="50%" />
        <Skeleton height={320} radius="lg" />
      </Stack>
    );
  }
  if (user.isError) {
    // A malformed id in the address names no user either.
    const missing = ['USER_NOT_FOUND', 'NOT_FOUND', 'VALIDATION'].includes(appErrorCode(user.error) ?? '');
    return (
      <Stack gap="lg" maw={1200} mx="auto" w="100%">
        <AdminNav />
        <BackToUsers />
        {missing ? (
          <Stack gap="xs">
            <Title order={1}>
              <Trans>User not found</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>No account has this address. It may have been deleted.</Trans>
            </Text>
          </Stack>
        ) : (
          <LoadError
            title={<Trans>Could not load the user</Trans>}
            onRetry={() => void user.refetch()}
            retrying={user.isFetching}
          />
        )}
      </Stack>
    );
  }

  const data = user.data;
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <AdminNav />
      <BackToUsers />
      <Stack gap={6}>
        <Title order={1} style={{ wordBreak: 'break-all' }}>
          {data.email}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Text fw={500}>{data.name}</Text>
          <UserBadges user={data} />
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProfileCard user={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <WordsCard user={data} />
        </Grid.Col>
      </Grid>
      <Ledger user={data} />
      <Tickets user={data} />
      <Posts user={data} />
      <Articles user={data} />
      <Sessions user={data} />
      <AuditHistory userId={userId} />
    </Stack>
  );
}
