import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ConnectableProvider } from '@wordloom/shared/schemas/account';
import { useEffect, useRef } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { SHOWS_OWN_ERRORS } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { LoadError } from '../errors/LoadError.tsx';
import { ConnectedAccountsCard, type ConnectFailure, PROVIDER_NAMES } from './ConnectedAccountsCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ReferralCard } from './ReferralCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

export interface AccountPageProps {
  /** The provider the server just connected (it sends the browser back with `?connected=`). */
  connected?: ConnectableProvider | undefined;
  connectFailure?: ConnectFailure | undefined;
  /** Called once the outcome of connecting has been shown, so a reload does not show it again. */
  onConnectOutcomeSeen: () => void;
}

function useConnectedNotice(connected: ConnectableProvider | undefined, onSeen: () => void) {
  const { t } = useLingui();
  const shown = useRef(false);
  useEffect(() => {
    if (!connected || shown.current) return;
    shown.current = true;
    const providerName = PROVIDER_NAMES[connected];
    notifications.show({ color: 'green', message: t`${providerName} account connected` });
    onSeen();
  }, [connected, onSeen, t]);
}

/** Account Settings (spec §2 /account): profile, password, connected accounts, sessions and the referral link. */
export function AccountPage({ connected, connectFailure, onConnectOutcomeSeen }: AccountPageProps) {
  const { t } = useLingui();
  usePageTitle(t`Account Settings`);
  const overview = trpc.account.overview.useQuery(undefined, SHOWS_OWN_ERRORS);
  useConnectedNotice(connected, onConnectOutcomeSeen);

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Account Settings</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Your profile, how you sign in, and where you are signed in.</Trans>
        </Text>
      </Stack>
      {overview.isPending && (
        <>
          <Skeleton height={360} radius="lg" />
          <Skeleton height={280} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </>
      )}
      {overview.isError && (
        <LoadError
          title={<Trans>Could not load your account</Trans>}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      )}
      {overview.data && (
        <>
          <ProfileCard overview={overview.data} />
          <PasswordCard hasPassword={overview.data.hasPassword} />
          <ConnectedAccountsCard
            overview={overview.data}
            connectFailure={connectFailure}
            onDismissFailure={onConnectOutcomeSeen}
          />
        </>
      )}
      <SessionsCard />
      {overview.data && <ReferralCard link={overview.data.referral.link} />}
    </Stack>
  );
}
