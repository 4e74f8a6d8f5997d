import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { focusFirstInvalidField } from './AuthCard.tsx';
import { firstErrorPerField, validationMessage } from './messages.ts';

/** What a form sends its checked input to: a tRPC mutation, or one made of two (see the HTTP mappings forms). */
export interface FormMutation<Input> {
  reset(): void;
  mutate(input: Input): void;
}

/** A schema's verdict on a form's values and, when they pass, what the form sends. */
export type SchemaCheck<Input> = { success: true; data: Input } | { success: false; error: z.ZodError };

/**
 * For a procedure whose schema reads the form's text itself (JSON typed into a field): the
 * schema's verdict, sending `input` as typed rather than the schema's parsed output.
 */
export function sendingAsTyped<Input>(verdict: z.ZodSafeParseResult<unknown>, input: Input): SchemaCheck<Input> {
  return verdict.success ? { success: true, data: input } : verdict;
}

/** The fields that hold any text (not a choice among a few words). */
type TextField<Values> = { [Field in keyof Values]: string extends Values[Field] ? Field : never }[keyof Values];
type NumberField<Values> = { [Field in keyof Values]: Values[Field] extends number ? Field : never }[keyof Values];

/** A number input's value as the schema sees it: an empty field is no number. */
function asNumber(value: string | number): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * The state of a form checked by a shared schema before it is sent (sign-up, reset password, the
 * account page's profile and password, the HTTP mappings admin forms). After the first attempt to
 * submit, every field shows its current error, so errors go once fixed. `check` turns the values
 * into the schema's result; `messageOf` gives the text of a validation code. Errors the server
 * reports on a field (`setServerErrors`: a key already taken) show until that field changes.
 */
export function useSchemaForm<Values extends object, Input>(
  initial: Values | (() => Values),
  check: (values: Values) => SchemaCheck<Input>,
  messageOf: (code: string) => MessageDescriptor = validationMessage,
) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  // Stable, so the long country selectors are not drawn again on every keystroke.
  const change = useCallback(<Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!Object.hasOwn(current, field)) return current;
      const { [field as string]: _answered, ...rest } = current;
      return rest;
    });
  }, []);

  const parsed = check(values);
  /** The code of each field's first failing rule, by the name the schema gives the field. */
  const errors: Partial<Record<string, string>> = {
    ...(submitted && !parsed.success ? firstErrorPerField(parsed.error) : {}),
    ...serverErrors,
  };

  /** The text of a field's error, if it shows one. */
  function errorText(field: string): string | undefined {
    const code = errors[field];
    return code ? i18n._(messageOf(code)) : undefined;
  }

  /**
   * The form's submit handler: sends the checked input with `mutation`; when the values fail the
   * schema, clears the last answer of the server instead and focuses the first invalid field.
   */
  function submitWith(mutation: FormMutation<Input>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (!parsed.success) {
        mutation.reset();
        focusFirstInvalidField(formRef.current);
        return;
      }
      mutation.mutate(parsed.data);
    };
  }

  /** Starts the form again from `next`, showing no errors until the next attempt to submit. */
  function restart(next: Values) {
    setValues(next);
    setSubmitted(false);
    setServerErrors({});
  }

  /** A text input's value, change handler and error, to spread on the input. */
  function textField<Field extends TextField<Values>>(field: Field) {
    return {
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        change(field, event.currentTarget.value as Values[Field]),
      error: errorText(field as string),
    };
  }

  /** A number input's value, change handler and error, to spread on the input. */
  function numberField<Field extends NumberField<Values>>(field: Field) {
    return {
      value: values[field],
      onChange: (value: string | number) => change(field, asNumber(value) as Values[Field]),
      error: errorText(field as string),
    };
  }

  return {
    formRef,
    values,
    setValues,
    change,
    errors,
    errorText,
    setServerErrors,
    submitWith,
    restart,
    textField,
    numberField,
  };
}
