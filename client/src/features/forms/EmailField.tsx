import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The address a form asks for: labelled Email, filled in by the browser's address book, and
 * written left to right also on right-to-left pages, as addresses are.
 */
export function EmailField(props: TextInputProps) {
  const { t } = useLingui();
  return <TextInput label={t`Email`} type="email" autoComplete="email" dir="ltr" required {...props} />;
}
