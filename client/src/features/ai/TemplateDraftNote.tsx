import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import { ComposerLanguagesNote } from './ComposerLanguagesNote.tsx';

/** Says honestly that the built-in composer, not an AI model, wrote the text (playground and LinkedIn create page). */
export function TemplateDraftNote() {
  return (
    <Alert color="gray" variant="light" radius="md" icon={<IconTemplate size={20} />}>
      <Stack gap={4}>
        <Badge color="gray" variant="filled" radius="sm" tt="none" maw="100%">
          <Trans>Template draft</Trans>
        </Badge>
        <Text size="sm">
          <Trans>
            No AI model wrote this. Wordloom's built-in composer filled a template with your inputs: use it as a
            starting point and make it your own.
          </Trans>
        </Text>
        <ComposerLanguagesNote />
      </Stack>
    </Alert>
  );
}
