import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconDeviceMobile, IconDevices, IconDeviceTablet } from '@tabler/icons-react';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { LoadError } from '../errors/LoadError.tsx';
import { ErrorAlert } from '../forms/FormAlert.tsx';
import type { ActiveSession } from './account-types.ts';
import { ACCOUNT_CHANGE_ERRORS } from './messages.ts';
import { SectionCard } from './SectionCard.tsx';
import { describeUserAgent } from './user-agent.ts';

const DEVICE_ICONS = { phone: IconDeviceMobile, tablet: IconDeviceTablet, computer: IconDeviceDesktop };

function useDeviceName(userAgent: string | null): string {
  const { t } = useLingui();
  const { browser, os } = describeUserAgent(userAgent);
  if (browser && os) return t`${browser} on ${os}`;
  return browser ?? os ?? t`Unknown device`;
}

function SessionRow({
  session,
  onSignOut,
  signingOut,
}: {
  session: ActiveSession;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t, i18n } = useLingui();
  const deviceName = useDeviceName(session.userAgent);
  const DeviceIcon = DEVICE_ICONS[describeUserAgent(session.userAgent).kind];
  const lastActive = i18n.date(session.lastSeenAt, { dateStyle: 'medium', timeStyle: 'short' });
  // Isolated so the address keeps its own direction inside a right-to-left sentence.
  const address = <bdi>{session.ipAddress ?? '—'}</bdi>;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" color={session.current ? 'teal' : 'gray'}>
            <DeviceIcon size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{deviceName}</Text>
              {session.current && (
                <Badge color="teal" variant="light">
                  <Trans>This device</Trans>
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <Trans>
                IP {address} · Last active {lastActive}
              </Trans>
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            variant="default"
            size="xs"
            onClick={onSignOut}
            loading={signingOut}
            aria-label={t`Sign out ${deviceName}`}
          >
            <Trans>Sign out</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Where the account is signed in: each session's device, address and last use; sign out one or all others. */
export function SessionsCard() {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const sessions = trpc.account.sessions.useQuery(undefined, SHOWS_OWN_ERRORS);
  const revoke = trpc.account.revokeSession.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Session signed out` });
      await utils.account.sessions.invalidate();
    },
  });
  const signOutOthers = trpc.account.signOutOtherSessions.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Signed out everywhere else` });
      await utils.account.sessions.invalidate();
    },
  });
  const failure = revoke.error ?? signOutOthers.error;
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <SectionCard
      icon={<IconDevices size={20} />}
      title={<Trans>Active sessions</Trans>}
      description={<Trans>The devices where you are logged in. Sign out any you do not recognise.</Trans>}
      action={
        <Button
          variant="light"
          color="red"
          onClick={() => {
            revoke.reset();
            signOutOthers.mutate();
          }}
          loading={signOutOthers.isPending}
          disabled={others === 0}
        >
          <Trans>Sign out everywhere else</Trans>
        </Button>
      }
    >
      <Stack gap="sm">
        {failure && <ErrorAlert error={failure} overrides={ACCOUNT_CHANGE_ERRORS} />}
        {sessions.isPending && (
          <>
            <Skeleton height={74} radius="md" />
            <Skeleton height={74} radius="md" />
          </>
        )}
        {sessions.isError && (
          <LoadError
            title={<Trans>Could not load your sessions</Trans>}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        )}
        {sessions.data && (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                signingOut={revoke.isPending && revoke.variables.id === session.id}
                onSignOut={() => {
                  signOutOthers.reset();
                  revoke.mutate({ id: session.id });
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
