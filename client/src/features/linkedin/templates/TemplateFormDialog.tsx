import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type TLinkedInTemplate, type TTemplateFields, ZTemplateFields } from '@wordloom/shared/schemas/linkedin';
import { trpc } from '../../../lib/trpc.ts';
import { type FormMutation, useSchemaForm } from '../../forms/use-schema-form.ts';
import { templateRuleText } from './template-form.ts';

/** What the dialog is for: a new template, or one of the user's to edit. */
export type TemplateEditing = { template: TLinkedInTemplate | null };

type Values = {
  name: string;
  category: string;
  description: string;
  structure: string;
  examplePost: string;
};

function valuesOf(template: TLinkedInTemplate | null): Values {
  return {
    name: template?.name ?? '',
    category: template?.category ?? '',
    description: template?.description ?? '',
    structure: template?.structure ?? '',
    examplePost: template?.examplePost ?? '',
  };
}

function TemplateForm({
  template,
  categories,
  onClose,
}: {
  template: TLinkedInTemplate | null;
  categories: string[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const form = useSchemaForm<Values, typeof ZTemplateFields>({
    initialValues: valuesOf(template),
    schema: ZTemplateFields,
    messageOf: templateRuleText,
  });
  const handlers = {
    onSuccess: async (saved: TLinkedInTemplate) => {
      notifications.show({ color: 'green', message: t`Template “${saved.name}” saved.` });
      onClose();
      await utils.linkedin.templates.invalidate();
    },
    onError: () => notifications.show({ color: 'red', message: t`Failed to save the template. Please try again.` }),
  };
  const create = trpc.linkedin.templates.create.useMutation(handlers);
  const update = trpc.linkedin.templates.update.useMutation(handlers);
  const save: FormMutation<TTemplateFields> =
    template === null
      ? create
      : { reset: update.reset, mutate: (fields, options) => update.mutate({ ...fields, id: template.id }, options) };

  return (
    <form ref={form.formRef} onSubmit={form.submitWith(save)} noValidate>
      <Stack gap="md">
        <TextInput label={t`Name`} required data-autofocus {...form.getInputProps('name')} />
        <Autocomplete
          label={t`Category`}
          description={t`Pick one or type your own.`}
          required
          data={categories}
          {...form.getInputProps('category')}
        />
        <TextInput
          label={t`Description`}
          description={t`When this template helps, in a sentence.`}
          {...form.getInputProps('description')}
        />
        <Textarea
          label={t`Structure`}
          description={t`One part per line, e.g. “Hook: a surprising moment”.`}
          required
          rows={6}
          {...form.getInputProps('structure')}
        />
        <Textarea
          label={t`Example post`}
          description={t`A post that follows the structure, shown to whoever uses the template.`}
          rows={6}
          {...form.getInputProps('examplePost')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            <Trans>Save template</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Creates one of the user's templates, or edits one (`linkedin.templates.create` / `update`). */
export function TemplateFormDialog({
  editing,
  categories,
  onClose,
}: {
  editing: TemplateEditing | null;
  categories: string[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.template ? t`Edit template` : t`New template`}
      size="lg"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {editing && (
        <TemplateForm
          key={editing.template?.id ?? 'new'}
          template={editing.template}
          categories={categories}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
