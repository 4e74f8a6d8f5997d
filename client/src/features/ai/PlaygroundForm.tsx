import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { GENERATION_KINDS, type TGenerationKind, type TWriterProvider } from '@wordloom/shared/schemas/ai';
import { type FormEvent, useState } from 'react';
import { KIND_NAMES, PROVIDER_NAMES } from './messages.ts';
import {
  defaultValues,
  type FieldSpec,
  type FormValues,
  isRequired,
  KIND_FIELDS,
  toRequest,
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

function initialValues(): Record<TGenerationKind, FormValues> {
  return Object.fromEntries(GENERATION_KINDS.map((kind) => [kind, defaultValues(kind)])) as Record<
    TGenerationKind,
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
  const [provider, setProvider] = useState<TWriterProvider>(defaultProvider);
  const [kind, setKind] = useState<TGenerationKind>('linkedin_post');
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, MessageDescriptor>>>({});

  const setField = (name: string, value: string) => {
    setValues((previous) => ({ ...previous, [kind]: { ...previous[kind], [name]: value } }));
    setErrors(({ [name]: _fixed, ...others }) => others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toRequest(kind, values[kind]);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    generation.start(checked.request, provider);
  };

  const providerOptions = providers.map(({ id, configured, model }) => {
    const name = i18n._(PROVIDER_NAMES[id]);
    return { value: id, label: configured ? t`${name} · ${model}` : t`${name} (not configured)` };
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t`Provider`}
          data={providerOptions}
          value={provider}
          onChange={(next) => next && setProvider(next as TWriterProvider)}
          allowDeselect={false}
        />
        <Select
          label={t`Prompt`}
          data={GENERATION_KINDS.map((option) => ({ value: option, label: i18n._(KIND_NAMES[option]) }))}
          value={kind}
          onChange={(next) => {
            if (!next) return;
            setKind(next as TGenerationKind);
            setErrors({});
          }}
          allowDeselect={false}
        />
        {KIND_FIELDS[kind].map((field) => (
          <PlaygroundField
            key={`${kind}.${field.name}`}
            field={field}
            required={isRequired(kind, field.name)}
            value={values[kind][field.name] ?? ''}
            error={errors[field.name]}
            onChange={(value) => setField(field.name, value)}
          />
        ))}
        <Group>
          <Button type="submit" leftSection={<IconSparkles size={18} />} loading={generation.running}>
            <Trans>Generate</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
