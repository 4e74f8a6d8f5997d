import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ZTemplateFromPost } from '@wordloom/shared/schemas/linkedin';
import { trpc } from '../../../lib/trpc.ts';
import { type FormMutation, useSchemaForm } from '../../forms/use-schema-form.ts';
import { TEMPLATE_CATEGORIES } from './template-categories.ts';
import { templateRuleText } from './template-form.ts';

export interface PostForTemplate {
  id: string;
  /** The template's first name: the post's topic. */
  name: string;
  category: string | null;
}

interface Values extends Record<string, unknown> {
  name: string;
  category: string;
}

const NAME_LIMIT = 120;

function SaveAsTemplateForm({ post, onClose }: { post: PostForTemplate; onClose: () => void }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const form = useSchemaForm<Values, typeof ZTemplateFromPost>({
    initialValues: { name: post.name.slice(0, NAME_LIMIT), category: post.category ?? '' },
    schema: ZTemplateFromPost,
    toInput: (values) => ({ ...values, postId: post.id }),
    messageOf: templateRuleText,
  });
  const save = trpc.linkedin.templates.createFromPost.useMutation({
    onSuccess: async (template) => {
      notifications.show({ color: 'green', message: t`Template “${template.name}” saved to My templates.` });
      onClose();
      await utils.linkedin.templates.invalidate();
    },
    onError: () =>
      notifications.show({ color: 'red', message: t`Failed to save the LinkedIn post. Please try again.` }),
  });
  const send: FormMutation<{ name: string; category: string; postId: string }> = save;

  return (
    <form ref={form.formRef} onSubmit={form.submitWith(send)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>The template keeps this post's structure and the post itself as its example.</Trans>
        </Text>
        <TextInput label={t`Template name`} required data-autofocus {...form.getInputProps('name')} />
        <Autocomplete
          label={t`Category`}
          description={t`Pick one or type your own.`}
          required
          data={[...TEMPLATE_CATEGORIES]}
          {...form.getInputProps('category')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save template</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Saves a post as one of the user's templates (`linkedin.templates.createFromPost`). */
export function SaveAsTemplateDialog({ post, onClose }: { post: PostForTemplate | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      opened={post !== null}
      onClose={onClose}
      title={t`Save as template`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {post && <SaveAsTemplateForm key={post.id} post={post} onClose={onClose} />}
    </Modal>
  );
}
