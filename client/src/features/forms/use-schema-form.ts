import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, type ReactNode, useCallback, useRef } from 'react';
import type { z } from 'zod';
import { serverFieldErrors } from '../../lib/errors.ts';
import { validationMessage } from './validation-messages.ts';

/** What a form sends its checked input to: a tRPC mutation, or one made of two (see the HTTP mappings forms). */
export interface FormMutation<Input> {
  reset(): void;
  mutate(input: Input, options?: { onError?: (error: unknown) => void }): void;
}

interface SchemaFormOptions<Values, Schema extends z.ZodType> {
  initialValues: Values;
  /** The shared schema the server parses the procedure's input with. */
  schema: Schema;
  /** The input the form's values make, which the schema checks; without it, the values themselves. */
  toInput?: (values: Values) => z.input<Schema>;
  /** The text of a rule's code (the schemas' messages are codes). */
  messageOf?: (code: string) => MessageDescriptor;
  /** Field → rule code, from the server's refusal; by default its zod field errors. */
  fieldErrorsOf?: (error: unknown) => Record<string, string>;
  /**
   * Check a field as it is left, not only once the form was sent (Log In); only a field the user
   * changed, so tabbing through an empty form shows no errors.
   */
  validateInputOnBlur?: boolean;
}

/**
 * Moves focus to the first field marked invalid, so keyboard and screen-reader users land on
 * what to fix. Runs after the next paint, once the errors have been rendered.
 */
function focusFirstInvalidField(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The field an error of the schema belongs to: the longest start of its path that names one of
 * the form's values (a key inside the JSON typed into a field belongs to that field), else the
 * path as the schema gave it.
 */
function fieldOf(path: string, values: object): string {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length--) {
    let value: unknown = values;
    for (const segment of segments.slice(0, length)) {
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
    }
    if (value !== undefined) return segments.slice(0, length).join('.');
  }
  return path;
}

/** The first failing rule of each field, by the fields' names. */
function errorsByField(errors: FormErrors, values: object): FormErrors {
  const byField: FormErrors = {};
  for (const [path, code] of Object.entries(errors)) byField[fieldOf(path, values)] ??= code;
  return byField;
}

function changedFields<Values extends object>(values: Values, previous: Values): string[] {
  return Object.keys(values).filter((field) => values[field as keyof Values] !== previous[field as keyof Values]);
}

/**
 * A Mantine form checked by a shared schema before it is sent. The form's errors are the rule
 * codes of the schema (its first failing rule per field) and of the server's answer; inputs get
 * them as text. After the first attempt to send, every change checks the whole form again, so
 * errors go once fixed (and a password's confirmation follows the password); before it, a field
 * showing an error is checked as it changes. The server's errors on a field show until it changes.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Schema extends z.ZodType>({
  initialValues,
  schema,
  toInput = (values) => values as z.input<Schema>,
  messageOf = validationMessage,
  fieldErrorsOf = serverFieldErrors,
  validateInputOnBlur = false,
}: SchemaFormOptions<Values, Schema>) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const serverErrors = useRef<FormErrors>({});
  const edited = useRef(new Set<string>());
  const latest = useRef<UseFormReturnType<Values> | null>(null);

  function errorText(code: ReactNode): string | undefined {
    return typeof code === 'string' && code ? i18n._(messageOf(code)) : undefined;
  }

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({
      ...errorsByField(schemaResolver(schema, { sync: true })(toInput(values)), values),
      ...serverErrors.current,
    }),
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      const changed = changedFields(values, previous);
      for (const field of changed) {
        delete serverErrors.current[field];
        edited.current.add(field);
      }
      const current = latest.current;
      if (!current) return;
      if (submitted.current) current.validate();
      else for (const field of changed) if (current.errors[field]) current.validateField(field);
    },
    enhanceGetInputProps: ({ inputProps, field }) => ({
      error: errorText(inputProps.error),
      onBlur: () => {
        if (validateInputOnBlur && edited.current.has(field)) latest.current?.validateField(field);
      },
    }),
  });
  latest.current = form;
  // Stable, so inputs drawn at great cost (the long country selectors) are not drawn again on every keystroke.
  const setField = useCallback(<Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    // A top-level field's value is the value at its path, which Mantine's path types cannot see for a generic form.
    latest.current?.setFieldValue(field, value as never);
  }, []);

  /** Shows the server's refusal of fields on them, until each changes. */
  function setServerErrors(errors: Record<string, string>) {
    serverErrors.current = errors;
    form.setErrors((current) => ({ ...current, ...errors }));
  }

  /** Checks the values; on failure clears the server's last answer and focuses the first invalid field. */
  function check(event: FormEvent<HTMLFormElement>, resetAnswer: () => void) {
    event.preventDefault();
    submitted.current = true;
    serverErrors.current = {};
    const parsed = schema.safeParse(toInput(form.getValues()));
    if (form.validate().hasErrors || !parsed.success) {
      resetAnswer();
      focusFirstInvalidField(formRef.current);
      return null;
    }
    return parsed;
  }

  const showServerErrors = { onError: (error: unknown) => setServerErrors(fieldErrorsOf(error)) };

  return {
    ...form,
    formRef,
    setField,
    /** The text of a field's error, for inputs not wired with `getInputProps`. */
    errorText: (field: string) => errorText(form.errors[field]),
    /** The submit handler: sends the schema's output (trimmed text…) once the values pass. */
    submitWith: (mutation: FormMutation<z.output<Schema>>) => (event: FormEvent<HTMLFormElement>) => {
      const parsed = check(event, () => mutation.reset());
      if (parsed?.success) mutation.mutate(parsed.data, showServerErrors);
    },
    /**
     * The submit handler for a procedure whose schema reads the form's text itself (JSON typed
     * into a field): sends the input as typed once it passes.
     */
    submitAsTypedWith: (mutation: FormMutation<z.input<Schema>>) => (event: FormEvent<HTMLFormElement>) => {
      if (check(event, () => mutation.reset())) mutation.mutate(toInput(form.getValues()), showServerErrors);
    },
    /** Starts again from `values`, showing no errors until the next attempt to send. */
    restart(values: Values) {
      submitted.current = false;
      serverErrors.current = {};
      form.setValues(values);
      edited.current.clear();
      form.clearErrors();
    },
  };
}
