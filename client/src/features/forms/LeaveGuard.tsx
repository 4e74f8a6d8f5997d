import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, type RefObject, useRef } from 'react';

/**
 * Asks before a form with unsaved changes is left, in the app or by closing the tab. Set
 * `leaving.current` when the page moves on by itself (a new record saved and opened at its address).
 */
export function useLeaveGuard(
  hasUnsavedChanges: () => boolean,
  /** What is lost ("Your changes to this article have not been saved."). */
  unsavedMessage: ReactNode,
): {
  leaving: RefObject<boolean>;
  confirmLeaving: ReactNode;
} {
  const leaving = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => !leaving.current && hasUnsavedChanges(),
    enableBeforeUnload: () => !leaving.current && hasUnsavedChanges(),
    withResolver: true,
  });
  return { leaving, confirmLeaving: <LeaveWithoutSavingModal blocker={blocker} message={unsavedMessage} /> };
}

function LeaveWithoutSavingModal({
  blocker,
  message,
}: {
  blocker: { status: 'blocked' | 'idle'; reset?: (() => void) | undefined; proceed?: (() => void) | undefined };
  message: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t`Leave without saving?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            <Trans>Stay</Trans>
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            <Trans>Leave</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
