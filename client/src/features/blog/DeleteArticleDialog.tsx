import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface DeletableArticle {
  id: string;
  title: string;
  published: boolean;
}

interface DeleteArticleDialogProps {
  article: DeletableArticle | null;
  deleting: boolean;
  onConfirm: (article: DeletableArticle) => void;
  onClose: () => void;
}

/** Asks before an article goes; a published one's address then answers that it was removed. */
export function DeleteArticleDialog({ article, deleting, onConfirm, onClose }: DeleteArticleDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={article !== null}
      onClose={onClose}
      title={t`Delete this article?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {article && (
        <Stack gap="md">
          <Text size="sm" fw={600} lineClamp={2}>
            {article.title}
          </Text>
          <Text size="sm">
            {article.published ? (
              <Trans>The article is deleted and its public page is removed. This cannot be undone.</Trans>
            ) : (
              <Trans>The article is deleted. This cannot be undone.</Trans>
            )}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={deleting} onClick={() => onConfirm(article)}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
