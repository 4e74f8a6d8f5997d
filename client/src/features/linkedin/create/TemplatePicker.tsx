import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Collapse, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconTemplate } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TLinkedInTemplate } from '@wordloom/shared/schemas/linkedin';
import classes from './TemplatePicker.module.css';

/** The templates as the select lists them: the user's own first, then the library by category. */
function templateOptions(library: readonly TLinkedInTemplate[], own: readonly TLinkedInTemplate[], ownGroup: string) {
  const groups = new Map<string, { value: string; label: string }[]>();
  if (own.length > 0) groups.set(ownGroup, []);
  for (const template of [...own, ...library]) {
    const group = template.source === 'own' ? ownGroup : template.category;
    const items = groups.get(group) ?? [];
    items.push({ value: template.id, label: template.name });
    groups.set(group, items);
  }
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}

function ChosenTemplate({ template }: { template: TLinkedInTemplate }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="sm">
      <UnstyledButton onClick={toggle} aria-expanded={opened} className={classes.toggle}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconTemplate size={18} />
            <Text fw={600} size="sm" truncate>
              {template.name}
            </Text>
            <Badge variant="light" radius="sm" tt="none">
              {template.category}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {opened ? <Trans>Hide structure and example</Trans> : <Trans>Show structure and example</Trans>}
            </Text>
            <IconChevronDown size={16} className={classes.chevron} data-opened={opened || undefined} />
          </Group>
        </Group>
      </UnstyledButton>
      {template.description && (
        <Text size="sm" c="dimmed" mt={6}>
          {template.description}
        </Text>
      )}
      <Collapse expanded={opened}>
        <Stack gap="sm" mt="sm">
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              <Trans>Structure</Trans>
            </Text>
            <Text size="sm" className={classes.text} dir="auto">
              {template.structure}
            </Text>
          </div>
          {template.examplePost && (
            <div>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                <Trans>Example post</Trans>
              </Text>
              <Text size="sm" className={classes.text} dir="auto">
                {template.examplePost}
              </Text>
            </div>
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}

interface TemplatePickerProps {
  library: readonly TLinkedInTemplate[];
  own: readonly TLinkedInTemplate[];
  value: string;
  onChange: (templateId: string) => void;
  error: string | undefined;
}

/** A searchable choice among the library's templates and the user's own, with the chosen one's structure and example. */
export function TemplatePicker({ library, own, value, onChange, error }: TemplatePickerProps) {
  const { t } = useLingui();
  const chosen = [...own, ...library].find((template) => template.id === value);
  return (
    <Stack gap="xs">
      <Select
        label={t`Template`}
        placeholder={t`Search the templates`}
        description={
          <Trans>
            Browse them all on the{' '}
            <Anchor component={Link} to="/linkedin-grow/templates" inherit>
              Templates page
            </Anchor>
            .
          </Trans>
        }
        data={templateOptions(library, own, t`My templates`)}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        searchable
        clearable
        nothingFoundMessage={t`No template matches`}
        maxDropdownHeight={320}
        error={error}
        required
      />
      {chosen && <ChosenTemplate key={chosen.id} template={chosen} />}
    </Stack>
  );
}
