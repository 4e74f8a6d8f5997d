import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import {
  GENERATION_KINDS,
  type TUserGenerationKind,
  type TWriterProvider,
  ZStartGeneration,
} from '@wordloom/shared/schemas/ai';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { FIELD_INVALID, FIELD_REQUIRED, KIND_NAMES, PROVIDER_NAMES } from './messages.ts';
import {
  defaultValues,
  type FieldSpec,
  type FormValues,
  isRequired,
  KIND_FIELDS,
  requestOf,
} from './playground-fields.ts';
import type { Generation } from './use-generation.ts';

export interface ProviderChoice {
  id: TWriterProvider;
  configured: boolean;
  model: string;
}

interface FieldProps {
  field: FieldSpec;
  required: boolean;
  value: string;
  error: MessageDescriptor | undefined;
  onChange: (value: string) => void;
}

function PlaygroundField({ field, required, value, error, onChange }: FieldProps) {
  const { i18n } = useLingui();
  const common = {
    label: i18n._(field.label),
    description: field.description ? i18n._(field.description) : undefined,
    error: error ? i18n._(error) : undefined,
    required,
  };
  switch (field.input) {
    case 'select':
      return (
        <Select
          {...common}
          data={(field.options ?? []).map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          value={value}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={false}
        />
      );
    case 'number':
      return <NumberInput {...common} value={value} onChange={(next) => onChange(String(next))} min={1} max={20} />;
    case 'textarea':
    case 'lines':
      return (
        <Textarea
          {...common}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
        />
      );
    case 'text':
      return <TextInput {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}

/** The prompt the playground opens with. */
const FIRST_KIND: TUserGenerationKind = 'linkedin_post';

function initialValues(): Record<TUserGenerationKind, FormValues> {
  return Object.fromEntries(GENERATION_KINDS.map((kind) => [kind, defaultValues(kind)])) as Record<
    TUserGenerationKind,
    FormValues
  >;
}

interface PlaygroundFormProps {
  providers: ProviderChoice[];
  defaultProvider: TWriterProvider;
  generation: Generation;
}

/**
 * Picks a provider and a prompt kind, and the inputs of that kind; each kind keeps what was
 * typed for it when the admin switches back and forth.
 */
export function PlaygroundForm({ providers, defaultProvider, generation }: PlaygroundFormProps) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm({
    initialValues: { provider: defaultProvider, kind: FIRST_KIND, fields: initialValues() },
    schema: ZStartGeneration,
    toInput: ({ provider, kind, fields }) => ({ request: requestOf(kind, fields[kind]), provider }),
  });
  const { kind } = form.values;
  const start = { reset: () => undefined, mutate: generation.start };

  /** The schema's verdict on a field: left empty, or not a value it takes. */
  const fieldError = (name: string, value: string) => {
    if (!form.errors[`request.inputs.${name}`]) return undefined;
    return value.trim() ? FIELD_INVALID : FIELD_REQUIRED;
  };

  const providerOptions = providers.map(({ id, configured, model }) => {
    const name = i18n._(PROVIDER_NAMES[id]);
    return { value: id, label: configured ? t`${name} · ${model}` : t`${name} (not configured)` };
  });

  return (
    <form ref={form.formRef} onSubmit={form.submitWith(start)} noValidate>
      <Stack gap="md">
        <Select label={t`Provider`} data={providerOptions} allowDeselect={false} {...form.getInputProps('provider')} />
        <Select
          label={t`Prompt`}
          data={GENERATION_KINDS.map((option) => ({ value: option, label: i18n._(KIND_NAMES[option]) }))}
          allowDeselect={false}
          {...form.getInputProps('kind')}
        />
        {KIND_FIELDS[kind].map((field) => {
          const value = form.values.fields[kind][field.name] ?? '';
          return (
            <PlaygroundField
              key={`${kind}.${field.name}`}
              field={field}
              required={isRequired(kind, field.name)}
              value={value}
              error={fieldError(field.name, value)}
              onChange={(next) => form.setFieldValue(`fields.${kind}.${field.name}`, next)}
            />
          );
        })}
        <Group>
          <Button type="submit" leftSection={<IconSparkles size={18} />} loading={generation.running}>
            <Trans>Generate</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
