import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBrandLinkedin } from '@tabler/icons-react';
import { publishFailureText } from './messages.ts';

interface PublishFailedAlertProps {
  errorCode: string | null;
  /** LinkedIn's connection can no longer publish: offer to connect it again. */
  onReconnect?: () => void;
  onClose?: () => void;
}

/** Spec §8 "Publishing Failed", with the reason the server gave and, for an expired token, a way to reconnect. */
export function PublishFailedAlert({ errorCode, onReconnect, onClose }: PublishFailedAlertProps) {
  const { i18n, t } = useLingui();
  return (
    <Alert
      color="red"
      radius="md"
      icon={<IconAlertCircle size={20} />}
      title={<Trans>Publishing Failed</Trans>}
      withCloseButton={!!onClose}
      closeButtonLabel={t`Close`}
      onClose={onClose}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{i18n._(publishFailureText(errorCode))}</Text>
        {onReconnect && (
          <Group>
            <Button size="xs" leftSection={<IconBrandLinkedin size={16} />} onClick={onReconnect}>
              <Trans>Reconnect LinkedIn</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
