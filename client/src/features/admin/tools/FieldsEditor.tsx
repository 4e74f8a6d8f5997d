import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  Menu,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  TOOL_FIELD_TYPES,
  TOOL_MAX_FIELDS,
  TOOL_MAX_OPTIONS,
  type TToolFieldType,
} from '@wordloom/shared/schemas/tools';
import { type DragEvent, useState } from 'react';
import { FIELD_TYPE_LABELS } from './messages.ts';
import {
  FIELD_TYPES_WITH_OPTIONS,
  FIELD_TYPES_WITH_PLACEHOLDER,
  FIELD_TYPES_WITH_RULES,
  type FieldFormValues,
  newField,
  withFieldType,
} from './tool-form.ts';
import type { ToolForm } from './use-tool-form.ts';

function OptionsEditor({ form, index, field }: { form: ToolForm; index: number; field: FieldFormValues }) {
  const { t } = useLingui();
  const path = `fields.${index}.options` as const;
  const number = index + 1;
  return (
    <Input.Wrapper
      label={t`Options`}
      description={
        field.fieldType === 'checkbox' ? t`One box per option; without options the field is a single yes/no box.` : null
      }
      error={form.errorText(path)}
    >
      <Stack gap="xs" mt={4}>
        {field.options.map((_option, optionIndex) => {
          const optionNumber = optionIndex + 1;
          return (
            // Options have no identity of their own; their inputs are controlled, so the position is enough.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={optionIndex} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                aria-label={t`Value of option ${optionNumber} of field ${number}`}
                placeholder={t`Value`}
                dir="ltr"
                {...form.getInputProps(`${path}.${optionIndex}.value`)}
              />
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                aria-label={t`Label of option ${optionNumber} of field ${number}`}
                placeholder={t`Label`}
                {...form.getInputProps(`${path}.${optionIndex}.label`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t`Remove option ${optionNumber} of field ${number}`}
                onClick={() => form.removeListItem(path, optionIndex)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} />}
          disabled={field.options.length >= TOOL_MAX_OPTIONS}
          onClick={() => form.insertListItem(path, { value: '', label: '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add option</Trans>
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

function RulesEditor({ form, index }: { form: ToolForm; index: number }) {
  const { t } = useLingui();
  const path = `fields.${index}.validationRules` as const;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        <Trans>Rules</Trans>
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <NumberInput
          size="xs"
          label={t`Min length`}
          min={0}
          allowDecimal={false}
          {...form.getInputProps(`${path}.minLength`)}
        />
        <NumberInput
          size="xs"
          label={t`Max length`}
          min={1}
          allowDecimal={false}
          {...form.getInputProps(`${path}.maxLength`)}
        />
        <NumberInput size="xs" label={t`Number min`} {...form.getInputProps(`${path}.min`)} />
        <NumberInput size="xs" label={t`Number max`} {...form.getInputProps(`${path}.max`)} />
      </SimpleGrid>
      <TextInput
        size="xs"
        label={t`Pattern`}
        description={t`A regular expression the whole value must match, e.g. ^[A-Z].*`}
        dir="ltr"
        ff="monospace"
        {...form.getInputProps(`${path}.pattern`)}
      />
      <Text size="xs" c="dimmed">
        <Trans>A number minimum or maximum makes the field accept numbers only.</Trans>
      </Text>
    </Stack>
  );
}

interface FieldCardProps {
  form: ToolForm;
  field: FieldFormValues;
  index: number;
  count: number;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

function FieldCard({ form, field, index, count, dragging, onDragStart, onDragEnd, onDrop }: FieldCardProps) {
  const { t, i18n } = useLingui();
  const [dropTarget, setDropTarget] = useState(false);
  const number = index + 1;
  const typeLabel = i18n._(FIELD_TYPE_LABELS[field.fieldType]);
  const path = `fields.${index}` as const;
  const acceptDrop = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      aria-label={t`Field ${number}: ${typeLabel}`}
      onDragOver={acceptDrop}
      onDragEnter={() => setDropTarget(true)}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDropTarget(false);
        onDrop();
      }}
      style={{
        opacity: dragging ? 0.5 : 1,
        borderColor: dropTarget ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {/* Drag is for the mouse; the Move buttons do the same from the keyboard. */}
            <Box
              draggable
              onDragStart={(event: DragEvent) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', field.fieldName);
                onDragStart();
              }}
              onDragEnd={onDragEnd}
              style={{ cursor: 'grab', display: 'flex' }}
              title={t`Drag to reorder`}
              aria-hidden
            >
              <IconGripVertical size={18} />
            </Box>
            <Title order={3} size="h6">
              {t`Field ${number}: ${typeLabel}`}
            </Title>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t`Move field ${number} up`}
              disabled={index === 0}
              onClick={() => form.reorderListItem('fields', { from: index, to: index - 1 })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t`Move field ${number} down`}
              disabled={index === count - 1}
              onClick={() => form.reorderListItem('fields', { from: index, to: index + 1 })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Remove field ${number}`}
              onClick={() => form.removeListItem('fields', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t`Field name`}
            required
            description={t`The key its value is sent under.`}
            dir="ltr"
            ff="monospace"
            {...form.getInputProps(`${path}.fieldName`)}
          />
          <TextInput label={t`Label`} required {...form.getInputProps(`${path}.label`)} />
          <NativeSelect
            label={t`Type`}
            data={TOOL_FIELD_TYPES.map((type) => ({ value: type, label: i18n._(FIELD_TYPE_LABELS[type]) }))}
            {...form.getInputProps(`${path}.fieldType`)}
            onChange={(event) => {
              const type = TOOL_FIELD_TYPES.find((known) => known === event.currentTarget.value);
              if (type) form.setFieldValue(path, withFieldType(field, type));
            }}
          />
          {FIELD_TYPES_WITH_PLACEHOLDER.includes(field.fieldType) && (
            <TextInput label={t`Placeholder`} {...form.getInputProps(`${path}.placeholder`)} />
          )}
        </SimpleGrid>
        <Checkbox label={t`Required`} {...form.getInputProps(`${path}.isRequired`, { type: 'checkbox' })} />
        {FIELD_TYPES_WITH_OPTIONS.includes(field.fieldType) && (
          <OptionsEditor form={form} index={index} field={field} />
        )}
        {FIELD_TYPES_WITH_RULES.includes(field.fieldType) && <RulesEditor form={form} index={index} />}
      </Stack>
    </Card>
  );
}

/** Spec §3 tool field: the form's fields in their order, each with its type, options and rules. */
export function FieldsEditor({ form }: { form: ToolForm }) {
  const { t, i18n } = useLingui();
  const { fields } = form.values;
  const [dragged, setDragged] = useState<number | null>(null);
  const add = (type: TToolFieldType) => form.insertListItem('fields', newField(type, fields));
  return (
    <Stack gap="md">
      {fields.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No fields yet: visitors would run the tool without typing anything.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ol" aria-label={t`Fields`} p={0} m={0} style={{ listStyle: 'none' }}>
          {fields.map((field, index) => (
            <FieldCard
              key={field.key}
              form={form}
              field={field}
              index={index}
              count={fields.length}
              dragging={dragged === index}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDrop={() => {
                if (dragged !== null && dragged !== index) form.reorderListItem('fields', { from: dragged, to: index });
                setDragged(null);
              }}
            />
          ))}
        </Stack>
      )}
      {form.errorText('fields') && (
        <Text c="red" size="sm">
          {form.errorText('fields')}
        </Text>
      )}
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            disabled={fields.length >= TOOL_MAX_FIELDS}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Add field</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {TOOL_FIELD_TYPES.map((type) => (
            <Menu.Item key={type} onClick={() => add(type)}>
              {i18n._(FIELD_TYPE_LABELS[type])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
