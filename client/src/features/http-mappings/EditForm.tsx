import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent, ReactNode, Ref } from 'react';
import { type TrpcUtils, trpc } from '../../lib/trpc.ts';
import type { FormMutation } from '../forms/use-schema-form.ts';
import { savedFieldErrors } from './messages.ts';

/** Both lists: a request shows how many mappings use it, and a mapping shows its request's name. */
export async function refreshLists(utils: TrpcUtils): Promise<void> {
  await Promise.all([utils.httpMappings.listRequests.invalidate(), utils.httpMappings.listMappings.invalidate()]);
}

/**
 * The answers to a create or an update: on success `saved` is said, both lists are refreshed and the
 * form closes; a failure the form does not show on a field (see savedFieldErrors) says `failed`.
 */
export function useSaveHandlers({ saved, failed, onDone }: { saved: string; failed: string; onDone: () => void }) {
  const utils = trpc.useUtils();
  return {
    onSuccess: async () => {
      notifications.show({ color: 'green', message: saved });
      await refreshLists(utils);
      onDone();
    },
    onError: (error: unknown) => {
      if (Object.keys(savedFieldErrors(error)).length === 0) notifications.show({ color: 'red', message: failed });
    },
  };
}

/** What a form's save sends to: `create` while there is no record yet (`id`), else `update` with its id. */
export function createOrUpdate<Values>(
  id: string | undefined,
  create: FormMutation<Values>,
  update: FormMutation<Values & { id: string }>,
): FormMutation<Values> {
  if (id === undefined) return create;
  return { reset: update.reset, mutate: (values, options) => update.mutate({ ...values, id }, options) };
}

/** A dialog's buttons, at its end: Cancel, then the one it is for. */
export function DialogActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      {children}
    </Group>
  );
}

/** A create-or-edit form in the page's dialog: its fields, then Cancel and the save button. */
export function EditForm({
  formRef,
  onSubmit,
  onCancel,
  saving,
  saveLabel,
  children,
}: {
  /** The form's own ref (`useSchemaForm`'s), which focuses the first invalid field. */
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  saving: boolean;
  saveLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        <DialogActions onCancel={onCancel}>
          <Button type="submit" loading={saving}>
            {saveLabel}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
