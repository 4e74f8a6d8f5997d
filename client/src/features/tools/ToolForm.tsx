import { useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { TOOL_FIELD_VALUE_MAX } from '@wordloom/shared/domain/tool-limits';
import type { PublicToolField, TToolFieldValue, TToolValues } from '@wordloom/shared/schemas/tools';

/** The value a field starts with: empty text, an unticked yes/no box, or no boxes ticked. */
export function initialToolValue(field: PublicToolField): TToolFieldValue {
  if (field.fieldType !== 'checkbox') return '';
  return field.options.length === 0 ? false : [];
}

export function initialToolValues(fields: readonly PublicToolField[]): TToolValues {
  return Object.fromEntries(fields.map((field) => [field.fieldName, initialToolValue(field)]));
}

/** A value kept for a field if it still fits the field's type, else the field's starting value. */
function fittingValue(field: PublicToolField, value: TToolFieldValue | undefined): TToolFieldValue {
  const initial = initialToolValue(field);
  if (value === undefined || typeof value !== typeof initial || Array.isArray(value) !== Array.isArray(initial)) {
    return initial;
  }
  return value;
}

/**
 * The values of the fields the tool has now, in their order: the builder's live preview changes
 * the fields while the form is filled in, so a removed field's value is dropped and a field whose
 * type changed starts again.
 */
export function toolFormValues(fields: readonly PublicToolField[], values: TToolValues): TToolValues {
  return Object.fromEntries(fields.map((field) => [field.fieldName, fittingValue(field, values[field.fieldName])]));
}

/** The element id of a field's input, so the first field in error can take the focus. */
export function toolFieldId(formId: string, fieldName: string): string {
  return `${formId}-${fieldName}`;
}

interface ToolFormFieldsProps {
  formId: string;
  fields: readonly PublicToolField[];
  values: TToolValues;
  /** The sentence under each field in error, by field name. */
  errors: Record<string, string>;
  onChange(fieldName: string, value: TToolFieldValue): void;
}

/** The tool's dynamic form (spec §2): one input per field, in the admin's order. */
export function ToolFormFields({ formId, fields, values, errors, onChange }: ToolFormFieldsProps) {
  return (
    <Stack gap="md">
      {fields.map((field) => (
        <ToolFormField
          key={field.fieldName}
          id={toolFieldId(formId, field.fieldName)}
          field={field}
          value={fittingValue(field, values[field.fieldName])}
          error={errors[field.fieldName] ?? null}
          onChange={(value) => onChange(field.fieldName, value)}
        />
      ))}
    </Stack>
  );
}

interface ToolFormFieldProps {
  id: string;
  field: PublicToolField;
  value: TToolFieldValue;
  error: string | null;
  onChange(value: TToolFieldValue): void;
}

function ToolFormField({ id, field, value, error, onChange }: ToolFormFieldProps) {
  const { t } = useLingui();
  const text = typeof value === 'string' ? value : '';
  const maxLength = field.validationRules.maxLength ?? TOOL_FIELD_VALUE_MAX;
  const common = { id, label: field.label, required: field.isRequired, error };
  switch (field.fieldType) {
    case 'text':
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder || undefined}
          value={text}
          maxLength={maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          placeholder={field.placeholder || undefined}
          value={text}
          maxLength={maxLength}
          autosize
          minRows={4}
          maxRows={16}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'dropdown':
      // A native select: light, and the phone's own picker on small screens.
      return (
        <NativeSelect
          {...common}
          value={text}
          data={[
            { value: '', label: field.placeholder || t`Choose…` },
            ...field.options.map((option) => ({ value: option.value, label: option.label })),
          ]}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...common} value={text} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {field.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkbox':
      if (field.options.length === 0) {
        return (
          <Checkbox
            id={id}
            label={field.label}
            required={field.isRequired}
            error={error}
            checked={value === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
          />
        );
      }
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {field.options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
  }
}
