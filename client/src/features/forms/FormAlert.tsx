import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ErrorOverrides, errorMessage } from '../../lib/errors.ts';
import { ErrorText } from '../errors/ErrorText.tsx';

/** The red alert above a form: why it was not sent, or why the server refused it. */
export function FormAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={title} role="alert">
      {children}
    </Alert>
  );
}

interface ErrorAlertProps {
  /** The failed call. */
  error: unknown;
  /** The screen's own words for some codes (see lib/errors.ts). */
  overrides?: ErrorOverrides;
  title?: ReactNode;
  /** Under the text, e.g. a link to what helps. */
  children?: ReactNode;
}

/** The red alert saying why the server refused what a form sent. */
export function ErrorAlert({ error, overrides, title, children }: ErrorAlertProps) {
  return (
    <FormAlert title={title}>
      <Text size="sm">
        <ErrorText message={errorMessage(error, overrides)} />
      </Text>
      {children}
    </FormAlert>
  );
}
