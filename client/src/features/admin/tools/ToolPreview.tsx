import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PublicTool, TToolValues } from '@wordloom/shared/schemas/tools';
import { memo, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { ToolView } from '../../tools/ToolView.tsx';

interface ToolPreviewProps {
  /** The page the form's current values make. */
  tool: PublicTool;
  /** The saved tool's id; null until the tool is first saved. */
  savedId: string | null;
  /** The form holds changes the server does not have yet. */
  unsaved: boolean;
}

/** A run of a tool not saved yet: there is nothing on the server to run. */
class NotSavedError extends Error {
  constructor() {
    super('The tool is not saved yet');
    this.name = 'NotSavedError';
  }
}

/**
 * The live preview: the public page as the visitor will see it, drawn from the form's values by the
 * public page's own component. A saved tool runs in test mode (its saved configuration), with the
 * run's debug log.
 */
export const ToolPreview = memo(function ToolPreview({ tool, savedId, unsaved }: ToolPreviewProps) {
  const { t } = useLingui();
  // One visit of the preview, as the public page makes one per visit (spec §7 sessionId).
  const [sessionId] = useState(() => crypto.randomUUID());
  const run = trpc.tools.run.useMutation();
  const runSaved = (values: TToolValues) =>
    savedId === null
      ? Promise.reject(new NotSavedError())
      : run.mutateAsync({ toolId: savedId, values, sessionId, test: true });
  const note =
    savedId === null ? (
      <Trans>Save the tool to run it here in test mode.</Trans>
    ) : unsaved ? (
      <Trans>Execute Tool runs the saved version in test mode: save to try your changes.</Trans>
    ) : (
      <Trans>Execute Tool runs the tool in test mode and shows its debug log.</Trans>
    );
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={t`Live preview`}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Live preview</Trans>
        </Title>
        <Alert
          variant="light"
          color={savedId === null || unsaved ? 'yellow' : 'blue'}
          icon={<IconInfoCircle size={18} />}
        >
          <Text size="sm">{note}</Text>
        </Alert>
        <ToolView tool={tool} run={runSaved} />
      </Stack>
    </Card>
  );
});
