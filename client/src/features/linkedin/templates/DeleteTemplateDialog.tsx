import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TLinkedInTemplate } from '@wordloom/shared/schemas/linkedin';
import { trpc } from '../../../lib/trpc.ts';

/** Asks before one of the user's templates goes; posts written with it keep their copy of its structure. */
export function DeleteTemplateDialog({
  template,
  onClose,
}: {
  template: TLinkedInTemplate | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const remove = trpc.linkedin.templates.delete.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`Template deleted` });
      onClose();
      await utils.linkedin.templates.invalidate();
    },
    onError: () => notifications.show({ color: 'red', message: t`Failed to delete the template. Please try again.` }),
  });
  return (
    <Modal
      opened={template !== null}
      onClose={onClose}
      title={template ? t`Delete ${template.name}?` : ''}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {template && (
        <Stack gap="md">
          <Text size="sm">
            <Trans>Posts written with this template keep their text. This cannot be undone.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: template.id })}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
