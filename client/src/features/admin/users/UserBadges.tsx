import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { AdminUserRow } from '@wordloom/shared/schemas/admin';
import { SUBSCRIPTION_COLORS, SUBSCRIPTION_LABELS } from './user-labels.ts';

/** What an operator checks first about an account: its role, whether it is suspended, and its plan. */
export function UserBadges({ user }: { user: Pick<AdminUserRow, 'isAdmin' | 'suspendedAt' | 'subscriptionStatus'> }) {
  const { i18n } = useLingui();
  return (
    <Group gap={6} wrap="wrap">
      {user.isAdmin && (
        <Badge color="grape" variant="light" style={{ minWidth: 'max-content' }}>
          <Trans>Admin</Trans>
        </Badge>
      )}
      {user.suspendedAt && (
        <Badge color="red" variant="filled" style={{ minWidth: 'max-content' }}>
          <Trans>Suspended</Trans>
        </Badge>
      )}
      <Badge color={SUBSCRIPTION_COLORS[user.subscriptionStatus]} variant="light" style={{ minWidth: 'max-content' }}>
        {i18n._(SUBSCRIPTION_LABELS[user.subscriptionStatus])}
      </Badge>
    </Group>
  );
}
