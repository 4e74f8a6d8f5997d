import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** A single-column form's send button: full width, spinning while the server answers. */
export function SubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button type="submit" fullWidth size="md" loading={loading}>
      {children}
    </Button>
  );
}
