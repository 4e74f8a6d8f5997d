import { useLingui } from '@lingui/react/macro';
import { type TEmailOnly, ZEmailOnly } from '@wordloom/shared/schemas/auth';
import { type FormEvent, useRef, useState } from 'react';
import { focusFirstInvalidField } from './AuthCard.tsx';
import { firstErrorPerField } from './messages.ts';

interface EmailMutation {
  reset(): void;
  mutate(input: TEmailOnly): void;
}

/**
 * The one-field e-mail forms (forgot password, resend verification): checks the address with the
 * shared schema, shows the first problem under the field, and sends it with the page's language.
 */
export function useEmailForm(mutation: EmailMutation, initialEmail = '') {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [errorCode, setErrorCode] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = ZEmailOnly.safeParse({ email, language: i18n.locale });
    if (!result.success) {
      mutation.reset();
      setErrorCode(firstErrorPerField(result.error).email);
      focusFirstInvalidField(formRef.current);
      return;
    }
    setErrorCode(undefined);
    mutation.mutate(result.data);
  }

  return { formRef, email, setEmail, errorCode, submit };
}
