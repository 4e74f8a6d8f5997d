import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconPencil, IconTrash, IconWand } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TLinkedInTemplate } from '@wordloom/shared/schemas/linkedin';
import { useId } from 'react';
import { categoryLabel } from './template-categories.ts';

interface TemplateCardProps {
  template: TLinkedInTemplate;
  /** The user's own templates are edited and deleted here; the library's are not. */
  onEdit?: (template: TLinkedInTemplate) => void;
  onDelete?: (template: TLinkedInTemplate) => void;
}

function TemplateText({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text
        size="sm"
        dir="auto"
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        bg="var(--mantine-color-default-hover)"
        p="sm"
        bdrs="md"
      >
        {text}
      </Text>
    </Stack>
  );
}

/**
 * A template: its name, category and what it is for; its structure and example post open on
 * demand; "Use template" opens the create page with it chosen.
 */
export function TemplateCard({ template, onEdit, onDelete }: TemplateCardProps) {
  const { t, i18n } = useLingui();
  const [open, { toggle }] = useDisclosure(false);
  const titleId = useId();
  const detailsId = useId();
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={6} miw={0}>
            <Badge variant="light" color={template.source === 'own' ? 'grape' : 'blue'} w="fit-content">
              {categoryLabel(i18n, template.category)}
            </Badge>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {template.name}
            </Title>
          </Stack>
          {(onEdit || onDelete) && (
            <Group gap={4} wrap="nowrap">
              {onEdit && (
                <ActionIcon variant="subtle" aria-label={t`Edit ${template.name}`} onClick={() => onEdit(template)}>
                  <IconPencil size={18} />
                </ActionIcon>
              )}
              {onDelete && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Delete ${template.name}`}
                  onClick={() => onDelete(template)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          )}
        </Group>
        {template.description && (
          <Text size="sm" c="dimmed">
            {template.description}
          </Text>
        )}
        {open && (
          <Stack gap="sm" id={detailsId}>
            <TemplateText label={t`Structure`} text={template.structure} />
            {template.examplePost && <TemplateText label={t`Example post`} text={template.examplePost} />}
          </Stack>
        )}
        <Group justify="space-between" gap="xs" mt="auto">
          <Button
            variant="subtle"
            size="xs"
            onClick={toggle}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            rightSection={
              <IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden />
            }
          >
            {open ? <Trans>Hide structure and example</Trans> : <Trans>Show structure and example</Trans>}
          </Button>
          <Button
            size="xs"
            leftSection={<IconWand size={14} />}
            renderRoot={(props) => <Link {...props} to="/linkedin-grow/create" search={{ template: template.id }} />}
            aria-label={t`Use template ${template.name}`}
          >
            <Trans>Use template</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
