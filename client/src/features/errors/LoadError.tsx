import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface LoadErrorProps {
  title: ReactNode;
  /** What did not load and what it means for the user; by default, to check the connection. */
  description?: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A part of a page whose data did not load, with a way to try again: the rest of the page stays
 * usable instead of the whole page leaving for /server-error (queries marked SHOWS_OWN_ERRORS).
 */
export function LoadError({ title, description, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert color="red" radius="md" icon={<IconAlertCircle size={20} />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{description ?? <Trans>Please check your connection and try again.</Trans>}</Text>
        <Button
          size="xs"
          color="red"
          variant="white"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          <Trans>Try Again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
