import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The red alert above a form: why it was not sent, or why the server refused it. */
export function FormAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={title} role="alert">
      {children}
    </Alert>
  );
}
