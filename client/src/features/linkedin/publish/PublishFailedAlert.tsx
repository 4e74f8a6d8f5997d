import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBrandLinkedin } from '@tabler/icons-react';
import { publishFailureText } from './messages.ts';

interface PublishFailedAlertProps {
  errorCode: string | null;
  /** How long LinkedIn asked to wait before posting again. */
  retryAfterSeconds?: number | null;
  /** LinkedIn's connection can no longer publish: offer to connect it again. */
  onReconnect?: () => void;
  onClose?: () => void;
}

/** Spec §8 "Publishing Failed", with the reason the server gave and, for an expired token, a way to reconnect. */
export function PublishFailedAlert({ errorCode, retryAfterSeconds, onReconnect, onClose }: PublishFailedAlertProps) {
  const { i18n, t } = useLingui();
  // Whole minutes, rounded up: "in about 0 minutes" would invite a retry LinkedIn refuses again.
  const retryMinutes = retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : null;
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
        {retryMinutes !== null && (
          <Text size="sm">
            <Plural
              value={retryMinutes}
              one="You can try again in about # minute."
              other="You can try again in about # minutes."
            />
          </Text>
        )}
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
