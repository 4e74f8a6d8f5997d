import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBrandGoogle, IconBrandLinkedin, IconPlugConnected } from '@tabler/icons-react';
import { CONNECTABLE_PROVIDERS, type ConnectableProvider } from '@wordloom/shared/schemas/account';
import { type ReactNode, useState } from 'react';
import { localizedHref } from '../../lib/paths.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { ErrorAlert } from '../forms/FormAlert.tsx';
import type { AccountOverview, Connection } from './account-types.ts';
import { ACCOUNT_CHANGE_ERRORS, connectErrorMessage } from './messages.ts';
import { SectionCard } from './SectionCard.tsx';

/** The providers' brand names, which stay untranslated. */
export const PROVIDER_NAMES: Record<ConnectableProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

const PROVIDER_BRANDS: Record<ConnectableProvider, { icon: ReactNode; color: string }> = {
  google: { icon: <IconBrandGoogle size={20} />, color: 'red' },
  linkedin: { icon: <IconBrandLinkedin size={20} />, color: 'blue' },
};

/** Why the last attempt to connect a provider came back without success (from the server's redirect). */
export interface ConnectFailure {
  provider: string;
  reason: string;
}

/** Connecting is the sign-in round trip; the server sees the session and links the provider to this account. */
function connectHref(provider: ConnectableProvider, language: string): string {
  const query = new URLSearchParams({ lang: language, returnTo: localizedHref('/account') });
  return `/auth/${provider}?${query}`;
}

function ProviderRow({
  provider,
  connection,
  onlySignInMethod,
  onDisconnect,
}: {
  provider: ConnectableProvider;
  connection: Connection | undefined;
  onlySignInMethod: boolean;
  onDisconnect: () => void;
}) {
  const { i18n } = useLingui();
  const name = PROVIDER_NAMES[provider];
  const { icon, color } = PROVIDER_BRANDS[provider];
  const since = connection && i18n.date(connection.connectedAt, { dateStyle: 'medium' });
  // Isolated so an address keeps its own direction inside a right-to-left sentence.
  const account = connection?.email && <bdi>{connection.email}</bdi>;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {connection ? (
                <Badge color="teal" variant="light">
                  <Trans>Connected</Trans>
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  <Trans>Not connected</Trans>
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {connection ? (
                account ? (
                  <Trans>
                    {account} · since {since}
                  </Trans>
                ) : (
                  <Trans>Since {since}</Trans>
                )
              ) : provider === 'google' ? (
                <Trans>Log in with Google and share articles with your Gmail contacts.</Trans>
              ) : (
                <Trans>Log in with LinkedIn and publish your posts to it.</Trans>
              )}
            </Text>
            {connection && onlySignInMethod && (
              <Text size="xs" c="dimmed">
                <Trans>Set a password before disconnecting your only sign-in method.</Trans>
              </Text>
            )}
          </Stack>
        </Group>
        {connection ? (
          <Button variant="light" color="red" onClick={onDisconnect} disabled={onlySignInMethod}>
            <Trans>Disconnect</Trans>
          </Button>
        ) : (
          <Button component="a" href={connectHref(provider, i18n.locale)} variant="light">
            <Trans>Connect</Trans>
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function DisconnectModal({
  provider,
  opened,
  onClose,
}: {
  provider: ConnectableProvider;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const disconnect = trpc.account.disconnectProvider.useMutation({
    onSuccess: async (_result, { provider: done }) => {
      const providerName = PROVIDER_NAMES[done];
      notifications.show({ color: 'green', message: t`${providerName} account disconnected` });
      onClose();
      await utils.account.overview.invalidate();
    },
  });
  const name = PROVIDER_NAMES[provider];
  const close = () => {
    disconnect.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Disconnect ${name}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          {provider === 'linkedin' ? (
            <Trans>
              You will no longer log in with LinkedIn, and Wordloom cannot publish posts to your LinkedIn profile until
              you connect it again.
            </Trans>
          ) : (
            <Trans>
              You will no longer log in with Google, and sharing articles with your Gmail contacts stops until you
              connect it again.
            </Trans>
          )}
        </Text>
        {disconnect.error && <ErrorAlert error={disconnect.error} overrides={ACCOUNT_CHANGE_ERRORS} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={disconnect.isPending} onClick={() => disconnect.mutate({ provider })}>
            <Trans>Disconnect</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Google and LinkedIn: whether each is connected, a Connect link through the provider, and
 * Disconnect after a confirmation. A provider this deployment has no credentials for is hidden,
 * unless it is still connected (it can then be disconnected).
 */
export function ConnectedAccountsCard({
  overview,
  connectFailure,
  onDismissFailure,
}: {
  overview: AccountOverview;
  connectFailure: ConnectFailure | undefined;
  onDismissFailure: () => void;
}) {
  const { t, i18n } = useLingui();
  // The provider stays named while the dialog closes.
  const [disconnecting, setDisconnecting] = useState<ConnectableProvider>('google');
  const [confirming, { open: openConfirm, close: closeConfirm }] = useDisclosure(false);
  // Without the answer only connected providers show; the rest of the page works regardless.
  const info = trpc.system.info.useQuery(undefined, SHOWS_OWN_ERRORS);
  const connectionOf = (provider: ConnectableProvider) =>
    overview.connections.find((connection) => connection.provider === provider);
  const shown = CONNECTABLE_PROVIDERS.filter(
    (provider) => connectionOf(provider) || info.data?.signInProviders[provider],
  );
  const onlySignInMethod = !overview.hasPassword && overview.connections.length === 1;

  return (
    <SectionCard
      icon={<IconPlugConnected size={20} />}
      title={<Trans>Connected accounts</Trans>}
      description={<Trans>Log in faster and let Wordloom work with your Google and LinkedIn accounts.</Trans>}
    >
      <Stack gap="sm">
        {connectFailure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={20} />}
            role="alert"
            withCloseButton
            closeButtonLabel={t`Dismiss`}
            onClose={onDismissFailure}
          >
            <Text size="sm">{i18n._(connectErrorMessage(connectFailure.provider, connectFailure.reason))}</Text>
          </Alert>
        )}
        {info.isPending && shown.length < CONNECTABLE_PROVIDERS.length && <Skeleton height={74} radius="md" />}
        {shown.map((provider) => (
          <ProviderRow
            key={provider}
            provider={provider}
            connection={connectionOf(provider)}
            onlySignInMethod={onlySignInMethod}
            onDisconnect={() => {
              setDisconnecting(provider);
              openConfirm();
            }}
          />
        ))}
        {!info.isPending && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No sign-in providers are available on this site.</Trans>
          </Text>
        )}
      </Stack>
      <DisconnectModal provider={disconnecting} opened={confirming} onClose={closeConfirm} />
    </SectionCard>
  );
}
