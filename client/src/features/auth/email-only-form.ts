import { useLingui } from '@lingui/react/macro';
import { ZEmailOnly } from '@wordloom/shared/schemas/auth';
import { useSchemaForm } from '../forms/use-schema-form.ts';

/** The one-field forms that mail a link (forgot password, resend verification), in the page's language. */
export function useEmailOnlyForm(initialEmail = '') {
  const { i18n } = useLingui();
  return useSchemaForm({
    initialValues: { email: initialEmail },
    schema: ZEmailOnly,
    toInput: ({ email }) => ({ email, language: i18n.locale }),
  });
}
