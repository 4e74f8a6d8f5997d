import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/** The address a form asks for: labelled Email, filled in by the browser's address book. */
export function EmailField(props: TextInputProps) {
  const { t } = useLingui();
  return <TextInput label={t`Email`} type="email" autoComplete="email" required {...props} />;
}
