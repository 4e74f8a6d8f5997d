import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import type { Generation } from './use-generation.ts';

/** Stops a running generation (playground and LinkedIn create page); usable once the server named it. */
export function CancelGenerationButton({ generation }: { generation: Generation }) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconPlayerStop size={14} />}
      onClick={generation.cancel}
      loading={generation.cancelling}
      disabled={generation.generationId === null}
    >
      <Trans>Cancel</Trans>
    </Button>
  );
}
