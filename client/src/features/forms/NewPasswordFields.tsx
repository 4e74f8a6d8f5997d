import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '@mantine/core';
import type { ReactNode } from 'react';

interface NewPasswordFieldsProps<Field extends string> {
  /** The form's names for the new password and for its confirmation. */
  fields: readonly [password: Field, confirmation: Field];
  values: Record<Field, string>;
  onChange: (field: Field, value: string) => void;
  error: (field: Field) => ReactNode;
  /** Under the new password's label, e.g. the length the form's rules ask for. */
  passwordDescription?: ReactNode;
}

/** A new password typed twice, as resetting and changing a password ask for it. */
export function NewPasswordFields<Field extends string>({
  fields: [password, confirmation],
  values,
  onChange,
  error,
  passwordDescription,
}: NewPasswordFieldsProps<Field>) {
  const { t } = useLingui();
  return (
    <>
      <PasswordInput
        label={t`New password`}
        description={passwordDescription}
        autoComplete="new-password"
        required
        value={values[password]}
        onChange={(event) => onChange(password, event.currentTarget.value)}
        error={error(password)}
      />
      <PasswordInput
        label={t`Confirm new password`}
        autoComplete="new-password"
        required
        value={values[confirmation]}
        onChange={(event) => onChange(confirmation, event.currentTarget.value)}
        error={error(confirmation)}
      />
    </>
  );
}
