import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  addPoint,
  addSection,
  MAX_OUTLINE_SECTIONS,
  MAX_SECTION_POINTS,
  movePoint,
  moveSection,
  removePoint,
  removeSection,
  renamePoint,
  renameSection,
} from '@wordloom/shared/domain/outline-edit';
import type { TOutlineSection } from '@wordloom/shared/schemas/ai';

/** A section being edited; `key` keeps its inputs (and the focus) with it when it moves. */
export interface DraftSection extends TOutlineSection {
  key: string;
}

/** Whether a change is typing (saved after a pause) or a change of structure (saved at once). */
export type OutlineChange = 'typing' | 'structure';

interface OutlineEditorProps {
  sections: DraftSection[];
  onChange: (sections: DraftSection[], change: OutlineChange) => void;
  newKey: () => string;
}

/**
 * The chosen outline, editable: every section's heading and points can be renamed, added,
 * removed and moved with buttons (so the keyboard can do all of it), each button named after
 * the item it acts on.
 */
export function OutlineEditor({ sections, onChange, newKey }: OutlineEditorProps) {
  const { t } = useLingui();
  const full = sections.length >= MAX_OUTLINE_SECTIONS;
  const newSection = (): DraftSection => ({ key: newKey(), heading: t`New section`, points: [] });

  return (
    <Stack gap="md">
      {sections.map((section, index) => {
        const name = section.heading.trim() || t`Section ${index + 1}`;
        return (
          <Card key={section.key} withBorder radius="md" padding="md" component="section" aria-label={name}>
            <Stack gap="sm">
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  style={{ flex: '1 1 14rem' }}
                  label={t`Section ${index + 1} heading`}
                  value={section.heading}
                  maxLength={200}
                  error={section.heading.trim() === '' ? t`A section needs a heading.` : undefined}
                  onChange={(event) => onChange(renameSection(sections, index, event.currentTarget.value), 'typing')}
                />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t`Move section "${name}" up`}
                    disabled={index === 0}
                    onClick={() => onChange(moveSection(sections, index, -1), 'structure')}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t`Move section "${name}" down`}
                    disabled={index === sections.length - 1}
                    onClick={() => onChange(moveSection(sections, index, 1), 'structure')}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    size="lg"
                    aria-label={t`Remove section "${name}"`}
                    disabled={sections.length <= 1}
                    onClick={() => onChange(removeSection(sections, index), 'structure')}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>

              <Stack gap="xs" ps={{ base: 0, xs: 'md' }}>
                {section.points.length === 0 && (
                  <Text size="sm" c="dimmed">
                    <Trans>No points yet: the writer plans this section from its heading.</Trans>
                  </Text>
                )}
                {section.points.map((point, pointIndex) => {
                  const pointName = point.trim() || t`Point ${pointIndex + 1}`;
                  return (
                    // Points have no identity of their own beyond their place in the section.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a point is its text at a place; two may read the same.
                    <Group key={pointIndex} gap="xs" wrap="nowrap" align="center">
                      <TextInput
                        style={{ flex: 1, minWidth: 0 }}
                        aria-label={t`Point ${pointIndex + 1} of "${name}"`}
                        value={point}
                        maxLength={300}
                        onChange={(event) =>
                          onChange(renamePoint(sections, index, pointIndex, event.currentTarget.value), 'typing')
                        }
                      />
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t`Move point "${pointName}" up`}
                          disabled={pointIndex === 0}
                          onClick={() => onChange(movePoint(sections, index, pointIndex, -1), 'structure')}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t`Move point "${pointName}" down`}
                          disabled={pointIndex === section.points.length - 1}
                          onClick={() => onChange(movePoint(sections, index, pointIndex, 1), 'structure')}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t`Remove point "${pointName}"`}
                          onClick={() => onChange(removePoint(sections, index, pointIndex), 'structure')}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                  );
                })}
              </Stack>

              <Group gap="xs" wrap="wrap">
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={t`Add a point to "${name}"`}
                  disabled={section.points.length >= MAX_SECTION_POINTS}
                  onClick={() => onChange(addPoint(sections, index, ''), 'structure')}
                >
                  <Trans>Add a point</Trans>
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={t`Add a section after "${name}"`}
                  disabled={full}
                  onClick={() => onChange(addSection(sections, newSection(), index), 'structure')}
                >
                  <Trans>Add a section after</Trans>
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={full}
          onClick={() => onChange(addSection(sections, newSection()), 'structure')}
        >
          <Trans>Add a section</Trans>
        </Button>
        <Text size="sm" c="dimmed">
          <Plural value={sections.length} one="# section" other="# sections" />
        </Text>
      </Group>
    </Stack>
  );
}
