import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { sameOutline, storableOutline } from '@wordloom/shared/domain/outline-edit';
import type { TOutlineSection } from '@wordloom/shared/schemas/ai';
import type { TOutlineOption, WriterSession } from '@wordloom/shared/schemas/article-writer';
import { useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../article/ConfirmDialog.tsx';
import { type DraftSection, type OutlineChange, OutlineEditor } from '../outline/OutlineEditor.tsx';
import { useTypingSave } from '../use-typing-save.ts';
import type { WriterSessionHandle } from '../use-writer-session.ts';
import { WriterStepPage } from '../WriterStepPage.tsx';
import { STEP_PATHS } from '../writer-steps.ts';

/** How long typing pauses before the outline is saved. */

/** Step 4 (`/article-writer/outline`): the outline options, and the chosen one edited. */
export function OutlinePage({ sessionId }: { sessionId: string | null }) {
  const { t } = useLingui();
  return (
    <WriterStepPage step="outline" sessionId={sessionId} title={t`Outline`}>
      {(session, handle) => <OutlineStep session={session} handle={handle} />}
    </WriterStepPage>
  );
}

function OutlineStep({ session, handle }: { session: WriterSession; handle: WriterSessionHandle }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { outlineOptions, selectedOutline } = session.state;
  const keys = useRef(0);
  const newKey = useCallback(() => {
    keys.current += 1;
    return `section-${keys.current}`;
  }, []);
  const drafted = useCallback(
    (sections: readonly TOutlineSection[]): DraftSection[] =>
      sections.map((section) => ({ ...section, key: newKey() })),
    [newKey],
  );

  // The page edits its own copy; the session is told after each change (the page is only shown with one).
  const [sections, setSections] = useState<DraftSection[]>(() => drafted(selectedOutline?.sections ?? []));
  const [basedOn, setBasedOn] = useState<string>(
    () => selectedOutline?.optionId ?? outlineOptions.find((option) => option.id)?.id ?? '',
  );
  const [replacing, setReplacing] = useState<TOutlineOption | null>(null);

  const { save } = handle;
  const { saveSoon, flush } = useTypingSave(save);

  const commit = (next: DraftSection[], change: OutlineChange, optionId: string = basedOn) => {
    setSections(next);
    const option = outlineOptions.find((candidate) => candidate.id === optionId);
    const stored = storableOutline(next, (index) => t`Section ${index + 1}`);
    // Typing waits for a pause; a change of structure is saved at once.
    saveSoon(
      {
        selectedOutline: {
          optionId: option && sameOutline(stored, option.sections) ? option.id : null,
          sections: stored,
        },
      },
      { now: change === 'structure' },
    );
  };

  const applyOption = (option: TOutlineOption) => {
    setBasedOn(option.id);
    setReplacing(null);
    commit(drafted(option.sections), 'structure', option.id);
  };

  const chooseOption = (optionId: string) => {
    const option = outlineOptions.find((candidate) => candidate.id === optionId);
    if (!option || optionId === basedOn) return;
    const current = outlineOptions.find((candidate) => candidate.id === basedOn);
    const edited =
      !current ||
      !sameOutline(
        storableOutline(sections, () => ''),
        current.sections,
      );
    if (edited && !sameOutline(sections, option.sections)) setReplacing(option);
    else applyOption(option);
  };

  const goOn = () => {
    void flush();
    void save({}, 'generated');
    void navigate({ to: STEP_PATHS.generated, search: { session: session.id } });
  };

  const optionLabel = (option: TOutlineOption, index: number) => option.angle || t`Outline ${index + 1}`;

  return (
    <Stack gap="lg">
      {outlineOptions.length > 1 && (
        <Stack gap={6}>
          <Text fw={600} id="outline-options-label">
            <Trans>Outline options</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="outline-options-label"
            orientation={outlineOptions.length > 2 ? 'vertical' : 'horizontal'}
            fullWidth
            value={basedOn}
            onChange={chooseOption}
            data={outlineOptions.map((option, index) => ({ value: option.id, label: optionLabel(option, index) }))}
          />
          <Text size="sm" c="dimmed">
            <Trans>Each option takes another angle on your title. Choose one, then change it as you like.</Trans>
          </Text>
        </Stack>
      )}

      <OutlineEditor sections={sections} onChange={commit} newKey={newKey} />

      <Group justify="flex-end">
        <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={goOn}>
          <Trans>Next</Trans>
        </Button>
      </Group>

      <ConfirmDialog
        opened={replacing !== null}
        title={t`Replace your edited outline?`}
        confirmLabel={t`Replace`}
        onClose={() => setReplacing(null)}
        onConfirm={() => replacing && applyOption(replacing)}
      >
        <Trans>The changes you made to this outline are replaced by the option you chose.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
